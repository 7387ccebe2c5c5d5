import Foundation
import CoreGraphics

/// Frame, transforms and coordinate conversion, as `CALayer` documents them.
extension CALayer {
    /// The layer's rectangle in its superlayer's coordinates: the bounding box of the bounds after the
    /// transform about the anchor point. Setting it sets `position` and `bounds.size` (under a transform,
    /// the size is mapped back through the inverse transform).
    public var frame: CGRect {
        get {
            if let f = axisAlignedFrame() { return f }
            let b = CGRect(origin: .zero, size: bounds.size)
            return b.applying(modelGeometryTransform(excludingBoundsOrigin: true))
        }
        set {
            guard newValue.isSane else { Self.warn("ignoring non-finite frame \(newValue) on \(self)"); return }
            let f = newValue.standardized
            if _transformBox == nil {
                // Identity transform (no 4×4 matrix built and compared three times per set; the
                // setter rather than a `modify` of `bounds.size`, which runs the observer the same way).
                bounds = CGRect(origin: bounds.origin, size: f.size)
                position = CGPoint(x: f.midX + (anchorPoint.x - 0.5) * f.size.width,
                                   y: f.midY + (anchorPoint.y - 0.5) * f.size.height)
                return
            }
            let t = transform.affine
            var size = f.size
            if transform.isAffine && t.b == 0 && t.c == 0 && t.a != 0 && t.d != 0 {
                // A scale: divide, then nudge by an ulp so that reading the frame back gives what was set.
                size = CGSize(width: CALayer.dividing(f.size.width, by: abs(t.a)), height: CALayer.dividing(f.size.height, by: abs(t.d)))
            } else if !transform.isAffine || !t.isIdentity {
                let inv = CGAffineTransform(a: t.a, b: t.b, c: t.c, d: t.d, tx: 0, ty: 0).inverted()
                let s = f.size.applying(inv)
                size = CGSize(width: abs(s.width), height: abs(s.height))
            }
            bounds.size = size
            let linear = CGAffineTransform(a: t.a, b: t.b, c: t.c, d: t.d, tx: 0, ty: 0)
            let offset = CGPoint(x: (anchorPoint.x - 0.5) * size.width, y: (anchorPoint.y - 0.5) * size.height).applying(linear)
            position = CGPoint(x: f.midX + offset.x, y: f.midY + offset.y)
        }
    }

    /// `v / s`, adjusted by an ulp when that makes `result × s == v` exactly.
    static func dividing(_ v: CGFloat, by s: CGFloat) -> CGFloat {
        let q = v / s
        if q * s == v { return q }
        if q.nextUp * s == v { return q.nextUp }
        if q.nextDown * s == v { return q.nextDown }
        return q
    }

    /// The frame under an identity or scale-only transform, computed without a matrix round trip (so
    /// a frame set under a 1.5× scale reads back exactly); nil for other transforms.
    func axisAlignedFrame() -> CGRect? {
        if _transformBox == nil {
            // Identity transform: no matrix to build.
            if let s = _superlayerLink, s._withRef({ $0._sublayerTransformBox != nil }) { return nil }
            let b = bounds, a = anchorPoint, p = position
            return CGRect(x: p.x - a.x * b.width, y: p.y - a.y * b.height, width: b.width, height: b.height)
        }
        guard transform.isAffine else { return nil }
        let t = transform.affine
        guard t.b == 0, t.c == 0 else { return nil }
        if let s = superlayer, !CATransform3DIsIdentity(s.sublayerTransform) { return nil }
        let w = bounds.width * abs(t.a), h = bounds.height * abs(t.d)
        let ax = t.a >= 0 ? anchorPoint.x : 1 - anchorPoint.x
        let ay = t.d >= 0 ? anchorPoint.y : 1 - anchorPoint.y
        return CGRect(x: position.x + t.tx - ax * w, y: position.y + t.ty - ay * h, width: w, height: h)
    }

    /// The transform's affine part (`affineTransform()`).
    public func affineTransform() -> CGAffineTransform { transform.affine }

    /// Sets `transform` from an affine transform.
    public func setAffineTransform(_ m: CGAffineTransform) { transform = CATransform3DMakeAffineTransform(m) }

