import Testing
import UIKit

/// Classes: UIView's layer, layerClass, defaults; UIResponder's first-responder basics.
@MainActor @Suite(.serialized, .freshWorld)
struct ViewBasicsTests {
    final class TiledLayer: CALayer {}
    final class TiledView: UIView {
        override class var layerClass: AnyClass { TiledLayer.self }
    }

    @Test("Seed: 'To specify an entirely different type of layer for the view, you must override the layerClass method'; the view is its layer's delegate")
    func layerClassAndDelegate() {
        let v = TiledView(frame: CGRect(x: 1, y: 2, width: 3, height: 4))
        #expect(v.layer is TiledLayer)
        #expect(v.layer.delegate === v)
        #expect(type(of: UIView().layer) == CALayer.self)
        #expect(v.layer.frame == CGRect(x: 1, y: 2, width: 3, height: 4))
        #expect(UIView().frame == .zero)
    }

    @Test("Defaults, as the UIView reference gives them")
    func defaults() {
        let v = UIView()
        #expect(v.alpha == 1 && !v.isHidden && v.isOpaque && !v.clipsToBounds) // isOpaque: "The default value of this property is true"
        #expect(v.layer.isOpaque && !CALayer().isOpaque)
        #expect(v.backgroundColor == nil && v.isUserInteractionEnabled && v.tag == 0)
        #expect(v.autoresizesSubviews && v.autoresizingMask == [] && v.clearsContextBeforeDrawing)
        #expect(v.transform.isIdentity && v.superview == nil && v.window == nil && v.subviews.isEmpty)
        v.isOpaque = false
        #expect(!v.layer.isOpaque)
        v.backgroundColor = .red
        #expect(v.layer.backgroundColor == UIColor.red.cgColor)
    }

    @Test("UIResponder: only a responder that can become first responder does; becoming one resigns the previous one")
    func firstResponder() {
        final class Field: UIView { override var canBecomeFirstResponder: Bool { true } }
        let a = Field(), b = Field(), plain = UIView()
        // A view becomes first responder only inside a window.
        #expect(!a.becomeFirstResponder())
        let window = makeWindow()
        window.addSubview(a); window.addSubview(b); window.addSubview(plain)
        #expect(!plain.becomeFirstResponder())
        #expect(a.becomeFirstResponder() && a.isFirstResponder)
        #expect(b.becomeFirstResponder() && b.isFirstResponder && !a.isFirstResponder)
        #expect(b.resignFirstResponder() && !b.isFirstResponder)
    }
}

/// Properties iOS code commonly overrides must be overridable.
@MainActor @Suite(.serialized, .freshWorld)
struct OverridabilityTests {
    final class Observing: UIView {
        var seen: [String] = []
        override var backgroundColor: UIColor? { didSet { seen.append("backgroundColor") } }
        override var frame: CGRect { didSet { seen.append("frame") } }
        override var bounds: CGRect { didSet { seen.append("bounds") } }
        override var isHidden: Bool { didSet { seen.append("isHidden") } }
        override var alpha: CGFloat { didSet { seen.append("alpha") } }
        override var intrinsicContentSize: CGSize { CGSize(width: 10, height: 20) }
    }

    @Test("frame, bounds, backgroundColor, isHidden, alpha and intrinsicContentSize can be overridden")
    func overrides() {
        let v = Observing()
        v.backgroundColor = .red; v.frame = CGRect(x: 0, y: 0, width: 5, height: 5); v.bounds.origin = CGPoint(x: 1, y: 1)
        v.isHidden = true; v.alpha = 0.5
        #expect(v.seen == ["backgroundColor", "frame", "bounds", "isHidden", "alpha"])
        #expect(v.intrinsicContentSize == CGSize(width: 10, height: 20))
        #expect(UIView().intrinsicContentSize == CGSize(width: UIView.noIntrinsicMetric, height: UIView.noIntrinsicMetric))
        #expect(UIImageView(image: QuadrantView.image(CGSize(width: 4, height: 3))).intrinsicContentSize == CGSize(width: 4, height: 3))
    }
}
