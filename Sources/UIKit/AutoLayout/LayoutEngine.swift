import Foundation
import LayoutSolver

/// The Auto Layout engine of one view hierarchy (a window's, or a root view's without a window, as UIKit
/// keeps one per window): one incremental solver fed by activated constraints, autoresizing masks
/// translated into constraints, intrinsic content sizes and the system layout guides.
///
/// The hierarchy's root holds its engine in its Auto Layout state, and every view's state refers to its
/// root's engine. A subtree that moves to another hierarchy moves what it has in the engine with it
/// (`UIView.moveLayoutEngine`), so an engine never holds views of another hierarchy and two windows'
/// layouts never touch each other's solver.
///
/// Changes reach the solver at the next layout step (`solveIfNeeded()`, run before a view's
/// `layoutSubviews`); the solver reports which variables changed, and only the superviews of views whose
/// frames changed are marked for layout. The frames themselves are set by the default
/// `layoutSubviews()` of the superview, as UIKit does.
@MainActor
final class LayoutEngine {
    /// The device pixels per point engine frames are rounded to: the screen scale of the hierarchy's
    /// window (else the main screen's). Held here, not looked up per frame: set when the engine is made
    /// or its subtree joins another hierarchy, when a window's screen changes, and refreshed at each
    /// solve of a hierarchy without a window (whose screen is the main one, which may be replaced).
    @exclusivity(unchecked) private(set) var pixelScale: CGFloat = 1
    /// The window whose hierarchy this engine serves (nil for a root view without a window).
    weak var window: UIWindow?

    /// The hierarchy's root. Nil once the root is being released: the whole hierarchy is then going away
    /// (views outlive it only when retained elsewhere, see `recoverSurvivors`).
    weak var root: UIView?
    /// Set when a view left the engine after its root was released: from then on views that die leave
    /// their constraints where they are, and the solver is freed with the engine in one piece instead of
    /// being emptied one constraint at a time (tearing a screen down cost 0.4× its build that way).
    private var rootReleased = false

    /// An engine for the hierarchy whose root is `root`.
    init(root: UIView) {
        self.root = root
        window = root as? UIWindow
        refreshPixelScale()
    }

    /// Reads the scale of the hierarchy's screen again (see `pixelScale`); frames snapped at another
    /// scale are set again at their superviews' next layout.
    func refreshPixelScale() {
        let s = window?.screen.scale ?? UIScreen.main.scale
        let scale = s.isFinite && s > 0 ? s : 1
        guard scale != pixelScale else { return }
        pixelScale = scale
        scaleEpoch &+= 1
    }
    /// Bumped when `pixelScale` changes: a view laid out at an older epoch sets all its subviews' frames.
    @exclusivity(unchecked) private(set) var scaleEpoch = 0

    /// Set once any engine in the process had a constraint activated or a view asked it for
    /// `updateConstraints()`: until then the hierarchy, geometry and layout-step hooks cost one load (read on every superview and frame change, so it is a plain static,
    /// not a look-up through the owner).
    @exclusivity(unchecked) static var anyInUse = false

    /// Sparse rows: a table of stack views costs linearly in its rows (see `Solver.sparseRows`).
    private(set) var solver = Solver(sparseRows: true)
    /// Whether anything has to be synchronized or reported before the next layout.
    private(set) var dirty = false
    /// Set once any constraint was activated (hierarchy hooks are free until then).
    @exclusivity(unchecked) private(set) var inUse = false

    /// Constraints activated since the last solve, with their activation order. Keyed by identity so
    /// that deactivating (or deallocating the views of) n pending constraints costs O(n), not O(n²)
    /// (Align's suite activates and drops 100 000 before any layout).
    private var pending: [ObjectIdentifier: (order: Int, constraint: NSLayoutConstraint)] = [:]
    private var pendingOrder = 0
    private struct WeakView { weak var view: UIView?; var relation: [Constraint]; var intrinsic: [Constraint?] }
    /// Views whose relation to their superview comes from the autoresizing mask (and roots).
    private var tamicViews: [ObjectIdentifier: WeakView] = [:]
    private var relationDirty: [UIView] = []
    /// Autoresizing views and roots whose frames were set since the last solve.
    private var geometryDirty: [WeakRef] = []
    private var intrinsicDirty: [UIView] = []
    private struct WeakGuide { weak var guide: UILayoutGuide?; var constraints: [Constraint] }
    private var systemGuides: [ObjectIdentifier: WeakGuide] = [:]
    @exclusivity(unchecked) private var pendingUpdateConstraints: [UIView] = []
    private struct WeakWidthDependent { weak var view: UIView? }
    private struct WeakRef { weak var view: UIView? }
    /// Views whose intrinsic height depends on their solved width (multi-line labels), settled after
    /// each solve.
    private var widthDependent: [ObjectIdentifier: WeakWidthDependent] = [:]

    /// The log of conflicts and warnings (stderr; tests may replace it).
    static var log: (String) -> Void = { FileHandle.standardError.write(Data(($0 + "\n").utf8)) }

    func markDirty() { dirty = true }

    /// The hierarchy's root changed to `root` (a root view with an engine was added to a hierarchy that had
    /// none, which takes this engine over): the window and screen scale follow.
    func rootChanged(to root: UIView) {
        self.root = root
        window = root as? UIWindow
        refreshPixelScale()
    }

    /// The window's screen changed: frames are snapped again at the new scale at the next layout.
    func screenChanged() {
        let epoch = scaleEpoch
        refreshPixelScale()
        guard epoch != scaleEpoch, let w = window else { return }
        dirty = true
        w.setNeedsLayoutOfSubtree()
    }

