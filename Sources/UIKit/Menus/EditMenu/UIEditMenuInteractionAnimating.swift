import Foundation

/// The animator handed to an edit menu's will-present and will-dismiss delegate calls, mirroring
/// `UIEditMenuInteractionAnimating`.
@preconcurrency @MainActor
public protocol UIEditMenuInteractionAnimating: AnyObject {
    /// Runs `animations` alongside the menu's.
    func addAnimations(_ animations: @escaping () -> Void)
    /// Runs `completion` when the menu's animation ends.
    func addCompletion(_ completion: @escaping () -> Void)
}

/// The edit menu appears and disappears without animation, so the immediate animator of context menus
/// (both blocks run at once) serves it too.
extension ContextMenuImmediateAnimator: UIEditMenuInteractionAnimating {}
