import Synchronization

/// An incremental Cassowary solver: a simplex tableau kept in solved form, with slack, error and dummy
/// symbols, an objective that weighs the errors of non-required constraints, edit variables, and a dual
/// simplex step that restores optimality after constants change. Constraints can be added, removed and
/// have their constants changed at any time; each change pivots only what it touches.
///
/// A column index (symbol → rows that mention it) keeps substitutions proportional to the rows a symbol
/// actually appears in, so independent parts of a system cost independently.
///
/// Invariants between public calls (`invariantViolations()` checks them in tests): every row is in
/// solved form over parameters (rows of externals may refer to other basic externals when `sparseRows`,
/// always to rows of lower rank); restricted (slack and error) rows are feasible (constant ≥ 0); a basic
/// dummy's row holds only dummies at 0; the objective holds no basic symbol and is optimal. Every
/// required constraint then holds within rounding (about 1e-9 for dense rows).
///
/// The files of this type, by concern: Solver.swift (state and the public API), SolverRow.swift and
/// SolverTag.swift (a tableau row; what is kept per constraint), RowLinks.swift (a row's references and
/// dependents, the first inline), SymbolMap.swift (a row's cells and a
/// column: three entries inline, a dictionary beyond), Solver+Tableau.swift (rows, columns,
/// substitution and pivots), Solver+SparseRows.swift (rows that refer to other rows, and value
/// propagation), Solver+Constraints.swift (adding, removing and changing constraints),
/// Solver+Simplex.swift (primal and dual optimisation, tolerances), Solver+Refresh.swift (rebuild and
/// reinversion against rounding drift), Solver+Debugging.swift (invariant checks and dumps), and
/// ObjectTable.swift (the tables that own rows, tags and variables, freed in address order).
///
/// Not thread-safe: one solver is used from one thread at a time. Variables may be shared between
/// solvers (symbol numbers are global).
public final class Solver {
    // Stored properties of the solver and its rows are `@exclusivity(unchecked)`: the solver is used
    // from one thread at a time and never holds overlapping accesses, and the dynamic exclusivity
    // checks (swift_beginAccess on every access to a class's stored property) were a third of the time
    // of an edit that moves a hundred rows.
    // Symbols (`Symbol`): a serial number shifted left by two, the low bits the kind.
    static let external = 0, slack = 1, error = 2, dummy = 3
    /// The kind of symbol `s`: `external` (a variable), `slack`, `error` or `dummy`.
    @inline(__always) static func kind(_ s: Symbol) -> Int { s.id & 3 }
    /// Whether `s` must stay non-negative (slack and error symbols).
    @inline(__always) static func isRestricted(_ s: Symbol) -> Bool { let k = s.id & 3; return k == 1 || k == 2 }

    /// The rows by basic symbol (owned; freed in address order, see `ObjectTable`).
    @exclusivity(unchecked) var rows = ObjectTable<Symbol, Row>()
    /// Symbol → the rows that mention it (basic symbol → row), so a substitution or a constant change
    /// reaches each row without looking it up again.
    /// Unretained: every entry is a basic row (kept by `rows`), and a row leaves each column it is in when
    /// it leaves the basis (`removeRow`) or loses the cell (`substitute`). Retained, each entry cost a
    /// retain when made and a release when the column went, and freeing a solver released every row once
    /// per cell, in the scattered order of the columns: the cache misses of those releases made tearing
    /// down a screen grow faster than its constraints.
    @exclusivity(unchecked) var columns: [Symbol: ColumnMap] = [:]
    @exclusivity(unchecked) var objective = Solver.makeObjective()
    static func makeObjective() -> Row {
        let r = Row(0)
        r.negatives = []
        return r
    }
    @exclusivity(unchecked) var artificial: Row?
    @exclusivity(unchecked) var tags = ObjectTable<ObjectIdentifier, Tag>()
    @exclusivity(unchecked) var edits: [Variable: Constraint] = [:]
    @exclusivity(unchecked) var externals = ObjectTable<Symbol, Variable>()
    @exclusivity(unchecked) var refCounts: [Symbol: Int] = [:]
    @exclusivity(unchecked) var infeasible: [Symbol] = []
    /// Symbols whose value may have changed without a row to carry it (a basic external left the basis,
    /// a new variable, a rebuild).
    @exclusivity(unchecked) var dirty: Set<Symbol> = []
    /// Rows of basic externals whose constant may have changed since the last report (flagged, so
    /// marking one costs no hashing: an edit that moves a hundred rows touches each once).
    /// Unretained, as is `reported`, so marking and reporting a row costs no reference counting (a third
    /// of an edit of a hundred rows): a flagged row stays alive because it is basic (kept by `rows`) or,
    /// once it left the tableau, kept by `retiredRows` (`removeRow`) until both lists are cleared.
    /// Whatever drops rows wholesale (`rebuild`, `refresh`, `reset`) clears the lists first.
    @exclusivity(unchecked) var dirtyRows: [Unmanaged<Row>] = []
    /// Rows of variables whose value was recomputed since the last report (unretained: see `dirtyRows`).
    @exclusivity(unchecked) var reported: [Unmanaged<Row>] = []
    /// Rows flagged dirty or reported that left the tableau, kept alive while `dirtyRows` or `reported`
    /// may still point at them.
    @exclusivity(unchecked) var retiredRows: [Row] = []
    /// The rank heap of `refreshValues`, kept so that its storage is reused.
    @exclusivity(unchecked) var rankHeap = RankHeap()
    /// Symbols are numbered across all solvers, so one variable can take part in several (a temporary
    /// solver for a fitting size shares the main engine's variables).
    /// Atomic: solvers on different threads (tests run in parallel) must never hand out the same number;
    /// a plain static counter did under Swift Testing's parallel cases and corrupted tableaus.
    static let nextSymbol = Atomic<Int>(1)
    @exclusivity(unchecked) var order = 0
    /// The tableau's shape version: bumped whenever a row enters or leaves the basis or a substitution
    /// changes rows' cells, so a cached view of a column (`Tag.plan`) knows it is stale. Constant changes
    /// leave it alone: they change constants, never cells.
    @exclusivity(unchecked) var epoch = 0

