import Foundation

/// The root view's safe area and margins as the view controller changes them.
extension UIViewController {
    /// `additionalSafeAreaInsets` changed: the root view and its subtree see new safe-area insets at the
    /// next layout pass (where `safeAreaInsetsDidChange()` and `viewSafeAreaInsetsDidChange()` are sent).
    func _rootViewGeometryChanged() {
        guard let v = viewIfLoaded else { return }
        v._layoutEngine.markDirty()
        v.setNeedsLayoutOfSubtree()
    }

    /// `viewRespectsSystemMinimumLayoutMargins` changed: the root view's margins may be different.
    func _rootViewMarginsChanged() {
        guard let v = viewIfLoaded else { return }
        v.marginsChanged()
    }

    /// The root view's margins, at least the system minimum when the controller respects it (leading and
    /// trailing resolved to left and right for the view's layout direction).
    func _marginsRespectingSystemMinimum(_ m: UIEdgeInsets, rightToLeft rtl: Bool) -> UIEdgeInsets {
        guard viewRespectsSystemMinimumLayoutMargins else { return m }
        let minimum = systemMinimumLayoutMargins
        return UIEdgeInsets(top: max(m.top, minimum.top), left: max(m.left, rtl ? minimum.trailing : minimum.leading),
                            bottom: max(m.bottom, minimum.bottom), right: max(m.right, rtl ? minimum.leading : minimum.trailing))
    }
}