    // MARK: Constraints

    func install(_ c: NSLayoutConstraint) {
        inUse = true
        LayoutEngine.anyInUse = true
        let id = ObjectIdentifier(c)
        if pending[id] == nil { pending[id] = (pendingOrder, c); pendingOrder += 1 }
        dirty = true
        c.container?.setNeedsLayout()
    }

    func uninstall(_ c: NSLayoutConstraint) {
        // A constraint still pending never reached the solver.
        if pending.removeValue(forKey: ObjectIdentifier(c)) == nil, let ec = c.engineConstraint {
            try? solver.removeConstraint(ec)
            dirty = true
            _checkInvariants()
        }
        c.engineConstraint = nil
        c.container?.setNeedsLayout()
    }

    /// The solver's constraint and variable counts (for tests of the engine's cleanup).
    var counts: (constraints: Int, variables: Int) { (solver.constraintCount, solver.variableCount) }
    /// A view's engine variables, type-erased (for tests: once they are freed, no constraint in the
    /// solver mentions them, since a constraint's terms hold their variables).
    func engineVariables(of v: UIView) -> [AnyObject] {
        guard let vars = v._rare?.autoLayout?.vars else { return [] }
        return [vars.left, vars.top, vars.width, vars.height]
    }

    /// Removes what a deallocated view had in the engine (called from its `AutoLayoutState`'s deinit).
    func forget(_ s: AutoLayoutState) {
        if !rootReleased && root == nil { rootReleased = true }
        if rootReleased {
            // The hierarchy is being released: nothing of this view is taken out of the solver or this
            // engine's tables, which go with the engine (`recoverSurvivors` starts them afresh if a view
            // outlives its root), and the state itself dies. Only what may outlive the view is detached:
            // its layout guides and its installed constraints.
            for g in guides(of: s) { detach(g) }
            // The view's variables stay in the solver until it goes. Their weak links to the view kept
            // its weak-reference side table alive until then, and the solver's release walk destroyed
            // each link and freed the side table at a cold miss; cleared now, while the dying view's
            // side table is in cache (they would read nil from now on either way).
            s.vars?.clearOwner()
        } else {
            evict(s)
        }
        for c in s.constraints { c.container = nil; c.engineConstraint = nil }
        s.constraints = []
    }

    /// The layout guides of the view whose state is `s`: its own and the system guides it made (no
    /// array is made for a view without system guides, the common case).
    private func guides(of s: AutoLayoutState) -> [UILayoutGuide] {
        if s.safeAreaLayoutGuide == nil && s.layoutMarginsGuide == nil && s.readableContentGuide == nil
            && s.keyboardLayoutGuide == nil { return s.layoutGuides }
        return s.layoutGuides + [s.safeAreaLayoutGuide, s.layoutMarginsGuide, s.readableContentGuide,
                                 s.keyboardLayoutGuide].compactMap { $0 }
    }

    /// Clears what guide `g` keeps about its place in the engine (it may enter another one).
    private func detach(_ g: UILayoutGuide) {
        g.systemConstraints = []
        g.inEngine = false
        g.systemInsets = UIEdgeInsets(top: .nan, left: .nan, bottom: .nan, right: .nan)
    }

    /// Views of a released root's hierarchy that are still alive (retained elsewhere, they became roots
    /// when their ancestors died) lay out again: each survivor's subtree re-enters an empty engine (this
    /// one for the first, a new one for each other), its installed constraints queued again. What the
    /// dead views left in the solver goes with the old solver.
    private func recoverSurvivors() {
        rootReleased = false
        var candidates: [AnyObject?] = []
        for c in solver.constraintsInAddOrder { for t in c.expression.terms { candidates.append(t.variable.context) } }
        for entry in pending.values { candidates += entry.constraint.items.map { $0 } }
        candidates += pendingUpdateConstraints.map { $0 }
        var live: [UIView] = []
        var seen = Set<ObjectIdentifier>()
        for item in candidates {
            guard let v = (item as? UIView) ?? (item as? UILayoutGuide)?.owningView,
                  v._rare?.autoLayout?.engine === self, seen.insert(ObjectIdentifier(v)).inserted else { continue }
            live.append(v)
        }
        var roots: [UIView] = []
        var rootIDs = Set<ObjectIdentifier>()
        for v in live {
            var r = v
            while let l = r._superviewLink { r = l.takeUnretainedValue() }
            if rootIDs.insert(ObjectIdentifier(r)).inserted { roots.append(r) }
        }
        solver = Solver(sparseRows: true)
        pending = [:]; pendingOrder = 0
        tamicViews = [:]; systemGuides = [:]; widthDependent = [:]
        relationDirty = []; geometryDirty = []; intrinsicDirty = []
        for (i, r) in roots.enumerated() {
            let engine = i == 0 ? self : LayoutEngine(root: r)
            if i == 0 { rootChanged(to: r) }
            r.moveLayoutEngineOfSubtree(from: self, to: engine, evicting: false)
            if r._rare?.autoLayout == nil { r.rare.autoLayout = AutoLayoutState(engine: engine) }
        }
        dirty = true
    }

