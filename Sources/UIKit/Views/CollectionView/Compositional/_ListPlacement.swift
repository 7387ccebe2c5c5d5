import Foundation

/// Where a list layout (`UICollectionLayoutListConfiguration`) places a cell or header: its list's
/// appearance, whether rows show separators, and the row's place in its section. iOS's list layout passes
/// the same facts to `UICollectionViewListCell` so that rows of an inset grouped section round the
/// section's outer corners and the last row of a section has no separator.
struct _ListPlacement: Equatable {
    var appearance: UICollectionLayoutListConfiguration.Appearance
    var showsSeparators: Bool
    /// The row's separator look (`separatorConfiguration`, after `itemSeparatorHandler`).
    var separator: UIListSeparatorConfiguration
    var isFirstInSection: Bool
    var isLastInSection: Bool
    /// A header or footer (no separator, no rounding).
    var isSupplementary: Bool

    /// Whether the row draws its bottom separator: never for headers and footers or when the list hides
    /// separators, and not below the last row of an inset grouped or sidebar section (the section's
    /// rounded edge ends it there).
    var showsSeparator: Bool {
        guard showsSeparators, !isSupplementary else { return false }
        switch separator.bottomSeparatorVisibility {
        case .visible: return true
        case .hidden: return false
        case .automatic: break
        }
        switch appearance {
        case .insetGrouped, .sidebar, .sidebarPlain: return !isLastInSection
        case .plain, .grouped: return true
        }
    }

    /// The corners an inset grouped row rounds (the section's outer corners), empty otherwise.
    var roundedCorners: CACornerMask {
        guard appearance == .insetGrouped, !isSupplementary else { return [] }
        var m: CACornerMask = []
        if isFirstInSection { m.formUnion([.layerMinXMinYCorner, .layerMaxXMinYCorner]) }
        if isLastInSection { m.formUnion([.layerMinXMaxYCorner, .layerMaxXMaxYCorner]) }
        return m
    }
}
