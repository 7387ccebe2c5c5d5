import Foundation

/// How a section scrolls across the layout's axis, mirroring `UICollectionLayoutSectionOrthogonalScrollingBehavior`.
public enum UICollectionLayoutSectionOrthogonalScrollingBehavior: Int, Sendable {
    case none = 0, continuous, continuousGroupLeadingBoundary, paging, groupPaging, groupPagingCentered
}

/// One section of a compositional layout: a group repeated until the section's items are placed, with
/// spacing between groups, insets and boundary supplementary items, mirroring `NSCollectionLayoutSection`.
@preconcurrency @MainActor
open class NSCollectionLayoutSection: NSObject {
    /// The group repeated for the section's items.
    let _group: NSCollectionLayoutGroup
    /// Insets around the section's content (`contentInsets`, default zero).
    open var contentInsets = NSDirectionalEdgeInsets.zero
    /// Spacing between groups (`interGroupSpacing`, default 0).
    open var interGroupSpacing: CGFloat = 0
    /// How the section scrolls across the layout's axis (`orthogonalScrollingBehavior`, default `.none`).
    open var orthogonalScrollingBehavior: UICollectionLayoutSectionOrthogonalScrollingBehavior = .none
    /// Headers and footers of the section (`boundarySupplementaryItems`).
    open var boundarySupplementaryItems: [NSCollectionLayoutBoundarySupplementaryItem] = []
    /// Whether boundary items follow `contentInsets` (`supplementariesFollowContentInsets`, default true).
    open var supplementariesFollowContentInsets = true
    /// Views drawn behind the section (`decorationItems`), such as `NSCollectionLayoutDecorationItem.background(elementKind:)`.
    open var decorationItems: [NSCollectionLayoutDecorationItem] = []
    /// Called before each layout pass of the collection view while the section has elements on screen
    /// (`visibleItemsInvalidationHandler`): when the collection view or the section (scrolling
    /// orthogonally) scrolls, and after updates. What it sets on the visible items (alpha, z-index,
    /// hidden, centre, transforms) is how their views show.
    open var visibleItemsInvalidationHandler: NSCollectionLayoutSectionVisibleItemsInvalidationHandler?
    /// The list configuration a list section was made from (`list(using:layoutEnvironment:)`).
    var _listConfiguration: UICollectionLayoutListConfiguration?

    /// A section repeating a group (`init(group:)`).
    public init(group: NSCollectionLayoutGroup) {
        _group = group
        super.init()
    }

    /// A list section (`list(using:layoutEnvironment:)`): full-width rows of estimated height 44.
    public static func list(using configuration: UICollectionLayoutListConfiguration, layoutEnvironment: any NSCollectionLayoutEnvironment) -> NSCollectionLayoutSection {
        configuration._makeSection()
    }
}

/// The size of a layout's container, mirroring `NSCollectionLayoutContainer`.
@MainActor
public protocol NSCollectionLayoutContainer {
    var contentSize: CGSize { get }
    var effectiveContentSize: CGSize { get }
    var contentInsets: NSDirectionalEdgeInsets { get }
    var effectiveContentInsets: NSDirectionalEdgeInsets { get }
}

/// What a section provider can read about where the layout is, mirroring `NSCollectionLayoutEnvironment`.
@MainActor
public protocol NSCollectionLayoutEnvironment {
    var container: any NSCollectionLayoutContainer { get }
    var traitCollection: UITraitCollection { get }
}

struct _LayoutContainer: NSCollectionLayoutContainer {
    var contentSize: CGSize
    var effectiveContentSize: CGSize { contentSize }
    var contentInsets: NSDirectionalEdgeInsets { .zero }
    var effectiveContentInsets: NSDirectionalEdgeInsets { .zero }
}

struct _LayoutEnvironment: NSCollectionLayoutEnvironment {
    var container: any NSCollectionLayoutContainer
    var traitCollection: UITraitCollection
}