    /// Takes out of this engine everything of the view whose state is `s`: its installed constraints
    /// (which stay installed, ready to enter another engine), its relation to its superview, intrinsic
    /// size and system guides. The view is no longer in the engine afterwards.
    func evict(_ s: AutoLayoutState) {
        // The installed constraints last-installed first: one added on top of others leaves the tableau
        // in a pivot or two, while removing the earliest first re-solves what was built on it (tearing
        // down a table of stack-view rows took 1.18 G instructions in installation order, 0.76 G last
        // first). The relation and intrinsic sizes go after them, in that order (the reverse of that
        // order measured 0.99 G).
        for c in s.constraints.reversed() { takeOut(c) }
        for c in s.relation { try? solver.removeConstraint(c) }
        for case let c? in s.intrinsic { try? solver.removeConstraint(c) }
        for g in guides(of: s) {
            for c in g.systemConstraints { try? solver.removeConstraint(c) }
        }
        reset(s)
    }

    /// Clears what the view whose state is `s` keeps about its place in this engine (not the solver).
    func reset(_ s: AutoLayoutState) {
        for c in s.constraints { c.engineConstraint = nil }
        for g in guides(of: s) {
            detach(g)
            systemGuides[ObjectIdentifier(g)] = nil
        }
        // The table entry holds the relation's constraint objects (and so the view's variables).
        if let k = s.engineKey { tamicViews[k] = nil; widthDependent[k] = nil }
        s.engineKey = nil
        s.relation = []; s.intrinsic = [nil, nil, nil, nil]
        s.intrinsicSize = CGSize(width: -1, height: -1)
        s.inEngine = false
        s.geometryQueued = false
        dirty = true
    }

    /// Takes an installed constraint out of this engine (pending or solved), leaving it installed.
    private func takeOut(_ c: NSLayoutConstraint) {
        if pending.removeValue(forKey: ObjectIdentifier(c)) == nil, let ec = c.engineConstraint {
            try? solver.removeConstraint(ec)
        }
        c.engineConstraint = nil
    }

    /// Queues an installed constraint of a view that joined this engine's hierarchy.
    func adopt(_ c: NSLayoutConstraint) {
        inUse = true
        let id = ObjectIdentifier(c)
        if pending[id] == nil { pending[id] = (pendingOrder, c); pendingOrder += 1 }
        dirty = true
    }

    func constantChanged(_ c: NSLayoutConstraint) {
        guard let ec = c.engineConstraint else { return }
        do {
            try solver.updateConstant(ec, to: Double(expressionConstant(c)))
        } catch {
            c.engineConstraint = nil
            reportConflict(c)
        }
        dirty = true
        c.container?.setNeedsLayout()
    }

    func priorityChanged(_ c: NSLayoutConstraint) {
        guard c.engineConstraint != nil, let host = c.container else { return }
        uninstall(c)
        c.container = host
        install(c)
    }

    // MARK: The update-constraints pass

    func needsUpdateConstraints(_ v: UIView) {
        LayoutEngine.anyInUse = true
        pendingUpdateConstraints.append(v)
    }

    /// Calls `updateConstraints()` on every view that asked for it, deepest first (UIKit updates
    /// constraints bottom-up, before layout), repeating for views marked while it runs.
    func runUpdateConstraintsPass() {
        var rounds = 0
        while !pendingUpdateConstraints.isEmpty && rounds < 100 {
            rounds += 1
            let views = pendingUpdateConstraints
            pendingUpdateConstraints = []
            for v in LayoutEngine.deepestFirst(views, depth: { $0.depth }) where v._needsUpdateConstraints {
                v._needsUpdateConstraints = false
                v.updateConstraints()
            }
        }
    }

    // MARK: Solving

    /// Brings the solver up to date with the views and constraints and marks for layout the superviews
    /// of views whose frames the engine changed.
    func solveIfNeeded(layingOut: UIView? = nil) {
        if rootReleased { recoverSurvivors() }
        runUpdateConstraintsPass()
        guard dirty else { return }
        dirty = false
        solveCount &+= 1
        if window == nil { refreshPixelScale() }
        syncRelations()
        if !intrinsicDirty.isEmpty {
            let views = intrinsicDirty
            intrinsicDirty = []
            for v in views { updateIntrinsic(v) }
        }
        syncSystemGuides()
        if !pending.isEmpty {
            // Activation order without a comparison sort: orders are below `pendingOrder`, each used once.
            var slots = [(NSLayoutConstraint, Int)?](repeating: nil, count: pendingOrder)
            for e in pending.values { if let h = e.constraint.container { slots[e.order] = (e.constraint, h.depth) } }
            pending = [:]
            pendingOrder = 0
            // Constraints inside deeper containers first, so that a subtree's own structure (a stack
            // view's arrangement, its views' intrinsic sizes) is settled before the constraints that chain
            // subtrees together: the solver then pivots each subtree locally instead of re-solving every
            // chained subtree below it (which made table-like screens cubic in the number of rows).
            let keyed = slots.compactMap { $0 }
            for e in LayoutEngine.deepestFirst(keyed, depth: { $0.1 }) { add(e.0) }
            // Adding may have entered views whose guides and intrinsic sizes need constraints.
            if !intrinsicDirty.isEmpty {
                let views = intrinsicDirty
                intrinsicDirty = []
                for v in views { updateIntrinsic(v) }
            }
        }
        settleWidthDependentSizes()
        _checkInvariants()
        markChangedViews(except: layingOut)
        // Views that entered the engine in this solve get their first `updateConstraints()` now; the
        // constraints they change are solved at once (each round enters only new views, so it ends).
        if !pendingUpdateConstraints.isEmpty, solveDepth < 8 {
            solveDepth += 1
            defer { solveDepth -= 1 }
            solveIfNeeded(layingOut: layingOut)
        }
    }
    private var solveDepth = 0

