extension Solver {
    /// One row of the tableau: `basic = constant + Σ cells` (or, before it is solved, the equation
    /// `0 = constant + Σ cells`). Two representations share the type: a dense row holds only parameters
    /// (its value is its constant); a sparse row of an external (`Solver.sparseRows`) also holds other
    /// basic externals as references (`refs`), so its value is its constant plus theirs, computed in
    /// rank order. The objective is a row too, keeping its negative cells in `negatives`.
    final class Row {
        @exclusivity(unchecked) var constant: Double
        @exclusivity(unchecked) var cells: CellMap
        /// For the objective only: the symbols other than dummies whose coefficient is negative (the
        /// candidates to enter), so finding one does not scan every error term of the system. Dummies never
        /// enter, and a table of stack views leaves thousands of them negative in the objective: kept
        /// here, every optimization scanned them all (quadratic builds and tear-downs).
        @exclusivity(unchecked) var negatives: Set<Symbol>?
        /// The variable of an external basic symbol (nil for other rows and rows of released variables),
        /// so reporting changed values needs no lookup.
        /// Retained: an unretained reference is loaded as a new strong one (a retain and a release) at
        /// every read, which made reporting a hundred moved rows per edit 30–40% slower.
        @exclusivity(unchecked) var variable: Variable?
        /// Whether the row is in `dirtyRows` (or waiting in `refreshValues`).
        @exclusivity(unchecked) var isDirty = false
        /// Whether the row is in `reported`.
        @exclusivity(unchecked) var isReported = false
        /// `rank`, stored in 32 bits beside the flags: in 64 bits after them it padded the object to the
        /// next allocation size (160 bytes instead of 144), and a screen's rows are most of its solver.
        @exclusivity(unchecked) private var storedRank: Int32 = 0
        /// The row's basic symbol (0 once it left the tableau).
        @exclusivity(unchecked) var basic: Symbol = 0
        /// For rows of externals: the basic externals the row refers to (cells whose symbol is itself
        /// basic) with their coefficients. Such rows are not substituted into this one: a row of a view's
        /// top says `top = previous row's bottom + 4`, not the sum of every row above, so a change in one
        /// row touches only what depends on it.
        /// Unretained: a referred row is basic (kept by `rows`), and a row that leaves the basis is
        /// dropped from the references of the rows that held it (`removeRow`), so no reference dangles;
        /// unretained, reading values costs no reference counting.
        /// The first entry is inline (`RowLinks`): most rows refer to one row.
        @exclusivity(unchecked) var refs = RowLinks()
        /// The rows of externals whose references include this row (the reverse of `refs`), so that
        /// propagating a moved value to them costs no lookup of the symbol's column (`refreshValues`:
        /// sparse edits of a 100-view chain spent a sixth of their time hashing those lookups).
        /// Unretained for the same reason as `refs`: a row unlinks itself whenever its references change
        /// or it leaves the basis (`unlinkRefs`), so no entry dangles.
        /// The coefficients are unused; the first entry is inline (`RowLinks`).
        @exclusivity(unchecked) var dependents = RowLinks()
        /// 0 for a row without references, else 1 + the highest rank it refers to (so references never
        /// form a cycle and a value is computed after the values it uses). At most the number of rows.
        var rank: Int {
            @inline(__always) get { Int(storedRank) }
            @inline(__always) set { storedRank = Int32(truncatingIfNeeded: newValue) }
        }
        /// For rows of externals: the basic symbol's value (`constant` plus the referred rows' values).
        @exclusivity(unchecked) var value = 0.0
        init(_ constant: Double, _ cells: CellMap = [:]) { self.constant = constant; self.cells = cells }
        func copy() -> Row { Row(constant, cells) }

        func add(_ s: Symbol, _ c: Double) {
            let n = (cells[s] ?? 0) + c
            if nearZero(n) { cells[s] = nil } else { cells[s] = n }
            if negatives != nil && Solver.kind(s) != Solver.dummy {
                if n < -pivotTolerance { negatives!.insert(s) } else { negatives!.remove(s) }
            }
        }
        /// Removes `s` and returns its coefficient.
        func take(_ s: Symbol) -> Double? {
            negatives?.remove(s)
            return cells.removeValue(forKey: s)
        }
        func add(_ r: Row, _ c: Double) {
            constant += c * r.constant
            for (s, v) in r.cells { add(s, v * c) }
        }
        /// For a row `0 = constant + Σ cells`: solves for `s`, which leaves the cells.
        func solve(for s: Symbol) {
            let a = cells.removeValue(forKey: s)!
            let f = -1 / a
            constant *= f
            cells.scale(by: f)
        }
        /// For a row `lhs = constant + Σ cells` (with `rhs` among the cells): solves for `rhs`.
        func solve(_ lhs: Symbol, for rhs: Symbol) {
            add(lhs, -1)
            solve(for: rhs)
        }
        func negate() {
            constant = -constant
            cells.scale(by: -1)
        }
    }
}
