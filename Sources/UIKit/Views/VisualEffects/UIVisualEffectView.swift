import Foundation

/// A view that applies a visual effect to what lies behind it, mirroring `UIVisualEffectView`.
///
/// Add subviews to `contentView`, not to the effect view itself, as Apple documents. A blur is approximated
/// by a translucent layer of the style's tone beneath `contentView` (a true blur of the layers behind needs
/// compositor support; see Docs/Deviations.md). Setting `effect` inside an animation block animates the tone.
@preconcurrency @MainActor
open class UIVisualEffectView: UIView {
    /// The view that holds the effect view's content (`contentView`); it fills the effect view.
    public let contentView: UIView
    /// The translucent tone standing in for the blur.
    let effectBackgroundView: UIView

    /// The effect (`effect`); nil shows no effect. Setting a new effect updates the tone.
    open var effect: UIVisualEffect? { didSet { applyEffect() } }

    /// An effect view showing `effect` (`init(effect:)`).
    public init(effect: UIVisualEffect?) {
        self.effect = effect
        contentView = UIView(frame: .zero)
        effectBackgroundView = UIView(frame: .zero)
        super.init(frame: .zero)
        setUpSubviews()
    }

    public convenience override init(frame: CGRect) {
        self.init(effect: nil)
        self.frame = frame
    }

    public required init?(coder: NSCoder) {
        contentView = UIView(frame: .zero)
        effectBackgroundView = UIView(frame: .zero)
        super.init(coder: coder)
        setUpSubviews()
    }

    private func setUpSubviews() {
        for v in [effectBackgroundView, contentView] {
            v.frame = bounds
            v.autoresizingMask = [.flexibleWidth, .flexibleHeight]
            addSubview(v)
        }
        effectBackgroundView.isUserInteractionEnabled = false
        applyEffect()
    }

    private func applyEffect() {
        let blur = (effect as? UIBlurEffect) ?? nil
        effectBackgroundView.backgroundColor = blur?.approximationColor ?? .clear
    }

    open override func layoutSubviews() {
        super.layoutSubviews()
        effectBackgroundView.frame = bounds
        contentView.frame = bounds
    }
}
