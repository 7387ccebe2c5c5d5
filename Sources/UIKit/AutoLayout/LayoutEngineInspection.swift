import LayoutSolver

/// Read-only views of a view hierarchy's Auto Layout engine for the package's benchmarks and tests (not
/// UIKit API).
@MainActor
package enum LayoutEngineInspection {
    /// The solver constraints the engine of `view`'s hierarchy holds now, in the order it added them:
    /// replayed into a fresh `Solver(sparseRows: true)`, they time the solver alone on the system a screen
    /// built. Empty for a hierarchy without an engine.
    package static func solverConstraintsInAddOrder(of view: UIView) -> [Constraint] {
        view._existingLayoutEngine?.solver.constraintsInAddOrder ?? []
    }

    /// How many constraints and variables the engine of `view`'s hierarchy holds (none without one).
    package static func solverCounts(of view: UIView) -> (constraints: Int, variables: Int) {
        view._existingLayoutEngine?.counts ?? (0, 0)
    }

    /// How many solves the engine of `view`'s hierarchy has run (0 without one).
    package static func solveCount(of view: UIView) -> Int {
        view._existingLayoutEngine?.solveCount ?? 0
    }

    /// Whether `a` and `b` are laid out by one engine (views of one hierarchy are, and only they).
    package static func shareEngine(_ a: UIView, _ b: UIView) -> Bool {
        guard let e = a._existingLayoutEngine else { return false }
        return e === b._existingLayoutEngine
    }
}

extension LayoutEngineInspection {
    /// The views whose variables the constraints in the engine of `view`'s hierarchy mention (a layout
    /// guide's variables count as its owning view's), each once.
    package static func viewsInSolver(of view: UIView) -> [UIView] {
        guard let engine = view._existingLayoutEngine else { return [] }
        var seen = Set<ObjectIdentifier>()
        var out: [UIView] = []
        for c in engine.solver.constraintsInAddOrder {
            for t in c.expression.terms {
                let owner = t.variable.context
                guard let v = (owner as? UIView) ?? (owner as? UILayoutGuide)?.owningView else { continue }
                if seen.insert(ObjectIdentifier(v)).inserted { out.append(v) }
            }
        }
        return out
    }
}
