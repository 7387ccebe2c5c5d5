import Testing
@testable import LayoutSolver

private func eq(_ terms: [(Variable, Double)], _ c: Double, _ s: Strength = .required) -> Constraint {
    Constraint(Expression(terms.map { Term($0.0, $0.1) }, constant: c), .equal, strength: s)
}
private func ge(_ terms: [(Variable, Double)], _ c: Double) -> Constraint {
    Constraint(Expression(terms.map { Term($0.0, $0.1) }, constant: c), .greaterThanOrEqual)
}

/// Tearing a screen down removes its constraints one by one, last added first: what stays keeps its
/// solution, and the removals never re-derive the tableau they are emptying (a removed constraint's row
/// takes its share of the accumulated rounding with it).
@Suite struct ConstraintRemovalTests {
    @Test func tearingDownAScreenKeepsTheRestAndDoesNotRefresh() throws {
        let s = Solver(sparseRows: true)
        var added: [Constraint] = []
        var tops: [Variable] = []
        var previousBottom: Variable?
        // Rows stacked vertically: top = previous bottom + 4, height 44 (strong, at least 20), as a table of
        // stack views chains its rows.
        for _ in 0..<600 {
            let top = Variable(), height = Variable(), bottom = Variable(), left = Variable(), width = Variable()
            let row = [
                previousBottom.map { eq([(top, 1), ($0, -1)], -4) } ?? eq([(top, 1)], 0),
                ge([(height, 1)], -20),
                eq([(height, 1)], -44, .strong),
                eq([(bottom, 1), (top, -1), (height, -1)], 0),
                eq([(left, 1)], -16),
                eq([(width, 1)], -358, .strong),
            ]
            for c in row { try s.addConstraint(c) }
            added += row
            tops.append(top)
            previousBottom = bottom
        }
        s.updateVariables()
        #expect(!s.refreshedSinceReport)

        // The second half of the rows goes, last added first.
        for c in added[(added.count / 2)...].reversed() { try s.removeConstraint(c) }
        _ = s.takeChangedVariables()
        for (i, top) in tops.prefix(300).enumerated() { #expect(abs(top.value - Double(i) * 48) < 1e-6) }

        for c in added[..<(added.count / 2)].reversed() { try s.removeConstraint(c) }
        #expect(!s.refreshedSinceReport)
        #expect(s.constraintCount == 0)
        #expect(s.invariantViolations().isEmpty)
    }
}
