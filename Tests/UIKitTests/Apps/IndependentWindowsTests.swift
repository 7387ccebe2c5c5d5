import Testing
@testable import UIKit

/// Two windows in two scenes of one app are independent: both animate and take touches in the same turns,
/// and a change in one window recomposites nothing in the other.
@MainActor @Suite(.serialized, .freshWorld) struct IndependentWindowsTests {
    private final class TapCounter {
        var taps = 0
    }

    /// A shown window of its own scene with one 100×100 view at (20, 20) that counts taps.
    private func sceneWindow(_ counter: TapCounter) -> (UIWindow, UIView) {
        let scene = UIWindowScene(session: UISceneSession(role: .windowApplication),
                                  connectionOptions: UIScene.ConnectionOptions())
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 200, height: 200))
        window.windowScene = scene
        window.backgroundColor = .white
        let view = UIView(frame: CGRect(x: 20, y: 20, width: 100, height: 100))
        view.backgroundColor = .systemBlue
        let tap = UITapGestureRecognizer()
        tap.addHandler { _ in counter.taps += 1 }
        view.addGestureRecognizer(tap)
        window.addSubview(view)
        window.isHidden = false
        return (window, view)
    }

    @Test("Both windows animate and take touches in the same turns; a change in one costs the other nothing")
    func independentWindows() throws {
        _ = appWindow()
        let host = try #require(UIApplication.shared.host as? HeadlessHost)
        let countA = TapCounter(), countB = TapCounter()
        let (a, viewA) = sceneWindow(countA)
        let (b, viewB) = sceneWindow(countB)
        UIApplication.shared.runOneTurn()

        UIView.animate(withDuration: 1, delay: 0, options: .curveLinear) {
            viewA.alpha = 0.2   // a view whose model alpha is 0 would not be hit-tested
            viewB.center.x += 40
        }
        CAMediaClock.advance(by: 0.5)
        // A finger in each window, down and up within the same turns.
        a.sendTouch(.began, at: CGPoint(x: 50, y: 50), finger: 0)
        b.sendTouch(.began, at: CGPoint(x: 60, y: 60), finger: 1)
        UIApplication.shared.runOneTurn()
        // The turn the clock advanced in drew both windows' animations. (The next turn, at the same media
        // time, moves nothing: window B's position-only animation then composites nothing.)
        #expect(host.lastCompositedLayerCount(of: a) > 0)
        #expect(host.lastCompositedLayerCount(of: b) > 0)
        a.sendTouch(.ended, at: CGPoint(x: 50, y: 50), finger: 0)
        b.sendTouch(.ended, at: CGPoint(x: 60, y: 60), finger: 1)
        UIApplication.shared.runOneTurn()
        #expect(countA.taps == 1)
        #expect(countB.taps == 1)
        // Half-way through both windows' animations.
        #expect(abs((viewA.layer.presentation()?.opacity ?? -1) - 0.6) < 1e-6)
        #expect(viewB.layer.presentation()?.position.x == 90)

        CAMediaClock.advance(by: 1)
        UIApplication.shared.runOneTurn()
        UIApplication.shared.runOneTurn()
        let frameB = try #require(host.lastFrame(of: b)?.pngData())
        // Only window A changes now.
        viewA.backgroundColor = .systemRed
        viewA.alpha = 1
        UIApplication.shared.runOneTurn()
        #expect(host.lastCompositedLayerCount(of: a) > 0)
        #expect(host.lastCompositedLayerCount(of: b) == 0)
        #expect(host.lastDamage(of: b).isNull)
        #expect(host.lastFrame(of: b)?.pngData() == frameB)
        a.isHidden = true
        b.isHidden = true
    }
}
