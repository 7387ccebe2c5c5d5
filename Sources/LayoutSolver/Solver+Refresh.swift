/// Recovery from rounding: a rebuild from the constraints after a stuck step, and reinversion (`refresh`)
/// once enough row updates have accumulated rounding, which re-derives the current basis's rows.
extension Solver {
    /// Rebuilds from scratch if a step got stuck during the last public call; re-derives the rows of the
    /// current basis from the constraints once enough pivots have accumulated rounding (`refresh`).
    func recoverIfStuck() {
        if deadRows > 1000 && deadRows > rows.count / 2 && !rebuilding { stuck = true }
        if !stuck && !rebuilding && updatesSinceRefresh > max(refreshBudget, 256 + 8 * rows.count) {
            _ = refresh()
        }
        guard stuck, !rebuilding else { return }
        stuck = false
        rebuild()
    }

    /// Rebuilds the tableau from the constraints in the order they were added (after a failed addition,
    /// which may leave traces of its slack symbols).
    func rebuild() {
        epoch &+= 1
        rebuilding = true
        defer { rebuilding = false; stuck = false; updatesSinceRefresh = 0 }
        deadRows = 0
        let all = tags.values.sorted { $0.order < $1.order }
        // The old rows die; the dirty set reports every variable from the new ones.
        clearDirtyRows()
        rows.removeAll(); columns = [:]; objective = Solver.makeObjective(); artificial = nil; infeasible = []
        dirty.formUnion(externals.keys)
        tags.removeAll()
        for t in all {
            let fresh = Tag(t.constraint, order: t.order)
            fresh.constant = t.constant
            do { try insert(fresh); tags[ObjectIdentifier(t.constraint)] = fresh } catch {
                release(t.constraint)
            }
        }
    }

    /// The row of `tag`'s constraint as `createRow` made it (with the markers it has now): the equation
    /// `0 = constant + Σ cells` before any substitution.
    func originalRow(_ tag: Tag) -> Row {
        let c = tag.constraint
        let row = Row(tag.constant)
        for t in c.expression.terms where !nearZero(t.coefficient) { row.add(t.variable.symbol, t.coefficient) }
        switch c.relation {
        case .lessThanOrEqual, .greaterThanOrEqual:
            let k: Double = c.relation == .lessThanOrEqual ? 1 : -1
            row.add(tag.marker, k)
            if tag.other != 0 { row.add(tag.other, -k) }
        case .equal:
            if c.strength.isRequired {
                row.add(tag.marker, 1)
            } else {
                row.add(tag.marker, -1)
                row.add(tag.other, 1)
            }
        }
        return row
    }

    /// Derives the rows of the current basis afresh from the constraints, by Gauss-Jordan elimination
    /// with partial pivoting (what LP solvers call reinversion). The basic symbols stay the same, so the
    /// solution is the same up to rounding; but each coefficient then carries the rounding of one
    /// elimination instead of that of every pivot since the rows were built. Over thousands of pivots the
    /// coefficients of the random edit tests drifted by 1e-9 relative (-0.6666666661 for -2/3), and a
    /// parameter entering at a few hundred points then moved required constraints by ~1e-6.
    /// Rows of released variables go. False if the basis could not be derived (rounding made it
    /// singular): the tableau is then rebuilt from the constraints.
    func refresh() -> Bool {
        let all = tags.values.sorted { $0.order < $1.order }
        let eqs = all.map(originalRow)
        if sparseRows {
            guard refreshSparse(all, eqs) else { rebuild(); return false }
            finishRefresh(all)
            return true
        }
        // Symbol → the equations that mention it.
        var col: [Symbol: [Int]] = [:]
        for (i, e) in eqs.enumerated() { for s in e.cells.keys { col[s, default: []].append(i) } }
        // Restricted and dummy basic symbols first (each is in one equation, with coefficient ±1), then
        // the externals, each from the equation where its coefficient is largest.
        var basics = rows.keys.filter { col[$0] != nil }
        guard basics.count == eqs.count else { rebuild(); return false }
        basics.sort { a, b in
            let ea = Solver.kind(a) == Solver.external, eb = Solver.kind(b) == Solver.external
            return ea != eb ? !ea : a < b
        }
        var subject = [Symbol](repeating: 0, count: eqs.count)
        for b in basics {
            var best = -1, bc = 0.0
            for i in col[b]! where subject[i] == 0 {
                let c = abs(eqs[i].cells[b]!)
                if c > bc || (c == bc && i < best) { bc = c; best = i }
            }
            guard best >= 0, bc > pivotTolerance else { rebuild(); return false }
            let e = eqs[best]
            subject[best] = b
            for s in e.cells.keys where s != b { col[s]!.removeAll { $0 == best } }
            e.solve(for: b)
            for i in col.removeValue(forKey: b)! where i != best {
                let z = eqs[i]
                let f = z.cells.removeValue(forKey: b)!
                z.constant += f * e.constant
                for (s, v) in e.cells {
                    let old = z.cells[s]
                    let n = (old ?? 0) + f * v
                    if nearZero(n) {
                        if old != nil { z.cells[s] = nil; col[s]!.removeAll { $0 == i } }
                    } else {
                        z.cells[s] = n
                        if old == nil { col[s, default: []].append(i) }
                    }
                }
            }
            for s in e.cells.keys { col[s, default: []].append(best) }
        }
        clearTableauForRefresh()
        for (i, e) in eqs.enumerated() { insertRefreshedRow(subject[i], e) }
        finishRefresh(all)
        return true
    }

