import Testing
@testable import LayoutSolver

/// `constraintsInAddOrder` lists what the solver holds in the order it was added, so a client can replay a
/// system into a fresh solver.
@Suite struct SolverReplayTests {
    @Test func constraintsComeBackInAddOrderWithoutRemovedOnes() throws {
        let s = Solver(sparseRows: true)
        let x = Variable("x"), y = Variable("y")
        let a = Constraint(Expression([Term(x)], constant: -10), .equal)
        let b = Constraint(Expression([Term(y), Term(x, -1)], constant: -5), .equal)
        let c = Constraint(Expression([Term(y)], constant: -100), .lessThanOrEqual)
        for k in [a, b, c] { try s.addConstraint(k) }
        try s.removeConstraint(b)
        #expect(s.constraintsInAddOrder.map(ObjectIdentifier.init) == [a, c].map(ObjectIdentifier.init))
        // Replayed into a fresh solver, the system solves the same way.
        let replay = Solver(sparseRows: true)
        for k in s.constraintsInAddOrder { try replay.addConstraint(k) }
        #expect(replay.value(of: x) == 10)
    }
}
