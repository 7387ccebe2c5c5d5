import Foundation

/// An item of a tab bar, mirroring `UITabBarItem`.
@preconcurrency @MainActor
open class UITabBarItem: UIBarItem {
    /// System items, mirroring `UITabBarItem.SystemItem`.
    public enum SystemItem: Int, Sendable {
        case more = 0, favorites, featured, topRated, recents, contacts, history, bookmarks, search, downloads,
             mostRecent, mostViewed
    }
    /// The image shown when selected.
    open var selectedImage: UIImage? { didSet { _changed() } }
    /// The badge text (nil: no badge).
    open var badgeValue: String? { didSet { _changed() } }
    /// The badge colour (default red).
    open var badgeColor: UIColor? { didSet { _changed() } }
    /// The system item, when created from one.
    public private(set) var systemItem: SystemItem?

    public override init() { super.init() }
    public required init?(coder: NSCoder) { super.init(coder: coder) }
    /// An item with a title, image and tag.
    public convenience init(title: String?, image: UIImage?, tag: Int) {
        self.init()
        self.title = title
        self.image = image
        self.tag = tag
    }
    /// An item with a title, image and selected image.
    public convenience init(title: String?, image: UIImage?, selectedImage: UIImage?) {
        self.init()
        self.title = title
        self.image = image
        self.selectedImage = selectedImage
    }
    /// A system item.
    public convenience init(tabBarSystemItem systemItem: UITabBarItem.SystemItem, tag: Int) {
        self.init()
        self.systemItem = systemItem
        self.title = systemItem == .topRated ? "Top Rated" : systemItem == .mostRecent ? "Most Recent"
            : systemItem == .mostViewed ? "Most Viewed" : String(describing: systemItem).capitalized
        self.tag = tag
    }
}

/// Tab bar callbacks, mirroring `UITabBarDelegate`.
@preconcurrency @MainActor
public protocol UITabBarDelegate: NSObjectProtocol {
    func tabBar(_ tabBar: UITabBar, didSelect item: UITabBarItem)
}
extension UITabBarDelegate {
    public func tabBar(_ tabBar: UITabBar, didSelect item: UITabBarItem) {}
}

/// A bar of tab items, mirroring `UITabBar` (49 points high, items share the width equally).
@preconcurrency @MainActor
open class UITabBar: UIView {
    /// The standard height.
    public static let standardHeight: CGFloat = 49
    var _items: [UITabBarItem] = []
    var controls: [BarButtonControl] = []
    var badges: [UIView] = []
    package let background = UIView()
    package let hairline = UIView()
    /// The delegate told about selections made by the user.
    open weak var delegate: (any UITabBarDelegate)?
    /// The selected item.
    open var selectedItem: UITabBarItem? { didSet { setNeedsLayout() } }
    /// The bar's background colour.
    open var barTintColor: UIColor? { didSet { setNeedsLayout() } }
    /// The colour of unselected items.
    open var unselectedItemTintColor: UIColor? { didSet { setNeedsLayout() } }
    /// Whether the bar is translucent.
    open var isTranslucent = true {
        // The bar's look and the container's content frames (views extend under translucent bars only)
        // depend on it: both are laid out again.
        didSet { if isTranslucent != oldValue { setNeedsLayout(); superview?.setNeedsLayout() } }
    }
    /// The bar style.
    open var barStyle: UIBarStyle = .default
    /// The bar's appearance (iOS 13).
    open var standardAppearance = UITabBarAppearance() { didSet { setNeedsLayout() } }
    /// The appearance at the scroll edge (used here whenever set).
    open var scrollEdgeAppearance: UITabBarAppearance? { didSet { setNeedsLayout() } }
    /// Called when the user taps an item (the tab bar controller selects it).
    var onSelect: ((Int) -> Void)?

    public override init(frame: CGRect) {
        super.init(frame: frame)
        addSubview(background)
        addSubview(hairline)
    }
    public required init?(coder: NSCoder) { super.init(coder: coder) }

    /// The items.
    open var items: [UITabBarItem]? {
        get { _items }
        set { setItems(newValue, animated: false) }
    }
    /// Replaces the items.
    open func setItems(_ items: [UITabBarItem]?, animated: Bool) {
        _items = items ?? []
        if let s = selectedItem, !_items.contains(where: { $0 === s }) { selectedItem = nil }
        for c in controls { c.removeFromSuperview() }
        for b in badges { b.removeFromSuperview() }
        controls = _items.enumerated().map { i, item in
            let c = BarButtonControl()
            c.imageAbove = true
            c.onTap = { [weak self] in self?._userTapped(i) }
            item._onChange = [{ [weak self] in self?.setNeedsLayout() }]
            addSubview(c)
            return c
        }
        badges = _items.map { _ in
            let b = UIView()
            b.layer.cornerRadius = 9
            addSubview(b)
            return b
        }
        setNeedsLayout()
    }

    func _userTapped(_ i: Int) {
        guard i < _items.count, _items[i].isEnabled else { return }
        if let onSelect { onSelect(i) } else {
            selectedItem = _items[i]
            delegate?.tabBar(self, didSelect: _items[i])
        }
    }

    /// Taps the item at `index` as the user would (Linux seam until touch tracking drives the controls).
    package func _tapItem(at index: Int) { _userTapped(index) }

    open override func sizeThatFits(_ size: CGSize) -> CGSize { CGSize(width: size.width, height: UITabBar.standardHeight) }

    open override func layoutSubviews() {
        let dark = traitCollection.userInterfaceStyle == .dark
        let appearance = scrollEdgeAppearance ?? standardAppearance
        background.backgroundColor = appearance.backgroundColor ?? barTintColor
            ?? UIColor(white: dark ? 0.11 : 0.97, alpha: isTranslucent ? 0.94 : 1)
        background.frame = bounds
        hairline.backgroundColor = appearance.shadowColor
        hairline.isHidden = appearance.shadowColor == nil
        hairline.frame = CGRect(x: 0, y: 0, width: bounds.width, height: 1 / max(1, layer.contentsScale))
        guard !_items.isEmpty else { return }
        let w = bounds.width / CGFloat(_items.count)
        let tint = tintColor ?? UIColor(red: 0, green: 0.478, blue: 1, alpha: 1)
        let gray = unselectedItemTintColor ?? UIColor(white: 0.6, alpha: 1)
        for (i, (item, c)) in zip(_items, controls).enumerated() {
            let selected = item === selectedItem
            c.configure(title: item.title, image: selected ? (item.selectedImage ?? item.image) : item.image,
                        color: selected ? tint : gray, fontSize: 10)
            c.label.alignment = 1
            c.frame = CGRect(x: CGFloat(i) * w, y: 0, width: w, height: UITabBar.standardHeight)
            let b = badges[i]
            b.isHidden = item.badgeValue == nil
            b.backgroundColor = item.badgeColor ?? UIColor(red: 1, green: 0.23, blue: 0.19, alpha: 1)
            b.frame = CGRect(x: CGFloat(i) * w + w / 2 + 6, y: 2, width: 18, height: 18)
        }
    }

    /// The badge values shown (Linux seam for tests).
    package var _displayedBadges: [String?] { _items.map(\.badgeValue) }
}
