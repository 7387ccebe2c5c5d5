import Foundation

/// The items a navigation bar shows for one view controller, mirroring `UINavigationItem`.
@preconcurrency @MainActor
open class UINavigationItem: NSObject {
    /// How large titles are used, mirroring `UINavigationItem.LargeTitleDisplayMode`.
    public enum LargeTitleDisplayMode: Int, Sendable {
        case automatic = 0
        case always = 1
        case never = 2
    }
    /// How the back button shows its title, mirroring `UINavigationItem.BackButtonDisplayMode`.
    public enum BackButtonDisplayMode: Int, Sendable {
        case `default` = 0
        case generic = 1
        case minimal = 2
    }

    weak var _owner: UIViewController?
    var _usesOwnerTitle = false
    var _title: String?
    var _onChange: [() -> Void] = []

    /// An item with a title.
    public init(title: String) {
        _title = title
        super.init()
    }
    public required init?(coder: NSCoder) { super.init() }

    /// The title (the owning view controller's title when not set).
    open var title: String? {
        get { _usesOwnerTitle ? (_owner?.title ?? nil) : _title }
        set { _title = newValue; _usesOwnerTitle = false; _changed() }
    }
    /// A custom view shown instead of the title.
    open var titleView: UIView? { didSet { _changed() } }
    /// A line of text above the bar.
    open var prompt: String? { didSet { _changed() } }
    /// The item shown as the back button of the next item's bar.
    open var backBarButtonItem: UIBarButtonItem? { didSet { _changed() } }
    /// The title of the back button pointing to this item.
    open var backButtonTitle: String? { didSet { _changed() } }
    /// The back button's display mode.
    open var backButtonDisplayMode: BackButtonDisplayMode = .default { didSet { _changed() } }
    /// Whether the back button is hidden.
    open var hidesBackButton = false { didSet { _changed() } }
    /// Sets `hidesBackButton`.
    open func setHidesBackButton(_ hidesBackButton: Bool, animated: Bool) { self.hidesBackButton = hidesBackButton }
    /// Items on the leading side.
    open var leftBarButtonItems: [UIBarButtonItem]? { didSet { _changed() } }
    /// Items on the trailing side.
    open var rightBarButtonItems: [UIBarButtonItem]? { didSet { _changed() } }
    /// The first leading item.
    open var leftBarButtonItem: UIBarButtonItem? {
        get { leftBarButtonItems?.first }
        set { leftBarButtonItems = newValue.map { [$0] } }
    }
    /// The first trailing item.
    open var rightBarButtonItem: UIBarButtonItem? {
        get { rightBarButtonItems?.first }
        set { rightBarButtonItems = newValue.map { [$0] } }
    }
    open func setLeftBarButton(_ item: UIBarButtonItem?, animated: Bool) { leftBarButtonItem = item }
    open func setRightBarButton(_ item: UIBarButtonItem?, animated: Bool) { rightBarButtonItem = item }
    open func setLeftBarButtonItems(_ items: [UIBarButtonItem]?, animated: Bool) { leftBarButtonItems = items }
    open func setRightBarButtonItems(_ items: [UIBarButtonItem]?, animated: Bool) { rightBarButtonItems = items }
    /// Whether leading items appear next to the back button instead of replacing it.
    open var leftItemsSupplementBackButton = false { didSet { _changed() } }
    /// The bar appearance while this item is on top (iOS 13).
    open var standardAppearance: UINavigationBarAppearance? { didSet { _changed() } }
    /// The compact bar appearance while this item is on top.
    open var compactAppearance: UINavigationBarAppearance? { didSet { _changed() } }
    /// The scroll-edge appearance while this item is on top.
    open var scrollEdgeAppearance: UINavigationBarAppearance? { didSet { _changed() } }
    /// How large titles are used for this item.
    open var largeTitleDisplayMode: LargeTitleDisplayMode = .automatic { didSet { _changed() } }

    // MARK: - Search

    /// How the search bar is placed, mirroring `UINavigationItem.SearchBarPlacement` (iOS 16).
    public enum SearchBarPlacement: Int, Sendable {
        case automatic = 0
        case inline = 1
        case stacked = 2
    }
    /// The search controller whose search bar the navigation bar shows, below the title.
    open var searchController: UISearchController? {
        didSet {
            oldValue?._hostNavigationItem = nil
            searchController?._hostNavigationItem = self
            _changed()
        }
    }
    /// Whether the search bar hides when the content scrolls (default true; the bar stays shown here).
    open var hidesSearchBarWhenScrolling = true
    /// Where the app prefers the search bar (default `.automatic`).
    open var preferredSearchBarPlacement: SearchBarPlacement = .automatic { didSet { _changed() } }
    /// Where the search bar is: stacked below the title, as on iPhone.
    open var searchBarPlacement: SearchBarPlacement { .stacked }

    func _changed() { for f in _onChange { f() } }
}
