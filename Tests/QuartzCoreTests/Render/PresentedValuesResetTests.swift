import Testing
import Foundation
@testable import QuartzCore

/// A frame resets each animated layer's kept presented values to its committed values in place
/// (`PresentedValues.reset(committed:)`) instead of building new ones. The reset must give exactly what
/// building them gives, whatever the cell held before: random committed values (colours, border, shadow,
/// contents and its placement, transforms) over random earlier contents of the cell.
@MainActor @Suite(.serialized, .freshWorld) struct PresentedValuesResetTests {
    private func unit(_ g: inout SplitMix64) -> CGFloat { CGFloat(g.next() % 1000) / 1000 }

    private func color(_ g: inout SplitMix64) -> CGColor? {
        g.next() % 3 == 0 ? nil : CGColor(red: unit(&g), green: unit(&g), blue: unit(&g), alpha: unit(&g))
    }

    /// A colour that is never nil, for the copied tree's colours.
    private func opaqueColor(_ g: inout SplitMix64) -> CGColor {
        CGColor(red: unit(&g), green: unit(&g), blue: unit(&g), alpha: 0.3 + unit(&g) * 0.7)
    }

    /// Random model values on `l` (each property left at its default now and then), committed.
    private func randomize(_ l: CALayer, images: [CGImage], _ g: inout SplitMix64) {
        l.bounds = CGRect(x: unit(&g) * 4, y: 0, width: 5 + unit(&g) * 40, height: 5 + unit(&g) * 40)
        l.position = CGPoint(x: unit(&g) * 100, y: unit(&g) * 80)
        l.anchorPoint = g.next() % 2 == 0 ? CGPoint(x: 0.5, y: 0.5) : CGPoint(x: unit(&g), y: unit(&g))
        l.zPosition = g.next() % 2 == 0 ? 0 : unit(&g) * 4 - 2
        l.opacity = Float(unit(&g))
        l.isHidden = g.next() % 5 == 0
        l.masksToBounds = g.next() % 2 == 0
        l.backgroundColor = color(&g)
        l.borderColor = color(&g)
        l.borderWidth = g.next() % 2 == 0 ? 0 : unit(&g) * 3
        l.cornerRadius = g.next() % 2 == 0 ? 0 : unit(&g) * 6
        l.transform = g.next() % 2 == 0 ? CATransform3DIdentity : CATransform3DMakeRotation(unit(&g) * 3, 0, 0, 1)
        l.sublayerTransform = g.next() % 3 == 0 ? CATransform3DMakeScale(1 + unit(&g), 1, 1) : CATransform3DIdentity
        if g.next() % 2 == 0 {
            l.shadowColor = color(&g)
            l.shadowOpacity = Float(unit(&g))
            l.shadowOffset = CGSize(width: unit(&g) * 4, height: unit(&g) * 4)
            l.shadowRadius = unit(&g) * 5
            l.shadowPath = g.next() % 2 == 0 ? nil : CGPath(rect: l.bounds, transform: nil)
        }
        if g.next() % 2 == 0 { l.contentsRect = CGRect(x: 0, y: 0, width: 0.5 + unit(&g) / 2, height: 1) }
        if g.next() % 3 == 0 { l.contentsCenter = CGRect(x: 0.25, y: 0.25, width: 0.5, height: 0.5) }
        switch g.next() % 4 {
        case 0: l.contents = nil
        case 1: l.contents = "not an image"
        default: l.contents = images[Int(g.next() % UInt64(images.count))]
        }
        PipelineOwner.current.commitRenderValues()
    }

    /// Every field the compositor reads, references by identity.
    private func same(_ a: PresentedValues, _ b: PresentedValues) -> Bool {
        a.bounds == b.bounds && a.position == b.position && a.anchorPoint == b.anchorPoint
            && a.anchorPointZ == b.anchorPointZ && a.zPosition == b.zPosition && a.transform == b.transform
            && a.sublayerTransform == b.sublayerTransform && a.opacity == b.opacity && a.isHidden == b.isHidden
            && a.masksToBounds == b.masksToBounds && a.backgroundColor === b.backgroundColor
            && a.borderColor === b.borderColor && a.borderWidth == b.borderWidth && a.cornerRadius == b.cornerRadius
            && a.shadowColor === b.shadowColor && a.shadowOpacity == b.shadowOpacity && a.shadowOffset == b.shadowOffset
            && a.shadowRadius == b.shadowRadius && a.shadowPath === b.shadowPath && a.contentsRect == b.contentsRect
            && a.contentsCenter == b.contentsCenter && a.contentsImage === b.contentsImage
            && (a.contents as AnyObject?) === (b.contents as AnyObject?) && a.subclass === b.subclass
            && a.other.isEmpty && b.other.isEmpty
            && a.transformIsIdentity == b.transformIsIdentity && a.transformIsAffine == b.transformIsAffine
            && a.sublayerTransformIsIdentity == b.sublayerTransformIsIdentity
            && a.sublayerTransformIsAffine == b.sublayerTransformIsAffine
    }

