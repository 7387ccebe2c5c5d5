import Synchronization

/// An incremental Cassowary solver: a simplex tableau kept in solved form, with slack, error and dummy
/// symbols, an objective that weighs the errors of non-required constraints, edit variables, and a dual
/// simplex step that restores optimality after constants change. Constraints can be added, removed and
/// have their constants changed at any time; each change pivots only what it touches.
///
/// A column index (symbol → rows that mention it) keeps substitutions proportional to the rows a symbol
/// actually appears in, so independent parts of a system cost independently.
public final class Solver {
    // Stored properties of the solver and its rows are `@exclusivity(unchecked)`: the solver is used
    // from one thread at a time and never holds overlapping accesses, and the dynamic exclusivity
    // checks (swift_beginAccess on every access to a class's stored property) were a third of the time
    // of an edit that moves a hundred rows.
    // Symbols are Ints: a serial number shifted left by two, the low bits the kind.
    static let external = 0, slack = 1, error = 2, dummy = 3
    @inline(__always) static func kind(_ s: Int) -> Int { s & 3 }
    @inline(__always) static func isRestricted(_ s: Int) -> Bool { let k = s & 3; return k == 1 || k == 2 }

    final class Row {
        @exclusivity(unchecked) var constant: Double
        @exclusivity(unchecked) var cells: [Int: Double]
        /// For the objective only: the symbols other than dummies whose coefficient is negative (the
        /// candidates to enter), so finding one does not scan every error term of the system. Dummies never
        /// enter, and a table of stack views leaves thousands of them negative in the objective: kept
        /// here, every optimization scanned them all (quadratic builds and tear-downs).
        @exclusivity(unchecked) var negatives: Set<Int>?
        /// The variable of an external basic symbol (nil for other rows and rows of released variables),
        /// so reporting changed values needs no lookup.
        @exclusivity(unchecked) var variable: Variable?
        /// Whether the row is in `dirtyRows` (or waiting in `refreshValues`).
        @exclusivity(unchecked) var isDirty = false
        /// Whether the row is in `reported`.
        @exclusivity(unchecked) var isReported = false
        /// The row's basic symbol (0 once it left the tableau).
        @exclusivity(unchecked) var basic = 0
        /// For rows of externals: the basic externals the row refers to (cells whose symbol is itself
        /// basic) with their coefficients. Such rows are not substituted into this one: a row of a view's
        /// top says `top = previous row's bottom + 4`, not the sum of every row above, so a change in one
        /// row touches only what depends on it.
        /// Unretained: a referred row is basic (kept by `rows`), and a row that leaves the basis is
        /// dropped from the references of the rows that held it (`removeRow`), so no reference dangles;
        /// unretained, reading values costs no reference counting.
        @exclusivity(unchecked) var refs: [(Unmanaged<Row>, Double)] = []
        /// The rows of externals whose references include this row (the reverse of `refs`), so that
        /// propagating a moved value to them costs no lookup of the symbol's column (`refreshValues`:
        /// sparse edits of a 100-view chain spent a sixth of their time hashing those lookups).
        /// Unretained for the same reason as `refs`: a row unlinks itself whenever its references change
        /// or it leaves the basis (`unlinkRefs`), so no entry dangles.
        @exclusivity(unchecked) var dependents: [Unmanaged<Row>] = []
        /// 0 for a row without references, else 1 + the highest rank it refers to (so references never
        /// form a cycle and a value is computed after the values it uses).
        @exclusivity(unchecked) var rank = 0
        /// For rows of externals: the basic symbol's value (`constant` plus the referred rows' values).
        @exclusivity(unchecked) var value = 0.0
        init(_ constant: Double, _ cells: [Int: Double] = [:]) { self.constant = constant; self.cells = cells }
        func copy() -> Row { Row(constant, cells) }

        func add(_ s: Int, _ c: Double) {
            let n = (cells[s] ?? 0) + c
            if nearZero(n) { cells[s] = nil } else { cells[s] = n }
            if negatives != nil && Solver.kind(s) != Solver.dummy {
                if n < -pivotTolerance { negatives!.insert(s) } else { negatives!.remove(s) }
            }
        }
        /// Removes `s` and returns its coefficient.
        func take(_ s: Int) -> Double? {
            negatives?.remove(s)
            return cells.removeValue(forKey: s)
        }
        func add(_ r: Row, _ c: Double) {
            constant += c * r.constant
            for (s, v) in r.cells { add(s, v * c) }
        }
        /// For a row `0 = constant + Σ cells`: solves for `s`, which leaves the cells.
        func solve(for s: Int) {
            let a = cells.removeValue(forKey: s)!
            let f = -1 / a
            constant *= f
            for (k, v) in cells { cells[k] = v * f }
        }
        /// For a row `lhs = constant + Σ cells` (with `rhs` among the cells): solves for `rhs`.
        func solve(_ lhs: Int, for rhs: Int) {
            add(lhs, -1)
            solve(for: rhs)
        }
        func negate() {
            constant = -constant
            for (k, v) in cells { cells[k] = -v }
        }
    }

