import Foundation

/// The desktop cursor UIKit asks the host to show, chosen from the pointer interaction, text view or text
/// field under the pointer (`UIPointerStyle.cursor`). Host-neutral: the SDL host maps it to a system
/// cursor; tests read `PointerCursor.current`.
package enum PointerCursor: Sendable, Equatable {
    /// The arrow: no interaction under the pointer, or `UIPointerStyle.system()`.
    case arrow
    /// The I-beam: over text fields and text views, and for beam-shaped styles.
    case iBeam
    /// The hand: a region whose style has an effect or a path or rounded-rectangle shape.
    case hand
    /// No cursor: `UIPointerStyle.hidden()`.
    case hidden

    /// The cursor last chosen (the arrow until the pointer hovers something).
    @MainActor package static var current: PointerCursor = .arrow {
        didSet {
            guard current != oldValue else { return }
            (UIApplication.shared.host as? any PointerCursorHost)?.showCursor(current)
        }
    }
}

/// A host that shows the desktop's cursor (the SDL host; the headless host has none).
@MainActor protocol PointerCursorHost: AnyObject {
    func showCursor(_ cursor: PointerCursor)
}
