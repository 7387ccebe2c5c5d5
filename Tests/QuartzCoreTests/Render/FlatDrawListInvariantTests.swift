import Testing
import Foundation
@testable import QuartzCore

/// Full composites of layers with many sublayers replay a flat draw list kept in the render node. Random
/// trees and random edits of every kind between frames (geometry, colours, images, opacity, hidden,
/// reorders, inserts and removals, masks, transforms, borders, rounding, flips, sublayer transforms):
/// after each commit every kept list that is still valid equals one built from scratch, and the image
/// `render(in:)` draws from the lists equals, byte for byte, the one it draws compositing every sublayer
/// one by one, with the same count of composited layers.
@MainActor @Suite(.serialized, .freshWorld) struct FlatDrawListInvariantTests {
    @Test("Random edits between full renders: kept flat lists equal rebuilt ones and draw what the layers draw")
    func randomEditsKeepFlatListsExact() {
        // A failing seed is reported and can be replayed with FLAT_DRAWS_SEED.
        if let s = ProcessInfo.processInfo.environment["FLAT_DRAWS_SEED"].flatMap(UInt64.init) {
            run(seed: s)
            return
        }
        var rng = SystemRandomNumberGenerator()
        for _ in 0..<5 { if !run(seed: UInt64.random(in: 0..<1_000_000, using: &rng)) { return } }
    }

    @Test("A static tree replays its list; a committed change of one sublayer invalidates it until the next render")
    func listIsKeptUntilASublayerChanges() {
        let root = CALayer()
        root.bounds = CGRect(x: 0, y: 0, width: 100, height: 100)
        var leaves: [CALayer] = []
        for i in 0..<40 {
            let l = CALayer()
            l.frame = CGRect(x: i % 10 * 10, y: i / 10 * 10, width: 10, height: 10)
            l.backgroundColor = i % 2 == 0 ? red : blue
            root.addSublayer(l)
            leaves.append(l)
        }
        let first = rendered(root, 100, 100)
        #expect(root.hasValidFlatDraws)
        #expect(root.flatDrawsMatchRebuilt() == true)
        leaves[7].backgroundColor = green
        // The list holds committed values: the commit that takes the change drops it.
        #expect(root.hasValidFlatDraws)
        PipelineOwner.current.commitRenderValues()
        #expect(!root.hasValidFlatDraws)
        let second = rendered(root, 100, 100)
        #expect(root.hasValidFlatDraws)
        #expect(pixel(first, 75, 5, is: (0, 0, 255, 255)))
        #expect(pixel(second, 75, 5, is: (0, 255, 0, 255)))
        // A layer with few sublayers composites them one by one and keeps no list.
        let small = CALayer()
        small.bounds = root.bounds
        small.addSublayer(CALayer())
        _ = rendered(small, 10, 10)
        #expect(!small.hasValidFlatDraws)
    }

    /// One random tree and 25 rounds of random edits; false after the first failure.
    @discardableResult
    private func run(seed: UInt64) -> Bool {
        PipelineOwner.installFresh()
        defer { FlatDrawList.isEnabled = true }
        var g = SplitMix64(state: seed)
        func int(_ n: Int) -> Int { Int(g.next() % UInt64(n)) }
        func coordinate(_ n: Int) -> CGFloat { CGFloat(int(4 * n)) / 4 }
        let images = [solidImage(8, 8, red), solidImage(12, 6, green), solidImage(20, 20, blue)]
        let root = CALayer()
        root.bounds = CGRect(x: 0, y: 0, width: 160, height: 120)
        root.backgroundColor = white
        // Two containers with enough sublayers for a list, one inside the other's sibling list.
        let outer = CALayer(), inner = CALayer()
        outer.frame = root.bounds
        inner.frame = CGRect(x: 20, y: 10, width: 120, height: 90)
        root.addSublayer(outer)
        outer.addSublayer(inner)
        var layers: [CALayer] = [outer, inner]
        for k in 0..<(70 + int(20)) {
            let l = CALayer()
            l.frame = CGRect(x: coordinate(140), y: coordinate(100), width: 2 + coordinate(24), height: 2 + coordinate(24))
            if int(3) != 0 { l.backgroundColor = CGColor(red: CGFloat(int(256)) / 255, green: 0.5, blue: 0.2, alpha: 1) }
            if int(2) == 0 { l.contents = images[int(images.count)] }
            (k % 2 == 0 ? outer : inner).addSublayer(l)
            layers.append(l)
        }
        var detached: [CALayer] = []
        // A renderer keeps the damage tracking alive, as in a window.
        let window = LayerTreeRenderer(pixelWidth: 160, pixelHeight: 120)!
        window.renderFrame(root: root)
        _ = rendered(root, 160, 120)
        for round in 0..<25 {
            for _ in 0..<(1 + int(4)) { edit(layers[int(layers.count)], containers: [outer, inner], detached: &detached, &g) }
            if int(3) == 0 { window.renderFrame(root: root) }
            PipelineOwner.current.commitRenderValues()
            var stale: [String] = []
            func check(_ l: CALayer) {
                if l.flatDrawsMatchRebuilt() == false { stale.append("\(l)") }
                for s in l.sublayers ?? [] { check(s) }
            }
            check(root)
            #expect(stale.isEmpty, "seed \(seed), round \(round): kept lists differ from rebuilt ones on \(stale.prefix(2))")
            CALayer.compositedLayerCount = 0
            let flat = rendered(root, 160, 120)
            let flatCount = CALayer.compositedLayerCount
            // A drawn, upright container without a sublayer transform composites its many sublayers flat.
            let outerFlat = !outer.isHidden && outer.opacity > 0 && !outer.isGeometryFlipped
                && CATransform3DIsIdentity(outer.sublayerTransform) && (outer.sublayers?.count ?? 0) >= FlatDrawList.minimumSublayers
            #expect(!outerFlat || outer.hasValidFlatDraws, "seed \(seed), round \(round): the container kept no list")
            FlatDrawList.isEnabled = false
            CALayer.compositedLayerCount = 0
            let general = rendered(root, 160, 120)
            let generalCount = CALayer.compositedLayerCount
            FlatDrawList.isEnabled = true
            let differing = differingPixels(flat, general)
            #expect(differing.isEmpty, "seed \(seed), round \(round): \(differing.count) pixels differ, first at \(differing.first.map { "\($0)" } ?? "-")")
            #expect(flatCount == generalCount, "seed \(seed), round \(round): \(flatCount) layers composited, \(generalCount) one by one")
            if !stale.isEmpty || !differing.isEmpty || flatCount != generalCount { return false }
        }
        return true
    }

