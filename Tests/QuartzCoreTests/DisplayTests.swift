import Testing
import QuartzCore

/// The display cycle: cached backing stores, dirty rects, no redraw for geometry changes.
@MainActor @Suite(.freshWorld) struct LayerDisplayTests {
    func drawnLayer(_ d: CountingDelegate) -> CALayer {
        let l = CALayer()
        l.delegate = d
        l.frame = CGRect(x: 0, y: 0, width: 20, height: 20)
        l.setNeedsDisplay()
        return l
    }

    @Test func geometryAndOpacityChangesDoNotRedraw() {
        let d = CountingDelegate()
        let root = CALayer()
        root.bounds = CGRect(x: 0, y: 0, width: 50, height: 50)
        let l = drawnLayer(d)
        root.addSublayer(l)
        _ = rendered(root, 50, 50)
        #expect(d.draws == 1)
        l.position = CGPoint(x: 30, y: 30)
        l.opacity = 0.5
        l.setAffineTransform(CGAffineTransform(rotationAngle: 0.3))
        l.isHidden = true
        l.isHidden = false
        l.zPosition = 3
        l.bounds.origin = CGPoint(x: 2, y: 2)
        _ = rendered(root, 50, 50)
        #expect(d.draws == 1)
        #expect(!l.needsDisplay())
    }

    @Test func boundsSizeChangeRedrawsOnlyWithNeedsDisplayOnBoundsChange() {
        let d = CountingDelegate()
        let l = drawnLayer(d)
        l.displayIfNeeded()
        #expect(d.draws == 1)
        l.bounds.size = CGSize(width: 30, height: 30)
        l.displayIfNeeded()
        #expect(d.draws == 1)
        l.needsDisplayOnBoundsChange = true
        l.bounds.size = CGSize(width: 40, height: 40)
        #expect(l.needsDisplay())
        l.displayIfNeeded()
        #expect(d.draws == 2)
    }

    @Test func dirtyRectsAreUnionedAndOnlyThatPartIsRedrawn() {
        let d = CountingDelegate()
        let l = drawnLayer(d)
        l.displayIfNeeded()
        let first = l.contents as! CGImage
        #expect(pixel(first, 15, 15, is: (255, 0, 0, 255)))
        d.color = blue
        l.setNeedsDisplay(CGRect(x: 0, y: 0, width: 5, height: 5))
        l.setNeedsDisplay(CGRect(x: 5, y: 5, width: 5, height: 5))
        #expect(l.dirtyRect == CGRect(x: 0, y: 0, width: 10, height: 10))
        l.displayIfNeeded()
        #expect(d.draws == 2)
        #expect(d.clipBoxes.last == CGRect(x: 0, y: 0, width: 10, height: 10))
        let img = l.contents as! CGImage
        #expect(pixel(img, 2, 2, is: (0, 0, 255, 255)))
        #expect(pixel(img, 15, 15, is: (255, 0, 0, 255)))
    }

    @Test func partialRedrawKeepsTheRestAndOnlyThenRetainsTheStore() {
        final class Halves: CALayer {
            var pass = 0
            override func draw(in ctx: CGContext) {
                pass += 1
                if pass == 1 {
                    ctx.setFillColor(CGColor(red: 1, green: 0, blue: 0, alpha: 1))
                    ctx.fill(CGRect(x: 0, y: 0, width: 20, height: 10))
                    ctx.setFillColor(CGColor(red: 0, green: 1, blue: 0, alpha: 1))
                    ctx.fill(CGRect(x: 0, y: 10, width: 20, height: 10))
                } else {
                    ctx.setFillColor(CGColor(red: 0, green: 0, blue: 1, alpha: 1))
                    ctx.fill(bounds)
                }
            }
        }
        let l = Halves()
        l.bounds = CGRect(x: 0, y: 0, width: 20, height: 20)
        l.contentsScale = 2
        l.setNeedsDisplay()
        l.displayIfNeeded()
        // A whole redraw publishes its pixels and lets the store go: one copy of the pixels per layer.
        #expect(l.backingStore == nil)
        #expect(l.rectToDraw == l.bounds)
        l.setNeedsDisplay(CGRect(x: 0, y: 0, width: 5, height: 5))
        #expect(l.rectToDraw == CGRect(x: 0, y: 0, width: 5, height: 5))
        l.displayIfNeeded()
        let img = l.contents as! CGImage
        #expect(img.width == 40)
        #expect(pixel(img, 4, 4, is: (0, 0, 255, 255)))      // redrawn
        #expect(pixel(img, 30, 4, is: (255, 0, 0, 255)))     // kept: the top half stays red
        #expect(pixel(img, 30, 30, is: (0, 255, 0, 255)))    // kept: the bottom half stays green
        #expect(l.backingStore != nil)                       // partial redraws keep the store from now on
        #expect(l.pass == 2)
    }

    @Test func displayDelegateSetsContents() {
        final class Setter: CALayerDelegate {
            var image: CGImage?
            func display(_ layer: CALayer) { layer.contents = image }
        }
        let s = Setter()
        s.image = solidImage(2, 2, green)
        let l = CALayer()
        l.delegate = s
        l.bounds = CGRect(x: 0, y: 0, width: 4, height: 4)
        l.setNeedsDisplay()
        l.displayIfNeeded()
        #expect((l.contents as? CGImage) === s.image)
        #expect(l.backingStore == nil)
    }

