import Foundation
import Testing
@testable import UIKit

/// Text fields' and text views' edit menu as iOS shows it: a long press (or a secondary click) shows
/// Cut / Copy / Paste / Select All as `canPerformAction(_:withSender:)` allows, and choosing one calls the
/// field's `cut(_:)`, `copy(_:)`, `paste(_:)` or `selectAll(_:)`, which go through `UIPasteboard.general`.
@MainActor @Suite(.serialized, .freshWorld) struct TextEditMenuTests {
    private func turn() { UIApplication.shared.runOneTurn() }

    private func longPress(_ w: UIWindow, at p: CGPoint) {
        w.sendTouch(.began, at: p)
        turn()
        CAMediaClock.advance(by: 0.6)
        turn()
        w.sendTouch(.ended, at: p)
        turn()
    }

    private func tap(_ w: UIWindow, at p: CGPoint) { tapTouch(in: w, at: p) }

    private var shownTitles: [String] { MenuPresenter.current?.bar?.buttons.map(\.element.title) ?? [] }

    private func tapItem(_ title: String, in w: UIWindow) throws {
        let button = try #require(MenuPresenter.current?.bar?.buttons.first { $0.element.title == title })
        let r = button.convert(button.bounds, to: w)
        tap(w, at: CGPoint(x: r.midX, y: r.midY))
    }

    /// A first-responder field holding `text` with `range` selected.
    private func editingField(_ text: String, selecting range: NSRange, in w: UIWindow) -> UITextField {
        let f = makeField(in: w, frame: CGRect(x: 20, y: 120, width: 200, height: 34))
        f.text = text
        #expect(f.becomeFirstResponder())
        let start = f.position(from: f.beginningOfDocument, offset: range.location)!
        let end = f.position(from: start, offset: range.length)!
        f.selectedTextRange = f.textRange(from: start, to: end)
        turn()
        return f
    }

    private func selectedRange(of f: UITextField) -> NSRange? {
        guard let r = f.selectedTextRange else { return nil }
        return NSRange(location: f.offset(from: f.beginningOfDocument, to: r.start), length: f.offset(from: r.start, to: r.end))
    }

    @Test("a long press on a field with a selection shows Cut, Copy, Select All (no Paste on an empty pasteboard); Copy copies")
    func longPressThenCopy() throws {
        let w = makeEditingWindow()
        UIPasteboard.general.items = []
        let f = editingField("hello world", selecting: NSRange(location: 6, length: 5), in: w)
        longPress(w, at: CGPoint(x: 100, y: 137))
        #expect(shownTitles == ["Cut", "Copy", "Select All"])
        // The menu sits above the press, inside the window.
        let bar = try #require(MenuPresenter.current?.bar)
        #expect(bar.frame.maxY <= 137 && bar.frame.minY >= 0)
        try tapItem("Copy", in: w)
        #expect(UIPasteboard.general.string == "world")
        #expect(MenuPresenter.current == nil && f.text == "hello world")
    }

    @Test("Cut removes the selection to the pasteboard; Paste inserts the pasteboard's string at the caret")
    func cutThenPaste() throws {
        let w = makeEditingWindow()
        UIPasteboard.general.items = []
        let f = editingField("hello world", selecting: NSRange(location: 0, length: 6), in: w)
        longPress(w, at: CGPoint(x: 100, y: 137))
        try tapItem("Cut", in: w)
        #expect(f.text == "world" && UIPasteboard.general.string == "hello ")
        f.selectedTextRange = f.textRange(from: f.endOfDocument, to: f.endOfDocument)
        longPress(w, at: CGPoint(x: 100, y: 137))
        // A caret, no selection: nothing to cut or copy.
        #expect(shownTitles == ["Paste", "Select All"])
        try tapItem("Paste", in: w)
        #expect(f.text == "worldhello ")
    }

    @Test("Select All selects the whole text")
    func selectAll() throws {
        let w = makeEditingWindow()
        let f = editingField("hello", selecting: NSRange(location: 2, length: 0), in: w)
        longPress(w, at: CGPoint(x: 100, y: 137))
        try tapItem("Select All", in: w)
        #expect(selectedRange(of: f) == NSRange(location: 0, length: 5))
        #expect(MenuPresenter.current == nil)
    }

    @Test("a touch outside the menu dismisses it without acting; the field keeps its text and selection")
    func tapOutsideDismisses() {
        let w = makeEditingWindow()
        UIPasteboard.general.items = []
        let f = editingField("hello world", selecting: NSRange(location: 6, length: 5), in: w)
        longPress(w, at: CGPoint(x: 100, y: 137))
        #expect(MenuPresenter.current != nil)
        tap(w, at: CGPoint(x: 300, y: 20))
        #expect(MenuPresenter.current == nil)
        #expect(f.text == "hello world" && selectedRange(of: f) == NSRange(location: 6, length: 5))
        #expect(!UIPasteboard.general.hasStrings)
    }

    @Test("a long press on a field that is not editing focuses it first; a secure field offers no Cut or Copy")
    func longPressFocusesAndSecureEntry() {
        let w = makeEditingWindow()
        UIPasteboard.general.string = "pw"
        let f = makeField(in: w, frame: CGRect(x: 20, y: 120, width: 200, height: 34))
        f.text = "secret"
        f.isSecureTextEntry = true
        turn()
        longPress(w, at: CGPoint(x: 100, y: 137))
        #expect(f.isFirstResponder)
        #expect(shownTitles == ["Paste", "Select All"])
        f.selectAll(nil)
        #expect(!f.canPerformAction("copy:", withSender: nil) && !f.canPerformAction("cut:", withSender: nil))
    }

    @Test("a secondary click shows the menu; a finger's tap does not")
    func secondaryClick() {
        let w = makeEditingWindow()
        let f = editingField("hello", selecting: NSRange(location: 0, length: 5), in: w)
        tap(w, at: CGPoint(x: 100, y: 137))
        #expect(MenuPresenter.current == nil)
        f.selectAll(nil)
        w.sendPointer(.began, at: CGPoint(x: 100, y: 137), buttons: .secondary)
        turn()
        w.sendPointer(.ended, at: CGPoint(x: 100, y: 137), buttons: [])
        turn()
        #expect(shownTitles.contains("Copy"))
    }

    @Test("a text view's long press shows its menu too; a read-only text view offers Copy but not Cut or Paste")
    func textView() throws {
        let w = makeEditingWindow()
        UIPasteboard.general.string = "x"
        let tv = UITextView(frame: CGRect(x: 20, y: 60, width: 260, height: 120))
        tv.text = "line one"
        tv.isEditable = false
        w.addSubview(tv)
        turn()
        longPress(w, at: CGPoint(x: 60, y: 80))
        #expect(tv.isFirstResponder)
        try tapItem("Select All", in: w)
        longPress(w, at: CGPoint(x: 60, y: 80))
        #expect(shownTitles == ["Copy"])
        try tapItem("Copy", in: w)
        #expect(UIPasteboard.general.string == "line one")
    }
}
