import Foundation

/// Frame, bounds, center and transform, as the View Programming Guide describes them: they are the
/// layer's geometry seen through UIKit's names. Conversions go through the layer tree, so they follow
/// every transform and bounds origin on the way.
extension UIView {
    /// Runs a geometry change and autoresizes the subviews when the bounds size changed (UIKit does this
    /// synchronously in the `frame`/`bounds` setters, so subview frames read back new values at once).
    func changeGeometry(_ change: () -> Void) {
        let old = layer.bounds.size
        change()
        let new = layer.bounds.size
        if old != new, autoresizesSubviews, !_subviews.isEmpty { resizeSubviews(withOldSize: old) }
        if LayoutEngine.shared.inUse { LayoutEngine.shared.geometryChanged(self) }
    }

    /// Converts a point from this view's coordinates to `view`'s (nil: the window's).
    public func convert(_ point: CGPoint, to view: UIView?) -> CGPoint {
        layer.convert(point, to: (view ?? window)?.layer)
    }

    /// Converts a point from `view`'s coordinates (nil: the window's) to this view's.
    public func convert(_ point: CGPoint, from view: UIView?) -> CGPoint {
        layer.convert(point, from: (view ?? window)?.layer)
    }

    /// Converts a rectangle from this view's coordinates to `view`'s (nil: the window's); under rotation
    /// the result is the bounding box of the converted corners.
    public func convert(_ rect: CGRect, to view: UIView?) -> CGRect {
        layer.convert(rect, to: (view ?? window)?.layer)
    }

    /// Converts a rectangle from `view`'s coordinates (nil: the window's) to this view's.
    public func convert(_ rect: CGRect, from view: UIView?) -> CGRect {
        layer.convert(rect, from: (view ?? window)?.layer)
    }
}
