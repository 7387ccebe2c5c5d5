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
    /// Whether anything rendered changed since the hosts last took a frame (the current pipeline owner's).
    package static var hasChanges: Bool { PipelineOwner.current.hasChanges }
    /// The most layout passes one commit runs before it gives up with a warning.
    public static let maximumLayoutPasses = 100

    /// One transaction's own settings; unset ones come from the enclosing transaction, then the defaults.
    struct Settings {
        var disableActions: Bool?
        var animationDuration: CFTimeInterval?
        var timingFunction: CAMediaTimingFunction??
        var completionBlock: (@MainActor () -> Void)?
        /// Counts the animations added after the completion block was set.
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

    static func commitPendingWork() { PipelineOwner.current.commit() }

    /// Acquires the lock that guards layer-tree changes from other threads (recursive, as Apple's is).
    open class func lock() { treeLock.lock() }
    /// Releases the lock taken by `lock()`.
    open class func unlock() { treeLock.unlock() }

    /// Whether implicit actions are disabled in the current transaction (or, if it does not say, in the
    /// enclosing one; false by default).
    open class func disableActions() -> Bool { _actionsDisabled }
    /// `disableActions()` without the closure-based search (every layer property change asks).
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

    // MARK: Package plumbing (the work itself is the current pipeline owner's)

    static func noteChange() { PipelineOwner.current.hasChanges = true }
    /// Called by the host after it has taken a frame.
    package static func clearChanges() { PipelineOwner.current.hasChanges = false }

    static func registerLayout(_ root: CALayer) { PipelineOwner.current.registerLayout(root) }

    static func registerDisplay(_ layer: CALayer) { PipelineOwner.current.registerDisplay(layer) }

    /// The layout pass of the current owner (`PipelineOwner.runLayoutPass()`).
    package static func runLayoutPass() { PipelineOwner.current.runLayoutPass() }

    /// The display pass of the current owner (`PipelineOwner.runDisplayPass()`).
    package static func runDisplayPass() { PipelineOwner.current.runDisplayPass() }

    /// Displays the pending layers of one subtree (`PipelineOwner.display(in:)`).
    package static func displayPending(in root: CALayer) { PipelineOwner.current.display(in: root) }

    /// Queues the display requests of `layer`'s subtree again, once the subtree is part of a hosted tree.
    package static func registerPendingDisplay(inSubtreeOf layer: CALayer) {
        PipelineOwner.current.registerPendingDisplay(inSubtreeOf: layer)
    }

    /// How many times the layout walks of one commit (inside a run-loop turn, of the whole turn) lay out
    /// the same layer: its first layout, and one more for what its own layout or its subviews' layout
    /// changed (constraints added by `layoutSubviews`, a subview that resized itself). Requests after
    /// that wait for the next commit, as UIKit handles layout that re-dirties a view already laid out.
    package static let layoutsPerCommit: UInt8 = 2
    /// The current commit's (or run-loop turn's) number, which layers compare with the one they were
    /// last laid out in. Numbers are unique across pipeline owners; 0 marks a layer never laid out.
    @exclusivity(unchecked) static var layoutCommit: UInt32 = 0
    /// The last layout-root registration round handed out (`PipelineOwner.layoutEpoch`); never 0, which
    /// marks a layer registered in no round.
    @exclusivity(unchecked) nonisolated(unsafe) static var layoutEpochs: UInt32 = 0
    /// Main actor only (nonisolated so that an owner's stored default can call it).
    nonisolated static func nextLayoutEpoch() -> UInt32 {
        layoutEpochs &+= 1
        if layoutEpochs == 0 { layoutEpochs = 1 }
        return layoutEpochs
    }
    static func nextLayoutCommit() {
        layoutCommit &+= 1
        if layoutCommit == 0 { layoutCommit = 1 }
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
    package var isOnScreenRoot: Bool { _isHostedRoot || isRenderedRoot }

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
