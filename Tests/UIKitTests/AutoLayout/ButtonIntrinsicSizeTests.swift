import Testing
import UIKit

/// A button's title decides its `intrinsicContentSize`; constraints that leave its size open follow
/// a new title at the next layout pass, as `invalidateIntrinsicContentSize()` documents for content
/// changes.
@MainActor @Suite(.freshWorld) struct ButtonIntrinsicSizeTests {
    @Test("A button positioned by constraints only takes its new title's width at the next layout")
    func titleChangeResizes() {
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 320, height: 200))
        let button = UIButton(type: .system)
        button.translatesAutoresizingMaskIntoConstraints = false
        button.setTitle("Go", for: .normal)
        root.addSubview(button)
        NSLayoutConstraint.activate([
            button.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 10),
            button.topAnchor.constraint(equalTo: root.topAnchor, constant: 10),
        ])
        root.layoutIfNeeded()
        let short = button.frame.width
        #expect(short == button.intrinsicContentSize.width)

        button.setTitle("A much longer title", for: .normal)
        root.layoutIfNeeded()
        #expect(button.frame.width == button.intrinsicContentSize.width)
        #expect(button.frame.width > short)
    }
}
