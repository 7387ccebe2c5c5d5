import Foundation
import Testing
import UIKit

/// Bad input gets UIKit's answer (nil, clamping, no change), and marked text replaces itself until
/// committed.
@MainActor @Suite(.freshWorld) struct TextInputEdgeCaseTests {
    final class ForeignPosition: UITextPosition {}
    final class ForeignRange: UITextRange {}

    @Test("foreign positions and ranges give nil or no change; out-of-range selections clamp")
    func badInput() {
        let w = makeEditingWindow()
        let f = makeField(in: w)
        f.text = "abc"
        #expect(f.becomeFirstResponder())
        #expect(f.position(from: ForeignPosition(), offset: 1) == nil)
        #expect(f.textRange(from: ForeignPosition(), to: f.endOfDocument) == nil)
        #expect(f.text(in: ForeignRange()) == nil)
        f.replace(ForeignRange(), withText: "x")
        f.selectedTextRange = ForeignRange()
        #expect(f.text == "abc" && nsRange(f.selectedTextRange, in: f) == NSRange(location: 3, length: 0))
        #expect(f.position(from: f.endOfDocument, offset: Int.max) == nil)
        #expect(f.caretRect(for: ForeignPosition()).isNull)
        f.resignFirstResponder()
        let v = UITextView(frame: CGRect(x: 0, y: 100, width: 200, height: 80))
        w.addSubview(v)
        v.text = "hello"
        v.selectedRange = NSRange(location: 3, length: 100)
        #expect(v.selectedRange == NSRange(location: 3, length: 2))
        v.selectedRange = NSRange(location: -4, length: 2)
        #expect(v.selectedRange.location == 0 && v.selectedRange.length <= 2)
        #expect(v.characterRange(at: CGPoint(x: 9, y: 14)).map { v.offset(from: v.beginningOfDocument, to: $0.start) } == 0)
    }

    @Test("marked text replaces itself until unmarkText commits it; markedTextRange covers it")
    func markedText() {
        let w = makeEditingWindow()
        let f = makeField(in: w)
        f.text = "ab"
        #expect(f.becomeFirstResponder())
        #expect(f.markedTextRange == nil)
        f.setMarkedText("k", selectedRange: NSRange(location: 1, length: 0))
        f.setMarkedText("ka", selectedRange: NSRange(location: 2, length: 0))
        #expect(f.text == "abka" && nsRange(f.markedTextRange, in: f) == NSRange(location: 2, length: 2))
        #expect(nsRange(f.selectedTextRange, in: f) == NSRange(location: 4, length: 0))
        f.setMarkedText("か", selectedRange: NSRange(location: 1, length: 0))
        #expect(f.text == "abか")
        f.unmarkText()
        #expect(f.markedTextRange == nil)
        f.insertText("!")
        #expect(f.text == "abか!")
        f.resignFirstResponder()
    }

    @Test("the tokenizer finds words and clusters; position(from:in:offset:) steps by cluster")
    func tokenizer() {
        let w = makeEditingWindow()
        let f = makeField(in: w)
        f.text = "héllo wörld 😀"
        let t = f.tokenizer
        let p2 = f.position(from: f.beginningOfDocument, offset: 2)!
        let word = t.rangeEnclosingPosition(p2, with: .word, inDirection: .storage(.forward))
        #expect(word.flatMap { f.text(in: $0) } == "héllo")
        let next = t.position(from: f.beginningOfDocument, toBoundary: .word, inDirection: .storage(.forward))
        #expect(next.map { f.offset(from: f.beginningOfDocument, to: $0) } == 5)
        let end = f.endOfDocument
        let back = f.position(from: end, in: .left, offset: 1)!
        #expect(f.offset(from: back, to: end) == 2)
        #expect(t.isPosition(f.beginningOfDocument, atBoundary: .document, inDirection: .storage(.backward)))
    }

    @Test("a tokenizer kept after its text field is freed answers as for empty text")
    func tokenizerOutlivingItsField() {
        var t: (any UITextInputTokenizer)?
        var start: UITextPosition?
        weak var freed: UITextField?
        do {
            let f = UITextField(frame: CGRect(x: 0, y: 0, width: 200, height: 30))
            f.text = "hello world"
            t = f.tokenizer
            start = f.position(from: f.beginningOfDocument, offset: 2)
            freed = f
        }
        #expect(freed == nil)
        guard let t, let start else { Issue.record("no tokenizer or position"); return }
        #expect(t.rangeEnclosingPosition(start, with: .word, inDirection: .storage(.forward)) == nil)
        #expect(t.position(from: start, toBoundary: .word, inDirection: .storage(.forward)) == nil)
    }
}
