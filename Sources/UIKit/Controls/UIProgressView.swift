import Foundation

/// A bar showing the progress of a task, mirroring `UIProgressView`: `progress` 0 clamped to 0...1, drawn
/// as a rounded 4-point track (`trackTintColor`, system gray 5) filled from the left with
/// `progressTintColor` (the tint colour).
@preconcurrency @MainActor
open class UIProgressView: UIView {
    /// Draws controls with transparent surroundings: not opaque by default (an opaque view's undrawn
    /// pixels are black).
    override class var _opaqueByDefault: Bool { false }
    /// The look, mirroring `UIProgressView.Style`.
    public enum Style: Int, Sendable {
        case `default` = 0
        case bar = 1
    }

    private var _progress: Float = 0

    /// The look (default `.default`).
    open var progressViewStyle: Style = .default { didSet { setNeedsDisplay() } }

    public override init(frame: CGRect) {
        super.init(frame: frame)
        isOpaque = false
    }

    /// A progress view of `style`, 4 points high.
    public convenience init(progressViewStyle style: Style) {
        self.init(frame: CGRect(x: 0, y: 0, width: 150, height: 4))
        progressViewStyle = style
    }

    public required init?(coder: NSCoder) { super.init(coder: coder) }

    /// The progress, clamped to 0...1 (NaN reads as 0).
    open var progress: Float {
        get { _progress }
        set { setProgress(newValue, animated: false) }
    }

    /// Sets the progress (clamped to 0...1).
    open func setProgress(_ progress: Float, animated: Bool) {
        let p = progress.isNaN ? 0 : min(max(progress, 0), 1)
        guard p != _progress else { return }
        _progress = p
        setNeedsDisplay()
    }

    /// The filled part's colour (nil: the tint colour).
    open var progressTintColor: UIColor? { didSet { setNeedsDisplay() } }
    /// The unfilled track's colour (nil: system gray 5).
    open var trackTintColor: UIColor? { didSet { setNeedsDisplay() } }
    /// Images for the filled part and the track.
    open var progressImage: UIImage? { didSet { setNeedsDisplay() } }
    open var trackImage: UIImage? { didSet { setNeedsDisplay() } }
    /// A `Progress` whose `fractionCompleted` sets `progress` when read back here.
    open var observedProgress: Progress? {
        didSet { if let p = observedProgress { progress = Float(p.fractionCompleted) } }
    }

    open override var intrinsicContentSize: CGSize {
        CGSize(width: UIView.noIntrinsicMetric, height: progressViewStyle == .bar ? 2.5 : 4)
    }

    open override func draw(_ rect: CGRect) {
        if let p = observedProgress { _progress = Float(min(max(p.fractionCompleted, 0), 1)) }
        let b = bounds
        let radius = progressViewStyle == .bar ? 0 : b.height / 2
        (trackTintColor ?? (progressViewStyle == .bar ? .clear : .systemGray5)).setFill()
        UIBezierPath(roundedRect: b, cornerRadius: radius).fill()
        var filled = b
        filled.size.width = b.width * CGFloat(_progress)
        (progressTintColor ?? tintColor ?? .systemBlue).setFill()
        UIBezierPath(roundedRect: filled, cornerRadius: radius).fill()
    }

    open override func tintColorDidChange() { setNeedsDisplay() }
}
