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
    @exclusivity(unchecked) static var layoutRoots: [CALayer] = []
    static var displayQueue: [CALayer] = []
    /// Whether anything rendered changed since the host last took a frame.
    @exclusivity(unchecked) package private(set) static var hasChanges = false
    /// The most layout passes one commit runs before it gives up with a warning.
    public static let maximumLayoutPasses = 100

    /// One transaction's own settings; unset ones come from the enclosing transaction, then the defaults.
    struct Settings {
        var disableActions: Bool?
        var animationDuration: CFTimeInterval?
        var timingFunction: CAMediaTimingFunction??
        var completionBlock: (@MainActor () -> Void)?
        /// Counts the animations added after the completion block was set (issue 9).
        var completionGroup: CompletionGroup?
        var values: [String: Any] = [:]
    }

    /// The innermost setting that is set, searching outwards.
    private static func lookUp<T>(_ get: (Settings) -> T?) -> T? {
        for s in settingsStack.reversed() { if let v = get(s) { return v } }
        return nil
    }
    /// The implicit transaction's settings at index 0, then one entry per open explicit transaction.
    @exclusivity(unchecked) static var settingsStack: [Settings] = [Settings()]
    private static let treeLock = NSRecursiveLock()

    /// Opens an explicit transaction, nested inside any open one.
    open class func begin() {
        depth += 1
        settingsStack.append(Settings())
    }

    /// Closes the innermost explicit transaction. Closing the outermost one commits the pending work
    /// (layout, then display); the closed transaction's completion block runs once every animation added
    /// after it was set has finished (at once when there are none). A commit with no open transaction commits the implicit one.
    open class func commit() {
        guard depth > 0 else { flush(); return }
        depth -= 1
        let s = settingsStack.popLast()
        if depth == 0 { commitPendingWork() }
        s?.completionGroup?.commit()
    }

    /// Commits the implicit transaction now, as the end of a run-loop turn does: layout pass, display pass,
    /// then the implicit transaction's completion block; its settings go back to the defaults. Explicit
    /// transactions still open are left alone (their work commits with the outermost `commit()`).
    open class func flush() {
        guard depth == 0 else { return }
        commitPendingWork()
        let implicit = settingsStack[0]
        settingsStack[0] = Settings()
        implicit.completionGroup?.commit()
    }

    static func commitPendingWork() {
        runLayoutPass()
        runDisplayPass()
    }

    /// Acquires the lock that guards layer-tree changes from other threads (recursive, as Apple's is).
    open class func lock() { treeLock.lock() }
    /// Releases the lock taken by `lock()`.
    open class func unlock() { treeLock.unlock() }

    /// Whether implicit actions are disabled in the current transaction (or, if it does not say, in the
    /// enclosing one; false by default).
    open class func disableActions() -> Bool { _actionsDisabled }
    /// `disableActions()` without the closure-based search (every layer property change asks; issue 8).
    static var _actionsDisabled: Bool {
        var i = settingsStack.count - 1
        while i >= 0 {
            if let v = settingsStack[i].disableActions { return v }
            i -= 1
        }
        return false
    }
    /// Disables implicit actions for the current transaction.
    open class func setDisableActions(_ flag: Bool) { settingsStack[settingsStack.count - 1].disableActions = flag }
    /// The default animation duration of the current transaction (or the enclosing one's; 0.25 s unless set).
    open class func animationDuration() -> CFTimeInterval { lookUp { $0.animationDuration } ?? 0.25 }
    /// Sets the default animation duration of the current transaction (NaN or negative values are ignored).
    open class func setAnimationDuration(_ d: CFTimeInterval) {
        guard d.isFinite, d >= 0 else { CALayer.warn("ignoring animation duration \(d)"); return }
        settingsStack[settingsStack.count - 1].animationDuration = d
    }
    /// The default timing function of the current transaction (nil: the animations' own default).
    open class func animationTimingFunction() -> CAMediaTimingFunction? { lookUp { $0.timingFunction } ?? nil }
    /// Sets the default timing function of the current transaction.
    open class func setAnimationTimingFunction(_ f: CAMediaTimingFunction?) {
        settingsStack[settingsStack.count - 1].timingFunction = f
    }
    /// The block run when the current transaction's animations end (at commit when there are none).
    open class func completionBlock() -> (@MainActor () -> Void)? { settingsStack[settingsStack.count - 1].completionBlock }
    /// Sets the completion block of the current transaction.
    open class func setCompletionBlock(_ block: (@MainActor () -> Void)?) {
        settingsStack[settingsStack.count - 1].completionBlock = block
        settingsStack[settingsStack.count - 1].completionGroup = block.map { CompletionGroup(block: $0) }
    }
    /// A value of the current transaction (or the enclosing one's) by key; the well-known keys read the
    /// settings above.
    open class func value(forKey key: String) -> Any? {
        switch key {
        case kCATransactionDisableActions: return disableActions()
        case kCATransactionAnimationDuration: return animationDuration()
        case kCATransactionAnimationTimingFunction: return animationTimingFunction()
        case kCATransactionCompletionBlock: return completionBlock()
        default: return lookUp { $0.values[key] }
        }
    }
    /// Sets a value of the current transaction by key; the well-known keys set the settings above.
    open class func setValue(_ value: Any?, forKey key: String) {
        switch key {
        case kCATransactionDisableActions: setDisableActions(value as? Bool ?? false)
        case kCATransactionAnimationDuration: setAnimationDuration((value as? Double) ?? 0.25)
        case kCATransactionAnimationTimingFunction: setAnimationTimingFunction(value as? CAMediaTimingFunction)
        case kCATransactionCompletionBlock: setCompletionBlock(value as? (@MainActor () -> Void))
        default: settingsStack[settingsStack.count - 1].values[key] = value
        }
    }

    // MARK: Package plumbing

    static func noteChange() { hasChanges = true }
    /// Called by the host after it has taken a frame.
    package static func clearChanges() { hasChanges = false }

    static var layoutRootIDs = Set<ObjectIdentifier>()

    static func registerLayout(_ root: CALayer) {
        if layoutRootIDs.insert(ObjectIdentifier(root)).inserted { layoutRoots.append(root) }
        hasChanges = true
    }

    static func registerDisplay(_ layer: CALayer) {
        displayQueue.append(layer)
        hasChanges = true
    }

    /// Lays out every tree with pending layout, shallowest first, repeating while layout code keeps
    /// invalidating views that have not used up their layouts of this commit (`layoutsPerCommit`). A
    /// view re-dirtied after that waits for the next commit (the next turn), as UIKit handles layout that
    /// re-dirties a view already laid out: a feedback loop between views costs a layout per turn, never a
    /// tight loop. `maximumLayoutPasses` is a last safety net.
    package static func runLayoutPass() {
        // Inside a run-loop turn every commit (the turn's own, the host's before presenting) shares the
        // turn's count; outside turns each commit counts on its own.
        if !_inRunLoopTurn { nextLayoutCommit() }
        var passes = 0
        var waiting: [CALayer] = []
        while !layoutRoots.isEmpty {
            passes += 1
            if passes > maximumLayoutPasses {
                CALayer.warn("layout did not settle after \(maximumLayoutPasses) passes; giving up for this commit")
                layoutRoots.removeAll()
                layoutRootIDs.removeAll()
                _lastLayoutRoot = nil
                break
            }
            let roots = layoutRoots.map(\.rootLayer)
            layoutRoots.removeAll()
            layoutRootIDs.removeAll()
            _lastLayoutRoot = nil
            var seen = Set<ObjectIdentifier>()
            for r in roots where seen.insert(ObjectIdentifier(r)).inserted && r.subtreeNeedsLayout {
                r.layoutSubtreeIfNeeded(inCommit: true)
                if r.subtreeNeedsLayout { waiting.append(r) }
            }
        }
        // Trees with layout left for the next commit stay registered.
        for r in waiting where r.subtreeNeedsLayout { registerLayout(r) }
    }

    /// How many times one commit's (one run-loop turn's) layout walks lay out the same layer: its first layout, and one more
    /// for what its own layout or its subviews' layout changed (constraints added by `layoutSubviews`,
    /// a subview that resized itself). Requests after that wait for the next commit.
    public static let layoutsPerCommit: UInt8 = 2
    /// The current commit's (or run-loop turn's) number, which layers compare with the one they were last
    /// laid out in.
    @exclusivity(unchecked) static var layoutCommit: UInt32 = 0
    @exclusivity(unchecked) static var _inRunLoopTurn = false
    private static func nextLayoutCommit() {
        layoutCommit &+= 1
        if layoutCommit == 0 { layoutCommit = 1 } // 0 marks layers never laid out by a commit
    }
    /// The run loop starts a turn: the commits until `endRunLoopTurn()` lay out each layer at most
    /// `layoutsPerCommit` times between them.
    package static func beginRunLoopTurn() {
        nextLayoutCommit()
        _inRunLoopTurn = true
    }
    /// The run loop's turn ended.
    package static func endRunLoopTurn() { _inRunLoopTurn = false }

    /// Displays every layer that asked for it and is part of a hosted tree (a window's). Layers outside any
    /// hosted tree are dropped from the queue but keep their request: they are queued again when their
    /// tree is attached to a hosted one (`registerPendingDisplay(inSubtreeOf:)`), as views outside a window
    /// are not drawn on iOS. The queue therefore never keeps detached layers alive.
    package static func runDisplayPass() {
        guard !displayQueue.isEmpty else { return }
        let queue = displayQueue
        displayQueue.removeAll()
        var seen = Set<ObjectIdentifier>()
        for l in queue where seen.insert(ObjectIdentifier(l)).inserted && l.needsDisplayFlag {
            if l.rootLayer.isOnScreenRoot { l.display() }
        }
    }

    /// Displays the pending layers of one subtree, hosted or not (used by `render(in:)` and renderers).
    /// A hosted tree's requests are all in the queue; a detached subtree is walked, since its requests
    /// may have been dropped from the queue.
    package static func displayPending(in root: CALayer) {
        if root.rootLayer.isOnScreenRoot {
            guard !displayQueue.isEmpty else { return }
            var mine: [CALayer] = []
            displayQueue.removeAll { l in
                guard l.isInSubtree(of: root) else { return false }
                mine.append(l)
                return true
            }
            for l in mine where l.needsDisplayFlag { l.display() }
        } else {
            displayQueue.removeAll { $0.isInSubtree(of: root) }
            displayWalk(root)
        }
    }

    private static func displayWalk(_ layer: CALayer) {
        if layer.needsDisplayFlag { layer.display() }
        let subs = layer._sublayers // a copy: display code may edit the tree
        subs._forEachUnretained { displayWalk($0) }
        if let m = layer.mask { displayWalk(m) }
    }

    /// Queues the display requests of `layer`'s subtree again, once the subtree is part of a hosted tree.
    package static func registerPendingDisplay(inSubtreeOf layer: CALayer) {
        if layer.needsDisplayFlag { displayQueue.append(layer) }
        let subs = layer._sublayers
        subs._forEachUnretained { registerPendingDisplay(inSubtreeOf: $0) }
        if let m = layer.mask { registerPendingDisplay(inSubtreeOf: m) }
    }
}

/// The transaction key of the animation duration (`CATransaction.value(forKey:)`).
public let kCATransactionAnimationDuration = "animationDuration"
/// The transaction key of the disable-actions flag.
public let kCATransactionDisableActions = "disableActions"
/// The transaction key of the timing function.
public let kCATransactionAnimationTimingFunction = "animationTimingFunction"
/// The transaction key of the completion block.
public let kCATransactionCompletionBlock = "completionBlock"

extension CALayer {
    /// Whether this layer roots a tree that is drawn: a window's (hosted) or one a `LayerTreeRenderer`
    /// renders frames of. Display requests in such trees wait in the queue; others are parked on the layer.
    package var isOnScreenRoot: Bool { _isHostedRoot || _rendererCount > 0 }

    /// Whether this layer is the root of a tree that a host puts on screen (a window's layer).
    package var isHostedRoot: Bool {
        get { _isHostedRoot }
        set {
            guard newValue != _isHostedRoot else { return }
            _isHostedRoot = newValue
            if newValue { CATransaction.registerPendingDisplay(inSubtreeOf: self) }
        }
    }
}
