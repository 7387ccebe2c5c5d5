import Testing
import Foundation
@testable import QuartzCore

/// `render(in:)` of a tree outside any window displays the layers of it that wait for display first, as
/// Core Animation draws a layer needing display when it renders it. The walk looking for them is skipped
/// where no layer of a subtree waits (`CALayer._pendingDisplayInSubtree`), which must therefore count exactly.
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

    @Test("A tree's count of waiting layers follows requests, displays and layers freed while waiting")
    func pendingCountIsExact() {
        let root = CALayer()
        let a = CALayer()
        a.bounds = CGRect(x: 0, y: 0, width: 4, height: 4)
        root.addSublayer(a)
        a.setNeedsDisplay()
        a.setNeedsDisplay()
        #expect(root._pendingDisplayInSubtree == 1)
        a.displayIfNeeded()
        #expect(root._pendingDisplayInSubtree == 0)
        weak var freed: CALayer?
        do {
            let b = CALayer()
            b.bounds = CGRect(x: 0, y: 0, width: 4, height: 4)
            root.addSublayer(b)
            b.setNeedsDisplay()
            freed = b
            #expect(root._pendingDisplayInSubtree == 1)
            b.removeFromSuperlayer()
            #expect(root._pendingDisplayInSubtree == 0)
        }
        // The commit's queues may keep `b` until the next commit; after it, `b` is gone.
        CATransaction.flush()
        #expect(freed == nil)
        #expect(root._pendingDisplayInSubtree == 0)
    }

    @Test("A waiting subtree takes its count along when it moves between trees and into a mask")
    func pendingCountMovesWithTheSubtree() {
        let first = CALayer(), second = CALayer(), middle = CALayer(), leaf = CALayer()
        leaf.bounds = CGRect(x: 0, y: 0, width: 4, height: 4)
        middle.addSublayer(leaf)
        leaf.setNeedsDisplay()
        middle.setNeedsDisplay()
        #expect(middle._pendingDisplayInSubtree == 2)
        first.addSublayer(middle)
        #expect(first._pendingDisplayInSubtree == 2)
        second.addSublayer(middle)
        #expect(first._pendingDisplayInSubtree == 0)
        #expect(second._pendingDisplayInSubtree == 2)
        first.mask = middle
        #expect(second._pendingDisplayInSubtree == 0)
        #expect(first._pendingDisplayInSubtree == 2)
        second.addSublayer(middle) // takes it from being a mask
        #expect(first.mask == nil)
        #expect(first._pendingDisplayInSubtree == 0)
        #expect(second._pendingDisplayInSubtree == 2)
        leaf.displayIfNeeded()
        #expect(second._pendingDisplayInSubtree == 1)
        #expect(middle._pendingDisplayInSubtree == 1)
    }

    @Test("A render of a detached tree displays its waiting layers, however deep, and none of another tree")
    func renderDisplaysOnlyItsOwnTree() {
        let mine = CALayer(), other = CALayer()
        mine.bounds = CGRect(x: 0, y: 0, width: 20, height: 20)
        other.bounds = mine.bounds
        let masked = CALayer(), maskLeaf = CALayer(), otherLeaf = CALayer()
        masked.frame = mine.bounds
        mine.addSublayer(masked)
        let mask = CALayer()
        mask.frame = mine.bounds
        mask.addSublayer(maskLeaf)
        maskLeaf.frame = mine.bounds
        masked.mask = mask
        otherLeaf.frame = other.bounds
        other.addSublayer(otherLeaf)
        let maskDelegate = CountingDelegate(), otherDelegate = CountingDelegate()
        maskLeaf.delegate = maskDelegate
        otherLeaf.delegate = otherDelegate
        maskLeaf.setNeedsDisplay()
        otherLeaf.setNeedsDisplay()
        _ = rendered(mine, 20, 20)
        #expect(maskDelegate.draws == 1)
        #expect(otherDelegate.draws == 0)
        #expect(mine._pendingDisplayInSubtree == 0)
        #expect(other._pendingDisplayInSubtree == 1)
    }
}