    /// What the solver keeps for one constraint.
    final class Tag {
        let constraint: Constraint
        @exclusivity(unchecked) var marker = 0
        @exclusivity(unchecked) var other = 0
        /// The marker's coefficient in the constraint's original row (for constant changes).
        @exclusivity(unchecked) var markerCoefficient = 1.0
        /// The expression's current constant (it differs from the constraint's after `updateConstant`).
        @exclusivity(unchecked) var constant: Double
        let order: Int
        init(_ c: Constraint, order: Int) { constraint = c; constant = c.expression.constant; self.order = order }
    }

    @exclusivity(unchecked) private var rows: [Int: Row] = [:]
    /// Symbol → the rows that mention it (basic symbol → row), so a substitution or a constant change
    /// reaches each row without looking it up again.
    @exclusivity(unchecked) private var columns: [Int: [Int: Row]] = [:]
    @exclusivity(unchecked) private var objective = Solver.makeObjective()
    private static func makeObjective() -> Row {
        let r = Row(0)
        r.negatives = []
        return r
    }
    @exclusivity(unchecked) private var artificial: Row?
    @exclusivity(unchecked) private var tags: [ObjectIdentifier: Tag] = [:]
    @exclusivity(unchecked) private var edits: [Variable: Constraint] = [:]
    @exclusivity(unchecked) private var externals: [Int: Variable] = [:]
    @exclusivity(unchecked) private var refCounts: [Int: Int] = [:]
    @exclusivity(unchecked) private var infeasible: [Int] = []
    /// Symbols whose value may have changed without a row to carry it (a basic external left the basis,
    /// a new variable, a rebuild).
    @exclusivity(unchecked) private var dirty: Set<Int> = []
    /// Rows of basic externals whose constant may have changed since the last report (flagged, so
    /// marking one costs no hashing: an edit that moves a hundred rows touches each once).
    @exclusivity(unchecked) private var dirtyRows: [Row] = []
    /// Rows of variables whose value was recomputed since the last report.
    @exclusivity(unchecked) private var reported: [Row] = []
    /// Symbols are numbered across all solvers, so one variable can take part in several (a temporary
    /// solver for a fitting size shares the main engine's variables).
    /// Atomic: solvers on different threads (tests run in parallel) must never hand out the same number;
    /// a plain static counter did under Swift Testing's parallel cases and corrupted tableaus.
    private static let nextSymbol = Atomic<Int>(1)
    @exclusivity(unchecked) private var order = 0

    /// Set when a simplex step found no pivot (numerical trouble); the public call then rebuilds.
    @exclusivity(unchecked) private var stuck = false
    @exclusivity(unchecked) private var deadRows = 0
    @exclusivity(unchecked) private var rebuilding = false
    /// Row updates (a pivot's substitution into one row) since the rows were last derived from the
    /// constraints (a build, a rebuild or `refresh`): each adds rounding to that row.
    @exclusivity(unchecked) private var updatesSinceRefresh = 0
    /// Set by `refresh` until the next report: values that moved only by rounding are not reported.
    @exclusivity(unchecked) private var refreshedSinceReport = false
    /// When `refresh` derives the rows again: after more row updates (a pivot's substitution into one
    /// row, each adding rounding to it) than refreshFactor × (rows + cells) of the last refreshed tableau
    /// (a refresh costs about one update per cell), and at least 256 + 8 × rows. Counting updates
    /// rather than pivots keeps refreshing a fraction of the pivoting whatever the pivots touch: in
    /// UIKit's table of stack views a pivot touches a handful of rows, and a refresh every 2 pivots per
    /// row made a middle row's change 3× slower. In the random edit tests (60 rows) this refreshes
    /// every few hundred updates, and required constraints stay within ~1e-9 (see the notes).
    @exclusivity(unchecked) var refreshFactor = 4
    /// `refreshFactor` × the cells and rows of the last refreshed tableau (what a refresh costs).
    @exclusivity(unchecked) private var refreshBudget = 0

