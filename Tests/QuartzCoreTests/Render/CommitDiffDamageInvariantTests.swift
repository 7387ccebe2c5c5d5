import Testing
import Foundation
@testable import QuartzCore

/// Random trees and random model edits between frames, of every family the commit compares (geometry,
/// position, bounds origin, own look, contents redrawn whole or in part, sublayer lists, masks), mixed
/// with edits that set a value to what it is or change it and set it back before the commit: after every
/// frame the damage-tracked surface equals a full render byte for byte (but for a unit or two of resampling on
/// the edges of stretched contents: `differenceFromFreshFullRender`), and a frame after only such
/// unchanging edits composites nothing.
@MainActor @Suite(.serialized, .freshWorld) struct CommitDiffDamageInvariantTests {
    /// A layer that draws stripes of its `tint` through `draw(in:)`, so displays redraw its contents in part.
    private final class StripedLayer: CALayer {
        var tint: CGColor = CGColor(red: 0.1, green: 0.5, blue: 0.9, alpha: 1)
        override func draw(in ctx: CGContext) {
            ctx.setFillColor(tint)
            var y: CGFloat = 0
            while y < bounds.height {
                ctx.fill(CGRect(x: 0, y: y, width: bounds.width, height: 2))
                y += 4
            }
        }
    }

    @Test("Random edits, unchanging ones among them: damage frames equal full renders, unchanging frames composite nothing")
    func randomEditsDamageWhatChanged() {
        // A failing seed is reported and can be replayed with COMMIT_DIFF_SEED; COMMIT_DIFF_SEEDS runs
        // that many random seeds instead of 8.
        let count = ProcessInfo.processInfo.environment["COMMIT_DIFF_SEEDS"].flatMap(Int.init) ?? 8
        runRandomSeeds(replaying: "COMMIT_DIFF_SEED", count: count) { run(seed: $0) }
    }

    /// Seeds that once failed: a sublayer's moved mask left its superlayer's shadow stale (162759);
    /// stretched contents resampled under a damage clip and inside a clip-sized opacity group (412933,
    /// 936569).
    @Test("Recorded seeds: damage frames equal full renders", arguments: [162759, 412933, 936569] as [UInt64])
    func recordedSeed(_ seed: UInt64) {
        run(seed: seed)
    }

    @Test("Random edits under clipping layers (clips turned on and off, grown, scrolled, masked; content moved into and out of them): damage frames equal full renders")
    func randomClipEditsDamageWhatShows() {
        // A failing seed is reported and can be replayed with COMMIT_DIFF_CLIP_SEED.
        let count = ProcessInfo.processInfo.environment["COMMIT_DIFF_SEEDS"].flatMap(Int.init) ?? 8
        runRandomSeeds(replaying: "COMMIT_DIFF_CLIP_SEED", count: count) { run(seed: $0, clipping: true) }
    }