    /// `reset(committed:)` assigns field by field: a field added to `PresentedValues` must be reset there and
    /// compared in `same`, and this size changes with it as a reminder.
    @Test("PresentedValues has the fields reset(committed:) resets")
    func resetCoversEveryField() {
        #expect(MemoryLayout<PresentedValues>.size == 556, "a field was added: reset it in reset(committed:), compare it here, then update this size")
    }

    @Test("Resetting kept presented values in place gives what building them from the committed values gives")
    func resetMatchesFreshValues() {
        var g = SplitMix64(state: 0x5EED_2601)
        let images = [solidImage(4, 4, blue), solidImage(6, 3, white)]
        let root = CALayer()
        root.bounds = CGRect(x: 0, y: 0, width: 120, height: 100)
        let l = CALayer()
        root.addSublayer(l)
        randomize(l, images: images, &g)
        var kept = PresentedValues(committed: l.renderNode, layer: l)
        var mismatches = 0
        for step in 0..<400 {
            // What an earlier frame's animations may have left in the cell: written values and custom keys.
            kept.opacity = Float(unit(&g))
            kept.position.x += unit(&g)
            if g.next() % 3 == 0 { kept.backgroundColor = color(&g) }
            if g.next() % 4 == 0 { kept.contents = g.next() % 2 == 0 ? images[0] : "something else" }
            if g.next() % 5 == 0 { kept.other["custom"] = .scalar(1) }
            if g.next() % 5 == 0 { kept.transform = CATransform3DMakeScale(2, 2, 1); kept.finish() }
            if g.next() % 2 == 0 { randomize(l, images: images, &g) }
            kept.reset(committed: l.renderNode)
            let fresh = PresentedValues(committed: l.renderNode, layer: l)
            if !same(kept, fresh) {
                mismatches += 1
                Issue.record("step \(step): the reset values differ from fresh ones")
                if mismatches > 3 { return }
            }
        }
    }