    /// Set when a simplex step found no pivot (numerical trouble); the public call then rebuilds.
    @exclusivity(unchecked) var stuck = false
    @exclusivity(unchecked) var deadRows = 0
    @exclusivity(unchecked) var rebuilding = false
    /// Row updates (a pivot's substitution into one row) since the rows were last derived from the
    /// constraints (a build, a rebuild or `refresh`): each adds rounding to that row.
    @exclusivity(unchecked) var updatesSinceRefresh = 0
    /// Set by `refresh` until the next report: values that moved only by rounding are not reported.
    @exclusivity(unchecked) var refreshedSinceReport = false
    /// When `refresh` derives the rows again: after more row updates (a pivot's substitution into one
    /// row, each adding rounding to it) than refreshFactor × (rows + cells) of the last refreshed tableau
    /// (a refresh costs about one update per cell), and at least 256 + 8 × rows. Counting updates
    /// rather than pivots keeps refreshing a fraction of the pivoting whatever the pivots touch: in
    /// UIKit's table of stack views a pivot touches a handful of rows, and a refresh every 2 pivots per
    /// row made a middle row's change 3× slower. In the random edit tests (60 rows) this refreshes
    /// every few hundred updates, and required constraints stay within ~1e-9 (see the notes).
    @exclusivity(unchecked) var refreshFactor = 4
    /// `refreshFactor` × the cells and rows of the last refreshed tableau (what a refresh costs).
    @exclusivity(unchecked) var refreshBudget = 0

    /// Whether rows of externals keep references to other basic externals (see `Row.refs`) instead of
    /// their substituted rows. Sparse rows make chains of dependent items (a table of stack views) cost
    /// linearly instead of quadratically, but over thousands of pivots in ill-conditioned random systems
    /// they drift further (up to ~4e-5 against ~1e-6 for dense rows; Docs/Architecture-notes.md, the
    /// solver's numerical accuracy). UIKit's engine uses them; the default is dense.
    public let sparseRows: Bool

    /// An empty solver. `sparseRows`: rows of variables refer to other variables' rows instead of holding
    /// their substituted expansion (see `sparseRows`).
    public init(sparseRows: Bool = false) { self.sparseRows = sparseRows }

    // MARK: Public API

    /// The number of constraints (edit constraints included).
    public var constraintCount: Int { tags.count }

    /// The number of variables some constraint mentions (a variable leaves with its last constraint).
    public var variableCount: Int { externals.count }

    /// The number of tableau rows (one per constraint, plus rows of variables no constraint mentions any
    /// more that are dropped at the next rebuild).
    public var rowCount: Int { rows.count }

    /// Whether `c` (this object, not an equal one) was added and not removed.
    public func hasConstraint(_ c: Constraint) -> Bool { tags[ObjectIdentifier(c)] != nil }

    /// The constraints in the solver, in the order they were added (a client can replay them into a
    /// fresh solver, e.g. to time the solver alone on a system it built).
    public var constraintsInAddOrder: [Constraint] { tags.values.sorted { $0.order < $1.order }.map(\.constraint) }

