import Testing
@testable import LayoutSolver

/// A small deterministic generator (SplitMix64), so a failing seed can be replayed.
struct Rng {
    var state: UInt64
    mutating func next() -> UInt64 {
        state &+= 0x9E3779B97F4A7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58476D1CE4E5B9
        z = (z ^ (z >> 27)) &* 0x94D049BB133111EB
        return z ^ (z >> 31)
    }
    mutating func int(_ r: ClosedRange<Int>) -> Int { r.lowerBound + Int(next() % UInt64(r.count)) }
    mutating func double(_ lo: Double, _ hi: Double) -> Double { lo + (hi - lo) * Double(next() >> 11) / Double(1 << 53) }
}

/// A constraint description that can be materialized again for a solve from scratch.
struct Spec {
    var terms: [(Int, Double)]
    var constant: Double
    var relation: Relation
    var strength: Strength
    func make(_ vars: [Variable]) -> Constraint {
        Constraint(Expression(terms.map { Term(vars[$0.0], $0.1) }, constant: constant), relation, strength: strength)
    }
}

func violation(_ s: Spec, _ value: (Int) -> Double) -> Double {
    let e = s.terms.reduce(s.constant) { $0 + $1.1 * value($1.0) }
    switch s.relation {
    case .equal: return abs(e)
    case .lessThanOrEqual: return max(e, 0)
    case .greaterThanOrEqual: return max(-e, 0)
    }
}

/// The objective Cassowary minimizes: the weighted errors of the optional constraints.
func objective(_ specs: [Spec], _ value: (Int) -> Double) -> Double {
    specs.filter { !$0.strength.isRequired }.reduce(0) { $0 + $1.strength.weight * violation($1, value) }
}

func randomSpec(_ rng: inout Rng, _ truth: [Double], required: Bool) -> Spec {
    let n = truth.count
    var terms: [(Int, Double)] = []
    for _ in 0..<rng.int(1...3) {
        let v = rng.int(0...(n - 1))
        if terms.contains(where: { $0.0 == v }) { continue }
        terms.append((v, Double(rng.int(-3...3) == 0 ? 1 : rng.int(-3...3))))
    }
    let relation: Relation = [.equal, .lessThanOrEqual, .greaterThanOrEqual][rng.int(0...2)]
    let atTruth = terms.reduce(0) { $0 + $1.1 * truth[$1.0] }
    if required {
        // Constant chosen so that the hidden solution `truth` satisfies the constraint: the system is satisfiable.
        let slack = Double(rng.int(0...20))
        let c: Double
        switch relation {
        case .equal: c = -atTruth
        case .lessThanOrEqual: c = -atTruth - slack
        case .greaterThanOrEqual: c = -atTruth + slack
        }
        return Spec(terms: terms, constant: c, relation: relation, strength: .required)
    }
    let strength = [Strength.weak, .medium, .strong][rng.int(0...2)]
    return Spec(terms: terms, constant: Double(rng.int(-200...200)), relation: relation, strength: strength)
}

@Suite struct RandomizedSolverTests {
    /// Random satisfiable systems: every required constraint holds after the solve (within 1e-6), and
    /// the optional errors are no larger than at the hidden solution, which satisfies every required one.
    @Test func requiredConstraintsAlwaysHold() throws {
        var rng = Rng(state: 42)
        for _ in 0..<150 {
            let n = rng.int(2...14)
            let truth = (0..<n).map { _ in Double(rng.int(-100...100)) }
            let vars = (0..<n).map { Variable("v\($0)") }
            let specs = (0..<rng.int(1...25)).map { _ in randomSpec(&rng, truth, required: rng.int(0...1) == 0) }
            let s = Solver()
            for sp in specs { try s.addConstraint(sp.make(vars)) }
            s.updateVariables()
            for sp in specs where sp.strength.isRequired {
                #expect(violation(sp, { vars[$0].value }) < 1e-6, "required \(sp.terms) \(sp.relation)")
            }
            let got = objective(specs, { vars[$0].value })
            let atTruth = objective(specs, { truth[$0] })
            #expect(got <= atTruth + 1e-6 * max(1, atTruth))
        }
    }