/// Settings of a whole compositional layout, mirroring `UICollectionViewCompositionalLayoutConfiguration`.
@preconcurrency @MainActor
open class UICollectionViewCompositionalLayoutConfiguration: NSObject {
    /// The scrolling direction (`scrollDirection`, default `.vertical`; only vertical is laid out here).
    open var scrollDirection: UICollectionView.ScrollDirection = .vertical
    /// Spacing between sections (`interSectionSpacing`, default 0).
    open var interSectionSpacing: CGFloat = 0
    /// Headers and footers of the whole layout (`boundarySupplementaryItems`).
    open var boundarySupplementaryItems: [NSCollectionLayoutBoundarySupplementaryItem] = []
    /// A configuration with the defaults (`init()`).
    public override init() { super.init() }
}

/// A list's look, mirroring `UICollectionLayoutListConfiguration`.
public struct UICollectionLayoutListConfiguration {
    /// The list's style (`Appearance`).
    public enum Appearance: Int, Sendable {
        case plain = 0, grouped, insetGrouped, sidebar, sidebarPlain
    }
    /// Whether sections have headers (`HeaderMode`).
    public enum HeaderMode: Int, Sendable {
        case none = 0, supplementary, firstItemInSection
    }
    /// Whether sections have footers (`FooterMode`).
    public enum FooterMode: Int, Sendable {
        case none = 0, supplementary
    }
    /// The style given at creation (`appearance`).
    public let appearance: Appearance
    /// Whether rows show separators (`showsSeparators`, default true).
    public var showsSeparators = true
    /// The section-wide separator look (`separatorConfiguration`).
    public var separatorConfiguration: UIListSeparatorConfiguration
    /// A row's separator look from the section-wide one (`ItemSeparatorHandler`).
    public typealias ItemSeparatorHandler = (IndexPath, UIListSeparatorConfiguration) -> UIListSeparatorConfiguration
    /// Adjusts each row's separators (`itemSeparatorHandler`), called as the layout places the row.
    public var itemSeparatorHandler: ItemSeparatorHandler?
    /// Headers (`headerMode`, default `.none`): `.supplementary` adds a `elementKindSectionHeader` view.
    public var headerMode: HeaderMode = .none
    /// Footers (`footerMode`, default `.none`).
    public var footerMode: FooterMode = .none
    /// The list's background colour (`backgroundColor`; nil for the appearance's).
    public var backgroundColor: UIColor?
    /// Space above each header (`headerTopPadding`).
    public var headerTopPadding: CGFloat?
    /// Swipe actions (`leadingSwipeActionsConfigurationProvider`, `trailingSwipeActionsConfigurationProvider`); kept.
    public var leadingSwipeActionsConfigurationProvider: ((IndexPath) -> UISwipeActionsConfiguration?)?
    public var trailingSwipeActionsConfigurationProvider: ((IndexPath) -> UISwipeActionsConfiguration?)?

    /// A configuration of an appearance (`init(appearance:)`).
    public init(appearance: Appearance) {
        self.appearance = appearance
        separatorConfiguration = UIListSeparatorConfiguration(listAppearance: appearance)
    }

    @MainActor
    func _makeSection() -> NSCollectionLayoutSection {
        let size = NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .estimated(44))
        let item = NSCollectionLayoutItem(layoutSize: size)
        let group = NSCollectionLayoutGroup.vertical(layoutSize: size, subitems: [item])
        let section = NSCollectionLayoutSection(group: group)
        section._listConfiguration = self
        let grouped = appearance == .grouped || appearance == .insetGrouped
        let side: CGFloat = appearance == .insetGrouped ? 20 : 0
        section.contentInsets = NSDirectionalEdgeInsets(top: grouped ? 10 : 0, leading: side, bottom: grouped ? 10 : 0, trailing: side)
        if headerMode == .supplementary {
            let h = NSCollectionLayoutBoundarySupplementaryItem(
                layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .estimated(grouped ? 38 : 28)),
                elementKind: UICollectionView.elementKindSectionHeader, alignment: .top)
            h.pinToVisibleBounds = appearance == .plain
            section.boundarySupplementaryItems.append(h)
        }
        if footerMode == .supplementary {
            section.boundarySupplementaryItems.append(NSCollectionLayoutBoundarySupplementaryItem(
                layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .estimated(28)),
                elementKind: UICollectionView.elementKindSectionFooter, alignment: .bottom))
        }
        return section
    }
}
