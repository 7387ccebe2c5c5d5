import Testing
@testable import LayoutSolver

/// The solver's rounding does not depend on the process (hash order) and does not accumulate: it
/// re-derives its rows from the constraints after a number of pivots (`Solver.refresh`).
@Suite struct SolverRefreshTests {
    /// Two solvers given the same edits compute bit for bit the same values. Their symbols have other
    /// numbers (the counter is shared), so their dictionaries iterate in other orders: the order of
    /// expansions and of the dual simplex's infeasible rows must not follow that order, or which seed
    /// drifts past 1e-6 changes from one test run to the next.
    @Test(arguments: [false, true])
    func sameEditsGiveBitIdenticalValues(sparseRows: Bool) throws {
        var rng1 = Rng(state: 2026), rng2 = Rng(state: 2026)
        var a = try RandomEditRun(variables: 16, rng: &rng1, sparseRows: sparseRows)
        // Symbols taken in between, so the second solver's numbers are not the first's plus a constant.
        for _ in 0..<37 { try Solver().addConstraint(Constraint(Expression([Term(Variable())]), .equal)) }
        var b = try RandomEditRun(variables: 16, rng: &rng2, sparseRows: sparseRows)
        for step in 1...3_000 {
            _ = try a.step(&rng1)
            _ = try b.step(&rng2)
            if step % 100 == 0 {
                a.solver.updateVariables()
                b.solver.updateVariables()
                let same = zip(a.vars, b.vars).allSatisfy { $0.value.bitPattern == $1.value.bitPattern }
                #expect(same, "step \(step): \(a.vars.map(\.value)) vs \(b.vars.map(\.value))")
                if !same { return }
            }
        }
    }

    /// `refresh` keeps the basis, so the solution stays where it was (to rounding), and the rows it
    /// derives from the constraints satisfy the required ones to within rounding of one elimination.
    @Test(arguments: [1, 8, 42] as [UInt64])
    func refreshKeepsTheSolutionAndRemovesDrift(seed: UInt64) throws {
        var rng = Rng(state: seed)
        var run = try RandomEditRun(variables: 16, rng: &rng)
        for _ in 1...2_500 { _ = try run.step(&rng) }
        run.solver.updateVariables()
        let before = run.vars.map(\.value)
        #expect(run.solver.refresh())
        run.solver.updateVariables()
        for (x, y) in zip(before, run.vars.map(\.value)) { #expect(abs(x - y) < 1e-6) }
        for (sp, _) in run.live where sp.strength.isRequired {
            #expect(violation(sp, { run.vars[$0].value }) < 1e-9, "\(sp.terms) \(sp.relation)")
        }
        #expect(run.solver.invariantViolations().isEmpty)
        let (incremental, scratch) = try run.objectiveAgainstScratch()
        #expect(abs(incremental - scratch) <= 1e-6 * max(1, scratch))
    }

    /// Sparse rows refreshed every 5 steps: the invariants (references to lower ranks only,
    /// values equal to their expansions) hold after every step. Frequent refreshes exposed a rank fault
    /// of sparse removals (a dependent's rank lowered, then its reference's raised again: a value
    /// computed before the value it uses), in about half the processes for seed 7 (hash order).
    @Test(arguments: [7, 23, 41] as [UInt64])
    func sparseInvariantsHoldWithFrequentRefreshes(seed: UInt64) throws {
        var rng = Rng(state: seed)
        var run = try RandomEditRun(variables: 16, rng: &rng, sparseRows: true)
        for step in 1...800 {
            guard try run.step(&rng) else { continue }
            if step % 5 == 0 { #expect(run.solver.refresh()) }
            let v = run.solver.invariantViolations(objective: false)
            #expect(v.isEmpty, "step \(step): \(v.first ?? "")")
            if !v.isEmpty { return }
            run.solver.updateVariables()
            for (sp, _) in run.live where sp.strength.isRequired {
                #expect(violation(sp, { run.vars[$0].value }) < 1e-6, "step \(step)")
            }
        }
    }
}