    /// `items` ordered deepest first, items of equal depth in their given order (a counting sort: depths
    /// are small, and a comparison sort moving references cost a tenth of a table screen's build).
    static func deepestFirst<T>(_ items: [T], depth: (T) -> Int) -> [T] {
        guard items.count > 1 else { return items }
        var depths: [Int] = []
        depths.reserveCapacity(items.count)
        var maxDepth = 0
        for item in items {
            let d = max(depth(item), 0)
            depths.append(d)
            maxDepth = max(maxDepth, d)
        }
        // starts[d]: where the items of depth d begin in the result (deeper depths come first).
        var starts = [Int](repeating: 0, count: maxDepth + 2)
        for d in depths { starts[maxDepth - d + 1] += 1 }
        for i in 1..<starts.count { starts[i] += starts[i - 1] }
        var result = [T?](repeating: nil, count: items.count)
        for (i, item) in items.enumerated() {
            let k = maxDepth - depths[i]
            result[starts[k]] = item
            starts[k] += 1
        }
        return result.map { $0! }
    }
    /// How many times the engine brought its solver up to date (for tests that two hierarchies' layouts
    /// are independent).
    private(set) var solveCount = 0

    /// UIKit's second layout pass for views whose intrinsic height depends on their width (multi-line
    /// labels without `preferredMaxLayoutWidth`): each one's height is measured again at the width the
    /// solve gave it, and the system is solved again, until the widths stop moving (at most three rounds;
    /// a height that changes a width, through an aspect ratio, is rare).
    private func settleWidthDependentSizes() {
        guard !widthDependent.isEmpty else { return }
        for _ in 0..<3 {
            var changed = false
            for (id, entry) in widthDependent {
                guard let v = entry.view, let s = v._rare?.autoLayout, s.inEngine, let vars = s.vars,
                      v._hasWidthDependentIntrinsicSize, !v.translatesAutoresizingMaskIntoConstraints else {
                    widthDependent[id] = nil
                    continue
                }
                let raw = CGFloat(solver.value(of: vars.width))
                let w = raw > 0 && raw.isFinite ? raw : 0
                guard abs(w - s.automaticLayoutWidth) > 1e-6 else { continue }
                s.automaticLayoutWidth = w
                updateIntrinsic(v)
                changed = true
            }
            if !changed { break }
        }
    }

    /// Marks for layout the superviews of views whose engine frames changed, except `current`, whose
    /// `layoutSubviews()` is about to run.
    /// Each such view is also noted in its superview's list of stale subviews, so that the superview's
    /// `layoutSubviews()` sets only the frames that changed.
    private func markChangedViews(except current: UIView?) {
        LayoutEngine.markPass &+= 1
        let pass = LayoutEngine.markPass
        let scale = pixelScale
        for variable in solver.takeChangedVariables() {
            // A view's frame is its own four variables (relative space): it is looked at once per pass.
            guard let v = variable.context as? UIView, let s = v._rare?.autoLayout, s.markedInPass != pass else { continue }
            s.markedInPass = pass
            guard !s.relationIsTAMIC, let link = v._superviewLink, let vars = s.vars else { continue }
            let p = link.takeUnretainedValue()
            if LayoutEngine.engineFrame(vars, scale: scale) != v.engineComparableFrame {
                p.autoLayout.noteStaleSubview(v, subviewCount: p._subviews.count)
                if p !== current { p.setNeedsLayout() }
            }
        }
    }

    /// Set while a `layoutSubviews()` applies engine frames (their setters need not note them stale).
    @exclusivity(unchecked) var applyingFrames = false
    /// Numbered across engines: a view that moved to another engine keeps the number of its last pass,
    /// which must not be taken for one of the new engine's.
    @exclusivity(unchecked) private static var markPass = 0

    /// The frame (alignment rect) the engine solved for a view: its variables are relative to its
    /// superview; negative sizes are 0. As UIKit's, the edges are rounded to the nearest device pixel at
    /// `scale` (on a 2× screen a solved y of 950.25 gives 950.5): frames are pixel-aligned, and the
    /// solver's floating-point residue (which depends on the order constraints were solved in) never
    /// reaches a frame, so the same constraints give the same frame whatever was solved before.
    static func engineFrame(_ vars: ItemVars, scale: CGFloat) -> CGRect {
        let r = vars.rect
        let s = scale.isFinite && scale > 0 ? scale : 1
        // Halfway values go up; the bias keeps the solver's residue (far below it) from deciding a tie.
        func snap(_ v: CGFloat) -> CGFloat { v.isFinite ? (v * s + 0.5 + 1e-7).rounded(.down) / s : v }
        let x0 = snap(r.minX), y0 = snap(r.minY)
        return CGRect(x: x0, y: y0, width: max(snap(r.minX + r.width) - x0, 0), height: max(snap(r.minY + r.height) - y0, 0))
    }

    private func add(_ c: NSLayoutConstraint) {
        // The parts directly: `items` builds an array per constraint.
        for p in c.firstParts { if let item = p.item { enter(item) } }
        if let second = c.secondParts { for p in second { if let item = p.item { enter(item) } } }
        // A view's intrinsic size goes in as soon as it enters, before the constraints that use it.
        if !intrinsicDirty.isEmpty {
            let views = intrinsicDirty
            intrinsicDirty = []
            for v in views { updateIntrinsic(v) }
        }
        let ec = makeEngineConstraint(c)
        do {
            try solver.addConstraint(ec)
            c.engineConstraint = ec
        } catch {
            reportConflict(c)
        }
    }

