import Foundation
import CSDL2

/// SDL's text input (typed text after keyboard layout and input method) turned on while a text field or
/// text view is first responder, as iOS shows the keyboard then. An input method's composition
/// (`SDL_TEXTEDITING`) becomes the first responder's marked text; the committed text comes as
/// `SDL_TEXTINPUT` and replaces it. The candidate window follows the caret (`SDL_SetTextInputRect`).
extension SDLHost: TextInputHost {
    func setTextInputActive(_ active: Bool) {
        guard SDL_WasInit(UInt32(SDL_INIT_VIDEO)) != 0 else { return }
        if active { SDL_StartTextInput() } else { SDL_StopTextInput(); SDLHost.input.textInputRect = nil }
    }

    /// A composition update: `edit.text` is the whole provisional text, `start` the cursor and `length`
    /// the selected part within it, both counted in characters (Unicode scalars).
    func handleTextEditing(_ event: SDL_Event) {
        var e = event.edit
        let text = withUnsafeBytes(of: &e.text) { raw in String(decoding: raw.prefix { $0 != 0 }, as: UTF8.self) }
        guard let w = uiWindow(forSDLWindowID: e.windowID) ?? UIApplication.shared.keyWindow else { return }
        let scalars = Array(text.unicodeScalars)
        func utf16(_ count: Int) -> Int { scalars.prefix(max(0, min(count, scalars.count))).reduce(0) { $0 + $1.utf16.count } }
        let start = Int(max(e.start, 0)), length = Int(max(e.length, 0))
        let location = utf16(start)
        let selected = NSRange(location: location, length: utf16(start + length) - location)
        SDLHost.input.lastInput = CACurrentMediaTime()
        w.sendMarkedText(text, selectedRange: selected)
    }

    /// Where SDL last put the input method's candidate window (window points), nil while no text is edited.
    package var textInputRect: CGRect? { SDLHost.input.textInputRect }

    /// Moves the input method's candidate window to the caret of the text being edited in `window`.
    func updateTextInputRect(for window: UIWindow) {
        guard SDL_IsTextInputActive() == SDL_TRUE, let caret = window._textInputCaretRect else { return }
        let r = CGRect(x: caret.minX, y: caret.minY, width: max(caret.width, 1), height: caret.height).integral
        guard r != SDLHost.input.textInputRect else { return }
        SDLHost.input.textInputRect = r
        let u = outputs[ObjectIdentifier(window)]?.unitsPerPoint ?? 1
        var rect = SDL_Rect(x: Int32(clamping: Int(r.minX * u)), y: Int32(clamping: Int(r.minY * u)),
                            w: Int32(clamping: Int(r.width * u)), h: Int32(clamping: Int(r.height * u)))
        SDL_SetTextInputRect(&rect)
    }
}
