import Foundation

/// The standard edit actions an edit menu offers, in the order iOS shows them.
@MainActor
enum StandardEditAction: CaseIterable {
    case cut, copy, paste, selectAll

    /// The action's selector, as `canPerformAction(_:withSender:)` receives it.
    var selector: Selector {
        switch self {
        case .cut: return "cut:"
        case .copy: return "copy:"
        case .paste: return "paste:"
        case .selectAll: return "selectAll:"
        }
    }

    /// The menu title.
    var title: String {
        switch self {
        case .cut: return "Cut"
        case .copy: return "Copy"
        case .paste: return "Paste"
        case .selectAll: return "Select All"
        }
    }

    /// Sends the action to `target`.
    func send(to target: any UIResponderStandardEditActions, sender: Any?) {
        switch self {
        case .cut: target.cut(sender)
        case .copy: target.copy(sender)
        case .paste: target.paste(sender)
        case .selectAll: target.selectAll(sender)
        }
    }

    /// The actions the responder chain from `responder` can perform now, each as a `UIAction` that
    /// sends it to the responder that answered (`target(forAction:withSender:)`).
    static func suggestedActions(from responder: UIResponder, sender: Any?) -> [UIMenuElement] {
        allCases.compactMap { action in
            guard let target = responder.target(forAction: action.selector, withSender: sender) as? any UIResponderStandardEditActions
            else { return nil }
            return UIAction(title: action.title, identifier: UIAction.Identifier(action.selector.name)) { a in
                action.send(to: target, sender: a.sender)
            }
        }
    }
}
