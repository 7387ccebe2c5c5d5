import Testing
import QuartzCore

/// The sublayer operations against a plain model of the lists: the layer tree finds a sublayer's
/// index from a remembered hint, so random sequences of insertions, moves, replacements and removals across
/// several parents are checked step by step against arrays kept by the test with `CALayer`'s documented
/// rules (an index counts the list without the moved layer; a sibling that is not a sublayer means the bottom
/// for `below:` and the top for `above:`; `insertSublayer(_:at:)` clamps to the count).
@MainActor @Suite(.freshWorld) struct SublayerOrderTests {
    // The limit is wall-clock time from the test's start, which includes waiting for the main actor behind
    // the other suites' main-actor tests: alone the test takes about 0.5 s, but in a full run on the shared
    // 2-core machine it read 34–84 s, so one minute failed under load. Three minutes still catches a hang.
    @Test("Random sublayer operations over three parents match a model of the lists", .timeLimit(.minutes(3)))
    func randomOperationsMatchModel() {
        var rng = SublayerRandom(seed: 0x5EED)
        let parents = (0..<3).map { _ in CALayer() }
        let layers = (0..<40).map { _ in CALayer() }
        var model: [[CALayer]] = [[], [], []]
        func parentIndex(of l: CALayer) -> Int? { parents.firstIndex { $0 === l.superlayer } }
        func takeOut(_ l: CALayer) {
            if let p = parentIndex(of: l) { model[p].removeAll { $0 === l } }
        }
        for step in 0..<4_000 {
            let l = layers[rng.below(layers.count)]
            let p = rng.below(parents.count)
            let parent = parents[p]
            switch rng.below(7) {
            case 0:
                takeOut(l); model[p].append(l)
                parent.addSublayer(l)
            case 1:
                let index = rng.below(model[p].count + 3)
                takeOut(l); model[p].insert(l, at: min(index, model[p].count))
                parent.insertSublayer(l, at: UInt32(index))
            case 2, 3:
                let sibling = layers[rng.below(layers.count)]
                let above = rng.below(2) == 0
                takeOut(l)
                if sibling !== l, let i = model[p].firstIndex(where: { $0 === sibling }) {
                    model[p].insert(l, at: above ? i + 1 : i)
                } else if above {
                    model[p].append(l)
                } else {
                    model[p].insert(l, at: 0)
                }
                if above { parent.insertSublayer(l, above: sibling) } else { parent.insertSublayer(l, below: sibling) }
            case 4:
                let old = layers[rng.below(layers.count)]
                if old !== l, let i = model[p].firstIndex(where: { $0 === old }) {
                    model[p].remove(at: i)
                    takeOut(l)
                    // `old`'s index, then `l` taken out of wherever it was, then inserted there (clamped).
                    model[p].insert(l, at: min(i, model[p].count))
                    parent.replaceSublayer(old, with: l)
                }
            case 5:
                takeOut(l)
                l.removeFromSuperlayer()
            default:
                // Reset a whole list in a shuffled order.
                var list = model[p]
                list.shuffle(using: &rng)
                for x in list { takeOut(x) }
                model[p] = list
                parent.sublayers = list
            }
            for (i, q) in parents.enumerated() {
                let actual = q.sublayers ?? []
                #expect(actual.count == model[i].count, "step \(step)")
                #expect(zip(actual, model[i]).allSatisfy { $0 === $1 }, "step \(step)")
                q._checkInvariants()
            }
        }
    }
}

/// A small deterministic generator (SplitMix64).
struct SublayerRandom: RandomNumberGenerator {
    var state: UInt64
    init(seed: UInt64) { state = seed }
    mutating func next() -> UInt64 {
        state &+= 0x9E3779B97F4A7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58476D1CE4E5B9
        z = (z ^ (z >> 27)) &* 0x94D049BB133111EB
        return z ^ (z >> 31)
    }
    mutating func below(_ n: Int) -> Int { Int(next() % UInt64(n)) }
}
