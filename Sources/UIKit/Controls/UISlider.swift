import Foundation

/// A control for picking a value from a continuous range, mirroring `UISlider`: `value` 0 in 0...1 by
/// default, clamped to `minimumValue...maximumValue`; dragging the thumb changes it and sends
/// `.valueChanged` while dragging (`isContinuous`, default true) or once at the end. Drawn in the iOS
/// style: a 4-point track, blue (`minimumTrackTintColor`) left of a white 28-point thumb.
@preconcurrency @MainActor
open class UISlider: UIControl {
    /// Draws controls with transparent surroundings: not opaque by default (an opaque view's undrawn
    /// pixels are black).
    override class var _opaqueByDefault: Bool { false }
    private var _value: Float = 0
    private var _min: Float = 0
    private var _max: Float = 1
    private var changedWhileTracking = false
    private var grabOffset: CGFloat = 0

    static let thumbSide: CGFloat = 28

    public override init(frame: CGRect) {
        super.init(frame: frame)
        isOpaque = false
    }
    public convenience init() { self.init(frame: .zero) }
    public required init?(coder: NSCoder) { super.init(coder: coder) }

    /// The value, clamped to the range (NaN is ignored).
    open var value: Float {
        get { _value }
        set { setValue(newValue, animated: false) }
    }

    /// Sets the value (clamped to the range) without sending an action.
    open func setValue(_ value: Float, animated: Bool) {
        guard !value.isNaN else { return }
        let v = min(max(value, _min), _max)
        guard v != _value else { return }
        _value = v
        setNeedsDisplay()
    }

    /// The lower end of the range (default 0). Raising it above `maximumValue` raises that too; the value
    /// is clamped.
    open var minimumValue: Float {
        get { _min }
        set {
            guard !newValue.isNaN else { return }
            _min = newValue
            if _max < _min { _max = _min }
            setValue(_value, animated: false); _value = min(max(_value, _min), _max); setNeedsDisplay()
        }
    }

    /// The upper end of the range (default 1). Lowering it below `minimumValue` lowers that too.
    open var maximumValue: Float {
        get { _max }
        set {
            guard !newValue.isNaN else { return }
            _max = newValue
            if _min > _max { _min = _max }
            _value = min(max(_value, _min), _max); setNeedsDisplay()
        }
    }

    /// Whether `.valueChanged` is sent while dragging (default true) or only when the drag ends.
    open var isContinuous = true
    /// The track colour left of the thumb (nil: the tint colour).
    open var minimumTrackTintColor: UIColor? { didSet { setNeedsDisplay() } }
    /// The track colour right of the thumb (nil: system gray 4).
    open var maximumTrackTintColor: UIColor? { didSet { setNeedsDisplay() } }
    /// The thumb colour (nil: white).
    open var thumbTintColor: UIColor? { didSet { setNeedsDisplay() } }
    /// Images at the ends of the track.
    open var minimumValueImage: UIImage? { didSet { setNeedsDisplay() } }
    open var maximumValueImage: UIImage? { didSet { setNeedsDisplay() } }

    open override var intrinsicContentSize: CGSize { CGSize(width: UIView.noIntrinsicMetric, height: 31) }
    open override func sizeThatFits(_ size: CGSize) -> CGSize { CGSize(width: max(bounds.width, 118), height: 31) }

    /// The rectangle of the minimum-value image (empty without one).
    open func minimumValueImageRect(forBounds bounds: CGRect) -> CGRect {
        guard let image = minimumValueImage else { return .zero }
        return CGRect(x: bounds.minX, y: bounds.midY - image.size.height / 2, width: image.size.width, height: image.size.height)
    }

    /// The rectangle of the maximum-value image (empty without one).
    open func maximumValueImageRect(forBounds bounds: CGRect) -> CGRect {
        guard let image = maximumValueImage else { return .zero }
        return CGRect(x: bounds.maxX - image.size.width, y: bounds.midY - image.size.height / 2, width: image.size.width, height: image.size.height)
    }

    /// The track's rectangle: 4 points high, between the value images.
    open func trackRect(forBounds bounds: CGRect) -> CGRect {
        let left = minimumValueImage.map { $0.size.width + 8 } ?? 0
        let right = maximumValueImage.map { $0.size.width + 8 } ?? 0
        return CGRect(x: bounds.minX + left, y: bounds.midY - 2, width: max(0, bounds.width - left - right), height: 4)
    }

    /// The thumb's rectangle for `value` on `rect`.
    open func thumbRect(forBounds bounds: CGRect, trackRect rect: CGRect, value: Float) -> CGRect {
        let side = UISlider.thumbSide
        let span = _max - _min
        let fraction = span > 0 ? CGFloat((value - _min) / span) : 0
        let x = rect.minX + fraction * max(0, rect.width - side)
        return CGRect(x: x, y: bounds.midY - side / 2, width: side, height: side)
    }

