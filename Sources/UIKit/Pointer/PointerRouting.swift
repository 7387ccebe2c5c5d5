import Foundation

/// Chooses the pointer's region, style and cursor where the pointer hovers: from the hit-tested view up
/// through its superviews, the first enabled `UIPointerInteraction` whose delegate gives a region, or a
/// text field or text view (UIKit gives text the I-beam without an interaction); the arrow when neither is
/// found. A region that changes (by identity, `UIPointerRegion.isSameRegion`) is left (`willExit`) before
/// the new one is entered (`willEnter`).
@MainActor enum PointerRouting {
    private final class Active {
        weak var interaction: UIPointerInteraction?
        let region: UIPointerRegion
        init(interaction: UIPointerInteraction, region: UIPointerRegion) { self.interaction = interaction; self.region = region }
    }
    private static var active: Active?
    /// Where the pointer last hovered, for `invalidate()`.
    private static weak var lastWindow: UIWindow?
    private static var lastLocation: CGPoint?

    /// Forgets where the pointer was and the region it was in (test support).
    static func _resetForTesting() {
        active = nil
        lastWindow = nil
        lastLocation = nil
    }

    /// The pointer moved to `location` in `window` (nil: it left the window). Leaving a window the
    /// pointer has already moved on from changes nothing (with several windows, the next window's motion
    /// may come before the last one's leave).
    static func pointerMoved(to location: CGPoint?, in window: UIWindow) {
        if location == nil, let last = lastWindow, last !== window { return }
        lastWindow = window
        lastLocation = location
        update()
    }

    /// Recomputes the region and cursor at the pointer's last location when `interaction` may be involved.
    static func refresh(invalidating interaction: UIPointerInteraction) {
        guard lastWindow != nil, lastLocation != nil else { return }
        if active?.interaction === interaction || interaction.view?.window === lastWindow { update() }
    }

    private static func update() {
        var found: (interaction: UIPointerInteraction, region: UIPointerRegion, style: UIPointerStyle)?
        var cursor = PointerCursor.arrow
        if let window = lastWindow, let location = lastLocation, let hit = window.hitTest(location, with: nil) {
            let modifiers = UIWindow.downPresses.values.reduce(into: UIKeyModifierFlags()) { $0.formUnion($1.key?.modifierFlags ?? []) }
            var v: UIView? = hit
            search: while let view = v {
                for case let interaction as UIPointerInteraction in view.interactions.reversed() where interaction.isEnabled {
                    let request = UIPointerRegionRequest(location: view.convert(location, from: window), modifiers: modifiers)
                    let defaultRegion = UIPointerRegion(rect: view.bounds)
                    let region = interaction.delegate.map {
                        $0.pointerInteraction(interaction, regionFor: request, defaultRegion: defaultRegion)
                    } ?? defaultRegion
                    guard let region else { continue }
                    let style = interaction.delegate?.pointerInteraction(interaction, styleFor: region)
                        ?? UIPointerStyle(effect: .automatic(UITargetedPreview(view: view)))
                    found = (interaction, region, style)
                    cursor = style.cursor
                    break search
                }
                if let field = view as? UITextField, field.isEnabled { cursor = .iBeam; break }
                if let text = view as? UITextView, text.isEditable || text.isSelectable { cursor = .iBeam; break }
                v = view.superview
            }
        }
        let old = active
        let changed = old?.interaction !== found?.interaction
            || (old.map { o in found.map { !o.region.isSameRegion(as: $0.region) } ?? true } ?? (found != nil))
        if changed {
            active = found.map { Active(interaction: $0.interaction, region: $0.region) }
            if let old, let interaction = old.interaction {
                let animator = PointerRegionAnimator()
                interaction.delegate?.pointerInteraction(interaction, willExit: old.region, animator: animator)
                animator.run()
            }
            if let found {
                let animator = PointerRegionAnimator()
                found.interaction.delegate?.pointerInteraction(found.interaction, willEnter: found.region, animator: animator)
                animator.run()
            }
        }
        PointerCursor.current = cursor
    }
}
