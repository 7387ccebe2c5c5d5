import Foundation

/// Drops from other programs, delivered as the host does for a desktop drop and usable by tests: one
/// complete drop of `providers` at a window location.
extension UIWindow {
    /// Drops `providers` at `location` (window coordinates) and returns the operation performed.
    ///
    /// The target is found from the hit-tested view up through its superviews: the first
    /// `UIDropInteraction` whose delegate can handle the session (`dropInteraction(_:canHandle:)`). It then
    /// hears `sessionDidEnter`, `sessionDidUpdate` (its proposal), and `performDrop` and `concludeDrop`
    /// when the proposal copies or moves, or `sessionDidExit` when it cancels or forbids; `sessionDidEnd`
    /// comes last. A desktop drop cannot move (`allowsMoveOperation` is false): a `.move` proposal copies,
    /// with a warning. With no target the drop is cancelled.
    @discardableResult
    public func sendDrop(_ providers: [NSItemProvider], at location: CGPoint) -> UIDropOperation {
        guard location.x.isFinite, location.y.isFinite, !providers.isEmpty else { return .cancel }
        let session = DesktopDropSession(providers: providers, location: location, window: self)
        var target: (UIDropInteraction, any UIDropInteractionDelegate)?
        var v = hitTest(location, with: nil)
        search: while let view = v {
            for case let interaction as UIDropInteraction in view.interactions.reversed() {
                guard let delegate = interaction.delegate else { continue }
                if delegate.dropInteraction(interaction, canHandle: session) { target = (interaction, delegate); break search }
            }
            v = view.superview
        }
        guard let (interaction, delegate) = target else { return .cancel }
        delegate.dropInteraction(interaction, sessionDidEnter: session)
        var operation = delegate.dropInteraction(interaction, sessionDidUpdate: session).operation
        if operation == .move, !session.allowsMoveOperation {
            UIKitLog.warn("UIDropInteraction: a .move proposal for a session that does not allow moving copies instead")
            operation = .copy
        }
        if operation == .copy || operation == .move {
            session.isPerforming = true
            delegate.dropInteraction(interaction, performDrop: session)
            session.isPerforming = false
            delegate.dropInteraction(interaction, concludeDrop: session)
        } else {
            delegate.dropInteraction(interaction, sessionDidExit: session)
        }
        delegate.dropInteraction(interaction, sessionDidEnd: session)
        return operation
    }
}
