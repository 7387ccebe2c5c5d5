import Foundation

/// Hit testing, with UIKit's rules: hidden views, views with alpha below 0.01 and views with user
/// interaction disabled are skipped with their subtrees; subviews are tried front to back; a point outside
/// a view's bounds never reaches its subviews, clipped or not (the seed: "touch events are always based on
/// the target view's superview's bounds rectangle").
extension UIView {
    func defaultHitTest(_ point: CGPoint, with event: UIEvent?) -> UIView? {
        guard !isHidden, isUserInteractionEnabled, alpha >= 0.01, self.point(inside: point, with: event) else { return nil }
        guard let sublayers = layer.sublayers else { return self }
        for l in sublayers.reversed() {
            guard let s = l.delegate as? UIView, s.superview === self, s.layer === l else { continue }
            let p = point.applying(l.geometryTransform().inverted())
            if let hit = s.hitTest(p, with: event) { return hit }
        }
        return self
    }
}
