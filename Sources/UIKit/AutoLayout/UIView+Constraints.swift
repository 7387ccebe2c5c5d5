import Foundation
import LayoutSolver

/// Constraint ownership, anchors and layout guides of a view, as `UIView`'s Auto Layout API documents them.
extension UIView {
    /// The standard spacing between sibling views and between a view and its superview's edges (8 points).
    static let systemSpacing: CGFloat = 8

    /// The target size for the smallest size that satisfies the constraints (`systemLayoutSizeFitting`).
    public static let layoutFittingCompressedSize = CGSize(width: 0, height: 0)
    /// The target size for the largest size that satisfies the constraints.
    public static let layoutFittingExpandedSize = CGSize(width: 10_000_000, height: 10_000_000)

    static func autoLayoutWarning(_ message: String) {
        LayoutEngine.log("[LayoutConstraints] warning: \(message)")
    }

    // MARK: Anchors

    public var leadingAnchor: NSLayoutXAxisAnchor { NSLayoutXAxisAnchor(item: self, attribute: .leading) }
    public var trailingAnchor: NSLayoutXAxisAnchor { NSLayoutXAxisAnchor(item: self, attribute: .trailing) }
    public var leftAnchor: NSLayoutXAxisAnchor { NSLayoutXAxisAnchor(item: self, attribute: .left) }
    public var rightAnchor: NSLayoutXAxisAnchor { NSLayoutXAxisAnchor(item: self, attribute: .right) }
    public var topAnchor: NSLayoutYAxisAnchor { NSLayoutYAxisAnchor(item: self, attribute: .top) }
    public var bottomAnchor: NSLayoutYAxisAnchor { NSLayoutYAxisAnchor(item: self, attribute: .bottom) }
    public var widthAnchor: NSLayoutDimension { NSLayoutDimension(item: self, attribute: .width) }
    public var heightAnchor: NSLayoutDimension { NSLayoutDimension(item: self, attribute: .height) }
    public var centerXAnchor: NSLayoutXAxisAnchor { NSLayoutXAxisAnchor(item: self, attribute: .centerX) }
    public var centerYAnchor: NSLayoutYAxisAnchor { NSLayoutYAxisAnchor(item: self, attribute: .centerY) }
    /// The baseline of the first line of text (the bottom edge for views without text).
    public var firstBaselineAnchor: NSLayoutYAxisAnchor { NSLayoutYAxisAnchor(item: self, attribute: .firstBaseline) }
    /// The baseline of the last line of text (the bottom edge for views without text).
    public var lastBaselineAnchor: NSLayoutYAxisAnchor { NSLayoutYAxisAnchor(item: self, attribute: .lastBaseline) }

    // MARK: Installed constraints

    /// The constraints installed on this view (by `addConstraint(_:)` or by activation, which installs
    /// a constraint on the closest common ancestor of its items).
    public var constraints: [NSLayoutConstraint] { _rare?.autoLayout?.constraints ?? [] }

    /// Installs `constraint` on this view; the view must be a common ancestor of its items.
    public func addConstraint(_ constraint: NSLayoutConstraint) {
        if constraint.container === self { return }
        constraint.container?.uninstallConstraint(constraint)
        for item in constraint.items {
            guard let v = NSLayoutConstraint.view(of: item), v === self || v.isDescendant(of: self) else {
                preconditionFailure("The view hierarchy is not prepared for the constraint \(constraint): its items must be this view or its descendants")
            }
        }
        installConstraint(constraint)
    }

    /// Installs every constraint in `constraints` on this view.
    public func addConstraints(_ constraints: [NSLayoutConstraint]) {
        for c in constraints { addConstraint(c) }
    }

    /// Removes `constraint` if it is installed on this view (it becomes inactive).
    public func removeConstraint(_ constraint: NSLayoutConstraint) {
        guard constraint.container === self else { return }
        uninstallConstraint(constraint)
    }

    /// Removes every constraint in `constraints` installed on this view.
    public func removeConstraints(_ constraints: [NSLayoutConstraint]) {
        for c in constraints { removeConstraint(c) }
    }

