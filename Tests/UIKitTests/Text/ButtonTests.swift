import Testing
import Foundation
import UIKit

/// UIButton, UISegmentedControl, UITextField and UITextView: documented defaults and behaviour.
@MainActor @Suite(.freshWorld) struct ButtonTests {
    @Test("Button types: raw values, init(type:), the normal-state fallback of titles and images")
    func titles() {
        #expect(UIButton.ButtonType.custom.rawValue == 0 && UIButton.ButtonType.system.rawValue == 1 && UIButton.ButtonType.close.rawValue == 7)
        #expect(UIButton().buttonType == .custom)
        let b = UIButton(type: .system)
        #expect(b.buttonType == .system)
        b.setTitle("Normal", for: .normal)
        #expect(b.title(for: .highlighted) == "Normal" && b.currentTitle == "Normal")
        b.setTitle("Pressed", for: .highlighted)
        #expect(b.title(for: .highlighted) == "Pressed")
        b.isHighlighted = true
        #expect(b.currentTitle == "Pressed" && b.titleLabel?.text == "Pressed")
        b.isHighlighted = false
        #expect(b.titleLabel?.text == "Normal")
        #expect(b.titleLabel?.font.pointSize == 15)
        let image = UIGraphicsImageRenderer(size: CGSize(width: 10, height: 10)).image { _ in }
        b.setImage(image, for: .normal)
        #expect(b.image(for: .disabled) === image && b.currentImage === image)
        b.isEnabled = false
        #expect(b.currentImage === image)
        #expect(UIButton(type: .contactAdd).currentImage != nil)
    }

    @Test("Title colours: system buttons use the tint, custom ones white; set colours win")
    func colours() {
        let s = UIButton(type: .system)
        s.setTitle("A", for: .normal)
        #expect(s.currentTitleColor == s.tintColor)
        let c = UIButton(type: .custom)
        c.setTitle("A", for: .normal)
        #expect(c.currentTitleColor == .white)
        c.setTitleColor(.red, for: .normal)
        #expect(c.currentTitleColor == .red && c.titleColor(for: .highlighted) == .red)
        c.setTitleColor(.green, for: .highlighted)
        c.isHighlighted = true
        #expect(c.currentTitleColor == .green && c.titleLabel?.textColor == .green)
    }

    @Test("Sizing: an empty button is 30 × 34; title plus 6-point vertical padding; contentEdgeInsets add")
    func sizing() throws {
        let empty = UIButton(type: .system)
        #expect(empty.intrinsicContentSize == CGSize(width: 30, height: 34))
        let b = UIButton(type: .system)
        b.setTitle("Button", for: .normal)
        let label = try #require(b.titleLabel)
        let t = label.intrinsicContentSize
        // The title's size is in the screen's pixels; the button rounds its sum up to whole points.
        #expect(b.intrinsicContentSize == CGSize(width: ceil(t.width), height: ceil(t.height + 12)))
        b.contentEdgeInsets = UIEdgeInsets(top: 1, left: 10, bottom: 3, right: 20)
        #expect(b.sizeThatFits(.zero) == CGSize(width: ceil(t.width + 30), height: ceil(t.height + 4)))
        b.frame = CGRect(x: 0, y: 0, width: 200, height: 50)
        b.layoutIfNeeded()
        // Centred in the content rectangle.
        let content = b.contentRect(forBounds: b.bounds)
        #expect(abs(label.frame.midX - content.midX) < 0.5 && abs(label.frame.midY - content.midY) < 0.5)
    }

    @Test("UIButton(primaryAction:) takes the action's title and sends it for primaryActionTriggered")
    func primaryAction() {
        var fired = 0
        let b = UIButton(primaryAction: UIAction(title: "Go") { _ in fired += 1 })
        #expect(b.buttonType == .system && b.currentTitle == "Go")
        b.sendActions(for: .primaryActionTriggered)
        #expect(fired == 1)
    }