    /// Whether rows of externals keep references to other basic externals (see `Row.refs`) instead of
    /// their substituted rows. Sparse rows make chains of dependent items (a table of stack views) cost
    /// linearly instead of quadratically, but over thousands of pivots in ill-conditioned random systems
    /// they drift further (up to ~4e-5 against ~1e-6 for dense rows; see Docs/Architecture-notes.md,
    /// "Auto Layout solver, session 4"). UIKit's engine uses them; the default is dense.
    public let sparseRows: Bool

    public init(sparseRows: Bool = false) { self.sparseRows = sparseRows }

    /// Rebuilds from scratch if a step got stuck during the last public call; re-derives the rows of the
    /// current basis from the constraints once enough pivots have accumulated rounding (`refresh`).
    private func recoverIfStuck() {
        if deadRows > 1000 && deadRows > rows.count / 2 && !rebuilding { stuck = true }
        if !stuck && !rebuilding && updatesSinceRefresh > max(refreshBudget, 256 + 8 * rows.count) {
            _ = refresh()
        }
        guard stuck, !rebuilding else { return }
        stuck = false
        rebuild()
    }

    // MARK: Public API

    /// The number of constraints (edit constraints included).
    public var constraintCount: Int { tags.count }

    /// The number of variables some constraint mentions (a variable leaves with its last constraint).
    public var variableCount: Int { externals.count }

    /// The number of tableau rows (one per constraint, plus rows of variables no constraint mentions any
    /// more that are dropped at the next rebuild).
    public var rowCount: Int { rows.count }

    public func hasConstraint(_ c: Constraint) -> Bool { tags[ObjectIdentifier(c)] != nil }

    /// The constraints in the solver, in the order they were added (a client can replay them into a
    /// fresh solver, e.g. to time the solver alone on a system it built).
    public var constraintsInAddOrder: [Constraint] { tags.values.sorted { $0.order < $1.order }.map(\.constraint) }

    /// Adds `c`. A required constraint that conflicts with the required ones present throws
    /// `.unsatisfiableConstraint` and leaves the solver as it was.
    public func addConstraint(_ c: Constraint) throws {
        let id = ObjectIdentifier(c)
        guard tags[id] == nil else { throw SolverError.duplicateConstraint }
        order += 1
        let tag = Tag(c, order: order)
        retain(c)
        do {
            try insert(tag)
        } catch {
            // The failed addition may have left traces: rebuild without it. A required constraint that
            // conflicts only through rounding (a tableau that drifted over thousands of pivots) goes in
            // on the rebuilt, exact-again tableau; only a real conflict throws.
            rebuild()
            order += 1
            let retry = Tag(c, order: order)
            do {
                try insert(retry)
                tags[id] = retry
                recoverIfStuck()
                return
            } catch {
                release(c)
                rebuild()
                throw error
            }
        }
        tags[id] = tag
        recoverIfStuck()
    }

    /// Removes `c`; the solution is re-optimized.
    public func removeConstraint(_ c: Constraint) throws {
        guard let tag = tags.removeValue(forKey: ObjectIdentifier(c)) else { throw SolverError.unknownConstraint }
        removeTag(tag)
        if !infeasible.isEmpty { dualOptimize() }
        optimize(objective)
        release(c)
        recoverIfStuck()
    }

    /// Changes the constant of `c`'s expression to `constant` without re-adding it (the tableau is
    /// updated in place, then a dual simplex step restores optimality). A required equality whose change
    /// conflicts with other required constraints throws `.unsatisfiableConstraint` and is then removed.
    public func updateConstant(_ c: Constraint, to constant: Double) throws {
        guard let tag = tags[ObjectIdentifier(c)] else { throw SolverError.unknownConstraint }
        try setConstant(tag, constant)
        dualOptimize()
        recoverIfStuck()
    }

    /// The current constant of `c`'s expression in the solver.
    public func constant(of c: Constraint) -> Double? { tags[ObjectIdentifier(c)]?.constant }

    public func addEditVariable(_ v: Variable, strength: Strength) throws {
        guard edits[v] == nil else { throw SolverError.duplicateEditVariable }
        guard !strength.isRequired else { throw SolverError.badRequiredStrength }
        let c = Constraint(Expression([Term(v)]), .equal, strength: strength)
        try addConstraint(c)
        edits[v] = c
    }

