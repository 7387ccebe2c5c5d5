import Foundation

/// An object that manages a view hierarchy, mirroring `UIViewController`: lazy view loading, appearance
/// callbacks with Apple's ordering across containment and presentation, containment, modal presentation,
/// navigation and tab bar items, traits.
///
/// Appearance follows the view's arrival in a visible window: a view controller whose root view enters a
/// shown window gets `viewWillAppear(_:)`, `viewIsAppearing(_:)` (after the view is laid out) and
/// `viewDidAppear(_:)`; leaving it, `viewWillDisappear(_:)` and `viewDidDisappear(_:)`. Containers
/// (navigation, tab bar, presentation) drive their transitions explicitly with the same state machine
/// (UIViewController+Appearance.swift). Every overridable member is declared here; machinery lives in the
/// concern's extension file.
@preconcurrency @MainActor
open class UIViewController: UIResponder, UITraitEnvironment, UIContentContainer {
    var _view: UIView?
    var _nibName: String?
    var _nibBundle: Bundle?
    var _title: String?
    var _children: [UIViewController] = []
    weak var _parent: UIViewController?
    var _presented: UIViewController?
    weak var _presenting: UIViewController?
    var _presentationController: UIPresentationController?
    var _appear = AppearanceState()
    var _navigationItem: UINavigationItem?
    var _tabBarItem: UITabBarItem?
    var _overrideStyle: UIUserInterfaceStyle = .unspecified
    var _childTraitOverrides: [ObjectIdentifier: UITraitCollection] = [:]
    var _traitOverrides: UITraitOverrides?
    /// The content-unavailable configuration and its view, when one was set.
    var _contentUnavailable: ContentUnavailableState?
    /// Whether `updateContentUnavailableConfiguration(using:)` runs before the view's next layout (true at
    /// first, so it runs before the view first lays out, as UIKit does before the view appears).
    var _needsContentUnavailableUpdate = true
    var _editing = false
    var _transitionContext: TransitionContext?
    var _popoverAnchor: UIPopoverPresentationController?

