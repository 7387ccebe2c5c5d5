import Testing
@testable import QuartzCore

/// An element that counts how many of its kind are alive, so the tests see that the list retains each
/// element once and releases it once (no leak, no over-release) whatever the chunks do.
private final class Item: ChildListElement {
    nonisolated(unsafe) static var alive = 0
    static var _childListKeepsHints: Bool { false }
    let tag: Int
    init(_ tag: Int) { self.tag = tag; Item.alive += 1 }
    deinit { Item.alive -= 1 }
}


/// `ChildList` (the chunked child storage of layers and views) on its own against a plain array
/// model: random insertions, removals, moves, swaps and look-ups, sized so the lists grow through many
/// chunks and shrink back to one, with the list's invariants checked after every step.
@MainActor @Suite(.serialized, .freshWorld) struct ChildListTests {
    /// Runs `steps` random edits on one list against an array; `target` is the size the list drifts
    /// around (the insert/remove balance follows it), so chunks split and merge all the time. `make`
    /// gives new elements: plain items (found by identity, as views are) or layers (found through the
    /// hint the list keeps on each layer).
    private func run<E: ChildListElement>(seed: UInt64, steps: Int, target: Int, make: () -> E) {
        var rng = SublayerRandom(seed: seed)
        var list = ChildList<E>()
        var model: [E] = []
        func fresh() -> E { make() }
        for step in 0..<steps {
            let n = model.count
            let growing = n < target
            switch rng.below(10) {
            case 0, 1, 2:
                if growing || rng.below(3) == 0 {
                    let i = rng.below(n + 1)
                    let e = fresh()
                    list.insert(e, at: i)
                    model.insert(e, at: i)
                } else if n > 0 {
                    let i = rng.below(n)
                    let e = list.remove(at: i)
                    #expect(e === model.remove(at: i), "step \(step): removed the wrong element")
                }
            case 3:
                let e = fresh()
                list.append(e)
                model.append(e)
            case 4 where n > 0:
                let i = rng.below(n)
                #expect(list.remove(at: i) === model.remove(at: i), "step \(step): removed the wrong element")
            case 5 where n > 0:
                // Reorders as the hierarchy makes them: to the front, to the back, anywhere.
                let from = rng.below(n)
                let to = [0, n - 1, rng.below(n)][rng.below(3)]
                list.move(from: from, to: to)
                model.insert(model.remove(at: from), at: to)
            case 6 where n > 1:
                let i = rng.below(n), j = rng.below(n)
                list.swapAt(i, j)
                model.swapAt(i, j)
            case 7 where n > 0:
                // A look-up through the hint, and one of an element that is not in the list.
                let i = rng.below(n)
                #expect(list.index(of: model[i]) == i, "step \(step): index(of:) of element \(i)")
                #expect(list[i] === model[i])
                let stranger = make()
                #expect(list.index(of: stranger) == nil)
            case 8 where n > 0:
                // A windowed look-up, as a view's index is found from its layer's.
                let i = rng.below(n)
                let lo = max(i - rng.below(4), 0), hi = min(i + rng.below(4), n - 1)
                #expect(list.index(of: model[i], in: lo...hi) == i)
                if i > 0 { #expect(list.index(of: model[i], in: 0...(i - 1)) == nil) }
            default:
                // A copy taken before an edit keeps the old contents (value semantics).
                let copy = list
                let before = model
                if n > 0 { list.move(from: rng.below(n), to: 0) } else { list.append(fresh()) }
                #expect(copy.count == before.count)
                #expect(zip(copy, before).allSatisfy { $0 === $1 }, "step \(step): a copy changed with the original")
                model = Array(list)
            }
            list._checkInvariants()
            #expect(list.count == model.count)
            if step % 50 == 0 {
                // Reading everything: iteration, the cached array, and every element's index.
                #expect(zip(list, model).allSatisfy { $0 === $1 }, "step \(step): order differs from the model")
                #expect(list.array.count == model.count && zip(list.array, model).allSatisfy { $0 === $1 })
                var walked: [E] = []
                list._forEachUnretained { walked.append($0) }
                #expect(walked.count == model.count && zip(walked, model).allSatisfy { $0 === $1 })
                for (i, e) in model.enumerated() where list.index(of: e) != i {
                    Issue.record("step \(step): element \(i) found at \(String(describing: list.index(of: e)))")
                    break
                }
                list._checkInvariants()
            }
        }
        #expect(list.count == model.count)
    }

    @Test("Random edits of a list that grows through many chunks match an array", arguments: [1, 2] as [UInt64])
    func randomEditsMatchArray(seed: UInt64) {
        let aliveBefore = Item.alive
        var n = 0
        run(seed: seed, steps: 5_000, target: 900) { n += 1; return Item(n) }
        // Every element the list held was released exactly once when the list and model went away.
        #expect(Item.alive == aliveBefore)
    }

    @Test("Random edits of a list of layers (chunk id and slot hints on each layer) match an array")
    func randomEditsWithHints() {
        run(seed: 3, steps: 5_000, target: 700) { CALayer() }
    }

    @Test("A list around one chunk's size splits and merges back to one chunk")
    func aroundOneChunk() {
        let aliveBefore = Item.alive
        var n = 0
        run(seed: 7, steps: 4_000, target: ChildList<Item>.maxChunk + 8) { n += 1; return Item(n) }
        #expect(Item.alive == aliveBefore)
        run(seed: 8, steps: 4_000, target: ChildList<CALayer>.maxChunk + 8) { CALayer() }
    }

    @Test("Moves to the front and back of a 10,000-layer list keep order and hints")
    func rotations() {
        var list = ChildList<CALayer>()
        let items = (0..<10_000).map { _ in CALayer() }
        for e in items { list.append(e) }
        for k in 0..<5_000 { list.move(from: 0, to: list.count - 1); _ = k }
        list._checkInvariants()
        for k in 0..<3_000 { list.move(from: list.count - 1, to: 0); _ = k }
        list._checkInvariants()
        // After 5,000 to the back and 3,000 to the front, the list is rotated by 2,000.
        for (i, e) in list.enumerated() { #expect(e === items[(i + 2_000) % items.count]); if e !== items[(i + 2_000) % items.count] { break } }
        for i in stride(from: 0, to: items.count, by: 97) {
            #expect(list.index(of: items[(i + 2_000) % items.count]) == i)
        }
    }

    @Test("A list without hints finds its elements by identity")
    func withoutHints() {
        var list = ChildList<Item>()
        let items = (0..<500).map { Item($0) }
        for e in items { list.insert(e, at: list.count / 2) }
        list._checkInvariants()
        var model: [Item] = []
        for e in items { model.insert(e, at: model.count / 2) }
        for (i, e) in model.enumerated() { #expect(list.index(of: e) == i) }
        #expect(list.index(of: Item(-1)) == nil)
    }
}
