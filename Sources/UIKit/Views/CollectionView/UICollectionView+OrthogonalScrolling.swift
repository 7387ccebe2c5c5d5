import Foundation

/// Orthogonally scrolling sections (internal): each lives in an `_OrthogonalScrollView` that the collection
/// view keeps over the section's band. The layout's attributes stay unscrolled; a cell of such a section
/// sits in its section's scroll view at its attributes' place relative to the band, so it moves with the
/// scroll view, and the collection view shows the cells that the scroll view's visible part reaches.
extension UICollectionView {
    /// Creates, updates and removes the sections' scroll views after the layout prepared.
    func _syncOrthogonalScrollers() {
        let sections = _layout._orthogonalScrollingSections
        for (s, scroller) in _orthogonalScrollers where sections[s] == nil {
            scroller.removeFromSuperview()
            _orthogonalScrollers[s] = nil
        }
        for (s, section) in sections {
            if let scroller = _orthogonalScrollers[s] {
                scroller.update(section)
            } else {
                let scroller = _OrthogonalScrollView(section: section, collectionView: self)
                insertSubview(scroller, at: backgroundView?.superview === self ? 1 : 0)
                _orthogonalScrollers[s] = scroller
            }
        }
    }

    /// The scroll view a cell with these attributes lives in, if its section scrolls orthogonally.
    func _orthogonalScroller(for a: UICollectionViewLayoutAttributes) -> _OrthogonalScrollView? {
        guard !_orthogonalScrollers.isEmpty, a.representedElementCategory == .cell, a.indexPath.count == 2 else { return nil }
        return _orthogonalScrollers[a.indexPath.section]
    }

    /// Where the element is seen, in the collection view's content coordinates (moved by its section's
    /// sideways scroll).
    func _shownFrame(_ a: UICollectionViewLayoutAttributes) -> CGRect {
        guard let s = _orthogonalScroller(for: a) else { return a.frame }
        return a.frame.offsetBy(dx: -s.contentOffset.x, dy: 0)
    }

    /// The layout's elements seen in `rect`: its own answer, plus the cells that orthogonal sections'
    /// scroll views have scrolled into `rect`.
    func _elementsShown(in rect: CGRect) -> [UICollectionViewLayoutAttributes] {
        var out = _layout.layoutAttributesForElements(in: rect) ?? []
        for (s, scroller) in _orthogonalScrollers where scroller.frame.intersects(rect) {
            let window = rect.offsetBy(dx: scroller.contentOffset.x, dy: 0)
            out += (_layout.layoutAttributesForElements(in: window) ?? []).filter {
                $0.representedElementCategory == .cell && $0.indexPath.count == 2 && $0.indexPath.section == s
            }
        }
        return out
    }

    /// Puts a view in the view it belongs to: its section's scroll view, or the collection view.
    func _place(_ view: UICollectionReusableView, for a: UICollectionViewLayoutAttributes) {
        if let scroller = _orthogonalScroller(for: a) {
            if view.superview !== scroller { scroller.addSubview(view) }
        } else if view.superview !== self {
            insertSubview(view, at: backgroundView?.superview === self ? 1 : 0)
        }
    }
}
