import Testing
@testable import LayoutSolver

/// The check UIKit's engine runs after each of its changes in debug builds: the solver's invariants on a
/// small tableau, nothing on one too large to check after every change.
@Suite struct BoundedInvariantCheckTests {
    private func solverWithRows() throws -> Solver {
        let s = Solver(sparseRows: true)
        let x = Variable("x"), y = Variable("y")
        try s.addConstraint(Constraint(Expression([Term(x, 1)], constant: -20), .equal, strength: .required))
        try s.addConstraint(Constraint(Expression([Term(y, 1), Term(x, -1)], constant: -10), .greaterThanOrEqual, strength: .required))
        return s
    }

    @Test("A consistent tableau passes; a corrupted one within the row limit is reported; above the limit nothing is checked")
    func reportsWithinTheLimitOnly() throws {
        let s = try solverWithRows()
        #expect(s.invariantViolations(ifAtMost: 100).isEmpty)
        // A row claiming another basic symbol breaks "every row says which symbol it solves for".
        let (basic, row) = try #require(s.rows.entries.first)
        row.basic = basic == 1 ? 2 : 1
        #expect(!s.invariantViolations(ifAtMost: 100).isEmpty)
        #expect(s.invariantViolations(ifAtMost: s.rows.count - 1).isEmpty)
    }
}
