import Foundation

/// The owner of everything one frame is made from, and of the order in which a frame is made.
///
/// What the render server and the main run loop share on iOS lives here instead of in statics: the layout
/// roots and the display queue of the implicit transaction, the layers whose rendered regions changed
/// (damage), the layers with attached animations, the timers on the media clock, and the client's parts
/// (UIKit's gesture arena and Auto Layout engine). One owner is current at a time; the app's is made on first use, and a test can
/// install a fresh one (`installFresh()`) so that nothing another test left behind reaches it.
///
/// Phases run in one fixed order, each from one method, and `UIApplication.runOneTurn()` is the only
/// caller that runs all of them:
///
/// 1. `fireTimers(now:)`: timers due on the media clock, then frame observers (animation ticks, display
///    links, deceleration).
/// 2. `commit()`: *layout* (constraints are updated and solved as each root lays out, shallowest first),
///    then *display* (layers that asked for it draw into their backing stores), then the changed model
///    values are copied into the render nodes (`commitRenderValues()`).
/// 3. `render(_:)`: the hosts composite the changed trees and present them.
///
/// Every other entry point that needs a frame's work (`layoutIfNeeded()`, `renderedImage`,
/// `render(in:)`, the hosts, the run-loop driver) calls `commit()` or `display(in:)` here. `phase` says
/// which phase is running; debug builds check that the commit does not start inside rendering and that
/// no model value changes while a frame is composited.
@MainActor
package final class PipelineOwner {
    /// The phases of a frame, in the order a run-loop turn runs them.
    package enum Phase: Int, Sendable {
        case idle, timers, layout, display, render
    }

    /// The owner frames are made by now.
    /// `nonisolated(unsafe)`, like the layout-root state below, only for a view's `deinit` on the main
    /// thread (`releaseLayoutRegistration(of:)`): the main-actor check of `MainActor.assumeIsolated` cost
    /// more than a thousand instructions per freed view. Written only on the main actor.
    @exclusivity(unchecked) nonisolated(unsafe) package private(set) static var current = PipelineOwner.first()

    /// The first owner, made where `current` is first read: on the main actor (the run loop, a view, a
    /// layer), since the only reader off it checks for the main thread first.
    nonisolated private static func first() -> PipelineOwner { MainActor.assumeIsolated { PipelineOwner() } }

    /// Makes a new, empty owner current and returns it: no layout roots, display requests, damage,
    /// animated layers, timers or gesture state carry over. Objects made under the old owner keep their
    /// own state; their timers and frame observers do not fire any more.
    @discardableResult
    package static func installFresh() -> PipelineOwner {
        let owner = PipelineOwner()
        let old = current
        old.scheduler.removeAll()
        // Values changed under the old owner are copied now: the new owner's list starts empty. The damage
        // that commit records goes with the rest of the old owner's.
        old.commitRenderValues()
        // Damage recorded under the old owner is dropped, so those layers record again under the new one
        // (renderers draw their first frame under a new owner whole).
        for l in old.dirtyLayers { l.clearDamage() }
        old.dirtyLayers.removeAll()
        current = owner
        return owner
    }

    /// The phase running now.
    @exclusivity(unchecked) package internal(set) var phase = Phase.idle

    // MARK: Commit state (the implicit transaction's layout and display requests)

    /// Trees with pending layout, in registration order; a root is in it at most once, since it is
    /// listed only while its stamp (`CALayer._layoutRootEpoch`) is not `layoutEpoch`.
    @exclusivity(unchecked) nonisolated(unsafe) var layoutRoots: [CALayer] = []
    /// This owner's current registration round: a layer stamped with it is in `layoutRoots`. Every owner
    /// and every cleared list takes a new number (`CATransaction.nextLayoutEpoch()`), so stamps left on
    /// layers by an old round or another owner never match.
    @exclusivity(unchecked) nonisolated(unsafe) var layoutEpoch = CATransaction.nextLayoutEpoch()
    /// The root registered last while it is registered (`layoutRoots` holds it, so the address cannot be
    /// reused); nil when the registrations are cleared.
    @exclusivity(unchecked) nonisolated(unsafe) var lastLayoutRoot: UnsafeMutableRawPointer?
    /// The thread the main actor last registered a root on (`releaseLayoutRegistration(of:)`).
    @exclusivity(unchecked) nonisolated(unsafe) var layoutRootsThread: pthread_t?
    /// Layers that asked for display, in request order (duplicates are skipped when drained).
    @exclusivity(unchecked) var displayQueue: [CALayer] = []
    /// Whether a run-loop turn is running (`beginTurn()` … `endTurn()`): its commits share one layout count.
    var inRunLoopTurn = false
    /// Whether anything rendered changed since the hosts last took a frame.
    @exclusivity(unchecked) package internal(set) var hasChanges = false

    // MARK: Render state

    /// Layers of rendered trees whose surface regions changed since their renderer's last frame.
    @exclusivity(unchecked) var dirtyLayers: [CALayer] = []
    /// Layers with a render node whose model changed since the last commit (`RenderNode.needsCommit`):
    /// the commit copies their values into their nodes (`commitRenderValues()`).
    @exclusivity(unchecked) var changedLayers: [CALayer] = []
    /// The layers that left a superlayer in the render tree since the last commit, whose subtrees' nodes
    /// go at that commit (`CALayer.dropRenderNodes(leaving:)`). Strong, and it keeps them no longer than the
    /// superlayer's committed list already does (until the commit): a weak reference gave each removed
    /// leaf a side table, and with it slow reference counting for the rest of its life.
    var leftRenderTree: [CALayer] = []

    // MARK: Animation state

    /// Layers with running animations (kept alive until their animations end, so the animations finish
    /// and call back as documented even if nothing else holds the layer).
    @exclusivity(unchecked) var animatedLayers: [CALayer] = []
    var animatedLayerIDs = Set<ObjectIdentifier>()
    /// The frame observer that ticks the animations while any run.
    var animationToken: MediaClockScheduler.Token?
    /// Layers whose animations ended but stay attached (`isRemovedOnCompletion == false`), still drawn.
    var lingeringLayers: [CALayer] = []
    /// Whether the lists are grouped by root: set for the whole of `render(_:)`.
    var groupsForRender = false
    /// Within a render phase: the animated layers by their tree's root (`PipelineOwner+Render.swift`).
    var animatedByRoot: [ObjectIdentifier: [CALayer]]?
    /// Within a render phase: the damaged layers no renderer has taken yet, by their tree's root.
    var dirtyByRoot: [ObjectIdentifier: [CALayer]] = [:]

    /// Emptied lists kept with their capacity so that a steady frame allocates no array: the spare for the
    /// animated layers a tick keeps, the one a frame's presented layers go into, and the one the next
    /// damage is recorded into while a renderer works through the last (each handed out and given back,
    /// `PipelineOwner+Render.swift`; an empty array when handed out and not yet back).
    @exclusivity(unchecked) var spareAnimatedLayers: [CALayer] = []
    @exclusivity(unchecked) var spareFrameLayers: [CALayer] = []
    @exclusivity(unchecked) var spareDirtyLayers: [CALayer] = []

    // MARK: Timers

    /// The timers and frame observers due on the media clock.
    package let scheduler = MediaClockScheduler()

    // MARK: The client's parts

    /// State a higher layer keeps per owner (UIKit's gesture arena and Auto Layout engine), made on first use.
    package var clientParts: AnyObject?
    /// Whether the client has an animation block open (UIKit's `UIView.animate` and its relatives). While
    /// none is, a view-backed layer whose view answers every action look-up with no action
    /// (`CALayer._ownerActionIsDefault`) skips the look-up.
    @exclusivity(unchecked) package var animationBlocksOpen = false
    /// The property change whose action is being looked up and run (`CALayer.runAction`), if any.
    @exclusivity(unchecked) package internal(set) var pendingChange: LayerPropertyChange?

    package init() {}

    // MARK: Phases

    /// Fires the timers due at `now`, then the frame observers (phase 1).
    package func fireTimers(now: CFTimeInterval) {
        let outer = enter(.timers)
        defer { phase = outer }
        scheduler.fire(now: now)
    }

    /// Commits the implicit transaction's pending work (phase 2): the layout pass, then the display pass.
    /// Explicit transactions still open are left alone, as `CATransaction.flush()` documents.
    package func commit() {
        #if UIKIT_INTERNAL_CHECKS
        precondition(phase != .render, "commit inside rendering")
        #endif
        runLayoutPass()
        runDisplayPass()
        commitRenderValues()
    }

    /// Runs `body`, the hosts compositing and presenting changed trees (phase 3), and clears the change
    /// flag: the frame took every change.
    package func render(_ body: () -> Void) {
        let outer = enter(.render)
        groupForRender()
        body()
        endRenderGrouping()
        phase = outer
        hasChanges = false
    }

    /// Marks `phase` as running and returns the phase it interrupts.
    func enter(_ next: Phase) -> Phase {
        let outer = phase
        phase = next
        return outer
    }

    /// Runs `body` as the compositing step of a frame: debug builds refuse model changes inside it.
    package func compositing<R>(_ body: () -> R) -> R {
        let outer = enter(.render)
        defer { phase = outer }
        return body()
    }
}
