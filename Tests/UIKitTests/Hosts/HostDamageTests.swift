import Testing
import UIKit

/// The hosts' per-window damage-tracking surfaces: a frame costs what changed.
@MainActor @Suite(.serialized, .freshWorld)
struct HostDamageTests {
    /// A 320×240 window with a 10×10 grid of 24×16 views, 8 points apart (no two views touch), and the host
    /// installed as the application's; the first turn presents the whole window.
    private func makeScene(scale: CGFloat) -> (HeadlessHost, UIWindow, [UIView]) {
        let host = HeadlessHost()
        UIApplication.shared.host = host
        let window = makeWindow(CGSize(width: 320, height: 240), scale: scale)
        var views: [UIView] = []
        for j in 0..<10 {
            for i in 0..<10 {
                let v = UIView(frame: CGRect(x: CGFloat(i) * 32 + 4, y: CGFloat(j) * 24 + 4, width: 24, height: 16))
                v.backgroundColor = .blue
                window.addSubview(v)
                views.append(v)
            }
        }
        UIApplication.shared.runOneTurn()
        return (host, window, views)
    }

    /// The largest per-channel difference between two images of the same size, and how many pixels differ
    /// by more than `tolerance`.
    private func difference(_ a: UIImage, _ b: UIImage, tolerance: Int) -> (worst: Int, bad: Int)? {
        guard let x = a.cgImage, let y = b.cgImage, x.width == y.width, x.height == y.height else { return nil }
        var worst = 0, bad = 0
        for row in 0..<x.height {
            for col in 0..<x.width {
                let p = x.rgba(atX: col, y: row), q = y.rgba(atX: col, y: row)
                let d = max(abs(Int(p.r) - Int(q.r)), abs(Int(p.g) - Int(q.g)), abs(Int(p.b) - Int(q.b)), abs(Int(p.a) - Int(q.a)))
                worst = max(worst, d)
                if d > tolerance { bad += 1 }
            }
        }
        return (worst, bad)
    }

    /// `rect` (points) in surface pixels at `scale`.
    private func pixels(_ rect: CGRect, _ scale: CGFloat) -> CGRect {
        CGRect(x: rect.minX * scale, y: rect.minY * scale, width: rect.width * scale, height: rect.height * scale)
    }

    @Test("One view's background colour change recomposites exactly that view's frame in pixels, and the frame equals a full render",
          arguments: [1.0, 2.0] as [CGFloat])
    func backgroundChange(scale: CGFloat) throws {
        let saved = UIApplication.shared.host
        defer { UIApplication.shared.host = saved }
        let (host, window, views) = makeScene(scale: scale)
        // The first frame is the whole window: the root and its 100 views.
        #expect(host.lastDamage(of: window) == CGRect(x: 0, y: 0, width: 320 * scale, height: 240 * scale))
        #expect(host.lastCompositedLayerCount(of: window) == 101)
        let target = views[5 * 10 + 3] // frame (100, 124, 24, 16)
        let composited = host.compositedFrameCount
        target.backgroundColor = .red
        UIApplication.shared.runOneTurn()
        #expect(host.lastDamage(of: window) == pixels(target.frame, scale))
        #expect(host.lastDamage(of: window) == CGRect(x: 100 * scale, y: 124 * scale, width: 24 * scale, height: 16 * scale))
        // Only the window's layer (under the damage) and the changed view are composited.
        #expect(host.lastCompositedLayerCount(of: window) == 2)
        #expect(host.compositedFrameCount == composited + 1)
        let frame = try #require(host.lastFrame(of: window))
        #expect(frame.scale == scale)
        #expect(frame.cgImage?.width == Int(320 * scale) && frame.cgImage?.height == Int(240 * scale))
        #expect(frame.pixel(Int(110 * scale), Int(130 * scale)).isClose(to: RGBA.red))
        #expect(frame.pixel(Int(142 * scale), Int(130 * scale)).isClose(to: RGBA.blue))
        #expect(frame.pixel(Int(130 * scale), Int(130 * scale)).isClose(to: RGBA.white))
        let full = window.renderedImage(scale: scale)
        let diff = try #require(difference(frame, full, tolerance: 3))
        #expect(diff.bad == 0, "worst channel difference \(diff.worst)")
    }

