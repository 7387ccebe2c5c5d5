import Foundation
import CSDL2
import Testing
@testable import UIKit

/// A window whose OS window moves to a display with another scale: `displayScale` in its traits changes,
/// `traitCollectionDidChange(_:)` runs once, and its backing stores are drawn again at the new scale.
@MainActor @Suite(.serialized, .freshWorld)
struct DisplayScaleChangeTests {
    final class ScaleProbe: UIView {
        var draws = 0
        var previousScales: [CGFloat] = []
        override func draw(_ rect: CGRect) {
            draws += 1
            UIColor.systemRed.setFill()
            UIRectFill(bounds)
        }
        override func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {
            super.traitCollectionDidChange(previousTraitCollection)
            previousScales.append(previousTraitCollection?.displayScale ?? -1)
        }
    }

    func probeWindow() -> (UIWindow, ScaleProbe) {
        let window = appWindow(CGSize(width: 200, height: 100))
        let probe = ScaleProbe(frame: CGRect(x: 10, y: 10, width: 50, height: 40))
        window.addSubview(probe)
        window.backgroundColor = .white
        window.makeKeyAndVisible()
        UIApplication.shared.runOneTurn()
        return (window, probe)
    }

    @Test("the host's scale change: displayScale 1 → 2 in the window's and its views' traits, one traitCollectionDidChange, one redraw into a store of twice the pixels, frames at the new scale")
    func scaleChangeRedrawsAtTheNewScale() throws {
        let (window, probe) = probeWindow()
        let host = try #require(UIApplication.shared.host as? HeadlessHost)
        #expect(probe.draws == 1)
        #expect((probe.layer.contents as? CGImage)?.width == 50)
        probe.previousScales = []

        window._hostWindowDidChangeScale(to: 2)
        UIApplication.shared.runOneTurn()
        #expect(window.traitCollection.displayScale == 2)
        #expect(probe.traitCollection.displayScale == 2)
        #expect(probe.previousScales == [1])
        #expect(probe.draws == 2)
        let store = try #require(probe.layer.contents as? CGImage)
        #expect(store.width == 100 && store.height == 80)
        #expect(window.screen.scale == 2 && window.screen.bounds.size == CGSize(width: 200, height: 100))
        #expect(UIScreen.main.scale == 2)
        let frame = try #require(host.lastFrame(of: window)?.cgImage)
        #expect(frame.width == 400 && frame.height == 200)

        // The same scale again changes nothing.
        window._hostWindowDidChangeScale(to: 2)
        UIApplication.shared.runOneTurn()
        #expect(probe.draws == 2 && probe.previousScales == [1])
        window.isHidden = true
    }

    final class GeometryLog: UIResponder, UIWindowSceneDelegate {
        var previousScales: [CGFloat] = []
        func windowScene(_ windowScene: UIWindowScene, didUpdate previousCoordinateSpace: UIScreen,
                         interfaceOrientation previousInterfaceOrientation: UIInterfaceOrientation,
                         traitCollection previousTraitCollection: UITraitCollection) {
            previousScales.append(previousTraitCollection.displayScale)
        }
    }

    @Test("the scene's delegate hears windowScene(_:didUpdate:...) once, after the layout at the new scale, with the previous traits")
    func sceneDelegateHearsTheScaleChange() throws {
        let (window, _) = probeWindow()
        let scene = UIWindowScene(session: UISceneSession(role: .windowApplication), connectionOptions: UIScene.ConnectionOptions())
        let delegate = GeometryLog()
        scene.delegate = delegate
        window.windowScene = scene
        UIApplication.shared.runOneTurn()
        window._hostWindowDidChangeScale(to: 2)
        #expect(delegate.previousScales.isEmpty, "not before the layout")
        UIApplication.shared.runOneTurn()
        #expect(delegate.previousScales == [1])
        #expect(scene.screen.scale == 2 && scene.traitCollection.displayScale == 2)
        window.windowScene = nil
        window.isHidden = true
    }

    @Test("SDL_WINDOWEVENT_DISPLAY_CHANGED gives the window the new display's scale (here UIKIT_SCALE=2) and its OS window a texture of the new pixel size")
    func displayChangedEvent() throws {
        let host = try #require(SDLTestHost.make())
        defer { SDLTestHost.finish() }
        let (window, probe) = probeWindow()
        host.present(window)
        let id = try #require(host.osWindowID(of: window))
        probe.previousScales = []
        let before = host.uploadedByteCount
        setenv("UIKIT_SCALE", "2", 1)
        var e = SDL_Event()
        e.window.type = SDL_WINDOWEVENT.rawValue
        e.window.event = UInt8(SDL_WINDOWEVENT_DISPLAY_CHANGED.rawValue)
        e.window.windowID = id
        e.window.data1 = 0
        _ = SDL_PushEvent(&e)
        _ = host.pollEvents()
        unsetenv("UIKIT_SCALE")
        #expect(window.screen.scale == 2)
        UIApplication.shared.runOneTurn()
        host.present(window)
        #expect(window.traitCollection.displayScale == 2)
        #expect(probe.previousScales == [1])
        #expect((probe.layer.contents as? CGImage)?.width == 100)
        #expect(host.uploadedByteCount - before == 400 * 200 * 4, "the whole window at twice the pixels")
        window.isHidden = true
        host.present(window)
    }
}
