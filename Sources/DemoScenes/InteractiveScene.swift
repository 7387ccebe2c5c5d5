import UIKit

/// The interactive demo scene: a box you drag (pan), tap to recolour (tap), long-press to enlarge (long
/// press) and move with the arrow keys (key commands, first responder); a strip of stripes the wheel
/// scrolls (a pan following `.discrete` scroll input); a switch that darkens the background and a slider
/// that sets the box's alpha. Every
/// input the scene handles is appended to `log`, so a scripted or end-to-end run can check it.
@MainActor
public final class InteractiveScene {
    public let window: UIWindow
    public let box: KeyBox
    public let strip: UIView
    public let content: UIView
    public let toggle: UISwitch
    public let slider: UISlider
    /// What the scene received, in order ("tap", "pan", "long", "wheel", "key", "toggle").
    public private(set) var log: [String] = []
    private static let colors: [UIColor] = [.systemBlue, .systemOrange, .systemPink, .systemTeal, .systemPurple]
    private var colorIndex = 0

    /// A view that takes the arrow keys when first responder.
    public final class KeyBox: UIView {
        var onKey: ((CGPoint) -> Void)?
        public override var canBecomeFirstResponder: Bool { true }
        public override var keyCommands: [UIKeyCommand]? {
            [(UIKeyCommand.inputLeftArrow, CGPoint(x: -10, y: 0)), (UIKeyCommand.inputRightArrow, CGPoint(x: 10, y: 0)),
             (UIKeyCommand.inputUpArrow, CGPoint(x: 0, y: -10)), (UIKeyCommand.inputDownArrow, CGPoint(x: 0, y: 10))].map { input, d in
                UIKeyCommand(input: input, modifierFlags: []) { [weak self] _ in self?.onKey?(d) }
            }
        }
    }

    public init(screen: UIScreen) {
        UIScreen.main = screen
        window = UIWindow(frame: CGRect(x: 0, y: 0, width: 480, height: 320))
        window.screen = screen
        window.backgroundColor = UIColor(white: 0.94, alpha: 1)

        strip = UIView(frame: CGRect(x: 300, y: 20, width: 160, height: 280))
        strip.clipsToBounds = true
        strip.backgroundColor = .white
        content = UIView(frame: CGRect(x: 0, y: 0, width: 160, height: 840))
        for i in 0..<14 {
            let stripe = UIView(frame: CGRect(x: 10, y: CGFloat(i) * 60 + 10, width: 140, height: 40))
            stripe.backgroundColor = UIColor(hue: CGFloat(i) / 14, saturation: 0.6, brightness: 0.9, alpha: 1)
            stripe.isUserInteractionEnabled = false
            content.addSubview(stripe)
        }
        strip.addSubview(content)

        box = KeyBox(frame: CGRect(x: 40, y: 60, width: 100, height: 100))
        box.backgroundColor = InteractiveScene.colors[0]
        toggle = UISwitch(frame: CGRect(x: 40, y: 260, width: 0, height: 0))
        slider = UISlider(frame: CGRect(x: 110, y: 260, width: 170, height: 31))
        slider.value = 1

        window.addSubview(strip)
        window.addSubview(box)
        window.addSubview(toggle)
        window.addSubview(slider)
        window.makeKeyAndVisible()

        let tap = UITapGestureRecognizer { [unowned self] _ in
            self.colorIndex = (self.colorIndex + 1) % InteractiveScene.colors.count
            self.box.backgroundColor = InteractiveScene.colors[self.colorIndex]
            self.log.append("tap")
        }
        let pan = UIPanGestureRecognizer { [unowned self] g in
            let pan = g as! UIPanGestureRecognizer
            let t = pan.translation(in: self.window)
            self.box.center = CGPoint(x: self.box.center.x + t.x, y: self.box.center.y + t.y)
            pan.setTranslation(.zero, in: self.window)
            if g.state == .ended { self.log.append("pan") }
        }
        let long = UILongPressGestureRecognizer { [unowned self] g in
            if g.state == .began {
                self.box.transform = self.box.transform.isIdentity ? CGAffineTransform(scaleX: 1.3, y: 1.3) : .identity
                self.log.append("long")
            }
        }
        box.addGestureRecognizer(tap)
        box.addGestureRecognizer(pan)
        box.addGestureRecognizer(long)
        box.onKey = { [unowned self] d in
            self.box.center = CGPoint(x: self.box.center.x + d.x, y: self.box.center.y + d.y)
            self.log.append("key")
        }
        _ = box.becomeFirstResponder()

        let wheel = UIPanGestureRecognizer { [unowned self] g in
            let pan = g as! UIPanGestureRecognizer
            let t = pan.translation(in: self.strip)
            let maxY = self.content.bounds.height - self.strip.bounds.height
            var y = self.content.frame.origin.y + t.y
            y = min(0, max(-maxY, y))
            self.content.frame.origin.y = y
            pan.setTranslation(.zero, in: self.strip)
            if g.state == .began { self.log.append("wheel") }
        }
        wheel.allowedScrollTypesMask = .all
        wheel.maximumNumberOfTouches = 1
        strip.addGestureRecognizer(wheel)

        toggle.addAction(UIAction { [unowned self] _ in
            self.window.backgroundColor = self.toggle.isOn ? UIColor(white: 0.3, alpha: 1) : UIColor(white: 0.94, alpha: 1)
            self.log.append("toggle")
        }, for: .valueChanged)
        slider.addAction(UIAction { [unowned self] _ in
            self.box.alpha = CGFloat(max(0.2, self.slider.value))
            if self.log.last != "slider" { self.log.append("slider") }
        }, for: .valueChanged)
    }