    public func removeEditVariable(_ v: Variable) throws {
        guard let c = edits.removeValue(forKey: v) else { throw SolverError.unknownEditVariable }
        try removeConstraint(c)
    }

    public func hasEditVariable(_ v: Variable) -> Bool { edits[v] != nil }

    /// Suggests `value` for an edit variable; the solution follows as closely as the strengths allow.
    public func suggestValue(_ v: Variable, _ value: Double) throws {
        guard let c = edits[v] else { throw SolverError.unknownEditVariable }
        try updateConstant(c, to: -value)
    }

    /// The solved value of `v` now (without updating `v.value`).
    public func value(of v: Variable) -> Double {
        guard v.symbol != 0 else { return 0 }
        refreshValues()
        return rows[v.symbol]?.value ?? 0
    }

    /// Copies the solution into every variable's `value`.
    public func updateVariables() {
        refreshValues()
        refreshedSinceReport = false
        for (s, v) in externals { v.value = rows[s]?.value ?? 0 }
        dirty.removeAll(keepingCapacity: true)
        for r in reported { r.isReported = false }
        reported.removeAll(keepingCapacity: true)
    }

    /// Copies the solution into the variables whose value may have changed since the last call and
    /// returns those whose value did change (the cost is proportional to what the edits touched).
    public func takeChangedVariables() -> [Variable] {
        var out: [Variable] = []
        // After a refresh every value is recomputed and most differ from the reported ones by rounding
        // only (1e-13): reporting those would make UIKit lay out every constrained view again.
        let tolerant = refreshedSinceReport
        refreshedSinceReport = false
        @inline(__always) func moved(_ n: Double, _ old: Double) -> Bool {
            n != old && (!tolerant || abs(n - old) > 1e-9 * max(1, abs(n)))
        }
        if !sparseRows {
            // Dense rows: a value is its row's constant (one pass, as an edit that moves a hundred rows
            // is the common case).
            out.reserveCapacity(dirtyRows.count + reported.count + dirty.count)
            for r in dirtyRows {
                r.isDirty = false
                guard let v = r.variable, r.basic != 0 else { continue }
                let n = r.constant
                r.value = n
                if moved(n, v.value) { v.value = n; out.append(v) }
            }
            dirtyRows.removeAll(keepingCapacity: true)
        }
        refreshValues()
        out.reserveCapacity(reported.count + dirty.count)
        for r in reported {
            r.isReported = false
            guard let v = r.variable else { continue }
            let n = r.value
            if moved(n, v.value) { v.value = n; out.append(v) }
        }
        reported.removeAll(keepingCapacity: true)
        for s in dirty {
            guard let v = externals[s] else { continue }
            let n = rows[s]?.value ?? 0
            if moved(n, v.value) { v.value = n; out.append(v) }
        }
        dirty.removeAll(keepingCapacity: true)
        return out
    }

    /// Removes every constraint and edit variable.
    public func reset() {
        rows = [:]; columns = [:]; objective = Solver.makeObjective(); artificial = nil; tags = [:]; edits = [:]
        externals = [:]; refCounts = [:]; infeasible = []; dirty = []; deadRows = 0
        clearDirtyRows()
    }

    private func clearDirtyRows() {
        for r in dirtyRows { r.isDirty = false }
        dirtyRows.removeAll(keepingCapacity: true)
        for r in reported { r.isReported = false }
        reported.removeAll(keepingCapacity: true)
    }

    @inline(__always) private func markDirty(_ r: Row) {
        if !r.isDirty { r.isDirty = true; dirtyRows.append(r) }
    }

