import Foundation

/// The bar follows the top view controller's content scroll view, as iOS's does: while the content rests
/// at its top edge the bar uses its scroll-edge appearance and shows the large title; once the content has
/// scrolled the bar switches to its standard appearance, and scrolled past the large title's band (52
/// points) the large title collapses into the inline title until the content is back at its top.
///
/// The scrolled distance is measured from the content's top with the scroll view's current adjusted inset,
/// which includes the bar's height: collapsing shrinks that inset by the band, so "collapse past the band"
/// and "expand at the top" cannot undo each other (no flicker between the two heights).
extension UINavigationBar {
    /// The height of the large title's band under the inline title row.
    static var largeTitleBand: CGFloat { largeTitleHeight - standardHeight }

    /// The top item changed: its content starts at its top edge with an expanded title.
    func _resetScrollEdgeState() {
        _atScrollEdge = true
        _largeTitleCollapsed = false
    }

    /// The content scroll view moved (or the bar started following it).
    func _contentDidScroll(_ scrollView: UIScrollView) {
        let scrolled = scrollView.contentOffset.y + scrollView.adjustedContentInset.top
        var changed = false
        if _prefersLargeTitleForTopItem {
            if !_largeTitleCollapsed, scrolled > Self.largeTitleBand {
                _largeTitleCollapsed = true
                changed = true
            } else if _largeTitleCollapsed, scrolled <= 0 {
                _largeTitleCollapsed = false
                changed = true
            }
        } else if _largeTitleCollapsed {
            _largeTitleCollapsed = false
            changed = true
        }
        let edge = scrolled <= 0
        if edge != _atScrollEdge {
            _atScrollEdge = edge
            changed = true
        }
        guard changed else { return }
        setNeedsLayout()
        superview?.setNeedsLayout() // the bar's height, and the content's safe area, follow
    }
}

extension UINavigationController {
    /// The scroll view whose scrolling the bar follows: the top view controller's view when it is one,
    /// else the first scroll view in its view's tree (depth first), as UIKit finds it.
    var _topContentScrollView: UIScrollView? {
        guard let v = topViewController?.viewIfLoaded else { return nil }
        func find(_ view: UIView, depth: Int) -> UIScrollView? {
            if let s = view as? UIScrollView { return s }
            guard depth < 3 else { return nil }
            for sub in view.subviews { if let s = find(sub, depth: depth + 1) { return s } }
            return nil
        }
        return find(v, depth: 0)
    }

    /// Points the top view controller's content scroll view at the bar.
    func _followContentScrollView() {
        guard let bar = _navBar, let scrollView = _topContentScrollView else {
            _navBar.map { if !$0._atScrollEdge || $0._largeTitleCollapsed { $0._resetScrollEdgeState(); $0.setNeedsLayout() } }
            return
        }
        if scrollView._scrollEdgeBar !== bar { scrollView._scrollEdgeBar = bar }
        bar._contentDidScroll(scrollView)
    }
}
