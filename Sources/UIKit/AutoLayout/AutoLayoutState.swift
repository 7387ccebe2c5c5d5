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
        for v in [left, top, width, height] { v.context = owner }
    }
    var rect: CGRect { CGRect(x: left.value, y: top.value, width: width.value, height: height.value) }
}

/// A view's Auto Layout state, kept in `UIViewRareState` so plain views pay one nil reference.
@MainActor
final class AutoLayoutState {
    /// The engine this view's constraints, relation and intrinsic size live in: the current one when the
    /// state was made, or the one the view first entered. Held strongly, so the view can leave it when
    /// it dies even after another pipeline owner became current.
    @exclusivity(unchecked) var engine = LayoutEngine.current
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
    /// The view's Auto Layout state, made on first use.
    var autoLayout: AutoLayoutState {
        if let s = rare.autoLayout { return s }
        let s = AutoLayoutState()
        rare.autoLayout = s
        return s
    }
    /// The engine this view's Auto Layout state lives in (the current one for a view without any).
    var _layoutEngine: LayoutEngine { _rare?.autoLayout?.engine ?? LayoutEngine.current }
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
