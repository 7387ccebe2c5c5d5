import Testing
@testable import LayoutSolver

/// Rows of externals refer to other basic externals instead of holding their substituted rows, so a
/// chain (each row's top is the previous row's bottom plus a gap, as in a table of stack views) keeps a
/// tableau whose size grows linearly, and a change in one link moves exactly the values below it.
@Suite struct SparseRowsTests {
    private struct Table {
        let solver = Solver(sparseRows: true)
        var tops: [Variable] = [], heights: [Variable] = [], contents: [Variable] = []
        var natural: [Constraint] = [], links: [Constraint] = []

        /// `n` rows: height >= 20 (required), height == 30 + k % 3 (strong); the row's content sits 5
        /// below its top (medium, and required at least 2 below); each top is the previous row's top +
        /// height + 4, the first at 0.
        init(_ n: Int) throws {
            for k in 0..<n {
                let top = Variable("top\(k)"), h = Variable("h\(k)"), content = Variable("c\(k)")
                try solver.addConstraint(Constraint(Expression([Term(h)], constant: -20), .greaterThanOrEqual))
                let nat = Constraint(Expression([Term(h)], constant: -Double(30 + k % 3)), .equal, strength: .strong)
                try solver.addConstraint(nat)
                try solver.addConstraint(Constraint(Expression([Term(content), Term(top, -1)], constant: -2), .greaterThanOrEqual))
                try solver.addConstraint(Constraint(Expression([Term(content), Term(top, -1)], constant: -5), .equal, strength: .medium))
                let link = k == 0 ? Constraint(Expression([Term(top)]), .equal)
                    : Constraint(Expression([Term(top), Term(tops[k - 1], -1), Term(heights[k - 1], -1)], constant: -4), .equal)
                try solver.addConstraint(link)
                links.append(link)
                tops.append(top); heights.append(h); contents.append(content); natural.append(nat)
            }
        }
    }

    /// The tops computed by hand from the heights.
    private func expectedTops(_ heights: [Double]) -> [Double] {
        var out: [Double] = [], y = 0.0
        for h in heights { out.append(y); y += h + 4 }
        return out
    }

    @Test func chainValuesAndLinearSize() throws {
        for n in [100, 400] {
            let t = try Table(n)
            t.solver.updateVariables()
            let heights = (0..<n).map { Double(30 + $0 % 3) }
            let tops = expectedTops(heights)
            for k in 0..<n {
                #expect(abs(t.heights[k].value - heights[k]) < 1e-9)
                #expect(abs(t.tops[k].value - tops[k]) < 1e-9)
                #expect(abs(t.contents[k].value - (tops[k] + 5)) < 1e-9)
            }
            // A solved form over parameters would hold about n²/2 cells here (each top over every
            // height's parameters above it); references keep a handful per row.
            #expect(t.solver.cellCount <= 6 * t.solver.rowCount, "n = \(n): \(t.solver.cellCount) cells in \(t.solver.rowCount) rows")
            #expect(t.solver.invariantViolations().isEmpty)
        }
    }

    @Test func oneLinkChangesExactlyWhatIsBelow() throws {
        let n = 200, m = 120
        let t = try Table(n)
        t.solver.updateVariables()
        try t.solver.updateConstant(t.natural[m], to: -50)
        let changed = Set(t.solver.takeChangedVariables().map(\.name))
        var heights = (0..<n).map { Double(30 + $0 % 3) }
        heights[m] = 50
        let tops = expectedTops(heights)
        for k in 0..<n {
            #expect(abs(t.tops[k].value - tops[k]) < 1e-9)
            #expect(abs(t.contents[k].value - (tops[k] + 5)) < 1e-9)
        }
        // The changed height, and the tops and contents of the rows below it; nothing above.
        var expected: Set<String> = ["h\(m)"]
        for k in (m + 1)..<n { expected.insert("top\(k)"); expected.insert("c\(k)") }
        #expect(changed == expected)
        #expect(t.solver.invariantViolations().isEmpty)
    }

    @Test func removingAndAddingALinkKeepsTheChainConsistent() throws {
        let n = 60, m = 30
        let t = try Table(n)
        let heights = (0..<n).map { Double(30 + $0 % 3) }
        // Replace the link of row m by one with a gap of 10 instead of 4, then put the old one back.
        let wide = Constraint(Expression([Term(t.tops[m]), Term(t.tops[m - 1], -1), Term(t.heights[m - 1], -1)], constant: -10), .equal)
        for round in 0..<3 {
            try t.solver.removeConstraint(round % 2 == 0 ? t.links[m] : wide)
            #expect(t.solver.invariantViolations(objective: false).isEmpty)
            try t.solver.addConstraint(round % 2 == 0 ? wide : t.links[m])
            t.solver.updateVariables()
            var tops = expectedTops(heights)
            if round % 2 == 0 { for k in m..<n { tops[k] += 6 } }
            for k in 0..<n {
                #expect(abs(t.tops[k].value - tops[k]) < 1e-9, "round \(round), row \(k)")
                #expect(abs(t.contents[k].value - (tops[k] + 5)) < 1e-9)
            }
            #expect(t.solver.invariantViolations().isEmpty)
        }
    }

    /// The long random edit sequence on a solver with sparse rows (UIKit's engine), checked against a
    /// solve from scratch every 200 steps, to 1e-6: without re-deriving the rows from the constraints every
    /// few pivots per row (`Solver.refresh`, as for dense rows) sparse rows drift to 1e-5..5e-4 in these
    /// ill-conditioned systems, now and then whole points.
    @Test(arguments: [2026, 7, 99] as [UInt64])
    func longEditSequenceWithSparseRows(seed: UInt64) throws {
        var rng = Rng(state: seed)
        var run = try RandomEditRun(variables: 16, rng: &rng, sparseRows: true)
        var worst = 0.0
        var objectiveMismatch: String?
        for step in 1...20_000 {
            guard try run.step(&rng) else { continue }
            if step % 200 == 0 {
                run.solver.updateVariables()
                for sp in run.specsWithEdit where sp.strength.isRequired {
                    worst = max(worst, violation(sp, { run.vars[$0].value }))
                }
                let (a, b) = try run.objectiveAgainstScratch()
                if objectiveMismatch == nil, abs(a - b) > 1e-6 * max(1, b) { objectiveMismatch = "step \(step): \(a) vs \(b)" }
            }
        }
        #expect(worst < 1e-6, "seed \(seed): worst required violation \(worst)")
        #expect(objectiveMismatch == nil, "seed \(seed): objective differs from a solve from scratch at \(objectiveMismatch ?? "")")
    }
}
