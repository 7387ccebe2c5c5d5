import Foundation

/// The per-view state most views never set (an explicit tint, constraints flags, an owning view
/// controller), kept out of line so a plain view stays small: one optional reference instead of five fields.
@MainActor
final class UIViewRareState {
    var tintColor: UIColor?
    var tintAdjustmentMode: UIView.TintAdjustmentMode = .automatic
    var needsUpdateConstraints = false
    @exclusivity(unchecked) var translatesAutoresizingMaskIntoConstraints = true
    weak var viewController: UIViewController?
    // Events
    /// nil until a recognizer is first added; empty (not nil) once the last one is removed, as in UIKit.
    var gestureRecognizers: [UIGestureRecognizer]?
    var isMultipleTouchEnabled = false
    var isExclusiveTouch = false
    /// Constraints, engine variables, margins and guides.
    @exclusivity(unchecked) var autoLayout: AutoLayoutState?
    /// `overrideUserInterfaceStyle`.
    var overrideUserInterfaceStyle: UIUserInterfaceStyle = .unspecified
    /// `traitOverrides` (iOS 17), nil when none are set.
    var traitOverrides: UITraitOverrides?
    /// A dynamic background colour, resolved again when the traits change.
    var dynamicBackground: UIColor?
    /// Accessibility attributes the app set (label, traits, identifier, ...).
    var accessibility: AccessibilityAttributes?
}

extension UIView {
    /// The rare state, created on first write.
    var rare: UIViewRareState {
        if let r = _rare { return r }
        let r = UIViewRareState()
        _rare = r
        return r
    }

    /// The explicitly set tint colour (nil: inherited).
    var _tintColor: UIColor? {
        get { _rare?.tintColor }
        set {
            if newValue != nil { UIView._tintOverridesSeen = true }
            if newValue != nil || _rare != nil { rare.tintColor = newValue }
        }
    }
    /// The explicitly set tint adjustment mode.
    var _tintAdjustmentMode: UIView.TintAdjustmentMode {
        get { _rare?.tintAdjustmentMode ?? .automatic }
        set {
            if newValue != .automatic { UIView._tintOverridesSeen = true }
            if newValue != .automatic || _rare != nil { rare.tintAdjustmentMode = newValue }
        }
    }
    /// Whether `setNeedsUpdateConstraints()` was called since the last `updateConstraints()`.
    var _needsUpdateConstraints: Bool {
        get { _rare?.needsUpdateConstraints ?? false }
        set { if newValue || _rare != nil { rare.needsUpdateConstraints = newValue } }
    }
    /// The view controller whose root view this is (the next responder), set by `UIViewController`.
    var _viewController: UIViewController? {
        get { _rare?.viewController }
        set { if newValue != nil || _rare != nil { rare.viewController = newValue } }
    }
}
