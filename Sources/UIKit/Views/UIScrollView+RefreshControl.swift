import Foundation

/// Pull to refresh, mirroring `UIScrollView.refreshControl`. The control is kept as a subview of the scroll
/// view (no stored property is added to UIScrollView): setting a control adds it above the content and
/// removes the previous one; nil removes it.
extension UIScrollView {
    /// The refresh control attached to this scroll view (`refreshControl`).
    public var refreshControl: UIRefreshControl? {
        get { subviews.lazy.compactMap { $0 as? UIRefreshControl }.first { $0.attachedScrollView === self } }
        set {
            let old = refreshControl
            guard old !== newValue else { return }
            if let old {
                old.attachedScrollView = nil
                old.removeFromSuperview()
            }
            guard let control = newValue else { return }
            control.attachedScrollView?.refreshControl = nil
            control.attachedScrollView = self
            control.placeAbove(in: self)
            insertSubview(control, at: 0)
        }
    }

    /// Tells the attached refresh control that a drag is ending (called from `_endDragging`).
    func _refreshControlWillEndDragging() {
        refreshControl?.scrollViewWillEndDragging(self)
    }
}
