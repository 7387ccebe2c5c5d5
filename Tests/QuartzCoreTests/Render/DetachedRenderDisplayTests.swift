import Testing
import Foundation
@testable import QuartzCore

/// `render(in:)` of a tree outside any window displays the layers of it that wait for display first, as
/// Core Animation draws a layer needing display when it renders it. The walk looking for them is skipped
/// while no layer anywhere waits (`CALayer.pendingDisplayCount`), which must therefore count exactly.
@MainActor @Suite(.serialized, .freshWorld) struct DetachedRenderDisplayTests {
    @Test("A deep layer of a detached tree that needs display is drawn by render(in:), once")
    func deepPendingLayerIsDisplayed() {
        let root = CALayer()
        root.bounds = CGRect(x: 0, y: 0, width: 20, height: 20)
        let middle = CALayer()
        middle.frame = root.bounds
        root.addSublayer(middle)
        let leaf = CALayer()
        leaf.frame = CGRect(x: 0, y: 0, width: 10, height: 10)
        middle.addSublayer(leaf)
        let delegate = CountingDelegate()
        leaf.delegate = delegate
        _ = rendered(root, 20, 20)
        #expect(delegate.draws == 0)
        leaf.setNeedsDisplay()
        let image = rendered(root, 20, 20)
        #expect(delegate.draws == 1)
        #expect(pixel(image, 5, 5, is: (255, 0, 0, 255)))
        _ = rendered(root, 20, 20)
        #expect(delegate.draws == 1)
    }

    @Test("The count of waiting layers follows requests, displays and layers freed while waiting")
    func pendingCountIsExact() {
        let before = CALayer.pendingDisplayCount
        let a = CALayer()
        a.bounds = CGRect(x: 0, y: 0, width: 4, height: 4)
        a.setNeedsDisplay()
        a.setNeedsDisplay()
        #expect(CALayer.pendingDisplayCount == before + 1)
        a.displayIfNeeded()
        #expect(CALayer.pendingDisplayCount == before)
        weak var freed: CALayer?
        do {
            let b = CALayer()
            b.bounds = CGRect(x: 0, y: 0, width: 4, height: 4)
            b.setNeedsDisplay()
            freed = b
            #expect(CALayer.pendingDisplayCount == before + 1)
        }
        // The commit's queues may keep `b` until the next commit; after it, `b` is gone and so is its count.
        CATransaction.flush()
        #expect(freed == nil)
        #expect(CALayer.pendingDisplayCount == before)
    }
}
