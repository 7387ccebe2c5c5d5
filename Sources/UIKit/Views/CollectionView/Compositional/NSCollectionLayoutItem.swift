import Foundation

/// The smallest piece of a compositional layout, one cell, mirroring `NSCollectionLayoutItem`.
@preconcurrency @MainActor
open class NSCollectionLayoutItem: NSObject {
    /// The item's size, relative to its group (`layoutSize`).
    public let layoutSize: NSCollectionLayoutSize
    /// Supplementary views anchored to the item (`supplementaryItems`), placed by their anchors around each
    /// cell the item lays out.
    public let supplementaryItems: [NSCollectionLayoutSupplementaryItem]
    /// Insets of the cell inside the space the item takes (`contentInsets`, default zero).
    open var contentInsets = NSDirectionalEdgeInsets.zero
    /// Spacing around the item (`edgeSpacing`); kept, not used (see Docs/Deviations.md).
    open var edgeSpacing: NSCollectionLayoutEdgeSpacing?

    /// An item of a size (`init(layoutSize:)`).
    public convenience init(layoutSize: NSCollectionLayoutSize) {
        self.init(layoutSize: layoutSize, supplementaryItems: [])
    }
    /// An item with anchored supplementary items (`init(layoutSize:supplementaryItems:)`).
    public init(layoutSize: NSCollectionLayoutSize, supplementaryItems: [NSCollectionLayoutSupplementaryItem]) {
        self.layoutSize = layoutSize
        self.supplementaryItems = supplementaryItems
        super.init()
    }
}

/// A supplementary view of a compositional layout, mirroring `NSCollectionLayoutSupplementaryItem`.
@preconcurrency @MainActor
open class NSCollectionLayoutSupplementaryItem: NSCollectionLayoutItem {
    /// The kind of supplementary view (`elementKind`).
    public let elementKind: String
    /// The z index of the view (`zIndex`, default 1).
    open var zIndex = 1
    /// Where the item attaches to its container, the item it belongs to (`containerAnchor`); nil for
    /// boundary items, which sit against their section instead.
    public let containerAnchor: NSCollectionLayoutAnchor?
    /// Which point of the supplementary sits on the container's anchor (`itemAnchor`); nil: the point the
    /// container anchor's edges pick, so the supplementary sits inside that corner or edge.
    public let itemAnchor: NSCollectionLayoutAnchor?

    /// A supplementary anchored to the item it is given to (`init(layoutSize:elementKind:containerAnchor:)`):
    /// its view comes from the data source for that item's index path.
    public convenience init(layoutSize: NSCollectionLayoutSize, elementKind: String, containerAnchor: NSCollectionLayoutAnchor) {
        self.init(layoutSize: layoutSize, elementKind: elementKind, containerAnchor: containerAnchor, itemAnchor: nil)
    }
    /// A supplementary whose `itemAnchor` point sits on the container's `containerAnchor` point
    /// (`init(layoutSize:elementKind:containerAnchor:itemAnchor:)`).
    public init(layoutSize: NSCollectionLayoutSize, elementKind: String, containerAnchor: NSCollectionLayoutAnchor?,
                itemAnchor: NSCollectionLayoutAnchor?) {
        self.elementKind = elementKind
        self.containerAnchor = containerAnchor
        self.itemAnchor = itemAnchor
        super.init(layoutSize: layoutSize, supplementaryItems: [])
    }
    init(layoutSize: NSCollectionLayoutSize, elementKind: String) {
        self.elementKind = elementKind
        containerAnchor = nil
        itemAnchor = nil
        super.init(layoutSize: layoutSize, supplementaryItems: [])
    }
}

/// Where a boundary supplementary item sits against its section, mirroring `NSRectAlignment`.
public enum NSRectAlignment: Int, Sendable {
    case none = 0, top, topLeading, leading, bottomLeading, bottom, bottomTrailing, trailing, topTrailing
}

/// A header or footer of a section or of the whole layout, mirroring `NSCollectionLayoutBoundarySupplementaryItem`.
/// Top-aligned items come before the section's items, bottom-aligned ones after.
@preconcurrency @MainActor
open class NSCollectionLayoutBoundarySupplementaryItem: NSCollectionLayoutSupplementaryItem {
    /// The edge the item sits on (`alignment`).
    public let alignment: NSRectAlignment
    /// An offset from that edge (`offset`).
    public let offset: CGPoint
    /// Whether the item stays visible while its section scrolls (`pinToVisibleBounds`, default false).
    open var pinToVisibleBounds = false
    /// Whether the section grows to hold the item (`extendsBoundary`, default true).
    open var extendsBoundary = true