    func strength(_ p: UILayoutPriority) -> Strength {
        p.rawValue >= 1000 ? .required : Strength(p.solverWeight)
    }

    func expressionConstant(_ c: NSLayoutConstraint) -> CGFloat { c.constant.isFinite ? -c.constant : 0 }

    /// The solver constraint for `c`. Positions are measured in the space of the closest common
    /// ancestor of the items (the views whose attributes the constraint relates): an item's left there is
    /// its own left (relative to its superview) plus each ancestor's below that ancestor. Sizes need no
    /// chain. So a constraint between siblings relates their own variables, one between a view and its
    /// superview only the view's, and a view's variables change only when its frame does.
    func makeEngineConstraint(_ c: NSLayoutConstraint) -> Constraint {
        // Loops rather than closures here: a closure formed in this main-actor method checks the
        // executor on every call, once or twice per constraint of a screen's build.
        var resolved: [(target: AnyObject, attribute: NSLayoutConstraint.Attribute, scale: Double)] = []
        resolved.reserveCapacity(c.firstParts.count + (c.secondParts?.count ?? 0))
        let m = c.multiplier.isFinite ? Double(c.multiplier) : 1
        for p in c.firstParts { if let r = resolve(p) { resolved.append((r.0, r.1, Double(p.coefficient))) } }
        if let second = c.secondParts {
            for p in second { if let r = resolve(p) { resolved.append((r.0, r.1, -m * Double(p.coefficient))) } }
        }
        var reference: UIView?
        for (i, r) in resolved.enumerated() {
            guard let host = NSLayoutConstraint.view(of: r.target) else { continue }
            if i == 0 { reference = host }
            else if let current = reference { reference = LayoutEngine.commonAncestor(current, host) }
            if i > 0 && reference == nil { break }
        }
        // A constraint on one view alone (`v.left == 10`, which iOS rejects) reads in its superview's space.
        if let r = reference {
            var alone = true
            for e in resolved where e.target !== r { alone = false; break }
            if alone { reference = r.superview }
        }
        var terms: [Term] = []
        terms.reserveCapacity(2 * resolved.count + 2)
        var k: Double = 0
        for r in resolved { k += appendTerms(r.target, r.attribute, scale: r.scale, in: reference, to: &terms) }
        let rel: Relation = c.relation == .equal ? .equal : c.relation == .lessThanOrEqual ? .lessThanOrEqual : .greaterThanOrEqual
        return Constraint(Expression(terms, constant: k + Double(expressionConstant(c))), rel, strength: strength(c.priority))
    }

    /// The closest view that is `a` or one of its ancestors and also `b` or one of its ancestors (the
    /// common cases, siblings and a view with its superview, without building a set).
    static func commonAncestor(_ a: UIView, _ b: UIView) -> UIView? {
        if a === b { return a }
        let pa = a.superview, pb = b.superview
        if pb === a { return a }
        if pa === b { return b }
        if let pa, pa === pb { return pa }
        var x: UIView? = a, y: UIView? = b
        var da = a.depth, db = b.depth
        while da > db { x = x?.superview; da -= 1 }
        while db > da { y = y?.superview; db -= 1 }
        while let xx = x, let yy = y, xx !== yy { x = xx.superview; y = yy.superview }
        return x
    }

    /// The item and attribute an anchor part stands for in the engine: margin attributes are the
    /// margins guide's edges, baselines the baseline view's.
    private func resolve(_ p: AnchorPart) -> (AnyObject, NSLayoutConstraint.Attribute)? {
        guard let item = p.item else { return nil }
        var attribute = p.attribute
        var target: AnyObject = item
        if let v = item as? UIView {
            switch attribute {
            case .leftMargin, .rightMargin, .topMargin, .bottomMargin, .leadingMargin, .trailingMargin,
                 .centerXWithinMargins, .centerYWithinMargins:
                let g = v.layoutMarginsGuide
                enter(g)
                target = g
                attribute = attribute.withoutMargin
            case .firstBaseline, .lastBaseline:
                let b = attribute == .firstBaseline ? v.forFirstBaselineLayout : v.forLastBaselineLayout
                if b !== v { enter(b) }
                target = b
            default: break
            }
        } else if attribute != attribute.withoutMargin {
            attribute = attribute.withoutMargin
        }
        return (target, attribute)
    }

    /// Appends `scale` × the left (or top) of `target` in `reference`'s space: the target's own variable
    /// and those of its ancestors below `reference` (a guide's is relative to its owning view). Nothing
    /// for `reference` itself, whose edges are at 0 in its own space.
    private func appendPosition(_ target: AnyObject, horizontal: Bool, scale: Double, in reference: UIView?,
                                to terms: inout [Term]) {
        var item: AnyObject? = target
        while let it = item {
            if let v = it as? UIView {
                if v === reference { return }
                let vars = v.layoutVars
                terms.append(Term(horizontal ? vars.left : vars.top, scale))
                item = v.superview
            } else if let g = it as? UILayoutGuide {
                terms.append(Term(horizontal ? g.vars.left : g.vars.top, scale))
                item = g.owningView
            } else {
                return
            }
        }
    }

