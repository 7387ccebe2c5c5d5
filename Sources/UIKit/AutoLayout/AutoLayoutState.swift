import Foundation
import LayoutSolver

/// The engine's four variables of a view or layout guide: its alignment rect relative to its superview
/// (a guide's: to its owning view), as in UIKit's engine. A constraint between views of different
/// superviews adds the ancestors' offsets (`LayoutEngine.makeEngineConstraint`); so a view that moves
/// changes its own two variables, not those of the views inside it.
@MainActor
final class ItemVars {
    let left: Variable, top: Variable, width: Variable, height: Variable
    init(_ owner: AnyObject) {
        left = Variable("left"); top = Variable("top"); width = Variable("width"); height = Variable("height")
        left.context = owner; top.context = owner; width.context = owner; height.context = owner
    }
    /// Drops the variables' links to their owner (a dying view whose hierarchy is released whole: see
    /// `LayoutEngine.forget`).
    func clearOwner() {
        left.context = nil; top.context = nil; width.context = nil; height.context = nil
    }
    var rect: CGRect {
        CGRect(x: left.uncheckedValue, y: top.uncheckedValue, width: width.uncheckedValue, height: height.uncheckedValue)
    }
}

/// A view's Auto Layout state, kept in `UIViewRareState` so plain views pay one nil reference.
@MainActor
final class AutoLayoutState {
    /// The engine of the view's hierarchy, which its constraints, relation and intrinsic size live in:
    /// always its root's (a root view's state holds the hierarchy's engine; `UIView.moveLayoutEngine`
    /// keeps the rest equal when subtrees move). Held strongly, so the view can leave it when it dies.
    @exclusivity(unchecked) var engine: LayoutEngine
    /// The engine's `scaleEpoch` when this view last set its subviews' engine frames.
    @exclusivity(unchecked) var appliedScaleEpoch = 0

    init(engine: LayoutEngine) {
        self.engine = engine
        appliedScaleEpoch = engine.scaleEpoch
    }
    var constraints: [NSLayoutConstraint] = []
    var layoutGuides: [UILayoutGuide] = []
    @exclusivity(unchecked) var vars: ItemVars?
    /// Whether the view has entered the engine (its relation to its superview is in the solver).
    @exclusivity(unchecked) var inEngine = false
    /// The constraints that place the view in its superview (autoresizing or root pins) and the values
    /// they were made from.
    var relation: [Constraint] = []
    var relationFrame = CGRect.null
    weak var relationSuperview: UIView?
    @exclusivity(unchecked) var relationIsTAMIC = false
    /// Whether the view is in the engine's list of autoresizing views whose frames were set in code.
    @exclusivity(unchecked) var geometryQueued = false
    /// The view's key in the engine's table of autoresizing and root views (cleared when the view dies).
    var engineKey: ObjectIdentifier?
    /// Intrinsic size constraints: hugging and compression resistance per axis.
    var intrinsic: [Constraint?] = [nil, nil, nil, nil]
    var intrinsicSize = CGSize(width: -1, height: -1)
    /// For a view whose intrinsic height depends on its width (a multi-line label without a
    /// `preferredMaxLayoutWidth`): the width the engine last solved for it, which its intrinsic height is
    /// measured at (0 until the first solve). UIKit's engine feeds a first-pass width back the same way.
    var automaticLayoutWidth: CGFloat = 0
    var hugging: (UILayoutPriority, UILayoutPriority) = (.defaultLow, .defaultLow)
    var compression: (UILayoutPriority, UILayoutPriority) = (.defaultHigh, .defaultHigh)

    // Margins and safe area.
    var layoutMargins = UIEdgeInsets(top: 8, left: 8, bottom: 8, right: 8)
    /// Whether `layoutMargins` or `directionalLayoutMargins` was set (a root view's default differs).
    var marginsWereSet = false
    var marginsSetDirectionally = false
    var directionalMargins = NSDirectionalEdgeInsets(top: 8, leading: 8, bottom: 8, trailing: 8)
    var preservesSuperviewLayoutMargins = false
    var insetsLayoutMarginsFromSafeArea = true
    var lastSafeAreaInsets = UIEdgeInsets.zero
    var safeAreaLayoutGuide: UILayoutGuide?
    var layoutMarginsGuide: UILayoutGuide?
    var readableContentGuide: UILayoutGuide?
    var keyboardLayoutGuide: UILayoutGuide?
    var semanticContentAttribute = UISemanticContentAttribute.unspecified
    var didInitialUpdateConstraints = false

