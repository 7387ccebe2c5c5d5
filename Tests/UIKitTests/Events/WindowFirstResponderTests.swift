import Foundation
import Testing
@testable import UIKit

/// A text field that records the nil-targeted actions the responder chain hands it.
final class ActionField: UITextField, UITargetActionReceiver {
    var actions: [String] = []
    func receiveAction(_ action: Selector, from sender: Any?, for event: UIEvent?) { actions.append(action.description) }
}

/// Each window keeps its own first responder, as UIKit's windows do: a responder becoming first responder
/// in one window leaves the others' first responders alone; keys and text go to the first responder of the
/// window they are delivered to (the host delivers them to the key window), and nil-targeted actions start
/// at the key window's first responder.
@MainActor @Suite(.serialized, .freshWorld)
struct WindowFirstResponderTests {
    /// Two shown windows of one screen, each with a text field; the second window is key. With `editing`,
    /// each field has become its window's first responder, the first window's first.
    func twoWindows(editing: Bool = false) -> (a: UIWindow, fieldA: ActionField, b: UIWindow, fieldB: ActionField) {
        let a = appWindow(CGSize(width: 320, height: 240))
        let b = UIWindow(frame: a.frame)
        b.screen = a.screen
        let fieldA = ActionField(frame: CGRect(x: 10, y: 10, width: 200, height: 30))
        let fieldB = ActionField(frame: CGRect(x: 10, y: 10, width: 200, height: 30))
        a.addSubview(fieldA)
        b.addSubview(fieldB)
        a.makeKeyAndVisible()
        b.makeKeyAndVisible()
        if editing {
            fieldA.becomeFirstResponder()
            fieldB.becomeFirstResponder()
        }
        return (a, fieldA, b, fieldB)
    }

    func finish(_ windows: UIWindow...) {
        for w in windows { w.endEditing(true); w.isHidden = true }
    }

    @Test("becomeFirstResponder in one window does not resign the first responder of another; within a window the previous one resigns")
    func firstResponderPerWindow() {
        let (a, fieldA, b, fieldB) = twoWindows()
        defer { finish(a, b) }
        var ended: [String] = []
        let idA = ObjectIdentifier(fieldA), idB = ObjectIdentifier(fieldB)
        let token = NotificationCenter.default.addObserver(forName: UITextField.textDidEndEditingNotification, object: nil, queue: nil) { n in
            let id = (n.object as AnyObject?).map(ObjectIdentifier.init)
            MainActor.assumeIsolated { ended.append(id == idA ? "A" : id == idB ? "B" : "other") }
        }
        defer { NotificationCenter.default.removeObserver(token) }

        #expect(fieldA.becomeFirstResponder())
        #expect(fieldB.becomeFirstResponder())
        #expect(fieldA.isFirstResponder && fieldB.isFirstResponder)
        #expect(fieldA.isEditing && fieldB.isEditing)
        #expect(ended.isEmpty, "window B's responder does not make window A's resign")

        let other = UITextField(frame: CGRect(x: 10, y: 50, width: 200, height: 30))
        b.addSubview(other)
        #expect(other.becomeFirstResponder())
        #expect(!fieldB.isFirstResponder && !fieldB.isEditing, "in its own window the previous first responder resigns")
        #expect(fieldA.isFirstResponder && fieldA.isEditing)
        #expect(ended == ["B"])

        // Leaving a window gives up first-responder status in that window only.
        other.removeFromSuperview()
        #expect(!other.isFirstResponder)
        #expect(fieldA.isFirstResponder)
    }

    @Test("keys and typed text reach the first responder of the window they are delivered to; nil-targeted actions start at the key window's")
    func inputFollowsTheWindow() {
        let (a, fieldA, b, fieldB) = twoWindows(editing: true)
        defer { finish(a, b) }
        #expect(b.isKeyWindow)

        b.typeKey(UIKey(keyCode: .keyboardB, characters: "b"))
        a.typeKey(UIKey(keyCode: .keyboardA, characters: "a"))
        b.sendText("2")
        a.sendText("1")
        #expect(fieldA.text == "a1")
        #expect(fieldB.text == "b2")

        // A text field can perform copy: with a selection and paste: with a string on the pasteboard
        // (canPerformAction(_:withSender:)), so both fields are given what those need.
        fieldA.selectAll(nil)
        fieldB.selectAll(nil)
        UIPasteboard.general.string = "x"
        #expect(UIApplication.shared.sendAction(Selector("copy:"), to: nil, from: nil, for: nil))
        #expect(fieldB.actions == ["copy:"] && fieldA.actions.isEmpty, "the key window's first responder")
        a.makeKey()
        #expect(UIApplication.shared.sendAction(Selector("paste:"), to: nil, from: nil, for: nil))
        #expect(fieldA.actions == ["paste:"])
        #expect(fieldA.isFirstResponder && fieldB.isFirstResponder, "changing the key window changes no first responder")
    }

    @Test("endEditing(_:) ends editing in its own window only")
    func endEditingIsPerWindow() {
        let (a, fieldA, b, fieldB) = twoWindows(editing: true)
        defer { finish(a, b) }
        #expect(a.endEditing(false))
        #expect(!fieldA.isFirstResponder)
        #expect(fieldB.isFirstResponder && fieldB.isEditing)
    }
}
