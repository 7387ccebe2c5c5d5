import Foundation

/// Where an orthogonally scrolling section of a compositional layout lies (internal): its band across the
/// collection view, in content coordinates, and its row of groups, whose frames the layout gives unscrolled
/// (as if the section's own scroll view were at offset zero).
struct _OrthogonalSection: Equatable {
    /// The band the section's scroll view covers: the full width of the layout's container, the row's height.
    var frame: CGRect
    /// The row's length: its groups and the section's leading and trailing insets.
    var contentWidth: CGFloat
    var behavior: UICollectionLayoutSectionOrthogonalScrollingBehavior
    /// Each group's extent along the row.
    var groups: [ClosedRange<CGFloat>]
    /// The section's leading content inset: where a group rests in the group paging behaviours.
    var leadingInset: CGFloat
}
