import Foundation
import CSDL2
import Testing
import UIKit

/// An input method's composition through the SDL host: `SDL_TEXTEDITING` events become the first
/// responder's marked text (`setMarkedText(_:selectedRange:)`), the `SDL_TEXTINPUT` that commits it
/// replaces the marked text once, and the candidate window follows the caret (`SDL_SetTextInputRect`).
@MainActor @Suite(.serialized, .freshWorld)
struct SDLInputMethodTests {
    func editingField() -> (UIWindow, UITextField, [String]) {
        let (window, vc) = shownController()
        let field = UITextField(frame: CGRect(x: 20, y: 100, width: 300, height: 34))
        field.font = EditKeys.font
        vc.view.addSubview(field)
        _ = field.becomeFirstResponder()
        UIApplication.shared.runOneTurn()
        SDL_StartTextInput()
        return (window, field, [])
    }

    @Test("composition events become marked text with the input method's cursor; the commit inserts the text once")
    func compositionBecomesMarkedText() throws {
        let host = try #require(SDLTestHost.make())
        defer { SDLTestHost.finish() }
        let (window, field, _) = editingField()
        var changes = 0
        field.addAction(UIAction { _ in changes += 1 }, for: .editingChanged)
        field.text = "a"
        SDLTestHost.pushComposition("ni", start: 2)
        _ = host.pollEvents()
        #expect(field.text == "ani")
        let marked = try #require(field.markedTextRange)
        #expect(field.offset(from: field.beginningOfDocument, to: marked.start) == 1)
        #expect(field.offset(from: marked.start, to: marked.end) == 2)
        let caret = try #require(field.selectedTextRange)
        #expect(field.offset(from: field.beginningOfDocument, to: caret.start) == 3)
        #expect(caret.isEmpty)
        // The input method offers a candidate and selects it (cursor 0, one character selected).
        SDLTestHost.pushComposition("你", start: 0, length: 1)
        _ = host.pollEvents()
        #expect(field.text == "a你")
        let sel = try #require(field.selectedTextRange)
        #expect(field.offset(from: field.beginningOfDocument, to: sel.start) == 1)
        #expect(field.offset(from: sel.start, to: sel.end) == 1)
        // Commit: the composition ends, then the committed text arrives (IBus's order).
        SDLTestHost.pushComposition("", start: 0)
        SDLTestHost.pushText("你")
        _ = host.pollEvents()
        #expect(field.text == "a你")
        #expect(field.markedTextRange == nil)
        let end = try #require(field.selectedTextRange)
        #expect(field.offset(from: field.beginningOfDocument, to: end.start) == 2)
        #expect(changes >= 1)
        field.resignFirstResponder()
        withExtendedLifetime(window) {}
    }

    @Test("a commit that arrives before the composition's end replaces the marked text once; the empty end changes nothing")
    func commitBeforeEnd() throws {
        let host = try #require(SDLTestHost.make())
        defer { SDLTestHost.finish() }
        let (window, field, _) = editingField()
        SDLTestHost.pushComposition("ka", start: 2)
        _ = host.pollEvents()
        #expect(field.text == "ka")
        var changes = 0
        field.addAction(UIAction { _ in changes += 1 }, for: .editingChanged)
        SDLTestHost.pushText("か")
        SDLTestHost.pushComposition("", start: 0)
        _ = host.pollEvents()
        #expect(field.text == "か")
        #expect(field.markedTextRange == nil)
        #expect(changes == 1)
        field.resignFirstResponder()
        withExtendedLifetime(window) {}
    }

    @Test("the candidate window goes to the caret: SDL's text input rectangle is caretRect(for:) in window points")
    func candidateWindowAtCaret() throws {
        let host = try #require(SDLTestHost.make())
        defer { SDLTestHost.finish() }
        let (window, field, _) = editingField()
        SDLTestHost.pushComposition("zhong", start: 5)
        _ = host.pollEvents()
        UIApplication.shared.runOneTurn()
        host.present(window)
        let caret = field.convert(field.caretRect(for: try #require(field.selectedTextRange).end), to: window)
        let rect = try #require(host.textInputRect)
        #expect(abs(rect.minX - caret.minX) <= 1)
        #expect(abs(rect.minY - caret.minY) <= 1)
        #expect(abs(rect.height - caret.height) <= 1)
        // Typing moves the caret, and the rectangle follows at the next present.
        SDLTestHost.pushComposition("zhongwen", start: 8)
        _ = host.pollEvents()
        UIApplication.shared.runOneTurn()
        host.present(window)
        let moved = field.convert(field.caretRect(for: try #require(field.selectedTextRange).end), to: window)
        #expect(moved.minX > caret.minX)
        #expect(abs((host.textInputRect?.minX ?? 0) - moved.minX) <= 1)
        field.resignFirstResponder()
        withExtendedLifetime(window) {}
    }
}