    /// Brings the values of the rows of externals up to date: the rows whose constants or references
    /// changed, then, in rank order (a row after the rows it refers to), the rows that refer to a row
    /// whose value moved. Rows whose value did not move stop the propagation, so a change costs what it
    /// moves.
    private func refreshValues() {
        guard !dirtyRows.isEmpty else { return }
        if !sparseRows {
            // Dense rows refer to nothing: a row's value is its constant.
            for r in dirtyRows {
                r.isDirty = false
                guard r.basic != 0, Solver.kind(r.basic) == Solver.external else { continue }
                r.value = r.constant
                if r.variable != nil && !r.isReported { r.isReported = true; reported.append(r) }
            }
            dirtyRows.removeAll(keepingCapacity: true)
            return
        }
        // Rows stay flagged `isDirty` while they wait in the heap; they are kept alive by `rows` or, for
        // rows that left the tableau, by `waiting` until the end.
        let waiting = dirtyRows
        dirtyRows.removeAll(keepingCapacity: true)
        var heap = RankHeap(waiting)
        while let u = heap.pop() {
            u._withUnsafeGuaranteedRef { r in
                r.isDirty = false
                let b = r.basic
                guard b != 0, Solver.kind(b) == Solver.external else { return }
                var v = r.constant
                for (ref, c) in r.refs { v += c * ref._withUnsafeGuaranteedRef { $0.value } }
                if v != r.value {
                    r.value = v
                    for d in r.dependents {
                        if d._withUnsafeGuaranteedRef({ z in if z.isDirty { return false }; z.isDirty = true; return true }) {
                            heap.push(d)
                        }
                    }
                }
                if r.variable != nil && !r.isReported { r.isReported = true; reported.append(r) }
            }
        }
        withExtendedLifetime(waiting) {}
    }

    // MARK: Bookkeeping

    private func newSymbol(_ kind: Int) -> Int {
        Solver.nextSymbol.wrappingAdd(1, ordering: .relaxed).oldValue << 2 | kind
    }

