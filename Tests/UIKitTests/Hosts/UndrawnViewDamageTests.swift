import Testing
import UIKit

/// Views the window does not draw (under a hidden or fully transparent superview, or outside the window)
/// cost nothing when they change: the frame damages no pixel. The frame that shows them damages exactly
/// what becomes visible, and equals a full render of the window.
@MainActor @Suite(.serialized, .freshWorld)
struct UndrawnViewDamageTests {
    /// A 200×150 white window with a green 100×80 container at (20, 30) holding a blue 40×30 child at
    /// (10, 10), presented once (the whole window).
    private func makeScene() -> (HeadlessHost, UIWindow, UIView, UIView) {
        let host = HeadlessHost()
        UIApplication.shared.host = host
        let window = makeWindow(CGSize(width: 200, height: 150))
        window.backgroundColor = .white
        let container = UIView(frame: CGRect(x: 20, y: 30, width: 100, height: 80))
        container.backgroundColor = .green
        let child = UIView(frame: CGRect(x: 10, y: 10, width: 40, height: 30))
        child.backgroundColor = .blue
        container.addSubview(child)
        window.addSubview(container)
        UIApplication.shared.runOneTurn()
        return (host, window, container, child)
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
            let extra = UIView(frame: CGRect(x: 2, y: 2, width: 6, height: 6))
            extra.backgroundColor = .black
            view.addSubview(extra)
            UIApplication.shared.runOneTurn()
            #expect(host.lastDamage(of: window).isNull, "turn \(turn): damaged \(host.lastDamage(of: window))")
            #expect(host.lastCompositedLayerCount(of: window) == 0, "turn \(turn)")
        }
    }

    /// How many pixels of the host's last frame differ from a full render of the window.
    private func pixelsDifferingFromFullRender(_ host: HeadlessHost, _ window: UIWindow) throws -> Int {
        let frame = try #require(host.lastFrame(of: window)?.cgImage)
        let full = try #require(window.renderedImage(scale: 1).cgImage)
        try #require(frame.width == full.width && frame.height == full.height)
        var differing = 0
        for y in 0..<frame.height {
            for x in 0..<frame.width where frame.rgba(atX: x, y: y) != full.rgba(atX: x, y: y) { differing += 1 }
        }
        return differing
    }

    @Test("A view under a hidden superview, edited in many turns, damages nothing; un-hiding the superview damages its frame and the frame equals a full render")
    func hiddenSuperview() throws {
        let saved = UIApplication.shared.host
        defer { UIApplication.shared.host = saved }
        let (host, window, container, child) = makeScene()
        container.isHidden = true
        UIApplication.shared.runOneTurn()
        #expect(host.lastDamage(of: window) == CGRect(x: 20, y: 30, width: 100, height: 80))
        editUndrawn(child, in: window, host: host)
        container.isHidden = false
        UIApplication.shared.runOneTurn()
        // The child stays inside the container, so what becomes visible is the container's frame.
        #expect(host.lastDamage(of: window) == CGRect(x: 20, y: 30, width: 100, height: 80))
        #expect(try pixelsDifferingFromFullRender(host, window) == 0)
    }

    @Test("A view added under a superview hidden before the window's first frame never damages while hidden; showing it damages the superview's frame")
    func neverDrawnSuperview() throws {
        let saved = UIApplication.shared.host
        defer { UIApplication.shared.host = saved }
        let host = HeadlessHost()
        UIApplication.shared.host = host
        let window = makeWindow(CGSize(width: 200, height: 150))
        window.backgroundColor = .white
        let container = UIView(frame: CGRect(x: 50, y: 40, width: 90, height: 60))
        container.backgroundColor = .green
        container.isHidden = true
        window.addSubview(container)
        UIApplication.shared.runOneTurn()
        let child = UIView(frame: CGRect(x: 5, y: 5, width: 20, height: 20))
        child.backgroundColor = .blue
        container.addSubview(child)
        UIApplication.shared.runOneTurn()
        #expect(host.lastDamage(of: window).isNull)
        editUndrawn(child, in: window, host: host)
        container.isHidden = false
        UIApplication.shared.runOneTurn()
        #expect(host.lastDamage(of: window) == CGRect(x: 50, y: 40, width: 90, height: 60))
        #expect(try pixelsDifferingFromFullRender(host, window) == 0)
    }

    @Test("A view under a superview of alpha 0 damages nothing when edited; alpha 1 damages the superview's frame and the frame equals a full render")
    func transparentSuperview() throws {
        let saved = UIApplication.shared.host
        defer { UIApplication.shared.host = saved }
        let (host, window, container, child) = makeScene()
        container.alpha = 0
        UIApplication.shared.runOneTurn()
        editUndrawn(child, in: window, host: host)
        container.alpha = 1
        UIApplication.shared.runOneTurn()
        #expect(host.lastDamage(of: window) == CGRect(x: 20, y: 30, width: 100, height: 80))
        #expect(try pixelsDifferingFromFullRender(host, window) == 0)
    }

    @Test("An edit under a hidden superview damages nothing even when a shadowed ancestor follows its sublayers' shapes")
    func hiddenUnderShadowedAncestor() throws {
        let saved = UIApplication.shared.host
        defer { UIApplication.shared.host = saved }
        let (host, window, container, child) = makeScene()
        // A shadow with no path follows the shape of the layer and its sublayers (CALayer.shadowPath).
        container.layer.shadowOpacity = 1
        container.layer.shadowRadius = 0
        container.layer.shadowOffset = CGSize(width: 3, height: 3)
        let middle = UIView(frame: CGRect(x: 60, y: 10, width: 30, height: 30))
        middle.backgroundColor = .yellow
        container.addSubview(middle)
        middle.addSubview(child)
        middle.isHidden = true
        UIApplication.shared.runOneTurn()
        editUndrawn(child, in: window, host: host)
        #expect(try pixelsDifferingFromFullRender(host, window) == 0)
    }

    @Test("A view outside the window damages nothing when edited; moving it in damages its new frame and the frame equals a full render")
    func outsideWindow() throws {
        let saved = UIApplication.shared.host
        defer { UIApplication.shared.host = saved }
        let (host, window, _, _) = makeScene()
        let outside = UIView(frame: CGRect(x: 400, y: 20, width: 30, height: 20))
        outside.backgroundColor = .red
        window.addSubview(outside)
        UIApplication.shared.runOneTurn()
        #expect(host.lastDamage(of: window).isNull)
        editUndrawn(outside, in: window, host: host)
        outside.frame = CGRect(x: 140, y: 100, width: 30, height: 20)
        UIApplication.shared.runOneTurn()
        #expect(host.lastDamage(of: window) == CGRect(x: 140, y: 100, width: 30, height: 20))
        #expect(try pixelsDifferingFromFullRender(host, window) == 0)
    }
}
