import Foundation

/// Hit testing, with UIKit's rules: hidden views, views with alpha below 0.01 and views with user
/// interaction disabled are skipped with their subtrees; subviews are tried front to back; a point outside
/// a view's bounds never reaches its subviews, clipped or not (the seed: "touch events are always based on
/// the target view's superview's bounds rectangle").
extension UIView {
    func defaultHitTest(_ point: CGPoint, with event: UIEvent?) -> UIView? {
        guard !isHidden, isUserInteractionEnabled, alpha >= 0.01, self.point(inside: point, with: event) else { return nil }
        let subs = subviews
        guard !subs.isEmpty else { return self }
        let plain = CATransform3DIsIdentity(layer.sublayerTransform)
        for s in subs.reversed() {
            if let hit = s.hitTest(s.pointFromSuperview(point, plainSuperview: plain), with: event) { return hit }
        }
        return self
    }

    /// `point` (in the superview's coordinates) in this view's coordinates; without transforms it is a
    /// translation, so no matrix is inverted.
    func pointFromSuperview(_ point: CGPoint, plainSuperview: Bool) -> CGPoint {
        let l = layer
        guard plainSuperview, CATransform3DIsIdentity(l.transform) else {
            return point.applying(l.geometryTransform().inverted())
        }
        let b = l.bounds, a = l.anchorPoint, p = l.position
        return CGPoint(x: point.x - p.x + a.x * b.width + b.minX, y: point.y - p.y + a.y * b.height + b.minY)
    }
}
