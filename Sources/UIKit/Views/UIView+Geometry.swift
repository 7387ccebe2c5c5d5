import Foundation

/// Frame, bounds, center and transform, as the View Programming Guide describes them: they are the
/// layer's geometry seen through UIKit's names. Conversions go through the layer tree, so they follow
/// every transform and bounds origin on the way.
extension UIView {
    /// Runs a geometry change and autoresizes the subviews when the bounds size changed (UIKit does this
    /// synchronously in the `frame`/`bounds` setters, so subview frames read back new values at once).
    func changeGeometry(_ change: () -> Void) {
        _checkNotRendering("frame or bounds")
        let old = layer.bounds.size
        change()
        let new = layer.bounds.size
        if !old._isSame(as: new), autoresizesSubviews, _hasSubviews { resizeSubviews(withOldSize: old) }
        if LayoutEngine.anyInUse, let s = _rare?.autoLayout { s.engine.geometryChanged(self) }
    }

    /// The map from this view's coordinates to `view`'s (nil: the window's). Views in different trees,
    /// or a nil target outside any window, meet in the space the roots' frames are in (each root's own
    /// frame included), as on iOS.
    func conversion(to view: UIView?) -> CGAffineTransform {
        let target = view ?? window
        if let t = target, t.layer.rootLayer === layer.rootLayer { return layer.transform(to: t.layer) }
        let root = layer.rootLayer
        // Windows meet on the screen (their frames), detached roots in their superview-to-be's space.
        let m = layer.transformToRoot().concatenating(root.modelGeometryTransform())
        guard let t = target else { return m }
        let back = t.layer.transformToRoot().concatenating(t.layer.rootLayer.modelGeometryTransform())
        return m.concatenating(back.inverted())
    }

    /// Converts a point from this view's coordinates to `view`'s (nil: the window's).
    public func convert(_ point: CGPoint, to view: UIView?) -> CGPoint {
        point.applying(conversion(to: view))
    }

    /// Converts a point from `view`'s coordinates (nil: the window's) to this view's.
    public func convert(_ point: CGPoint, from view: UIView?) -> CGPoint {
        if let view { return point.applying(view.conversion(to: self)) }
        return point.applying(conversion(to: nil).inverted())
    }

    /// Converts a rectangle from this view's coordinates to `view`'s (nil: the window's); under rotation
    /// the result is the bounding box of the converted corners.
    public func convert(_ rect: CGRect, to view: UIView?) -> CGRect {
        rect.applying(conversion(to: view))
    }

    /// Converts a rectangle from `view`'s coordinates (nil: the window's) to this view's.
    public func convert(_ rect: CGRect, from view: UIView?) -> CGRect {
        if let view { return rect.applying(view.conversion(to: self)) }
        return rect.applying(conversion(to: nil).inverted())
    }
}

extension UIView: ViewBackedLayerDelegate {}
