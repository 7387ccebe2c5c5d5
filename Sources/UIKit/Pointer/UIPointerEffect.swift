import Foundation

/// How the pointer acts on the view under it, mirroring `UIPointerEffect`. iPadOS animates the view; on
/// the Linux desktop every effect shows the hand cursor over its region (the view is not animated).
public enum UIPointerEffect: Sendable {
    /// How a hover effect tints the view.
    public enum TintMode: Int, Sendable {
        /// No tint.
        case none
        /// A tint over the view.
        case overlay
        /// A tint under the view.
        case underlay
    }
    /// The system's choice of effect for the preview.
    case automatic(UITargetedPreview)
    /// The pointer becomes a highlight behind the view.
    case highlight(UITargetedPreview)
    /// The view lifts under the pointer.
    case lift(UITargetedPreview)
    /// The view reacts to the pointer with a tint, shadow or scale.
    case hover(UITargetedPreview, preferredTintMode: TintMode = .overlay, prefersShadow: Bool = false,
               prefersScaledContent: Bool = true)

    /// The preview the effect applies to.
    public var preview: UITargetedPreview {
        switch self {
        case .automatic(let p), .highlight(let p), .lift(let p), .hover(let p, _, _, _): return p
        }
    }
}