    func installConstraint(_ c: NSLayoutConstraint) {
        autoLayout.constraints.append(c)
        c.container = self
        autoLayout.engine.install(c)
    }

    func uninstallConstraint(_ c: NSLayoutConstraint) {
        _layoutEngine.uninstall(c)
        _rare?.autoLayout?.constraints.removeAll { $0 === c }
        c.container = nil
    }

    /// The constraints installed on this view and its ancestors.
    /// The layout direction of this view and its descendants may have changed: active constraints on
    /// their leading and trailing edges go back into the engine, which resolves those edges to left or
    /// right as it adds a constraint (UIKit flips them when `semanticContentAttribute` changes).
    func _reinstallDirectionalConstraints() {
        guard LayoutEngine.anyInUse, _rare?.autoLayout != nil || superview != nil else { return }
        func inSubtree(_ item: AnyObject?) -> Bool {
            guard let item, let v = NSLayoutConstraint.view(of: item) else { return false }
            return v.isDescendant(of: self)
        }
        func directional(_ a: NSLayoutConstraint.Attribute) -> Bool {
            a == .leading || a == .trailing || a == .leadingMargin || a == .trailingMargin
        }
        var candidates = allConstraintsAbove()
        var stack: [UIView] = Array(_subviews)
        while let v = stack.popLast() {
            candidates += v.constraints
            stack.append(contentsOf: v._subviews)
        }
        var seen = Set<ObjectIdentifier>()
        for c in candidates where c.isActive && c.engineConstraint != nil && seen.insert(ObjectIdentifier(c)).inserted {
            guard (directional(c.firstAttribute) && inSubtree(c.firstItem))
                || (directional(c.secondAttribute) && inSubtree(c.secondItem)) else { continue }
            guard let engine = c.engine else { continue }
            engine.uninstall(c)
            engine.install(c)
        }
    }

    func allConstraintsAbove() -> [NSLayoutConstraint] {
        var out: [NSLayoutConstraint] = []
        var v: UIView? = self
        while let c = v { out += c.constraints; v = c.superview }
        return out
    }

    /// The number of ancestors.
    var depth: Int {
        var n = 0
        var v = superview
        while let c = v { n += 1; v = c.superview }
        return n
    }

    /// Called when the superview changes: constraints held by former ancestors that mention this view or
    /// its descendants are removed (as `removeFromSuperview()` documents), and the engine re-places the view.
    func autoLayoutSuperviewChanged(from old: UIView?) {
        // The former superview's list of stale subviews holds this view unretained.
        if let s = old?._rare?.autoLayout, !s.staleSubviews.isEmpty { s.staleSubviews.removeAll { $0.view === self } }
        var a = old
        while let anc = a {
            if let list = anc._rare?.autoLayout?.constraints, !list.isEmpty {
                for c in list where c.items.contains(where: { item in
                    guard let v = NSLayoutConstraint.view(of: item) else { return false }
                    return v === self || v.isDescendant(of: self)
                }) {
                    anc.uninstallConstraint(c)
                }
            }
            a = anc.superview
        }
        moveLayoutEngine(from: old)
        _rare?.autoLayout?.engine.relationChanged(self)
    }

    /// After this view changed superview: its subtree's part of the old hierarchy's engine moves to the
    /// new hierarchy's engine (a new one when the view became a root), so that every view's state refers
    /// to its root's engine. The constraints installed in the subtree stay installed (the ones of former
    /// ancestors that mention the subtree are gone already) and are solved in the new engine at its next
    /// layout. A root that joins a hierarchy without an engine hands its own over, moving nothing.
    func moveLayoutEngine(from old: UIView?) {
        // Without an engine above or in this view, no view of the subtree has Auto Layout state.
        guard let from = _rare?.autoLayout?.engine ?? old?._existingLayoutEngine else { return }
        let to: LayoutEngine
        if let p = _superviewLink?.takeUnretainedValue() {
            if let e = p._existingLayoutEngine {
                to = e
            } else if old == nil {
                var root = p
                while let l = root._superviewLink { root = l.takeUnretainedValue() }
                root.rare.autoLayout = AutoLayoutState(engine: from)
                from.rootChanged(to: root)
                return
            } else {
                to = p._layoutEngine
            }
        } else {
            to = LayoutEngine(root: self)
            if _rare?.autoLayout == nil { rare.autoLayout = AutoLayoutState(engine: to) }
        }
        guard to !== from else { return }
        moveLayoutEngineOfSubtree(from: from, to: to, evicting: true)
    }

