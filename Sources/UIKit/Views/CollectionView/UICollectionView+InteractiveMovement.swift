import Foundation
import QuartzCore

/// Moving an item by hand (internal), as UIKit's interactive movement does: while the movement lasts the
/// collection view shows the items as if the moving one already sat at its current place (the other
/// cells, their self-sized sizes and the selection move with it, and cells that come into view are asked
/// for at the data source's index paths), without telling the data source; the moving cell follows the
/// target position above the others. The end tells the data source the one move from the original place
/// to the final one; a cancel puts everything back. A reorder control's drag scrolls the list while the
/// finger rests near its top or bottom edge.
extension UICollectionView: _ReorderHost {
    struct _Movement {
        /// Where the item was when the movement began: its index path in the data source until the end.
        var original: IndexPath
        /// Where the item is shown now; the other items make room for it there.
        var current: IndexPath
        weak var cell: UICollectionViewCell?
        /// Where the moving cell's centre is, in the collection view's content coordinates.
        var position: CGPoint
        /// For a reorder control's drag: the cell's centre minus the touch point.
        var grab: CGPoint = .zero
        /// For a reorder control's drag: the finger's last point, in content coordinates.
        var touch: CGPoint?
        /// Scrolls the list while the finger rests near its top or bottom edge.
        var autoscroll: CADisplayLink?
    }

    func _beginMovement(_ ip: IndexPath) -> Bool {
        guard _movement == nil, _isValid(ip), let ds = dataSource, ds.collectionView(self, canMoveItemAt: ip) else { return false }
        layoutIfNeeded()
        _swipe?.close()
        _ = _setHighlighted(nil)
        guard let a = _layout.layoutAttributesForItem(at: ip) else { return false }
        let f = _shownFrame(a)
        let cell = _cells[ip]
        _movement = _Movement(original: ip, current: ip, cell: cell, position: CGPoint(x: f.midX, y: f.midY))
        cell?._reordering = true
        if let cell, cell.superview === self { bringSubviewToFront(cell) }
        setNeedsLayout()
        return true
    }

    func _updateMovement(_ point: CGPoint) {
        guard var m = _movement else { return }
        m.position = point
        _movement = m
        if let proposed = _proposedTarget(for: point, moving: m.current), proposed != m.current {
            let target = _cvDelegate?.collectionView(self, targetIndexPathForMoveOfItemFromOriginalIndexPath: m.original,
                                                     atCurrentIndexPath: m.current, toProposedIndexPath: proposed) ?? proposed
            if target != m.current, _isValidTarget(target, from: m.current) {
                _provisionalMove(from: m.current, to: target)
                m.current = target
                _movement = m
            }
        }
        setNeedsLayout()
    }

    func _endMovement(cancelled: Bool) {
        guard let m = _movement else { return }
        _movement = nil
        m.autoscroll?.invalidate()
        m.cell?._reordering = false
        if cancelled || m.current == m.original {
            if m.current != m.original { _provisionalMove(from: m.current, to: m.original) }
        } else {
            // The collection view already shows the result: the data source now catches up with it.
            dataSource?.collectionView(self, moveItemAt: m.original, to: m.current)
            _dataValid = false
            _ensureData()
        }
        _layout.invalidateLayout()
        setNeedsLayout()
        layoutIfNeeded()
    }

    /// The data source's index path of an item shown at `ip` while a movement is under way.
    func _dataIndexPath(forShown ip: IndexPath) -> IndexPath {
        guard let m = _movement, m.current != m.original else { return ip }
        var back = ListUpdates()
        back.move(m.current, to: m.original)
        return back.newIndexPath(ip) ?? ip
    }

    /// The place to propose for the moving item when the point is at `point`: the place of the item under
    /// the point once the point is far enough into it (in x along a row, in y between rows), seen from
    /// where the moving item is now. In another section the item goes before or after the one under the
    /// point by the same rule. Nil when the point is over no other item.
    private func _proposedTarget(for point: CGPoint, moving current: IndexPath) -> IndexPath? {
        _prepareLayoutIfNeeded()
        let probe = CGRect(x: point.x - 0.5, y: point.y - 0.5, width: 1, height: 1)
        let under = _elementsShown(in: probe).filter {
            $0.representedElementCategory == .cell && !$0.isHidden && $0.indexPath != current && _shownFrame($0).contains(point)
        }
        guard let over = under.max(by: { $0.zIndex < $1.zIndex }), let mine = _layout.layoutAttributesForItem(at: current) else { return nil }
        let f = _shownFrame(over), own = _shownFrame(mine), ip = over.indexPath
        let after = ip.section > current.section || (ip.section == current.section && ip.item > current.item)
        let sameRow = f.minY < own.maxY && own.minY < f.maxY
        // Past the other item once the moving one, put in its place, would still be under the point: the
        // point is within the moving item's own length of the other item's far edge. Rows of equal size swap
        // halfway, and rows of different sizes do not swap back and forth.
        let past = sameRow ? (after ? point.x > f.maxX - own.width : point.x < f.minX + own.width)
                           : (after ? point.y > f.maxY - own.height : point.y < f.minY + own.height)
        if ip.section == current.section { return past ? ip : nil }
        return IndexPath(item: past == after ? ip.item + 1 : ip.item, section: ip.section)
    }

