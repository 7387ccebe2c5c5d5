import Testing
@testable import LayoutSolver

private func eq(_ terms: [(Variable, Double)], _ c: Double, _ s: Strength = .required) -> Constraint {
    Constraint(Expression(terms.map { Term($0.0, $0.1) }, constant: c), .equal, strength: s)
}

/// Repeated constant changes of one constraint (an animated constant, an edit variable) reach every row
/// that depends on it, also after constraints were added or removed between the changes, and report
/// exactly what moved, also when rows left the tableau between a change and the report.
@Suite struct RepeatedConstantChangeTests {
    @Test(arguments: [false, true])
    func changesFollowRowsAddedAndRemovedBetweenThem(sparse: Bool) throws {
        let s = Solver(sparseRows: sparse)
        let x = Variable("x"), y = Variable("y"), z = Variable("z")
        let width = eq([(x, 1)], -20, .strong)                    // x = 20 (strong)
        try s.addConstraint(width)
        try s.addConstraint(eq([(y, 1), (x, -1)], -10))            // y = x + 10
        try s.updateConstant(width, to: -30)
        s.updateVariables()
        #expect(abs(x.value - 30) < 1e-9 && abs(y.value - 40) < 1e-9)

        // A row added after the first change depends on the changed constant too.
        let double = eq([(z, 1), (y, -2)], 0)                      // z = 2y
        try s.addConstraint(double)
        try s.updateConstant(width, to: -35)
        var moved = Set(s.takeChangedVariables().map(ObjectIdentifier.init))
        #expect(moved == Set([x, y, z].map(ObjectIdentifier.init)))
        #expect(abs(x.value - 35) < 1e-9 && abs(y.value - 45) < 1e-9 && abs(z.value - 90) < 1e-9)

        // A row removed between changes is not touched, and the rest still follow.
        try s.removeConstraint(double)
        try s.updateConstant(width, to: -50)
        moved = Set(s.takeChangedVariables().map(ObjectIdentifier.init))
        #expect(moved.contains(ObjectIdentifier(x)) && moved.contains(ObjectIdentifier(y)))
        #expect(abs(x.value - 50) < 1e-9 && abs(y.value - 60) < 1e-9)
        #expect(s.invariantViolations().isEmpty)
    }

    @Test(arguments: [false, true])
    func rowsThatLeaveBeforeTheReportAreReportedFromTheirNewValues(sparse: Bool) throws {
        let s = Solver(sparseRows: sparse)
        let x = Variable("x"), y = Variable("y")
        let width = eq([(x, 1)], -20, .strong)
        try s.addConstraint(width)
        let link = eq([(y, 1), (x, -1)], -10)                      // y = x + 10
        try s.addConstraint(link)
        try s.addConstraint(eq([(y, 1)], 0, .weak))               // y = 0 (weak) once the link goes
        s.updateVariables()
        // The change marks y's row; the removal then takes y's equation out of the tableau before any
        // report, so y is reported from what remains (the weak constraint), not from its old row.
        try s.updateConstant(width, to: -25)
        try s.removeConstraint(link)
        let moved = Set(s.takeChangedVariables().map(ObjectIdentifier.init))
        #expect(moved == Set([x, y].map(ObjectIdentifier.init)))
        #expect(abs(x.value - 25) < 1e-9)
        #expect(abs(y.value) < 1e-9)
        #expect(s.invariantViolations().isEmpty)
    }
}
