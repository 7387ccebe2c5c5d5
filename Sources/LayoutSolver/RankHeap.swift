/// A binary min-heap of unretained rows on their rank (the order in which `refreshValues` computes
/// values: a row after the rows it refers to).
struct RankHeap {
    private var items: [Unmanaged<Solver.Row>] = []

    /// Replaces the heap's rows by `rows` (its storage is reused).
    mutating func load(_ rows: [Unmanaged<Solver.Row>]) {
        items.removeAll(keepingCapacity: true)
        items.append(contentsOf: rows)
        if items.count > 1 { for i in stride(from: items.count / 2 - 1, through: 0, by: -1) { siftDown(i) } }
    }

    @inline(__always) private func rank(_ i: Int) -> Int { items[i]._withUnsafeGuaranteedRef { $0.rank } }

    mutating func push(_ r: Unmanaged<Solver.Row>) {
        items.append(r)
        var i = items.count - 1
        while i > 0 { let p = (i - 1) / 2; if rank(i) < rank(p) { items.swapAt(i, p); i = p } else { break } }
    }

    mutating func pop() -> Unmanaged<Solver.Row>? {
        guard let first = items.first else { return nil }
        let last = items.removeLast()
        if !items.isEmpty { items[0] = last; siftDown(0) }
        return first
    }

    private mutating func siftDown(_ i0: Int) {
        var i = i0
        let n = items.count
        while true {
            let l = 2 * i + 1, r = l + 1
            var m = i
            if l < n && rank(l) < rank(m) { m = l }
            if r < n && rank(r) < rank(m) { m = r }
            if m == i { return }
            items.swapAt(i, m); i = m
        }
    }
}
