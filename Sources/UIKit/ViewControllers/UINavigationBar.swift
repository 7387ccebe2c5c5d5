import Foundation

/// Navigation bar callbacks, mirroring `UINavigationBarDelegate`. All optional.
@preconcurrency @MainActor
public protocol UINavigationBarDelegate: NSObjectProtocol {
    func navigationBar(_ navigationBar: UINavigationBar, shouldPush item: UINavigationItem) -> Bool
    func navigationBar(_ navigationBar: UINavigationBar, didPush item: UINavigationItem)
    func navigationBar(_ navigationBar: UINavigationBar, shouldPop item: UINavigationItem) -> Bool
    func navigationBar(_ navigationBar: UINavigationBar, didPop item: UINavigationItem)
}
extension UINavigationBarDelegate {
    public func navigationBar(_ navigationBar: UINavigationBar, shouldPush item: UINavigationItem) -> Bool { true }
    public func navigationBar(_ navigationBar: UINavigationBar, didPush item: UINavigationItem) {}
    public func navigationBar(_ navigationBar: UINavigationBar, shouldPop item: UINavigationItem) -> Bool { true }
    public func navigationBar(_ navigationBar: UINavigationBar, didPop item: UINavigationItem) {}
}

/// The appearance of a bar, mirroring `UIBarStyle`.
public enum UIBarStyle: Int, Sendable {
    case `default` = 0
    case black = 1
}

/// A bar with a stack of navigation items: the top item's title centered (or a large title below), its
/// bar button items on the sides and a back button titled after the previous item, mirroring
/// `UINavigationBar`. Heights: 44 points, 96 with a large title (iOS's values).
@preconcurrency @MainActor
open class UINavigationBar: UIView {
    /// The standard bar height.
    public static let standardHeight: CGFloat = 44
    /// The height with a large title.
    public static let largeTitleHeight: CGFloat = 96

    var _items: [UINavigationItem] = []
    /// The bar's delegate (the navigation controller for its own bar).
    open weak var delegate: (any UINavigationBarDelegate)?
    /// The bar style.
    open var barStyle: UIBarStyle = .default { didSet { setNeedsLayout() } }
    /// Whether the bar is translucent (content extends under it).
    open var isTranslucent = true {
        // The bar's look and the container's content frames (views extend under translucent bars only)
        // depend on it: both are laid out again.
        didSet { if isTranslucent != oldValue { setNeedsLayout(); superview?.setNeedsLayout() } }
    }
    /// The bar's background colour (nil: the system bar colour).
    open var barTintColor: UIColor? { didSet { setNeedsLayout() } }
    /// Whether the top item shows a large title (unless its `largeTitleDisplayMode` is `.never`).
    open var prefersLargeTitles = false { didSet { setNeedsLayout(); superview?.setNeedsLayout() } }
    /// Title text attributes (stored; text drawing comes with the text engine).
    open var titleTextAttributes: [NSAttributedString.Key: Any]?
    /// Large title text attributes.
    open var largeTitleTextAttributes: [NSAttributedString.Key: Any]?
    /// The shadow line image; an empty image (with a background image set) removes the hairline.
    open var shadowImage: UIImage? { didSet { setNeedsLayout() } }
    /// Background images by bar metrics (`setBackgroundImage(_:for:)`).
    var _backgroundImages: [UIBarMetrics: UIImage] = [:]
    /// Sets the image drawn as the bar's background for `barMetrics` (`setBackgroundImage(_:for:)`), in place
    /// of its appearance's colour, stretched over the bar; an empty `UIImage()` makes the bar transparent.
    /// The bar here is always of default height, so the `.default` image is the one shown.
    open func setBackgroundImage(_ backgroundImage: UIImage?, for barMetrics: UIBarMetrics) {
        _backgroundImages[barMetrics] = backgroundImage
        setNeedsLayout()
    }
    /// The background image set for `barMetrics` (`backgroundImage(for:)`).
    open func backgroundImage(for barMetrics: UIBarMetrics) -> UIImage? { _backgroundImages[barMetrics] }
    /// The back chevron image.
    open var backIndicatorImage: UIImage?
    /// The mask for the back indicator during push and pop transitions (kept; the transition draws none).
    open var backIndicatorTransitionMaskImage: UIImage?
    /// The appearance of a standard-height bar (iOS 13).
    open var standardAppearance = UINavigationBarAppearance() { didSet { setNeedsLayout() } }
    /// The appearance of a compact-height bar.
    open var compactAppearance: UINavigationBarAppearance? { didSet { setNeedsLayout() } }
    /// The appearance when the content is scrolled to the top edge (used here whenever set).
    open var scrollEdgeAppearance: UINavigationBarAppearance? { didSet { setNeedsLayout() } }
    /// The appearance of a compact bar at the scroll edge.
    open var compactScrollEdgeAppearance: UINavigationBarAppearance? { didSet { setNeedsLayout() } }

