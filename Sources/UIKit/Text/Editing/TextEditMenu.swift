import Foundation

/// The edit menu of text fields and text views: an `UIEditMenuInteraction` shown on a long press or a
/// secondary click, offering the standard edit actions their `canPerformAction(_:withSender:)` allows.
@MainActor
enum TextEditMenu {
    /// Adds the edit menu interaction and the recognizers that show it to `view`, once. `focus` makes the
    /// view first responder with the caret at a point (in `view`) unless it already is, and says whether
    /// it is first responder afterwards.
    static func install(on view: UIView, focus: @escaping @MainActor (CGPoint) -> Bool) {
        guard !view.interactions.contains(where: { $0 is UIEditMenuInteraction }) else { return }
        let interaction = UIEditMenuInteraction(delegate: nil)
        view.addInteraction(interaction)
        let show: @MainActor (UIGestureRecognizer) -> Void = { [weak interaction] g in
            guard let interaction, let view = g.view else { return }
            let p = g.location(in: view)
            guard focus(p) else { return }
            interaction.presentEditMenu(with: UIEditMenuConfiguration(identifier: nil, sourcePoint: p))
        }
        view.addGestureRecognizer(UILongPressGestureRecognizer(handler: { g in
            if g.state == .began { show(g) }
        }))
        let secondaryClick = UITapGestureRecognizer(handler: { g in
            if g.state == .recognized { show(g) }
        })
        secondaryClick.buttonMaskRequired = .secondary
        view.addGestureRecognizer(secondaryClick)
    }
}

extension TextEditor {
    /// Whether the edit menu may offer `action` (nil for actions other than the standard edit actions):
    /// only while the host is first responder; cut and copy need a selection and no secure entry, cut and
    /// paste an editable host, paste a string on the pasteboard, select all some text not all selected.
    func canPerformEditAction(_ action: Selector) -> Bool? {
        let secure = (host as? any UITextInputTraits)?.isSecureTextEntry ?? false
        let focused = host.isFirstResponder
        switch action {
        case "cut:": return focused && host.editorIsEditable && selection.length > 0 && !secure
        case "copy:": return focused && selection.length > 0 && !secure
        case "paste:": return focused && host.editorIsEditable && UIPasteboard.general.hasStrings
        case "selectAll:": return focused && length > 0 && selection.length < length
        default: return nil
        }
    }
}
