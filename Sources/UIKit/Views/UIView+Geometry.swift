import Foundation

/// Frame, bounds, center and transform, as the View Programming Guide describes them: they are the
/// layer's geometry seen through UIKit's names.
extension UIView {
    /// The view's rectangle in its superview's coordinates. Setting it sets the bounds size and the center;
    /// under a non-identity transform it reads as the bounding box of the transformed bounds.
    public var frame: CGRect {
        get { layer.frame }
        set { layer.frame = newValue }
    }

    /// The view's own coordinate space. Changing the size resizes about the center; the origin offsets the
    /// content and subviews (that is how scrolling works).
    public var bounds: CGRect {
        get { layer.bounds }
        set { layer.bounds = newValue }
    }

    /// The center of the frame, in the superview's coordinates (the layer's position).
    public var center: CGPoint {
        get { layer.position }
        set { layer.position = newValue }
    }

    /// The transform applied about the center.
    public var transform: CGAffineTransform {
        get { layer.affineTransform() }
        set { layer.setAffineTransform(newValue) }
    }

    /// Pixels per point of the view's backing store (the screen's scale by default).
    public var contentScaleFactor: CGFloat {
        get { layer.contentsScale }
        set { layer.contentsScale = newValue }
    }

    /// Converts a point from this view's coordinates to `view`'s (nil: the window's).
    public func convert(_ point: CGPoint, to view: UIView?) -> CGPoint {
        layer.convert(point, to: (view ?? window)?.layer)
    }

    /// Converts a point from `view`'s coordinates (nil: the window's) to this view's.
    public func convert(_ point: CGPoint, from view: UIView?) -> CGPoint {
        layer.convert(point, from: (view ?? window)?.layer)
    }

    /// Converts a rectangle from this view's coordinates to `view`'s (nil: the window's).
    public func convert(_ rect: CGRect, to view: UIView?) -> CGRect {
        layer.convert(rect, to: (view ?? window)?.layer)
    }

    /// Converts a rectangle from `view`'s coordinates (nil: the window's) to this view's.
    public func convert(_ rect: CGRect, from view: UIView?) -> CGRect {
        layer.convert(rect, from: (view ?? window)?.layer)
    }
}