    /// Whether the moving item can be shown at `target`: an existing section, and a place within it (one
    /// past its end in another section).
    private func _isValidTarget(_ target: IndexPath, from current: IndexPath) -> Bool {
        guard target.count == 2, _counts.indices.contains(target.section), target.item >= 0 else { return false }
        let limit = _counts[target.section] - (target.section == current.section ? 1 : 0)
        return target.item <= limit
    }

    /// Shows the moving item at `to` instead of `from`: cells, selection and the layout's measured sizes
    /// move as in a batch update, and the counts follow, without asking the data source.
    private func _provisionalMove(from: IndexPath, to: IndexPath) {
        var u = ListUpdates()
        u.move(from, to: to)
        var kept: [IndexPath: UICollectionViewCell] = [:]
        for (ip, cell) in _cells { kept[u.newIndexPath(ip) ?? ip] = cell }
        _cells = kept
        _selected = _selected.compactMap { u.newIndexPath($0) }
        _highlighted = _highlighted.flatMap { u.newIndexPath($0) }
        _layout._remapIndexPaths { u.newIndexPath($0) }
        _counts[from.section] -= 1
        _counts[to.section] += 1
        _layout._needsPrepare = true
        _layout.invalidateLayout()
        setNeedsLayout()
    }

    // MARK: The reorder accessory's drag

    func _reorderBegan(_ row: UIView, at point: CGPoint) {
        guard let cell = row as? UICollectionViewCell, let ip = indexPath(for: cell),
              beginInteractiveMovementForItem(at: ip), var m = _movement else { return }
        m.grab = CGPoint(x: m.position.x - point.x, y: m.position.y - point.y)
        _movement = m
    }

    func _reorderMoved(to point: CGPoint) {
        guard var m = _movement else { return }
        m.touch = point
        if m.autoscroll == nil, _autoscrollStep(at: point) != 0 {
            let link = CADisplayLink { [weak self] _ in self?._autoscrollTick() }
            link.add(to: .main, forMode: .common)
            m.autoscroll = link
        }
        _movement = m
        _followTouch(point)
    }

    /// A list row moves along the list only, and stays within the content.
    private func _followTouch(_ point: CGPoint) {
        guard let m = _movement else { return }
        let y = min(max(point.y + m.grab.y, 0), max(0, contentSize.height))
        updateInteractiveMovementTargetPosition(CGPoint(x: m.position.x, y: y))
    }

    /// How far to scroll in one frame for a finger at `point` (content coordinates): towards the edge the
    /// finger is within 50 points of, faster the closer it is (up to 10 points a frame), none when the
    /// content ends there.
    private func _autoscrollStep(at point: CGPoint) -> CGFloat {
        let inset = adjustedContentInset, band: CGFloat = 50
        let top = bounds.minY + inset.top, bottom = bounds.maxY - inset.bottom
        var step: CGFloat = 0
        if point.y < top + band { step = -10 * min(1, (top + band - point.y) / band) }
        else if point.y > bottom - band { step = 10 * min(1, (point.y - (bottom - band)) / band) }
        let minY = -inset.top, maxY = max(minY, contentSize.height + inset.bottom - bounds.height)
        return min(max(contentOffset.y + step, minY), maxY) - contentOffset.y
    }

    /// One frame of scrolling while a row is dragged near an edge: the content moves under the resting
    /// finger, so the row moves through the list; the scrolling stops when the finger leaves the edge or
    /// the content ends.
    private func _autoscrollTick() {
        guard var m = _movement, let touch = m.touch else { return }
        let dy = _autoscrollStep(at: touch)
        guard dy != 0 else {
            m.autoscroll?.invalidate()
            m.autoscroll = nil
            _movement = m
            return
        }
        contentOffset.y += dy
        m.touch = CGPoint(x: touch.x, y: touch.y + dy)
        _movement = m
        _followTouch(CGPoint(x: touch.x, y: touch.y + dy))
    }

    func _reorderEnded(cancelled: Bool) {
        guard _movement != nil else { return }
        if cancelled { cancelInteractiveMovement() } else { endInteractiveMovement() }
    }
}
