import Foundation
import LayoutSolver

/// The Auto Layout engine's consistency check, run at the end of every change the engine makes to its
/// solver (a solve that added constraints, a constraint's removal) in debug builds
/// (`UIKIT_INTERNAL_CHECKS`), as swift-collections checks its trees after each mutation.
extension LayoutEngine {
    /// The largest tableau checked after every change: the check walks every row, so larger systems
    /// (benchmarks, stress tests) skip it to keep a change's cost proportional to what it touches.
    static let invariantCheckRowLimit = 128

    #if UIKIT_INTERNAL_CHECKS
    /// Traps when the solver's rows, columns, references and constraint markers disagree, a restricted
    /// row is infeasible, or the objective is not optimal (`Solver.invariantViolations(ifAtMost:)`).
    func _checkInvariants() {
        let found = solver.invariantViolations(ifAtMost: Self.invariantCheckRowLimit)
        precondition(found.isEmpty, "Auto Layout engine: \(found.prefix(4).joined(separator: "; "))")
    }
    #else
    @inline(__always) func _checkInvariants() {}
    #endif
}
