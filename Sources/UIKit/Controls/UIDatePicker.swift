import Foundation

/// The appearance of a date picker, mirroring `UIDatePickerStyle` (Apple's raw values).
public enum UIDatePickerStyle: Int, Sendable {
    case automatic = 0, wheels = 1, compact = 2, inline = 3
}

/// A control for picking a date, a time or a countdown duration, mirroring `UIDatePicker`.
///
/// The API is Apple's: `date` (now by default) kept within `minimumDate`...`maximumDate` (both ignored when
/// the minimum is after the maximum), `datePickerMode` (`.dateAndTime` by default), `minuteInterval` (1;
/// values that do not divide 60 fall back to 1), `countDownDuration` (clamped to 0...86 399 seconds),
/// `locale`, `calendar` and `timeZone`. It is drawn in the compact style, the value as text in a rounded
/// field; choosing a value by touch is not implemented yet (see Docs/Deviations.md).
@preconcurrency @MainActor
open class UIDatePicker: UIControl {
    /// Draws controls with transparent surroundings: not opaque by default (an opaque view's undrawn
    /// pixels are black).
    override class var _opaqueByDefault: Bool { false }
    /// What the picker chooses, mirroring `UIDatePicker.Mode` (Apple's raw values).
    public enum Mode: Int, Sendable {
        case time = 0, date = 1, dateAndTime = 2, countDownTimer = 3, yearAndMonth = 4
    }

    private var _date = Date()
    private var _minuteInterval = 1
    private var _countDownDuration: TimeInterval = 0

    public override init(frame: CGRect) {
        super.init(frame: frame)
        isOpaque = false
    }
    public convenience init() { self.init(frame: .zero) }
    public required init?(coder: NSCoder) { super.init(coder: coder) }

    /// What the picker chooses (default `.dateAndTime`).
    open var datePickerMode: Mode = .dateAndTime { didSet { invalidateIntrinsicContentSize(); setNeedsDisplay() } }

    /// The style asked for (default `.automatic`).
    open var preferredDatePickerStyle: UIDatePickerStyle = .automatic { didSet { setNeedsDisplay() } }

    /// The style in use (`datePickerStyle`): `.automatic` resolves to `.wheels` for the countdown timer and
    /// `.compact` otherwise.
    open var datePickerStyle: UIDatePickerStyle {
        if preferredDatePickerStyle != .automatic { return preferredDatePickerStyle }
        return datePickerMode == .countDownTimer ? .wheels : .compact
    }

    /// The locale used to show the value (nil: the current locale).
    open var locale: Locale? { didSet { setNeedsDisplay() } }
    /// The calendar (the current calendar by default).
    open var calendar: Calendar! = Calendar.current { didSet { setNeedsDisplay() } }
    /// The time zone (nil: the current time zone).
    open var timeZone: TimeZone? { didSet { setNeedsDisplay() } }

    /// The earliest selectable date (nil: no limit).
    open var minimumDate: Date? { didSet { _date = clamped(_date); setNeedsDisplay() } }
    /// The latest selectable date (nil: no limit).
    open var maximumDate: Date? { didSet { _date = clamped(_date); setNeedsDisplay() } }

    /// The chosen date, within `minimumDate`...`maximumDate`.
    open var date: Date {
        get { _date }
        set { _date = clamped(newValue); setNeedsDisplay() }
    }

    /// Sets the date (`setDate(_:animated:)`); sends no event, as on iOS.
    open func setDate(_ date: Date, animated: Bool) { self.date = date }

    /// The step of the minute wheel (default 1). Values that do not divide 60 evenly (or are out of 1...30)
    /// are replaced by 1, as Apple documents.
    open var minuteInterval: Int {
        get { _minuteInterval }
        set { _minuteInterval = (1...30).contains(newValue) && 60 % newValue == 0 ? newValue : 1 }
    }

    /// Whether the time is rounded to the minute interval (default true).
    open var roundsToMinuteInterval = true

    /// The countdown duration in seconds for `.countDownTimer` (default 0), clamped to 0...86 399.
    open var countDownDuration: TimeInterval {
        get { _countDownDuration }
        set {
            guard !newValue.isNaN else { return }
            _countDownDuration = min(max(newValue, 0), 86_399)
            setNeedsDisplay()
        }
    }

    private func clamped(_ d: Date) -> Date {
        if let lo = minimumDate, let hi = maximumDate, lo > hi { return d }
        var r = d
        if let lo = minimumDate, r < lo { r = lo }
        if let hi = maximumDate, r > hi { r = hi }
        return r
    }

    /// The value as it is shown.
    var displayText: String {
        if datePickerMode == .countDownTimer {
            let minutes = Int(_countDownDuration) / 60
            return "\(minutes / 60) hours \(minutes % 60) min"
        }
        let f = DateFormatter()
        f.locale = locale ?? Locale.current
        f.calendar = calendar
        f.timeZone = timeZone ?? TimeZone.current
        switch datePickerMode {
        case .time: f.dateStyle = .none; f.timeStyle = .short
        case .date: f.dateStyle = .medium; f.timeStyle = .none
        case .dateAndTime: f.dateStyle = .medium; f.timeStyle = .short
        case .yearAndMonth: f.setLocalizedDateFormatFromTemplate("MMMMy")
        case .countDownTimer: break
        }
        return f.string(from: _date)
    }

    private var textAttributes: [NSAttributedString.Key: Any] {
        [.font: UIFont.systemFont(ofSize: 17), .foregroundColor: isEnabled ? UIColor.label : UIColor.tertiaryLabel]
    }

    open override var intrinsicContentSize: CGSize {
        let s = (displayText as NSString).size(withAttributes: textAttributes)
        return CGSize(width: (s.width + 24).rounded(.up), height: 34)
    }
    open override func sizeThatFits(_ size: CGSize) -> CGSize { intrinsicContentSize }

    open override func draw(_ rect: CGRect) {
        let text = displayText as NSString
        let s = text.size(withAttributes: textAttributes)
        let field = CGRect(x: bounds.midX - s.width / 2 - 12, y: bounds.midY - 17, width: s.width + 24, height: 34)
        UIColor.tertiarySystemFill.setFill()
        UIBezierPath(roundedRect: field, cornerRadius: 6).fill()
        text.draw(at: CGPoint(x: field.minX + 12, y: bounds.midY - s.height / 2), withAttributes: textAttributes)
    }
}
