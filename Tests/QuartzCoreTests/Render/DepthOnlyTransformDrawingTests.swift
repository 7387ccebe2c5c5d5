import Testing
import Foundation
@testable import QuartzCore

/// A layer is flat: Core Animation maps its plane (z = 0) through its transform, so a transform that is not
/// affine only through terms the plane never meets (`CATransform3DMakeScale(sx, sy, sz)`, a z translation,
/// a flip about x or y by π, what a `transform.scale` animation presents) draws the layer exactly as its
/// affine part (`CATransform3DGetAffineTransform`) does. Such layers are drawn directly, byte for byte like
/// the equivalent 2D transform; transforms whose depth does reach the drawing stay projected.
@MainActor @Suite(.serialized, .freshWorld) struct DepthOnlyTransformDrawingTests {
    private static let width = 120, height = 90

    /// A layer with a background, a border and an image, under `transform`, in a white root.
    private func scene(_ transform: CATransform3D) -> CALayer {
        let root = CALayer()
        root.bounds = CGRect(x: 0, y: 0, width: Self.width, height: Self.height)
        root.backgroundColor = white
        let l = CALayer()
        l.frame = CGRect(x: 30.3, y: 20.7, width: 41.5, height: 33.2)
        l.backgroundColor = green
        l.borderWidth = 1.5
        l.borderColor = blue
        l.contents = solidImage(5, 3, red)
        l.transform = transform
        root.addSublayer(l)
        return root
    }

    private func bytes(_ image: CGImage) -> Data { image.dataProvider!.data! as Data }

    /// The same scene drawn under `t` and under its affine part: identical bytes.
    private func expectDrawnAsAffinePart(_ t: CATransform3D, _ comment: Comment) {
        #expect(!t.isAffine, "the transform under test must not be affine")
        let a = rendered(scene(t), Self.width, Self.height)
        let b = rendered(scene(CATransform3DMakeAffineTransform(CATransform3DGetAffineTransform(t))), Self.width, Self.height)
        #expect(bytes(a) == bytes(b), comment)
    }

    @Test func zScaleDrawsAsItsTwoDimensionalPart() {
        expectDrawnAsAffinePart(CATransform3DMakeScale(1.3, 0.7, 2.5), "scale with sz = 2.5")
        expectDrawnAsAffinePart(CATransform3DMakeScale(0.83, 0.83, 0.83), "a transform.scale value")
    }

    @Test func zTranslationAndFlipsByPiDrawAsTheirTwoDimensionalPart() {
        expectDrawnAsAffinePart(CATransform3DMakeTranslation(4.25, -3.5, 40), "translation with tz = 40")
        expectDrawnAsAffinePart(CATransform3DMakeRotation(.pi, 1, 0, 0), "flip about x")
        expectDrawnAsAffinePart(CATransform3DMakeRotation(.pi, 0, 1, 0), "flip about y")
        let rotated = CATransform3DRotate(CATransform3DMakeScale(0.9, 1.1, 3), 0.4, 0, 0, 1)
        expectDrawnAsAffinePart(CATransform3DTranslate(rotated, 2, 1, -7), "z scale, z rotation, translation")
    }

    @Test func depthOnlyTransformIsNotProjected() {
        let l = CALayer()
        l.transform = CATransform3DMakeScale(2, 2, 2)
        #expect(!l.needsProjection)
        l.transform = CATransform3DMakeRotation(.pi / 3, 0, 1, 0)
        #expect(!l.needsProjection, "without perspective, a rotation about y narrows the plane affinely")
        var p = CATransform3DIdentity
        p.m34 = -1 / 500
        l.transform = p
        #expect(!l.needsProjection, "perspective alone does not reach a plane at depth 0")
        l.transform = CATransform3DRotate(p, .pi / 3, 0, 1, 0)
        #expect(l.needsProjection, "a rotation about y under perspective makes w depend on x")
        l.transform = p
        l.anchorPointZ = 20
        #expect(l.needsProjection, "a plane at depth -anchorPointZ meets the perspective")
    }

    /// `anchorPointZ` puts the plane at depth −anchorPointZ before the transform, where a z-to-x shear
    /// moves it: the layer stays projected and shows the shift.
    @Test func depthThatReachesTheDrawingKeepsTheProjection() {
        var shear = CATransform3DIdentity
        shear.m31 = 0.5
        let root = scene(shear)
        let l = root.sublayers![0]
        l.borderWidth = 0
        l.contents = nil
        l.frame = CGRect(x: 40, y: 20, width: 40, height: 40)
        l.anchorPointZ = 20
        #expect(l.needsProjection)
        let image = rendered(root, Self.width, Self.height)
        // x' = x − anchorPointZ × m31 = x − 10: the layer covers 30..<70, not 40..<80.
        #expect(pixel(image, 32, 40, is: (0, 255, 0, 255)))
        #expect(pixel(image, 75, 40, is: (255, 255, 255, 255)))
    }

