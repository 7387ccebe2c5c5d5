/// Sparse rows (`sparseRows`): rows of externals that refer to other basic externals instead of holding
/// their expansion. References always point to rows of lower rank, so they never form a cycle and values
/// are computed in rank order (`refreshValues`, a heap on the rank); a change costs what it moves.
extension Solver {
    /// Sets the row's references (its cells whose symbol is a basic external) and its rank.
    func collectRefs(_ row: Row) {
        unlinkRefs(row)
        var rank = 0
        for (s, c) in row.cells where Solver.kind(s) == Solver.external {
            if let r = rows[s] { row.refs.append((Unmanaged.passUnretained(r), c)); if r.rank >= rank { rank = r.rank + 1 } }
        }
        // In symbol order, not the cells' hash order: a value sums its references in this order.
        row.refs.sortByBasic()
        row.rank = rank
        let me = Unmanaged.passUnretained(row)
        for (r, _) in row.refs { r._withUnsafeGuaranteedRef { $0.dependents.append((me, 0)) } }
    }

    /// Clears the row's references and removes it from the `dependents` of the rows it referred to.
    func unlinkRefs(_ row: Row) {
        guard !row.refs.isEmpty else { return }
        let me = Unmanaged.passUnretained(row).toOpaque()
        for (r, _) in row.refs {
            r._withUnsafeGuaranteedRef { $0.dependents.removeLink(to: me) }
        }
        row.refs.removeAll()
    }

    /// Replaces the row's references by the rows they refer to, highest rank first (a row's references
    /// have lower ranks, so each is expanded once), until the row is over parameters only: what a row
    /// of a restricted or dummy symbol must be.
    func expand(_ row: Row) {
        var pending: [Symbol] = []
        for (s, _) in row.cells where Solver.kind(s) == Solver.external && rows[s] != nil { pending.append(s) }
        while !pending.isEmpty {
            // Highest rank first; among equal ranks (all rows are rank 0 when rows are dense) the lowest
            // symbol, not the hash order of the cells: the rows' contributions to a cell are summed in
            // this order, so it decides the rounding, which must not differ from one process to another.
            var bi = 0, br = rows[pending[0]]!.rank
            for i in 1..<pending.count {
                let k = rows[pending[i]]!.rank
                if k > br || (k == br && pending[i] < pending[bi]) { bi = i; br = k }
            }
            let s = pending[bi]
            pending[bi] = pending[pending.count - 1]
            pending.removeLast()
            guard let c = row.cells.removeValue(forKey: s) else { continue }
            let r = rows[s]!
            row.constant += c * r.constant
            for (t, v) in r.cells {
                let had = row.cells[t] != nil
                row.add(t, v * c)
                if !had && Solver.kind(t) == Solver.external && row.cells[t] != nil && rows[t] != nil { pending.append(t) }
            }
        }
    }

    /// Before `x` (a parameter that rows of externals mention) becomes basic with a row of rank `rank`
    /// that refers to `refs`: raises the ranks of the rows that then refer to it, directly or not.
    /// False (and nothing changed) if one of them is in `refs`: the references would form a cycle (every
    /// row on such a cycle ranks below `rank`, so the search does reach it).
    func raiseRanks(above x: Symbol, rank: Int, refs: [Symbol]) -> Bool {
        var raised: [Symbol: Int] = [:]
        var work: [(Symbol, Int)] = [(x, rank)]
        while let (s, k) = work.popLast() {
            guard let deps = columns[s] else { continue }
            for (b, u) in deps {
                let z = u.takeUnretainedValue()
                if b == x || refs.contains(b) { return false }
                if (raised[b] ?? z.rank) > k { continue }
                raised[b] = k + 1
                work.append((b, k + 1))
            }
        }
        for (b, k) in raised { rows[b]!.rank = k }
        return true
    }

    /// Makes `row` the row of one of its external parameters, keeping its references: a symbol no row
    /// mentions yet if there is one (nothing else changes), else one that only rows of externals
    /// mention (they keep it as a reference). False if no external fits; the row is then unchanged.
    func insertAsExternalRow(_ row: Row) -> Bool {
        var subject: Symbol = 0, fresh = false
        for (s, c) in row.cells where Solver.kind(s) == Solver.external && abs(c) > pivotTolerance && rows[s] == nil {
            let f = columns[s] == nil
            if subject == 0 || (f && !fresh) || (f == fresh && s < subject) { subject = s; fresh = f }
        }
        guard subject != 0 else { return false }
        if !fresh {
            guard columns[subject]!.keys.allSatisfy({ Solver.kind($0) == Solver.external }) else { return false }
            var rank = 0
            var refs: [Symbol] = []
            for (s, _) in row.cells where Solver.kind(s) == Solver.external {
                if let r = rows[s] { refs.append(s); if r.rank >= rank { rank = r.rank + 1 } }
            }
            guard raiseRanks(above: subject, rank: rank, refs: refs) else { return false }
        }
        row.solve(for: subject)
        insertRow(subject, row)
        if !fresh {
            for (_, u) in columns[subject]! where u.takeUnretainedValue() !== row { let z = u.takeUnretainedValue(); collectRefs(z); markDirty(z) }
        }
        return true
    }

    /// Brings the values of the rows of externals up to date: the rows whose constants or references
    /// changed, then, in rank order (a row after the rows it refers to), the rows that refer to a row
    /// whose value moved. Rows whose value did not move stop the propagation, so a change costs what it
    /// moves.
    func refreshValues() {
        guard !dirtyRows.isEmpty else { return }
        if !sparseRows {
            // Dense rows refer to nothing: a row's value is its constant.
            for u in dirtyRows {
                u._withUnsafeGuaranteedRef { r in
                    r.isDirty = false
                    guard r.basic != 0, Solver.kind(r.basic) == Solver.external else { return }
                    r.value = r.constant
                    if r.variable != nil && !r.isReported { r.isReported = true; reported.append(u) }
                }
            }
            dirtyRows.removeAll(keepingCapacity: true)
            return
        }
        // Rows stay flagged `isDirty` while they wait in the heap; they are kept alive by `rows` or, for
        // rows that left the tableau, by `retiredRows` (see `dirtyRows`).
        rankHeap.load(dirtyRows)
        dirtyRows.removeAll(keepingCapacity: true)
        while let u = rankHeap.pop() {
            u._withUnsafeGuaranteedRef { r in
                r.isDirty = false
                let b = r.basic
                guard b != 0, Solver.kind(b) == Solver.external else { return }
                var v = r.constant
                for (ref, c) in r.refs { v += c * ref._withUnsafeGuaranteedRef { $0.value } }
                if v != r.value {
                    r.value = v
                    for (d, _) in r.dependents {
                        if d._withUnsafeGuaranteedRef({ z in if z.isDirty { return false }; z.isDirty = true; return true }) {
                            rankHeap.push(d)
                        }
                    }
                }
                if r.variable != nil && !r.isReported { r.isReported = true; reported.append(u) }
            }
        }
    }
}
