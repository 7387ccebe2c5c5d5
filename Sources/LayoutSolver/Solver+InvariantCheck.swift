/// The invariant check UIKit's Auto Layout engine runs after each change it makes to the solver, in its
/// debug builds (`UIKIT_INTERNAL_CHECKS`).
extension Solver {
    /// The violated invariants (see the type's documentation: solved form, the column index, references,
    /// feasibility, dummy rows, an optimal objective that weighs every non-required constraint's error
    /// markers), or an empty list; empty without checking when the tableau has more than `rowLimit` rows,
    /// so that a check after every change stays proportional to the change in large systems.
    package func invariantViolations(ifAtMost rowLimit: Int) -> [String] {
        rows.count > rowLimit ? [] : invariantViolations()
    }
}
