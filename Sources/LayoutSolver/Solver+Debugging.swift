/// Consistency checks and a printable tableau, for tests and for chasing a numerical fault.
extension Solver {
    /// How many columns of the index hold more than three rows (their maps are dictionaries, which a
    /// solver that goes away frees in its address-ordered walk), for tests.
    var largeColumnCount: Int {
        var n = 0
        for c in columns.values where c.count > 3 { n += 1 }
        return n
    }

    /// The tableau's invariants that fail now (empty when sound), for tests: the column index matches
    /// the rows, no basic symbol is a parameter, restricted rows are feasible, a basic dummy's row holds
    /// only dummies at 0; with `objective: true` also that the objective is optimal and equals a fresh
    /// sum of the errors (both within a rounding allowance: the objective's weights reach 1e6 and more,
    /// and it drifts by ~1e-3 over thousands of pivots).
    func invariantViolations(objective checkObjective: Bool = true) -> [String] {
        var out: [String] = []
        for (b, r) in rows.entries {
            var refCount = 0
            for (s, c) in r.cells {
                if let rs = rows[s] {
                    // Only rows of externals refer to basic externals, to lower ranks, and list them.
                    if Solver.kind(b) != Solver.external || Solver.kind(s) != Solver.external {
                        out.append("basic \(s) in row \(b)")
                    } else if rs.rank >= r.rank {
                        out.append("reference \(b) -> \(s) against the ranks")
                    } else if !r.refs.contains(where: { $0.0.takeUnretainedValue() === rs && $0.1 == c }) {
                        out.append("row \(b) does not list its reference \(s)")
                    }
                    refCount += 1
                }
                if columns[s]?[b]?.takeUnretainedValue() !== r { out.append("column \(s) lacks \(b)") }
            }
            if r.refs.count != refCount { out.append("row \(b) lists \(r.refs.count) references, has \(refCount)") }
            for (ref, _) in r.refs where !ref.takeUnretainedValue().dependents.contains(where: { $0.row.takeUnretainedValue() === r }) {
                out.append("row \(ref.takeUnretainedValue().basic) does not list its dependent \(b)")
            }
            let dependents = columns[b]?.count ?? 0
            if Solver.kind(b) == Solver.external && r.dependents.count != dependents {
                out.append("row \(b) lists \(r.dependents.count) dependents, has \(dependents)")
            }
            if Solver.kind(b) == Solver.external {
                // The value kept for the row is the constant of its expansion (within rounding).
                refreshValues()
                let e = r.copy()
                expand(e)
                if abs(e.constant - r.value) > 1e-9 * max(1, abs(e.constant)) { out.append("row \(b) value \(r.value), expansion \(e.constant)") }
            }
            if r.basic != b { out.append("row \(b) says it is \(r.basic)") }
            if Solver.isRestricted(b) && r.constant < -1e-7 { out.append("infeasible \(b) \(r.constant)") }
            if Solver.kind(b) == Solver.dummy {
                if r.cells.keys.contains(where: { Solver.kind($0) != Solver.dummy }) { out.append("dummy row \(b) over non-dummies") }
                if abs(r.constant) > 1e-7 { out.append("dummy row \(b) constant \(r.constant)") }
            }
        }
        for (s, bs) in columns { for b in bs.keys where rows[b]?.cells[s] == nil { out.append("stale column \(s)->\(b)") } }
        for (s, c) in objective.cells {
            if rows[s] != nil { out.append("basic \(s) in objective") }
            if checkObjective && c < -1e-3 && Solver.kind(s) != Solver.dummy { out.append("not optimal \(s) \(c)") }
        }
        guard checkObjective else { return out }
        let fresh = Row(0)
        for t in tags.values where !t.constraint.strength.isRequired {
            let w = t.constraint.strength.weight
            for e in [t.marker, t.other] where e != 0 && Solver.kind(e) == Solver.error {
                if let r = rows[e] { fresh.add(r, w) } else { fresh.add(e, w) }
            }
        }
        var keys = Set(fresh.cells.keys); keys.formUnion(objective.cells.keys)
        for k in keys {
            let a = fresh.cells[k] ?? 0, b = objective.cells[k] ?? 0
            if abs(a - b) > 1e-3 + 1e-7 * abs(a) { out.append("objective \(k): \(b) should be \(a)"); break }
        }
        return out
    }
    /// The number of cells in all rows (for tests: a chain's rows stay sparse).
    var cellCount: Int { rows.values.reduce(0) { $0 + $1.cells.count } }

    /// The tableau as text (rows, objective, constraints with their markers), for chasing a fault.
    func dump() -> String {
        var lines: [String] = []
        func name(_ s: Symbol) -> String { ["x","s","e","d"][s.id & 3] + "\(s.id >> 2)" + (externals[s].map { "(" + $0.name + ")" } ?? "") }
        for (b, r) in rows.entries.sorted(by: { $0.key < $1.key }) {
            lines.append("\(name(b)) = \(r.constant) " + r.cells.sorted { $0.key < $1.key }.map { "\($0.value)*\(name($0.key))" }.joined(separator: " "))
        }
        lines.append("obj = \(objective.constant) " + objective.cells.sorted { $0.key < $1.key }.map { "\($0.value)*\(name($0.key))" }.joined(separator: " "))
        for t in tags.values { lines.append("tag \(t.constraint) marker \(name(t.marker)) other \(t.other == 0 ? "-" : name(t.other))") }
        return lines.joined(separator: "\n")
    }
}