    /// Plays a scripted session through the same input path as the host: tap, drag, long press, wheel,
    /// keys and the toggle, stepping the media clock and running turns (`frame` is called after each
    /// step with a name, to write frames).
    public func playScript(frame: (String) -> Void) {
        let app = UIApplication.shared
        func turn(_ dt: CFTimeInterval = 1.0 / 60) { CAMediaClock.advance(by: dt); app.runOneTurn() }
        // Tap the box: it changes colour.
        window.sendTouch(.began, at: CGPoint(x: 90, y: 110)); turn()
        window.sendTouch(.ended, at: CGPoint(x: 90, y: 110)); turn()
        frame("1-tapped")
        // Drag it right and down.
        window.sendTouch(.began, at: CGPoint(x: 90, y: 110)); turn()
        for i in 1...10 { window.sendTouch(.moved, at: CGPoint(x: 90 + CGFloat(i) * 8, y: 110 + CGFloat(i) * 3)); turn() }
        window.sendTouch(.ended, at: CGPoint(x: 170, y: 140)); turn()
        frame("2-dragged")
        // Long press: it grows.
        window.sendTouch(.began, at: CGPoint(x: 170, y: 140)); turn()
        turn(0.6)
        window.sendTouch(.ended, at: CGPoint(x: 170, y: 140)); turn()
        frame("3-long-pressed")
        // Wheel over the strip.
        for _ in 0..<5 { window.sendScroll(by: CGPoint(x: 0, y: -40), at: CGPoint(x: 380, y: 150)); turn() }
        turn(0.3)
        frame("4-wheel")
        // Arrow keys.
        for _ in 0..<3 { window.typeKey(UIKey(keyCode: .keyboardDownArrow, characters: "")); turn() }
        frame("5-keys")
        // The toggle.
        window.sendTouch(.began, at: CGPoint(x: 70, y: 276)); turn()
        window.sendTouch(.ended, at: CGPoint(x: 70, y: 276)); turn()
        frame("6-toggled")
        // The slider: drag its thumb from the right end to the middle.
        window.sendTouch(.began, at: CGPoint(x: 266, y: 275)); turn()
        for i in 1...6 { window.sendTouch(.moved, at: CGPoint(x: 266 - CGFloat(i) * 12, y: 275)); turn() }
        window.sendTouch(.ended, at: CGPoint(x: 194, y: 275)); turn()
        frame("7-slider")
    }
}