    private func retain(_ c: Constraint) {
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

    private func release(_ c: Constraint) {
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

    private func insertRow(_ basic: Int, _ row: Row) {
        rows[basic] = row
        row.basic = basic
        for s in row.cells.keys { columns[s, default: [:]][basic] = row }
        if Solver.kind(basic) == Solver.external {
            row.variable = externals[basic]
            collectRefs(row)
            markDirty(row)
        } else {
            unlinkRefs(row)
            row.rank = 0
        }
    }

    private func removeRow(_ basic: Int) -> Row {
        let row = rows.removeValue(forKey: basic)!
        row.basic = 0
        for s in row.cells.keys {
            if var set = columns.removeValue(forKey: s) {
                set.removeValue(forKey: basic)
                if !set.isEmpty { columns[s] = set }
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
            // value computed before the value it uses (seen with frequent `refresh`es, session 5).
            if let deps = columns[basic] {
                for (_, z) in deps { let k = z.rank; collectRefs(z); if z.rank < k { z.rank = k }; markDirty(z) }
            }
        }
        return row
    }

    /// Sets the row's references (its cells whose symbol is a basic external) and its rank.
    private func collectRefs(_ row: Row) {
        unlinkRefs(row)
        var rank = 0
        for (s, c) in row.cells where Solver.kind(s) == Solver.external {
            if let r = rows[s] { row.refs.append((Unmanaged.passUnretained(r), c)); if r.rank >= rank { rank = r.rank + 1 } }
        }
        // In symbol order, not the cells' hash order: a value sums its references in this order.
        if row.refs.count > 1 { row.refs.sort { $0.0._withUnsafeGuaranteedRef { $0.basic } < $1.0._withUnsafeGuaranteedRef { $0.basic } } }
        row.rank = rank
        let me = Unmanaged.passUnretained(row)
        for (r, _) in row.refs { r._withUnsafeGuaranteedRef { $0.dependents.append(me) } }
    }

    /// Clears the row's references and removes it from the `dependents` of the rows it referred to.
    private func unlinkRefs(_ row: Row) {
        guard !row.refs.isEmpty else { return }
        let me = Unmanaged.passUnretained(row).toOpaque()
        for (r, _) in row.refs {
            r._withUnsafeGuaranteedRef { d in
                if let i = d.dependents.lastIndex(where: { $0.toOpaque() == me }) {
                    d.dependents[i] = d.dependents[d.dependents.count - 1]
                    d.dependents.removeLast()
                }
            }
        }
        row.refs.removeAll(keepingCapacity: true)
    }

    /// Replaces the row's references by the rows they refer to, highest rank first (a row's references
    /// have lower ranks, so each is expanded once), until the row is over parameters only: what a row
    /// of a restricted or dummy symbol must be.
    private func expand(_ row: Row) {
        var pending: [Int] = []
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
    private func raiseRanks(above x: Int, rank: Int, refs: [Int]) -> Bool {
        var raised: [Int: Int] = [:]
        var work: [(Int, Int)] = [(x, rank)]
        while let (s, k) = work.popLast() {
            guard let deps = columns[s] else { continue }
            for (b, z) in deps {
                if b == x || refs.contains(b) { return false }
                if (raised[b] ?? z.rank) > k { continue }
                raised[b] = k + 1
                work.append((b, k + 1))
            }
        }
        for (b, k) in raised { rows[b]!.rank = k }
        return true
    }

    /// Replaces `sym` by `row` in every row that mentions it, the objective and the artificial objective.
    /// `hasRefs`: the row refers to basic externals (only when it is substituted into rows of
    /// externals alone), so the rows it goes into gain references.
    private func substitute(_ sym: Int, _ row: Row, hasRefs: Bool = false) {
        if let basics = columns.removeValue(forKey: sym) {
            updatesSinceRefresh &+= basics.count
            for (b, r) in basics {
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
                        if old == nil { columns[s, default: [:]][b] = r }
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

    private func pivot(entering: Int, leaving: Int) {
        let r = removeRow(leaving)
        r.solve(leaving, for: entering)
        substitute(entering, r)
        insertRow(entering, r)
    }

    // MARK: Adding and removing

    private func createRow(_ tag: Tag) -> Row {
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

    private func chooseSubject(_ row: Row, _ tag: Tag) -> Int {
        var best = 0
        for (s, c) in row.cells where Solver.kind(s) == Solver.external && abs(c) > pivotTolerance {
            if best == 0 || s < best { best = s }
        }
        if best != 0 { return best }
        if Solver.isRestricted(tag.marker), let c = row.cells[tag.marker], c < 0 { return tag.marker }
        if tag.other != 0, Solver.isRestricted(tag.other), let c = row.cells[tag.other], c < 0 { return tag.other }
        return 0
    }

    private func insert(_ tag: Tag) throws {
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

    /// Makes `row` the row of one of its external parameters, keeping its references: a symbol no row
    /// mentions yet if there is one (nothing else changes), else one that only rows of externals
    /// mention (they keep it as a reference). False if no external fits; the row is then unchanged.
    private func insertAsExternalRow(_ row: Row) -> Bool {
        var subject = 0, fresh = false
        for (s, c) in row.cells where Solver.kind(s) == Solver.external && abs(c) > pivotTolerance && rows[s] == nil {
            let f = columns[s] == nil
            if subject == 0 || (f && !fresh) || (f == fresh && s < subject) { subject = s; fresh = f }
        }
        guard subject != 0 else { return false }
        if !fresh {
            guard columns[subject]!.keys.allSatisfy({ Solver.kind($0) == Solver.external }) else { return false }
            var rank = 0
            var refs: [Int] = []
            for (s, _) in row.cells where Solver.kind(s) == Solver.external {
                if let r = rows[s] { refs.append(s); if r.rank >= rank { rank = r.rank + 1 } }
            }
            guard raiseRanks(above: subject, rank: rank, refs: refs) else { return false }
        }
        row.solve(for: subject)
        insertRow(subject, row)
        if !fresh {
            for (_, z) in columns[subject]! where z !== row { collectRefs(z); markDirty(z) }
        }
        return true
    }

    private func addWithArtificialVariable(_ row: Row) -> Bool {
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
            var entering = 0
            for (s, c) in r.cells where Solver.isRestricted(s) && abs(c) > pivotTolerance {
                if entering == 0 || s < entering { entering = s }
            }
            if entering == 0 { return false }
            r.solve(art, for: entering)
            substitute(entering, r)
            insertRow(entering, r)
        }
        if let basics = columns.removeValue(forKey: art) {
            for (_, r) in basics { r.cells[art] = nil }
        }
        _ = objective.take(art)
        return success
    }

    private func removeTag(_ tag: Tag) {
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
        var first = 0, second = 0, third = 0, thirdRank = 0, dummyRow = 0
        var r1 = Double.infinity, r2 = Double.infinity
        for (b, r) in basics {
            let c = r.cells[m]!
            // Rounding residue (a cell of 1e-10–1e-8 that is 0 in exact arithmetic) never decides: as the
            // pivot element it would divide the row by ~1e-9 and amplify rounding by as much, and as a
            // ratio-test row it would win with a ratio of ~1e11 only because its coefficient is noise
            // (issue 11's intermittent fault: a required equality hundreds of points off).
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
            for (b, r) in columns.removeValue(forKey: m) ?? [:] {
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
            for (b, r) in basics where Solver.kind(b) != Solver.external || abs(r.cells[m]!) <= pivotTolerance {
                r.cells[m] = nil
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

    private func setConstant(_ tag: Tag, _ constant: Double) throws {
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
        guard let basics = columns[m] else { return }
        for (b, r) in basics {
            r.constant += r.cells[m]! * shift
            if Solver.kind(b) == Solver.external {
                markDirty(r)
            } else if r.constant < 0 && Solver.isRestricted(b) {
                infeasible.append(b)
            }
        }
    }

    /// Rebuilds the tableau from the constraints in the order they were added (after a failed addition,
    /// which may leave traces of its slack symbols).
    func rebuild() {
        rebuilding = true
        defer { rebuilding = false; stuck = false; updatesSinceRefresh = 0 }
        deadRows = 0
        let all = tags.values.sorted { $0.order < $1.order }
        // The old rows die; the dirty set reports every variable from the new ones.
        clearDirtyRows()
        rows = [:]; columns = [:]; objective = Solver.makeObjective(); artificial = nil; infeasible = []
        dirty.formUnion(externals.keys)
        tags = [:]
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
    private func originalRow(_ tag: Tag) -> Row {
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
        var col: [Int: [Int]] = [:]
        for (i, e) in eqs.enumerated() { for s in e.cells.keys { col[s, default: []].append(i) } }
        // Restricted and dummy basic symbols first (each is in one equation, with coefficient ±1), then
        // the externals, each from the equation where its coefficient is largest.
        var basics = rows.keys.filter { col[$0] != nil }
        guard basics.count == eqs.count else { rebuild(); return false }
        basics.sort { a, b in
            let ea = Solver.kind(a) == Solver.external, eb = Solver.kind(b) == Solver.external
            return ea != eb ? !ea : a < b
        }
        var subject = [Int](repeating: 0, count: eqs.count)
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
    private func clearTableauForRefresh() {
        updatesSinceRefresh = 0
        refreshedSinceReport = true
        deadRows = 0
        // The old rows die; every variable is checked against the new ones.
        clearDirtyRows()
        dirty.formUnion(externals.keys)
        rows = [:]; columns = [:]; infeasible = []
    }

    private func insertRefreshedRow(_ subject: Int, _ e: Row) {
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
    private func refreshSparse(_ all: [Tag], _ eqs: [Row]) -> Bool {
        var mentioned = Set<Int>()
        for e in eqs { mentioned.formUnion(e.cells.keys) }
        var basics = Set<Int>()
        for b in rows.keys where mentioned.contains(b) { basics.insert(b) }
        guard basics.count == eqs.count else { return false }
        var own = [Int](repeating: 0, count: eqs.count)
        for (i, t) in all.enumerated() {
            for s in [t.marker, t.other] where s != 0 && basics.contains(s) {
                if own[i] != 0 { return false }
                own[i] = s
            }
        }
        clearTableauForRefresh()
        // An external of the basis not made yet, with the largest coefficient (a symbol no row mentions
        // on a tie, then the lowest).
        func pick(_ row: Row) -> Int {
            var best = 0, bc = 0.0, bf = false
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
                var refs: [Int] = []
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
            if let deps = columns[subject] { for (_, z) in deps where z !== row { collectRefs(z); markDirty(z) } }
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
    private func finishRefresh(_ all: [Tag]) {
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

    // MARK: Consistency checks (tests)

    /// The tableau's invariants that fail now (empty when sound), for tests: the column index matches
    /// the rows, no basic symbol is a parameter, restricted rows are feasible, a basic dummy's row holds
    /// only dummies at 0; with `objective: true` also that the objective is optimal and equals a fresh
    /// sum of the errors (both within a rounding allowance: the objective's weights reach 1e6 and more,
    /// and it drifts by ~1e-3 over thousands of pivots).
    func invariantViolations(objective checkObjective: Bool = true) -> [String] {
        var out: [String] = []
        for (b, r) in rows {
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
                if columns[s]?[b] !== r { out.append("column \(s) lacks \(b)") }
            }
            if r.refs.count != refCount { out.append("row \(b) lists \(r.refs.count) references, has \(refCount)") }
            for (ref, _) in r.refs where !ref.takeUnretainedValue().dependents.contains(where: { $0.takeUnretainedValue() === r }) {
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
        func name(_ s: Int) -> String { ["x","s","e","d"][s & 3] + "\(s >> 2)" + (externals[s].map { "(" + $0.name + ")" } ?? "") }
        for (b, r) in rows.sorted(by: { $0.key < $1.key }) {
            lines.append("\(name(b)) = \(r.constant) " + r.cells.sorted { $0.key < $1.key }.map { "\($0.value)*\(name($0.key))" }.joined(separator: " "))
        }
        lines.append("obj = \(objective.constant) " + objective.cells.sorted { $0.key < $1.key }.map { "\($0.value)*\(name($0.key))" }.joined(separator: " "))
        for t in tags.values { lines.append("tag \(t.constraint) marker \(name(t.marker)) other \(t.other == 0 ? "-" : name(t.other))") }
        return lines.joined(separator: "\n")
    }

    // MARK: Simplex

    private func optimize(_ obj: Row) {
        // Symbols whose only limits are rounding residue (see below), left at 0 for this optimization.
        var drift: [Int] = []
        while true {
            var entering = 0
            if let candidates = obj.negatives {
                for s in candidates where Solver.kind(s) != Solver.dummy && !drift.contains(s) {
                    if entering == 0 || s < entering { entering = s }
                }
            } else {
                for (s, c) in obj.cells where c < -pivotTolerance && Solver.kind(s) != Solver.dummy && !drift.contains(s) {
                    if entering == 0 || s < entering { entering = s }
                }
            }
            if entering == 0 { return }
            var leaving = 0
            var best = Double.infinity
            if let basics = columns[entering] {
                for (b, r) in basics where Solver.kind(b) != Solver.external {
                    let c = r.cells[entering]!
                    if c < -pivotTolerance {
                        let ratio = -r.constant / c
                        if ratio < best || (ratio == best && b < leaving) { best = ratio; leaving = b }
                    }
                }
            }
            // An unbounded objective cannot happen with non-negative error terms; stop rather than loop.
            if leaving == 0 { stuck = true; return }
            // A symbol limited only by a cell of 1e-8–1e-6 that would move it by more than 1e7 is limited
            // by rounding residue, and its negative objective coefficient is drift (the weights reach 1e6
            // and more): entering, it divided its row by ~1e-8, and the rows it went into (required
            // constraints included) were off by whole points afterwards (issue 11's intermittent fault,
            // seeds 3 and 8). It stays at 0, as it would with exact arithmetic.
            if best > 1e7, let c = rows[leaving]?.cells[entering], abs(c) < 1e-6 {
                drift.append(entering)
                continue
            }
            pivot(entering: entering, leaving: leaving)
        }
    }

    private func dualOptimize() {
        // The infeasible rows were collected in the iteration order of the column dictionaries, which
        // Swift seeds per process: taken in that order, the pivots (and so the rounding) differed from
        // one process to the next, and a drift of 1.2e-6 showed in one test run of 13. The lowest symbol
        // goes first, so every process takes the same steps.
        while !infeasible.isEmpty {
            if infeasible.count > 1 { infeasible.sort(by: >) }
            let leaving = infeasible.removeLast()
            guard let r = rows[leaving], r.constant < 0 else { continue }
            var entering = 0
            var best = Double.infinity
            for (s, c) in r.cells where c > pivotTolerance && Solver.kind(s) != Solver.dummy {
                let ratio = (objective.cells[s] ?? 0) / c
                if ratio < best || (ratio == best && s < entering) { best = ratio; entering = s }
            }
            if entering == 0 { stuck = true; continue }
            pivot(entering: entering, leaving: leaving)
        }
    }
}

/// Coefficients and constants below this are dropped as zero. Dropping a coefficient changes the row's
/// equation by `coefficient × value` once its parameter enters the basis with a value of a few hundred
/// points; with 1e-8 (kiwisolver's choice) that reached 1e-6 in long random edit sequences, so required
/// constraints ended 1e-6–5e-6 off. Rounding noise of a pivot stays far below 1e-10 (see the tests).
@inline(__always) func nearZero(_ v: Double) -> Bool { abs(v) < 1e-10 }

/// Coefficients smaller than this never decide a pivot (an entering symbol of the objective, a ratio
/// test's row): a rounding residue of -1e-10 in the objective would otherwise enter, find no row to
/// leave and stop the optimization early.
let pivotTolerance = 1e-8

/// A required constraint whose violation at the optimum of the artificial phase (or whose redundant
/// equality's residual) is below this is satisfiable: that much is rounding, not a conflict.
let feasibilityTolerance = 1e-7

/// A binary min-heap of unretained rows on their rank (the order in which `refreshValues` computes
/// values: a row after the rows it refers to).
private struct RankHeap {
    private var items: [Unmanaged<Solver.Row>]

    init(_ rows: [Solver.Row]) {
        items = rows.map { Unmanaged.passUnretained($0) }
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
