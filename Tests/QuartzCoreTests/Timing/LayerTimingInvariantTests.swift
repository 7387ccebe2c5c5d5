import Testing
import Foundation
import QuartzCore

/// Randomized: random layer trees get random layer timing (`speed`, `timeOffset`, `beginTime`, on containers
/// and leaves) and random animations, changed with and without commits and sampled at random media times.
/// `presentation()` of every leaf equals the value `CAMediaTiming`'s definition gives from the committed
/// state alone (each layer's local time = (parent − beginTime) × speed + timeOffset, root to leaf, with the
/// timing and animations as of the last commit), and a frame of the tree draws the same pixels as a fresh
/// tree built from that committed state only.
@MainActor @Suite(.serialized, .freshWorld) struct LayerTimingInvariantTests {
    private struct Timing: Equatable {
        var beginTime = 0.0, speed: Float = 1, timeOffset = 0.0
        func local(_ parent: Double) -> Double { (parent - beginTime) * Double(speed) + timeOffset }
    }
    /// A `position.x` animation from 2 to 42 over 20 s of its layer's time, linear, filling both ways.
    private struct Slide: Equatable {
        var begin: Double
        func x(at local: Double) -> Double { 2 + 40 * min(max((local - begin) / 20, 0), 1) }
        @MainActor func make() -> CABasicAnimation {
            let a = CABasicAnimation(keyPath: "position.x")
            a.fromValue = 2
            a.toValue = 42
            a.duration = 20
            a.beginTime = begin
            a.fillMode = .both
            a.isRemovedOnCompletion = false
            return a
        }
    }
    /// One layer of the tree as the test models it: its parent (nil for the root), whether it is a leaf
    /// (a 4×4 white square on its own row) and its timing and animation in the model and as committed.
    private struct Node {
        var parent: Int?
        var row: Int?
        var model = Timing(), committed = Timing()
        var modelSlide: Slide?, committedSlide: Slide?
    }

    private static let size = (w: 48, h: 40)

    /// A random tree: a root, containers that fill their superlayer, and leaves on rows of their own.
    private func randomTree(_ g: inout SplitMix64) -> [Node] {
        var nodes = [Node(parent: nil)]
        var rows = 0
        for _ in 0..<Int(g.next() % 6 + 2) {
            let containers = nodes.indices.filter { nodes[$0].row == nil }
            let parent = containers[Int(g.next() % UInt64(containers.count))]
            let leaf = g.next() % 2 == 0 && rows < 7
            nodes.append(Node(parent: parent, row: leaf ? rows : nil))
            if leaf { rows += 1 }
        }
        return nodes
    }

    /// Layers for `nodes`, with the timing and animations `timing` and `slide` give (index by index).
    private func build(_ nodes: [Node], timing: (Node) -> Timing, slide: (Node) -> Slide?) -> [CALayer] {
        var layers: [CALayer] = []
        for n in nodes {
            let l = CALayer()
            if let row = n.row {
                l.frame = CGRect(x: 0, y: row * 5, width: 4, height: 4)
                l.backgroundColor = white
            } else {
                l.frame = CGRect(x: 0, y: 0, width: Self.size.w, height: Self.size.h)
            }
            let t = timing(n)
            l.beginTime = t.beginTime; l.speed = t.speed; l.timeOffset = t.timeOffset
            if let p = n.parent { layers[p].addSublayer(l) }
            layers.append(l)
        }
        for (n, l) in zip(nodes, layers) { if let s = slide(n) { l.add(s.make(), forKey: "slide") } }
        return layers
    }

    /// The local time of node `i` at global time `now`, from the committed timing of it and its ancestors.
    private func committedLocal(_ nodes: [Node], _ i: Int, _ now: Double) -> Double {
        let parent = nodes[i].parent.map { committedLocal(nodes, $0, now) } ?? now
        return nodes[i].committed.local(parent)
    }

    /// The model local time of node `i` (what `convertTime(_:from: nil)` answers).
    private func modelLocal(_ nodes: [Node], _ i: Int, _ now: Double) -> Double {
        let parent = nodes[i].parent.map { modelLocal(nodes, $0, now) } ?? now
        return nodes[i].model.local(parent)
    }

