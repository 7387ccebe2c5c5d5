import Foundation

/// Hit testing, with UIKit's rules: hidden views, views with alpha below 0.01 and views with user
/// interaction disabled are skipped; subviews are tried front to back; a point outside a view's bounds
/// never reaches its subviews.
extension UIView {
    func defaultHitTest(_ point: CGPoint, with event: UIEvent?) -> UIView? {
        guard !isHidden, isUserInteractionEnabled, alpha >= 0.01, self.point(inside: point, with: event) else { return nil }
        for s in _subviews.reversed() {
            let p = s.convert(point, from: self)
            if let hit = s.hitTest(p, with: event) { return hit }
        }
        return self
    }
}
