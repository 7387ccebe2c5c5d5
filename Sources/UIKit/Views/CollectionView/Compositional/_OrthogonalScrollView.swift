import Foundation

/// The scroll view an orthogonally scrolling section's cells live in (internal), as iOS embeds one scroll view
/// per such section: it covers the section's band across the collection view and scrolls its row of groups
/// sideways, independently of the collection view. Its pan does not begin vertically (it cannot scroll that
/// way), so a vertical drag over it scrolls the collection view. `.paging` pages by its width; `.groupPaging`
/// and `.groupPagingCentered` come to rest one group further in the direction of the flick (or on the
/// nearest group after a slow drag), with the group's leading edge at the section's leading inset or its
/// centre in the middle; `.continuousGroupLeadingBoundary` decelerates freely and comes to rest on the
/// group leading boundary nearest where it would stop.
@MainActor
final class _OrthogonalScrollView: UIScrollView, UIScrollViewDelegate {
    private(set) var section: _OrthogonalSection
    private weak var collectionView: UICollectionView?
    private var dragStartOffset: CGFloat = 0

    init(section: _OrthogonalSection, collectionView: UICollectionView) {
        self.section = section
        self.collectionView = collectionView
        super.init(frame: section.frame)
        showsHorizontalScrollIndicator = false
        showsVerticalScrollIndicator = false
        scrollsToTop = false
        contentInsetAdjustmentBehavior = .never
        backgroundColor = nil
        delegate = self
        update(section)
    }
    required init?(coder: NSCoder) { return nil }

    /// Takes the section's geometry after the layout prepared again; the offset stays inside the content.
    func update(_ section: _OrthogonalSection) {
        self.section = section
        isPagingEnabled = section.behavior == .paging
        if frame != section.frame { frame = section.frame }
        let size = CGSize(width: section.contentWidth, height: section.frame.height)
        if contentSize != size { contentSize = size }
        let maxX = max(0, size.width - bounds.width)
        if contentOffset.x > maxX, !isDragging, !isDecelerating { contentOffset.x = maxX }
    }

    /// Scrolling shows other cells: the collection view lays out again to make and recycle them.
    override var bounds: CGRect {
        didSet { if bounds.origin != oldValue.origin { collectionView?.setNeedsLayout() } }
    }

    func scrollViewWillBeginDragging(_ scrollView: UIScrollView) { dragStartOffset = contentOffset.x }

    func scrollViewWillEndDragging(_ scrollView: UIScrollView, withVelocity velocity: CGPoint,
                                   targetContentOffset: UnsafeMutablePointer<CGPoint>) {
        let rests = section.groups.map(restingOffset)
        guard !rests.isEmpty else { return }
        func nearest(_ x: CGFloat) -> Int {
            rests.indices.min { abs(rests[$0] - x) < abs(rests[$1] - x) }!
        }
        switch section.behavior {
        case .groupPaging, .groupPagingCentered:
            var i = nearest(dragStartOffset)
            // A flick (faster than 0.2 points per millisecond) moves one group; a slow drag settles on the nearest.
            if velocity.x > 0.2 { i = min(i + 1, rests.count - 1) }
            else if velocity.x < -0.2 { i = max(i - 1, 0) }
            else { i = nearest(contentOffset.x) }
            targetContentOffset.pointee.x = rests[i]
        case .continuousGroupLeadingBoundary:
            targetContentOffset.pointee.x = rests[nearest(targetContentOffset.pointee.x)]
        default:
            break
        }
    }

    /// The offset at which a group rests: its leading edge at the section's leading inset, or (centred
    /// paging) its middle in the middle of the view; inside the content.
    private func restingOffset(_ group: ClosedRange<CGFloat>) -> CGFloat {
        let x = section.behavior == .groupPagingCentered
            ? (group.lowerBound + group.upperBound) / 2 - bounds.width / 2
            : group.lowerBound - section.leadingInset
        return min(max(0, x), max(0, contentSize.width - bounds.width))
    }
}