    /// Empties the rows for `refresh` (the constraints stay).
    func clearTableauForRefresh() {
        epoch &+= 1
        updatesSinceRefresh = 0
        refreshedSinceReport = true
        deadRows = 0
        // The old rows die; every variable is checked against the new ones.
        clearDirtyRows()
        dirty.formUnion(externals.keys)
        rows.removeAll(); columns = [:]; infeasible = []
    }

    func insertRefreshedRow(_ subject: Symbol, _ e: Row) {
        if Solver.kind(subject) == Solver.dummy {
            // A basic dummy's row holds only dummies (see `removeTag`): anything else is residue.
            for (s, c) in e.cells where Solver.kind(s) != Solver.dummy && abs(c) <= pivotTolerance { e.cells[s] = nil }
        }
        insertRow(subject, e)
        if Solver.isRestricted(subject) && e.constant < 0 { infeasible.append(subject) }
    }

    /// `refresh` with rows that refer to other rows (see `Row.refs`), without filling them in: the
    /// basis matrix is block triangular (a basic slack, error or dummy symbol is in its own constraint's
    /// equation only), so the equations without such a symbol determine the basic externals alone.
    /// They are made rows of externals one at a time, as `insertAsExternalRow` does (a subject not yet
    /// assigned, references to the rows already made, ranks raised where earlier rows mention the
    /// subject), expanding only when the equation has no subject left or the references would cycle.
    /// Then each remaining equation, expanded, becomes its basic symbol's row. False if the basis cannot
    /// be derived (the tableau is then empty: the caller rebuilds).
    func refreshSparse(_ all: [Tag], _ eqs: [Row]) -> Bool {
        var mentioned = Set<Symbol>()
        for e in eqs { mentioned.formUnion(e.cells.keys) }
        var basics = Set<Symbol>()
        for b in rows.keys where mentioned.contains(b) { basics.insert(b) }
        guard basics.count == eqs.count else { return false }
        var own = [Symbol](repeating: 0, count: eqs.count)
        for (i, t) in all.enumerated() {
            for s in [t.marker, t.other] where s != 0 && basics.contains(s) {
                if own[i] != 0 { return false }
                own[i] = s
            }
        }
        clearTableauForRefresh()
        // An external of the basis not made yet, with the largest coefficient (a symbol no row mentions
        // on a tie, then the lowest).
        func pick(_ row: Row) -> Symbol {
            var best: Symbol = 0, bc = 0.0, bf = false
            for (s, c) in row.cells where Solver.kind(s) == Solver.external && rows[s] == nil && basics.contains(s) {
                let a = abs(c), f = columns[s] == nil
                guard a > pivotTolerance else { continue }
                if best == 0 || a > bc || (a == bc && (f && !bf || f == bf && s < best)) { best = s; bc = a; bf = f }
            }
            return best
        }
        for i in 0..<eqs.count where own[i] == 0 {
            let row = eqs[i]
            var subject = pick(row)
            if subject == 0 { expand(row); subject = pick(row) }
            guard subject != 0 else { return false }
            if columns[subject] != nil {
                var rank = 0
                var refs: [Symbol] = []
                for (s, _) in row.cells where Solver.kind(s) == Solver.external {
                    if let r = rows[s] { refs.append(s); if r.rank >= rank { rank = r.rank + 1 } }
                }
                if !raiseRanks(above: subject, rank: rank, refs: refs) {
                    // Without references a row cannot close a cycle.
                    expand(row)
                    subject = pick(row)
                    guard subject != 0 else { return false }
                    if columns[subject] != nil { _ = raiseRanks(above: subject, rank: 0, refs: []) }
                }
            }
            row.solve(for: subject)
            insertRow(subject, row)
            if let deps = columns[subject] { for (_, u) in deps where u.takeUnretainedValue() !== row { let z = u.takeUnretainedValue(); collectRefs(z); markDirty(z) } }
        }
        for i in 0..<eqs.count where own[i] != 0 {
            let row = eqs[i], s = own[i]
            expand(row)
            guard let c = row.cells[s], abs(c) > pivotTolerance else { return false }
            row.solve(for: s)
            insertRefreshedRow(s, row)
        }
        return true
    }

    /// The objective from the refreshed rows, then the simplex steps the fresh rounding may call for.
    func finishRefresh(_ all: [Tag]) {
        refreshBudget = refreshFactor * (rows.count + cellCount)
        let obj = Solver.makeObjective()
        for t in all where !t.constraint.strength.isRequired {
            let w = t.constraint.strength.weight
            for e in [t.marker, t.other] where e != 0 && Solver.kind(e) == Solver.error {
                if let r = rows[e] { obj.add(r, w) } else { obj.add(e, w) }
            }
        }
        objective = obj
        if !infeasible.isEmpty { dualOptimize() }
        optimize(objective)
    }
}
