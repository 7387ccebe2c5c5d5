import LayoutSolver

/// Read-only views of the shared Auto Layout engine for the package's benchmarks (not UIKit API).
@MainActor
package enum LayoutEngineInspection {
    /// The solver constraints the engine holds now, in the order it added them: replayed into a fresh
    /// `Solver(sparseRows: true)`, they time the solver alone on the system a screen built.
    package static func solverConstraintsInAddOrder() -> [Constraint] {
        LayoutEngine.shared.solver.constraintsInAddOrder
    }
}
