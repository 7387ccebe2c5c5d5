/// Adding, removing and changing constraints: a constraint's row with its slack, error or dummy markers,
/// the choice of its basic symbol (an artificial variable when none fits), and the constant changes
/// that leave the basis alone.
extension Solver {
    func createRow(_ tag: Tag) -> Row {
        let c = tag.constraint
        let row = Row(tag.constant)
        // Basic externals stay in the row as references (see `Row.refs`); `expand` substitutes them when
        // the row cannot be an external's.
        for t in c.expression.terms where !nearZero(t.coefficient) {
            row.add(t.variable.symbol, t.coefficient)
        }
        let w = c.strength.weight
        switch c.relation {
        case .lessThanOrEqual, .greaterThanOrEqual:
            let k: Double = c.relation == .lessThanOrEqual ? 1 : -1
            let slack = newSymbol(Solver.slack)
            tag.marker = slack
            tag.markerCoefficient = k
            row.add(slack, k)
            if !c.strength.isRequired {
                let err = newSymbol(Solver.error)
                tag.other = err
                row.add(err, -k)
                objective.add(err, w)
            }
        case .equal:
            if c.strength.isRequired {
                let d = newSymbol(Solver.dummy)
                tag.marker = d
                tag.markerCoefficient = 1
                row.add(d, 1)
            } else {
                let plus = newSymbol(Solver.error), minus = newSymbol(Solver.error)
                tag.marker = plus
                tag.other = minus
                tag.markerCoefficient = -1
                row.add(plus, -1)
                row.add(minus, 1)
                objective.add(plus, w)
                objective.add(minus, w)
            }
        }
        return row
    }

    func chooseSubject(_ row: Row, _ tag: Tag) -> Symbol {
        var best: Symbol = 0
        for (s, c) in row.cells where Solver.kind(s) == Solver.external && abs(c) > pivotTolerance {
            if best == 0 || s < best { best = s }
        }
        if best != 0 { return best }
        if Solver.isRestricted(tag.marker), let c = row.cells[tag.marker], c < 0 { return tag.marker }
        if tag.other != 0, Solver.isRestricted(tag.other), let c = row.cells[tag.other], c < 0 { return tag.other }
        return 0
    }

    func insert(_ tag: Tag) throws {
        let row = createRow(tag)
        if sparseRows && insertAsExternalRow(row) { return }
        expand(row)
        if row.constant < 0 { row.negate() }
        var subject = chooseSubject(row, tag)
        if subject == 0 && row.cells.allSatisfy({ Solver.kind($0.key) == Solver.dummy || abs($0.value) <= pivotTolerance }) {
            // A redundant equality (only dummies, or rounding residue): consistent if its constant is 0
            // within rounding. The basic dummy's row holds only dummies (see `removeTag`).
            guard abs(row.constant) <= feasibilityTolerance else { throw SolverError.unsatisfiableConstraint }
            for (s, _) in row.cells where Solver.kind(s) != Solver.dummy { row.cells[s] = nil }
            subject = tag.marker
        }
        if subject == 0 {
            guard addWithArtificialVariable(row) else { throw SolverError.unsatisfiableConstraint }
        } else {
            row.solve(for: subject)
            substitute(subject, row)
            insertRow(subject, row)
        }
        // Solving for an unrestricted subject can leave restricted rows negative: restore feasibility first.
        if !infeasible.isEmpty { dualOptimize() }
        optimize(objective)
    }

    func addWithArtificialVariable(_ row: Row) -> Bool {
        let art = newSymbol(Solver.slack)
        insertRow(art, row.copy())
        artificial = row.copy()
        optimize(artificial!)
        // Rounding leaves the artificial objective at ~1e-10 for a constraint that is tight at the
        // solution; an exact-zero test failed such additions as unsatisfiable.
        let success = artificial!.constant <= feasibilityTolerance
        artificial = nil
        if rows[art] != nil {
            let r = removeRow(art)
            if r.cells.isEmpty { return success }
            var entering: Symbol = 0
            for (s, c) in r.cells where Solver.isRestricted(s) && abs(c) > pivotTolerance {
                if entering == 0 || s < entering { entering = s }
            }
            if entering == 0 { return false }
            r.solve(art, for: entering)
            substitute(entering, r)
            insertRow(entering, r)
        }
        if let basics = columns.removeValue(forKey: art) {
            for (_, u) in basics { u.takeUnretainedValue().cells[art] = nil }
        }
        _ = objective.take(art)
        return success
    }

