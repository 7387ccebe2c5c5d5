import Foundation

/// `CATransaction.setCompletionBlock(_:)` as Core Animation documents it: the block runs once every
/// animation added to the transaction group after the block was set has finished or been removed — at
/// commit when there are none.
extension CATransaction {
    /// The animations one completion block waits for.
    @MainActor final class CompletionGroup {
        let block: @MainActor () -> Void
        var pending = 0
        var committed = false
        var ran = false
        init(block: @escaping @MainActor () -> Void) { self.block = block }

        /// The transaction committed: run now if nothing is pending.
        func commit() {
            committed = true
            runIfDone()
        }
        /// One animation ended.
        func finishOne() {
            pending -= 1
            runIfDone()
        }
        private func runIfDone() {
            guard committed, pending <= 0, !ran else { return }
            ran = true
            block()
        }
    }

    /// Makes every open transaction's completion block wait for `anim`.
    static func registerForCompletion(_ anim: CAAnimation) {
        for s in settingsStack {
            guard let g = s.completionGroup, !g.committed else { continue }
            g.pending += 1
            anim.completionGroups.append(g)
        }
    }
}
