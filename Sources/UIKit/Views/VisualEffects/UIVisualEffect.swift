import Foundation

/// An effect a `UIVisualEffectView` applies, mirroring `UIVisualEffect`: the base of `UIBlurEffect` and
/// `UIVibrancyEffect`. A plain `UIVisualEffect()` has no effect.
open class UIVisualEffect: NSObject, @unchecked Sendable {
    public override init() { super.init() }

    /// The translucent colour laid over the content behind the effect view (nil: nothing).
    var approximationColor: UIColor? { nil }
}
