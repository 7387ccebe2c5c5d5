import Testing
@testable import LayoutSolver

/// Random constraint systems built, edited, partly removed, rebuilt, torn down (`reset()`) and built
/// again from what remained, then dropped, with dense and sparse rows. Checked against references
/// independent of the solver: every required constraint holds at the values it reports (by evaluating
/// the constraint), the optional errors weigh no more than at a hidden point that satisfies every
/// required constraint (so the solver's optimum can be no worse), the tableau's own invariants hold, a
/// torn-down solver has freed the constraints it no longer holds, and a dropped solver (some with columns
/// of more than three rows, whose dictionaries join its address-ordered release) frees every constraint
/// and variable it held while the variables keep the last values it reported.
@Suite struct SolverStorageInvariantTests {
    @Test(arguments: [(3, false), (3, true), (17, false), (17, true), (2026, true)] as [(UInt64, Bool)])
    func buildEditRemoveAndDrop(seed: UInt64, sparse: Bool) throws {
        var rng = Rng(state: seed)
        var roundsWithLargeColumns = 0
        for round in 0..<25 {
            let n = rng.int(3...16)
            let truth = (0..<n).map { _ in Double(rng.int(-100...100)) }
            var vars = (0..<n).map { Variable("v\($0)") }
            var weakConstraints: [() -> Constraint?] = []
            var reported: [Double] = []
            do {
                let s = Solver(sparseRows: sparse)
                var live: [(Spec, Constraint)] = []
                func check(_ phase: String) {
                    s.updateVariables()
                    for (sp, _) in live where sp.strength.isRequired {
                        #expect(violation(sp, { vars[$0].value }) < 1e-6, "round \(round) \(phase)")
                    }
                    let specs = live.map(\.0)
                    let got = objective(specs, { vars[$0].value }), atTruth = objective(specs, { truth[$0] })
                    #expect(got <= atTruth + 1e-6 * max(1, atTruth), "round \(round) \(phase)")
                    #expect(s.invariantViolations(objective: false).isEmpty, "round \(round) \(phase)")
                }
                func add(_ sp: Spec) throws {
                    let c = sp.make(vars)
                    try s.addConstraint(c)
                    live.append((sp, c))
                    weakConstraints.append { [weak c] in c }
                }
                // Build.
                for _ in 0..<rng.int(5...40) { try add(randomSpec(&rng, truth, required: rng.int(0...2) == 0)) }
                check("build")
                // Edit optional constants (required ones stay satisfied by the hidden point).
                for _ in 0..<rng.int(0...20) {
                    let i = rng.int(0...(live.count - 1))
                    guard !live[i].0.strength.isRequired else { continue }
                    let k = Double(rng.int(-200...200))
                    try s.updateConstant(live[i].1, to: k)
                    live[i].0.constant = k
                }
                check("edit")
                // Remove about half, in random order.
                for _ in 0..<(live.count / 2) {
                    let i = rng.int(0...(live.count - 1))
                    try s.removeConstraint(live[i].1)
                    live.remove(at: i)
                }
                check("removal")
                #expect(s.constraintCount == live.count)
                // A forced rebuild derives every row again from the remaining constraints.
                s.rebuild()
                check("rebuild")
                // Torn down: the solver holds nothing, and every constraint the test no longer keeps is
                // freed. Then built again from what remained, plus new constraints.
                let kept = live.map(\.0)
                s.reset()
                live = []
                #expect(s.constraintCount == 0 && s.variableCount == 0 && s.rowCount == 0, "round \(round)")
                #expect(weakConstraints.allSatisfy { $0() == nil }, "round \(round) reset")
                for sp in kept { try add(sp) }
                for _ in 0..<rng.int(0...10) { try add(randomSpec(&rng, truth, required: rng.int(0...2) == 0)) }
                check("built again")
                #expect(s.constraintCount == live.count)
                // Columns of more than three rows keep a dictionary, which the dropped solver frees
                // with its rows in address order (`moveLargeStorage`).
                if s.largeColumnCount > 0 { roundsWithLargeColumns += 1 }
                reported = vars.map(\.value)
                live = []
            }
            // The solver is gone: it held the last references to its constraints.
            #expect(weakConstraints.allSatisfy { $0() == nil }, "round \(round)")
            #expect(vars.map(\.value) == reported, "round \(round)")
            // Nothing of the solver's holds a variable any more.
            let weakVars = vars.map { v in { [weak v] in v } }
            vars = []
            #expect(weakVars.allSatisfy { $0() == nil }, "round \(round) variables")
        }
        #expect(roundsWithLargeColumns > 0, "no dropped solver had a large column")
    }
}
