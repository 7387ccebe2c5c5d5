import LayoutSolver

/// Read-only views of the current pipeline owner's Auto Layout engine for the package's benchmarks and
/// tests (not UIKit API).
@MainActor
package enum LayoutEngineInspection {
    /// The solver constraints the current engine holds now, in the order it added them: replayed into a
    /// fresh `Solver(sparseRows: true)`, they time the solver alone on the system a screen built.
    package static func solverConstraintsInAddOrder() -> [Constraint] {
        LayoutEngine.current.solver.constraintsInAddOrder
    }

    /// How many constraints and variables the current engine's solver holds (a fresh owner's holds none).
    package static var solverCounts: (constraints: Int, variables: Int) {
        LayoutEngine.current.counts
    }
}
