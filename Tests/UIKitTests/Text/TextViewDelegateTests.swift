import Foundation
import Testing
import UIKit

/// A text view's delegate is assigned as on iOS: a `UITextViewDelegate` is a scroll view delegate.
@MainActor @Suite(.freshWorld) struct TextViewDelegateTests {
    @Test("textView.delegate = a UITextViewDelegate compiles and reads back as that object")
    func delegateAssigns() {
        final class Owner: NSObject, UITextViewDelegate {}
        let owner = Owner()
        let textView = UITextView(frame: CGRect(x: 0, y: 0, width: 200, height: 100))
        textView.delegate = owner
        #expect(textView.delegate === owner)
        #expect(textView.delegate is any UITextViewDelegate)
    }
}