    func removeTag(_ tag: Tag) {
        epoch &+= 1
        let w = tag.constraint.strength.weight
        for s in [tag.marker, tag.other] where s != 0 && Solver.kind(s) == Solver.error {
            if let r = rows[s] { objective.add(r, -w) } else { objective.add(s, -w) }
        }
        let m = tag.marker
        if rows[m] != nil {
            _ = removeRow(m)
            return
        }
        guard let basics = columns[m], !basics.isEmpty else { return }
        // A basic dummy's row holds only dummies (a redundant required equality): it leaves first, so the
        // marker's row brings only dummies into the other rows. Letting a restricted row leave instead (a
        // tie at ratio 0, decided by rounding) would leave the dummy basic over slack and error symbols,
        // free to move away from 0 and break its required equality later.
        var first: Symbol = 0, second: Symbol = 0, third: Symbol = 0, thirdRank = 0, dummyRow: Symbol = 0
        var r1 = Double.infinity, r2 = Double.infinity
        for (b, u) in basics {
            let r = u.takeUnretainedValue()
            let c = r.cells[m]!
            // Rounding residue (a cell of 1e-10–1e-8 that is 0 in exact arithmetic) never decides: as the
            // pivot element it would divide the row by ~1e-9 and amplify rounding by as much, and as a
            // ratio-test row it would win with a ratio of ~1e11 only because its coefficient is noise
            // (a required equality then ended hundreds of points off).
            guard abs(c) > pivotTolerance else { continue }
            if Solver.kind(b) == Solver.dummy {
                if dummyRow == 0 || b < dummyRow { dummyRow = b }
            } else if Solver.kind(b) == Solver.external {
                // The lowest rank: no row it refers to holds the marker, so its coefficient is the whole
                // dependence on the marker, and the rows the marker's row goes into rank above the rows
                // it refers to.
                if third == 0 || r.rank < thirdRank || (r.rank == thirdRank && b < third) { third = b; thirdRank = r.rank }
            } else if c < 0 {
                let ratio = -r.constant / c
                if ratio < r1 || (ratio == r1 && b < first) { r1 = ratio; first = b }
            } else {
                let ratio = r.constant / c
                if ratio < r2 || (ratio == r2 && b < second) { r2 = ratio; second = b }
            }
        }
        let leaving = dummyRow != 0 ? dummyRow : first != 0 ? first : second != 0 ? second : third
        guard leaving != 0 else {
            // The marker appears only as rounding residue: the other rows already imply the constraint's
            // equation, so there is nothing to undo; the residue cells go.
            for (b, u) in columns.removeValue(forKey: m) ?? [:] {
                let r = u.takeUnretainedValue()
                r.cells[m] = nil
                if Solver.kind(b) == Solver.external { markDirty(r) }
            }
            _ = objective.take(m)
            return
        }
        if sparseRows && leaving == third {
            // Only rows of externals hold the marker (restricted and dummy rows at most as rounding
            // residue, which goes, as does the objective's). The leaving external becomes a parameter and
            // the constraint's equation, solved for the marker, goes into the other rows that hold it.
            // Residue cells in rows of externals go too (the marker is a parameter at 0, so this moves
            // nothing), so that the marker's row, which refers to rows of lower rank, goes only into rows
            // that rank higher than those.
            for (b, u) in basics where Solver.kind(b) != Solver.external || abs(u.takeUnretainedValue().cells[m]!) <= pivotTolerance {
                u.takeUnretainedValue().cells[m] = nil
                columns[m]?.removeValue(forKey: b)
            }
            _ = objective.take(m)
            let r = removeRow(third)
            r.solve(third, for: m)
            substitute(m, r, hasRefs: !r.refs.isEmpty || r.cells.keys.contains { Solver.kind($0) == Solver.external && rows[$0] != nil })
            return
        }
        pivot(entering: m, leaving: leaving)
        _ = removeRow(m)
    }

    func setConstant(_ tag: Tag, _ constant: Double) throws {
        let delta = constant - tag.constant
        guard delta != 0 else { return }
        let m = tag.marker
        if Solver.kind(m) == Solver.dummy {
            let blocked = rows[m] != nil
                || (columns[m]?.keys.contains { Solver.kind($0) == Solver.dummy } ?? false)
            if blocked {
                // A redundant required equality: changing it may conflict, so it is re-added.
                let c = tag.constraint
                tags[ObjectIdentifier(c)] = nil
                removeTag(tag)
                optimize(objective)
                order += 1
                let fresh = Tag(c, order: order)
                fresh.constant = constant
                do {
                    try insert(fresh)
                } catch {
                    release(c)
                    rebuild()
                    throw error
                }
                tags[ObjectIdentifier(c)] = fresh
                return
            }
        }
        tag.constant = constant
        let shift = delta / tag.markerCoefficient
        if let r = rows[m] {
            r.constant -= shift
            if r.constant < 0 && Solver.isRestricted(m) { infeasible.append(m) }
            return
        }
        if tag.planEpoch != epoch {
            tag.plan.removeAll(keepingCapacity: true)
            if let basics = columns[m] {
                tag.plan.reserveCapacity(basics.count)
                for (_, u) in basics { tag.plan.append((u, u.takeUnretainedValue().cells[m]!)) }
            }
            tag.planEpoch = epoch
        }
        for (u, c) in tag.plan {
            u._withUnsafeGuaranteedRef { r in
                r.constant += c * shift
                let b = r.basic
                if Solver.kind(b) == Solver.external {
                    markDirty(r)
                } else if r.constant < 0 && Solver.isRestricted(b) {
                    infeasible.append(b)
                }
            }
        }
    }
}
