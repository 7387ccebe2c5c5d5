import Foundation
import UIKit

/// The seed's built-in animations on one page: a fade, a move and a rotation with `UIView.animate`, a
/// spring, a keyframe path, a cross-dissolve transition and a property animator driven by hand.
@MainActor
public final class AnimationScene {
    public let window: UIWindow
    public let fader = UIView(), mover = UIView(), rotor = UIView(), springer = UIView()
    public let pathDot = CALayer()
    public let card = UIView()
    public let scrubbed = UIView()
    public let animator: UIViewPropertyAnimator
    private var cardIsBlue = true

    public init(screen: UIScreen) {
        window = UIWindow(frame: screen.bounds)
        window.screen = screen
        window.backgroundColor = .white
        animator = UIViewPropertyAnimator(duration: 1, curve: .easeInOut)
        let window = self.window
        func place(_ v: UIView, _ frame: CGRect, _ color: UIColor) {
            v.frame = frame
            v.backgroundColor = color
            window.addSubview(v)
        }
        place(fader, CGRect(x: 20, y: 20, width: 40, height: 40), .systemRed)
        place(mover, CGRect(x: 80, y: 20, width: 40, height: 40), .systemBlue)
        place(rotor, CGRect(x: 20, y: 90, width: 40, height: 40), .systemGreen)
        place(springer, CGRect(x: 80, y: 90, width: 40, height: 40), .systemOrange)
        place(card, CGRect(x: 20, y: 160, width: 100, height: 60), .systemBlue)
        place(scrubbed, CGRect(x: 20, y: 240, width: 30, height: 30), .systemPurple)
        pathDot.bounds = CGRect(x: 0, y: 0, width: 16, height: 16)
        pathDot.cornerRadius = 8
        pathDot.backgroundColor = UIColor.black.cgColor
        pathDot.position = CGPoint(x: 300, y: 60)
        window.layer.addSublayer(pathDot)
        window.isHidden = false
    }

    /// Starts every animation (call once, then run turns).
    public func start() {
        UIView.animate(withDuration: 1, delay: 0, options: [.repeat, .autoreverse], animations: { self.fader.alpha = 0.1 })
        UIView.animate(withDuration: 1, delay: 0, options: [.repeat, .autoreverse, .curveEaseInOut],
                       animations: { self.mover.center.x += 100 })
        UIView.animate(withDuration: 2, delay: 0, options: [.repeat, .curveLinear],
                       animations: { self.rotor.transform = CGAffineTransform(rotationAngle: .pi * 0.999) })
        UIView.animate(withDuration: 1.2, delay: 0, usingSpringWithDamping: 0.3, initialSpringVelocity: 0,
                       options: [], animations: { self.springer.center.x += 110 })
        let path = UIBezierPath()
        path.move(to: CGPoint(x: 300, y: 60))
        path.addCurve(to: CGPoint(x: 440, y: 60), controlPoint1: CGPoint(x: 330, y: -20), controlPoint2: CGPoint(x: 410, y: 140))
        path.addCurve(to: CGPoint(x: 300, y: 60), controlPoint1: CGPoint(x: 470, y: -20), controlPoint2: CGPoint(x: 270, y: 140))
        let k = CAKeyframeAnimation(keyPath: "position")
        k.path = path.cgPath
        k.duration = 2
        k.repeatCount = .infinity
        k.calculationMode = .paced
        pathDot.add(k, forKey: "path")
        flip()
        animator.addAnimations { self.scrubbed.center.x += 400; self.scrubbed.transform = CGAffineTransform(scaleX: 2, y: 2) }
        animator.pauseAnimation()
    }

    /// Cross-dissolves the card to its other colour (and back each time it finishes).
    public func flip() {
        UIView.transition(with: card, duration: 0.8, options: [.transitionCrossDissolve], animations: {
            self.cardIsBlue.toggle()
            self.card.backgroundColor = self.cardIsBlue ? .systemBlue : .systemYellow
        }, completion: { [weak self] finished in if finished { self?.flip() } })
    }

    /// Scrubs the property animator to `fraction` (what a pan gesture would do).
    public func scrub(to fraction: CGFloat) { animator.fractionComplete = fraction }
}
