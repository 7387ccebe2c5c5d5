import Testing
import Foundation
import QuartzCore

/// Random animations on random layers of a random tree, frames at random media times: after every frame
/// the model holds exactly what the test set, and the damage-tracked frame equals a full render of the
/// same tree at the same media time.
@MainActor @Suite(.serialized, .freshWorld) struct AnimatedFrameInvariantTests {
    /// What the test set on one layer, to compare the model against.
    private struct Model: Equatable {
        var bounds: CGRect, position: CGPoint, opacity: Float, transform: CATransform3D
        var cornerRadius: CGFloat, background: CGColor?, zPosition: CGFloat
        @MainActor init(_ l: CALayer) {
            bounds = l.bounds; position = l.position; opacity = l.opacity; transform = l.transform
            cornerRadius = l.cornerRadius; background = l.backgroundColor; zPosition = l.zPosition
        }
    }

    private func randomAnimation(_ g: inout SplitMix64) -> CAAnimation {
        func unit() -> CGFloat { CGFloat(g.next() % 1000) / 1000 }
        let duration = 0.3 + Double(g.next() % 100) / 100
        switch g.next() % 7 {
        case 0:
            let a = CABasicAnimation(keyPath: "position")
            a.toValue = CGPoint(x: unit() * 160, y: unit() * 120)
            a.duration = duration
            return a
        case 1:
            let a = CABasicAnimation(keyPath: "opacity")
            a.fromValue = unit(); a.toValue = unit(); a.duration = duration
            return a
        case 2:
            let a = CABasicAnimation(keyPath: "transform.rotation.z")
            a.byValue = unit() * 6; a.duration = duration; a.repeatCount = 2
            return a
        case 3:
            let a = CABasicAnimation(keyPath: "bounds.size")
            a.toValue = CGSize(width: 5 + unit() * 50, height: 5 + unit() * 50); a.duration = duration
            return a
        case 4:
            let a = CAKeyframeAnimation(keyPath: "backgroundColor")
            a.values = [CGColor(red: unit(), green: unit(), blue: unit(), alpha: 1),
                        CGColor(red: unit(), green: unit(), blue: unit(), alpha: unit())]
            a.duration = duration
            return a
        case 5:
            let a = CABasicAnimation(keyPath: "position.x")
            a.fromValue = -unit() * 40; a.toValue = 0; a.isAdditive = true; a.duration = duration
            return a
        default:
            let g2 = CAAnimationGroup()
            let r = CABasicAnimation(keyPath: "cornerRadius")
            r.toValue = unit() * 12
            let z = CABasicAnimation(keyPath: "zPosition")
            z.toValue = unit() * 4 - 2
            g2.animations = [r, z]
            g2.duration = duration
            return g2
        }
    }

    @Test("Random animations, random frames: the model is untouched and each incremental frame equals a full render")
    func randomAnimatedFrames() {
        // A failing seed is reported and can be replayed with ANIMATED_FRAMES_SEED.
        if let s = ProcessInfo.processInfo.environment["ANIMATED_FRAMES_SEED"].flatMap(UInt64.init) {
            run(seed: s)
            return
        }
        var rng = SystemRandomNumberGenerator()
        for _ in 0..<8 { if !run(seed: UInt64.random(in: 0..<1_000_000, using: &rng)) { return } }
    }

    /// One random tree and 30 frames; false after the first failure.
    @discardableResult
    private func run(seed: UInt64) -> Bool {
        PipelineOwner.installFresh()
        CAMediaClock.useManualClock(startingAt: 5000)
        var g = SplitMix64(state: seed)
        func unit() -> CGFloat { CGFloat(g.next() % 1000) / 1000 }
        let root = CALayer()
        root.bounds = CGRect(x: 0, y: 0, width: 160, height: 120)
        root.backgroundColor = white
        var layers: [CALayer] = [root]
        for _ in 0..<14 {
            let l = CALayer()
            l.frame = CGRect(x: unit() * 130, y: unit() * 90, width: 8 + unit() * 40, height: 8 + unit() * 40)
            l.backgroundColor = CGColor(red: unit(), green: unit(), blue: unit(), alpha: 0.5 + unit() / 2)
            if g.next() % 3 == 0 { l.cornerRadius = unit() * 8 }
            if g.next() % 4 == 0 { l.opacity = 0.3 + Float(unit()) * 0.7 }
            if g.next() % 5 == 0 { l.borderWidth = 2; l.borderColor = blue }
            layers[Int(g.next() % UInt64(layers.count))].addSublayer(l)
            layers.append(l)
        }
        let models = layers.map(Model.init)
        let incremental = LayerTreeRenderer(pixelWidth: 160, pixelHeight: 120)!
        incremental.renderFrame(root: root)
        for step in 0..<30 {
            if g.next() % 2 == 0 {
                let l = layers[1 + Int(g.next() % UInt64(layers.count - 1))]
                l.add(randomAnimation(&g), forKey: "k\(g.next() % 3)")
            }
            CAMediaClock.advance(by: Double(g.next() % 300) / 1000)
            PipelineOwner.current.fireTimers(now: CACurrentMediaTime())
            incremental.renderFrame(root: root)
            let changed = zip(layers, models).filter { Model($0.0) != $0.1 }.count
            #expect(changed == 0, "seed \(seed), step \(step): \(changed) layers' model values changed")
            let full = LayerTreeRenderer(pixelWidth: 160, pixelHeight: 120)!
            full.renderFrame(root: root)
            let a = incremental.makeImage()!, b = full.makeImage()!
            // Cairo's antialiased coverage of a curved edge can differ by a level or two when the edge is
            // rasterized inside a damage clip; stale content differs by far more.
            let differing = differingPixels(a, b, tolerance: 3)
            let count = differing.count
            #expect(count == 0, "seed \(seed), step \(step): \(count) pixels differ from a full render, first at \(differing.first.map { "\($0)" } ?? "-")")
            if count != 0 || changed != 0 { return false }
        }
        for l in layers { l.removeAllAnimations() }
        return true
    }
}
