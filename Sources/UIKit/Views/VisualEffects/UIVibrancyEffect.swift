import Foundation

/// The vibrancy styles, mirroring `UIVibrancyEffectStyle` (Apple's raw values).
public enum UIVibrancyEffectStyle: Int, Sendable {
    case label = 0, secondaryLabel, tertiaryLabel, quaternaryLabel, fill, secondaryFill, tertiaryFill, separator
}

/// A vibrancy effect for content over a blur, mirroring `UIVibrancyEffect`. Content in the effect view's
/// `contentView` is drawn as it is (no colour is pulled through from behind; see Docs/Deviations.md).
open class UIVibrancyEffect: UIVisualEffect, @unchecked Sendable {
    /// The blur effect this vibrancy goes with.
    public let blurEffect: UIBlurEffect
    /// The vibrancy style (`.label` for `init(blurEffect:)`).
    public let style: UIVibrancyEffectStyle

    /// A vibrancy effect for content over `blurEffect` (`init(blurEffect:)`).
    public convenience init(blurEffect: UIBlurEffect) { self.init(blurEffect: blurEffect, style: .label) }

    /// A vibrancy effect of `style` for content over `blurEffect` (`init(blurEffect:style:)`).
    public init(blurEffect: UIBlurEffect, style: UIVibrancyEffectStyle) {
        self.blurEffect = blurEffect
        self.style = style
        super.init()
    }

    open override func isEqual(_ object: Any?) -> Bool {
        guard let o = object as? UIVibrancyEffect else { return false }
        return o.style == style && o.blurEffect == blurEffect
    }
    open override var hash: Int { style.rawValue &* 31 &+ blurEffect.hash }
}
