import Foundation

/// A control with − and + halves that step a value, mirroring `UIStepper`: `value` 0 in 0...100,
/// `stepValue` 1, `autorepeat` and `isContinuous` true, `wraps` false. A touch down on a half steps once;
/// held, it repeats after 0.5 s and then every 0.1 s (on the media clock). 94×32 points.
@preconcurrency @MainActor
open class UIStepper: UIControl {
    /// Draws controls with transparent surroundings: not opaque by default (an opaque view's undrawn
    /// pixels are black).
    override class var _opaqueByDefault: Bool { false }
    private var _value: Double = 0
    private var _min: Double = 0
    private var _max: Double = 100
    private var _step: Double = 1
    private var repeatTimer: MediaClockScheduler.Token?
    private var direction: Double = 0
    private var changed = false

    static let size = CGSize(width: 94, height: 32)

    public override init(frame: CGRect) {
        super.init(frame: CGRect(origin: frame.origin, size: UIStepper.size))
        isOpaque = false
    }
    public convenience init() { self.init(frame: .zero) }
    public required init?(coder: NSCoder) { super.init(coder: coder) }

    /// The value, clamped to the range (or wrapped, when `wraps`).
    open var value: Double {
        get { _value }
        set {
            guard !newValue.isNaN else { return }
            _value = min(max(newValue, _min), _max)
            setNeedsDisplay()
        }
    }

    /// The lower end (default 0). Must be below `maximumValue` (UIKit raises otherwise).
    open var minimumValue: Double {
        get { _min }
        set {
            precondition(newValue < _max, "UIStepper: minimumValue must be less than maximumValue")
            _min = newValue
            _value = max(_value, _min)
        }
    }

    /// The upper end (default 100). Must be above `minimumValue` (UIKit raises otherwise).
    open var maximumValue: Double {
        get { _max }
        set {
            precondition(newValue > _min, "UIStepper: maximumValue must be greater than minimumValue")
            _max = newValue
            _value = min(_value, _max)
        }
    }

    /// The step (default 1). Must be positive (UIKit raises otherwise).
    open var stepValue: Double {
        get { _step }
        set {
            precondition(newValue > 0, "UIStepper: stepValue must be greater than 0")
            _step = newValue
        }
    }

    /// Whether `.valueChanged` is sent at every step while held (default true) or when the touch ends.
    open var isContinuous = true
    /// Whether holding repeats the step (default true).
    open var autorepeat = true
    /// Whether stepping past an end wraps to the other end (default false).
    open var wraps = false

    open override var frame: CGRect {
        get { super.frame }
        set { super.frame = CGRect(origin: newValue.origin, size: UIStepper.size) }
    }
    open override var intrinsicContentSize: CGSize { UIStepper.size }
    open override func sizeThatFits(_ size: CGSize) -> CGSize { UIStepper.size }

    private func step() {
        var v = _value + direction * _step
        if v > _max { v = wraps ? _min : _max }
        if v < _min { v = wraps ? _max : _min }
        guard v != _value else { return }
        _value = v
        setNeedsDisplay()
        changed = true
        if isContinuous { _sendValueChangedByUser() }
    }

    private func scheduleRepeat(after delay: TimeInterval) {
        repeatTimer = MediaClockScheduler.shared.schedule(after: delay) { [weak self] in
            guard let self, self.isTracking, self.isTouchInside else { return }
            self.step()
            self.scheduleRepeat(after: 0.1)
        }
    }

    private func stopRepeat() {
        if let repeatTimer { MediaClockScheduler.shared.cancel(repeatTimer) }
        repeatTimer = nil
    }

    open override func beginTracking(_ touch: UITouch, with event: UIEvent?) -> Bool {
        direction = touch.location(in: self).x >= bounds.midX ? 1 : -1
        changed = false
        step()
        if autorepeat { scheduleRepeat(after: 0.5) }
        return true
    }

    open override func endTracking(_ touch: UITouch?, with event: UIEvent?) {
        stopRepeat()
        if !isContinuous, changed { _sendValueChangedByUser() }
    }

    open override func cancelTracking(with event: UIEvent?) {
        stopRepeat()
        if !isContinuous, changed { _sendValueChangedByUser() }
    }

    open override func draw(_ rect: CGRect) {
        let b = bounds
        UIColor.systemGray6.setFill()
        UIBezierPath(roundedRect: b, cornerRadius: 8).fill()
        let ink = isEnabled ? UIColor.black : UIColor.systemGray3
        UIColor.systemGray4.setFill()
        UIRectFill(CGRect(x: b.midX - 0.5, y: b.minY + 8, width: 1, height: b.height - 16))
        // − on the left, + on the right; dimmed at the end of the range (unless wrapping).
        let canDown = wraps || _value > _min, canUp = wraps || _value < _max
        (canDown ? ink : UIColor.systemGray3).setFill()
        UIRectFill(CGRect(x: b.width / 4 - 7, y: b.midY - 1, width: 14, height: 2))
        (canUp ? ink : UIColor.systemGray3).setFill()
        UIRectFill(CGRect(x: b.width * 3 / 4 - 7, y: b.midY - 1, width: 14, height: 2))
        UIRectFill(CGRect(x: b.width * 3 / 4 - 1, y: b.midY - 7, width: 2, height: 14))
    }

    override func controlStateDidChange() { setNeedsDisplay() }
}