    @Test("A present with no change composites nothing and reports .null damage; a turn with no change presents nothing")
    func unchangedFrame() throws {
        let saved = UIApplication.shared.host
        defer { UIApplication.shared.host = saved }
        let (host, window, views) = makeScene(scale: 1)
        views[0].backgroundColor = .green
        UIApplication.shared.runOneTurn()
        #expect(host.lastCompositedLayerCount(of: window) == 2)
        let image = try #require(host.lastFrame(of: window))
        let presented = host.presentedFrameCount, composited = host.compositedFrameCount
        host.present(window)
        #expect(host.lastDamage(of: window).isNull)
        #expect(host.lastCompositedLayerCount(of: window) == 0)
        #expect(host.presentedFrameCount == presented + 1)
        #expect(host.compositedFrameCount == composited)
        // The surface did not change, so the last frame's image is not made again.
        #expect(host.lastFrame(of: window) === image)
        UIApplication.shared.runOneTurn()
        #expect(host.presentedFrameCount == presented + 1)
        #expect(host.compositedFrameCount == composited)
        #expect(host.lastFrame(of: window) === image)
    }

    @Test("Of two windows, the one whose tree did not change composites 0 layers in a turn that presents both")
    func twoWindows() {
        let saved = UIApplication.shared.host
        defer { UIApplication.shared.host = saved }
        let (host, window, views) = makeScene(scale: 1)
        let other = makeWindow(CGSize(width: 60, height: 40))
        other.windowLevel = .alert
        let label = UIView(frame: CGRect(x: 10, y: 10, width: 20, height: 10))
        label.backgroundColor = .green
        other.addSubview(label)
        UIApplication.shared.runOneTurn()
        #expect(host.lastDamage(of: other) == CGRect(x: 0, y: 0, width: 60, height: 40))
        #expect(host.lastDamage(of: window).isNull)
        #expect(host.lastCompositedLayerCount(of: window) == 0)
        views[99].backgroundColor = .yellow // frame (292, 220, 24, 16)
        UIApplication.shared.runOneTurn()
        #expect(host.lastDamage(of: window) == CGRect(x: 292, y: 220, width: 24, height: 16))
        #expect(host.lastDamage(of: other).isNull)
        #expect(host.lastCompositedLayerCount(of: other) == 0)
        let mine = host.lastPresentationOrder.filter { $0 === window || $0 === other }
        #expect(mine.count == 2 && mine.first === window && mine.last === other)
        #expect(host.lastFrame(of: other)?.pixel(15, 15).isClose(to: RGBA.green) == true)
        #expect(host.lastFrame(of: window)?.pixel(300, 225).isClose(to: RGBA.yellow) == true)
    }

    @Test("Moving a view damages its old and new frames; removing one damages its old frame; adding one its new frame")
    func moveRemoveAdd() throws {
        let saved = UIApplication.shared.host
        defer { UIApplication.shared.host = saved }
        let (host, window, views) = makeScene(scale: 2)
        let v = views[2 * 10 + 5] // frame (164, 52, 24, 16)
        v.frame.origin = CGPoint(x: 168, y: 56)
        UIApplication.shared.runOneTurn()
        // (164, 52, 24, 16) ∪ (168, 56, 24, 16) = (164, 52, 28, 20) points, twice that in pixels.
        #expect(host.lastDamage(of: window) == CGRect(x: 328, y: 104, width: 56, height: 40))
        #expect(host.lastCompositedLayerCount(of: window) == 2)
        views[0].removeFromSuperview() // frame (4, 4, 24, 16)
        UIApplication.shared.runOneTurn()
        #expect(host.lastDamage(of: window) == CGRect(x: 8, y: 8, width: 48, height: 32))
        #expect(host.lastCompositedLayerCount(of: window) == 1)
        let added = UIView(frame: CGRect(x: 0, y: 0, width: 3, height: 3))
        added.backgroundColor = .red
        window.addSubview(added)
        UIApplication.shared.runOneTurn()
        #expect(host.lastDamage(of: window) == CGRect(x: 0, y: 0, width: 6, height: 6))
        let frame = try #require(host.lastFrame(of: window))
        #expect(frame.pixel(2, 2).isClose(to: RGBA.red))
        #expect(frame.pixel(20, 20).isClose(to: RGBA.white)) // where views[0] was
        let diff = try #require(difference(frame, window.renderedImage(scale: 2), tolerance: 3))
        #expect(diff.bad == 0, "worst channel difference \(diff.worst)")
    }

