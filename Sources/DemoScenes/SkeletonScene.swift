import UIKit

/// A view that draws with `draw(_:)`: a filled square and a circle, counting its draws.
public final class BadgeView: UIView {
    /// How many times `draw(_:)` ran.
    public private(set) var drawCount = 0

    public override func draw(_ rect: CGRect) {
        drawCount += 1
        UIColor(red: 0.95, green: 0.85, blue: 0.2, alpha: 1).setFill()
        UIRectFill(bounds)
        UIColor(red: 0.1, green: 0.3, blue: 0.8, alpha: 1).setFill()
        UIBezierPath(ovalIn: bounds.insetBy(dx: 10, dy: 10)).fill()
    }
}

/// The walking skeleton's scene: a window with a background, two overlapping subviews (the later one on
/// top) and a custom-drawn view.
@MainActor
public struct SkeletonScene {
    public let window: UIWindow
    public let back: UIView
    public let front: UIView
    public let badge: BadgeView

    /// Builds the scene on `screen`.
    public init(screen: UIScreen) {
        UIScreen.main = screen
        window = UIWindow(frame: CGRect(x: 0, y: 0, width: 320, height: 240))
        window.screen = screen
        window.backgroundColor = UIColor(white: 0.94, alpha: 1)

        back = UIView(frame: CGRect(x: 20, y: 20, width: 140, height: 100))
        back.backgroundColor = .red
        front = UIView(frame: CGRect(x: 90, y: 60, width: 140, height: 100))
        front.backgroundColor = UIColor(red: 0, green: 0.6, blue: 0.3, alpha: 1)
        badge = BadgeView(frame: CGRect(x: 200, y: 120, width: 100, height: 100))

        window.addSubview(back)
        window.addSubview(front)
        window.addSubview(badge)
        window.makeKeyAndVisible()
    }
}
