import Foundation

/// A container of a primary column beside a secondary one, collapsing to one navigation stack when
/// narrow, mirroring `UISplitViewController`.
///
/// Column style (`init(style:)`): `setViewController(_:for:)` puts each column's controller in the split,
/// wrapped in a navigation controller unless it is one, as UIKit does. Classic style: `viewControllers`
/// is `[primary, secondary]`. When the split is narrower than 700 points (or its horizontal size class
/// is compact) it is collapsed: only the `.compact` column's controller shows, or the primary's stack
/// with the secondary controller pushed on it once shown. Otherwise the primary column (320 points by
/// default, `preferredPrimaryColumnWidth`/`…Fraction`) sits beside the secondary
/// (`.oneBesideSecondary`), over it (`.oneOverSecondary`) or is hidden (`.secondaryOnly`).
@preconcurrency @MainActor
open class UISplitViewController: UIViewController {
    /// The split's structure, mirroring `UISplitViewController.Style`.
    public enum Style: Int, Sendable { case unspecified = 0, doubleColumn = 1, tripleColumn = 2 }
    /// A column, mirroring `UISplitViewController.Column`.
    public enum Column: Int, Sendable { case primary = 0, supplementary = 1, secondary = 2, compact = 3, inspector = 4 }
    /// How the columns show, mirroring `UISplitViewController.DisplayMode`.
    public enum DisplayMode: Int, Sendable {
        case automatic = 0, secondaryOnly = 1, oneBesideSecondary = 2, oneOverSecondary = 3
        case twoBesideSecondary = 4, twoOverSecondary = 5, twoDisplaceSecondary = 6
        /// The older name of `.secondaryOnly`.
        public static let primaryHidden = DisplayMode.secondaryOnly
        /// The older name of `.oneBesideSecondary`.
        public static let allVisible = DisplayMode.oneBesideSecondary
        /// The older name of `.oneOverSecondary`.
        public static let primaryOverlay = DisplayMode.oneOverSecondary
    }
    /// How the primary column shares space, mirroring `UISplitViewController.SplitBehavior`.
    public enum SplitBehavior: Int, Sendable { case automatic = 0, tile = 1, overlay = 2, displace = 3 }
    /// The primary column's background, mirroring `UISplitViewController.BackgroundStyle`.
    public enum BackgroundStyle: Int, Sendable { case none = 0, sidebar = 1 }

    /// `preferredPrimaryColumnWidthFraction`'s "let the system decide" value.
    public static let automaticDimension: CGFloat = -3.40282347e+38

    /// The structure chosen at creation (`.unspecified` for the classic style).
    public let style: Style
    /// The delegate (held weakly).
    open weak var delegate: (any UISplitViewControllerDelegate)?
    /// The display mode the app prefers (default `.automatic`: beside when wide).
    open var preferredDisplayMode: DisplayMode = .automatic { didSet { _applyDisplayMode() } }
    /// How the primary shares space (default `.automatic`).
    open var preferredSplitBehavior: SplitBehavior = .automatic { didSet { viewIfLoaded?.setNeedsLayout() } }
    /// The primary column's width as a fraction of the split's (default automatic: 320 points).
    open var preferredPrimaryColumnWidthFraction: CGFloat = UISplitViewController.automaticDimension { didSet { viewIfLoaded?.setNeedsLayout() } }
    /// The primary column's width in points (default automatic).
    open var preferredPrimaryColumnWidth: CGFloat = UISplitViewController.automaticDimension { didSet { viewIfLoaded?.setNeedsLayout() } }
    /// The narrowest primary column (default automatic).
    open var minimumPrimaryColumnWidth: CGFloat = UISplitViewController.automaticDimension { didSet { viewIfLoaded?.setNeedsLayout() } }
    /// The widest primary column (default automatic).
    open var maximumPrimaryColumnWidth: CGFloat = UISplitViewController.automaticDimension { didSet { viewIfLoaded?.setNeedsLayout() } }
    /// Whether a swipe shows and hides the primary (default true; kept).
    open var presentsWithGesture = true
    /// Whether the secondary's bar shows a button that hides the columns (default false; kept).
    open var showsSecondaryOnlyButton = false
    /// The primary column's background (default `.none`).
    open var primaryBackgroundStyle: BackgroundStyle = .none
    /// Where the primary column is (leading by default).
    open var primaryEdge: PrimaryEdge = .leading { didSet { viewIfLoaded?.setNeedsLayout() } }
    /// The primary column's edge, mirroring `UISplitViewController.PrimaryEdge`.
    public enum PrimaryEdge: Int, Sendable { case leading = 0, trailing = 1 }

    private var columns: [Column: UIViewController] = [:]
    private var _displayMode: DisplayMode = .oneBesideSecondary
    private var _collapsed = false
    private var _secondaryShownWhenCollapsed = false
    private var _pushedOntoPrimary: UIViewController?

