import Testing
import UIKit
import QuartzCore

/// Behaviours Apple's reference pages state, each checked with the documented value.
@MainActor @Suite(.freshWorld) struct DocumentedBehaviourTests {
    @Test("UIFont(descriptor:size:) keeps the descriptor's traits: a bold font's descriptor gives a bold font; size 0 keeps its size")
    func descriptorRoundTripsBold() {
        let bold = UIFont.boldSystemFont(ofSize: 18)
        let font = UIFont(descriptor: bold.fontDescriptor, size: 0)
        #expect(font.pointSize == 18)
        #expect(font.fontDescriptor.symbolicTraits.contains(.traitBold))
        #expect(font == bold)
        let italic = UIFont.italicSystemFont(ofSize: 15)
        #expect(UIFont(descriptor: italic.fontDescriptor, size: 20).fontDescriptor.symbolicTraits.contains(.traitItalic))
    }

    @Test("inside performWithoutAnimation, areAnimationsEnabled is false; it is restored afterwards")
    func performWithoutAnimationDisables() {
        #expect(UIView.areAnimationsEnabled)
        var inside: Bool?
        UIView.performWithoutAnimation { inside = UIView.areAnimationsEnabled }
        #expect(inside == false)
        #expect(UIView.areAnimationsEnabled)
        // A block nested in it does not animate.
        let v = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        UIView.performWithoutAnimation {
            UIView.animate(withDuration: 1) { v.alpha = 0.5 }
        }
        #expect(v.layer.animationKeys() == nil || v.layer.animationKeys()!.isEmpty)
    }

    @Test("UICubicTimingParameters(animationCurve:): both control points are CGPointZero; the curve still times the animation")
    func cubicParametersFromCurve() {
        for curve in [UIView.AnimationCurve.easeInOut, .easeIn, .easeOut, .linear] {
            let p = UICubicTimingParameters(animationCurve: curve)
            #expect(p.animationCurve == curve && p.controlPoint1 == .zero && p.controlPoint2 == .zero)
            #expect(p.timingCurveType == .builtin)
        }
        let custom = UICubicTimingParameters(controlPoint1: CGPoint(x: 0.1, y: 0.2), controlPoint2: CGPoint(x: 0.3, y: 0.9))
        #expect(custom.controlPoint1 == CGPoint(x: 0.1, y: 0.2) && custom.controlPoint2 == CGPoint(x: 0.3, y: 0.9))
        // An ease-in animator is still eased in: a quarter of the way through, well behind linear.
        CAMediaClock.useManualClock(startingAt: 500)
        let v = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        let animator = UIViewPropertyAnimator(duration: 1, timingParameters: UICubicTimingParameters(animationCurve: .easeIn))
        animator.addAnimations { v.center = CGPoint(x: 105, y: 5) }
        animator.startAnimation()
        UIApplication.shared.runOneTurn()
        CAMediaClock.advance(by: 0.25)
        UIApplication.shared.runOneTurn()
        let x = v.layer.presentation()?.position.x ?? 0
        #expect(x > 5 && x < 5 + 100 * 0.2)
        animator.stopAnimation(true)
    }

    @Test("two labels in a row with equal content hugging share the extra room ambiguously (Auto Layout Guide)")
    func equalHuggingIsAmbiguous() {
        let container = UIView(frame: CGRect(x: 0, y: 0, width: 300, height: 100))
        let a = UILabel(), b = UILabel()
        a.text = "First"; b.text = "Second"
        for l in [a, b] { l.translatesAutoresizingMaskIntoConstraints = false; container.addSubview(l) }
        NSLayoutConstraint.activate([
            a.leadingAnchor.constraint(equalTo: container.leadingAnchor),
            a.trailingAnchor.constraint(equalTo: b.leadingAnchor, constant: -8),
            b.trailingAnchor.constraint(equalTo: container.trailingAnchor),
            a.topAnchor.constraint(equalTo: container.topAnchor),
            b.topAnchor.constraint(equalTo: container.topAnchor),
        ])
        container.layoutIfNeeded()
        #expect(a.hasAmbiguousLayout && b.hasAmbiguousLayout)
        // Raising one label's hugging priority settles which one stretches.
        a.setContentHuggingPriority(.defaultHigh, for: .horizontal)
        container.setNeedsLayout()
        container.layoutIfNeeded()
        #expect(!a.hasAmbiguousLayout && !b.hasAmbiguousLayout)
    }

    @Test("CATextLayer with an attributed string uses the string's attributes, not fontSize or foregroundColor; its colour defaults to black")
    func textLayerAttributedString() {
        let window = makeWindow(CGSize(width: 200, height: 60))
        let v = UIView(frame: CGRect(x: 0, y: 0, width: 200, height: 60))
        window.addSubview(v)
        let t = CATextLayer()
        t.frame = CGRect(x: 0, y: 0, width: 200, height: 60)
        t.fontSize = 40
        t.foregroundColor = CGColor(red: 1, green: 0, blue: 0, alpha: 1)
        let font = UIFont(name: "DejaVu Sans", size: 14)!
        t.string = NSAttributedString(string: "Plain", attributes: [.font: font])
        v.layer.addSublayer(t)
        // The attributed string's 14-pt font decides the size, not fontSize 40.
        let expected = "Plain".size(withAttributes: [.font: font])
        #expect(abs(t.preferredFrameSize().height - ceil(expected.height)) < 0.01)
        let image = window.renderedImage(scale: 1)
        #expect(countPixels(image) { $0.r > 200 && $0.g < 80 && $0.b < 80 } == 0)
        #expect(countPixels(image) { $0.r < 60 && $0.g < 60 && $0.b < 60 } > 10)
        // A colour in the string wins.
        t.string = NSAttributedString(string: "Blue", attributes: [.font: font, .foregroundColor: UIColor.blue])
        #expect(countPixels(window.renderedImage(scale: 1)) { $0.b > 200 && $0.r < 60 } > 10)
    }
}
