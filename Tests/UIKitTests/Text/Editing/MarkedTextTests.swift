import Foundation
import Testing
import UIKit

/// Marked text (an input method's composition) in text fields and text views: drawn underlined while it
/// is marked, plain once committed.
@MainActor @Suite(.freshWorld)
struct MarkedTextTests {
    /// The darkness (0 white ... 255 black) of the window's pixel at `p` (scale 1).
    func darkness(_ window: UIWindow, at p: CGPoint) -> Int {
        let image = UIGraphicsImageRenderer(size: window.bounds.size, format: {
            let f = UIGraphicsImageRendererFormat(); f.scale = 1; return f
        }()).image { ctx in window.layer.render(in: ctx.cgContext) }
        let px = image.pixel(Int(p.x), Int(p.y))
        return 255 - (Int(px[0]) + Int(px[1]) + Int(px[2])) / 3
    }

    func checkUnderline(_ input: UIView & UITextInput, in window: UIWindow) throws {
        window.backgroundColor = .white
        window.rootViewController?.view.backgroundColor = .white
        UIApplication.shared.runOneTurn()
        let before = CGPoint(x: input.convert(input.bounds, to: window).midX, y: input.convert(input.bounds, to: window).midY)
        #expect(darkness(window, at: before) < 64, "an empty field is white")
        input.setMarkedText("mm", selectedRange: NSRange(location: 2, length: 0))
        UIApplication.shared.runOneTurn()
        let marked = try #require(input.markedTextRange)
        let r = input.convert(input.firstRect(for: marked), to: window)
        let under = CGPoint(x: r.midX, y: r.maxY - 0.5)
        #expect(darkness(window, at: under) > 128, "the marked text is underlined")
        input.unmarkText()
        UIApplication.shared.runOneTurn()
        #expect(input.markedTextRange == nil)
        #expect(darkness(window, at: under) < 64, "committed text has no underline")
    }

    @Test("a text field draws its marked text underlined, and the underline goes when the text is unmarked")
    func textFieldUnderline() throws {
        let (window, vc) = shownController()
        let field = UITextField(frame: CGRect(x: 20, y: 100, width: 300, height: 34))
        field.font = EditKeys.font
        vc.view.addSubview(field)
        #expect(field.becomeFirstResponder())
        try checkUnderline(field, in: window)
        field.resignFirstResponder()
    }

    @Test("a text view draws its marked text underlined, and the underline goes when the text is unmarked")
    func textViewUnderline() throws {
        let (window, vc) = shownController()
        let view = UITextView(frame: CGRect(x: 20, y: 100, width: 300, height: 120))
        view.font = EditKeys.font
        vc.view.addSubview(view)
        #expect(view.becomeFirstResponder())
        try checkUnderline(view, in: window)
        view.resignFirstResponder()
    }

    @Test("while an input method composes, .editingChanged handlers see the composition as markedTextRange; after the commit there is none, and the text is inserted once")
    func editingChangedSeesTheComposition() throws {
        let (window, vc) = shownController()
        let field = UITextField(frame: CGRect(x: 20, y: 100, width: 300, height: 34))
        vc.view.addSubview(field)
        #expect(field.becomeFirstResponder())
        var seen: [String] = []
        field.addAction(UIAction { [unowned field] _ in
            seen.append("\(field.text ?? "") marked: \(field.markedTextRange.flatMap { field.text(in: $0) } ?? "none")")
        }, for: .editingChanged)
        window.sendMarkedText("n", selectedRange: NSRange(location: 1, length: 0))
        window.sendMarkedText("ni", selectedRange: NSRange(location: 2, length: 0))
        window.sendText("你")
        #expect(seen == ["n marked: n", "ni marked: ni", "你 marked: none"])
        #expect(field.text == "你")
        field.resignFirstResponder()
    }
}
