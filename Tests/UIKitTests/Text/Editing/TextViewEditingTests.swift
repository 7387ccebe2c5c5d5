import Foundation
import Testing
import UIKit

/// UITextView editing: the delegate's callbacks, Return inserts a line break, vertical movement, the
/// caret kept visible by scrolling, taps, isEditable.
@MainActor @Suite(.freshWorld) struct TextViewEditingTests {
    final class Recorder: NSObject, UITextViewDelegate {
        var log: [String] = []
        var allowChange = true
        func textViewShouldBeginEditing(_ textView: UITextView) -> Bool { log.append("shouldBegin"); return true }
        func textViewDidBeginEditing(_ textView: UITextView) { log.append("didBegin") }
        func textViewShouldEndEditing(_ textView: UITextView) -> Bool { log.append("shouldEnd"); return true }
        func textViewDidEndEditing(_ textView: UITextView) { log.append("didEnd") }
        func textView(_ textView: UITextView, shouldChangeTextIn range: NSRange, replacementText text: String) -> Bool {
            log.append("shouldChange(\(range.location),\(range.length),\(text.replacingOccurrences(of: "\n", with: "\\n")))"); return allowChange
        }
        func textViewDidChange(_ textView: UITextView) { log.append("didChange") }
        func textViewDidChangeSelection(_ textView: UITextView) { log.append("didChangeSelection") }
    }

    func makeTextView(in w: UIWindow, height: CGFloat = 120) -> UITextView {
        let v = UITextView(frame: CGRect(x: 10, y: 10, width: 200, height: height))
        v.font = UIFont(name: "DejaVu Sans", size: 14)
        w.addSubview(v)
        return v
    }

    @Test("begin, type, Return, end: delegate callbacks and notifications; Return inserts a line break")
    func callbackOrder() {
        let w = makeEditingWindow()
        let v = makeTextView(in: w)
        let r = Recorder(); v.delegate = r
        var notes: [String] = []
        let token = NotificationCenter.default.addObserver(forName: UITextView.textDidChangeNotification, object: v, queue: nil) { _ in
            MainActor.assumeIsolated { notes.append("change") }
        }
        defer { NotificationCenter.default.removeObserver(token) }
        w.sendTouch(.began, at: CGPoint(x: 100, y: 40))
        w.sendTouch(.ended, at: CGPoint(x: 100, y: 40))
        _ = UIApplication.shared.runOneTurn()
        #expect(v.isFirstResponder)
        #expect(r.log == ["shouldBegin", "didBegin"])
        r.log = []
        EditKeys.type(text: "a", in: w)
        EditKeys.type(EditKeys.returnKey, in: w)
        EditKeys.type(text: "b", in: w)
        #expect(v.text == "a\nb" && v.selectedRange == NSRange(location: 3, length: 0))
        #expect(r.log == ["shouldChange(0,0,a)", "didChangeSelection", "didChange",
                          "shouldChange(1,0,\\n)", "didChangeSelection", "didChange",
                          "shouldChange(2,0,b)", "didChangeSelection", "didChange"])
        #expect(notes == ["change", "change", "change"])
        r.log = []
        #expect(v.resignFirstResponder())
        #expect(r.log == ["shouldEnd", "didEnd"])
    }

    @Test("vetoed changes leave the text; isEditable false ignores typing but keeps selection")
    func vetoAndReadOnly() {
        let w = makeEditingWindow()
        let v = makeTextView(in: w)
        v.text = "fixed"
        let r = Recorder(); v.delegate = r
        r.allowChange = false
        #expect(v.becomeFirstResponder())
        EditKeys.type(text: "x", in: w)
        #expect(v.text == "fixed")
        v.resignFirstResponder()
        v.isEditable = false
        #expect(v.becomeFirstResponder())
        v.insertText("y")
        EditKeys.type(EditKeys.command("a"), in: w)
        #expect(v.text == "fixed" && v.selectedRange == NSRange(location: 0, length: 5))
        v.resignFirstResponder()
    }

    @Test("lines: the caret after a line break is one line lower; down and up arrows move between lines")
    func lines() {
        let w = makeEditingWindow()
        let v = makeTextView(in: w)
        v.text = "first\nsecond\nthird"
        #expect(v.becomeFirstResponder())
        let line = "x".size(withAttributes: [.font: v.font!]).height
        let c0 = v.caretRect(for: v.beginningOfDocument)
        let c6 = v.caretRect(for: v.position(from: v.beginningOfDocument, offset: 6)!)
        #expect(abs(c6.minY - c0.minY - line) < 1 && abs(c6.minX - c0.minX) < 0.5)
        #expect(abs(c0.minY - 8) < 1)
        // Lines with the same text: down keeps the column.
        v.text = "abcd\nabcd\nabcd"
        v.selectedRange = NSRange(location: 2, length: 0)
        EditKeys.type(EditKeys.down, in: w)
        #expect(v.selectedRange.location == 7) // "ab|cd" on the second line
        EditKeys.type(EditKeys.down, in: w)
        #expect(v.selectedRange.location == 12)
        EditKeys.type(EditKeys.down, in: w)
        #expect(v.selectedRange.location == 14) // the end
        EditKeys.type(UIKey(keyCode: .keyboardUpArrow, characters: UIKeyCommand.inputUpArrow), in: w)
        #expect(v.selectedRange.location == 9) // the second line's end column
        v.text = "first\nsecond\nthird"
        #expect(v.position(from: v.beginningOfDocument, in: .down, offset: 1).map { v.offset(from: v.beginningOfDocument, to: $0) } == 6)
        v.text = "ends with a break\n"
        let end = v.caretRect(for: v.endOfDocument)
        #expect(end.minY > v.caretRect(for: v.beginningOfDocument).minY + line - 1)
        v.resignFirstResponder()
    }

    @Test("typing past the bottom scrolls so the caret stays visible")
    func scrollsToCaret() {
        let w = makeEditingWindow()
        let v = makeTextView(in: w, height: 60)
        #expect(v.becomeFirstResponder())
        for i in 0..<8 {
            v.insertText("line \(i)")
            EditKeys.type(EditKeys.returnKey, in: w)
        }
        _ = UIApplication.shared.runOneTurn()
        let caret = v.caretRect(for: v.endOfDocument)
        #expect(v.contentOffset.y > 0)
        #expect(caret.minY >= v.bounds.minY - 0.5 && caret.maxY <= v.bounds.maxY + 0.5)
        v.resignFirstResponder()
    }

    @Test("keyboard notifications exist with Apple's names; they are not posted on Linux")
    func keyboardNotifications() {
        #expect(UIResponder.keyboardWillShowNotification.rawValue == "UIKeyboardWillShowNotification")
        #expect(UIResponder.keyboardDidHideNotification.rawValue == "UIKeyboardDidHideNotification")
        #expect(UIResponder.keyboardFrameEndUserInfoKey == "UIKeyboardFrameEndUserInfoKey")
        #expect(UITextView.textDidChangeNotification.rawValue == "UITextViewTextDidChangeNotification")
    }
}
