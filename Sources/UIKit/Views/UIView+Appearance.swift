import Foundation

/// Background, alpha, visibility, clipping (layer properties, no drawing) and the inherited tint colour.
extension UIView {
    /// The stretchable part of the content, in unit coordinates (default the whole content). It is the
    /// layer's `contentsCenter`, so stretching happens in Core Animation, as the seed says.
    public var contentStretch: CGRect {
        get { layer.contentsCenter }
        set { layer.contentsCenter = newValue }
    }

    // MARK: Tint

    /// The tint of a view tree with no tint set anywhere: iOS's system blue (0, 122, 255).
    static let defaultTintColor = UIColor(red: 0, green: 122.0 / 255.0, blue: 1, alpha: 1)

    func undimmedTintColor() -> UIColor {
        var v: UIView? = self
        while let c = v {
            if let t = c._tintColor { return t }
            v = c.superview
        }
        return UIView.defaultTintColor
    }

    func effectiveTintColor() -> UIColor {
        let t = undimmedTintColor()
        guard effectiveTintAdjustmentMode() == .dimmed else { return t }
        return UIView.dimmed(t)
    }

    /// A desaturated version of `color` (its luminance as grey, same alpha), for `.dimmed`.
    static func dimmed(_ color: UIColor) -> UIColor {
        let c = color.cgColor.components ?? [0, 1]
        let alpha = c.last ?? 1
        let grey = c.count >= 4 ? 0.299 * c[0] + 0.587 * c[1] + 0.114 * c[2] : c[0]
        return UIColor(white: grey, alpha: alpha)
    }

    func effectiveTintAdjustmentMode() -> UIView.TintAdjustmentMode {
        var v: UIView? = self
        while let c = v {
            if c._tintAdjustmentMode != .automatic { return c._tintAdjustmentMode }
            v = c.superview
        }
        return .normal
    }

    /// What a tint change is compared against: the effective colour and mode.
    var tintSnapshot: (UIColor, UIView.TintAdjustmentMode) { (undimmedTintColor(), effectiveTintAdjustmentMode()) }

    func setTintColor(_ color: UIColor?) {
        let old = tintSnapshot
        _tintColor = color
        notifyTintChangeIfNeeded(from: old, force: true)
    }

    func setTintAdjustmentMode(_ mode: UIView.TintAdjustmentMode) {
        let old = tintSnapshot
        _tintAdjustmentMode = mode
        notifyTintChangeIfNeeded(from: old, force: true)
    }

    /// Calls `tintColorDidChange()` on this view (always when `force`) and on the descendants that
    /// inherit what changed (the colour, the adjustment mode), when the effective tint differs from `old`.
    func notifyTintChangeIfNeeded(from old: (UIColor, UIView.TintAdjustmentMode), force: Bool = false) {
        let new = tintSnapshot
        let colorChanged = !old.0.isEqual(new.0), modeChanged = old.1 != new.1
        guard colorChanged || modeChanged || force else { return }
        tintColorDidChange()
        propagateTintChange(color: colorChanged, mode: modeChanged)
    }

    private func propagateTintChange(color: Bool, mode: Bool) {
        guard color || mode else { return }
        for s in _subviews {
            let c = color && s._tintColor == nil, m = mode && s._tintAdjustmentMode == .automatic
            guard c || m else { continue }
            s.tintColorDidChange()
            s.propagateTintChange(color: c, mode: m)
        }
    }
}
