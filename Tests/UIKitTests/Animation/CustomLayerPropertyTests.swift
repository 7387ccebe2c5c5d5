import Testing
import Foundation
import UIKit

/// Layer subclasses written as on iOS: their initializer patterns compile, presentation copies come from
/// `init(layer:)`, and custom properties (`needsDisplay(forKey:)`, `defaultValue(forKey:)`, actions,
/// key-path animations) behave as the CALayer reference describes.
@MainActor @Suite(.serialized, .freshWorld)
struct CustomLayerPropertyTests {
    /// The usual animatable custom property: on iOS `@NSManaged`, here a computed property over KVC.
    final class ProgressLayer: CALayer {
        var progress: CGFloat {
            get { value(forKey: "progress") as? CGFloat ?? 0 }
            set { setValue(newValue, forKey: "progress") }
        }
        var label = "model"
        var drawnProgress: [CGFloat] = []

        override init() { super.init() }
        override init(layer: Any) {
            super.init(layer: layer)
            if let l = layer as? ProgressLayer { label = "copy of " + l.label }
        }
        required init?(coder: NSCoder) { super.init(coder: coder) }

        override class func needsDisplay(forKey key: String) -> Bool {
            key == "progress" || super.needsDisplay(forKey: key)
        }
        override class func defaultValue(forKey key: String) -> Any? {
            key == "progress" ? CGFloat(0.125) : super.defaultValue(forKey: key)
        }
        override func draw(in ctx: CGContext) {
            drawnProgress.append(progress)
            ctx.setFillColor(UIColor.black.cgColor)
            ctx.fill(CGRect(x: 0, y: 0, width: bounds.width * progress, height: bounds.height))
        }
    }

    /// A layer with its own designated initializer, as iOS code writes one (all three of CALayer's
    /// initializers overridden).
    final class RingLayer: CAShapeLayer {
        let ringColor: UIColor
        init(ringColor: UIColor) {
            self.ringColor = ringColor
            super.init()
            strokeColor = ringColor.cgColor
        }
        override init() { ringColor = .red; super.init() }
        override init(layer: Any) {
            ringColor = (layer as? RingLayer)?.ringColor ?? .red
            super.init(layer: layer)
        }
        required init?(coder: NSCoder) { fatalError("not archived") }
    }

    /// A layer that animates its custom property implicitly, through its own `action(forKey:)`.
    final class ImplicitLayer: CALayer {
        override func action(forKey event: String) -> (any CAAction)? {
            guard event == "level" else { return super.action(forKey: event) }
            let a = CABasicAnimation(keyPath: event)
            a.fromValue = presentation()?.value(forKey: event) ?? value(forKey: event)
            a.duration = 1
            return a
        }
    }

    final class ProgressView: UIView {
        override class var layerClass: AnyClass { ProgressLayer.self }
    }

    @Test("defaultValue(forKey:) gives Apple's property defaults per class and nil for unknown keys; a subclass's override is what value(forKey:) returns until a value is set")
    func defaults() {
        #expect(CALayer.defaultValue(forKey: "opacity") as? Float == 1)
        #expect(CALayer.defaultValue(forKey: "cornerRadius") as? CGFloat == 0)
        #expect(CALayer.defaultValue(forKey: "anchorPoint") as? CGPoint == CGPoint(x: 0.5, y: 0.5))
        #expect(CAShapeLayer.defaultValue(forKey: "lineWidth") as? CGFloat == 1)
        #expect(CAShapeLayer.defaultValue(forKey: "strokeEnd") as? CGFloat == 1)
        #expect(CALayer.defaultValue(forKey: "noSuchKey") == nil)
        #expect(ProgressLayer.defaultValue(forKey: "opacity") as? Float == 1)
        let l = ProgressLayer()
        #expect(l.progress == 0.125)
        l.progress = 0.5
        #expect(l.progress == 0.5)
        l.setValue(nil, forKey: "progress")
        #expect(l.progress == 0.125)
    }

    @Test("needsDisplay(forKey:) is false by default; a key the class names marks the layer for display when it changes, other keys do not")
    func needsDisplayForKey() {
        #expect(CALayer.needsDisplay(forKey: "progress") == false)
        #expect(CALayer.needsDisplay(forKey: "bounds") == false)
        #expect(ProgressLayer.needsDisplay(forKey: "progress"))
        let l = ProgressLayer()
        l.bounds = CGRect(x: 0, y: 0, width: 10, height: 10)
        l.displayIfNeeded()
        #expect(!l.needsDisplay())
        l.setValue(1, forKey: "other")
        #expect(!l.needsDisplay())
        l.progress = 0.75
        #expect(l.needsDisplay())
        let plain = CALayer()
        plain.setValue(0.75, forKey: "progress")
        #expect(!plain.needsDisplay())
    }

