import Foundation

/// Hardware-keyboard editing: a key press the first responder receives in `pressesBegan` becomes an
/// insertion, a deletion, a caret move or a pasteboard command, as a hardware keyboard edits text on iOS.
/// Command and Control both act as the command key (Linux keyboards put shortcuts on Control).
extension TextEditor {
    /// Handles a key going down; false when the key means nothing to text editing (the press then goes
    /// up the responder chain).
    func handleKey(_ key: UIKey) -> Bool {
        let flags = key.modifierFlags
        let shift = flags.contains(.shift)
        let command = flags.contains(.command) || flags.contains(.control)
        let option = flags.contains(.alternate)
        let editable = host.editorIsEditable
        switch key.keyCode {
        case .keyboardLeftArrow:
            move(command ? .lineStart : option ? .wordLeft : .left, extend: shift); return true
        case .keyboardRightArrow:
            move(command ? .lineEnd : option ? .wordRight : .right, extend: shift); return true
        case .keyboardUpArrow:
            move(command ? .documentStart : .up, extend: shift); return true
        case .keyboardDownArrow:
            move(command ? .documentEnd : .down, extend: shift); return true
        case .keyboardHome:
            move(command || !host.editorIsMultiline ? .documentStart : .lineStart, extend: shift); return true
        case .keyboardEnd:
            move(command || !host.editorIsMultiline ? .documentEnd : .lineEnd, extend: shift); return true
        case .keyboardDeleteOrBackspace:
            guard editable else { return true }
            if option || command, selection.length == 0 {
                let end = selection.location
                move(command ? .lineStart : .wordLeft, extend: false)
                let start = selection.location
                selection = NSRange(location: end, length: 0)
                replace(NSRange(location: start, length: end - start), with: "")
            } else {
                (host as? any UIKeyInput)?.deleteBackward() ?? deleteBackward()
            }
            return true
        case .keyboardDeleteForward:
            guard editable else { return true }
            deleteForward(); return true
        case .keyboardReturnOrEnter, .keypadEnter:
            guard editable else { return true }
            (host as? any UIKeyInput)?.insertText("\n") ?? insertText("\n")
            return true
        case .keyboardEscape:
            return false
        case .keyboardTab:
            guard host.editorIsMultiline, editable, !command else { return false }
            (host as? any UIKeyInput)?.insertText("\t") ?? insertText("\t")
            return true
        default: break
        }
        if command {
            switch key.charactersIgnoringModifiers.lowercased() {
            case "a": setSelection(NSRange(location: 0, length: length)); return true
            case "c": copy(); return true
            case "x": guard editable else { return true }; cut(); return true
            case "v": guard editable else { return true }; paste(); return true
            default: return false
            }
        }
        let chars = key.characters
        guard !chars.isEmpty, !chars.hasPrefix("UIKeyInput"),
              chars.unicodeScalars.allSatisfy({ $0.value >= 0x20 && $0.value != 0x7F && !(0xF700...0xF8FF).contains($0.value) }) else { return false }
        // A host with a text-input method (SDL's text events) delivers the typed text separately.
        if TextInputSession.textArrivesSeparately { return true }
        guard editable else { return true }
        (host as? any UIKeyInput)?.insertText(chars) ?? insertText(chars)
        return true
    }

    var selectedString: String {
        let r = clamp(selection)
        return (text as NSString).substring(with: r)
    }

    /// Copies the selection to the general pasteboard (nothing for secure entry, as on iOS).
    func copy() {
        guard selection.length > 0, !((host as? any UITextInputTraits)?.isSecureTextEntry ?? false) else { return }
        UIPasteboard.general.string = selectedString
    }

    func cut() {
        guard selection.length > 0 else { return }
        copy()
        replace(selection, with: "")
    }

    func paste() {
        guard let s = UIPasteboard.general.string, !s.isEmpty else { return }
        let clean = host.editorIsMultiline ? s : s.replacingOccurrences(of: "\r\n", with: " ").replacingOccurrences(of: "\n", with: " ")
        replace(marked ?? selection, with: clean)
    }
}

/// The host's text-input method (SDL's text-input events): turned on while a text field or text view is
/// first responder, as the on-screen keyboard shows on iOS.
@MainActor protocol TextInputHost: AnyObject {
    /// Starts or stops delivering typed text.
    func setTextInputActive(_ active: Bool)
}

@MainActor enum TextInputSession {
    /// Set by a host while it delivers a key press whose text comes as a separate text event.
    static var textArrivesSeparately = false
    /// Set while `endEditing(true)` makes a text input resign without asking its delegate.
    static var forcingEnd = false
    /// The editors editing now: a text field or text view in each window may be editing (each window
    /// keeps its first responder), and the host's text input stays on while any is.
    static private(set) var editors: Set<ObjectIdentifier> = []

    static func activate(_ on: Bool, for editor: AnyObject) {
        let wasActive = !editors.isEmpty
        if on { editors.insert(ObjectIdentifier(editor)) } else { editors.remove(ObjectIdentifier(editor)) }
        if editors.isEmpty == wasActive { (UIApplication.shared.host as? any TextInputHost)?.setTextInputActive(!editors.isEmpty) }
    }

    /// Forgets every editor without telling a host (a fresh test world has a new host): no text input.
    static func _resetForTesting() { editors.removeAll() }
}

extension UIWindow {
    /// A held key's auto-repeat (hosts call it for repeated key-down events): the text field or text view
    /// being edited in this window performs the key's edit again (Backspace, arrows ...); presses are not
    /// repeated, as on iOS.
    func _repeatKey(_ key: UIKey) {
        guard let fr = _firstResponder as? UIView else { return }
        let editor = (fr as? UITextField)?._editor ?? (fr as? UITextView)?._editor
        if let editor, editor.isEditing { _ = editor.handleKey(key) }
    }

    /// Delivers text typed through the host's input method (SDL's text-input events, an input method's
    /// committed text) to the first responder's `insertText(_:)`, as the host does; it does not run a turn.
    /// Nothing happens when the first responder does not adopt `UIKeyInput` or is not in this window.
    public func sendText(_ text: String) {
        guard !text.isEmpty, let input = _firstResponder as? any UIKeyInput else { return }
        input.insertText(text)
    }
}