    @Test("A frame after model changes of animated layers equals a frame of a fresh copy of the tree")
    func framesAfterModelChangesMatchFreshTree() {
        CAMediaClock.useManualClock(startingAt: 2000)
        defer { CAMediaClock.useSystemClock() }
        var g = SplitMix64(state: 0xF4A3_E26)
        let images = [solidImage(12, 12, blue), solidImage(10, 14, white)]
        let root = CALayer()
        root.bounds = CGRect(x: 0, y: 0, width: 160, height: 120)
        var layers: [CALayer] = []
        for _ in 0..<12 {
            let l = CALayer()
            l.frame = CGRect(x: unit(&g) * 130, y: unit(&g) * 90, width: 12, height: 12)
            l.contents = images[0]
            root.addSublayer(l)
            layers.append(l)
            let move = CABasicAnimation(keyPath: "position.x")
            move.byValue = 20; move.duration = 1; move.autoreverses = true; move.repeatCount = .infinity
            move.timingFunction = CAMediaTimingFunction(name: .easeInEaseOut)
            let fade = CABasicAnimation(keyPath: "opacity")
            fade.fromValue = 1; fade.toValue = 0.4; fade.duration = 0.7; fade.repeatCount = .infinity
            l.add(move, forKey: "move")
            l.add(fade, forKey: "fade")
        }
        let renderer = LayerTreeRenderer(pixelWidth: 160, pixelHeight: 120)!
        renderer.renderFrame(root: root)
        for step in 0..<40 {
            // Model changes of values no animation writes, so the kept cells must take them from the commit.
            for l in layers where g.next() % 3 == 0 {
                switch g.next() % 6 {
                case 0: l.backgroundColor = color(&g)
                case 1: l.borderWidth = 2; l.borderColor = opaqueColor(&g)
                case 2: l.contents = g.next() % 4 == 0 ? nil : images[Int(g.next() % 2)]
                case 3: l.contentsRect = CGRect(x: 0, y: 0, width: 0.5 + unit(&g) / 2, height: 1)
                case 4: l.shadowOpacity = Float(unit(&g)); l.shadowColor = opaqueColor(&g); l.shadowRadius = unit(&g) * 3
                default: l.transform = CATransform3DMakeRotation(unit(&g), 0, 0, 1)
                }
            }
            CAMediaClock.advance(by: Double(1 + g.next() % 40) / 1000)
            PipelineOwner.current.fireTimers(now: CACurrentMediaTime())
            renderer.renderFrame(root: root)

            // The same tree made anew: new layers with the same model values and the same attached
            // animations (same begin times), so its frame builds every presented value afresh.
            let copyRoot = CALayer()
            copyRoot.bounds = root.bounds
            for l in layers {
                let c = CALayer()
                c.bounds = l.bounds; c.position = l.position; c.transform = l.transform
                c.backgroundColor = l.backgroundColor; c.borderWidth = l.borderWidth; c.borderColor = l.borderColor
                c.contents = l.contents; c.contentsRect = l.contentsRect
                c.shadowOpacity = l.shadowOpacity; c.shadowColor = l.shadowColor; c.shadowRadius = l.shadowRadius
                for key in l.animationKeys() ?? [] { if let a = l.animation(forKey: key) { c.add(a, forKey: key) } }
                copyRoot.addSublayer(c)
            }
            let fresh = LayerTreeRenderer(pixelWidth: 160, pixelHeight: 120)!
            fresh.renderFrame(root: copyRoot)
            let differing = differingPixels(renderer.makeImage()!, fresh.makeImage()!)
            for c in copyRoot.sublayers ?? [] { c.removeAllAnimations() }
            #expect(differing.isEmpty, "step \(step): \(differing.count) pixels differ, first at \(differing.first.map { "\($0)" } ?? "-")")
            if !differing.isEmpty { break }
        }
        for l in layers { l.removeAllAnimations() }
    }

    @Test("An animated shape layer's subclass animation starts from the line width committed after its last frame")
    func keptValuesTakeTheNewSubclassCell() {
        CAMediaClock.useManualClock(startingAt: 3000)
        defer { CAMediaClock.useSystemClock() }
        func shape(lineWidth: CGFloat, widen: CAAnimation? = nil) -> CAShapeLayer {
            let s = CAShapeLayer()
            s.frame = CGRect(x: 10, y: 10, width: 60, height: 60)
            s.path = CGPath(rect: CGRect(x: 15, y: 15, width: 30, height: 30), transform: nil)
            s.fillColor = nil
            s.strokeColor = CGColor(red: 0, green: 0, blue: 1, alpha: 1)
            s.lineWidth = lineWidth
            // A by-animation runs from the base value, which a frame takes from the committed subclass cell.
            let fresh = CABasicAnimation(keyPath: "lineWidth")
            fresh.byValue = 4; fresh.duration = 1; fresh.repeatCount = .infinity
            s.add(widen ?? fresh, forKey: "widen")
            return s
        }
        let root = CALayer()
        root.bounds = CGRect(x: 0, y: 0, width: 100, height: 80)
        let animated = shape(lineWidth: 2)
        root.addSublayer(animated)
        let renderer = LayerTreeRenderer(pixelWidth: 100, pixelHeight: 80)!
        renderer.renderFrame(root: root)
        animated.lineWidth = 10
        CAMediaClock.advance(by: 0.25)
        PipelineOwner.current.fireTimers(now: CACurrentMediaTime())
        renderer.renderFrame(root: root)

        // The attached animation (its begin time set) on a new layer with the new line width.
        let copyRoot = CALayer()
        copyRoot.bounds = root.bounds
        let copy = shape(lineWidth: 10, widen: animated.animation(forKey: "widen"))
        copyRoot.addSublayer(copy)
        let fresh = LayerTreeRenderer(pixelWidth: 100, pixelHeight: 80)!
        fresh.renderFrame(root: copyRoot)
        let differing = differingPixels(renderer.makeImage()!, fresh.makeImage()!).count
        #expect(differing == 0, "pixels differ from a frame of a fresh layer")
        animated.removeAllAnimations(); copy.removeAllAnimations()
    }
}