    /// Moves every view of this subtree whose state refers to `from` to `to`: out of `from`'s solver
    /// (unless `evicting` is false, when that solver is being dropped), its installed constraints queued
    /// in `to`, its subviews' frames set again at its next layout.
    func moveLayoutEngineOfSubtree(from: LayoutEngine, to: LayoutEngine, evicting: Bool) {
        var stack: [UIView] = [self]
        while let w = stack.popLast() {
            for sub in w._subviews { stack.append(sub) }
            guard let s = w._rare?.autoLayout, s.engine === from else { continue }
            if evicting { from.evict(s) } else { from.reset(s) }
            s.engine = to
            s.checksAllSubviews = true
            s.staleSubviews = []
            for c in s.constraints { to.adopt(c) }
            if w._needsUpdateConstraints { to.needsUpdateConstraints(w) }
            if !s.constraints.isEmpty { w.setNeedsLayout() }
        }
        to.markDirty()
    }

    // MARK: Layout guides

    /// The layout guides added to this view.
    public var layoutGuides: [UILayoutGuide] { _rare?.autoLayout?.layoutGuides ?? [] }

    /// Adds `layoutGuide` to this view (it becomes its owning view).
    public func addLayoutGuide(_ layoutGuide: UILayoutGuide) {
        if layoutGuide.owningView === self { return }
        layoutGuide.owningView?.removeLayoutGuide(layoutGuide)
        autoLayout.layoutGuides.append(layoutGuide)
        layoutGuide.owningView = self
    }

    /// Removes `layoutGuide` and the constraints that mention it.
    public func removeLayoutGuide(_ layoutGuide: UILayoutGuide) {
        guard layoutGuide.owningView === self else { return }
        for c in allConstraintsAbove() where c.items.contains(where: { $0 === layoutGuide }) { c.isActive = false }
        autoLayout.layoutGuides.removeAll { $0 === layoutGuide }
        layoutGuide.owningView = nil
    }

    func systemGuide(_ kind: UILayoutGuide.SystemKind) -> UILayoutGuide {
        let s = autoLayout
        switch kind {
        case .safeArea: if let g = s.safeAreaLayoutGuide { return g }
        case .margins: if let g = s.layoutMarginsGuide { return g }
        case .readableContent: if let g = s.readableContentGuide { return g }
        case .keyboard: if let g = s.keyboardLayoutGuide { return g }
        case .scrollContent, .scrollFrame: break
        }
        let g = kind == .keyboard ? UIKeyboardLayoutGuide() : UILayoutGuide()
        g.systemKind = kind
        g.owningView = self
        switch kind {
        case .safeArea: g.identifier = "UIViewSafeAreaLayoutGuide"; s.safeAreaLayoutGuide = g
        case .margins: g.identifier = "UIViewLayoutMarginsGuide"; s.layoutMarginsGuide = g
        case .readableContent: g.identifier = "UIViewReadableContentGuide"; s.readableContentGuide = g
        case .keyboard: g.identifier = "UIViewKeyboardLayoutGuide"; s.keyboardLayoutGuide = g
        case .scrollContent, .scrollFrame: break
        }
        return g
    }

    /// The guide inset from the bounds by `safeAreaInsets`.
    public var safeAreaLayoutGuide: UILayoutGuide { systemGuide(.safeArea) }
    /// The guide inset from the bounds by the layout margins.
    public var layoutMarginsGuide: UILayoutGuide { systemGuide(.margins) }
    /// A guide within the margins whose width stays readable (at most 672 points, centred).
    public var readableContentGuide: UILayoutGuide { systemGuide(.readableContent) }

