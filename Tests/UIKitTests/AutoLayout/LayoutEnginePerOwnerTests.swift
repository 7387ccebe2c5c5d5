import Testing
import QuartzCore
@testable import UIKit

/// Each pipeline owner has its own Auto Layout engine: a fresh owner's solver starts empty, holds only
/// what is activated under it, and views made under an earlier owner keep laying out in the engine
/// their constraints live in. Expected frames follow from the constraints (a subview pinned 10 pt inside
/// each edge of its superview is the superview's bounds inset by 10).
@MainActor @Suite(.serialized, .freshWorld) struct LayoutEnginePerOwnerTests {

    /// A 200×100 root (frame-placed) with one subview pinned 10 pt inside each edge.
    private func pinnedPair() -> (root: UIView, child: UIView, leading: NSLayoutConstraint) {
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 200, height: 100))
        let child = UIView()
        child.translatesAutoresizingMaskIntoConstraints = false
        root.addSubview(child)
        let leading = child.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 10)
        NSLayoutConstraint.activate([
            leading,
            child.trailingAnchor.constraint(equalTo: root.trailingAnchor, constant: -10),
            child.topAnchor.constraint(equalTo: root.topAnchor, constant: 10),
            child.bottomAnchor.constraint(equalTo: root.bottomAnchor, constant: -10),
        ])
        return (root, child, leading)
    }

    @Test func secondOwnerSolverHoldsNoneOfTheFirstOwnersConstraints() {
        PipelineOwner.installFresh()
        let first = pinnedPair()
        first.root.layoutIfNeeded()
        #expect(first.child.frame == CGRect(x: 10, y: 10, width: 180, height: 80))
        let firstCounts = LayoutEngineInspection.solverCounts
        #expect(firstCounts.constraints > 0)
        #expect(firstCounts.variables > 0)

        PipelineOwner.installFresh()
        #expect(LayoutEngineInspection.solverCounts.constraints == 0)
        #expect(LayoutEngineInspection.solverCounts.variables == 0)
        let second = pinnedPair()
        second.root.layoutIfNeeded()
        #expect(second.child.frame == CGRect(x: 10, y: 10, width: 180, height: 80))
        // The same structure gives the same counts: nothing of the first pair is in the second solver.
        #expect(LayoutEngineInspection.solverCounts.constraints == firstCounts.constraints)
        #expect(LayoutEngineInspection.solverCounts.variables == firstCounts.variables)
        #expect(first.child._layoutEngine !== second.child._layoutEngine)
        #expect(second.child._layoutEngine === LayoutEngine.current)
    }

    @Test func viewFromAnEarlierOwnerStillLaysOutInItsOwnEngine() {
        PipelineOwner.installFresh()
        let old = pinnedPair()
        old.root.layoutIfNeeded()
        #expect(old.child.frame == CGRect(x: 10, y: 10, width: 180, height: 80))

        PipelineOwner.installFresh()
        // A new frame for the old root and a new constant on one of its constraints, laid out afterwards.
        old.root.frame = CGRect(x: 0, y: 0, width: 300, height: 200)
        old.leading.constant = 30
        old.root.layoutIfNeeded()
        #expect(old.child.frame == CGRect(x: 30, y: 10, width: 260, height: 180))
        // None of it reached the new owner's engine.
        #expect(LayoutEngineInspection.solverCounts.constraints == 0)
        #expect(LayoutEngineInspection.solverCounts.variables == 0)

        // Deactivating the old constraint goes to the old engine too: the new engine stays empty.
        old.leading.isActive = false
        old.root.layoutIfNeeded()
        #expect(LayoutEngineInspection.solverCounts.constraints == 0)
    }

    @Test func constraintsActivatedBeforeAFreshOwnerNeverReachIt() {
        PipelineOwner.installFresh()
        let pending = pinnedPair()   // activated, never solved

        PipelineOwner.installFresh()
        let fresh = pinnedPair()
        fresh.root.layoutIfNeeded()
        let freshCounts = LayoutEngineInspection.solverCounts
        #expect(fresh.child.frame == CGRect(x: 10, y: 10, width: 180, height: 80))

        // The earlier pair lays out in its own engine, and the fresh engine's counts do not move.
        pending.root.layoutIfNeeded()
        #expect(pending.child.frame == CGRect(x: 10, y: 10, width: 180, height: 80))
        #expect(LayoutEngineInspection.solverCounts.constraints == freshCounts.constraints)
        #expect(LayoutEngineInspection.solverCounts.variables == freshCounts.variables)
    }

    @Test func appTestWindowStartsWithAnEmptyEngine() {
        PipelineOwner.installFresh()
        let leftover = pinnedPair()
        leftover.root.layoutIfNeeded()
        #expect(LayoutEngineInspection.solverCounts.constraints > 0)

        let before = LayoutEngine.current
        _ = appWindow(CGSize(width: 100, height: 100))
        #expect(LayoutEngine.current !== before)
        #expect(leftover.child._layoutEngine === before)
    }
}
