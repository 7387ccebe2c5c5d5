import Testing
import UIKit

/// UIWindow, UIScreen, UIApplication's run loop, UIViewController, snapshots, UIScrollView.
@MainActor @Suite(.serialized, .freshWorld)
struct WindowAndAppTests {
    @Test("A window is hidden until makeKeyAndVisible(); then it is the key window, and only one window is key")
    func keyAndVisible() {
        final class W: UIWindow {
            var events: [String] = []
            override func becomeKey() { events.append("becomeKey") }
            override func resignKey() { events.append("resignKey") }
        }
        let a = W(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        let b = W(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        #expect(a.isHidden && b.isHidden)
        #expect(!a.isKeyWindow)
        a.makeKeyAndVisible()
        #expect(!a.isHidden && a.isKeyWindow)
        #expect(UIApplication.shared.keyWindow === a)
        b.makeKeyAndVisible()
        #expect(b.isKeyWindow && !a.isKeyWindow)
        #expect(a.events == ["becomeKey", "resignKey"])
        #expect(b.events == ["becomeKey"])
        #expect(a.window === a)
        #expect(UIApplication.shared.windows.contains { $0 === a })
    }

    @Test("Visible windows are presented in increasing windowLevel; hidden windows are not presented")
    func windowLevels() {
        let host = HeadlessHost()
        let saved = UIApplication.shared.host
        UIApplication.shared.host = host
        defer { UIApplication.shared.host = saved }
        UIApplication.shared.runOneTurn()
        let alert = makeWindow(); alert.windowLevel = .alert
        alert.backgroundColor = .red
        let normal = makeWindow()
        normal.backgroundColor = .blue
        let status = makeWindow(); status.windowLevel = .statusBar
        status.frame = CGRect(x: 0, y: 0, width: 100, height: 20)
        status.backgroundColor = .green
        let hidden = makeWindow(); hidden.isHidden = true; hidden.windowLevel = UIWindow.Level(5000)
        UIApplication.shared.runOneTurn()
        let order = host.lastPresentationOrder
        let mine = order.filter { $0 === alert || $0 === normal || $0 === status || $0 === hidden }
        #expect(mine.count == 3)
        #expect(mine.first === normal && mine.last === alert)
        #expect(host.lastFrame(of: hidden) == nil)
        #expect(UIWindow.Level.normal < .statusBar && UIWindow.Level.statusBar < .alert)
        // The composed screen shows the highest visible level on top.
        let screen = host.composedScreen(scale: 1, windows: [status, normal])
        #expect(screen.pixel(50, 10).isClose(to: RGBA.green))
        #expect(screen.pixel(50, 50).isClose(to: RGBA.blue))
    }

    @Test("UIScreen: main, bounds in points, scale, nativeScale, nativeBounds in pixels; a window is on the main screen")
    func screen() {
        let s = UIScreen(bounds: CGRect(x: 0, y: 0, width: 320, height: 568), scale: 2)
        #expect(s.nativeBounds == CGRect(x: 0, y: 0, width: 640, height: 1136))
        #expect(s.nativeScale == 2)
        UIScreen.main = s
        let w = UIWindow()
        #expect(w.frame == CGRect(x: 0, y: 0, width: 320, height: 568))
        #expect(w.screen === s)
    }

    @Test("rootViewController: the view is loaded once (loadView, then viewDidLoad), fills the window, and is in the responder chain")
    func rootViewController() {
        final class VC: UIViewController {
            var log: [String] = []
            override func loadView() { log.append("loadView"); view = UIView() }
            override func viewDidLoad() { log.append("viewDidLoad") }
        }
        let window = makeWindow(CGSize(width: 120, height: 80))
        let vc = VC()
        #expect(!vc.isViewLoaded)
        window.rootViewController = vc
        #expect(vc.log == ["loadView", "viewDidLoad"])
        _ = vc.view
        #expect(vc.log == ["loadView", "viewDidLoad"])
        #expect(vc.view.superview === window)
        #expect(vc.view.frame == window.bounds)
        #expect(vc.view.next === vc)
        #expect(vc.next === window)
        let other = UIViewController()
        window.rootViewController = other
        #expect(vc.view.superview == nil && other.view.superview === window)
        #expect(other.view.frame == window.bounds)
    }

    @Test("One run-loop turn: due timers run, then the commit lays out and draws, then the host presents")
    func oneTurn() {
        let host = HeadlessHost()
        let saved = UIApplication.shared.host
        UIApplication.shared.host = host
        defer { UIApplication.shared.host = saved }
        let window = makeWindow()
        let v = QuadrantView(frame: CGRect(x: 0, y: 0, width: 40, height: 20))
        window.addSubview(v)
        var ran: [String] = []
        // (Main-queue blocks are drained by this turn only when the app owns the main thread, as the demo
        // does; inside the test runner the runner's own dispatch drains the main queue between tests.)
        let timer = Timer(timeInterval: 0, repeats: false) { _ in
            MainActor.assumeIsolated { ran.append("timer"); v.setNeedsDisplay() }
        }
        RunLoop.current.add(timer, forMode: .default)
        let before = host.presentedFrameCount
        UIApplication.shared.runOneTurn()
        #expect(ran == ["timer"])
        #expect(v.drawCount == 1)
        #expect(host.presentedFrameCount > before)
        #expect(host.lastFrame(of: window)?.pixel(5, 5).isClose(to: RGBA.red) == true)
        // A turn with nothing changed presents nothing new.
        let count = host.presentedFrameCount
        UIApplication.shared.runOneTurn()
        #expect(host.presentedFrameCount == count)
    }

    @Test("layer.render(in:), drawHierarchy(in:afterScreenUpdates:) and snapshotView(afterScreenUpdates:) show the tree as on screen")
    func snapshots() {
        let window = makeWindow()
        let v = QuadrantView(frame: CGRect(x: 0, y: 0, width: 40, height: 20))
        window.addSubview(v)
        let f = UIGraphicsImageRendererFormat(); f.scale = 1
        // drawHierarchy scales the whole window (100×100) into a 50×50 rect at (50, 50).
        let drawn = UIGraphicsImageRenderer(size: CGSize(width: 100, height: 100), format: f).image { _ in
            #expect(window.drawHierarchy(in: CGRect(x: 50, y: 50, width: 50, height: 50), afterScreenUpdates: true))
        }
        #expect(drawn.pixel(52, 52).isClose(to: RGBA.red, tolerance: 2))   // content (0..10, 0..10) → (50..55)
        #expect(drawn.pixel(60, 52).isClose(to: RGBA.green, tolerance: 2))
        #expect(drawn.pixel(90, 90).isClose(to: RGBA.white, tolerance: 2))
        #expect(drawn.pixel(10, 10)[3] == 0)
        #expect(!v.drawHierarchy(in: v.bounds, afterScreenUpdates: false)) // no current context
        let rendered = UIGraphicsImageRenderer(size: CGSize(width: 40, height: 20), format: f).image { ctx in
            v.layer.render(in: ctx.cgContext)
        }
        #expect(rendered.pixel(5, 5).isClose(to: RGBA.red))
        let snap = v.snapshotView(afterScreenUpdates: true)!
        #expect(snap.bounds.size == v.bounds.size)
        #expect(snap.layer.contents is CGImage)
        window.addSubview(snap)
        snap.frame.origin = CGPoint(x: 0, y: 50)
        let shown = window.renderedImage(scale: 1)
        #expect(shown.pixel(5, 55).isClose(to: RGBA.red) && shown.pixel(30, 65).isClose(to: RGBA.yellow))
        #expect(v.drawCount == 1) // snapshots reuse the cached content
    }

    @Test("UIScrollView clips to its bounds; contentOffset is the bounds origin and scrolls the content")
    func scrollView() {
        let window = makeWindow()
        let scroll = UIScrollView(frame: CGRect(x: 0, y: 0, width: 100, height: 50))
        #expect(scroll.clipsToBounds)
        scroll.contentSize = CGSize(width: 100, height: 200)
        let row = UIView(frame: CGRect(x: 0, y: 100, width: 100, height: 20))
        row.backgroundColor = .red
        window.addSubview(scroll); scroll.addSubview(row)
        #expect(window.renderedImage(scale: 1).pixel(50, 10).isClose(to: RGBA.white))
        scroll.contentOffset = CGPoint(x: 0, y: 95)
        #expect(scroll.bounds.origin == CGPoint(x: 0, y: 95))
        #expect(scroll.frame == CGRect(x: 0, y: 0, width: 100, height: 50))
        let image = window.renderedImage(scale: 1)
        #expect(image.pixel(50, 10).isClose(to: RGBA.red))       // row at content y 100..120 → 5..25
        #expect(image.pixel(50, 60).isClose(to: RGBA.white))     // clipped below the scroll view
        #expect(window.hitTest(CGPoint(x: 50, y: 10), with: nil) === row)
        #expect(scroll.contentSize == CGSize(width: 100, height: 200))
    }
}