    @Test("Presentation copies are made with init(layer:), so a subclass's own properties reach them; the copy has the layer's class")
    func presentationUsesInitLayer() throws {
        let l = ProgressLayer()
        l.label = "ring"
        let p = try #require(l.presentation())
        #expect(p.label == "copy of ring")
        let ring = RingLayer(ringColor: .blue)
        let rp = try #require(ring.presentation())
        #expect(rp.ringColor == .blue)
        #expect(rp.strokeColor == UIColor.blue.cgColor)
        // A view's layerClass is made with the class's init().
        #expect(ProgressView().layer is ProgressLayer)
    }

    @Test("A custom key animates by key path: the presentation value follows the timing at chosen media times, and the layer draws each frame with the animated value")
    func customKeyAnimation() throws {
        let saved = UIApplication.shared.host
        defer { UIApplication.shared.host = saved }
        CAMediaClock.useManualClock(startingAt: 7000)
        UIApplication.shared.host = HeadlessHost()
        let window = makeWindow(CGSize(width: 100, height: 20))
        defer { removeAnimations(inTreeOf: window.layer); window.isHidden = true }
        let v = ProgressView(frame: CGRect(x: 0, y: 0, width: 100, height: 20))
        window.addSubview(v)
        let layer = try #require(v.layer as? ProgressLayer)
        layer.progress = 1
        UIApplication.shared.runOneTurn()
        #expect(layer.drawnProgress.last == 1)
        let a = CABasicAnimation(keyPath: "progress")
        a.fromValue = CGFloat(0)
        a.toValue = CGFloat(1)
        a.duration = 1
        a.timingFunction = CAMediaTimingFunction(name: .linear)
        layer.add(a, forKey: "fill")
        UIApplication.shared.runOneTurn()
        layer.drawnProgress = []
        CAMediaClock.advance(by: 0.25)
        #expect(abs((layer.presentation()?.progress ?? -1) - 0.25) < 1e-9)
        UIApplication.shared.runOneTurn()
        CAMediaClock.advance(by: 0.25)
        UIApplication.shared.runOneTurn()
        // Linear timing from 0 to 1 over 1 s: 0.25 and 0.5 at the two frames.
        #expect(layer.drawnProgress.count == 2)
        #expect(zip(layer.drawnProgress, [0.25, 0.5]).allSatisfy { abs($0 - $1) < 1e-9 })
        // The model keeps its value, and its contents are its own drawing at that value.
        #expect(layer.progress == 1)
        CAMediaClock.advance(by: 0.6)
        UIApplication.shared.runOneTurn()
        #expect(layer.animation(forKey: "fill") == nil)
    }

    @Test("Setting a custom key runs the layer's action search with the key, so an action(forKey:) override animates it implicitly")
    func customKeyAction() throws {
        let window = makeWindow(CGSize(width: 50, height: 50))
        defer { removeAnimations(inTreeOf: window.layer); window.isHidden = true }
        let l = ImplicitLayer()
        window.layer.addSublayer(l)
        l.setValue(CGFloat(0), forKey: "level")
        removeAnimations(inTreeOf: window.layer)
        l.setValue(CGFloat(1), forKey: "level")
        let anim = try #require(l.animation(forKey: "level") as? CABasicAnimation)
        #expect(anim.keyPath == "level")
        #expect(anim.fromValue as? CGFloat == 0)
        CATransaction.begin()
        CATransaction.setDisableActions(true)
        l.setValue(CGFloat(2), forKey: "level")
        CATransaction.commit()
        #expect((l.animation(forKey: "level") as? CABasicAnimation)?.fromValue as? CGFloat == 0)
    }

    @Test("A Double custom value stays a Double through an animation's writes")
    func customValueKeepsItsType() throws {
        CAMediaClock.useManualClock(startingAt: 9000)
        let l = CALayer()
        l.setValue(2.0, forKey: "weight")
        let a = CABasicAnimation(keyPath: "weight")
        a.fromValue = 2.0
        a.toValue = 4.0
        a.duration = 1
        a.timingFunction = CAMediaTimingFunction(name: .linear)
        l.add(a, forKey: nil)
        CAMediaClock.advance(by: 0.5)
        let p = try #require(l.presentation())
        #expect(p.value(forKey: "weight") as? Double == 3)
        #expect(l.value(forKey: "weight") as? Double == 2)
        l.removeAllAnimations()
    }
}

/// Animation subclasses as iOS code writes them (`override init()` with `required init?(coder:)`): they
/// compile, and the copy `CALayer.add(_:forKey:)` stores is of the subclass.
@MainActor @Suite(.freshWorld)
struct AnimationSubclassTests {
    final class FadeAnimation: CABasicAnimation {
        override init() {
            super.init()
            keyPath = "opacity"
        }
        required init?(coder: NSCoder) { super.init(coder: coder) }
    }

    @Test("The stored copy of an animation subclass is of that class, with the animation's attributes")
    func storedCopy() throws {
        let l = CALayer()
        let a = FadeAnimation()
        a.toValue = 0.5
        l.add(a, forKey: "fade")
        let stored = try #require(l.animation(forKey: "fade") as? FadeAnimation)
        #expect(stored.keyPath == "opacity")
        #expect(stored.toValue as? Double == 0.5)
        l.removeAllAnimations()
    }
}
