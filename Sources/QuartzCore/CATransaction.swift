import Foundation
import CoreGraphics

/// Groups layer-tree changes into atomic updates, mirroring `CATransaction`.
///
/// The first change in a run-loop turn opens an implicit transaction; the run loop commits it at the end of
/// the turn (`flush()`). Committing runs, in order, the layout pass (layers that need layout, shallowest
/// first) and the display pass (layers that need display), as ARCHITECTURE.md describes.
@preconcurrency @MainActor
open class CATransaction: NSObject {
    /// Nesting depth of explicit transactions.
    static var depth = 0
    static var layoutRoots: [CALayer] = []
    /// The identities in `layoutRoots`, so registering stays O(1) when thousands of detached layers wait.
    static var layoutRootIDs = Set<ObjectIdentifier>()
    static var displayQueue: [CALayer] = []
    /// Whether anything rendered changed since the host last took a frame.
    package private(set) static var hasChanges = false
    /// The most layout passes one commit runs before it gives up with a warning.
    public static let maximumLayoutPasses = 100

    struct Settings {
        var disableActions = false
        var animationDuration: CFTimeInterval = 0.25
        var completionBlock: (@MainActor () -> Void)?
    }
    static var settingsStack: [Settings] = [Settings()]

    /// Opens an explicit transaction.
    open class func begin() {
        depth += 1
        settingsStack.append(Settings())
    }

    /// Commits the innermost explicit transaction; the outermost one commits the pending work.
    open class func commit() {
        guard depth > 0 else { flush(); return }
        depth -= 1
        let s = settingsStack.popLast()
        if depth == 0 { flush() }
        s?.completionBlock?()
    }

    /// Commits the implicit transaction now: layout pass, then display pass.
    open class func flush() {
        runLayoutPass()
        runDisplayPass()
    }

    /// Whether implicit actions are disabled in the current transaction.
    open class func disableActions() -> Bool { settingsStack.last!.disableActions }
    /// Disables implicit actions for the current transaction.
    open class func setDisableActions(_ flag: Bool) { settingsStack[settingsStack.count - 1].disableActions = flag }
    /// The default animation duration of the current transaction (0.25 s unless set).
    open class func animationDuration() -> CFTimeInterval { settingsStack.last!.animationDuration }
    /// Sets the default animation duration of the current transaction.
    open class func setAnimationDuration(_ d: CFTimeInterval) { settingsStack[settingsStack.count - 1].animationDuration = d }
    /// The block run when the current transaction's animations end (at commit when there are none).
    open class func completionBlock() -> (@MainActor () -> Void)? { settingsStack.last!.completionBlock }
    /// Sets the completion block of the current transaction.
    open class func setCompletionBlock(_ block: (@MainActor () -> Void)?) {
        settingsStack[settingsStack.count - 1].completionBlock = block
    }

    // MARK: Package plumbing

    static func noteChange() { hasChanges = true }
    /// Called by the host after it has taken a frame.
    package static func clearChanges() { hasChanges = false }

    static func registerLayout(_ root: CALayer) {
        if layoutRootIDs.insert(ObjectIdentifier(root)).inserted { layoutRoots.append(root) }
        hasChanges = true
    }

    static func registerDisplay(_ layer: CALayer) {
        displayQueue.append(layer)
        hasChanges = true
    }

    /// Lays out every tree with pending layout, shallowest first, repeating while layout code keeps
    /// invalidating, up to `maximumLayoutPasses`.
    package static func runLayoutPass() {
        var passes = 0
        while !layoutRoots.isEmpty {
            passes += 1
            if passes > maximumLayoutPasses {
                CALayer.warn("layout did not settle after \(maximumLayoutPasses) passes; giving up for this commit")
                layoutRoots.removeAll()
                layoutRootIDs.removeAll()
                break
            }
            let roots = layoutRoots.map(\.rootLayer)
            layoutRoots.removeAll()
            layoutRootIDs.removeAll()
            var seen = Set<ObjectIdentifier>()
            for r in roots where seen.insert(ObjectIdentifier(r)).inserted && r.subtreeNeedsLayout {
                r.layoutSubtreeIfNeeded()
            }
        }
    }

    /// Displays every layer that asked for it and is part of a hosted tree (a window's). Layers outside any
    /// hosted tree stay queued, as views outside a window are not drawn on iOS.
    package static func runDisplayPass() {
        guard !displayQueue.isEmpty else { return }
        let queue = displayQueue
        displayQueue.removeAll()
        var seen = Set<ObjectIdentifier>()
        for l in queue where seen.insert(ObjectIdentifier(l)).inserted && l.needsDisplayFlag {
            if l.rootLayer.isHostedRoot { l.display() } else { displayQueue.append(l) }
        }
    }

    /// Displays the pending layers of one subtree, hosted or not (used by `render(in:)`).
    package static func displayPending(in root: CALayer) {
        let mine = displayQueue.filter { $0.isInSubtree(of: root) }
        guard !mine.isEmpty else { return }
        displayQueue.removeAll { $0.isInSubtree(of: root) }
        for l in mine where l.needsDisplayFlag { l.display() }
    }
}

extension CALayer {
    private static var hostedRoots = Set<ObjectIdentifier>()
    /// Whether this layer is the root of a tree that a host puts on screen (a window's layer).
    package var isHostedRoot: Bool {
        get { CALayer.hostedRoots.contains(ObjectIdentifier(self)) }
        set {
            if newValue { CALayer.hostedRoots.insert(ObjectIdentifier(self)) }
            else { CALayer.hostedRoots.remove(ObjectIdentifier(self)) }
        }
    }
}
