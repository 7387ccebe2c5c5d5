import Foundation
import Testing
@testable import UIKit

/// A held key's auto-repeat (as the SDL host reports it) repeats the key's edit in the field being edited.
@MainActor @Suite(.freshWorld) struct KeyRepeatTests {
    @Test("held Backspace and Left repeat their edits; a field not being edited ignores repeats")
    func repeats() {
        let w = makeEditingWindow()
        let f = makeField(in: w)
        f.text = "abcdef"
        w._repeatKey(EditKeys.backspace)
        #expect(f.text == "abcdef")
        #expect(f.becomeFirstResponder())
        w.sendKey(.began, EditKeys.backspace)
        w._repeatKey(EditKeys.backspace)
        w._repeatKey(EditKeys.backspace)
        w.sendKey(.ended, EditKeys.backspace)
        #expect(f.text == "abc")
        w._repeatKey(EditKeys.left)
        w._repeatKey(EditKeys.left)
        #expect(nsRange(f.selectedTextRange, in: f) == NSRange(location: 1, length: 0))
        f.resignFirstResponder()
    }
}