    // MARK: Debugging

    /// Whether the constraints leave this view's frame ambiguous: a view in the engine whose position or
    /// size the required and optional constraints do not fix.
    public var hasAmbiguousLayout: Bool {
        guard let s = _rare?.autoLayout, s.inEngine, !s.relationIsTAMIC else { return false }
        let mine = allConstraintsAbove().filter { $0.items.contains { $0 === self } }
        var h = 0, v = 0, hs = false, vs = false
        for c in mine where c.relation == .equal {
            let attrs = c.firstItem === self ? [c.firstAttribute] : [c.secondAttribute]
            for a in attrs {
                if a.isSize { if a == .width { hs = true } else { vs = true } } else if a.isHorizontal { h += 1 } else { v += 1 }
            }
        }
        if s.intrinsicSize.width >= 0 { hs = true }
        if s.intrinsicSize.height >= 0 { vs = true }
        let hOK = h >= 2 || (h >= 1 && hs)
        let vOK = v >= 2 || (v >= 1 && vs)
        if !(hOK && vOK) { return true }
        return sharesRoomAmbiguously(mine, s, axis: .horizontal) || sharesRoomAmbiguously(mine, s, axis: .vertical)
    }

    /// Auto Layout Guide, "Ambiguous Layouts": two views chained along an axis with the same
    /// content-hugging priority, where extra room stretches at least one of them, could share that room
    /// either way; neither view's size is then fixed.
    private func sharesRoomAmbiguously(_ mine: [NSLayoutConstraint], _ s: AutoLayoutState,
                                       axis: NSLayoutConstraint.Axis) -> Bool {
        let horizontal = axis == .horizontal
        let intrinsic = horizontal ? s.intrinsicSize.width : s.intrinsicSize.height
        guard intrinsic >= 0 else { return false }
        let sizeAttribute: NSLayoutConstraint.Attribute = horizontal ? .width : .height
        // A required size constraint of its own fixes the view's size.
        if mine.contains(where: { $0.isActive && $0.priority == .required && $0.relation == .equal
            && (($0.firstItem === self && $0.firstAttribute == sizeAttribute) || ($0.secondItem === self && $0.secondAttribute == sizeAttribute)) }) {
            return false
        }
        let hugging = contentHuggingPriority(for: axis)
        let size = horizontal ? bounds.width : bounds.height
        for c in mine where c.isActive && c.relation == .equal && c.firstAttribute.isHorizontal == horizontal
            && !c.firstAttribute.isSize && !c.secondAttribute.isSize {
            guard let other = (c.firstItem === self ? c.secondItem : c.firstItem) as? UIView, other !== self,
                  other.superview === superview, let os = other._rare?.autoLayout, os.inEngine else { continue }
            let otherIntrinsic = horizontal ? os.intrinsicSize.width : os.intrinsicSize.height
            guard otherIntrinsic >= 0, other.contentHuggingPriority(for: axis) == hugging else { continue }
            let otherSize = horizontal ? other.bounds.width : other.bounds.height
            if size > intrinsic + 0.5 || otherSize > otherIntrinsic + 0.5 { return true }
        }
        return false
    }

    /// Moves an ambiguous view to another valid layout; with this engine's deterministic solution there
    /// is nothing to exercise, so this does nothing.
    public func exerciseAmbiguityInLayout() {}

    /// The constraints on this view's ancestors and itself that mention this view on `axis`.
    public func constraintsAffectingLayout(for axis: NSLayoutConstraint.Axis) -> [NSLayoutConstraint] {
        allConstraintsAbove().filter { c in
            (c.firstItem === self && c.firstAttribute.isHorizontal == (axis == .horizontal) && !(c.firstAttribute.isSize && (c.firstAttribute == .width) != (axis == .horizontal)))
                || (c.secondItem === self && c.secondAttribute.isHorizontal == (axis == .horizontal))
        }
    }

    // MARK: Engine frames

