import Foundation

/// The engine behind touch delivery, one per pipeline owner (`UIKitPipelineParts` holds it), like UIKit's
/// gesture environment. Its concerns live in one file each:
/// - `TouchTable`: the touches that are down and the touches event (the bookkeeping);
/// - `GestureArena+TouchRouting.swift`: binds began touches to the hit-test view and its recognizers, and
///   delivers each phase to the recognizers, then to the view (cancelled or held back as they decide);
/// - `GestureArena+StateMachine.swift`: the recognizers' state machine (failure requirements,
///   simultaneous recognition, prevention, resets);
/// - `GestureArena+PointerEvents.swift`: scroll and hover events;
/// - `PressRouter`: presses and key commands.
///
/// Delivery order for each touch phase, as in UIKit: first every recognizer the touch was given at
/// `.began` (those on the hit view and its ancestors, innermost first), then the hit view, unless a
/// recognizer cancelled the touch in the view (`cancelsTouchesInView`) or holds the phase back
/// (`delaysTouchesBegan`, `delaysTouchesEnded`).
@MainActor
final class GestureArena {
    /// The current pipeline owner's arena.
    static var shared: GestureArena { PipelineOwner.current.uikit.arena }

    /// The touches that are down and the reused touches event.
    let touches = TouchTable()
    /// Presses and key commands.
    let presses = PressRouter()
    /// Touches that ended while the view's delivery was still held back.
    var heldTouches: [UITouch] = []
    /// Recognizers that received input since their last reset.
    var inPlay: [UIGestureRecognizer] = []
    var pendingResets: [UIGestureRecognizer] = []
    /// How deep the current dispatch is nested (a recognizer's action may inject input or change state).
    var depth = 0
    /// The one-touch set handed to every callback of the current dispatch (made once per event).
    var currentSet: Set<UITouch> = []
    /// Hover recognizers under the pointer, and the pan recognizer following the current scroll.
    var hovering: [UIGestureRecognizer] = []
    weak var scrollTarget: UIGestureRecognizer?

    static func convert(_ p: CGPoint, from window: UIWindow?, to view: UIView?) -> CGPoint {
        guard let view, let window, view !== window else { return p }
        if view.window === window { return view.convert(p, from: window) }
        if let other = view.window { return view.convert(other.convert(p, from: window), from: other) }
        return p
    }

    /// Runs one dispatch; the outermost one ends with `endOfDispatch`.
    func withDispatch(_ body: () -> Void) {
        depth += 1
        body()
        depth -= 1
        if depth == 0 { endOfDispatch() }
    }

    func endOfDispatch() {
        depth += 1
        // A recognizer still possible with no touches left and nothing to wait for has failed.
        for r in inPlay where r._state == .possible && r._pending == nil && r._trackedTouches.isEmpty
            && !r._waitsAfterTouchesEnd && r._usesTouches {
            fail(r)
        }
        releaseHolds()
        depth -= 1
        if !heldTouches.isEmpty { heldTouches.removeAll { $0._heldPhases.isEmpty } }
        currentSet = []
    }

    /// Returns to `.possible` the recognizers that reached a final state in an earlier event or turn and
    /// whose touches have all lifted (a recognizer that failed while its finger stays down keeps `.failed`
    /// until the finger lifts). The run loop calls this at the start of each turn, and each input event
    /// calls it first: on iOS every event arrives in a turn of its own, after the previous turn's resets.
    func resetFinishedRecognizers() {
        guard depth == 0, !pendingResets.isEmpty else { return }
        depth += 1
        var waiting: [UIGestureRecognizer] = []
        while !pendingResets.isEmpty {
            let r = pendingResets.removeFirst()
            if r._finishedTouches.contains(where: { $0._isActive }) { waiting.append(r); continue }
            r._finishedTouches.removeAll()
            if r._state != .possible || r._inPlay { reset(r) }
        }
        pendingResets = waiting
        depth -= 1
    }


    /// Whether any touch is down or any recognizer is mid-gesture (for tests of bad input).
    var isIdle: Bool { touches.active.isEmpty && inPlay.isEmpty && heldTouches.isEmpty }
}
