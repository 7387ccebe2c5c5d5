import Foundation

/// What a table or collection view prefetches (`UITableViewDataSourcePrefetching`,
/// `UICollectionViewDataSourcePrefetching`): the rows or items that lie within one screen beyond the visible
/// bounds, in the direction of the last scroll (forward before any scroll), and are not on screen. Each is
/// announced once; one that leaves that window without being shown is cancelled; one that becomes visible
/// leaves the set. Apple does not document its look-ahead distance; one bounds length is this choice.
struct PrefetchTracker {
    private(set) var prefetched: Set<IndexPath> = []
    private var lastOrigin: CGPoint?
    private var forward = true

    mutating func reset() {
        prefetched = []
        lastOrigin = nil
        forward = true
    }

    /// The look-ahead rectangle for `bounds` along one axis.
    mutating func window(for bounds: CGRect, vertical: Bool) -> CGRect {
        if let last = lastOrigin {
            let delta = vertical ? bounds.minY - last.y : bounds.minX - last.x
            if delta != 0 { forward = delta > 0 }
        }
        lastOrigin = bounds.origin
        if vertical {
            return CGRect(x: bounds.minX, y: forward ? bounds.maxY : bounds.minY - bounds.height,
                          width: bounds.width, height: bounds.height)
        }
        return CGRect(x: forward ? bounds.maxX : bounds.minX - bounds.width, y: bounds.minY,
                      width: bounds.width, height: bounds.height)
    }

    /// The index paths to announce and to cancel, given the look-ahead `candidates` and what is `visible`.
    mutating func update(candidates: [IndexPath], visible: Set<IndexPath>) -> (prefetch: [IndexPath], cancel: [IndexPath]) {
        let wanted = Set(candidates).subtracting(visible)
        let new = wanted.subtracting(prefetched).sorted()
        let cancel = prefetched.subtracting(wanted).subtracting(visible).sorted()
        prefetched = wanted
        return (new, cancel)
    }
}
