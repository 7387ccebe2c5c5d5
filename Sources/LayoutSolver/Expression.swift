/// A variable of a linear constraint system. Its `value` is the solver's current solution, refreshed
/// by `Solver.updateVariables()` or `Solver.takeChangedVariables()`.
public final class Variable: Hashable, CustomStringConvertible {
    /// A name for diagnostics.
    public let name: String
    /// The value of the last update.
    @exclusivity(unchecked) public internal(set) var value: Double = 0
    /// The solver symbol assigned on first use (0: none yet).
    @exclusivity(unchecked) var symbol: Int = 0
    /// Arbitrary owner data for the client (UIKit keeps the view and the attribute here).
    public weak var context: AnyObject?

    public init(_ name: String = "") { self.name = name }

    public static func == (a: Variable, b: Variable) -> Bool { a === b }
    public func hash(into h: inout Hasher) { h.combine(ObjectIdentifier(self)) }
    public var description: String { "\(name)=\(value)" }
}

/// One term of a linear expression: `coefficient × variable`.
public struct Term: Sendable {
    public nonisolated(unsafe) let variable: Variable
    public let coefficient: Double
    public init(_ variable: Variable, _ coefficient: Double = 1) {
        self.variable = variable; self.coefficient = coefficient
    }
}

/// A linear expression `Σ coefficient × variable + constant`.
public struct Expression: Sendable {
    public var terms: [Term]
    public var constant: Double
    public init(_ terms: [Term] = [], constant: Double = 0) { self.terms = terms; self.constant = constant }

    /// The expression's value with the variables' current values.
    public var value: Double { terms.reduce(constant) { $0 + $1.coefficient * $1.variable.value } }
}

/// How an expression compares with zero.
public enum Relation: Sendable {
    case lessThanOrEqual, equal, greaterThanOrEqual
}

/// The weight of a constraint's error in the objective. `required` constraints have no error variable.
public struct Strength: Comparable, Sendable {
    public let weight: Double
    public init(_ weight: Double) { self.weight = weight }
    /// Must hold; adding a conflicting required constraint fails.
    public static let required = Strength(.infinity)
    public static let strong = Strength(1_000_000)
    public static let medium = Strength(1_000)
    public static let weak = Strength(1)
    public var isRequired: Bool { weight == .infinity }
    public static func < (a: Strength, b: Strength) -> Bool { a.weight < b.weight }
}

/// `expression relation 0` at a strength. Identity matters: the solver keys constraints by object.
public final class Constraint: CustomStringConvertible {
    public let expression: Expression
    public let relation: Relation
    public let strength: Strength

    public init(_ expression: Expression, _ relation: Relation, strength: Strength = .required) {
        self.expression = expression; self.relation = relation; self.strength = strength
    }

    /// Whether the constraint holds for the variables' current values, within `tolerance`.
    public func isSatisfied(tolerance: Double = 1e-6) -> Bool {
        let v = expression.value
        switch relation {
        case .equal: return abs(v) <= tolerance
        case .lessThanOrEqual: return v <= tolerance
        case .greaterThanOrEqual: return v >= -tolerance
        }
    }

    public var description: String {
        let lhs = expression.terms.map { "\($0.coefficient)*\($0.variable.name)" }.joined(separator: " + ")
        let op = relation == .equal ? "==" : relation == .lessThanOrEqual ? "<=" : ">="
        return "\(lhs) + \(expression.constant) \(op) 0"
    }
}

/// Errors of the solver's mutating calls.
public enum SolverError: Error, Equatable {
    /// A required constraint conflicts with the required constraints already added.
    case unsatisfiableConstraint
    case duplicateConstraint
    case unknownConstraint
    case duplicateEditVariable
    case unknownEditVariable
    /// Edit variables cannot be required.
    case badRequiredStrength
}
