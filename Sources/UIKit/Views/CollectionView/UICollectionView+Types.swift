import Foundation

extension UICollectionView {
    /// The direction a flow layout scrolls in, mirroring `UICollectionView.ScrollDirection` (raw values as Apple's).
    public enum ScrollDirection: Int, Sendable {
        case vertical = 0
        case horizontal = 1
    }

    /// Where an item ends up after `scrollToItem(at:at:animated:)` or a selection, mirroring
    /// `UICollectionView.ScrollPosition` (an option set; one vertical and one horizontal position may be combined).
    public struct ScrollPosition: OptionSet, Hashable, Sendable {
        public let rawValue: UInt
        public init(rawValue: UInt) { self.rawValue = rawValue }
        public static let top = ScrollPosition(rawValue: 1 << 0)
        public static let centeredVertically = ScrollPosition(rawValue: 1 << 1)
        public static let bottom = ScrollPosition(rawValue: 1 << 2)
        public static let left = ScrollPosition(rawValue: 1 << 3)
        public static let centeredHorizontally = ScrollPosition(rawValue: 1 << 4)
        public static let right = ScrollPosition(rawValue: 1 << 5)
    }

    /// The kind of view a layout attributes object describes, mirroring `UICollectionView.ElementCategory`.
    public enum ElementCategory: UInt, Sendable {
        case cell = 0
        case supplementaryView = 1
        case decorationView = 2
    }

    /// How reordering moves items, mirroring `UICollectionView.ReorderingCadence` (kept as a value).
    public enum ReorderingCadence: Int, Sendable {
        case immediate = 0, fast, slow
    }

    /// The supplementary-view kind of a flow layout's section headers (`elementKindSectionHeader`).
    public static let elementKindSectionHeader = "UICollectionElementKindSectionHeader"
    /// The supplementary-view kind of a flow layout's section footers (`elementKindSectionFooter`).
    public static let elementKindSectionFooter = "UICollectionElementKindSectionFooter"
}
