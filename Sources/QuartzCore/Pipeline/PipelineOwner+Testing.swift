import Foundation

/// The world a test starts from, as far as QuartzCore keeps one: package API for the test targets' scope
/// trait (`.freshWorld`), which calls it before and after every test so that nothing one test leaves behind
/// reaches the next.
extension PipelineOwner {
    /// The media time a test's manual clock starts at. Not 0: code that treats "no time yet" as 0 (a tap
    /// that never happened, a timer never fired) must not meet it at the first frame.
    package static let testClockStart: CFTimeInterval = 100

    /// Puts QuartzCore back in the state a test expects at its start: no open explicit transactions and
    /// the implicit transaction's settings at their defaults, a fresh pipeline owner (no layout roots,
    /// display requests, damage, animated layers, timers or client parts), and a manual media clock at
    /// `testClockStart`.
    package static func _resetWorldForTesting() {
        CATransaction._resetForTesting()
        installFresh()
        CAMediaClock.useManualClock(startingAt: testClockStart)
    }

    /// Whether QuartzCore is in the state `_resetWorldForTesting()` leaves, apart from the clock's time:
    /// the checks of the test-order tests. Returns what differs, empty when nothing does.
    package static func _worldDifferencesForTesting() -> [String] {
        var found: [String] = []
        let o = current
        if CATransaction.depth != 0 { found.append("an explicit transaction is open") }
        if CATransaction.settingsStack.count != 1 { found.append("transaction settings are stacked") }
        if !o.layoutRoots.isEmpty { found.append("layout roots are registered") }
        if !o.displayQueue.isEmpty { found.append("display requests are queued") }
        if !o.dirtyLayers.isEmpty { found.append("damage is recorded") }
        if !o.animatedLayers.isEmpty || !o.lingeringLayers.isEmpty { found.append("layers are animating") }
        if o.scheduler.nextDueTime != nil || o.scheduler.hasFrameObservers { found.append("timers or frame observers are scheduled") }
        if CAMediaClock.manualTime == nil { found.append("the media clock follows the system clock") }
        if o.phase != .idle { found.append("a phase is running") }
        return found
    }
}

extension PipelineOwner {
    /// Where the storage of the owner's per-frame lists lives (the running animated layers, their spare, the
    /// damage list and its spare, the spare of a frame's presented layers): package API for the tests that
    /// check a steady frame reuses these buffers instead of making arrays.
    package var _frameListStorageForTesting: [UnsafeRawPointer?] {
        [animatedLayers, spareAnimatedLayers, dirtyLayers, spareDirtyLayers, spareFrameLayers].map { list in
            list.withUnsafeBufferPointer { $0.baseAddress.map { UnsafeRawPointer($0) } }
        }
    }
}

extension PipelineOwner {
    /// Whether this build checks the frame's discipline and the trees' invariants (`UIKIT_INTERNAL_CHECKS`,
    /// debug builds): tests that observe a check's precondition failure run only then.
    #if UIKIT_INTERNAL_CHECKS
    package nonisolated static let checksDiscipline = true
    #else
    package nonisolated static let checksDiscipline = false
    #endif
}

extension CATransaction {
    /// Closes every explicit transaction without committing it and drops the implicit transaction's
    /// settings (a test that ended inside `begin()` … `commit()` leaves them open).
    static func _resetForTesting() {
        depth = 0
        settingsStack = [Settings()]
    }
}