    /// The alignment rect of the view's frame as the engine sees it (center and bounds, not the
    /// transformed bounding box).
    var engineComparableFrame: CGRect {
        let b = layer.bounds, p = layer.position, a = layer.anchorPoint
        let f = CGRect(x: p.x - b.width * a.x, y: p.y - b.height * a.y, width: b.width, height: b.height)
        let insets = alignmentRectInsets
        return insets == .zero ? f : alignmentRect(forFrame: f)
    }

    /// Sets the view's bounds size and center from an alignment rect the engine solved.
    func setEngineFrame(_ r: CGRect) {
        let insets = alignmentRectInsets
        let f = insets == .zero ? r : frame(forAlignmentRect: r)
        let a = layer.anchorPoint
        if bounds.size != f.size { bounds = CGRect(origin: bounds.origin, size: f.size) }
        let c = CGPoint(x: f.minX + f.width * a.x, y: f.minY + f.height * a.y)
        if center != c { center = c }
    }

    /// The default `layoutSubviews()`: the engine's frames for the subviews it places. Only the subviews
    /// noted stale since the last call (the engine moved them, or their frames were set in code) are
    /// visited, so a re-layout that moves one subview of many costs one frame; the first layout visits
    /// every subview.
    func applyEngineFrames() {
        guard let s = _rare?.autoLayout, s.inEngine else { return }
        let engine = s.engine
        guard engine.inUse else { return }
        engine.solveIfNeeded(layingOut: self)
        var changed = false
        let wasApplying = engine.applyingFrames
        engine.applyingFrames = true
        defer { engine.applyingFrames = wasApplying }
        // The hierarchy's screen scale, held by its engine; frames snapped at an older scale are set again.
        let scale = engine.pixelScale
        if s.appliedScaleEpoch != engine.scaleEpoch {
            s.appliedScaleEpoch = engine.scaleEpoch
            s.checksAllSubviews = true
        }
        func apply(_ sub: UIView) {
            guard let ss = sub._rare?.autoLayout, ss.inEngine, !ss.relationIsTAMIC, let vars = ss.vars,
                  !sub.translatesAutoresizingMaskIntoConstraints else { return }
            let f = LayoutEngine.engineFrame(vars, scale: scale)
            if f != sub.engineComparableFrame { sub.setEngineFrame(f); changed = true }
        }
        if s.checksAllSubviews {
            s.checksAllSubviews = false
            s.staleSubviews = []
            for sub in _subviews { apply(sub) }
        } else if !s.staleSubviews.isEmpty {
            let stale = s.staleSubviews
            s.staleSubviews = []
            // The entries are unretained and every one is a subview now; a frame setter (`bounds`,
            // `center`, overridable) may remove a later one and drop the last reference to it. The held
            // copy of the subview list retains every entry until the loop ends, and one that left this
            // view meanwhile is no longer this view's to place.
            let held = _subviews
            let me = Unmanaged.passUnretained(self).toOpaque()
            for entry in stale where entry.view._superviewLink?.toOpaque() == me { apply(entry.view) }
            _fixLifetime(held)
        }
        if changed && engine.hasSystemGuides { engine.markDirty() }
    }

    /// The layout step of one view: the update-constraints pass, the engine, safe-area callbacks, then
    /// `layoutSubviews()`.
    func runAutoLayoutStep() {
        // Until some engine has work, a layout step does not look its engine up (autoresizing 10,000
        // views lays each of them out; the look-up through the pipeline owner was half the cost).
        if LayoutEngine.anyInUse || _needsUpdateConstraints || type(of: self).requiresConstraintBasedLayout {
            // A view without Auto Layout state that asks for nothing uses its hierarchy's engine only if
            // there is one (a plain hierarchy gets none).
            let asks = _needsUpdateConstraints || type(of: self).requiresConstraintBasedLayout
            guard let engine = asks ? _layoutEngine : _existingLayoutEngine else {
                _sizeDetachedRootFromEngine()
                checkSafeAreaChange()
                return
            }
            if type(of: self).requiresConstraintBasedLayout, !autoLayout.didInitialUpdateConstraints {
                autoLayout.didInitialUpdateConstraints = true
                _needsUpdateConstraints = true
                engine.needsUpdateConstraints(self)
            }
            if _needsUpdateConstraints { engine.needsUpdateConstraints(self) }
            engine.solveIfNeeded(layingOut: self)
        }
        _sizeDetachedRootFromEngine()
        checkSafeAreaChange()
    }