    private func value(at x: CGFloat) -> Float {
        let track = trackRect(forBounds: bounds)
        let usable = max(1, track.width - UISlider.thumbSide)
        let fraction = min(max((x - track.minX - UISlider.thumbSide / 2) / usable, 0), 1)
        return _min + Float(fraction) * (_max - _min)
    }

    open override func beginTracking(_ touch: UITouch, with event: UIEvent?) -> Bool {
        let thumb = thumbRect(forBounds: bounds, trackRect: trackRect(forBounds: bounds), value: _value)
        let p = touch.location(in: self)
        // The thumb, grown by 10 points, is what a finger grabs (as on iOS: touching the track elsewhere
        // does nothing).
        guard thumb.insetBy(dx: -10, dy: -10).contains(p) else { return false }
        grabOffset = p.x - thumb.midX
        changedWhileTracking = false
        return true
    }

    open override func continueTracking(_ touch: UITouch, with event: UIEvent?) -> Bool {
        let v = value(at: touch.location(in: self).x - grabOffset)
        if v != _value {
            setValue(v, animated: false)
            changedWhileTracking = true
            if isContinuous { _sendValueChangedByUser() }
        }
        return true
    }

    open override func endTracking(_ touch: UITouch?, with event: UIEvent?) {
        if !isContinuous, changedWhileTracking { _sendValueChangedByUser() }
        changedWhileTracking = false
    }

    open override func cancelTracking(with event: UIEvent?) {
        if !isContinuous, changedWhileTracking { _sendValueChangedByUser() }
        changedWhileTracking = false
    }

    open override func draw(_ rect: CGRect) {
        let track = trackRect(forBounds: bounds)
        let thumb = thumbRect(forBounds: bounds, trackRect: track, value: _value)
        var filled = track
        filled.size.width = max(0, thumb.midX - track.minX)
        var rest = track
        rest.origin.x = filled.maxX
        rest.size.width = max(0, track.maxX - filled.maxX)
        if let image = currentMaximumTrackImage { image.draw(in: rest) } else {
            (maximumTrackTintColor ?? .systemGray4).setFill()
            UIBezierPath(roundedRect: track, cornerRadius: 2).fill()
        }
        if let image = currentMinimumTrackImage { image.draw(in: filled) } else {
            (minimumTrackTintColor ?? tintColor ?? .systemBlue).setFill()
            UIBezierPath(roundedRect: filled, cornerRadius: 2).fill()
        }
        if let image = currentThumbImage {
            let size = image.size
            image.draw(in: CGRect(x: thumb.midX - size.width / 2, y: thumb.midY - size.height / 2, width: size.width, height: size.height))
            return
        }
        UIColor(white: 0, alpha: 0.15).setFill()
        UIBezierPath(ovalIn: thumb.offsetBy(dx: 0, dy: 1.5)).fill()
        (thumbTintColor ?? .white).setFill()
        UIBezierPath(ovalIn: thumb).fill()
    }

    override func controlStateDidChange() { setNeedsDisplay() }

    // MARK: - Images per state

    private var _stateImages: [Int: [UInt: UIImage]] = [:]   // 0 thumb, 1 minimum track, 2 maximum track
    private func _image(_ kind: Int, for state: UIControl.State) -> UIImage? { _stateImages[kind]?[state.rawValue] }
    private func _setImage(_ image: UIImage?, _ kind: Int, for state: UIControl.State) {
        _stateImages[kind, default: [:]][state.rawValue] = image
        setNeedsDisplay()
    }
    private func _current(_ kind: Int) -> UIImage? { _image(kind, for: state) ?? _image(kind, for: .normal) }

    /// Sets the thumb image for `state`; drawn instead of the round thumb.
    open func setThumbImage(_ image: UIImage?, for state: UIControl.State) { _setImage(image, 0, for: state) }
    /// The thumb image set for `state`.
    open func thumbImage(for state: UIControl.State) -> UIImage? { _image(0, for: state) }
    /// The thumb image for the current state (falling back to `.normal`'s).
    open var currentThumbImage: UIImage? { _current(0) }
    /// Sets the track image left of the thumb for `state`.
    open func setMinimumTrackImage(_ image: UIImage?, for state: UIControl.State) { _setImage(image, 1, for: state) }
    /// The minimum track image set for `state`.
    open func minimumTrackImage(for state: UIControl.State) -> UIImage? { _image(1, for: state) }
    /// The minimum track image for the current state.
    open var currentMinimumTrackImage: UIImage? { _current(1) }
    /// Sets the track image right of the thumb for `state`.
    open func setMaximumTrackImage(_ image: UIImage?, for state: UIControl.State) { _setImage(image, 2, for: state) }
    /// The maximum track image set for `state`.
    open func maximumTrackImage(for state: UIControl.State) -> UIImage? { _image(2, for: state) }
    /// The maximum track image for the current state.
    open var currentMaximumTrackImage: UIImage? { _current(2) }
}