    /// Creates a view controller (nib files do not exist on Linux: the names are kept, `loadView()` makes
    /// a plain view).
    public init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) {
        _nibName = nibNameOrNil
        _nibBundle = nibBundleOrNil
        super.init()
    }

    /// Creates a view controller with no nib.
    public convenience override init() { self.init(nibName: nil, bundle: nil) }

    /// Archives are not supported on Linux (see Docs/Deviations.md).
    public required init?(coder: NSCoder) { super.init() }

    /// The nib name given at creation.
    open var nibName: String? { _nibName }
    /// The bundle given at creation.
    open var nibBundle: Bundle? { _nibBundle }

    // MARK: View loading

    /// The root view, loaded on first access by `loadView()` followed by `viewDidLoad()`.
    open var view: UIView! {
        get {
            if _view == nil { loadViewIfNeeded() }
            return _view
        }
        set {
            _view?._viewController = nil
            _view = newValue
            newValue?._viewController = self
        }
    }

    /// Whether the view has been loaded.
    open var isViewLoaded: Bool { _view != nil }
    /// The view, or nil if it has not been loaded (does not load it).
    open var viewIfLoaded: UIView? { _view }

    /// Creates the root view; the default makes a plain view the size of the main screen. Overrides set
    /// `view` and do not call super.
    open func loadView() { view = UIView(frame: UIScreen.main.bounds) }

    /// Called once after the view is loaded. The default does nothing.
    open func viewDidLoad() {}

    /// Loads the view now if it has not been loaded.
    open func loadViewIfNeeded() {
        guard _view == nil else { return }
        loadView()
        if _view == nil { view = UIView(frame: UIScreen.main.bounds) }
        viewDidLoad()
    }

    /// The title, mirroring `UIViewController.title`: setting it also sets the title of the navigation item
    /// and the tab bar item, when they exist.
    open var title: String? {
        get { _title }
        set {
            _title = newValue
            _titleDidChange()
        }
    }

    // MARK: Appearance (UIViewController+Appearance.swift)

    /// The view is about to be added to a visible view hierarchy.
    open func viewWillAppear(_ animated: Bool) {}
    /// A container's chance to put its shown child's view in its own before `viewWillAppear(_:)` reaches
    /// the children in its view (a navigation controller loads its top view controller's view only then).
    func _prepareForAppearance() {}
    /// The actions under a peeked preview (`previewActionItems`, 3D Touch); none by default. Previews are
    /// never shown here (UIViewController+Previewing.swift), as on devices without 3D Touch.
    open var previewActionItems: [any UIPreviewActionItem] { [] }
    /// The view was added to the hierarchy and laid out; called after `viewWillAppear(_:)` and before
    /// `viewDidAppear(_:)`.
    open func viewIsAppearing(_ animated: Bool) {}
    /// The view was added to a visible view hierarchy.
    open func viewDidAppear(_ animated: Bool) {}
    /// The view is about to be removed from the visible hierarchy.
    open func viewWillDisappear(_ animated: Bool) {}
    /// The view was removed from the visible hierarchy.
    open func viewDidDisappear(_ animated: Bool) {}
    /// Called before the view lays out its subviews (from the view's layout pass).
    open func viewWillLayoutSubviews() {}
    /// Called after the view laid out its subviews.
    open func viewDidLayoutSubviews() {}

    // MARK: Content unavailable (UIViewController+ContentUnavailable.swift)

    /// The state a content-unavailable configuration is updated for (`contentUnavailableConfigurationState`,
    /// iOS 17): the view controller's traits and its navigation item's search text. Override to add
    /// custom states.
    open var contentUnavailableConfigurationState: UIContentUnavailableConfigurationState { _contentUnavailableState() }
    /// Updates `contentUnavailableConfiguration` for `state` (`updateContentUnavailableConfiguration(using:)`,
    /// iOS 17). Don't call it directly: UIKit calls it before the view first lays out and after
    /// `setNeedsUpdateContentUnavailableConfiguration()` or a trait change. The default updates a
    /// configuration with `updated(for:)`.
    open func updateContentUnavailableConfiguration(using state: UIContentUnavailableConfigurationState) {
        _defaultUpdateContentUnavailableConfiguration(using: state)
    }
    /// Asks for `updateContentUnavailableConfiguration(using:)` before the view's next layout
    /// (`setNeedsUpdateContentUnavailableConfiguration()`, iOS 17).
    open func setNeedsUpdateContentUnavailableConfiguration() {
        _needsContentUnavailableUpdate = true
        _view?.setNeedsLayout()
    }

    /// Updates constraints of the view; the default asks the view to update its own.
    open func updateViewConstraints() {}
    /// Memory is low. The default does nothing.
    open func didReceiveMemoryWarning() {}

    /// Whether the view controller is being presented (true during its appearance callbacks of a presentation).
    open var isBeingPresented: Bool { _appear.beingPresented }
    /// Whether the view controller is being dismissed.
    open var isBeingDismissed: Bool { _appear.beingDismissed }
    /// Whether it is being added to a parent (during its appearance callbacks of a push or an `addChild`).
    open var isMovingToParent: Bool { _appear.movingToParent }
    /// Whether it is being removed from its parent.
    open var isMovingFromParent: Bool { _appear.movingFromParent }

    /// Tells a child that it will appear or disappear (for containers that do not forward automatically).
    open func beginAppearanceTransition(_ isAppearing: Bool, animated: Bool) {
        _beginAppearance(isAppearing, animated: animated, forward: true)
    }
    /// Tells a child that its appearance transition ended.
    open func endAppearanceTransition() { _endAppearance(forward: true) }
    /// Whether appearance callbacks are forwarded to children automatically (default true).
    open var shouldAutomaticallyForwardAppearanceMethods: Bool { true }

    // MARK: Containment (UIViewController+Containment.swift)

    /// The child view controllers, in the order they were added.
    open var children: [UIViewController] { _children }
    /// The parent view controller, or nil.
    open var parent: UIViewController? { _parent }
    /// Adds a child; calls `willMove(toParent:)` on it (the container calls `didMove(toParent:)` when done).
    open func addChild(_ childController: UIViewController) { _addChild(childController) }
    /// Removes the view controller from its parent; calls `didMove(toParent: nil)` (the caller calls
    /// `willMove(toParent: nil)` first).
    open func removeFromParent() { _removeFromParent() }
    /// Called just before the view controller is added to or removed from a container.
    open func willMove(toParent parent: UIViewController?) {}
    /// Called after the view controller was added to or removed from a container.
    open func didMove(toParent parent: UIViewController?) {}

    // MARK: Presentation (UIViewController+Presentation.swift)

    /// Presents a view controller modally.
    open func present(_ viewControllerToPresent: UIViewController, animated flag: Bool,
                      completion: (() -> Void)? = nil) {
        _present(viewControllerToPresent, animated: flag, completion: completion)
    }
    /// Dismisses the view controller this one presented, or this one if it was presented.
    open func dismiss(animated flag: Bool, completion: (() -> Void)? = nil) {
        _dismiss(animated: flag, completion: completion)
    }
    /// The view controller presented by this one or, for a child, by the ancestor that presents for it.
    open var presentedViewController: UIViewController? { _presented ?? _parent?.presentedViewController }
    /// The view controller that presented this one (or an ancestor's presenter).
    open var presentingViewController: UIViewController? { _presenting ?? _parent?.presentingViewController }
    /// How the view controller is presented (default `.automatic`, a page sheet).
    open var modalPresentationStyle: UIModalPresentationStyle = .automatic
    /// The transition used to present it (default `.coverVertical`).
    open var modalTransitionStyle: UIModalTransitionStyle = .coverVertical
    /// Whether this view controller's view is covered when a descendant presents over current context.
    open var definesPresentationContext = false
    /// Whether this view controller supplies the transition style for current-context presentations.
    open var providesPresentationContextTransitionStyle = false
    /// Whether a sheet refuses interactive dismissal.
    open var isModalInPresentation = false
    /// The object that supplies custom transitions and presentation controllers.
    open weak var transitioningDelegate: (any UIViewControllerTransitioningDelegate)?
    /// The presentation controller managing this view controller's presentation (created on demand while
    /// presented).
    open var presentationController: UIPresentationController? { _presentationController ?? _earlyPresentationController() }
    /// The coordinator of the transition in progress, if any (nil on Linux between transitions).
    open var transitionCoordinator: (any UIViewControllerTransitionCoordinator)? { _transitionContext ?? _parent?.transitionCoordinator }
    /// The size this view controller would like for its content (used by form sheets and popovers);
    /// changing it tells the parent (`preferredContentSizeDidChange(forChildContentContainer:)`).
    open var preferredContentSize: CGSize = .zero {
        didSet {
            guard preferredContentSize != oldValue else { return }
            _parent?.preferredContentSizeDidChange(forChildContentContainer: self)
            _presentationController?.containerView?.setNeedsLayout()
        }
    }
    /// A child's preferred content size changed. The default does nothing.
    open func preferredContentSizeDidChange(forChildContentContainer container: any UIContentContainer) {}
    /// A child's fitting size changed. The default does nothing.
    open func systemLayoutFittingSizeDidChange(forChildContentContainer container: any UIContentContainer) {}
    /// The size of a child's content for a parent of `parentSize` (default: the parent's size).
    open func size(forChildContentContainer container: any UIContentContainer, withParentContainerSize parentSize: CGSize) -> CGSize { parentSize }
    /// The traits are about to change to `newCollection`; the default forwards to the children.
    open func willTransition(to newCollection: UITraitCollection, with coordinator: any UIViewControllerTransitionCoordinator) {
        for c in _children where c.isViewLoaded { c.willTransition(to: newCollection, with: coordinator) }
    }
    /// Shows the view controller in the primary context: pushed by an enclosing navigation controller,
    /// else presented.
    open func show(_ vc: UIViewController, sender: Any?) {
        if let nav = self as? UINavigationController ?? navigationController { nav.pushViewController(vc, animated: true) }
        else { present(vc, animated: true) }
    }
    /// Shows the view controller in a secondary context: the enclosing split view controller's secondary
    /// column, else as `show(_:sender:)` does.
    open func showDetailViewController(_ vc: UIViewController, sender: Any?) {
        if let split = splitViewController { split.showDetailViewController(vc, sender: sender) } else { show(vc, sender: sender) }
    }

    // MARK: Bars

    /// The item representing the view controller in a navigation bar (created on first access).
    open var navigationItem: UINavigationItem {
        if let item = _navigationItem { return item }
        let item = UINavigationItem(title: "")
        item._owner = self
        item._usesOwnerTitle = true
        _navigationItem = item
        return item
    }
    /// The closest ancestor navigation controller.
    open var navigationController: UINavigationController? {
        var p = _parent
        while let c = p { if let n = c as? UINavigationController { return n }; p = c._parent }
        return nil
    }
    /// The closest ancestor tab bar controller.
    open var tabBarController: UITabBarController? {
        var p = _parent
        while let c = p { if let t = c as? UITabBarController { return t }; p = c._parent }
        return nil
    }
    /// The item representing the view controller in a tab bar (created on first access with its title).
    open var tabBarItem: UITabBarItem! {
        get {
            if let item = _tabBarItem { return item }
            let item = UITabBarItem(title: title, image: nil, tag: 0)
            _tabBarItem = item
            return item
        }
        set { _tabBarItem = newValue; tabBarController?._reloadTabBar() }
    }
    /// Whether the tab bar hides when this view controller is pushed.
    open var hidesBottomBarWhenPushed = false
    /// Items for a navigation controller's toolbar.
    open var toolbarItems: [UIBarButtonItem]? {
        didSet { if let nav = _parent as? UINavigationController, nav.topViewController === self { nav._updateToolbarItems() } }
    }
    /// Sets the toolbar items.
    open func setToolbarItems(_ toolbarItems: [UIBarButtonItem]?, animated: Bool) { self.toolbarItems = toolbarItems }
    /// Whether the view controller is in editing mode.
    open var isEditing: Bool {
        get { _editing }
        set { setEditing(newValue, animated: false) }
    }
    /// Enters or leaves editing mode, mirroring `UIViewController.setEditing(_:animated:)`: the controller's
    /// `editButtonItem` shows Done while editing and Edit otherwise.
    open func setEditing(_ editing: Bool, animated: Bool) {
        _editing = editing
        _editButtonItem?._showEditing(editing)
    }
    /// A bar item that toggles editing (`setEditing(_:animated:)` with the opposite of `isEditing`), mirroring
    /// `UIViewController.editButtonItem`: the same item every time, titled Edit, or Done while editing.
    open var editButtonItem: UIBarButtonItem {
        if let item = _editButtonItem { return item }
        let item = _makeEditButtonItem()
        _editButtonItem = item
        return item
    }
    /// The item `editButtonItem` made, kept so that editing changes reach it.
    var _editButtonItem: UIBarButtonItem?

    // MARK: Layout and geometry

    /// Extra insets added to the safe area of the view. Changing them updates the safe area of the view and
    /// its subviews at the next layout pass (with `viewSafeAreaInsetsDidChange()`), as on iOS.
    open var additionalSafeAreaInsets: UIEdgeInsets = .zero {
        didSet { if oldValue != additionalSafeAreaInsets { _rootViewGeometryChanged() } }
    }
    /// Called when the safe area of the root view changed (after the view's `safeAreaInsetsDidChange()`,
    /// before its subviews are laid out), mirroring `UIViewController.viewSafeAreaInsetsDidChange()`.
    open func viewSafeAreaInsetsDidChange() {}
    /// Called when the layout margins of the root view changed (after the view's
    /// `layoutMarginsDidChange()`), mirroring `UIViewController.viewLayoutMarginsDidChange()`.
    open func viewLayoutMarginsDidChange() {}
    /// The minimum layout margins UIKit keeps for the root view: 0 at the top and bottom, and at the sides
    /// 20 points in a regular-width environment and on the large phones (windows at least 414 points
    /// wide, the Plus and Max iPhones), 16 on other phones (UIKit's values on iPhone and iPad), mirroring
    /// `UIViewController.systemMinimumLayoutMargins`. It does not affect subviews.
    open var systemMinimumLayoutMargins: NSDirectionalEdgeInsets {
        let largePhone = (viewIfLoaded?.window?.bounds.width ?? 0) >= 414
        let side: CGFloat = traitCollection.horizontalSizeClass == .regular || largePhone ? 20 : 16
        return NSDirectionalEdgeInsets(top: 0, leading: side, bottom: 0, trailing: side)
    }
    /// Whether the root view's layout margins are at least `systemMinimumLayoutMargins` (default `true`);
    /// with `false` they come only from its `directionalLayoutMargins`, mirroring
    /// `UIViewController.viewRespectsSystemMinimumLayoutMargins`.
    open var viewRespectsSystemMinimumLayoutMargins: Bool = true {
        didSet { if oldValue != viewRespectsSystemMinimumLayoutMargins { _rootViewMarginsChanged() } }
    }
    /// The edges extended under bars (default all).
    open var edgesForExtendedLayout: UIRectEdge = .all
    /// Whether the view extends under opaque bars.
    open var extendedLayoutIncludesOpaqueBars = false
    /// The view's size is about to change (window resized).
    open func viewWillTransition(to size: CGSize, with coordinator: any UIViewControllerTransitionCoordinator) {
        for c in _children where c.isViewLoaded { c.viewWillTransition(to: size, with: coordinator) }
    }
    /// The orientations supported (all but upside down).
    open var supportedInterfaceOrientations: UIInterfaceOrientationMask { .allButUpsideDown }
    /// The preferred status bar style (there is no status bar on Linux; stored for API parity).
    open var preferredStatusBarStyle: UIStatusBarStyle { .default }
    /// Whether the status bar is hidden.
    open var prefersStatusBarHidden: Bool { false }
    /// Asks the system to re-read the status bar properties (no effect on Linux).
    open func setNeedsStatusBarAppearanceUpdate() {}
    /// Whether the home indicator is hidden (no effect on Linux).
    open var prefersHomeIndicatorAutoHidden: Bool { false }

    // MARK: Traits (Traits/UIViewController+Traits.swift)

    /// The traits of the view controller: its parent's (or window's), with overrides applied.
    open var traitCollection: UITraitCollection { _computeTraits() }
    /// Called when the traits changed.
    open func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {}
    /// Forces light or dark for this view controller, its view and its children.
    open var overrideUserInterfaceStyle: UIUserInterfaceStyle {
        get { _overrideStyle }
        set {
            guard newValue != _overrideStyle else { return }
            let before = _traitSnapshot()
            UITraitCollection._stylesVary = true
            _overrideStyle = newValue
            _deliverTraitChanges(before)
        }
    }
    /// Overrides traits for a child.
    open func setOverrideTraitCollection(_ collection: UITraitCollection?, forChild childViewController: UIViewController) {
        let before = childViewController._traitSnapshot()
        _childTraitOverrides[ObjectIdentifier(childViewController)] = collection
        childViewController._deliverTraitChanges(before)
    }
    /// The traits overridden for `childViewController`.
    open func overrideTraitCollection(forChild childViewController: UIViewController) -> UITraitCollection? {
        _childTraitOverrides[ObjectIdentifier(childViewController)]
    }

    /// A presented view controller's next responder is its presenter; otherwise the view's superview.
    open override var next: UIResponder? {
        if let p = _presenting { return p }
        return _view?.superview
    }
}

/// The style of the status bar, mirroring `UIStatusBarStyle`.
public enum UIStatusBarStyle: Int, Sendable {
    case `default` = 0
    case lightContent = 1
    case darkContent = 3
}
