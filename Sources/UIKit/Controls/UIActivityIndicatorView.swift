import Foundation

/// A spinning indicator of ongoing work, mirroring `UIActivityIndicatorView`: stopped and (with
/// `hidesWhenStopped`, default true) hidden until `startAnimating()`; eight fading spokes turn one step
/// every 1/12 s on the media clock while animating. 20×20 points for `.medium`, 37×37 for `.large`.
@preconcurrency @MainActor
open class UIActivityIndicatorView: UIView {
    /// Draws controls with transparent surroundings: not opaque by default (an opaque view's undrawn
    /// pixels are black).
    override class var _opaqueByDefault: Bool { false }
    /// Sizes and colours, mirroring `UIActivityIndicatorView.Style` (Apple's raw values).
    public enum Style: Int, Sendable {
        case whiteLarge = 0, white = 1, gray = 2
        case medium = 100, large = 101
    }

    private var _animating = false
    private var observer: MediaClockScheduler.Token?
    private var phase = 0
    private var lastStep: CFTimeInterval = 0

    /// The style (default `.medium`).
    open var style: Style = .medium { didSet { invalidateIntrinsicSize() } }
    /// The spokes' colour (nil: gray, white for the white styles).
    open var color: UIColor! {
        get { _color ?? ((style == .white || style == .whiteLarge) ? .white : .systemGray) }
        set { _color = newValue; setNeedsDisplay() }
    }
    private var _color: UIColor?

    /// Whether the indicator hides itself when stopped (default true).
    open var hidesWhenStopped = true {
        didSet { if !_animating { isHidden = hidesWhenStopped } }
    }

    /// An indicator of `style`.
    public init(style: Style) {
        self.style = style
        let side: CGFloat = (style == .large || style == .whiteLarge) ? 37 : 20
        super.init(frame: CGRect(x: 0, y: 0, width: side, height: side))
        isOpaque = false
        isHidden = true
    }

    public override init(frame: CGRect) {
        super.init(frame: frame)
        isOpaque = false
        isHidden = true
    }

    public required init?(coder: NSCoder) { super.init(coder: coder) }

    /// Whether the indicator is animating.
    open var isAnimating: Bool { _animating }

    /// Starts the animation and shows the indicator.
    open func startAnimating() {
        guard !_animating else { return }
        _animating = true
        isHidden = false
        lastStep = CACurrentMediaTime()
        observer = MediaClockScheduler.shared.addFrameObserver { [weak self] now in
            guard let self else { return }
            if now - self.lastStep >= 1.0 / 12 {
                self.lastStep = now
                self.phase = (self.phase + 1) % 8
                self.setNeedsDisplay()
            }
        }
    }

    /// Stops the animation; hides the indicator when `hidesWhenStopped`.
    open func stopAnimating() {
        guard _animating else { return }
        _animating = false
        if let observer { MediaClockScheduler.shared.removeFrameObserver(observer) }
        observer = nil
        if hidesWhenStopped { isHidden = true }
    }

    private func invalidateIntrinsicSize() { setNeedsDisplay() }

    open override var intrinsicContentSize: CGSize {
        let side: CGFloat = (style == .large || style == .whiteLarge) ? 37 : 20
        return CGSize(width: side, height: side)
    }
    open override func sizeThatFits(_ size: CGSize) -> CGSize { intrinsicContentSize }

    open override func draw(_ rect: CGRect) {
        let b = bounds
        let c = CGPoint(x: b.midX, y: b.midY)
        let r = min(b.width, b.height) / 2
        let base = color ?? .systemGray
        for i in 0..<8 {
            let angle = CGFloat(i) * .pi / 4 - .pi / 2
            let age = (i - phase + 8) % 8
            base.withAlphaComponent(1 - CGFloat(age) * 0.1).setStroke()
            let path = UIBezierPath()
            path.move(to: CGPoint(x: c.x + cos(angle) * r * 0.45, y: c.y + sin(angle) * r * 0.45))
            path.addLine(to: CGPoint(x: c.x + cos(angle) * r * 0.95, y: c.y + sin(angle) * r * 0.95))
            path.lineWidth = max(1.5, r * 0.18)
            path.lineCapStyle = .round
            path.stroke()
        }
    }
}