    /// Subviews whose engine frame may differ from their frame (the engine moved them, or their frame
    /// was set in code): the next default `layoutSubviews()` of this view sets only these, so a re-layout
    /// costs what changed, not the number of subviews. `checksAllSubviews` makes the next one set every
    /// constrained subview's frame (the first layout, or a list grown past the subviews' count).
    @exclusivity(unchecked) var staleSubviews: [StaleSubview] = []
    @exclusivity(unchecked) var checksAllSubviews = true
    /// Unretained: a subview leaving this view is taken off the list (`autoLayoutSuperviewChanged`), and
    /// a view cannot be freed while it is a subview, so every entry is alive (no weak reference to copy).
    /// The walk that drains the list (`applyEngineFrames`) runs app code (frame setters) that may remove
    /// and release a later entry: it holds a copy of the subview list for the walk and skips entries that
    /// left this view.
    struct StaleSubview { unowned(unsafe) let view: UIView }
    /// The engine's pass number when it last looked at this view's variables (one look per view per pass).
    @exclusivity(unchecked) var markedInPass = 0

    /// Notes that `subview`'s frame has to be set from the engine at this view's next layout.
    func noteStaleSubview(_ subview: UIView, subviewCount: Int) {
        guard !checksAllSubviews else { return }
        if staleSubviews.count >= subviewCount {
            // An override of `layoutSubviews` that never calls super would let the list grow forever.
            staleSubviews = []
            checksAllSubviews = true
            return
        }
        staleSubviews.append(StaleSubview(view: subview))
    }

    /// The view is gone (this state lives in its rare state): its constraints, intrinsic sizes, relation
    /// to its superview and system guides leave its engine, so the engine keeps nothing of
    /// deallocated views (UIKit drops a view's constraints with it).
    isolated deinit {
        engine.forget(self)
    }
}

extension UIView {
    /// The view's Auto Layout state, made on first use: a root view's with a new engine for its
    /// hierarchy, any other view's with its hierarchy's engine.
    var autoLayout: AutoLayoutState {
        if let s = _rare?.autoLayout { return s }
        let engine = _superviewLink.map { $0.takeUnretainedValue()._layoutEngine } ?? LayoutEngine(root: self)
        let s = AutoLayoutState(engine: engine)
        rare.autoLayout = s
        return s
    }
    /// The engine of the view's hierarchy (its root's; made for the root on first use).
    var _layoutEngine: LayoutEngine {
        if let e = _existingLayoutEngine { return e }
        var root = self
        while let l = root._superviewLink { root = l.takeUnretainedValue() }
        return root.autoLayout.engine
    }
    /// The engine of the view's hierarchy if it has one: the engine of the nearest view at or above this
    /// one with Auto Layout state (every state refers to its root's engine, and the root has a state
    /// whenever any view of its hierarchy has one).
    var _existingLayoutEngine: LayoutEngine? {
        var v = self
        while true {
            if let s = v._rare?.autoLayout { return s.engine }
            guard let l = v._superviewLink else { return nil }
            v = l.takeUnretainedValue()
        }
    }
    /// The engine variables, made on first use.
    var layoutVars: ItemVars {
        let s = autoLayout
        if let v = s.vars { return v }
        let v = ItemVars(self)
        s.vars = v
        return v
    }
}

extension UIView {
    /// Runs `updateConstraints()` on the views of this subtree that asked for it, deepest first.
    func updateConstraintsOfSubtreeIfNeeded() {
        for s in _subviews { s.updateConstraintsOfSubtreeIfNeeded() }
        if _needsUpdateConstraints {
            _needsUpdateConstraints = false
            updateConstraints()
        }
    }

    /// A margins change: the margins guide follows at the next layout; the view, then its view controller
    /// (for a root view) hear of it.
    func marginsChanged() {
        _layoutEngine.markDirty()
        setNeedsLayout()
        layoutMarginsDidChange()
        _viewController?.viewLayoutMarginsDidChange()
    }
}
