import Foundation
import Testing
import UIKit

/// UITextField editing as UIKit documents it: the delegate's callbacks and the editing control events in
/// order, the delegate's veto, UTF-16 ranges, taps that focus and place the caret, keys.
@MainActor @Suite(.freshWorld) struct TextFieldEditingTests {
    @Test("tap, type, Return: begin, per-edit and end callbacks, control events and notifications in UIKit's order")
    func callbackOrder() {
        let w = makeEditingWindow()
        let f = makeField(in: w)
        let r = FieldRecorder(); r.attach(f); defer { r.detach() }
        #expect(f.canBecomeFirstResponder && !f.isEditing)
        w.sendTouch(.began, at: CGPoint(x: 100, y: 37))
        w.sendTouch(.ended, at: CGPoint(x: 100, y: 37))
        _ = UIApplication.shared.runOneTurn()
        #expect(f.isFirstResponder && f.isEditing)
        #expect(r.log == ["shouldBegin", "didBegin", "editingDidBegin", "note.begin"])
        r.log = []
        EditKeys.type(text: "ab", in: w)
        #expect(f.text == "ab")
        // textFieldDidChangeSelection is not recorded by the recorder (the protocol's default).
        #expect(r.log == ["shouldChange(0,0,a)", "editingChanged", "note.change",
                          "shouldChange(1,0,b)", "editingChanged", "note.change"])
        r.log = []
        EditKeys.type(EditKeys.returnKey, in: w)
        // With an action for .editingDidEndOnExit the field resigns after sending it.
        #expect(r.log == ["shouldReturn", "editingDidEndOnExit", "shouldEnd", "didEnd(committed)", "editingDidEnd", "note.end"])
        #expect(!f.isFirstResponder && !f.isEditing && f.text == "ab")
    }

    @Test("Return without an .editingDidEndOnExit action keeps editing; textFieldShouldReturn false sends nothing")
    func returnKey() {
        let w = makeEditingWindow()
        let f = makeField(in: w)
        let r = FieldRecorder()
        f.delegate = r
        #expect(f.becomeFirstResponder())
        r.log = []
        EditKeys.type(EditKeys.returnKey, in: w)
        #expect(r.log == ["shouldReturn"] && f.isFirstResponder && f.text == "")
        var exits = 0
        f.addAction(UIAction { _ in exits += 1 }, for: .editingDidEndOnExit)
        r.allowReturn = false
        EditKeys.type(EditKeys.returnKey, in: w)
        #expect(exits == 0 && f.isFirstResponder)
        r.allowReturn = true
        EditKeys.type(EditKeys.returnKey, in: w)
        #expect(exits == 1 && !f.isFirstResponder)
    }

    @Test("shouldChangeCharactersIn returning false blocks typing, deleting and replace(_:withText:)")
    func vetoBlocksEdits() {
        let w = makeEditingWindow()
        let f = makeField(in: w)
        f.text = "keep"
        let r = FieldRecorder(); r.attach(f); defer { r.detach() }
        r.allowChange = false
        #expect(f.becomeFirstResponder())
        r.log = []
        EditKeys.type(text: "x", in: w)
        EditKeys.type(EditKeys.backspace, in: w)
        f.insertText("y")
        f.replace(f.textRange(from: f.beginningOfDocument, to: f.endOfDocument)!, withText: "z")
        #expect(f.text == "keep")
        #expect(r.log == ["shouldChange(4,0,x)", "shouldChange(3,1,)", "shouldChange(4,0,y)", "shouldChange(0,4,z)"])
        #expect(nsRange(f.selectedTextRange, in: f) == NSRange(location: 4, length: 0))
        f.resignFirstResponder()
    }

    @Test("beginning editing and the delegate's refusals: shouldBegin false keeps the field out, shouldEnd false keeps it in")
    func refusals() {
        let w = makeEditingWindow()
        let f = makeField(in: w)
        let r = FieldRecorder(); f.delegate = r
        r.allowBegin = false
        #expect(!f.becomeFirstResponder() && !f.isEditing && f.selectedTextRange == nil)
        r.allowBegin = true
        #expect(f.becomeFirstResponder())
        r.allowEnd = false
        #expect(!f.resignFirstResponder() && f.isEditing)
        r.allowEnd = true
        #expect(f.resignFirstResponder() && !f.isEditing)
        f.isEnabled = false
        #expect(!f.canBecomeFirstResponder && !f.becomeFirstResponder())
        let detached = UITextField(frame: CGRect(x: 0, y: 0, width: 100, height: 30))
        #expect(!detached.becomeFirstResponder())
    }

    @Test("Ranges count UTF-16: an emoji is two units; one deleteBackward removes a whole grapheme cluster")
    func utf16AndGraphemes() {
        let w = makeEditingWindow()
        let f = makeField(in: w)
        let r = FieldRecorder(); f.delegate = r
        f.text = "a😀b"
        #expect(f.becomeFirstResponder())
        #expect(f.offset(from: f.beginningOfDocument, to: f.endOfDocument) == 4)
        #expect(nsRange(f.selectedTextRange, in: f) == NSRange(location: 4, length: 0))
        #expect(f.position(from: f.beginningOfDocument, offset: 5) == nil)
        #expect(f.position(from: f.beginningOfDocument, offset: -1) == nil)
        let emoji = f.textRange(from: f.position(from: f.beginningOfDocument, offset: 1)!, to: f.position(from: f.beginningOfDocument, offset: 3)!)!
        #expect(f.text(in: emoji) == "😀")
        r.log = []
        f.deleteBackward(); f.deleteBackward()
        #expect(f.text == "a" && r.log == ["shouldChange(3,1,)", "shouldChange(1,2,)"])
        for (s, units) in [("e\u{301}", 2), ("👍🏽", 4), ("🇰🇷", 4), ("👩‍👩‍👧", 8)] {
            f.text = "x" + s
            r.log = []
            f.deleteBackward()
            #expect(f.text == "x", "\(s)")
            #expect(r.log == ["shouldChange(1,\(units),)"], "\(s)")
        }
        // Arrow keys step over clusters: offsets 4 → 3 → 1 → 0 in "a😀b".
        f.text = "a😀b"
        var seen: [Int] = []
        for _ in 0..<4 { EditKeys.type(EditKeys.left, in: w); seen.append(nsRange(f.selectedTextRange, in: f)!.location) }
        #expect(seen == [3, 1, 0, 0])
        f.resignFirstResponder()
    }

    @Test("The caret: caretRect follows the text's advance; closestPosition(to:) inverts it; a tap places the caret")
    func caretGeometryAndTap() {
        let w = makeEditingWindow()
        let f = makeField(in: w)
        f.text = "hello world"
        #expect(f.becomeFirstResponder())
        let text = f.textRect(forBounds: f.bounds)
        let hello = "hello".size(withAttributes: [.font: EditKeys.font]).width
        let p5 = f.position(from: f.beginningOfDocument, offset: 5)!
        let caret = f.caretRect(for: p5)
        #expect(abs(caret.midX - (text.minX + hello)) < 1.01)
        #expect(caret.width == 2 && caret.height > 15)
        #expect(f.offset(from: f.beginningOfDocument, to: f.closestPosition(to: CGPoint(x: text.minX + hello + 1, y: 17))!) == 5)
        // A tap (in window coordinates) places the caret there.
        w.sendTouch(.began, at: CGPoint(x: 20 + text.minX + hello - 1, y: 37))
        w.sendTouch(.ended, at: CGPoint(x: 20 + text.minX + hello - 1, y: 37))
        _ = UIApplication.shared.runOneTurn()
        #expect(nsRange(f.selectedTextRange, in: f) == NSRange(location: 5, length: 0))
        #expect(f.offset(from: f.beginningOfDocument, to: f.closestPosition(to: CGPoint(x: -50, y: 17))!) == 0)
        #expect(f.offset(from: f.beginningOfDocument, to: f.closestPosition(to: CGPoint(x: 500, y: 17))!) == 11)
        // A selection's rectangles span its text.
        let sel = f.textRange(from: f.beginningOfDocument, to: p5)!
        let rects = f.selectionRects(for: sel)
        #expect(rects.count == 1 && rects[0].containsStart && rects[0].containsEnd)
        #expect(abs(rects[0].rect.width - hello) < 1.01)
        #expect(abs(f.firstRect(for: sel).width - hello) < 1.01)
        f.resignFirstResponder()
    }

    @Test("Hardware keys: arrows, shift-selection, Home/End, command A/C/X/V through UIPasteboard.general")
    func keyboardEditing() {
        let w = makeEditingWindow()
        let f = makeField(in: w)
        f.text = "hello world"
        #expect(f.becomeFirstResponder())
        for _ in 0..<5 { EditKeys.type(EditKeys.shiftLeft, in: w) }
        #expect(nsRange(f.selectedTextRange, in: f) == NSRange(location: 6, length: 5))
        EditKeys.type(EditKeys.command("c"), in: w)
        #expect(UIPasteboard.general.string == "world" && UIPasteboard.general.hasStrings)
        EditKeys.type(EditKeys.home, in: w)
        #expect(nsRange(f.selectedTextRange, in: f) == NSRange(location: 0, length: 0))
        EditKeys.type(EditKeys.shiftRight, in: w)
        EditKeys.type(EditKeys.shiftRight, in: w)
        EditKeys.type(EditKeys.command("x"), in: w)
        #expect(f.text == "llo world" && UIPasteboard.general.string == "he")
        EditKeys.type(EditKeys.end, in: w)
        EditKeys.type(EditKeys.command("v"), in: w)
        #expect(f.text == "llo worldhe")
        EditKeys.type(EditKeys.command("a"), in: w)
        #expect(nsRange(f.selectedTextRange, in: f) == NSRange(location: 0, length: 11))
        EditKeys.type(text: "Q", in: w)
        #expect(f.text == "Q")
        // A selection collapses to its end with the right arrow, to its start with the left.
        f.text = "abc"
        f.selectedTextRange = f.textRange(from: f.position(from: f.beginningOfDocument, offset: 1)!, to: f.endOfDocument)
        EditKeys.type(EditKeys.left, in: w)
        #expect(nsRange(f.selectedTextRange, in: f) == NSRange(location: 1, length: 0))
        UIPasteboard.general.strings = ["one", "two"]
        #expect(UIPasteboard.general.string == "one" && UIPasteboard.general.strings == ["one", "two"])
        f.resignFirstResponder()
    }

    @Test("Host text input: sendText inserts into the first responder as SDL_TEXTINPUT does")
    func hostText() {
        let w = makeEditingWindow()
        let f = makeField(in: w)
        w.sendText("ignored")
        #expect(f.text == "")
        #expect(f.becomeFirstResponder())
        w.sendText("héllo ")
        w.sendText("😀")
        _ = UIApplication.shared.runOneTurn()
        #expect(f.text == "héllo 😀" && nsRange(f.selectedTextRange, in: f) == NSRange(location: 8, length: 0))
        f.resignFirstResponder()
    }

    @Test("Long text scrolls sideways so the caret stays inside the field; Home scrolls back")
    func horizontalScrolling() {
        let w = makeEditingWindow()
        let f = makeField(in: w, frame: CGRect(x: 20, y: 20, width: 100, height: 34))
        #expect(f.becomeFirstResponder())
        EditKeys.type(text: "abcdefghijklmnopqrstuvwxyz", in: w)
        let end = f.caretRect(for: f.endOfDocument)
        #expect(end.maxX <= f.bounds.width + 0.5 && end.minX > f.bounds.width / 2)
        EditKeys.type(EditKeys.home, in: w)
        let start = f.caretRect(for: f.beginningOfDocument)
        #expect(start.minX >= -1 && start.maxX < 10)
        f.resignFirstResponder()
    }

    @Test("Overlays and the clear button follow their modes; clearsOnBeginEditing empties the field")
    func overlaysAndClearing() {
        let w = makeEditingWindow()
        let f = makeField(in: w)
        let left = UIView(frame: CGRect(x: 0, y: 0, width: 20, height: 20))
        f.leftView = left; f.leftViewMode = .whileEditing
        f.clearButtonMode = .whileEditing
        f.text = "abc"
        f.layoutIfNeeded()
        #expect(left.isHidden)
        let before = f.textRect(forBounds: f.bounds)
        #expect(f.becomeFirstResponder())
        f.layoutIfNeeded()
        #expect(!left.isHidden)
        let during = f.textRect(forBounds: f.bounds)
        #expect(during.minX >= 20 && during.maxX <= f.clearButtonRect(forBounds: f.bounds).minX && during.width < before.width)
        var changed = 0
        f.addAction(UIAction { _ in changed += 1 }, for: .editingChanged)
        let c = f.clearButtonRect(forBounds: f.bounds)
        w.sendTouch(.began, at: CGPoint(x: 20 + c.midX, y: 20 + c.midY))
        w.sendTouch(.ended, at: CGPoint(x: 20 + c.midX, y: 20 + c.midY))
        #expect(f.text == "" && changed == 1 && f.isEditing)
        f.resignFirstResponder()
        f.text = "old"
        f.clearsOnBeginEditing = true
        #expect(f.becomeFirstResponder() && f.text == "" && !f.hasText)
        f.resignFirstResponder()
        #expect(!f.allowsEditingTextAttributes)
    }

    final class NoCaretField: UITextField {
        override func caretRect(for position: UITextPosition) -> CGRect { .zero }
    }

    @Test("standard edit actions: selectAll, copy, cut, paste, select, delete; an overridden caretRect(for:) hides the caret")
    func editActions() {
        let w = makeEditingWindow()
        let f = makeField(in: w)
        f.text = "one two"
        #expect(f.becomeFirstResponder())
        f.selectAll(nil)
        #expect(nsRange(f.selectedTextRange, in: f) == NSRange(location: 0, length: 7))
        f.copy(nil)
        #expect(UIPasteboard.general.string == "one two")
        f.selectedTextRange = f.textRange(from: f.position(from: f.beginningOfDocument, offset: 4)!, to: f.endOfDocument)
        f.cut(nil)
        #expect(f.text == "one " && UIPasteboard.general.string == "two")
        f.paste(nil)
        #expect(f.text == "one two")
        f.selectedTextRange = f.textRange(from: f.position(from: f.beginningOfDocument, offset: 1)!, to: f.position(from: f.beginningOfDocument, offset: 1)!)
        f.select(nil)
        #expect(nsRange(f.selectedTextRange, in: f) == NSRange(location: 0, length: 3))
        f.delete(nil)
        #expect(f.text == " two")
        f.resignFirstResponder()

        let hidden = NoCaretField(frame: CGRect(x: 20, y: 80, width: 200, height: 34))
        hidden.tintColor = UIColor(red: 0, green: 0, blue: 1, alpha: 1)
        w.addSubview(hidden)
        #expect(hidden.becomeFirstResponder())
        _ = UIApplication.shared.runOneTurn()
        #expect(countPixels(w.renderedImage(scale: 1)) { $0.b > 200 && $0.r < 80 && $0.g < 80 } == 0)
        hidden.resignFirstResponder()
    }

    @Test("endEditing(_:) resigns a descendant text field; without force the delegate may refuse, with force it is not asked")
    func endEditing() {
        let w = makeEditingWindow()
        let container = UIView(frame: w.bounds)
        w.addSubview(container)
        let f = makeField(in: w)
        f.removeFromSuperview(); container.addSubview(f)
        let r = FieldRecorder(); f.delegate = r
        #expect(f.becomeFirstResponder())
        r.allowEnd = false
        r.log = []
        #expect(!container.endEditing(false) && f.isEditing)
        #expect(r.log == ["shouldEnd"])
        r.log = []
        #expect(container.endEditing(true) && !f.isEditing && !f.isFirstResponder)
        #expect(r.log == ["didEnd(committed)"])
        #expect(container.endEditing(false))
    }

    @Test("a double tap selects the word under it")
    func doubleTapSelectsWord() {
        let w = makeEditingWindow()
        let f = makeField(in: w)
        f.text = "hello world"
        let text = f.textRect(forBounds: f.bounds)
        let x = 20 + text.minX + "hello wo".size(withAttributes: [.font: EditKeys.font]).width
        for _ in 0..<2 {
            w.sendTouch(.began, at: CGPoint(x: x, y: 37))
            w.sendTouch(.ended, at: CGPoint(x: x, y: 37))
            CAMediaClock.advance(by: 0.1)
            _ = UIApplication.shared.runOneTurn()
        }
        #expect(nsRange(f.selectedTextRange, in: f) == NSRange(location: 6, length: 5))
        f.resignFirstResponder()
    }
}
