import Foundation
import Testing
import UIKit

/// "Tap outside to dismiss the keyboard": a `UITapGestureRecognizer` on the screen's view (default
/// `cancelsTouchesInView`) that calls `endEditing(true)`. A tap inside a `UITextView` still begins editing
/// there, as on iOS; a tap outside still dismisses the keyboard.
@MainActor @Suite(.serialized, .freshWorld)
struct TextViewUnderTapRecognizerTests {
    @Test("A tap inside a text view makes it first responder under an ancestor tap recognizer; a tap outside ends editing")
    func tapToEditAndTapOutside() {
        let (window, vc) = shownController()
        var dismissTaps = 0
        let tap = UITapGestureRecognizer { [weak vc] _ in dismissTaps += 1; vc?.view.endEditing(true) }
        #expect(tap.cancelsTouchesInView)
        vc.view.addGestureRecognizer(tap)
        let note = UITextView(frame: CGRect(x: 20, y: 100, width: 350, height: 300))
        note.text = "Buy milk"
        vc.view.addSubview(note)
        UIApplication.shared.runOneTurn()
        window.sendTouch(.began, at: CGPoint(x: 100, y: 200))
        UIApplication.shared.runOneTurn()
        window.sendTouch(.ended, at: CGPoint(x: 100, y: 200))
        UIApplication.shared.runOneTurn()
        #expect(note.isFirstResponder)
        CAMediaClock.advance(by: 1)
        window.sendTouch(.began, at: CGPoint(x: 100, y: 600))
        UIApplication.shared.runOneTurn()
        window.sendTouch(.ended, at: CGPoint(x: 100, y: 600))
        UIApplication.shared.runOneTurn()
        #expect(dismissTaps == 1)
        #expect(!note.isFirstResponder)
    }
}