    /// Whether the content under the bar is at its top edge (the bar shows its scroll-edge appearance),
    /// and whether scrolling collapsed the large title into the inline one (UINavigationBar+ScrollEdge.swift).
    var _atScrollEdge = true
    var _largeTitleCollapsed = false
    package let background = UIView()
    package let hairline = UIView()
    let titleLabel = BarTextView()
    let largeTitleLabel = BarTextView()
    let backButton = BarButtonControl()
    var leftControls: [BarButtonControl] = []
    var rightControls: [BarButtonControl] = []
    /// Called when the back button is tapped (the navigation controller pops).
    var onBack: (() -> Void)?

    public override init(frame: CGRect) {
        super.init(frame: frame)
        _setUp()
    }
    public required init?(coder: NSCoder) {
        super.init(coder: coder)
        _setUp()
    }

    private func _setUp() {
        addSubview(background)
        addSubview(hairline)
        addSubview(titleLabel)
        addSubview(largeTitleLabel)
        addSubview(backButton)
        titleLabel.bold = true
        largeTitleLabel.bold = true
        largeTitleLabel.fontSize = 34
        largeTitleLabel.alignment = 0
        backButton.showsChevron = true
        backButton.onTap = { [weak self] in self?._backTapped() }
    }

    /// The stack of items, bottom first.
    open var items: [UINavigationItem]? {
        get { _items }
        set { setItems(newValue, animated: false) }
    }
    /// The top item.
    open var topItem: UINavigationItem? { _items.last }
    /// The item below the top one.
    open var backItem: UINavigationItem? { _items.count >= 2 ? _items[_items.count - 2] : nil }

    /// Replaces the items.
    open func setItems(_ items: [UINavigationItem]?, animated: Bool) {
        if (items ?? []).last !== _items.last { _resetScrollEdgeState() }
        _items = items ?? []
        for item in _items where !item._onChange.contains(where: { _ in false }) {
            item._onChange = [{ [weak self] in self?.setNeedsLayout() }]
        }
        setNeedsLayout()
    }
    /// Pushes an item (asks the delegate first).
    open func pushItem(_ item: UINavigationItem, animated: Bool) {
        guard delegate?.navigationBar(self, shouldPush: item) ?? true else { return }
        setItems(_items + [item], animated: animated)
        delegate?.navigationBar(self, didPush: item)
    }
    /// Pops the top item (asks the delegate first).
    @discardableResult
    open func popItem(animated: Bool) -> UINavigationItem? {
        guard let top = _items.last, _items.count > 1 else { return nil }
        guard delegate?.navigationBar(self, shouldPop: top) ?? true else { return nil }
        setItems(Array(_items.dropLast()), animated: animated)
        delegate?.navigationBar(self, didPop: top)
        return top
    }

    /// Whether the bar shows a large title now.
    var _showsLargeTitle: Bool {
        _prefersLargeTitleForTopItem && !_largeTitleCollapsed
    }

    /// Whether the top item asks for a large title (collapsed or not).
    var _prefersLargeTitleForTopItem: Bool {
        guard let top = topItem else { return false }
        switch top.largeTitleDisplayMode {
        case .always: return true
        case .never: return false
        case .automatic: return prefersLargeTitles
        }
    }