    /// Appends the terms of one attribute of one item; returns a constant part.
    private func appendTerms(_ target: AnyObject, _ attribute: NSLayoutConstraint.Attribute, scale: Double,
                             in reference: UIView?, to terms: inout [Term]) -> Double {
        let vars: ItemVars = (target as? UIView)?.layoutVars ?? (target as! UILayoutGuide).vars
        let rtl = (NSLayoutConstraint.view(of: target)?.effectiveUserInterfaceLayoutDirection ?? .leftToRight) == .rightToLeft
        func x(_ s: Double) { appendPosition(target, horizontal: true, scale: s, in: reference, to: &terms) }
        func y(_ s: Double) { appendPosition(target, horizontal: false, scale: s, in: reference, to: &terms) }
        switch attribute {
        case .left: x(scale)
        case .right: x(scale); terms.append(Term(vars.width, scale))
        case .top: y(scale)
        case .firstBaseline:
            // Text views put their first baseline at the font's ascent below the top (UILabel, text
            // fields); other views' baselines are their bottom, as on iOS.
            if let offset = (target as? UIView)?._baselineOffsets?.fromTop {
                y(scale)
                return scale * Double(offset)
            }
            y(scale); terms.append(Term(vars.height, scale))
        case .lastBaseline:
            y(scale); terms.append(Term(vars.height, scale))
            if let offset = (target as? UIView)?._baselineOffsets?.fromBottom { return -scale * Double(offset) }
        case .bottom:
            y(scale); terms.append(Term(vars.height, scale))
        // In right-to-left layouts leading and trailing are measured leftwards (constants flip, as on iOS).
        case .leading:
            if rtl { x(-scale); terms.append(Term(vars.width, -scale)) }
            else { x(scale) }
        case .trailing:
            if rtl { x(-scale) }
            else { x(scale); terms.append(Term(vars.width, scale)) }
        case .width: terms.append(Term(vars.width, scale))
        case .height: terms.append(Term(vars.height, scale))
        case .centerX: x(scale); terms.append(Term(vars.width, scale / 2))
        case .centerY: y(scale); terms.append(Term(vars.height, scale / 2))
        default: break
        }
        return 0
    }

    // MARK: Views and guides in the engine

    func enter(_ item: AnyObject) {
        if let v = item as? UIView { enter(view: v) }
        else if let g = item as? UILayoutGuide { enter(guide: g) }
    }

    func enter(view v: UIView) {
        let s = v.autoLayout
        guard !s.inEngine else { return }
        // Only views of this engine's hierarchy enter it (a constraint's items share its container's root).
        assert(s.engine === self, "a view entered the layout engine of another view hierarchy")
        s.inEngine = true
        _ = v.layoutVars
        if let p = v.superview { enter(view: p) }
        buildRelation(v)
        intrinsicDirty.append(v)
        if !s.didInitialUpdateConstraints {
            s.didInitialUpdateConstraints = true
            // The first `updateConstraints()` of a view entering the engine runs within the solve that
            // entered it (`solveIfNeeded`), so entering does not ask its view for another layout.
            v._needsUpdateConstraints = true
            needsUpdateConstraints(v)
            dirty = true
        }
    }

    func enter(guide g: UILayoutGuide) {
        guard !g.inEngine, let v = g.owningView else { return }
        g.inEngine = true
        enter(view: v)
        if g.systemKind != nil {
            systemGuides[ObjectIdentifier(g)] = WeakGuide(guide: g, constraints: [])
            syncGuide(g, force: true)
        }
    }

    private func currentFrame(_ v: UIView) -> CGRect {
        let b = v.layer.bounds, p = v.layer.position, a = v.layer.anchorPoint
        return CGRect(x: p.x - b.width * a.x, y: p.y - b.height * a.y, width: b.width, height: b.height)
    }

    /// The weakest preference of the engine: `size == 0`, below any priority a constraint can have.
    private func sizeStay(_ v: Variable) -> Constraint {
        Constraint(Expression([Term(v, 1)], constant: 0), .equal, strength: Strength(0.01))
    }

    /// A root view's preference for the size it has.
    private func rootSizeStay(_ v: Variable, _ value: Double) -> Constraint {
        Constraint(Expression([Term(v, 1)], constant: -value), .equal, strength: Strength(0.9))
    }

    private func required(_ terms: [(Variable, Double)], _ c: Double) -> Constraint {
        Constraint(Expression(terms.map { Term($0.0, $0.1) }, constant: c), .equal, strength: .required)
    }

    /// (Re)builds the constraints that place `v` in its superview: the autoresizing mask's translation
    /// for a view with `translatesAutoresizingMaskIntoConstraints`, pins at the origin for a root view.
    func buildRelation(_ v: UIView) {
        let s = v.autoLayout
        for c in s.relation { try? solver.removeConstraint(c) }
        s.relation = []
        let vars = v.layoutVars
        let tamic = v._framePlacedInSuperview
        s.relationSuperview = v.superview
        s.relationIsTAMIC = tamic
        let f = currentFrame(v)
        s.relationFrame = f
        if let p = v.superview {
            enter(view: p)
            if tamic {
                s.relation = [required([(vars.left, 1)], -Double(f.minX)),
                              required([(vars.top, 1)], -Double(f.minY)),
                              required([(vars.width, 1)], -Double(f.width)),
                              required([(vars.height, 1)], -Double(f.height))]
            } else {
                // A size the constraints leave open stays at zero, as in UIKit's engine (a view whose only
                // width constraint is `width <= 100` is 0 wide, not 100). Far below priority 1, so these
                // decide nothing that any constraint decides.
                s.relation = [sizeStay(vars.width), sizeStay(vars.height)]
            }
        } else {
            s.relation = [required([(vars.left, 1)], 0), required([(vars.top, 1)], 0)]
            if tamic {
                s.relation += [required([(vars.width, 1)], -Double(f.width)), required([(vars.height, 1)], -Double(f.height))]
            } else {
                // A root whose constraints leave its size open keeps the size it has (nothing above it
                // will set its frame). Weaker than any priority a constraint can have (priority 1 weighs
                // about 1.02), stronger than the zero-size preferences of the views inside it.
                s.relation += [rootSizeStay(vars.width, Double(f.width)), rootSizeStay(vars.height, Double(f.height))]
            }
        }
        for c in s.relation { try? solver.addConstraint(c) }
        s.engineKey = ObjectIdentifier(v)
        if tamic || v.superview == nil {
            tamicViews[ObjectIdentifier(v)] = WeakView(view: v, relation: s.relation, intrinsic: s.intrinsic)
        } else {
            tamicViews[ObjectIdentifier(v)] = nil
        }
        dirty = true
    }

