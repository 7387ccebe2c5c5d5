/// The tableau's bookkeeping: symbols, the variables' reference counts, rows entering and leaving the
/// basis with the column index kept in step, substitution and pivots. Substituting a symbol costs the
/// rows that mention it (the column), never a scan of the tableau.
extension Solver {
    func newSymbol(_ kind: Int) -> Symbol {
        Symbol(Solver.nextSymbol.wrappingAdd(1, ordering: .relaxed).oldValue << 2 | kind)
    }

    func retain(_ c: Constraint) {
        for t in c.expression.terms {
            let v = t.variable
            if v.symbol == 0 { v.symbol = newSymbol(Solver.external) }
            if externals[v.symbol] == nil {
                externals[v.symbol] = v
                dirty.insert(v.symbol)
                rows[v.symbol]?.variable = v
            }
            refCounts[v.symbol, default: 0] += 1
        }
    }

    func release(_ c: Constraint) {
        for t in c.expression.terms {
            let s = t.variable.symbol
            guard let n = refCounts[s] else { continue }
            if n > 1 { refCounts[s] = n - 1; continue }
            refCounts[s] = nil
            // No constraint mentions the variable any more, but if it is basic its row may carry another
            // constraint's equation (pivots move equations between rows), so the row stays; rows of such
            // dead variables go at the next rebuild, forced once they are many.
            if let r = rows[s] { deadRows += 1; r.variable = nil }
            externals[s] = nil
        }
    }

    func insertRow(_ basic: Symbol, _ row: Row) {
        epoch &+= 1
        rows[basic] = row
        row.basic = basic
        let u = Unmanaged.passUnretained(row)
        for s in row.cells.keys { columns[s, default: [:]][basic] = u }
        if Solver.kind(basic) == Solver.external {
            row.variable = externals[basic]
            collectRefs(row)
            markDirty(row)
        } else {
            unlinkRefs(row)
            row.rank = 0
        }
    }

    func removeRow(_ basic: Symbol) -> Row {
        epoch &+= 1
        let row = rows.removeValue(forKey: basic)!
        row.basic = 0
        if row.isDirty || row.isReported { retiredRows.append(row) }
        // Each column is edited in place (one lookup; its entry goes only once it is empty): taking the
        // column out of the index and putting it back cost two more lookups and a delete with backward
        // shift in the index for every cell of every row that left the basis.
        for s in row.cells.keys {
            if let i = columns.index(forKey: s) {
                columns.values[i].removeValue(forKey: basic)
                if columns.values[i].isEmpty { columns.remove(at: i) }
            }
        }
        if Solver.kind(basic) == Solver.external {
            dirty.insert(basic)
            row.variable = nil
            unlinkRefs(row)
            // Rows that referred to the symbol now hold it as a parameter (at 0). Their ranks stay: a
            // rank is only raised by `raiseRanks`, which also raises the rows that depend on it. Lowered
            // here, a rank could be raised again by the substitution that follows in `removeTag` (the
            // marker's row brings references) after a row referring to this one had taken its rank from
            // the lowered value, in the hash order of the column: a reference against the ranks, so a
            // value computed before the value it uses (frequent `refresh`es made it happen).
            if let deps = columns[basic] {
                for (_, u) in deps { let z = u.takeUnretainedValue(); let k = z.rank; collectRefs(z); if z.rank < k { z.rank = k }; markDirty(z) }
            }
        }
        return row
    }

    /// Replaces `sym` by `row` in every row that mentions it, the objective and the artificial objective.
    /// `hasRefs`: the row refers to basic externals (only when it is substituted into rows of
    /// externals alone), so the rows it goes into gain references.
    func substitute(_ sym: Symbol, _ row: Row, hasRefs: Bool = false) {
        epoch &+= 1
        if let basics = columns.removeValue(forKey: sym) {
            updatesSinceRefresh &+= basics.count
            for (b, u) in basics {
                let r = u.takeUnretainedValue()
                let coeff = r.cells.removeValue(forKey: sym)!
                r.constant += coeff * row.constant
                for (s, c) in row.cells {
                    let old = r.cells[s]
                    let n = (old ?? 0) + coeff * c
                    if nearZero(n) {
                        if old != nil {
                            r.cells[s] = nil
                            columns[s]?.removeValue(forKey: b)
                        }
                    } else {
                        r.cells[s] = n
                        if old == nil { columns[s, default: [:]][b] = u }
                    }
                }
                if Solver.kind(b) == Solver.external {
                    if hasRefs { collectRefs(r) }
                    markDirty(r)
                } else if r.constant < 0 && Solver.isRestricted(b) {
                    infeasible.append(b)
                }
            }
        }
        if let c = objective.take(sym) { objective.add(row, c) }
        if let a = artificial, let c = a.cells.removeValue(forKey: sym) { a.add(row, c) }
    }

    func pivot(entering: Symbol, leaving: Symbol) {
        let r = removeRow(leaving)
        r.solve(leaving, for: entering)
        substitute(entering, r)
        insertRow(entering, r)
    }

    func clearDirtyRows() {
        for u in dirtyRows { u._withUnsafeGuaranteedRef { $0.isDirty = false } }
        dirtyRows.removeAll(keepingCapacity: true)
        for u in reported { u._withUnsafeGuaranteedRef { $0.isReported = false } }
        reported.removeAll(keepingCapacity: true)
        retiredRows.removeAll()
    }

    @inline(__always) func markDirty(_ r: Row) {
        if !r.isDirty { r.isDirty = true; dirtyRows.append(Unmanaged.passUnretained(r)) }
    }
}