    /// One random tree and 40 frames of edits; false after the first failure. With `clipping`, a third of
    /// the layers clip their sublayers from the start and a third of the edits are `clipEdit`s.
    @discardableResult
    private func run(seed: UInt64, clipping: Bool = false) -> Bool {
        PipelineOwner.installFresh()
        var g = SplitMix64(state: seed)
        func int(_ n: Int) -> Int { Int(g.next() % UInt64(n)) }
        let root = CALayer()
        root.bounds = CGRect(x: 0, y: 0, width: 160, height: 120)
        root.backgroundColor = white
        // Whole-point geometry, even sizes and no rotation: every edge covers whole pixels, so a full render
        // and a damage-clipped one agree exactly, except where contents drawn before a size change are
        // stretched (bilinear resampling; see differenceFromFreshFullRender).
        var layers: [CALayer] = []
        for i in 0..<18 {
            let l: CALayer
            switch i % 6 {
            case 2:
                let s = CAShapeLayer()
                s.path = CGPath(rect: CGRect(x: 0, y: 0, width: 6, height: 6), transform: nil)
                s.fillColor = colour(&g)
                l = s
            case 5: l = StripedLayer()
            default: l = CALayer()
            }
            l.frame = CGRect(x: int(120), y: int(90), width: 2 * (3 + int(20)), height: 2 * (3 + int(20)))
            l.backgroundColor = colour(&g)
            if int(4) == 0 { l.borderWidth = 2; l.borderColor = blue }
            if l is StripedLayer { l.setNeedsDisplay() }
            if clipping, int(3) == 0 { l.masksToBounds = true }
            let parents = [root] + layers
            parents[int(parents.count)].addSublayer(l)
            layers.append(l)
        }
        let incremental = LayerTreeRenderer(pixelWidth: 160, pixelHeight: 120)!
        incremental.renderFrame(root: root)
        for step in 0..<40 {
            let unchanging = int(3) == 0
            // What this step did, for the failure message.
            var did: [String] = []
            for _ in 0..<(1 + int(4)) {
                let i = int(layers.count)
                let l = layers[i]
                if clipping, !unchanging, int(3) == 0 { did.append("clip \(clipEdit(l, &g)) of \(i)") }
                else if unchanging || int(3) == 0 { did.append("unchanging \(unchangingEdit(l, &g)) of \(i)") }
                else { did.append("\(edit(l, root: root, &g)) of \(i)") }
            }
            let damage = incremental.renderFrame(root: root)
            if unchanging {
                #expect(damage.isNull && incremental.lastCompositedLayerCount == 0,
                        "seed \(seed), step \(step) (\(did)): unchanging edits damaged \(damage), composited \(incremental.lastCompositedLayerCount)")
                if !damage.isNull { return false }
            }
            let difference = differenceFromFreshFullRender(incremental, root: root)
            #expect(difference == nil, "seed \(seed), step \(step) (\(did)): \(difference ?? "")")
            if difference != nil { return false }
        }
        return true
    }

    private func colour(_ g: inout SplitMix64) -> CGColor {
        CGColor(red: CGFloat(g.next() % 256) / 255, green: CGFloat(g.next() % 256) / 255, blue: CGFloat(g.next() % 256) / 255, alpha: 1)
    }

    /// An edit that leaves the committed values as they are: a value set to itself (an equal colour made
    /// anew included), or changed and set back, or a sublayer moved and moved back.
    private func unchangingEdit(_ l: CALayer, _ g: inout SplitMix64) -> Int {
        func int(_ n: Int) -> Int { Int(g.next() % UInt64(n)) }
        let kind = int(10)
        switch kind {
        case 0: l.backgroundColor = l.backgroundColor.flatMap { $0.copy(alpha: $0.alpha) }
        case 1:
            // With a transform other than the identity, the frame is the transformed box, and setting it to
            // what it reads need not give back the same bounds and position (Apple calls the frame undefined
            // then and says not to set it), so such a layer gets its bounds and position instead.
            if CATransform3DIsIdentity(l.transform) { reassign(\.frame, of: l) }
            else { reassign(\.bounds, of: l); reassign(\.position, of: l) }
            reassign(\.transform, of: l); reassign(\.opacity, of: l)
        case 2: reassign(\.contents, of: l); reassign(\.contentsGravity, of: l); reassign(\.shadowPath, of: l)
        case 3:
            let p = l.position
            l.position = CGPoint(x: p.x + 9, y: p.y - 4)
            l.position = p
        case 4:
            let b = l.bounds
            l.bounds = CGRect(x: 3, y: 2, width: b.width + 6, height: b.height)
            l.bounds = b
        case 5:
            let c = l.backgroundColor, w = l.borderWidth
            l.backgroundColor = red
            l.borderWidth = 5
            l.backgroundColor = c
            l.borderWidth = w
        case 6:
            l.isHidden.toggle(); l.isHidden.toggle()
            let o = l.opacity
            l.opacity = o == 1 ? 0.3 : 1
            l.opacity = o
        case 7:
            let t = l.transform, z = l.zPosition
            l.transform = CATransform3DMakeTranslation(4, 2, 0)
            l.zPosition = z + 2
            l.transform = t
            l.zPosition = z
        case 8:
            // To the front of its superlayer and back to its index.
            if let p = l.superlayer, let i = p.sublayers?.firstIndex(where: { $0 === l }) {
                p.addSublayer(l)
                p.insertSublayer(l, at: UInt32(i))
            }
        default:
            if let s = l as? CAShapeLayer {
                let path = s.path
                s.path = CGPath(rect: CGRect(x: 1, y: 1, width: 2, height: 2), transform: nil)
                s.path = path
            } else {
                let r = l.cornerRadius
                l.cornerRadius = r + 3
                l.cornerRadius = r
            }
        }
        return kind
    }

    /// One edit of a clip above `l` or of `l`'s place under it: the superlayer's clip turned on or off,
    /// resized, scrolled or masked; `l` moved inside the superlayer's bounds or out of them, or its look
    /// changed wherever it is.
    private func clipEdit(_ l: CALayer, _ g: inout SplitMix64) -> Int {
        func int(_ n: Int) -> Int { Int(g.next() % UInt64(n)) }
        let kind = int(7)
        guard let p = l.superlayer else { l.backgroundColor = colour(&g); return -1 }
        switch kind {
        case 0: p.masksToBounds.toggle()
        case 1: p.bounds.size = CGSize(width: 2 * (3 + int(30)), height: 2 * (3 + int(30)))
        case 2: p.bounds.origin = CGPoint(x: int(20) - 10, y: int(20) - 10)
        case 3: randomMaskEdit(p, &g)
        case 4: l.position = CGPoint(x: int(Int(p.bounds.width) + 1), y: int(Int(p.bounds.height) + 1))
        case 5: l.position = CGPoint(x: Int(p.bounds.width) + 20 + int(40), y: int(60) - 20)
        default: l.backgroundColor = colour(&g)
        }
        return kind
    }

    /// One edit that changes what `l` (or the tree around it) draws.
    private func edit(_ l: CALayer, root: CALayer, _ g: inout SplitMix64) -> Int {
        func int(_ n: Int) -> Int { Int(g.next() % UInt64(n)) }
        let kind = int(14)
        switch kind {
        case 0: l.position = CGPoint(x: int(160), y: int(120))
        case 1: l.bounds.size = CGSize(width: 2 * (3 + int(20)), height: 2 * (3 + int(20)))
        case 2: l.bounds.origin = CGPoint(x: int(12), y: int(12))
        case 3: l.opacity = [0, 0.5, 1][int(3)]
        case 4: l.isHidden.toggle()
        case 5:
            if int(2) == 0, let p = l.superlayer { p.insertSublayer(l, at: UInt32(int(p.sublayers?.count ?? 1))) }
            else { l.zPosition = CGFloat(int(3)) - 1 }
        case 6:
            // Out of the tree, or into it under a layer outside its own subtree.
            if l.superlayer != nil, int(2) == 0 { l.removeFromSuperlayer() } else { addUnderRandomLayer(l, root: root, &g) }
        case 7: randomMaskEdit(l, &g)
        case 8:
            if l.shadowOpacity == 0 {
                l.shadowOpacity = 1
                l.shadowRadius = 0
                l.shadowOffset = CGSize(width: 3, height: 3)
            } else {
                l.shadowOffset = CGSize(width: CGFloat(int(5)), height: 2)
            }
        case 9: l.backgroundColor = colour(&g)
        case 10:
            switch int(4) {
            case 0: l.masksToBounds.toggle()
            case 1: l.cornerRadius = l.cornerRadius == 0 ? 4 : 0
            case 2: l.borderWidth = CGFloat(int(4)); l.borderColor = colour(&g)
            default: l.transform = int(2) == 0 ? CATransform3DMakeTranslation(CGFloat(int(8)), 2, 0) : CATransform3DMakeScale(2, 2, 1)
            }
        case 11:
            if let s = l as? CAShapeLayer {
                if int(2) == 0 { s.fillColor = colour(&g) }
                else { s.path = CGPath(rect: CGRect(x: int(3), y: int(3), width: 3, height: 3), transform: nil) }
            } else if let s = l as? StripedLayer {
                // Redrawn in part, or whole with a new tint.
                if int(2) == 0 { s.setNeedsDisplay(CGRect(x: 0, y: int(10), width: 8, height: 6)) }
                else { s.tint = colour(&g); s.setNeedsDisplay() }
            } else {
                l.contents = int(2) == 0 ? solidImage(4, 4, colour(&g)) : nil
            }
        case 12: l.anchorPoint = int(2) == 0 ? .zero : CGPoint(x: 0.5, y: 0.5)
        default:
            if int(3) == 0 { l.sublayers = nil } else {
                let c = CALayer()
                c.frame = CGRect(x: int(20), y: int(20), width: 4 + int(12), height: 4 + int(12))
                c.backgroundColor = colour(&g)
                l.addSublayer(c)
            }
        }
        return kind
    }
}
