import Testing
@testable import LayoutSolver

/// A solver emptied (`reset()`), rebuilt from its constraints after a forced `rebuild()`, or dropped
/// frees every constraint and every variable only it held, and is usable again: random systems built,
/// edited, partly removed, torn down and built again from what remained, with dense and sparse rows.
/// After each phase every required constraint holds at the reported values (by evaluating the
/// constraint) and the optional errors weigh no more than at a hidden point that satisfies every
/// required constraint, so the optimum found can be no worse.
@Suite struct SolverTearDownAndRebuildTests {
    @Test(arguments: [(5, false), (5, true), (29, false), (29, true), (2026, true)] as [(UInt64, Bool)])
    func tearDownAndRebuild(seed: UInt64, sparse: Bool) throws {
        var rng = Rng(state: seed)
        for round in 0..<20 {
            let n = rng.int(3...14)
            let truth = (0..<n).map { _ in Double(rng.int(-100...100)) }
            var vars: [Variable]? = (0..<n).map { Variable("v\($0)") }
            let weakVars = vars!.map { v in { [weak v] in v } }
            var weakConstraints: [() -> Constraint?] = []
            do {
                let s = Solver(sparseRows: sparse)
                var live: [(Spec, Constraint)] = []
                func check(_ phase: String) {
                    s.updateVariables()
                    let value = { (i: Int) in vars![i].value }
                    for (sp, _) in live where sp.strength.isRequired {
                        #expect(violation(sp, value) < 1e-6, "round \(round) \(phase)")
                    }
                    let specs = live.map(\.0)
                    let got = objective(specs, value), atTruth = objective(specs, { truth[$0] })
                    #expect(got <= atTruth + 1e-6 * max(1, atTruth), "round \(round) \(phase)")
                    #expect(s.invariantViolations(objective: false).isEmpty, "round \(round) \(phase)")
                    #expect(s.constraintCount == live.count, "round \(round) \(phase)")
                }
                func add(_ sp: Spec) throws {
                    let c = sp.make(vars!)
                    try s.addConstraint(c)
                    live.append((sp, c))
                    weakConstraints.append { [weak c] in c }
                }
                for _ in 0..<rng.int(5...40) { try add(randomSpec(&rng, truth, required: rng.int(0...2) == 0)) }
                check("build")
                for _ in 0..<rng.int(0...15) {
                    let i = rng.int(0...(live.count - 1))
                    guard !live[i].0.strength.isRequired else { continue }
                    let k = Double(rng.int(-200...200))
                    try s.updateConstant(live[i].1, to: k)
                    live[i].0.constant = k
                }
                check("edit")
                for _ in 0..<(live.count / 3) {
                    let i = rng.int(0...(live.count - 1))
                    try s.removeConstraint(live[i].1)
                    live.remove(at: i)
                }
                check("removal")
                // A forced rebuild derives every row again from the remaining constraints.
                s.rebuild()
                check("rebuild")
                // Torn down: the solver holds nothing, and the removed constraints are freed.
                let kept = live.map(\.0)
                s.reset()
                live = []
                #expect(s.constraintCount == 0 && s.variableCount == 0 && s.rowCount == 0, "round \(round)")
                #expect(weakConstraints.allSatisfy { $0() == nil }, "round \(round) reset")
                // Built again from what remained, plus new constraints.
                for sp in kept { try add(sp) }
                for _ in 0..<rng.int(0...10) { try add(randomSpec(&rng, truth, required: rng.int(0...2) == 0)) }
                check("built again")
                live = []
            }
            // The solver is gone: it held the last references to its constraints, and once the test drops
            // its variables, nothing holds them.
            #expect(weakConstraints.allSatisfy { $0() == nil }, "round \(round) drop")
            vars = nil
            #expect(weakVars.allSatisfy { $0() == nil }, "round \(round) variables")
        }
    }

    /// The table that owns rows, tags and variables retains each object once while it is an entry and
    /// releases it when it leaves: overwritten, removed, emptied or with the table.
    @Test func objectTableOwnsItsEntriesOnce() {
        final class Box { let id: Int; init(_ id: Int) { self.id = id } }
        var refs: [() -> Box?] = [], late: [() -> Box?] = []
        do {
            var table = Solver.ObjectTable<Int, Box>()
            do {
                let boxes = (0..<50).map { Box($0) }
                refs = boxes.map { b in { [weak b] in b } }
                for b in boxes { table[b.id] = b }
            }
            #expect(table.count == 50 && refs.allSatisfy { $0() != nil })
            table[0] = Box(100)
            #expect(refs[0]() == nil && table[0]?.id == 100)
            let removed = table.removeValue(forKey: 1)
            #expect(removed?.id == 1 && table[1] == nil && table.count == 49)
            table[2] = nil
            #expect(refs[2]() == nil && table.count == 48)
            #expect(Set(table.values.map(\.id)) == Set([100] + Array(3..<50)))
            #expect(table.entries.allSatisfy { $0.key == $0.value.id || $0.key == 0 })
            table.removeAll()
            #expect(table.isEmpty && refs[3..<50].allSatisfy { $0() == nil })
            #expect(removed != nil && refs[1]() != nil)
            for i in 3..<10 { let b = Box(i); late.append { [weak b] in b }; table[i] = b }
        }
        #expect(refs[1]() == nil && late.allSatisfy { $0() == nil })
    }
}