    /// A frame drawn now: the animation tick (which records what moves), then the render.
    private func frame(_ root: CALayer, _ renderer: LayerTreeRenderer) -> CGImage {
        PipelineOwner.current.fireTimers(now: CACurrentMediaTime())
        PipelineOwner.current.render { renderer.renderFrame(root: root) }
        return renderer.makeImage()!
    }

    private func samePixels(_ a: CGImage, _ b: CGImage) -> Bool {
        for y in 0..<Self.size.h {
            for x in 0..<Self.size.w where a.rgba(atX: x, y: y) != b.rgba(atX: x, y: y) {
                print("pixel (\(x),\(y)): \(a.rgba(atX: x, y: y)) vs \(b.rgba(atX: x, y: y))")
                return false
            }
        }
        return true
    }

    @Test("presentation() and frames follow the committed layer timing and animations only", arguments: 0..<40)
    func committedTimingOnly(seed: UInt64) {
        var g = SplitMix64(state: 0x7131 &+ seed &* 0x9E37)
        CAMediaClock.useManualClock(startingAt: 100)
        CATransaction.setDisableActions(true)
        var nodes = randomTree(&g)
        let layers = build(nodes, timing: { _ in Timing() }, slide: { _ in nil })
        let root = layers[0]
        let renderer = LayerTreeRenderer(pixelWidth: Self.size.w, pixelHeight: Self.size.h)!
        _ = frame(root, renderer)
        let speeds: [Float] = [0, 0.5, 1, 2]
        let offsets = [0.0, 1.5, -3]
        let leaves = nodes.indices.filter { nodes[$0].row != nil }
        for step in 0..<40 {
            let i = Int(g.next() % UInt64(nodes.count))
            switch g.next() % 6 {
            case 0:
                // A timing change in the model.
                var t = nodes[i].model
                switch g.next() % 3 {
                case 0: t.speed = speeds[Int(g.next() % 4)]
                case 1: t.timeOffset = offsets[Int(g.next() % 3)] + Double(g.next() % 4)
                default: t.beginTime = offsets[Int(g.next() % 3)] * 2
                }
                nodes[i].model = t
                layers[i].beginTime = t.beginTime; layers[i].speed = t.speed; layers[i].timeOffset = t.timeOffset
            case 1:
                // An animation added (or replaced), beginning near the layer's current model time.
                guard let leaf = leaves.isEmpty ? nil : leaves[Int(g.next() % UInt64(leaves.count))] else { continue }
                var begin = modelLocal(nodes, leaf, CACurrentMediaTime()) + offsets[Int(g.next() % 3)]
                if begin == 0 { begin = 0.25 }
                nodes[leaf].modelSlide = Slide(begin: begin)
                layers[leaf].add(Slide(begin: begin).make(), forKey: "slide")
            case 2:
                if nodes[i].modelSlide != nil, g.next() % 2 == 0 {
                    nodes[i].modelSlide = nil
                    layers[i].removeAnimation(forKey: "slide")
                }
            case 3, 4:
                CATransaction.flush()
                for k in nodes.indices { nodes[k].committed = nodes[k].model; nodes[k].committedSlide = nodes[k].modelSlide }
            default:
                CAMediaClock.advance(by: Double(g.next() % 8) * 0.375)
            }
            let now = CACurrentMediaTime()
            for leaf in leaves {
                let expected = nodes[leaf].committedSlide.map { $0.x(at: committedLocal(nodes, leaf, now)) } ?? 2
                let x = Double(layers[leaf].presentation()!.position.x)
                #expect(abs(x - expected) < 1e-9, "seed \(seed) step \(step) leaf \(leaf): \(x) vs \(expected)")
            }
            guard step % 8 == 7 else { continue }
            // A fresh tree holding the committed state only, drawn at the same media time.
            CATransaction.setDisableActions(true)
            let fresh = build(nodes, timing: { $0.committed }, slide: { $0.committedSlide })
            let freshRenderer = LayerTreeRenderer(pixelWidth: Self.size.w, pixelHeight: Self.size.h)!
            let expected = frame(fresh[0], freshRenderer)
            #expect(samePixels(frame(root, renderer), expected), "seed \(seed) step \(step)")
            for l in fresh { l.removeAllAnimations() }
        }
    }
}
