import Foundation

/// An on/off control, mirroring `UISwitch`: always 51×31 points (the frame's size is ignored), off by
/// default; a tap (or a drag that ends past the middle) flips it and sends `.valueChanged`. Drawn with
/// Core Graphics in the iOS style: a rounded track in `onTintColor` (system green) when on, a white thumb.
@preconcurrency @MainActor
open class UISwitch: UIControl {
    /// Draws controls with transparent surroundings: not opaque by default (an opaque view's undrawn
    /// pixels are black).
    override class var _opaqueByDefault: Bool { false }
    /// The switch's look, mirroring `UISwitch.Style`.
    public enum Style: Int, Sendable { case automatic = 0, checkbox = 1, sliding = 2 }

    private static let size = CGSize(width: 51, height: 31)
    private var _isOn = false
    private var dragStartX: CGFloat?

    /// A switch at `frame`'s origin, 51×31 points.
    public override init(frame: CGRect) {
        super.init(frame: CGRect(origin: frame.origin, size: UISwitch.size))
        isOpaque = false
    }

    public convenience init() { self.init(frame: .zero) }
    public required init?(coder: NSCoder) { super.init(coder: coder) }

    /// Whether the switch is on (default false). Setting it sends no action.
    open var isOn: Bool {
        get { _isOn }
        set { setOn(newValue, animated: false) }
    }

    /// Sets the state without sending an action.
    open func setOn(_ on: Bool, animated: Bool) {
        guard on != _isOn else { return }
        _isOn = on
        setNeedsDisplay()
    }

    /// The track colour when on (nil: system green).
    open var onTintColor: UIColor? { didSet { setNeedsDisplay() } }
    /// The thumb colour (nil: white).
    open var thumbTintColor: UIColor? { didSet { setNeedsDisplay() } }
    /// Images for the on and off states (ignored since iOS 7, as here).
    open var onImage: UIImage?
    open var offImage: UIImage?
    /// A title (shown only by the checkbox style on Mac).
    open var title: String?
    /// The style asked for (default `.automatic`).
    open var preferredStyle: Style = .automatic
    /// The style in use (`.sliding` on this platform).
    open var style: Style { .sliding }

    /// The frame keeps the switch's fixed size.
    open override var frame: CGRect {
        get { super.frame }
        set { super.frame = CGRect(origin: newValue.origin, size: UISwitch.size) }
    }

    open override var intrinsicContentSize: CGSize { UISwitch.size }
    open override func sizeThatFits(_ size: CGSize) -> CGSize { UISwitch.size }

    open override func beginTracking(_ touch: UITouch, with event: UIEvent?) -> Bool {
        dragStartX = touch.location(in: self).x
        return true
    }

    open override func endTracking(_ touch: UITouch?, with event: UIEvent?) {
        defer { dragStartX = nil }
        guard let touch, isTouchInside else { return }
        let x = touch.location(in: self).x
        let moved = abs(x - (dragStartX ?? x)) > 6
        // A tap flips; a drag settles on the side the finger ended on.
        let newValue = moved ? x > bounds.midX : !_isOn
        if newValue != _isOn {
            setOn(newValue, animated: true)
            _sendValueChangedByUser()
        }
    }

    open override func draw(_ rect: CGRect) {
        let b = bounds
        let track = UIBezierPath(roundedRect: b, cornerRadius: b.height / 2)
        (_isOn ? (onTintColor ?? .systemGreen) : UIColor.systemGray5).setFill()
        track.fill()
        if !isEnabled { UIColor(white: 1, alpha: 0.5).setFill(); track.fill() }
        let d = b.height - 4
        let thumb = CGRect(x: _isOn ? b.maxX - d - 2 : b.minX + 2, y: b.minY + 2, width: d, height: d)
        // The thumb casts iOS's soft shadow, 3 points down: a wide one (σ ≈ 7.4 points, Core Animation's
        // spread for a shadow radius of 8) and a tight one at its rim, which darken the track next to
        // the thumb by about 11%.
        let ctx = UIGraphicsGetCurrentContext()
        ctx?.saveGState()
        ctx?.setShadow(offset: CGSize(width: 0, height: 3), blur: 2 * 0.92 * 8, color: UIColor(white: 0, alpha: 0.15).cgColor)
        (thumbTintColor ?? .white).setFill()
        UIBezierPath(ovalIn: thumb).fill()
        ctx?.setShadow(offset: CGSize(width: 0, height: 3), blur: 1, color: UIColor(white: 0, alpha: 0.06).cgColor)
        UIBezierPath(ovalIn: thumb).fill()
        ctx?.restoreGState()
    }

    override func controlStateDidChange() { setNeedsDisplay() }
}
