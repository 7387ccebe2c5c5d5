import Foundation

/// Hit testing, with UIKit's rules: hidden views, views with alpha below 0.01 and views with user
/// interaction disabled are skipped with their subtrees; subviews are tried front to back; a point outside
/// a view's bounds never reaches its subviews, clipped or not (the seed: "touch events are always based on
/// the target view's superview's bounds rectangle").
extension UIView {
    func defaultHitTest(_ point: CGPoint, with event: UIEvent?) -> UIView? {
        let l = layer
        guard !l.isHidden, isUserInteractionEnabled, l.opacity >= 0.01, self.point(inside: point, with: event) else { return nil }
        // `subs` holds the subviews (one retain of the array), so the loop reads them unretained: no
        // reference counting per subview (views are weakly referenced, so theirs takes the slow path).
        let subs = subviews
        guard !subs.isEmpty else { return self }
        let plain = l._hasIdentitySublayerTransform
        return subs.withUnsafeBufferPointer { buf -> UIView? in
            // The elements read as `Unmanaged` references and used through `_withUnsafeGuaranteedRef`:
            // `subs` keeps them alive, so no retain/release pair per subview is needed.
            let refs = UnsafeRawPointer(buf.baseAddress!).assumingMemoryBound(to: Unmanaged<UIView>.self)
            var i = buf.count - 1
            while i >= 0 {
                let hit = refs[i]._withUnsafeGuaranteedRef { s in
                    s.hitTest(s.pointFromSuperview(point, plainSuperview: plain), with: event)
                }
                if let hit { return hit }
                i -= 1
            }
            return self
        }
    }

    /// `point` (in the superview's coordinates) in this view's coordinates; without transforms it is a
    /// translation, so no matrix is inverted.
    func pointFromSuperview(_ point: CGPoint, plainSuperview: Bool) -> CGPoint {
        let l = layer
        guard plainSuperview, l._hasIdentityTransform else {
            return point.applying(l.geometryTransform().inverted())
        }
        let b = l.bounds, a = l.anchorPoint, p = l.position
        return CGPoint(x: point.x - p.x + a.x * b.width + b.minX, y: point.y - p.y + a.y * b.height + b.minY)
    }
}