    /// A view with no superview that does not translate its autoresizing mask takes the size its own
    /// constraints give it (width, height, intrinsic content size, subviews pinned inside), as UIKit's
    /// `layoutIfNeeded()` sizes such a view: no superview will ever apply its engine frame. Its origin
    /// stays where it is.
    func _sizeDetachedRootFromEngine() {
        guard _superviewLink == nil, !(self is UIWindow), !translatesAutoresizingMaskIntoConstraints else { return }
        var size: CGSize
        if let s = _rare?.autoLayout, s.inEngine, let vars = s.vars {
            let r = LayoutEngine.engineFrame(vars, scale: s.engine.pixelScale)
            let insets = alignmentRectInsets
            size = insets == .zero ? r.size : frame(forAlignmentRect: r).size
        } else {
            // No constraint involves it: only its intrinsic content size can size it, on the axes that
            // have one.
            let ics = intrinsicContentSize
            size = CGSize(width: ics.width >= 0 ? ics.width : bounds.width, height: ics.height >= 0 ? ics.height : bounds.height)
        }
        guard size.width.isFinite, size.height.isFinite, size != bounds.size else { return }
        let c = center, old = bounds.size
        bounds = CGRect(origin: bounds.origin, size: size)
        // The frame's origin stays put: the centre moves by half the size change.
        center = CGPoint(x: c.x + (size.width - old.width) * layer.anchorPoint.x,
                         y: c.y + (size.height - old.height) * layer.anchorPoint.y)
    }

    // MARK: Fitting size

