import Foundation

/// Buttons' own pointer effects, mirroring `UIButton.isPointerInteractionEnabled` and
/// `pointerStyleProvider`: an enabled button carries a pointer interaction whose style is the provider's
/// answer, or the system's automatic effect (the hand on the Linux desktop). Off by default, as for
/// buttons outside bars on iPadOS.
extension UIButton {
    /// The signature of `pointerStyleProvider`: the button, the system's proposed effect and shape; nil
    /// gives the proposed effect.
    public typealias PointerStyleProvider = (UIButton, UIPointerEffect, UIPointerShape) -> UIPointerStyle?

    /// The interactions' delegate: one for every button, reading each button's provider.
    @MainActor private final class PointerDelegate: UIPointerInteractionDelegate {
        static let shared = PointerDelegate()
        func pointerInteraction(_ interaction: UIPointerInteraction, styleFor region: UIPointerRegion) -> UIPointerStyle? {
            guard let button = interaction.view as? UIButton else { return nil }
            let effect = UIPointerEffect.automatic(UITargetedPreview(view: button))
            let shape = UIPointerShape.roundedRect(button.bounds)
            return button.pointerStyleProvider?(button, effect, shape) ?? UIPointerStyle(effect: effect)
        }
    }

    /// The provider's association key: an address nothing else uses.
    private static let providerKey = UnsafeRawPointer(UnsafeMutableRawPointer.allocate(byteCount: 1, alignment: 1))

    private var buttonPointerInteraction: UIPointerInteraction? {
        interactions.lazy.compactMap { $0 as? UIPointerInteraction }.first { $0.delegate === PointerDelegate.shared }
    }

    /// Whether the button changes the pointer when it hovers the button.
    public var isPointerInteractionEnabled: Bool {
        get { buttonPointerInteraction != nil }
        set {
            if newValue, buttonPointerInteraction == nil {
                addInteraction(UIPointerInteraction(delegate: PointerDelegate.shared))
            } else if !newValue, let interaction = buttonPointerInteraction {
                removeInteraction(interaction)
            }
        }
    }

    /// Chooses the pointer's style over the button (when `isPointerInteractionEnabled`).
    public var pointerStyleProvider: PointerStyleProvider? {
        get { objc_getAssociatedObject(self, UIButton.providerKey) as? PointerStyleProvider }
        set {
            objc_setAssociatedObject(self, UIButton.providerKey, newValue, .OBJC_ASSOCIATION_COPY_NONATOMIC)
            buttonPointerInteraction?.invalidate()
        }
    }
}
