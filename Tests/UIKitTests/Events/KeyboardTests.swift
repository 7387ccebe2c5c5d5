import Testing
import UIKit

@MainActor @Suite(.freshWorld) struct KeyboardTests {
    final class Field: UIView {
        var log: [String] = []
        var commands: [UIKeyCommand] = []
        override var canBecomeFirstResponder: Bool { true }
        override var keyCommands: [UIKeyCommand]? { commands }
        override func pressesBegan(_ presses: Set<UIPress>, with event: UIPressesEvent?) {
            for p in presses { log.append("began \(p.key?.characters ?? "?") \(p.key?.keyCode.rawValue ?? -1)") }
        }
        override func pressesEnded(_ presses: Set<UIPress>, with event: UIPressesEvent?) {
            for p in presses { log.append("ended \(p.key?.characters ?? "?")") }
        }
    }

    @Test("key presses go to the first responder of the key window, began then ended")
    func pressesToFirstResponder() {
        let w = makeEventWindow()
        let f = Field()
        w.addSubview(f)
        #expect(f.becomeFirstResponder())
        let key = UIKey(keyCode: .keyboardA, characters: "a")
        let p = w.sendKey(.began, key)
        #expect(p.phase == .began && p.responder === f && p.key?.keyCode == .keyboardA)
        w.sendKey(.ended, key)
        #expect(f.log == ["began a 4", "ended a"])
        f.resignFirstResponder()
    }

    @Test("unhandled presses travel the responder chain to the superview")
    func pressesForward() {
        let w = makeEventWindow()
        let parent = Field()
        final class Inner: UIView { override var canBecomeFirstResponder: Bool { true } }
        let inner = Inner()
        parent.addSubview(inner); w.addSubview(parent)
        #expect(inner.becomeFirstResponder())
        w.typeKey(UIKey(keyCode: .keyboardB, characters: "b"))
        #expect(parent.log == ["began b 5", "ended b"])
        inner.resignFirstResponder()
    }

    @Test("a matching UIKeyCommand runs instead of pressesBegan; modifiers must match")
    func keyCommands() {
        let w = makeEventWindow()
        let f = Field()
        w.addSubview(f)
        var ran = 0
        f.commands = [UIKeyCommand(input: "s", modifierFlags: .command) { _ in ran += 1 },
                      UIKeyCommand(input: UIKeyCommand.inputUpArrow, modifierFlags: []) { _ in ran += 10 }]
        #expect(f.becomeFirstResponder())
        w.typeKey(UIKey(keyCode: .keyboardS, characters: "s", modifierFlags: .command))
        #expect(ran == 1 && f.log.isEmpty)
        w.typeKey(UIKey(keyCode: .keyboardS, characters: "s"))
        #expect(ran == 1 && f.log == ["began s 22", "ended s"])
        w.typeKey(UIKey(keyCode: .keyboardUpArrow, characters: ""))
        #expect(ran == 11)
        #expect(UIKeyCommand.inputEscape == "UIKeyInputEscape")
        f.resignFirstResponder()
    }

    @Test("a selector key command is sent up the chain to a UITargetActionReceiver")
    func selectorKeyCommand() {
        let w = makeEventWindow()
        final class Host: UIView, UITargetActionReceiver {
            var got: [String] = []
            override var keyCommands: [UIKeyCommand]? { [UIKeyCommand(input: "z", modifierFlags: .control, action: "undo:")] }
            func receiveAction(_ action: Selector, from sender: Any?, for event: UIEvent?) { got.append(action.name) }
        }
        final class Inner: UIView { override var canBecomeFirstResponder: Bool { true } }
        let host = Host(), inner = Inner()
        host.addSubview(inner); w.addSubview(host)
        #expect(inner.becomeFirstResponder())
        w.typeKey(UIKey(keyCode: .keyboardZ, characters: "\u{1A}", charactersIgnoringModifiers: "z", modifierFlags: .control))
        #expect(host.got == ["undo:"])
        inner.resignFirstResponder()
    }
}
