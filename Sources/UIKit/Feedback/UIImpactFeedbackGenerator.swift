import Foundation

/// A generator of impact feedback, mirroring `UIImpactFeedbackGenerator` (style `.medium` by default).
/// No haptics on Linux: the calls are accepted (see `UIFeedbackGenerator`).
@preconcurrency @MainActor
open class UIImpactFeedbackGenerator: UIFeedbackGenerator {
    /// The mass of the colliding objects, mirroring `UIImpactFeedbackGenerator.FeedbackStyle`.
    public enum FeedbackStyle: Int, Sendable {
        case light = 0, medium, heavy, soft, rigid
    }

    /// The style given at creation.
    public let style: FeedbackStyle

    /// A medium impact generator.
    public override init() {
        style = .medium
        super.init()
    }

    /// An impact generator of `style` (`init(style:)`).
    public init(style: FeedbackStyle) {
        self.style = style
        super.init()
    }

    /// An impact generator of `style` associated with `view` (`init(style:view:)`).
    public init(style: FeedbackStyle, view: UIView) {
        self.style = style
        super.init(view: view)
    }

    /// Signals an impact (`impactOccurred()`), at full intensity.
    open func impactOccurred() { impactOccurred(intensity: 1) }

    /// Signals an impact of `intensity`, clamped to 0...1 (`impactOccurred(intensity:)`).
    open func impactOccurred(intensity: CGFloat) {
        let i = intensity.isNaN ? 0 : min(max(intensity, 0), 1)
        record("impact(\(style), \(i))")
    }

    /// Signals an impact at `location` in the associated view (`impactOccurred(at:)`).
    open func impactOccurred(at location: CGPoint) { impactOccurred(intensity: 1) }

    /// Signals an impact of `intensity` at `location` (`impactOccurred(intensity:at:)`).
    open func impactOccurred(intensity: CGFloat, at location: CGPoint) { impactOccurred(intensity: intensity) }
}