    @Test func drawInSubclass() {
        final class Dots: CALayer {
            var draws = 0
            override func draw(in ctx: CGContext) {
                draws += 1
                ctx.setFillColor(CGColor(red: 0, green: 1, blue: 0, alpha: 1))
                ctx.fill(CGRect(x: 0, y: 0, width: 2, height: 2))
            }
        }
        let l = Dots()
        l.bounds = CGRect(x: 0, y: 0, width: 4, height: 4)
        l.setNeedsDisplay()
        let img = rendered(l, 4, 4)
        #expect(l.draws == 1)
        #expect(pixel(img, 0, 0, is: (0, 255, 0, 255)))
        #expect(pixel(img, 3, 3, is: (0, 0, 0, 0)))
    }
}

/// CATransaction and the actions machinery.
@MainActor @Suite(.freshWorld) struct TransactionTests {
    @Test func defaults() {
        #expect(CATransaction.animationDuration() == 0.25)
        #expect(!CATransaction.disableActions())
        #expect(CATransaction.animationTimingFunction() == nil)
    }

    @Test func nestingKeepsSettingsPerTransaction() {
        CATransaction.begin()
        CATransaction.setAnimationDuration(1)
        CATransaction.begin()
        // Unset in the inner transaction: the enclosing one's value.
        #expect(CATransaction.animationDuration() == 1)
        CATransaction.setAnimationDuration(2)
        #expect(CATransaction.animationDuration() == 2)
        CATransaction.setDisableActions(true)
        #expect(CATransaction.value(forKey: kCATransactionDisableActions) as? Bool == true)
        CATransaction.commit()
        #expect(CATransaction.animationDuration() == 1)
        #expect(!CATransaction.disableActions())
        CATransaction.commit()
        #expect(CATransaction.animationDuration() == 0.25)
    }

    @Test func completionRunsAtCommitWithoutAnimations() {
        var ran = 0
        CATransaction.begin()
        CATransaction.setCompletionBlock { ran += 1 }
        CATransaction.begin()
        CATransaction.commit()
        #expect(ran == 0)
        CATransaction.commit()
        #expect(ran == 1)
        // The implicit transaction's block runs at the flush that ends the run-loop turn.
        CATransaction.setCompletionBlock { ran += 10 }
        CATransaction.flush()
        #expect(ran == 11)
        CATransaction.flush()
        #expect(ran == 11)
    }

    @Test func outermostCommitRunsLayoutAndDisplay() {
        final class Layouts: CALayerDelegate {
            var count = 0
            func layoutSublayers(of layer: CALayer) { count += 1 }
        }
        let d = Layouts()
        let root = CALayer()
        root.isHostedRoot = true
        defer { root.isHostedRoot = false }
        root.delegate = d
        CATransaction.begin()
        root.setNeedsLayout()
        CATransaction.begin()
        CATransaction.commit()
        #expect(d.count == 0)
        CATransaction.commit()
        #expect(d.count == 1)
    }

    @Test func lockIsRecursive() {
        CATransaction.lock()
        CATransaction.lock()
        CATransaction.unlock()
        CATransaction.unlock()
    }

    @Test func actionsRunOnChangeUnlessDisabled() {
        let l = CALayer()
        let a = CountingAction()
        l.actions = ["position": a, "opacity": a]
        l.position = CGPoint(x: 1, y: 1)
        l.opacity = 0.5
        #expect(a.runs == ["position", "opacity"])
        CATransaction.begin()
        CATransaction.setDisableActions(true)
        l.position = CGPoint(x: 2, y: 2)
        CATransaction.commit()
        #expect(a.runs.count == 2)
        #expect(l.action(forKey: "position") === a)
        // With no delegate answer or entry, the class's default action is the implicit animation.
        #expect(l.action(forKey: "bounds") is CABasicAnimation)
    }

    @Test func delegateActionComesFirstAndNSNullStops() {
        final class D: CALayerDelegate {
            var answer: (any CAAction)?
            func action(for layer: CALayer, forKey event: String) -> (any CAAction)? { answer }
        }
        let l = CALayer(), d = D(), mine = CountingAction(), theirs = CountingAction()
        l.delegate = d
        l.actions = ["position": mine]
        #expect(l.action(forKey: "position") === mine)
        d.answer = theirs
        #expect(l.action(forKey: "position") === theirs)
        d.answer = NSNull()
        #expect(l.action(forKey: "position") == nil)
        l.position = CGPoint(x: 5, y: 5)
        #expect(mine.runs.isEmpty && theirs.runs.isEmpty)
    }

    @Test func mediaClockAdvancesByHand() {
        CAMediaClock.useManualClock(startingAt: 100)
        #expect(CACurrentMediaTime() == 100)
        CAMediaClock.advance(by: 1.0 / 60)
        #expect(CACurrentMediaTime() == 100 + 1.0 / 60)
    }
}

/// Layer time lines (CAMediaTiming).
@MainActor @Suite(.freshWorld) struct LayerTimingTests {
    @Test func convertTimeThroughSpeedOffsetAndBeginTime() {
        let root = CALayer(), child = CALayer()
        root.addSublayer(child)
        #expect(root.speed == 1 && root.beginTime == 0 && root.timeOffset == 0 && root.fillMode == .removed)
        child.speed = 2
        child.beginTime = 10
        child.timeOffset = 1
        // local = (global − 10) × 2 + 1
        #expect(child.convertTime(15, from: nil) == 11)
        #expect(child.convertTime(11, to: nil) == 15)
        #expect(root.convertTime(11, from: child) == 15)
        let grandchild = CALayer()
        child.addSublayer(grandchild)
        grandchild.speed = 0.5
        // ((15 − 10) × 2 + 1) × 0.5 = 5.5
        #expect(grandchild.convertTime(15, from: nil) == 5.5)
        #expect(grandchild.convertTime(5.5, to: root) == 15)
    }
}