    /// A transform layer keeps its sublayers in 3D: a transform that lets their depth reach x, y or w
    /// keeps it on the projection even though its own plane maps affinely.
    @Test func transformLayerWithDepthShearStaysProjected() {
        let t = CATransformLayer()
        var shear = CATransform3DIdentity
        shear.m32 = 0.25
        t.transform = shear
        #expect(t.needsProjection)
        t.transform = CATransform3DMakeScale(1, 1, 4)
        #expect(!t.needsProjection)
    }

    /// A perspective `sublayerTransform` sees its sublayers' `zPosition`: they stay projected whatever their
    /// own transform is; a depth-only one does not.
    @Test func sublayerTransformDecidesForItsSublayers() {
        let parent = CALayer()
        let child = CALayer()
        parent.addSublayer(child)
        child.transform = CATransform3DMakeScale(1, 1, 3)
        var p = CATransform3DIdentity
        p.m34 = -1 / 500
        parent.sublayerTransform = p
        #expect(child.needsProjection)
        parent.sublayerTransform = CATransform3DMakeTranslation(3, 0, 50)
        #expect(!child.needsProjection)
    }

    // MARK: - Random trees

    private func unit(_ g: inout SplitMix64) -> CGFloat { CGFloat(g.next() % 1000) / 1000 }

    /// A random transform whose map of the plane is affine: products of z scales, z translations, flips
    /// about x or y by π (when `flips`), and, unless `upright`, z rotations and shears.
    private func depthOnlyTransform(_ g: inout SplitMix64, flips: Bool, upright: Bool) -> CATransform3D {
        var t = CATransform3DIdentity
        for _ in 0..<(1 + Int(g.next() % 3)) {
            let piece: CATransform3D
            var kind = g.next() % (flips ? 6 : 4)
            if upright, kind == 2 || kind == 3 { kind = 0 }
            switch kind {
            case 0: piece = CATransform3DMakeScale(0.5 + unit(&g), 0.5 + unit(&g), unit(&g) * 4 - 2)
            case 1: piece = CATransform3DMakeTranslation(unit(&g) * 10 - 5, unit(&g) * 10 - 5, unit(&g) * 200 - 100)
            case 2: piece = CATransform3DMakeRotation(unit(&g) * 2 * .pi, 0, 0, 1)
            case 3: piece = CATransform3DMakeAffineTransform(CGAffineTransform(a: 1, b: unit(&g) * 0.4, c: unit(&g) * 0.4 - 0.2, d: 1, tx: 0, ty: 0))
            case 4: piece = CATransform3DMakeRotation(.pi, 1, 0, 0)
            default: piece = CATransform3DMakeRotation(.pi, 0, 1, 0)
            }
            t = CATransform3DConcat(t, piece)
        }
        if g.next() % 3 == 0 { t.m33 = unit(&g) * 3 } // what `transform.scale.z` presents
        return t
    }

    /// One random tree; with `flat`, every 3D transform is replaced by its affine part; with `upright`, no
    /// transform rotates or shears.
    private func randomTree(seed: UInt64, flat: Bool, upright: Bool = false) -> CALayer {
        var g = SplitMix64(state: seed)
        func apply(_ t: CATransform3D) -> CATransform3D {
            flat ? CATransform3DMakeAffineTransform(CATransform3DGetAffineTransform(t)) : t
        }
        let root = CALayer()
        root.bounds = CGRect(x: 0, y: 0, width: Self.width, height: Self.height)
        root.backgroundColor = white
        let images = [solidImage(6, 6, blue), solidImage(5, 3, red)]
        var parents = [root]
        for _ in 0..<(4 + Int(g.next() % 8)) {
            let l = CALayer()
            l.frame = CGRect(x: unit(&g) * 90, y: unit(&g) * 60, width: 4 + unit(&g) * 40, height: 4 + unit(&g) * 30)
            l.backgroundColor = [green, blue, red, CGColor(red: 0.2, green: 0.5, blue: 0.9, alpha: 0.6)][Int(g.next() % 4)]
            if g.next() % 2 == 0 { l.contents = images[Int(g.next() % 2)] }
            if g.next() % 3 == 0 { l.borderWidth = 1 + unit(&g) * 2; l.borderColor = red }
            if g.next() % 4 == 0 { l.cornerRadius = unit(&g) * 6 }
            if g.next() % 4 == 0 { l.masksToBounds = true }
            if g.next() % 4 == 0 { l.opacity = Float(0.3 + unit(&g) * 0.6) }
            if g.next() % 3 == 0 { l.zPosition = unit(&g) * 20 - 10 }
            let flips = g.next() % 2 == 0
            if g.next() % 4 != 0 {
                if !flips, g.next() % 3 == 0 { l.anchorPointZ = unit(&g) * 30 - 15 }
                l.transform = apply(depthOnlyTransform(&g, flips: flips, upright: upright))
            }
            if g.next() % 5 == 0 { l.sublayerTransform = apply(depthOnlyTransform(&g, flips: false, upright: upright)) }
            parents[Int(g.next() % UInt64(parents.count))].addSublayer(l)
            parents.append(l)
        }
        return root
    }

