extension Solver {
    /// What the solver keeps for one constraint.
    final class Tag {
        let constraint: Constraint
        @exclusivity(unchecked) var marker = 0
        @exclusivity(unchecked) var other = 0
        /// The marker's coefficient in the constraint's original row (for constant changes).
        @exclusivity(unchecked) var markerCoefficient = 1.0
        /// The expression's current constant (it differs from the constraint's after `updateConstant`).
        @exclusivity(unchecked) var constant: Double
        let order: Int
        init(_ c: Constraint, order: Int) { constraint = c; constant = c.expression.constant; self.order = order }
    }
}