    @Test("A new window size or screen scale gets a new surface: the next frame is the whole window at the new size")
    func resizeAndRescale() throws {
        let saved = UIApplication.shared.host
        defer { UIApplication.shared.host = saved }
        let (host, window, _) = makeScene(scale: 1)
        window.frame = CGRect(x: 0, y: 0, width: 200, height: 150)
        UIApplication.shared.runOneTurn()
        #expect(host.lastDamage(of: window) == CGRect(x: 0, y: 0, width: 200, height: 150))
        #expect(host.lastFrame(of: window)?.cgImage?.width == 200)
        window.screen = UIScreen(bounds: CGRect(x: 0, y: 0, width: 320, height: 240), scale: 3)
        UIApplication.shared.runOneTurn()
        #expect(host.lastDamage(of: window) == CGRect(x: 0, y: 0, width: 600, height: 450))
        let frame = try #require(host.lastFrame(of: window))
        #expect(frame.scale == 3 && frame.cgImage?.width == 600 && frame.cgImage?.height == 450)
        let diff = try #require(difference(frame, window.renderedImage(scale: 3), tolerance: 3))
        #expect(diff.bad == 0, "worst channel difference \(diff.worst)")
    }

    @Test("A window with no pixels has no frame; a window never presented reports .null damage")
    func emptyAndUnpresented() {
        let host = HeadlessHost()
        let empty = makeWindow(CGSize(width: 50, height: 50))
        empty.frame = .zero
        host.present(empty)
        #expect(host.lastFrame(of: empty) == nil)
        #expect(host.lastDamage(of: empty).isNull)
        #expect(host.compositedFrameCount == 0)
        let never = makeWindow(CGSize(width: 10, height: 10))
        #expect(host.lastFrame(of: never) == nil)
        #expect(host.lastDamage(of: never).isNull)
        #expect(host.lastCompositedLayerCount(of: never) == 0)
    }

    @Test("A window presented by a second host leaves the first one's surface, so neither shows a stale frame")
    func secondHostTakesOver() throws {
        var a: HeadlessHost? = HeadlessHost()
        var b: HeadlessHost? = HeadlessHost()
        let w = makeWindow(CGSize(width: 40, height: 30))
        let x = makeWindow(CGSize(width: 20, height: 20))
        let v = UIView(frame: CGRect(x: 10, y: 10, width: 10, height: 10))
        v.backgroundColor = .blue
        w.addSubview(v)
        a!.present(w); a!.present(x)
        b!.present(w)
        #expect(a!.lastFrame(of: w) == nil)             // a no longer has a surface for w
        #expect(b!.lastFrame(of: w)?.pixel(15, 15).isClose(to: RGBA.blue) == true)
        b = nil
        v.backgroundColor = .red
        a!.present(x)                                   // drains the change records of every tree
        a!.present(w)
        #expect(a!.lastDamage(of: w) == CGRect(x: 0, y: 0, width: 40, height: 30))
        #expect(a!.lastFrame(of: w)?.pixel(15, 15).isClose(to: RGBA.red) == true)
        v.backgroundColor = .green
        a!.present(w)
        #expect(a!.lastDamage(of: w) == CGRect(x: 10, y: 10, width: 10, height: 10))
        #expect(a!.lastFrame(of: w)?.pixel(15, 15).isClose(to: RGBA.green) == true)
        a = nil
    }

    @Test("A view on fractional coordinates damages its frame rounded out to whole pixels; antialiased edges match a full render",
          arguments: [1.0, 2.0] as [CGFloat])
    func fractionalFrame(scale: CGFloat) throws {
        let saved = UIApplication.shared.host
        defer { UIApplication.shared.host = saved }
        let (host, window, views) = makeScene(scale: scale)
        let v = UIView(frame: CGRect(x: 130.25, y: 30.5, width: 7.5, height: 3.25))
        v.backgroundColor = .green
        window.addSubview(v)
        UIApplication.shared.runOneTurn()
        // (130.25, 30.5)–(137.75, 33.75) points, times the scale, rounded out to whole pixels.
        let expected = scale == 1 ? CGRect(x: 130, y: 30, width: 8, height: 4) : CGRect(x: 260, y: 61, width: 16, height: 7)
        #expect(host.lastDamage(of: window) == expected)
        v.backgroundColor = .red
        views[44].backgroundColor = .yellow // frame (132, 100, 24, 16), away from v
        UIApplication.shared.runOneTurn()
        let both = expected.union(CGRect(x: 132 * scale, y: 100 * scale, width: 24 * scale, height: 16 * scale))
        #expect(host.lastDamage(of: window) == both)
        let frame = try #require(host.lastFrame(of: window))
        let diff = try #require(difference(frame, window.renderedImage(scale: scale), tolerance: 3))
        #expect(diff.bad == 0, "worst channel difference \(diff.worst)")
    }
}
