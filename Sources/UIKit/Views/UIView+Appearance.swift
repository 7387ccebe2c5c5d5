import Foundation

/// Background, alpha, visibility and clipping: layer properties, no drawing.
extension UIView {
    /// The background colour; a layer property, so changing it never calls `draw(_:)`.
    public var backgroundColor: UIColor? {
        get { layer.backgroundColor.map { UIColor(cgColor: $0) } }
        set { layer.backgroundColor = newValue?.cgColor }
    }

    /// The opacity of the view and its subtree (the layer's `opacity`).
    public var alpha: CGFloat {
        get { CGFloat(layer.opacity) }
        set { layer.opacity = Float(newValue.isNaN ? 1 : min(max(newValue, 0), 1)) }
    }

    /// Whether the view is hidden. Hidden views still take part in layout but get no touches.
    public var isHidden: Bool {
        get { layer.isHidden }
        set { layer.isHidden = newValue }
    }

    /// Whether the view promises to be fully opaque (the layer's `isOpaque`).
    public var isOpaque: Bool {
        get { layer.isOpaque }
        set { layer.isOpaque = newValue }
    }

    /// Whether subviews are clipped to the bounds (the layer's `masksToBounds`).
    public var clipsToBounds: Bool {
        get { layer.masksToBounds }
        set { layer.masksToBounds = newValue }
    }
}
