import Testing
import Foundation
import UIKit

/// `UITextView.textContainer` as documented: 5 points of line-fragment padding by default, width tracking
/// the view less `textContainerInset`.
@MainActor @Suite(.freshWorld)
struct TextContainerTests {
    @Test("The container's padding is 5 by default and insets the text; setting it to 0 narrows the fitted width by 2 × 5 points")
    func padding() {
        let tv = UITextView(frame: CGRect(x: 0, y: 0, width: 300, height: 100))
        tv.text = "Hello"
        #expect(tv.textContainer.lineFragmentPadding == 5)
        #expect(tv.textContainer.textView === tv)
        let padded = tv.sizeThatFits(CGSize(width: CGFloat.greatestFiniteMagnitude, height: .greatestFiniteMagnitude)).width
        tv.textContainer.lineFragmentPadding = 0
        let bare = tv.sizeThatFits(CGSize(width: CGFloat.greatestFiniteMagnitude, height: .greatestFiniteMagnitude)).width
        #expect(padded - bare == 10)
    }

    @Test("A text view's container tracks its width less textContainerInset; a container passed to init(frame:textContainer:) is the one used")
    func tracking() {
        let tv = UITextView(frame: CGRect(x: 0, y: 0, width: 200, height: 100))
        #expect(tv.textContainer.widthTracksTextView)
        #expect(tv.textContainer.size.width == 200)
        tv.textContainerInset = UIEdgeInsets(top: 0, left: 10, bottom: 0, right: 15)
        #expect(tv.textContainer.size.width == 175)
        let c = NSTextContainer(size: CGSize(width: 50, height: 50))
        c.lineFragmentPadding = 2
        let other = UITextView(frame: CGRect(x: 0, y: 0, width: 80, height: 40), textContainer: c)
        #expect(other.textContainer === c)
        #expect(c.lineFragmentPadding == 2)
        #expect(c.size.width == 80)
    }
}
