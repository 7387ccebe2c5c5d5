import Foundation
import Testing
import UIKit

/// A randomized run of inserts, deletes, caret moves and selection changes against a reference model
/// (an array of grapheme clusters and a selection in cluster indices): the field's text, selected UTF-16
/// range and caret rectangle stay consistent with it.
@MainActor @Suite(.freshWorld) struct TextEditingInvariantTests {
    static let clusters = ["a", "b", "W", " ", "e\u{301}", "ñ", "😀", "👍🏽", "🇰🇷", "한"]

    @Test("random edits keep text, selectedRange and caret rect consistent with a reference model", arguments: [1, 2, 3])
    func randomEdits(seed: UInt64) {
        let w = makeEditingWindow()
        let f = makeField(in: w, frame: CGRect(x: 10, y: 10, width: 160, height: 34))
        #expect(f.becomeFirstResponder())
        var rng = SplitMix64(state: seed)
        var model: [String] = []
        var lo = 0, hi = 0 // selection in cluster indices
        var anchor: Int? = nil
        func u16(_ i: Int) -> Int { model[..<i].reduce(0) { $0 + $1.utf16.count } }
        for step in 0..<300 {
            let op = Int.random(in: 0..<9, using: &rng)
            switch op {
            case 0, 1, 2:
                let c = Self.clusters.randomElement(using: &rng)!
                if op == 2 { w.sendText(c) } else { f.insertText(c) }
                model.replaceSubrange(lo..<hi, with: [c]); lo += 1; hi = lo; anchor = nil
            case 3:
                EditKeys.type(EditKeys.backspace, in: w)
                if lo != hi { model.removeSubrange(lo..<hi); hi = lo } else if lo > 0 { model.remove(at: lo - 1); lo -= 1; hi = lo }
                anchor = nil
            case 4:
                EditKeys.type(EditKeys.left, in: w)
                if lo != hi { hi = lo } else { lo = max(lo - 1, 0); hi = lo }
                anchor = nil
            case 5:
                EditKeys.type(EditKeys.right, in: w)
                if lo != hi { lo = hi } else { lo = min(lo + 1, model.count); hi = lo }
                anchor = nil
            case 6:
                let shiftLeft = Bool.random(using: &rng)
                EditKeys.type(shiftLeft ? EditKeys.shiftLeft : EditKeys.shiftRight, in: w)
                let a = anchor ?? lo
                var moving = a == lo ? hi : lo
                moving = shiftLeft ? max(moving - 1, 0) : min(moving + 1, model.count)
                anchor = a; lo = min(a, moving); hi = max(a, moving)
            case 7:
                let a = Int.random(in: 0...model.count, using: &rng), b = Int.random(in: 0...model.count, using: &rng)
                lo = min(a, b); hi = max(a, b); anchor = nil
                f.selectedTextRange = f.textRange(from: f.position(from: f.beginningOfDocument, offset: u16(lo))!,
                                                  to: f.position(from: f.beginningOfDocument, offset: u16(hi))!)
            default:
                let home = Bool.random(using: &rng)
                EditKeys.type(home ? EditKeys.home : EditKeys.end, in: w)
                lo = home ? 0 : model.count; hi = lo; anchor = nil
            }
            let expected = model.joined()
            #expect(f.text == expected, "step \(step)")
            #expect(nsRange(f.selectedTextRange, in: f) == NSRange(location: u16(lo), length: u16(hi) - u16(lo)), "step \(step) op \(op)")
            #expect(f.hasText == !model.isEmpty)
            if lo == hi {
                // The caret is inside the field (scrolled into view) and maps back to its own position.
                let caret = f.caretRect(for: f.selectedTextRange!.start)
                #expect(caret.minX >= -1 && caret.maxX <= f.bounds.width + 1, "step \(step)")
                let back = f.closestPosition(to: CGPoint(x: caret.midX, y: caret.midY))!
                #expect(f.offset(from: f.beginningOfDocument, to: back) == u16(lo), "step \(step)")
            }
            if model.count > 24 { f.text = ""; model = []; lo = 0; hi = 0; anchor = nil }
        }
        // Caret x grows with the position over the final text (left-to-right clusters).
        let xs = (0...model.count).map { f.caretRect(for: f.position(from: f.beginningOfDocument, offset: u16($0))!).minX }
        #expect(zip(xs, xs.dropFirst()).allSatisfy { $0 < $1 })
        f.resignFirstResponder()
    }
}