    open override func sizeThatFits(_ size: CGSize) -> CGSize {
        CGSize(width: size.width, height: (_showsLargeTitle ? UINavigationBar.largeTitleHeight : UINavigationBar.standardHeight)
                                          + (topItem?.searchController != nil ? UINavigationBar.searchBarHeight : 0))
    }

    /// The height the top item's search bar adds below the title.
    static let searchBarHeight: CGFloat = 52
    /// The search bar shown now, to take down when the top item changes.
    private weak var _shownSearchBar: UISearchBar?

    private func _layoutSearchBar() {
        let searchBar = topItem?.searchController?.searchBar
        if let shown = _shownSearchBar, shown !== searchBar, shown.superview === self { shown.removeFromSuperview() }
        _shownSearchBar = searchBar
        guard let searchBar else { return }
        if searchBar.superview !== self { addSubview(searchBar) }
        let top = _showsLargeTitle ? UINavigationBar.largeTitleHeight : UINavigationBar.standardHeight
        searchBar.frame = CGRect(x: 0, y: top, width: bounds.width, height: UINavigationBar.searchBarHeight)
        searchBar.backgroundColor = .clear
        // A search bar appearing or leaving changes the bar's height: the container lays it out again.
        if abs(sizeThatFits(bounds.size).height - bounds.height) > 0.5 { superview?.setNeedsLayout() }
    }

    /// The title shown (Linux seam for tests and the text engine).
    package var _displayedTitle: String? { titleLabel.isHidden ? (largeTitleLabel.isHidden ? nil : largeTitleLabel.text) : titleLabel.text }
    /// The back button's title, nil when there is no back button.
    package var _displayedBackTitle: String? { backButton.isHidden ? nil : backButton.label.text }
    /// The titles of the bar button items shown, leading then trailing.
    package var _displayedItemTitles: (left: [String], right: [String]) {
        (leftControls.map(\.label.text), rightControls.map(\.label.text))
    }

    var _backTitle: String? {
        guard let back = backItem, let top = topItem, !top.hidesBackButton else { return nil }
        switch back.backButtonDisplayMode {
        case .minimal: return ""
        case .generic: return "Back"
        case .default:
            let t = back.backBarButtonItem?.title ?? back.backButtonTitle ?? back.title
            guard let t, !t.isEmpty else { return "Back" }
            return BarText.measureText(t, 17, false).width > bounds.width / 3 ? "Back" : t
        }
    }

    func _backTapped() { onBack?() ?? { _ = popItem(animated: true) }() }

