import Testing
@testable import LayoutSolver

private func eq(_ terms: [(Variable, Double)], _ c: Double, _ s: Strength = .required) -> Constraint {
    Constraint(Expression(terms.map { Term($0.0, $0.1) }, constant: c), .equal, strength: s)
}
private func le(_ terms: [(Variable, Double)], _ c: Double, _ s: Strength = .required) -> Constraint {
    Constraint(Expression(terms.map { Term($0.0, $0.1) }, constant: c), .lessThanOrEqual, strength: s)
}
private func ge(_ terms: [(Variable, Double)], _ c: Double, _ s: Strength = .required) -> Constraint {
    Constraint(Expression(terms.map { Term($0.0, $0.1) }, constant: c), .greaterThanOrEqual, strength: s)
}

@Suite struct SolverBasicsTests {
    @Test func equalitiesChain() throws {
        let s = Solver()
        let x = Variable("x"), y = Variable("y")
        try s.addConstraint(eq([(x, 1)], -10))          // x = 10
        try s.addConstraint(eq([(y, 1), (x, -2)], -5))  // y = 2x + 5
        s.updateVariables()
        #expect(abs(x.value - 10) < 1e-9)
        #expect(abs(y.value - 25) < 1e-9)
    }

    @Test func strongerOptionalWins() throws {
        let s = Solver()
        let x = Variable("x")
        try s.addConstraint(eq([(x, 1)], -100, .weak))
        try s.addConstraint(eq([(x, 1)], -50, .strong))
        s.updateVariables()
        #expect(abs(x.value - 50) < 1e-9)
    }

    @Test func inequalityBoundsOptional() throws {
        let s = Solver()
        let x = Variable("x")
        try s.addConstraint(le([(x, 1)], -30))          // x <= 30
        try s.addConstraint(eq([(x, 1)], -100, .medium))
        s.updateVariables()
        #expect(abs(x.value - 30) < 1e-9)
    }

    @Test func conflictingRequiredThrowsAndLeavesSolverIntact() throws {
        let s = Solver()
        let x = Variable("x")
        try s.addConstraint(ge([(x, 1)], -10))          // x >= 10
        #expect(throws: SolverError.unsatisfiableConstraint) { try s.addConstraint(le([(x, 1)], -5)) }
        #expect(throws: SolverError.unsatisfiableConstraint) { try s.addConstraint(eq([(x, 1)], -3)) }
        try s.addConstraint(eq([(x, 1)], 0, .weak))    // pulls towards 0, bounded by x >= 10
        s.updateVariables()
        #expect(abs(x.value - 10) < 1e-9)
        #expect(s.constraintCount == 2)
    }

    @Test func removalRestoresPreviousSolution() throws {
        let s = Solver()
        let x = Variable("x")
        try s.addConstraint(eq([(x, 1)], -20, .weak))
        let c = eq([(x, 1)], -40, .strong)
        try s.addConstraint(c)
        s.updateVariables(); #expect(abs(x.value - 40) < 1e-9)
        try s.removeConstraint(c)
        s.updateVariables(); #expect(abs(x.value - 20) < 1e-9)
        #expect(throws: SolverError.unknownConstraint) { try s.removeConstraint(c) }
    }

    @Test func editVariablesFollowSuggestions() throws {
        let s = Solver()
        let left = Variable("l"), width = Variable("w"), right = Variable("r")
        try s.addConstraint(eq([(right, 1), (left, -1), (width, -1)], 0)) // r = l + w
        try s.addConstraint(ge([(width, 1)], -10))
        try s.addEditVariable(left, strength: .strong)
        try s.addEditVariable(width, strength: .strong)
        for (l, w) in [(0.0, 50.0), (10, 5), (-3, 200)] {
            try s.suggestValue(left, l)
            try s.suggestValue(width, w)
            s.updateVariables()
            #expect(abs(left.value - l) < 1e-9)
            #expect(abs(width.value - max(w, 10)) < 1e-9)
            #expect(abs(right.value - (l + max(w, 10))) < 1e-9)
        }
        #expect(throws: SolverError.badRequiredStrength) { try s.addEditVariable(right, strength: .required) }
    }

    @Test func updateConstantMovesTheSolution() throws {
        let s = Solver()
        let a = Variable("a"), b = Variable("b")
        let ca = eq([(a, 1)], -10)
        try s.addConstraint(ca)
        let gap = eq([(b, 1), (a, -1)], -8)             // b = a + 8
        try s.addConstraint(gap)
        try s.updateConstant(gap, to: -20)
        try s.updateConstant(ca, to: -1)
        s.updateVariables()
        #expect(abs(a.value - 1) < 1e-9)
        #expect(abs(b.value - 21) < 1e-9)
    }

    @Test func changedVariablesAreReportedOnce() throws {
        let s = Solver()
        let a = Variable("a"), b = Variable("b")
        let ca = eq([(a, 1)], -10)
        try s.addConstraint(ca)
        try s.addConstraint(eq([(b, 1)], -3))
        #expect(Set(s.takeChangedVariables()) == [a, b])
        try s.updateConstant(ca, to: -11)
        #expect(s.takeChangedVariables() == [a])
        #expect(s.takeChangedVariables().isEmpty)
    }
}
