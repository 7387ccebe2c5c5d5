/// A variable of a linear constraint system. Its `value` is the solver's current solution, refreshed
/// by `Solver.updateVariables()` or `Solver.takeChangedVariables()`.
public final class Variable: Hashable, CustomStringConvertible {
    /// A name for diagnostics.
    public let name: String
    /// The value of the last update.
    @exclusivity(unchecked) public internal(set) var value: Double = 0
    /// `value`, read inside this module. A client's direct read of `value` is checked for exclusivity at
    /// run time (the `unchecked` attribute does not reach other modules), which cost a client reading
    /// four values per view and frame more than its arithmetic; a call here costs a few instructions.
    @inline(never) public var uncheckedValue: Double { value }
    /// The solver symbol assigned on first use (0: none yet).
    @exclusivity(unchecked) var symbol: Solver.Symbol = 0
    /// Arbitrary owner data for the client (UIKit keeps the view and the attribute here).
    public weak var context: AnyObject?

    /// A variable named `name` (for diagnostics only: two variables with one name are distinct).
    public init(_ name: String = "") { self.name = name }

    /// Variables are equal only to themselves (identity).
    public static func == (a: Variable, b: Variable) -> Bool { a === b }
    /// Hashes the identity, consistent with `==`.
    public func hash(into h: inout Hasher) { h.combine(ObjectIdentifier(self)) }
    /// `name=value`.
    public var description: String { "\(name)=\(value)" }
}

/// One term of a linear expression: `coefficient × variable`.
public struct Term: Sendable {
    /// The variable (shared by reference).
    public nonisolated(unsafe) let variable: Variable
    /// Its factor; coefficients closer to 0 than 1e-10 are dropped when the term enters the solver.
    public let coefficient: Double
    /// `coefficient × variable` (default coefficient 1).
    public init(_ variable: Variable, _ coefficient: Double = 1) {
        self.variable = variable; self.coefficient = coefficient
    }
}

/// A linear expression `Σ coefficient × variable + constant`.
public struct Expression: Sendable {
    /// The terms; a variable may appear in several (their coefficients add up).
    public var terms: [Term]
    /// The constant term.
    public var constant: Double
    /// `Σ terms + constant`.
    public init(_ terms: [Term] = [], constant: Double = 0) { self.terms = terms; self.constant = constant }

    /// The expression's value with the variables' current values.
    public var value: Double { terms.reduce(constant) { $0 + $1.coefficient * $1.variable.value } }
}

/// How an expression compares with zero.
public enum Relation: Sendable {
    /// `expression <= 0`.
    case lessThanOrEqual
    /// `expression == 0`.
    case equal
    /// `expression >= 0`.
    case greaterThanOrEqual
}

/// The weight of a constraint's error in the objective. `required` constraints have no error variable.
public struct Strength: Comparable, Sendable {
    /// The factor of the constraint's error in the objective (infinite for `required`).
    public let weight: Double
    /// A strength of `weight`; any positive finite weight is allowed (UIKit maps priorities to weights).
    public init(_ weight: Double) { self.weight = weight }
    /// Must hold; adding a conflicting required constraint fails.
    public static let required = Strength(.infinity)
    /// 1,000,000: violated only to satisfy required constraints or a million weak ones.
    public static let strong = Strength(1_000_000)
    /// 1,000.
    public static let medium = Strength(1_000)
    /// 1.
    public static let weak = Strength(1)
    /// Whether this is `required` (an infinite weight).
    public var isRequired: Bool { weight == .infinity }
    /// Orders strengths by weight.
    public static func < (a: Strength, b: Strength) -> Bool { a.weight < b.weight }
}

/// `expression relation 0` at a strength. Identity matters: the solver keys constraints by object.
public final class Constraint: CustomStringConvertible {
    /// The expression compared with zero; its constant can change in a solver (`updateConstant`)
    /// without this value changing.
    public let expression: Expression
    /// How the expression compares with zero.
    public let relation: Relation
    /// How much its violation costs (`required`: it must hold).
    public let strength: Strength

    /// `expression relation 0` at `strength` (default required).
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

    /// `c1*name1 + c2*name2 + constant op 0`.
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
    /// The constraint object is already in the solver.
    case duplicateConstraint
    /// The constraint object is not in the solver.
    case unknownConstraint
    /// The variable is already an edit variable.
    case duplicateEditVariable
    /// The variable is not an edit variable.
    case unknownEditVariable
    /// Edit variables cannot be required.
    case badRequiredStrength
}
