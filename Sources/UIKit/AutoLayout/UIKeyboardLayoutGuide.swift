import Foundation

/// A layout guide that follows something the system moves, mirroring `UITrackingLayoutGuide`: it can
/// switch constraints on and off as the tracked item nears an edge.
@preconcurrency @MainActor
open class UITrackingLayoutGuide: UILayoutGuide {
    private var nearConstraints: [UInt: [NSLayoutConstraint]] = [:]
    private var awayConstraints: [UInt: [NSLayoutConstraint]] = [:]

    /// Constraints active while the tracked item is near `edges` (all edges of the set).
    open func setConstraints(_ constraints: [NSLayoutConstraint], activeWhenNearEdge edges: NSDirectionalRectEdge) {
        nearConstraints[edges.rawValue] = constraints
        updateTrackedConstraints()
    }
    /// The constraints set for `edges` with `setConstraints(_:activeWhenNearEdge:)`.
    open func constraintsActiveWhenNearEdge(_ edges: NSDirectionalRectEdge) -> [NSLayoutConstraint] {
        nearConstraints[edges.rawValue] ?? []
    }
    /// Constraints active while the tracked item is away from `edges`.
    open func setConstraints(_ constraints: [NSLayoutConstraint], activeWhenAwayFrom edges: NSDirectionalRectEdge) {
        awayConstraints[edges.rawValue] = constraints
        updateTrackedConstraints()
    }
    /// The constraints set for `edges` with `setConstraints(_:activeWhenAwayFrom:)`.
    open func constraintsActiveWhenAwayFromEdge(_ edges: NSDirectionalRectEdge) -> [NSLayoutConstraint] {
        awayConstraints[edges.rawValue] ?? []
    }
    /// The edges the tracked item is near now.
    var nearEdges: NSDirectionalRectEdge { [] }
    func updateTrackedConstraints() {
        let near = nearEdges
        for (raw, constraints) in nearConstraints {
            let on = near.contains(NSDirectionalRectEdge(rawValue: raw))
            for c in constraints where c.isActive != on { c.isActive = on }
        }
        for (raw, constraints) in awayConstraints {
            let on = near.isDisjoint(with: NSDirectionalRectEdge(rawValue: raw))
            for c in constraints where c.isActive != on { c.isActive = on }
        }
    }
}

/// The space the keyboard takes in a view's layout, mirroring `UIKeyboardLayoutGuide`
/// (`view.keyboardLayoutGuide`).
///
/// Linux has no on-screen keyboard, so the guide always describes the keyboard off screen, as UIKit
/// does then: its top is the bottom of the view's `safeAreaLayoutGuide` (the view's bottom when
/// `usesBottomSafeArea` is false) and it extends to the view's bottom edge; it spans the view's width.
/// It tracks the bottom edge, so constraints set for `.bottom` with
/// `setConstraints(_:activeWhenNearEdge:)` are the active ones.
@preconcurrency @MainActor
open class UIKeyboardLayoutGuide: UITrackingLayoutGuide {
    /// Whether the guide follows a keyboard undocked from the bottom (default false).
    open var followsUndockedKeyboard = false
    /// Whether the off-screen guide's top is the safe area's bottom (default true) or the view's bottom.
    open var usesBottomSafeArea = true {
        didSet {
            guard usesBottomSafeArea != oldValue else { return }
            owningView?.setNeedsLayout()
            owningView?._layoutEngine.markDirty()
        }
    }
    /// Extra height above the keyboard that starts an interactive dismissal (default 0; negative
    /// values count as 0).
    open var keyboardDismissPadding: CGFloat {
        get { _padding }
        set { _padding = max(0, newValue.isFinite ? newValue : 0) }
    }
    private var _padding: CGFloat = 0

    override var nearEdges: NSDirectionalRectEdge { .bottom }
}

extension UIView {
    /// The guide for the space the keyboard takes in this view (iOS 15). With no on-screen keyboard on
    /// Linux it sits below the safe area's bottom edge (see `UIKeyboardLayoutGuide`).
    public var keyboardLayoutGuide: UIKeyboardLayoutGuide { systemGuide(.keyboard) as! UIKeyboardLayoutGuide }
}