    /// Called when a view in the engine changes superview or its autoresizing translation flag.
    func relationChanged(_ v: UIView) {
        guard v._rare?.autoLayout?.inEngine == true else { return }
        relationDirty.append(v)
        dirty = true
        if let p = v.superview {
            p.autoLayout.noteStaleSubview(v, subviewCount: p._subviews.count)
            p.setNeedsLayout()
        }
        v.setNeedsLayout()
    }

    /// Called when a view's frame was set in code: an autoresizing view's relation follows it; a
    /// constrained view gets its engine frame back at its superview's next layout, as in UIKit.
    func geometryChanged(_ v: UIView) {
        guard let s = v._rare?.autoLayout, s.inEngine else { return }
        if s.relationIsTAMIC || v.superview == nil {
            if !s.geometryQueued {
                s.geometryQueued = true
                geometryDirty.append(WeakRef(view: v))
            }
            dirty = true
        } else if !applyingFrames, let p = v.superview {
            p.autoLayout.noteStaleSubview(v, subviewCount: p._subviews.count)
        }
    }

    private func syncRelations() {
        if !relationDirty.isEmpty {
            let views = relationDirty
            relationDirty = []
            // A view that moved to another hierarchy since it was queued belongs to that engine now.
            for v in views where v._rare?.autoLayout?.inEngine == true && v._rare?.autoLayout?.engine === self {
                buildRelation(v)
                intrinsicDirty.append(v)
            }
        }
        // Only the autoresizing views and roots whose frames were set in code since the last solve (the
        // frame setters report them), so a screen of frame-placed rows costs the rows that moved.
        let moved = geometryDirty
        geometryDirty = []
        for entry in moved {
            guard let v = entry.view, let s = v._rare?.autoLayout else { continue }
            s.geometryQueued = false
            guard s.inEngine, s.engine === self, s.relationIsTAMIC || v.superview == nil else { continue }
            if s.relationSuperview !== v.superview || s.relationIsTAMIC != v._framePlacedInSuperview {
                buildRelation(v)
                intrinsicDirty.append(v)
                continue
            }
            let f = currentFrame(v)
            guard f != s.relationFrame, s.relation.count >= 2 else { continue }
            let old = s.relationFrame
            s.relationFrame = f
            if s.relation.count == 4, v.superview != nil {
                if f.minX != old.minX { try? solver.updateConstant(s.relation[0], to: -Double(f.minX)) }
                if f.minY != old.minY { try? solver.updateConstant(s.relation[1], to: -Double(f.minY)) }
                if f.width != old.width { try? solver.updateConstant(s.relation[2], to: -Double(f.width)) }
                if f.height != old.height { try? solver.updateConstant(s.relation[3], to: -Double(f.height)) }
            } else if s.relation.count == 4 {
                if f.width != old.width { try? solver.updateConstant(s.relation[2], to: -Double(f.width)) }
                if f.height != old.height { try? solver.updateConstant(s.relation[3], to: -Double(f.height)) }
            }
        }
    }

    // MARK: Intrinsic content size

    func invalidateIntrinsicSize(_ v: UIView) {
        guard v._rare?.autoLayout?.inEngine == true else { return }
        intrinsicDirty.append(v)
        dirty = true
        (v.superview ?? v).setNeedsLayout()
    }

    /// Hugging (`size <= intrinsic`) and compression resistance (`size >= intrinsic`) per axis, at the
    /// view's priorities; an axis with `noIntrinsicMetric` has neither.
    func updateIntrinsic(_ v: UIView) {
        let s = v.autoLayout
        guard s.inEngine, s.engine === self else { return }
        var size = v.translatesAutoresizingMaskIntoConstraints ? CGSize(width: -1, height: -1) : v.intrinsicContentSize
        if !size.width.isFinite || !size.height.isFinite {
            UIView.autoLayoutWarning("ignoring non-finite intrinsicContentSize \(size) of \(type(of: v))")
            size = CGSize(width: size.width.isFinite ? size.width : -1, height: size.height.isFinite ? size.height : -1)
        }
        let vars = v.layoutVars
        for axis in 0..<2 {
            let value = Double(axis == 0 ? size.width : size.height)
            let variable = axis == 0 ? vars.width : vars.height
            let specs: [(Int, Relation, UILayoutPriority)] = [
                (axis * 2, .lessThanOrEqual, axis == 0 ? s.hugging.0 : s.hugging.1),
                (axis * 2 + 1, .greaterThanOrEqual, axis == 0 ? s.compression.0 : s.compression.1)]
            for (i, rel, prio) in specs {
                let st = strength(prio)
                if value < 0 {
                    if let c = s.intrinsic[i] { try? solver.removeConstraint(c); s.intrinsic[i] = nil }
                    continue
                }
                if let c = s.intrinsic[i], c.strength == st {
                    // An axis whose size did not change costs nothing (no dual simplex pass).
                    if solver.constant(of: c) != -value { try? solver.updateConstant(c, to: -value) }
                    continue
                }
                if let c = s.intrinsic[i] { try? solver.removeConstraint(c) }
                let c = Constraint(Expression([Term(variable)], constant: -value), rel, strength: st)
                do { try solver.addConstraint(c); s.intrinsic[i] = c } catch { s.intrinsic[i] = nil }
            }
        }
        s.intrinsicSize = size
        if v._hasWidthDependentIntrinsicSize, !v.translatesAutoresizingMaskIntoConstraints {
            widthDependent[ObjectIdentifier(v)] = WeakWidthDependent(view: v)
        }
        if tamicViews[ObjectIdentifier(v)] != nil { tamicViews[ObjectIdentifier(v)]?.intrinsic = s.intrinsic }
        dirty = true
    }