    @Test("Random trees under depth-only 3D transforms draw byte for byte like their 2D equivalents")
    func randomTreesDrawAsTheirAffineParts() {
        for seed in 1...40 {
            let s = UInt64(seed) &* 104_729
            let a = rendered(randomTree(seed: s, flat: false), Self.width, Self.height)
            let b = rendered(randomTree(seed: s, flat: true), Self.width, Self.height)
            let differing = differingPixels(a, b)
            #expect(differing.isEmpty, "seed \(s): \(differing.count) pixels differ, first at \(String(describing: differing.first))")
            if !differing.isEmpty { return }
        }
    }

    @Test("Depth-only transforms animating: every damage-tracked frame equals a full render")
    func animatedDepthOnlyFramesEqualFullRender() {
        for seed in 1...10 {
            PipelineOwner.installFresh()
            CAMediaClock.useManualClock(startingAt: 500)
            defer { CAMediaClock.useSystemClock() }
            var g = SplitMix64(state: UInt64(seed) &* 7_907)
            // Upright trees: antialiased rotated edges under a damage clip can differ from a full render in
            // 2D already (the tolerance of `AnimatedFrameInvariantTests`); here every frame must be exact.
            let root = randomTree(seed: UInt64(seed) &* 104_729, flat: false, upright: true)
            var layers: [CALayer] = []
            func collect(_ l: CALayer) { for s in l.sublayers ?? [] { layers.append(s); collect(s) } }
            collect(root)
            let incremental = LayerTreeRenderer(pixelWidth: Self.width, pixelHeight: Self.height)!
            incremental.renderFrame(root: root)
            for step in 0..<20 {
                let now = CACurrentMediaTime()
                for _ in 0..<Int(g.next() % 3) {
                    let l = layers[Int(g.next() % UInt64(layers.count))]
                    let keys = ["transform.scale", "transform.scale.z", "transform.translation.z", "transform.rotation.x", "position.x"]
                    let key = keys[Int(g.next() % UInt64(keys.count))]
                    let a = CABasicAnimation(keyPath: key)
                    switch key {
                    case "transform.rotation.x": a.fromValue = CGFloat.pi; a.toValue = CGFloat.pi
                    case "transform.translation.z": a.fromValue = unit(&g) * 100; a.toValue = unit(&g) * -100
                    case "position.x": a.fromValue = unit(&g) * 100; a.toValue = unit(&g) * 100
                    default: a.fromValue = 0.3 + unit(&g) * 1.5; a.toValue = 0.3 + unit(&g) * 1.5
                    }
                    a.beginTime = now
                    a.duration = 0.1 + Double(g.next() % 50) / 100
                    l.add(a, forKey: key)
                }
                CAMediaClock.advance(by: Double(1 + g.next() % 90) / 1000)
                PipelineOwner.current.fireTimers(now: CACurrentMediaTime())
                incremental.renderFrame(root: root)
                let difference = differenceFromFullRender(incremental, root: root)
                #expect(difference == nil, "seed \(seed), step \(step): \(difference ?? "")")
                if difference != nil { return }
            }
        }
    }
}

/// A transform that collapses the plane to a line or a point shows nothing, whether it is 2D or scales z too
/// (a `transform.scale` animation from 0 presents `CATransform3DMakeScale(0, 0, 0)`).
@MainActor @Suite(.freshWorld) struct CollapsedTransformDrawingTests {
    private func drawsNothing(_ t: CATransform3D) -> Bool {
        let root = CALayer()
        root.bounds = CGRect(x: 0, y: 0, width: 40, height: 40)
        let l = CALayer()
        l.frame = CGRect(x: 10, y: 10, width: 20, height: 20)
        l.backgroundColor = red
        l.borderWidth = 2
        l.borderColor = blue
        l.transform = t
        root.addSublayer(l)
        let image = rendered(root, 40, 40)
        return differingPixels(image, rendered(CALayer(), 40, 40)).isEmpty
    }

    @Test func zeroScaleDrawsNothing() {
        #expect(drawsNothing(CATransform3DMakeScale(0, 0, 1)))
        #expect(drawsNothing(CATransform3DMakeScale(0, 0, 0)))
        #expect(drawsNothing(CATransform3DMakeScale(0, 1, 0)))
    }
}
