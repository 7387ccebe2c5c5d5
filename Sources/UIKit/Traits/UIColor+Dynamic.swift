import Foundation

/// Dynamic colours, mirroring `UIColor(dynamicProvider:)` and `resolvedColor(with:)`: a colour whose value
/// depends on the traits (light or dark). `cgColor` of a dynamic colour is its value for
/// `UITraitCollection.current` when it was made; views resolve their background colour with their own traits
/// and again when their traits change; `setFill()`/`setStroke()` resolve with `UITraitCollection.current`,
/// which is the view's collection while its `draw(_:)` runs.
extension UIColor {
    /// A colour computed from the traits it is resolved with.
    public convenience init(dynamicProvider: @escaping @Sendable (UITraitCollection) -> UIColor) {
        self.init(cgColor: dynamicProvider(UITraitCollection.current).resolvedColor(with: UITraitCollection.current).cgColor)
        _dynamicProvider = dynamicProvider
    }

    /// The colour for `traitCollection` (the colour itself when it is not dynamic).
    public func resolvedColor(with traitCollection: UITraitCollection) -> UIColor {
        guard let p = _dynamicProvider else { return self }
        return p(traitCollection).resolvedColor(with: traitCollection)
    }

    /// A light/dark pair (the system colours' definition).
    static func _dynamic(light: UIColor, dark: UIColor) -> UIColor {
        UIColor { $0.userInterfaceStyle == .dark ? dark : light }
    }
}

extension UIView {
    /// Sets the layer's background colour, resolving a dynamic colour with the view's traits and keeping it
    /// (in the rare state) so trait changes resolve it again.
    func _setBackgroundColor(_ color: UIColor?) {
        if let c = color, c._dynamicProvider != nil {
            rare.dynamicBackground = c
            layer.backgroundColor = c.resolvedColor(with: traitCollection).cgColor
        } else {
            if _rare?.dynamicBackground != nil { _rare?.dynamicBackground = nil }
            layer.backgroundColor = color?.cgColor
        }
    }

    /// The background colour as set (the dynamic colour itself when one was set).
    var _backgroundColor: UIColor? {
        _rare?.dynamicBackground ?? layer.backgroundColor.map { UIColor(cgColor: $0) }
    }

    /// Whether the view keeps drawn content (a backing store) that may depend on the traits.
    var _drawsContent: Bool { layer.contents != nil }

    /// Resolves a dynamic background colour again (traits changed or the view moved to a window).
    func _resolveDynamicColors() {
        guard let c = _rare?.dynamicBackground else { return }
        layer.backgroundColor = c.resolvedColor(with: traitCollection).cgColor
    }
}