    // MARK: System guides

    private func syncSystemGuides() {
        for (id, entry) in systemGuides {
            guard let g = entry.guide, g.owningView != nil else {
                for c in entry.constraints { try? solver.removeConstraint(c) }
                systemGuides[id] = nil
                continue
            }
            syncGuide(g, force: false)
        }
    }

    /// Keeps a system guide inset from its owning view by the view's current safe area or margins.
    func syncGuide(_ g: UILayoutGuide, force: Bool) {
        guard let v = g.owningView, let kind = g.systemKind else { return }
        let i = v.systemGuideInsets(kind)
        guard force || i != g.systemInsets else { return }
        let vv = v.layoutVars, gv = g.vars
        let values = [Double(i.left), Double(i.top), -Double(i.left + i.right), -Double(i.top + i.bottom)]
        // A scroll view's content guide is pinned at the content origin only: its size comes from the
        // user's constraints and becomes the content size.
        let count = kind == .scrollContent ? 2 : 4
        if g.systemConstraints.count == count && !force {
            for k in 0..<count { try? solver.updateConstant(g.systemConstraints[k], to: -values[k]) }
        } else {
            for c in g.systemConstraints { try? solver.removeConstraint(c) }
            // A guide's position is relative to its owning view, like a subview's.
            g.systemConstraints = [required([(gv.left, 1)], -values[0]),
                                   required([(gv.top, 1)], -values[1]),
                                   required([(gv.width, 1), (vv.width, -1)], -values[2]),
                                   required([(gv.height, 1), (vv.height, -1)], -values[3])]
            g.systemConstraints.removeLast(4 - count)
            for c in g.systemConstraints { try? solver.addConstraint(c) }
            systemGuides[ObjectIdentifier(g)]?.constraints = g.systemConstraints
        }
        g.systemInsets = i
        dirty = true
    }

    var hasSystemGuides: Bool { !systemGuides.isEmpty }

    // MARK: Conflicts

    func reportConflict(_ broken: NSLayoutConstraint) {
        let items = broken.items.map(ObjectIdentifier.init)
        var related: [String] = []
        for item in broken.items {
            guard let v = NSLayoutConstraint.view(of: item) else { continue }
            for c in v.allConstraintsAbove() where c !== broken && c.items.contains(where: { items.contains(ObjectIdentifier($0)) }) {
                let d = c.description
                if !related.contains(d) { related.append(d) }
            }
            if let v = item as? UIView, v.translatesAutoresizingMaskIntoConstraints {
                let d = "<NSAutoresizingMaskLayoutConstraint \(type(of: v)):\(Unmanaged.passUnretained(v).toOpaque()) frame \(v.frame)>"
                if !related.contains(d) { related.append(d) }
            }
        }
        related.append(broken.description)
        let list = related.map { "    \"\($0)\"" }.joined(separator: ",\n")
        LayoutEngine.log("""
        [LayoutConstraints] Unable to simultaneously satisfy constraints.
        \tProbably at least one of the constraints in the following list is one you don't want.
        \tTry this:
        \t\t(1) look at each constraint and try to figure out which you don't expect;
        \t\t(2) find the code that added the unwanted constraint or constraints and fix it.
        \t(Note: If you're seeing NSAutoresizingMaskLayoutConstraints that you don't understand, refer to the documentation for the UIView property translatesAutoresizingMaskIntoConstraints)
        (
        \(list)
        )

        Will attempt to recover by breaking constraint
        \(broken.description)

        Make a symbolic breakpoint at UIViewAlertForUnsatisfiableConstraints to catch this in the debugger.
        """)
    }
}

extension NSLayoutConstraint.Attribute {
    /// The attribute a margin attribute refers to on the margins guide.
    var withoutMargin: NSLayoutConstraint.Attribute {
        switch self {
        case .leftMargin: .left
        case .rightMargin: .right
        case .topMargin: .top
        case .bottomMargin: .bottom
        case .leadingMargin: .leading
        case .trailingMargin: .trailing
        case .centerXWithinMargins: .centerX
        case .centerYWithinMargins: .centerY
        default: self
        }
    }
}

extension UIView {
    /// Whether the view's frame, not the constraints, places it in its superview: views that translate
    /// their autoresizing mask, and a window's root view, whose frame the window keeps at its bounds
    /// whatever its `translatesAutoresizingMaskIntoConstraints` (UIKit's encapsulated layout size).
    var _framePlacedInSuperview: Bool {
        if translatesAutoresizingMaskIntoConstraints { return true }
        guard let w = superview as? UIWindow, let root = w.rootViewController else { return false }
        return root.viewIfLoaded === self
    }
}
