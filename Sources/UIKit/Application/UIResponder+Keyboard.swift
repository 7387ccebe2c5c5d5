import Foundation

/// The keyboard notifications and their user-info keys, mirroring `UIResponder`'s class constants (names
/// and raw values are Apple's). Linux hosts have a hardware keyboard and no on-screen keyboard, so these
/// are never posted by the system, as on an iPad with a hardware keyboard attached; apps that observe them
/// compile and run unchanged.
extension UIResponder {
    /// Posted before the keyboard is shown.
    public static let keyboardWillShowNotification = Notification.Name("UIKeyboardWillShowNotification")
    /// Posted after the keyboard is shown.
    public static let keyboardDidShowNotification = Notification.Name("UIKeyboardDidShowNotification")
    /// Posted before the keyboard is hidden.
    public static let keyboardWillHideNotification = Notification.Name("UIKeyboardWillHideNotification")
    /// Posted after the keyboard is hidden.
    public static let keyboardDidHideNotification = Notification.Name("UIKeyboardDidHideNotification")
    /// Posted before the keyboard's frame changes.
    public static let keyboardWillChangeFrameNotification = Notification.Name("UIKeyboardWillChangeFrameNotification")
    /// Posted after the keyboard's frame changed.
    public static let keyboardDidChangeFrameNotification = Notification.Name("UIKeyboardDidChangeFrameNotification")

    /// The keyboard's frame at the start of the change (a `CGRect` in screen coordinates).
    public static let keyboardFrameBeginUserInfoKey = "UIKeyboardFrameBeginUserInfoKey"
    /// The keyboard's frame at the end of the change (a `CGRect` in screen coordinates).
    public static let keyboardFrameEndUserInfoKey = "UIKeyboardFrameEndUserInfoKey"
    /// The animation's duration in seconds (a `Double`).
    public static let keyboardAnimationDurationUserInfoKey = "UIKeyboardAnimationDurationUserInfoKey"
    /// The animation curve (a `UIView.AnimationCurve` raw value).
    public static let keyboardAnimationCurveUserInfoKey = "UIKeyboardAnimationCurveUserInfoKey"
    /// Whether the keyboard belongs to the current app (a `Bool`).
    public static let keyboardIsLocalUserInfoKey = "UIKeyboardIsLocalUserInfoKey"
}
