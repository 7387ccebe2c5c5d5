import Foundation
import UIKit

/// Shared pieces of the text-editing tests: a pinned font, key helpers and a recording delegate.
@MainActor
enum EditKeys {
    static let font = UIFont(name: "DejaVu Sans", size: 17)!

    static func char(_ c: String, shift: Bool = false) -> UIKey {
        let code = UIKeyboardHIDUsage(rawValue: 4 + Int(c.lowercased().unicodeScalars.first!.value) - 97) ?? .keyboardA
        return UIKey(keyCode: code, characters: c, modifierFlags: shift ? [.shift] : [])
    }
    static func key(_ code: UIKeyboardHIDUsage, _ flags: UIKeyModifierFlags = [], chars: String = "") -> UIKey {
        UIKey(keyCode: code, characters: chars, modifierFlags: flags)
    }
    static func command(_ letter: String) -> UIKey {
        let code = UIKeyboardHIDUsage(rawValue: 4 + Int(letter.unicodeScalars.first!.value) - 97)!
        return UIKey(keyCode: code, characters: letter, charactersIgnoringModifiers: letter, modifierFlags: [.command])
    }
    static let returnKey = UIKey(keyCode: .keyboardReturnOrEnter, characters: "\r")
    static let backspace = UIKey(keyCode: .keyboardDeleteOrBackspace, characters: "\u{8}")
    static let left = UIKey(keyCode: .keyboardLeftArrow, characters: UIKeyCommand.inputLeftArrow)
    static let right = UIKey(keyCode: .keyboardRightArrow, characters: UIKeyCommand.inputRightArrow)
    static let shiftLeft = UIKey(keyCode: .keyboardLeftArrow, characters: UIKeyCommand.inputLeftArrow, modifierFlags: [.shift])
    static let shiftRight = UIKey(keyCode: .keyboardRightArrow, characters: UIKeyCommand.inputRightArrow, modifierFlags: [.shift])
    static let down = UIKey(keyCode: .keyboardDownArrow, characters: UIKeyCommand.inputDownArrow)
    static let home = UIKey(keyCode: .keyboardHome, characters: "")
    static let end = UIKey(keyCode: .keyboardEnd, characters: "")

    /// Types `key` (down and up) and runs one turn, as a person typing on a hardware keyboard.
    static func type(_ key: UIKey, in w: UIWindow) {
        w.typeKey(key)
        _ = UIApplication.shared.runOneTurn()
    }
    static func type(text: String, in w: UIWindow) {
        for c in text { type(char(String(c)), in: w) }
    }
}

/// The UTF-16 range a `UITextRange` of `input` covers.
@MainActor
func nsRange(_ r: UITextRange?, in input: any UITextInput) -> NSRange? {
    guard let r else { return nil }
    let a = input.offset(from: input.beginningOfDocument, to: r.start)
    let b = input.offset(from: input.beginningOfDocument, to: r.end)
    return NSRange(location: a, length: b - a)
}

/// Records a text field's delegate callbacks, control events and notifications in one sequence.
@MainActor
final class FieldRecorder: NSObject, UITextFieldDelegate {
    var log: [String] = []
    var allowBegin = true, allowChange = true, allowReturn = true, allowEnd = true
    var observers: [NSObjectProtocol] = []

    func attach(_ f: UITextField) {
        f.delegate = self
        let events: [(UIControl.Event, String)] = [(.editingDidBegin, "editingDidBegin"), (.editingChanged, "editingChanged"),
                                                   (.editingDidEndOnExit, "editingDidEndOnExit"), (.editingDidEnd, "editingDidEnd")]
        for (e, name) in events { f.addAction(UIAction { [unowned self] _ in log.append(name) }, for: e) }
        let notes: [(Notification.Name, String)] = [(UITextField.textDidBeginEditingNotification, "note.begin"),
                                                    (UITextField.textDidChangeNotification, "note.change"),
                                                    (UITextField.textDidEndEditingNotification, "note.end")]
        for (n, name) in notes {
            observers.append(NotificationCenter.default.addObserver(forName: n, object: f, queue: nil) { [unowned self] _ in
                MainActor.assumeIsolated { self.log.append(name) }
            })
        }
    }
    func detach() { observers.forEach { NotificationCenter.default.removeObserver($0) } }

    func textFieldShouldBeginEditing(_ textField: UITextField) -> Bool { log.append("shouldBegin"); return allowBegin }
    func textFieldDidBeginEditing(_ textField: UITextField) { log.append("didBegin") }
    func textFieldShouldEndEditing(_ textField: UITextField) -> Bool { log.append("shouldEnd"); return allowEnd }
    func textFieldDidEndEditing(_ textField: UITextField, reason: UITextField.DidEndEditingReason) { log.append("didEnd(\(reason == .committed ? "committed" : "cancelled"))") }
    func textField(_ textField: UITextField, shouldChangeCharactersIn range: NSRange, replacementString string: String) -> Bool {
        log.append("shouldChange(\(range.location),\(range.length),\(string))"); return allowChange
    }
    func textFieldShouldReturn(_ textField: UITextField) -> Bool { log.append("shouldReturn"); return allowReturn }
}

@MainActor
func makeEditingWindow() -> UIWindow {
    CAMediaClock.useManualClock(startingAt: 1000)
    let w = UIWindow(frame: CGRect(x: 0, y: 0, width: 320, height: 240))
    w.backgroundColor = .white
    w.makeKeyAndVisible()
    return w
}

@MainActor
func makeField(in w: UIWindow, frame: CGRect = CGRect(x: 20, y: 20, width: 200, height: 34)) -> UITextField {
    let f = UITextField(frame: frame)
    f.font = EditKeys.font
    w.addSubview(f)
    return f
}