    /// A boundary item (`init(layoutSize:elementKind:alignment:)`).
    public convenience init(layoutSize: NSCollectionLayoutSize, elementKind: String, alignment: NSRectAlignment) {
        self.init(layoutSize: layoutSize, elementKind: elementKind, alignment: alignment, absoluteOffset: .zero)
    }
    /// A boundary item with an offset (`init(layoutSize:elementKind:alignment:absoluteOffset:)`).
    public init(layoutSize: NSCollectionLayoutSize, elementKind: String, alignment: NSRectAlignment, absoluteOffset: CGPoint) {
        self.alignment = alignment
        offset = absoluteOffset
        super.init(layoutSize: layoutSize, elementKind: elementKind)
        zIndex = 10
    }
}

/// A row or column of items (or of groups), mirroring `NSCollectionLayoutGroup`.
@preconcurrency @MainActor
open class NSCollectionLayoutGroup: NSCollectionLayoutItem {
    enum _Axis { case horizontal, vertical }
    let _axis: _Axis
    /// The items the group lays out (`subitems`).
    public let subitems: [NSCollectionLayoutItem]
    /// With a count, the group holds exactly that many items sized to share its length.
    let _count: Int?
    /// Spacing between the group's items (`interItemSpacing`).
    open var interItemSpacing: NSCollectionLayoutSpacing?

    init(axis: _Axis, layoutSize: NSCollectionLayoutSize, subitems: [NSCollectionLayoutItem], count: Int?) {
        precondition(!subitems.isEmpty, "NSCollectionLayoutGroup: a group needs at least one subitem")
        precondition(count.map { $0 > 0 } ?? true, "NSCollectionLayoutGroup: count must be positive")
        _axis = axis
        self.subitems = subitems
        _count = count
        super.init(layoutSize: layoutSize, supplementaryItems: [])
    }

    /// Items side by side, repeated while they fit (`horizontal(layoutSize:subitems:)`).
    open class func horizontal(layoutSize: NSCollectionLayoutSize, subitems: [NSCollectionLayoutItem]) -> NSCollectionLayoutGroup {
        NSCollectionLayoutGroup(axis: .horizontal, layoutSize: layoutSize, subitems: subitems, count: nil)
    }
    /// `count` copies of an item sharing the width (`horizontal(layoutSize:subitem:count:)`).
    open class func horizontal(layoutSize: NSCollectionLayoutSize, subitem: NSCollectionLayoutItem, count: Int) -> NSCollectionLayoutGroup {
        NSCollectionLayoutGroup(axis: .horizontal, layoutSize: layoutSize, subitems: [subitem], count: count)
    }
    /// `count` copies of an item sharing the width (`horizontal(layoutSize:repeatingSubitem:count:)`, iOS 16).
    open class func horizontal(layoutSize: NSCollectionLayoutSize, repeatingSubitem subitem: NSCollectionLayoutItem, count: Int) -> NSCollectionLayoutGroup {
        NSCollectionLayoutGroup(axis: .horizontal, layoutSize: layoutSize, subitems: [subitem], count: count)
    }
    /// Items stacked, repeated while they fit (`vertical(layoutSize:subitems:)`).
    open class func vertical(layoutSize: NSCollectionLayoutSize, subitems: [NSCollectionLayoutItem]) -> NSCollectionLayoutGroup {
        NSCollectionLayoutGroup(axis: .vertical, layoutSize: layoutSize, subitems: subitems, count: nil)
    }
    /// `count` copies of an item sharing the height (`vertical(layoutSize:subitem:count:)`).
    open class func vertical(layoutSize: NSCollectionLayoutSize, subitem: NSCollectionLayoutItem, count: Int) -> NSCollectionLayoutGroup {
        NSCollectionLayoutGroup(axis: .vertical, layoutSize: layoutSize, subitems: [subitem], count: count)
    }
    /// `count` copies of an item sharing the height (`vertical(layoutSize:repeatingSubitem:count:)`, iOS 16).
    open class func vertical(layoutSize: NSCollectionLayoutSize, repeatingSubitem subitem: NSCollectionLayoutItem, count: Int) -> NSCollectionLayoutGroup {
        NSCollectionLayoutGroup(axis: .vertical, layoutSize: layoutSize, subitems: [subitem], count: count)
    }
}