    /// The size the constraints within this view's subtree give it when it is pulled towards
    /// `target` at the given priorities (a separate solve; the view's own frame is unchanged).
    func fittingSize(_ target: CGSize, _ hp: UILayoutPriority, _ vp: UILayoutPriority) -> CGSize {
        let engine = autoLayout.engine
        engine.runUpdateConstraintsPass()
        let solver = Solver()
        var views: [UIView] = []
        func collect(_ v: UIView) { views.append(v); for s in v._subviews { collect(s) } }
        var widthDependent: [(view: UIView, hug: Constraint, comp: Constraint, width: CGFloat)] = []
        collect(self)
        let me = layoutVars
        func req(_ t: [(Variable, Double)], _ c: Double) -> Constraint {
            Constraint(Expression(t.map { Term($0.0, $0.1) }, constant: c), .equal, strength: .required)
        }
        try? solver.addConstraint(req([(me.left, 1)], 0))
        try? solver.addConstraint(req([(me.top, 1)], 0))
        for v in views {
            let vars = v.layoutVars
            if v !== self, v.translatesAutoresizingMaskIntoConstraints {
                // Only views that take part in constraints are placed; others do not matter here.
                guard v._rare?.autoLayout?.inEngine == true || !(v._rare?.autoLayout?.constraints.isEmpty ?? true) else { continue }
                let f = v.engineComparableFrame
                for c in [req([(vars.left, 1)], -Double(f.minX)), req([(vars.top, 1)], -Double(f.minY)),
                          req([(vars.width, 1)], -Double(f.width)), req([(vars.height, 1)], -Double(f.height))] {
                    try? solver.addConstraint(c)
                }
            } else if !v.translatesAutoresizingMaskIntoConstraints || v === self {
                // Width-dependent views start unwrapped, as in the engine's first pass.
                let size = v._hasWidthDependentIntrinsicSize ? v._intrinsicContentSize(atLayoutWidth: 0) : v.intrinsicContentSize
                let s = v._rare?.autoLayout
                let hug = (s?.hugging ?? (.defaultLow, .defaultLow)), comp = (s?.compression ?? (.defaultHigh, .defaultHigh))
                if size.width >= 0, size.width.isFinite {
                    try? solver.addConstraint(Constraint(Expression([Term(vars.width)], constant: -Double(size.width)), .lessThanOrEqual, strength: engine.strength(hug.0)))
                    try? solver.addConstraint(Constraint(Expression([Term(vars.width)], constant: -Double(size.width)), .greaterThanOrEqual, strength: engine.strength(comp.0)))
                }
                if size.height >= 0, size.height.isFinite {
                    let hugC = Constraint(Expression([Term(vars.height)], constant: -Double(size.height)), .lessThanOrEqual, strength: engine.strength(hug.1))
                    let compC = Constraint(Expression([Term(vars.height)], constant: -Double(size.height)), .greaterThanOrEqual, strength: engine.strength(comp.1))
                    try? solver.addConstraint(hugC)
                    try? solver.addConstraint(compC)
                    if v._hasWidthDependentIntrinsicSize { widthDependent.append((v, hugC, compC, 0)) }
                }
            }
            for c in v.constraints {
                guard c.items.allSatisfy({ item in
                    guard let iv = NSLayoutConstraint.view(of: item) else { return false }
                    return iv === self || iv.isDescendant(of: self)
                }) else { continue }
                for item in c.items { if let g = item as? UILayoutGuide, g.systemKind != nil, let ov = g.owningView {
                    let i = ov.systemGuideInsets(g.systemKind!), gv = g.vars, ovv = ov.layoutVars
                    try? solver.addConstraint(req([(gv.left, 1)], -Double(i.left)))
                    try? solver.addConstraint(req([(gv.top, 1)], -Double(i.top)))
                    if g.systemKind != .scrollContent {
                        try? solver.addConstraint(req([(gv.width, 1), (ovv.width, -1)], Double(i.left + i.right)))
                        try? solver.addConstraint(req([(gv.height, 1), (ovv.height, -1)], Double(i.top + i.bottom)))
                    }
                } }
                for item in c.items { if let iv = item as? UIView {
                    for a in [c.firstAttribute, c.secondAttribute] where a != a.withoutMargin {
                        let g = iv.layoutMarginsGuide, i = iv.systemGuideInsets(.margins), gv = g.vars, ovv = iv.layoutVars
                        try? solver.addConstraint(req([(gv.left, 1)], -Double(i.left)))
                        try? solver.addConstraint(req([(gv.top, 1)], -Double(i.top)))
                        try? solver.addConstraint(req([(gv.width, 1), (ovv.width, -1)], Double(i.left + i.right)))
                        try? solver.addConstraint(req([(gv.height, 1), (ovv.height, -1)], Double(i.top + i.bottom)))
                    }
                } }
                try? solver.addConstraint(engine.makeEngineConstraint(c))
            }
        }
        for (variable, value, p) in [(me.width, target.width, hp), (me.height, target.height, vp)] where value.isFinite {
            try? solver.addConstraint(Constraint(Expression([Term(variable)], constant: -Double(value)), .equal,
                                                 strength: engine.strength(p)))
        }
        // The engine's second pass: wrapped heights at the widths this solve gave (see
        // LayoutEngine.settleWidthDependentSizes).
        for _ in 0..<(widthDependent.isEmpty ? 0 : 3) {
            var changed = false
            for i in widthDependent.indices {
                let e = widthDependent[i]
                let raw = CGFloat(solver.value(of: e.view.layoutVars.width))
                let w = raw > 0 && raw.isFinite ? raw : 0
                guard abs(w - e.width) > 1e-6 else { continue }
                widthDependent[i].width = w
                let h = e.view._intrinsicContentSize(atLayoutWidth: w).height
                guard h >= 0, h.isFinite else { continue }
                try? solver.updateConstant(e.hug, to: -Double(h))
                try? solver.updateConstant(e.comp, to: -Double(h))
                changed = true
            }
            if !changed { break }
        }
        return CGSize(width: max(0, solver.value(of: me.width)), height: max(0, solver.value(of: me.height)))
    }
}
