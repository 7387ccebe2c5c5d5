/// The simplex steps: primal optimisation of an objective (lowest entering symbol, ratio test over
/// restricted rows) and the dual step that restores feasibility after constants change. Ties go to the
/// lowest symbol, so a system takes the same pivots in every process.
extension Solver {
    func optimize(_ obj: Row) {
        // Symbols whose only limits are rounding residue (see below), left at 0 for this optimization.
        var drift: [Symbol] = []
        while true {
            var entering: Symbol = 0
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
            var leaving: Symbol = 0
            var best = Double.infinity
            if let basics = columns[entering] {
                for (b, u) in basics where Solver.kind(b) != Solver.external {
                    let r = u.takeUnretainedValue()
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
            // constraints included) were off by whole points afterwards (random edit seeds 3 and 8). It
            // stays at 0, as it would with exact arithmetic.
            if best > 1e7, let c = rows[leaving]?.cells[entering], abs(c) < 1e-6 {
                drift.append(entering)
                continue
            }
            pivot(entering: entering, leaving: leaving)
        }
    }

    func dualOptimize() {
        // The infeasible rows were collected in the iteration order of the column dictionaries, which
        // Swift seeds per process: taken in that order, the pivots (and so the rounding) differed from
        // one process to the next, and a drift of 1.2e-6 showed in one test run of 13. The lowest symbol
        // goes first, so every process takes the same steps.
        while !infeasible.isEmpty {
            if infeasible.count > 1 { infeasible.sort(by: >) }
            let leaving = infeasible.removeLast()
            guard let r = rows[leaving], r.constant < 0 else { continue }
            var entering: Symbol = 0
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
