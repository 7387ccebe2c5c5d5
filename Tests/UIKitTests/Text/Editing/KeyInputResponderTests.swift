import Foundation
import Testing
import UIKit

/// A custom view adopting only `UIKeyInput` (a PIN view) compiles with no traits declared and receives a
/// hardware keyboard's typing and Backspace while it is first responder.
@MainActor @Suite(.freshWorld) struct KeyInputResponderTests {
    final class PinView: UIView, UIKeyInput {
        var digits = ""
        var keyboardType: UIKeyboardType = .numberPad
        override var canBecomeFirstResponder: Bool { true }
        var hasText: Bool { !digits.isEmpty }
        func insertText(_ text: String) { digits += text.filter(\.isNumber) }
        func deleteBackward() { if !digits.isEmpty { digits.removeLast() } }
        override var inputAccessoryView: UIView? { nil }
    }

    @Test("typing digits, letters and Backspace into a UIKeyInput first responder; shortcuts pass by")
    func pinView() {
        let w = makeEditingWindow()
        let v = PinView(frame: CGRect(x: 0, y: 0, width: 100, height: 40))
        w.addSubview(v)
        #expect(v.keyboardType == .numberPad && v.autocapitalizationType == .sentences && !v.isSecureTextEntry)
        EditKeys.type(UIKey(keyCode: .keyboard1, characters: "1"), in: w)
        #expect(v.digits == "") // not first responder yet
        #expect(v.becomeFirstResponder())
        for (code, c) in [(UIKeyboardHIDUsage.keyboard1, "1"), (.keyboard2, "2"), (.keyboardA, "a"), (.keyboard3, "3")] {
            EditKeys.type(UIKey(keyCode: code, characters: c), in: w)
        }
        EditKeys.type(EditKeys.backspace, in: w)
        EditKeys.type(EditKeys.command("v"), in: w)
        #expect(v.digits == "12")
        w.sendText("45")
        #expect(v.digits == "1245" && v.hasText)
        v.resignFirstResponder()
    }

    @Test("scrollRangeToVisible scrolls a text view to a range below its bounds")
    func scrollRange() {
        let w = makeEditingWindow()
        let v = UITextView(frame: CGRect(x: 0, y: 0, width: 200, height: 50))
        v.font = UIFont(name: "DejaVu Sans", size: 14)
        w.addSubview(v)
        v.text = (0..<20).map { "line \($0)" }.joined(separator: "\n")
        let target = (v.text as NSString).range(of: "line 15")
        v.scrollRangeToVisible(target)
        let rect = v.firstRect(for: v.textRange(from: v.position(from: v.beginningOfDocument, offset: target.location)!,
                                                to: v.position(from: v.beginningOfDocument, offset: target.location + target.length)!)!)
        #expect(v.contentOffset.y > 0)
        #expect(rect.minY >= v.bounds.minY - 3 && rect.maxY <= v.bounds.maxY + 3)
    }
}
