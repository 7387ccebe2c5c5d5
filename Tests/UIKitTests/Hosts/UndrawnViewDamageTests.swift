import Testing
import UIKit

/// Views the window does not draw (under a hidden or fully transparent superview, or outside the window)
/// cost nothing when they change: the frame damages no pixel. The frame that shows them damages exactly
/// what becomes visible, and equals a full render of the window.
@MainActor @Suite(.serialized, .freshWorld)
struct UndrawnViewDamageTests {
    private static let windowSize = CGSize(width: 200, height: 150)

    /// A green 100×80 container at (20, 30) holding a blue 40×30 child at (10, 10) in `window`, presented
    /// once (the whole window).
    private func addContainer(to window: UIWindow) -> (container: UIView, child: UIView) {
        let container = filledView(CGRect(x: 20, y: 30, width: 100, height: 80), .green)
        let child = filledView(CGRect(x: 10, y: 10, width: 40, height: 30), .blue)
        container.addSubview(child)
        window.addSubview(container)
        UIApplication.shared.runOneTurn()
        return (container, child)
    }

    /// Edits every drawn family of `view` (look, size, place, opacity, a new subview) in `turns` turns and
    /// checks that none of them damages the window.
    private func editUndrawn(_ view: UIView, in window: UIWindow, host: HeadlessHost, turns: Int = 6) {
        let colours: [UIColor] = [.red, .yellow, .orange, .purple]
        for turn in 0..<turns {
            view.backgroundColor = colours[turn % colours.count]
            view.frame.size = CGSize(width: 30 + CGFloat(turn) * 4, height: 20 + CGFloat(turn) * 2)
            view.frame.origin.x += 3
            view.alpha = turn % 2 == 0 ? 0.5 : 1
            view.layer.cornerRadius = CGFloat(turn)
            view.addSubview(filledView(CGRect(x: 2, y: 2, width: 6, height: 6), .black))
            UIApplication.shared.runOneTurn()
            #expect(host.lastDamage(of: window).isNull, "turn \(turn): damaged \(host.lastDamage(of: window))")
            #expect(host.lastCompositedLayerCount(of: window) == 0, "turn \(turn)")
        }
    }

    @Test("A view under a hidden or alpha 0 superview, edited in many turns, damages nothing; showing the superview again damages its frame and the frame equals a full render",
          arguments: [true, false])
    func undrawnSuperview(hides: Bool) throws {
        try withHeadlessWindow(Self.windowSize) { host, window in
            let (container, child) = addContainer(to: window)
            if hides { container.isHidden = true } else { container.alpha = 0 }
            UIApplication.shared.runOneTurn()
            #expect(host.lastDamage(of: window) == container.frame)
            editUndrawn(child, in: window, host: host)
            if hides { container.isHidden = false } else { container.alpha = 1 }
            UIApplication.shared.runOneTurn()
            // The child stays inside the container, so what becomes visible is the container's frame.
            #expect(host.lastDamage(of: window) == CGRect(x: 20, y: 30, width: 100, height: 80))
            let differing = try pixelsDifferingFromFullRender(host, window)
            #expect(differing == 0)
        }
    }

    @Test("A view added under a superview hidden before the window's first frame never damages while hidden; showing it damages the superview's frame")
    func neverDrawnSuperview() throws {
        try withHeadlessWindow(Self.windowSize) { host, window in
            let container = filledView(CGRect(x: 50, y: 40, width: 90, height: 60), .green)
            container.isHidden = true
            window.addSubview(container)
            UIApplication.shared.runOneTurn()
            let child = filledView(CGRect(x: 5, y: 5, width: 20, height: 20), .blue)
            container.addSubview(child)
            UIApplication.shared.runOneTurn()
            #expect(host.lastDamage(of: window).isNull)
            editUndrawn(child, in: window, host: host)
            container.isHidden = false
            UIApplication.shared.runOneTurn()
            #expect(host.lastDamage(of: window) == CGRect(x: 50, y: 40, width: 90, height: 60))
            let differing = try pixelsDifferingFromFullRender(host, window)
            #expect(differing == 0)
        }
    }

    @Test("An edit under a hidden superview damages nothing even when a shadowed ancestor follows its sublayers' shapes")
    func hiddenUnderShadowedAncestor() throws {
        try withHeadlessWindow(Self.windowSize) { host, window in
            let (container, child) = addContainer(to: window)
            // A shadow with no path follows the shape of the layer and its sublayers (CALayer.shadowPath).
            container.layer.shadowOpacity = 1
            container.layer.shadowRadius = 0
            container.layer.shadowOffset = CGSize(width: 3, height: 3)
            let middle = filledView(CGRect(x: 60, y: 10, width: 30, height: 30), .yellow)
            container.addSubview(middle)
            middle.addSubview(child)
            middle.isHidden = true
            UIApplication.shared.runOneTurn()
            editUndrawn(child, in: window, host: host)
            let differing = try pixelsDifferingFromFullRender(host, window)
            #expect(differing == 0)
        }
    }

    @Test("A view outside the window damages nothing when edited; moving it in damages its new frame and the frame equals a full render")
    func outsideWindow() throws {
        try withHeadlessWindow(Self.windowSize) { host, window in
            _ = addContainer(to: window)
            let outside = filledView(CGRect(x: 400, y: 20, width: 30, height: 20), .red)
            window.addSubview(outside)
            UIApplication.shared.runOneTurn()
            #expect(host.lastDamage(of: window).isNull)
            editUndrawn(outside, in: window, host: host)
            outside.frame = CGRect(x: 140, y: 100, width: 30, height: 20)
            UIApplication.shared.runOneTurn()
            #expect(host.lastDamage(of: window) == CGRect(x: 140, y: 100, width: 30, height: 20))
            let differing = try pixelsDifferingFromFullRender(host, window)
            #expect(differing == 0)
        }
    }
}
