extension Solver {
    /// What the solver keeps for one constraint.
    final class Tag {
        let constraint: Constraint
        @exclusivity(unchecked) var marker: Solver.Symbol = 0
        @exclusivity(unchecked) var other: Solver.Symbol = 0
        /// The marker's coefficient in the constraint's original row (for constant changes).
        @exclusivity(unchecked) var markerCoefficient = 1.0
        /// The expression's current constant (it differs from the constraint's after `updateConstant`).
        @exclusivity(unchecked) var constant: Double
        let order: Int
        /// The rows that hold the marker as a parameter, with its coefficient in each, as they were when
        /// the constant last changed; valid while `planEpoch` is the solver's `epoch` (the rows are then
        /// still basic, kept alive by `rows`, and their cells unchanged). Repeated constant changes of one
        /// constraint (an animated constant, an edit variable) then touch each row without hashing the
        /// marker into its cells: a hundred lookups were half the time of such an edit.
        @exclusivity(unchecked) var plan: [(row: Unmanaged<Row>, coefficient: Double)] = []
        @exclusivity(unchecked) var planEpoch = -1
        init(_ c: Constraint, order: Int) { constraint = c; constant = c.expression.constant; self.order = order }
    }
}
