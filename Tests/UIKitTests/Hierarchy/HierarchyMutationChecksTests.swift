import Foundation
import Testing
@testable import UIKit

/// Debug builds check the view tree at the end of every hierarchy edit, not only where a test asks: a
/// view whose layer no longer names it as delegate is caught by the insertion that follows.
@MainActor @Suite(.serialized, .freshWorld) struct HierarchyMutationChecksTests {
    @Test("Adding a view whose layer has lost its view as delegate is a precondition failure at the end of addSubview (debug builds)",
          .enabled(if: PipelineOwner.checksDiscipline))
    func brokenLinkIsCaughtByTheNextInsertion() async {
        await #expect(processExitsWith: .failure) {
            await MainActor.run {
                let parent = UIView(), child = UIView()
                child.layer.delegate = nil
                parent.addSubview(child)
            }
        }
    }

    @Test("Insertions, moves, exchanges and removals of intact views pass the checks and leave the lists in order")
    func intactEditsPass() {
        let parent = UIView(), a = UIView(), b = UIView(), c = UIView()
        parent.addSubview(a)
        parent.addSubview(b)
        parent.insertSubview(c, at: 0)
        parent.exchangeSubview(at: 0, withSubviewAt: 2)
        parent.bringSubviewToFront(a)
        b.removeFromSuperview()
        #expect(parent.subviews == [c, a])
        #expect(parent.layer.sublayers == [c.layer, a.layer])
        parent._checkInvariants()
    }
}
