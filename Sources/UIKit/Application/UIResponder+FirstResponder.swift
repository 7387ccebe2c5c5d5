import Foundation

/// Where a responder's first-responder status lives. Each window keeps its own first responder
/// (`UIWindow._firstResponder`), as UIKit's windows do: a responder becoming first responder in one
/// window does not make another window's resign, and key input and nil-targeted actions go to the key
/// window's. A view's window is its own; a view controller's is its view's; a window is its own. Other
/// responders (the application, a scene delegate, a plain `UIResponder`) have no window and share one
/// slot of their own.
extension UIResponder {
    /// The first responder of the key window, else a windowless responder that became first responder:
    /// where keys, edit commands and nil-targeted actions start.
    static var currentFirstResponder: UIResponder? {
        UIApplication.shared.keyWindow?._firstResponder ?? windowlessFirstResponder
    }

    /// The slot of responders without a window.
    private static weak var windowlessFirstResponder: UIResponder?

    /// Empties the slot of responders without a window (windows' own slots go with the windows a fresh test
    /// world forgets).
    static func _resetWindowlessFirstResponderForTesting() { windowlessFirstResponder = nil }

    /// The window whose first responder this responder is or would be; nil for responders outside
    /// windows (a view not in a window, the application).
    var _firstResponderWindow: UIWindow? {
        if let w = self as? UIWindow { return w }
        if let v = self as? UIView { return v.window }
        if let vc = self as? UIViewController { return vc.viewIfLoaded?.window }
        return nil
    }

    /// The first responder of this responder's window (or the windowless slot for responders that never
    /// have a window). A view or view controller outside a window has no slot: reading gives nil, writing
    /// does nothing.
    var _firstResponderSlot: UIResponder? {
        get {
            if let w = _firstResponderWindow { return w._firstResponder }
            return _livesOutsideWindows ? UIResponder.windowlessFirstResponder : nil
        }
        set {
            if let w = _firstResponderWindow { w._firstResponder = newValue }
            else if _livesOutsideWindows { UIResponder.windowlessFirstResponder = newValue }
        }
    }

    /// Whether this kind of responder never lives in a window (not a view or a view controller).
    var _livesOutsideWindows: Bool { !(self is UIView) && !(self is UIViewController) }
}