    /// Adds `c`. A required constraint that conflicts with the required ones present throws
    /// `.unsatisfiableConstraint` and leaves the solver as it was; adding `c` twice throws
    /// `.duplicateConstraint`. Cost: the substitution of the new row into the rows its symbols appear in,
    /// then the pivots that restore optimality (independent parts of the system are not touched).
    public func addConstraint(_ c: Constraint) throws {
        epoch &+= 1
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

    /// Removes `c` (`.unknownConstraint` if it is not in the solver); the solution is re-optimized.
    public func removeConstraint(_ c: Constraint) throws {
        guard let tag = tags.removeValue(forKey: ObjectIdentifier(c)) else { throw SolverError.unknownConstraint }
        epoch &+= 1
        removeTag(tag)
        // The constraint's row left the tableau and took its share of the rounding with it: without
        // this, tearing a screen down (thousands of removals, each a few row updates, against a
        // threshold that falls with the rows) re-derived the remaining tableau it was emptying.
        updatesSinceRefresh -= updatesSinceRefresh / (rows.count + 1)
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

    /// Makes `v` an edit variable: a constraint `v == suggested value` at `strength`, which must not be
    /// required (`.badRequiredStrength`; `.duplicateEditVariable` if `v` already is one). Its value is
    /// 0 until `suggestValue(_:_:)`.
    public func addEditVariable(_ v: Variable, strength: Strength) throws {
        guard edits[v] == nil else { throw SolverError.duplicateEditVariable }
        guard !strength.isRequired else { throw SolverError.badRequiredStrength }
        let c = Constraint(Expression([Term(v)]), .equal, strength: strength)
        try addConstraint(c)
        edits[v] = c
    }

    /// Removes the edit constraint of `v` (`.unknownEditVariable` if `v` is not an edit variable).
    public func removeEditVariable(_ v: Variable) throws {
        guard let c = edits.removeValue(forKey: v) else { throw SolverError.unknownEditVariable }
        try removeConstraint(c)
    }

    /// Whether `v` is an edit variable of this solver.
    public func hasEditVariable(_ v: Variable) -> Bool { edits[v] != nil }

    /// Suggests `value` for an edit variable; the solution follows as closely as the strengths allow.
    /// A constant change: the tableau is updated in place and a dual simplex step restores optimality,
    /// so the cost is what the change moves.
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
        for (s, v) in externals.entries { v.value = rows[s]?.value ?? 0 }
        dirty.removeAll(keepingCapacity: true)
        for u in reported { u._withUnsafeGuaranteedRef { $0.isReported = false } }
        reported.removeAll(keepingCapacity: true)
        if !retiredRows.isEmpty { retiredRows.removeAll() }
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
            for u in dirtyRows {
                u._withUnsafeGuaranteedRef { r in
                    r.isDirty = false
                    guard let v = r.variable, r.basic != 0 else { return }
                    let n = r.constant
                    r.value = n
                    if moved(n, v.value) { v.value = n; out.append(v) }
                }
            }
            dirtyRows.removeAll(keepingCapacity: true)
        }
        refreshValues()
        out.reserveCapacity(reported.count + dirty.count)
        for u in reported {
            u._withUnsafeGuaranteedRef { r in
                r.isReported = false
                guard let v = r.variable else { return }
                let n = r.value
                if moved(n, v.value) { v.value = n; out.append(v) }
            }
        }
        reported.removeAll(keepingCapacity: true)
        if !retiredRows.isEmpty { retiredRows.removeAll() }
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
        epoch &+= 1
        clearDirtyRows()
        releaseTables()
        objective = Solver.makeObjective(); artificial = nil; edits = [:]
        refCounts = [:]; infeasible = []; dirty = []; deadRows = 0
    }

    /// A solver that goes away releases its rows, tags and variables in one walk through memory.
    deinit { releaseTables() }

    /// Empties the rows, tags, variables and the column index, releasing the objects together in address
    /// order: objects made for one constraint (its tag, its row, the constraint itself) lie together, so
    /// one walk through memory touches each region once where one walk per table touched it three times.
    /// The column index's large maps (columns of more than three rows) join the walk too: freed with the
    /// index, they went in its hash order, a cold miss each.
    private func releaseTables() {
        var retained: [UInt] = []
        // Room for the large columns too, so that the list seldom has to grow.
        retained.reserveCapacity(rows.count + tags.count + externals.count + columns.count / 8)
        rows.moveRetains(to: &retained, kind: .row)
        tags.moveRetains(to: &retained, kind: .tag)
        externals.moveRetains(to: &retained)
        var i = columns.startIndex
        while i != columns.endIndex {
            columns.values[i].slots.moveLargeStorage(to: &retained)
            columns.formIndex(after: &i)
        }
        columns = [:]
        Solver.releaseInAddressOrder(retained)
    }
}