    /// One random edit of `l` (or of the tree around it).
    private func edit(_ l: CALayer, containers: [CALayer], detached: inout [CALayer], _ g: inout SplitMix64) {
        func int(_ n: Int) -> Int { Int(g.next() % UInt64(n)) }
        func coordinate(_ n: Int) -> CGFloat { CGFloat(int(4 * n)) / 4 }
        switch int(16) {
        case 0: l.position = CGPoint(x: coordinate(150), y: coordinate(110))
        case 1: l.bounds.size = CGSize(width: 1 + coordinate(30), height: 1 + coordinate(30))
        case 2: l.backgroundColor = int(3) == 0 ? nil : CGColor(red: 0.1, green: CGFloat(int(256)) / 255, blue: 0.7, alpha: [0.5, 1][int(2)])
        case 3:
            switch int(3) {
            case 0: l.contents = nil
            case 1: l.contents = solidImage(4 + int(20), 4 + int(20), CGColor(red: 0.3, green: 0.3, blue: CGFloat(int(256)) / 255, alpha: 1))
            default: l.contentsGravity = [.center, .resize, .topLeft, .resizeAspect][int(4)]
            }
        case 4: l.opacity = [0, 0.3, 1][int(3)]
        case 5: l.isHidden.toggle()
        case 6:
            if int(2) == 0, let p = l.superlayer { p.insertSublayer(l, at: UInt32(int(p.sublayers!.count))) }
            else { l.zPosition = CGFloat(int(3)) - 1 }
        case 7:
            if l.superlayer != nil, !containers.contains(where: { $0 === l }) {
                l.removeFromSuperlayer()
                detached.append(l)
            } else if let i = detached.firstIndex(where: { $0 === l }) {
                detached.remove(at: i)
                containers[int(containers.count)].addSublayer(l)
            }
        case 8:
            // A mask drawn from an image, moved, or taken away.
            if let m = l.mask { if int(2) == 0 { m.position.y += 2 } else { l.mask = nil } } else {
                let m = CALayer()
                m.frame = CGRect(x: coordinate(6), y: coordinate(6), width: 4 + coordinate(16), height: 4 + coordinate(16))
                m.contents = solidImage(6, 6, CGColor(gray: 0, alpha: 0.5))
                l.mask = m
            }
        case 9:
            l.transform = [CATransform3DIdentity, CATransform3DMakeRotation(0.3, 0, 0, 1),
                           CATransform3DMakeScale(1.5, 0.5, 1), CATransform3DMakeTranslation(3, 2, 0)][int(4)]
        case 10:
            if l.borderWidth == 0 { l.borderWidth = 1 + coordinate(3); l.borderColor = blue } else { l.borderWidth = 0 }
        case 11:
            if int(2) == 0 { l.cornerRadius = l.cornerRadius == 0 ? 3 : 0 } else { l.masksToBounds.toggle() }
        case 12:
            if int(3) == 0, !containers.contains(where: { $0 === l }) { l.sublayers = nil } else {
                let c = CALayer()
                c.frame = CGRect(x: coordinate(20), y: coordinate(20), width: 2 + coordinate(12), height: 2 + coordinate(12))
                c.backgroundColor = CGColor(red: 0.9, green: 0.6, blue: 0.1, alpha: 1)
                (int(2) == 0 ? l : containers[int(containers.count)]).addSublayer(c)
            }
        case 13: l.isGeometryFlipped.toggle()
        case 14:
            let c = containers[int(containers.count)]
            c.sublayerTransform = int(2) == 0 ? CATransform3DIdentity : CATransform3DMakeTranslation(coordinate(6), 1, 0)
        default:
            l.magnificationFilter = l.magnificationFilter == .nearest ? .linear : .nearest
        }
    }
}
