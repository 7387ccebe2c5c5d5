import Testing
@testable import LayoutSolver

/// Random edit sequences checked after **every** step (the long test checks every 200 steps), with many
/// redundant required constraints (the generator often repeats an equality the hidden solution satisfies).
/// Two faults showed up only this way: removing a required equality while a redundant duplicate's dummy
/// was basic could leave that dummy over slack symbols (its equality later broke by whole points), and
/// dropping coefficients below 1e-8 left required constraints 1e-6–5e-6 off after a few thousand pivots.
/// A third (removing a constraint pivoted on a rounding residue of ~1e-9, leaving required constraints
/// hundreds of points off in about one run of 50) showed only under some hash seeds; the tableau's
/// invariants are checked after every step too.
@Suite struct EveryStepRandomEditTests {
    @Test(arguments: [1, 3, 5, 8, 42, 63, 2026] as [UInt64])
    func requiredConstraintsHoldAfterEveryEdit(seed: UInt64) throws {
        var rng = Rng(state: seed)
        var run = try RandomEditRun(variables: 16, rng: &rng)
        var worst = 0.0
        var objectiveMismatch: String?
        var brokenInvariant: String?
        for step in 1...4_000 {
            guard try run.step(&rng) else { continue }
            run.solver.updateVariables()
            if brokenInvariant == nil, let v = run.solver.invariantViolations(objective: false).first {
                brokenInvariant = "step \(step): \(v)"
            }
            for (sp, _) in run.live where sp.strength.isRequired {
                worst = max(worst, violation(sp, { run.vars[$0].value }))
            }
            if step % 1_000 == 0 {
                let (a, b) = try run.objectiveAgainstScratch()
                if abs(a - b) > 1e-6 * max(1, b) { objectiveMismatch = "step \(step): \(a) vs \(b)" }
            }
        }
        // Rounding drift in these ill-conditioned random systems (coefficients up to 3, heavy redundancy)
        // reaches about 1e-6 after a few thousand pivots unless the solver derives its rows afresh from
        // the constraints every few pivots per row (`Solver.refresh`), which keeps it to a few 1e-8. The
        // faults this test exists for were whole points. The solver's choices do not depend on the
        // per-process hash order, so a seed does the same in every run.
        #expect(worst < 1e-6, "seed \(seed): worst required violation \(worst)")
        #expect(objectiveMismatch == nil, "seed \(seed): objective differs from a solve from scratch at \(objectiveMismatch ?? "")")
        #expect(brokenInvariant == nil, "seed \(seed): \(brokenInvariant ?? "")")
    }
}