    open override func layoutSubviews() {
        let dark = barStyle == .black || traitCollection.userInterfaceStyle == .dark
        let fg: UIColor = dark ? .white : .black
        let tint = tintColor ?? UIColor(red: 0, green: 0.478, blue: 1, alpha: 1)
        // The scroll-edge appearance while the content is at its top edge, the standard one once it scrolled.
        let appearance = _atScrollEdge
            ? (topItem?.scrollEdgeAppearance ?? topItem?.standardAppearance ?? scrollEdgeAppearance ?? standardAppearance)
            : (topItem?.standardAppearance ?? standardAppearance)
        background.backgroundColor = appearance.backgroundColor ?? barTintColor
            ?? (dark ? UIColor(white: 0.11, alpha: isTranslucent ? 0.94 : 1) : UIColor(white: 0.97, alpha: isTranslucent ? 0.94 : 1))
        background.frame = bounds
        let barImage = _backgroundImages[.default]
        if let barImage {
            background.backgroundColor = nil
            background.layer.contents = barImage.cgImage
            background.layer.contentsGravity = .resize
        } else if background.layer.contents != nil {
            background.layer.contents = nil
        }
        let px = 1 / max(1, layer.contentsScale)
        hairline.backgroundColor = appearance.shadowColor
        hairline.isHidden = appearance.shadowColor == nil || (barImage != nil && shadowImage.map { $0.size == .zero } == true)
        hairline.frame = CGRect(x: 0, y: bounds.height, width: bounds.width, height: px)
        let row = CGRect(x: 0, y: 0, width: bounds.width, height: UINavigationBar.standardHeight)
        // Bar button items sit inside the bar's layout margins (16 points, 20 on 414-point-wide and wider
        // bars, as on iOS); the back button's chevron starts 8 points from the edge.
        let margin: CGFloat = bounds.width >= 414 ? 20 : 16
        var leftEdge = margin, rightEdge = bounds.width - margin

        // Back button.
        if let back = _backTitle, (topItem?.leftBarButtonItems?.isEmpty ?? true) || topItem?.leftItemsSupplementBackButton == true {
            backButton.isHidden = false
            backButton.configure(title: back, image: nil, color: tint)
            let s = backButton.sizeThatFits(row.size)
            backButton.frame = CGRect(x: 8, y: (row.height - 32) / 2, width: s.width, height: 32)
            leftEdge = backButton.frame.maxX + 8
        } else {
            backButton.isHidden = true
        }
        // Bar button items.
        func controls(_ items: [UIBarButtonItem], _ existing: inout [BarButtonControl]) {
            let shown = items.filter { !$0.isHidden }
            if existing.count != shown.count || zip(existing, shown).contains(where: { $0.item !== $1 }) {
                for c in existing { c.removeFromSuperview() }
                existing = shown.map { item in
                    let c = BarButtonControl()
                    c.item = item
                    AppearanceRegistry.shared.apply(to: item, container: self) // UIAppearance
                    if let v = item.customView { c.addSubview(v) }
                    item._onChange = [{ [weak self] in self?.setNeedsLayout() }]
                    addSubview(c)
                    return c
                }
            }
            for (c, item) in zip(existing, shown) {
                c.configure(title: item.customView == nil ? item.title : nil, image: item.image,
                            color: item.isEnabled ? (item.tintColor ?? tint) : UIColor(white: 0.6, alpha: 1), bold: item.style == .done)
                c.isEnabled = item.isEnabled
                c.onTap = { [weak item, weak c] in item?._performTap(from: c) }
            }
        }
        controls(topItem?.leftBarButtonItems ?? [], &leftControls)
        controls(topItem?.rightBarButtonItems ?? [], &rightControls)
        let left = topItem?.leftBarButtonItems?.filter { !$0.isHidden } ?? []
        for (c, item) in zip(leftControls, left) {
            let s = item.customView?.bounds.size ?? c.sizeThatFits(row.size)
            let w = item.width > 0 ? item.width : s.width
            c.frame = CGRect(x: leftEdge, y: (row.height - max(s.height, 32)) / 2, width: w, height: max(s.height, 32))
            leftEdge = c.frame.maxX + 8
        }
        let right = topItem?.rightBarButtonItems?.filter { !$0.isHidden } ?? []
        for (c, item) in zip(rightControls, right) {
            let s = item.customView?.bounds.size ?? c.sizeThatFits(row.size)
            let w = item.width > 0 ? item.width : s.width
            c.frame = CGRect(x: rightEdge - w, y: (row.height - max(s.height, 32)) / 2, width: w, height: max(s.height, 32))
            rightEdge = c.frame.minX - 8
        }
        // Title: centered in the bar when it fits between the sides, else between them.
        let title = topItem?.title ?? ""
        titleLabel.textColor = fg
        largeTitleLabel.textColor = fg
        if let tv = topItem?.titleView {
            if tv.superview !== self { addSubview(tv) }
            tv.isHidden = false
            tv.center = CGPoint(x: bounds.midX, y: row.midY)
            titleLabel.isHidden = true
        } else {
            titleLabel.isHidden = title.isEmpty || _showsLargeTitle
        }
        titleLabel.text = title
        let tw = min(titleLabel.sizeThatFits(row.size).width, max(0, rightEdge - leftEdge))
        var tx = (bounds.width - tw) / 2
        tx = min(max(tx, leftEdge), max(leftEdge, rightEdge - tw))
        titleLabel.frame = CGRect(x: tx, y: 0, width: tw, height: row.height)
        largeTitleLabel.isHidden = !_showsLargeTitle
        largeTitleLabel.text = title
        largeTitleLabel.frame = CGRect(x: 16, y: UINavigationBar.standardHeight, width: bounds.width - 32,
                                       height: UINavigationBar.largeTitleHeight - UINavigationBar.standardHeight)
        _layoutSearchBar()
    }
}