    /// A classic split view controller (`viewControllers` = primary, secondary).
    public override init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) {
        style = .unspecified
        super.init(nibName: nibNameOrNil, bundle: nibBundleOrNil)
    }
    /// A column-style split view controller (iOS 14).
    public init(style: Style) {
        self.style = style
        super.init(nibName: nil, bundle: nil)
    }
    public required init?(coder: NSCoder) {
        style = .unspecified
        super.init(coder: coder)
    }

    // MARK: Columns

    /// The controllers in the split: primary then secondary (classic), or the columns' controllers.
    open var viewControllers: [UIViewController] {
        get { [columns[.primary], columns[.supplementary], columns[.secondary]].compactMap { $0 } }
        set {
            precondition(style == .unspecified || newValue.count <= 3, "UISplitViewController: too many view controllers")
            _setColumn(.primary, newValue.first)
            _setColumn(.secondary, newValue.count > 1 ? newValue.last : nil)
        }
    }

    /// Puts `vc` in `column`, wrapped in a navigation controller unless it is one (column style).
    open func setViewController(_ vc: UIViewController?, for column: Column) {
        precondition(style != .unspecified, "setViewController(_:for:) needs a split view controller made with init(style:)")
        let wrapped = vc.map { $0 is UINavigationController ? $0 : UINavigationController(rootViewController: $0) }
        _setColumn(column, wrapped, root: vc)
    }

    /// The controller set for `column` (the one passed in, not its navigation wrapper).
    open func viewController(for column: Column) -> UIViewController? {
        guard let c = columns[column] else { return nil }
        if style != .unspecified, let nav = c as? UINavigationController, let root = _roots[column], nav.viewControllers.first === root {
            return root
        }
        return c
    }
    private var _roots: [Column: UIViewController] = [:]

    private func _setColumn(_ column: Column, _ vc: UIViewController?, root: UIViewController? = nil) {
        if let old = columns[column], old !== vc {
            old.willMove(toParent: nil)
            old.viewIfLoaded?.removeFromSuperview()
            old.removeFromParent()
        }
        columns[column] = vc
        _roots[column] = root ?? vc
        if let vc, vc.parent !== self { addChild(vc); vc.didMove(toParent: self) }
        viewIfLoaded?.setNeedsLayout()
    }

    /// Shows `column`: in a collapsed split, the secondary is pushed onto the primary's stack.
    open func show(_ column: Column) {
        if _collapsed {
            if column == .secondary { _pushSecondaryOntoPrimary() } else if column == .primary { _popSecondaryFromPrimary() }
        } else if column == .primary, _displayMode == .secondaryOnly {
            _setDisplayMode(.oneBesideSecondary)
        }
        viewIfLoaded?.setNeedsLayout()
    }

    /// Hides `column` (the primary: `.secondaryOnly`).
    open func hide(_ column: Column) {
        if _collapsed {
            if column == .secondary { _popSecondaryFromPrimary() }
        } else if column == .primary {
            _setDisplayMode(.secondaryOnly)
        }
        viewIfLoaded?.setNeedsLayout()
    }

    /// Shows `vc` as the secondary: pushed onto the primary's stack when collapsed, else in the
    /// secondary column (the delegate may take over).
    open override func showDetailViewController(_ vc: UIViewController, sender: Any?) {
        if delegate?.splitViewController(self, showDetail: vc, sender: sender) == true { return }
        if _collapsed, let nav = _primaryNavigation {
            nav.pushViewController(vc, animated: true)
            return
        }
        if style == .unspecified { _setColumn(.secondary, vc) } else { setViewController(vc, for: .secondary) }
    }

    // MARK: State

    /// Whether only one column shows because the split is narrow.
    open var isCollapsed: Bool { _collapsed }
    /// The display mode in effect.
    open var displayMode: DisplayMode { _displayMode }
    /// The primary column's width now.
    open var primaryColumnWidth: CGFloat { _primaryWidth(in: viewIfLoaded?.bounds.width ?? UIScreen.main.bounds.width) }
    /// A bar button item that toggles the primary column.
    open lazy var displayModeButtonItem: UIBarButtonItem = {
        let item = UIBarButtonItem(image: UIImage(systemName: "sidebar.left"), style: .plain, target: nil, action: nil)
        item.actionHandler = { [weak self] _ in
            guard let self else { return }
            if self._displayMode == .secondaryOnly { self.show(.primary) } else { self.hide(.primary) }
        }
        return item
    }()

    private var _primaryNavigation: UINavigationController? { columns[.primary] as? UINavigationController }

    private func _setDisplayMode(_ mode: DisplayMode) {
        guard mode != _displayMode else { return }
        delegate?.splitViewController(self, willChangeTo: mode)
        _displayMode = mode
    }

    private func _applyDisplayMode() {
        _setDisplayMode(preferredDisplayMode == .automatic ? .oneBesideSecondary : preferredDisplayMode)
        viewIfLoaded?.setNeedsLayout()
    }

    private func _primaryWidth(in total: CGFloat) -> CGFloat {
        var w: CGFloat = 320
        if preferredPrimaryColumnWidth != Self.automaticDimension { w = preferredPrimaryColumnWidth }
        else if preferredPrimaryColumnWidthFraction != Self.automaticDimension { w = total * preferredPrimaryColumnWidthFraction }
        if minimumPrimaryColumnWidth != Self.automaticDimension { w = max(w, minimumPrimaryColumnWidth) }
        if maximumPrimaryColumnWidth != Self.automaticDimension { w = min(w, maximumPrimaryColumnWidth) }
        return min(max(0, w), total)
    }

    private func _pushSecondaryOntoPrimary() {
        _secondaryShownWhenCollapsed = true
        guard _pushedOntoPrimary == nil, let nav = _primaryNavigation, let secondary = columns[.secondary] else { return }
        // The secondary's content moves onto the primary's stack (its navigation wrapper's root).
        let content = (secondary as? UINavigationController)?.viewControllers.last ?? secondary
        if delegate?.splitViewController(self, collapseSecondary: secondary, onto: nav) == true { return }
        if let wrapper = secondary as? UINavigationController { wrapper.setViewControllers([], animated: false) }
        else { secondary.willMove(toParent: nil); secondary.viewIfLoaded?.removeFromSuperview(); secondary.removeFromParent() }
        _pushedOntoPrimary = content
        nav.pushViewController(content, animated: false)
    }

    private func _popSecondaryFromPrimary() {
        _secondaryShownWhenCollapsed = false
        guard let content = _pushedOntoPrimary, let nav = _primaryNavigation else { return }
        _pushedOntoPrimary = nil
        if nav.viewControllers.contains(where: { $0 === content }) {
            _ = nav.popToRootViewController(animated: false)
        }
        _restoreSecondary(content)
    }

    private func _restoreSecondary(_ content: UIViewController) {
        guard let secondary = columns[.secondary] else { return }
        if let wrapper = secondary as? UINavigationController { wrapper.setViewControllers([content], animated: false) }
        else if secondary.parent !== self { addChild(secondary); secondary.didMove(toParent: self) }
    }

    // MARK: Layout

    open override func loadView() {
        view = UIView(frame: UIScreen.main.bounds)
        view.backgroundColor = .systemBackground
    }

    open override func viewWillLayoutSubviews() {
        super.viewWillLayoutSubviews()
        let b = view.bounds
        let compact = traitCollection.horizontalSizeClass == .compact || b.width < 700
        if compact != _collapsed {
            _collapsed = compact
            if compact {
                let top = delegate?.splitViewController(self, topColumnForCollapsingToProposedTopColumn: .primary) ?? .primary
                if top == .secondary || _secondaryShownWhenCollapsed { _pushSecondaryOntoPrimary() }
                delegate?.splitViewControllerDidCollapse(self)
            } else {
                if let content = _pushedOntoPrimary, let nav = _primaryNavigation {
                    _pushedOntoPrimary = nil
                    if nav.viewControllers.contains(where: { $0 === content }) { _ = nav.popToRootViewController(animated: false) }
                    _restoreSecondary(content)
                    _secondaryShownWhenCollapsed = true
                }
                delegate?.splitViewControllerDidExpand(self)
            }
        }
        if preferredDisplayMode == .automatic && _displayMode == .automatic { _displayMode = .oneBesideSecondary }
        var shown: [(UIViewController, CGRect)] = []
        if _collapsed {
            if let c = columns[.compact] ?? columns[.primary] ?? columns[.secondary] { shown.append((c, b)) }
        } else {
            let pw = _primaryWidth(in: b.width)
            let leading = primaryEdge == .leading
            let primaryFrame = CGRect(x: leading ? 0 : b.width - pw, y: 0, width: pw, height: b.height)
            let besides = _displayMode == .oneBesideSecondary || _displayMode == .twoBesideSecondary
            let secondaryFrame = besides ? CGRect(x: leading ? pw : 0, y: 0, width: b.width - pw, height: b.height) : b
            if let s = columns[.secondary] { shown.append((s, secondaryFrame)) }
            if _displayMode != .secondaryOnly, let p = columns[.primary] { shown.append((p, primaryFrame)) }
        }
        let keep = Set(shown.map { ObjectIdentifier($0.0) })
        for vc in columns.values where !keep.contains(ObjectIdentifier(vc)) { vc.viewIfLoaded?.removeFromSuperview() }
        for (vc, frame) in shown {
            if vc.view.superview !== view { view.addSubview(vc.view) }
            vc.view.frame = frame
        }
        if let p = columns[.primary], p.isViewLoaded, p.view.superview === view { view.bringSubviewToFront(p.view) }
    }
}