    /// The affine map from this layer's coordinate space to its superlayer's, from the model values (hit
    /// testing, conversions, `frame`; package use by UIKit): mirror vertically inside the bounds when
    /// `isGeometryFlipped`, undo the bounds origin, move the anchor point to the origin, apply the
    /// transform, then move to `position`. The superlayer's `sublayerTransform` is applied about its
    /// anchor point.
    package func modelGeometryTransform(excludingBoundsOrigin: Bool = false) -> CGAffineTransform {
        // The boxes are nil exactly for the identity (no 4×4 comparison), and the
        // superlayer is reached through its unretained link (no weak load).
        var parent: (bounds: CGRect, anchor: CGPoint, transform: CGAffineTransform)?
        if let sl = _superlayerLink, sl._withRef({ $0._sublayerTransformBox != nil }) {
            let s = sl.takeUnretainedValue()
            parent = (s.bounds, s.anchorPoint, s.sublayerTransform.affine)
        }
        return geometryTransform(bounds: bounds, anchorPoint: anchorPoint, position: position,
                                         transform: _transformBox.map { $0.value.affine }, parent: parent,
                                         flipped: isGeometryFlipped, excludingBoundsOrigin: excludingBoundsOrigin)
    }

    /// The same map from the values the frame draws (the `r…` accessors: presented, else committed), for
    /// the compositor and the damage tracker.
    package func geometryTransform(excludingBoundsOrigin: Bool = false) -> CGAffineTransform {
        var parent: (bounds: CGRect, anchor: CGPoint, transform: CGAffineTransform)?
        if let sl = _superlayerLink, sl._withRef({ !$0.rSublayerTransformIsIdentity }) {
            let s = sl.takeUnretainedValue()
            parent = (s.rBounds, s.rAnchorPoint, s.rSublayerTransform.affine)
        }
        return geometryTransform(bounds: rBounds, anchorPoint: rAnchorPoint, position: rPosition,
                                         transform: rTransformIsIdentity ? nil : rTransform.affine, parent: parent,
                                         flipped: rIsGeometryFlipped, excludingBoundsOrigin: excludingBoundsOrigin)
    }

    /// The arithmetic of both maps. `transform` is nil for the identity; `parent` is the superlayer's
    /// bounds, anchor point and sublayer transform when that transform is not the identity.
    @inline(__always)
    private func geometryTransform(bounds b: CGRect, anchorPoint a: CGPoint, position p: CGPoint,
                                   transform t: CGAffineTransform?,
                                   parent: (bounds: CGRect, anchor: CGPoint, transform: CGAffineTransform)?,
                                   flipped: Bool, excludingBoundsOrigin: Bool) -> CGAffineTransform {
        let ax = a.x * b.width + (excludingBoundsOrigin ? 0 : b.minX)
        let ay = a.y * b.height + (excludingBoundsOrigin ? 0 : b.minY)
        var m = CGAffineTransform(translationX: -ax, y: -ay)
        // A flipped layer's space is y-up inside its bounds: mirror about the bounds' horizontal midline
        // first (the frame, which excludes the bounds origin, is the same either way).
        if flipped, !excludingBoundsOrigin {
            m = CGAffineTransform(a: 1, b: 0, c: 0, d: -1, tx: 0, ty: b.minY + b.maxY).concatenating(m)
        }
        if let t { m = m.concatenating(t) }
        m = m.concatenating(CGAffineTransform(translationX: p.x, y: p.y))
        if let parent {
            let sx = parent.bounds.minX + parent.anchor.x * parent.bounds.width
            let sy = parent.bounds.minY + parent.anchor.y * parent.bounds.height
            m = m.concatenating(CGAffineTransform(translationX: -sx, y: -sy))
                .concatenating(parent.transform)
                .concatenating(CGAffineTransform(translationX: sx, y: sy))
        }
        return m
    }

    /// The map from this layer's space to the space of the root of its tree.
    package func transformToRoot() -> CGAffineTransform {
        var m = CGAffineTransform.identity
        var l: CALayer? = self
        while let c = l, c.superlayer != nil { m = m.concatenating(c.modelGeometryTransform()); l = c.superlayer }
        return m
    }

    /// The map from this layer's space to `other`'s (nil: the root of this tree).
    package func transform(to other: CALayer?) -> CGAffineTransform {
        let toRoot = transformToRoot()
        guard let other else { return toRoot }
        return toRoot.concatenating(other.transformToRoot().inverted())
    }

    /// Converts a point from `layer`'s coordinate space to this layer's.
    public func convert(_ p: CGPoint, from layer: CALayer?) -> CGPoint {
        guard let layer else { return p.applying(transformToRoot().inverted()) }
        return p.applying(layer.transform(to: self))
    }

    /// Converts a point from this layer's coordinate space to `layer`'s.
    public func convert(_ p: CGPoint, to layer: CALayer?) -> CGPoint { p.applying(transform(to: layer)) }

    /// Converts a rectangle from `layer`'s coordinate space to this layer's (bounding box).
    public func convert(_ r: CGRect, from layer: CALayer?) -> CGRect {
        guard let layer else { return r.applying(transformToRoot().inverted()) }
        return r.applying(layer.transform(to: self))
    }

    /// Converts a rectangle from this layer's coordinate space to `layer`'s (bounding box).
    public func convert(_ r: CGRect, to layer: CALayer?) -> CGRect { r.applying(transform(to: layer)) }
}