    @Test("Configurations: filled draws a tinted background with a white title; insets and padding size the button")
    func configuration() throws {
        var config = UIButton.Configuration.filled()
        config.title = "Filled"
        config.baseBackgroundColor = .red
        let b = UIButton(configuration: config)
        let t = try #require(b.titleLabel).intrinsicContentSize
        // A configuration button rounds up to the screen's pixels.
        let scale = UIScreen.main.scale
        #expect(b.intrinsicContentSize == CGSize(width: ceil((t.width + 24) * scale - 1e-9) / scale,
                                                 height: ceil((t.height + 14) * scale - 1e-9) / scale))
        #expect(b.titleLabel?.textColor == .white)
        let window = makeWindow(CGSize(width: 200, height: 60))
        b.frame = CGRect(x: 10, y: 10, width: 150, height: 40)
        window.addSubview(b)
        window.layoutIfNeeded()
        let px = window.renderedImage(scale: 1).pixel(14, 30)
        #expect(px.isClose(to: [255, 0, 0, 255], tolerance: 2))
        var plain = UIButton.Configuration.plain()
        plain.title = "T"
        plain.subtitle = "Sub"
        plain.titlePadding = 4
        let p = UIButton(configuration: plain)
        let h = p.titleLabel!.intrinsicContentSize.height + p.subtitleLabel!.intrinsicContentSize.height + 4 + 14
        #expect(p.intrinsicContentSize.height == ceil(h))
    }

    @Test("Segmented control: items, noSegment, insert/remove, programmatic selection sends nothing, touch selection sends valueChanged")
    func segmented() {
        #expect(UISegmentedControl.noSegment == -1)
        let s = UISegmentedControl(items: ["One", "Two"])
        #expect(s.numberOfSegments == 2 && s.selectedSegmentIndex == UISegmentedControl.noSegment)
        #expect(s.titleForSegment(at: 1) == "Two" && s.intrinsicContentSize.height == 32)
        var changes = 0
        s.addAction(UIAction { _ in changes += 1 }, for: .valueChanged)
        s.selectedSegmentIndex = 1
        #expect(changes == 0)
        s._userSelectSegment(at: 0)
        #expect(changes == 1 && s.selectedSegmentIndex == 0)
        s.insertSegment(withTitle: "Zero", at: 0, animated: false)
        #expect(s.numberOfSegments == 3 && s.titleForSegment(at: 0) == "Zero")
        s.removeSegment(at: 1, animated: false)
        #expect(s.selectedSegmentIndex == UISegmentedControl.noSegment)
        s.setEnabled(false, forSegmentAt: 1)
        s._userSelectSegment(at: 1)
        #expect(s.selectedSegmentIndex == UISegmentedControl.noSegment && changes == 1)
        s.frame = CGRect(x: 0, y: 0, width: 200, height: 32)
        #expect(s._segmentIndex(at: CGPoint(x: 150, y: 10)) == 1)
    }

    @Test("Text field and text view defaults; the field measures its text and shows the placeholder when empty")
    func textInputs() {
        let f = UITextField()
        #expect(f.text == "" && f.font?.pointSize == 17 && f.textColor == .label && f.borderStyle == .none)
        #expect(f.textAlignment == .natural && f.clearButtonMode == .never && f.placeholder == nil)
        f.font = UIFont(name: "DejaVu Sans", size: 17)
        f.text = "Hello"
        let w = "Hello".size(withAttributes: [.font: f.font!]).width
        #expect(f.intrinsicContentSize.width == ceil(w))
        f.text = nil
        #expect(f.text == "")
        f.borderStyle = .roundedRect
        #expect(f.intrinsicContentSize.height >= 30)
        let v = UITextView()
        #expect(v.text == "" && v.font == nil && v.isEditable && v.isSelectable)
        #expect(v.textContainerInset == UIEdgeInsets(top: 8, left: 0, bottom: 8, right: 0))
        v.font = UIFont(name: "DejaVu Sans", size: 14)
        v.text = "a\nb\nc"
        let line = "x".size(withAttributes: [.font: v.font!]).height
        #expect(v.sizeThatFits(CGSize(width: 200, height: 0)).height == ceil(3 * line + 16))
    }
}

@MainActor @Suite(.freshWorld) struct TextInputTraitTests {
    final class Delegate: UITextFieldDelegate {}

    @Test("Text input traits: Apple's raw values and UITextField's defaults; a delegate with no methods compiles")
    func traits() {
        #expect(UIKeyboardType.emailAddress.rawValue == 7 && UIKeyboardType.asciiCapableNumberPad.rawValue == 11)
        #expect(UIReturnKeyType.done.rawValue == 9 && UIReturnKeyType.continue.rawValue == 11)
        #expect(UITextContentType.oneTimeCode.rawValue == "one-time-code")
        let f = UITextField()
        #expect(f.keyboardType == .default && f.returnKeyType == .default && f.autocapitalizationType == .sentences)
        let d = Delegate()
        f.delegate = d
        #expect(f.delegate === d && d.textFieldShouldReturn(f))
        #expect(UITextField.textDidChangeNotification.rawValue == "UITextFieldTextDidChangeNotification")
    }
}

/// A `configurationUpdateHandler` that changes the button's configuration, as apps commonly write it:
/// UIKit coalesces the update it asks for, so the handler runs once per request and its change shows.
@MainActor @Suite(.freshWorld) struct ButtonConfigurationUpdateTests {
    @Test("A handler that sets configuration runs once per request, not recursively, and its change is applied (it recursed without end)")
    func handlerChangingConfiguration() {
        var cfg = UIButton.Configuration.filled()
        cfg.title = "Go"
        let b = UIButton(configuration: cfg)
        var runs = 0
        b.configurationUpdateHandler = { btn in
            runs += 1
            btn.configuration?.title = btn.isHighlighted ? "Going" : "Go"
        }
        #expect(runs == 1)
        b.isHighlighted = true
        b.setNeedsUpdateConfiguration()
        #expect(b.configuration?.title == "Going")
        #expect(b.titleLabel?.text == "Going")
        #expect(runs >= 2 && runs < 10) // once per request (isHighlighted asks too), never without end
    }
}
