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
    /// with a warning. An editable text field or text view met first takes the items' text, as UIKit's
    /// text views accept text drops by default. With no target the drop is cancelled.
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
            if let field = view as? UITextField, field.isEnabled { return dropText(of: session, into: field, separator: " ") }
            if let text = view as? UITextView, text.isEditable { return dropText(of: session, into: text, separator: "\n") }
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

    /// Inserts the text of the session's items (joined by `separator`) where the drop landed in `input`,
    /// which becomes the first responder as a tap would make it; `.cancel` when no item is text or the
    /// input will not edit.
    private func dropText(of session: DesktopDropSession, into input: some UIView & UITextInput, separator: String) -> UIDropOperation {
        var strings: [String] = []
        for item in session.items where item.itemProvider.canLoadObject(ofClass: String.self) {
            let box = LoadedText()
            item.itemProvider.loadObject(ofClass: String.self) { s, _ in box.value = s }
            if let s = box.value { strings.append(s) }
        }
        guard !strings.isEmpty, input.becomeFirstResponder() else { return .cancel }
        if let p = input.closestPosition(to: session.location(in: input)) {
            input.selectedTextRange = input.textRange(from: p, to: p)
        }
        input.insertText(strings.joined(separator: separator))
        return .copy
    }
}

/// Text an item provider loaded (its load handlers run before `loadObject` returns).
private final class LoadedText: @unchecked Sendable {
    var value: String?
}