    /// Random sequences of additions, removals, constant changes and edit suggestions end at the same
    /// optimum as one solve from scratch of what remains; required constraints hold throughout.
    @Test func incrementalEqualsFromScratch() throws {
        var rng = Rng(state: 7)
        for round in 0..<40 {
            let n = rng.int(3...12)
            var truth = (0..<n).map { _ in Double(rng.int(-100...100)) }
            let vars = (0..<n).map { Variable("v\($0)") }
            let s = Solver()
            var live: [(Spec, Constraint)] = []
            for _ in 0..<120 {
                switch rng.int(0...9) {
                case 0...4:
                    let sp = randomSpec(&rng, truth, required: rng.int(0...2) == 0)
                    let c = sp.make(vars)
                    try s.addConstraint(c)
                    live.append((sp, c))
                case 5...6 where !live.isEmpty:
                    let i = rng.int(0...(live.count - 1))
                    try s.removeConstraint(live[i].1)
                    live.remove(at: i)
                case 7...8 where !live.isEmpty:
                    let i = rng.int(0...(live.count - 1))
                    if live[i].0.strength.isRequired {
                        // Keep the system satisfiable: move the hidden solution's residual, not the constraint.
                        continue
                    }
                    let k = Double(rng.int(-200...200))
                    try s.updateConstant(live[i].1, to: k)
                    live[i].0.constant = k
                default:
                    // Move the hidden solution and drop the required constraints it no longer satisfies.
                    truth = truth.map { $0 + Double(rng.int(-1...1)) }
                    for (sp, c) in live where sp.strength.isRequired && violation(sp, { truth[$0] }) > 1e-9 {
                        try s.removeConstraint(c)
                    }
                    live.removeAll { $0.0.strength.isRequired && violation($0.0, { truth[$0] }) > 1e-9 }
                }
                s.updateVariables()
                for (sp, _) in live where sp.strength.isRequired {
                    #expect(violation(sp, { vars[$0].value }) < 1e-6, "round \(round)")
                }
            }
            s.updateVariables()
            let incremental = objective(live.map(\.0), { vars[$0].value })
            let fresh = (0..<n).map { Variable("f\($0)") }
            let scratch = Solver()
            for (sp, _) in live { try scratch.addConstraint(sp.make(fresh)) }
            scratch.updateVariables()
            let fromScratch = objective(live.map(\.0), { fresh[$0].value })
            #expect(abs(incremental - fromScratch) <= 1e-6 * max(1, fromScratch), "round \(round)")
        }
    }
}

@Suite struct LongRandomEditTests {
    /// A long run of random edits (add, remove, constant changes, edit suggestions) on one solver stays
    /// consistent: checked against a solve from scratch every 250 steps.
    @Test func longEditSequenceStaysConsistent() throws {
        var rng = Rng(state: 2026)
        var run = try RandomEditRun(variables: 16, rng: &rng)
        for step in 1...20_000 {
            guard try run.step(&rng) else { continue }
            if step % 200 == 0 {
                run.solver.updateVariables()
                let specs = run.specsWithEdit
                for sp in specs where sp.strength.isRequired { #expect(violation(sp, { run.vars[$0].value }) < 1e-6) }
                let (a, b) = try run.objectiveAgainstScratch()
                #expect(abs(a - b) <= 1e-6 * max(1, b), "step \(step)")
            }
        }
    }
}

/// A solver under a random sequence of edits (add and remove constraints that a hidden `truth` satisfies,
/// change optional constants, suggest values for an edit variable), shared by the long and the every-step
/// random tests.
struct RandomEditRun {
    let vars: [Variable]
    let truth: [Double]
    let solver: Solver
    /// The constraints in the solver with the specs they were made from.
    var live: [(Spec, Constraint)] = []
    /// The value last suggested for `vars[0]`.
    var edit = 0.0

    init(variables n: Int, rng: inout Rng, sparseRows: Bool = false) throws {
        solver = Solver(sparseRows: sparseRows)
        truth = (0..<n).map { _ in Double(rng.int(-100...100)) }
        vars = (0..<n).map { Variable("v\($0)") }
        try solver.addEditVariable(vars[0], strength: .medium)
    }

    /// One random edit; false when the step picked a required constraint's constant and changed nothing.
    mutating func step(_ rng: inout Rng) throws -> Bool {
        switch rng.int(0...9) {
        case 0...3 where live.count < 60:
            let sp = randomSpec(&rng, truth, required: rng.int(0...3) == 0)
            let c = sp.make(vars)
            try solver.addConstraint(c)
            live.append((sp, c))
        case 4...5 where !live.isEmpty:
            let i = rng.int(0...(live.count - 1))
            try solver.removeConstraint(live[i].1)
            live.remove(at: i)
        case 6...7 where !live.isEmpty:
            let i = rng.int(0...(live.count - 1))
            guard !live[i].0.strength.isRequired else { return false }
            let k = Double(rng.int(-200...200))
            try solver.updateConstant(live[i].1, to: k)
            live[i].0.constant = k
        default:
            edit = Double(rng.int(-300...300))
            try solver.suggestValue(vars[0], edit)
        }
        return true
    }

    /// The live specs plus the edit variable's suggestion as a medium equality.
    var specsWithEdit: [Spec] {
        live.map(\.0) + [Spec(terms: [(0, 1)], constant: -edit, relation: .equal, strength: .medium)]
    }

    /// The objective of the incremental solution and of a solve of the same specs from scratch.
    func objectiveAgainstScratch() throws -> (incremental: Double, fromScratch: Double) {
        let specs = specsWithEdit
        let fresh = (0..<vars.count).map { Variable("f\($0)") }
        let scratch = Solver()
        for sp in specs { try scratch.addConstraint(sp.make(fresh)) }
        scratch.updateVariables()
        return (objective(specs, { vars[$0].value }), objective(specs, { fresh[$0].value }))
    }
}
