import Foundation

/// A first responder that adopts `UIKeyInput` (a custom PIN or code view) gets a hardware keyboard's
/// typing as iOS gives it: printable keys through `insertText(_:)`, Return as `insertText("\n")`, Backspace
/// as `deleteBackward()`. Presses with Command or Control, and other keys, go up the responder chain.
extension UIResponder {
    func _deliverKeyInput(_ presses: Set<UIPress>) -> Bool {
        guard isFirstResponder, let input = self as? any UIKeyInput, presses.count == 1,
              let key = presses.first?.key else { return false }
        let flags = key.modifierFlags
        guard !flags.contains(.command), !flags.contains(.control) else { return false }
        switch key.keyCode {
        case .keyboardDeleteOrBackspace: input.deleteBackward(); return true
        case .keyboardReturnOrEnter, .keypadEnter: input.insertText("\n"); return true
        default: break
        }
        let chars = key.characters
        guard !chars.isEmpty, !chars.hasPrefix("UIKeyInput"),
              chars.unicodeScalars.allSatisfy({ $0.value >= 0x20 && $0.value != 0x7F && !(0xF700...0xF8FF).contains($0.value) }) else { return false }
        // The host delivers the text itself (SDL_TEXTINPUT → sendText).
        if TextInputSession.textArrivesSeparately { return true }
        input.insertText(chars)
        return true
    }
}
