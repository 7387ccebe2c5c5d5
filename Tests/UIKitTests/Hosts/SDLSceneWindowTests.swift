import Foundation
import CSDL2
import Testing
import UIKit

/// A window scene's title and size restrictions on its OS window (SDL), and an OS window resize reaching
/// the scene.
@MainActor @Suite(.serialized, .freshWorld)
struct SDLSceneWindowTests {
    @Test("UIScene.title is the OS window's title (the host's until set), and follows changes at the next present")
    func titleFollowsScene() throws {
        let host = try #require(SDLTestHost.make())
        defer { SDLTestHost.finish() }
        let app = UIApplication.shared
        app._resetLifecycleForTesting()
        defer { app._resetLifecycleForTesting() }
        let scene = try #require(app._connectScene() as? UIWindowScene)
        let window = appWindow(CGSize(width: 320, height: 240))
        window.windowScene = scene
        window.backgroundColor = .white
        window.makeKeyAndVisible()
        app.runOneTurn()
        host.present(window)
        #expect(host.osWindowTitle(of: window) == "uikit-tests")
        scene.title = "Notes — Groceries"
        host.present(window)
        #expect(host.osWindowTitle(of: window) == "Notes — Groceries")
        window.windowScene = nil
    }

    @Test("sizeRestrictions become the OS window's minimum and maximum size")
    func restrictionsLimitTheOSWindow() throws {
        let host = try #require(SDLTestHost.make())
        defer { SDLTestHost.finish() }
        let app = UIApplication.shared
        app._resetLifecycleForTesting()
        defer { app._resetLifecycleForTesting() }
        let scene = try #require(app._connectScene() as? UIWindowScene)
        let window = appWindow(CGSize(width: 400, height: 300))
        window.windowScene = scene
        window.backgroundColor = .white
        window.makeKeyAndVisible()
        let limits = try #require(scene.sizeRestrictions)
        limits.minimumSize = CGSize(width: 320, height: 240)
        limits.maximumSize = CGSize(width: 1200, height: 900)
        app.runOneTurn()
        host.present(window)
        let os = try #require(host.osWindowSizeLimits(of: window))
        #expect(os.min == CGSize(width: 320, height: 240))
        #expect(os.max == CGSize(width: 1200, height: 900))
        window.windowScene = nil
    }

    final class LayoutCounter: UIViewController {
        var layouts: [CGSize] = []
        var transitions: [CGSize] = []
        override func viewWillLayoutSubviews() { layouts.append(view.bounds.size) }
        override func viewWillTransition(to size: CGSize, with coordinator: any UIViewControllerTransitionCoordinator) {
            super.viewWillTransition(to: size, with: coordinator)
            transitions.append(size)
        }
    }

    @Test("an OS window resize (SDL_WINDOWEVENT_SIZE_CHANGED) is followed by one layout at the new size and one full frame")
    func resizeEventLaysOutOnce() throws {
        let host = try #require(SDLTestHost.make())
        defer { SDLTestHost.finish() }
        let window = appWindow(CGSize(width: 390, height: 844))
        let vc = LayoutCounter()
        window.rootViewController = vc
        window.backgroundColor = .white
        window.makeKeyAndVisible()
        UIApplication.shared.runOneTurn()
        host.present(window)
        let id = try #require(host.osWindowID(of: window))
        vc.layouts = []
        let before = host.uploadedByteCount
        var e = SDL_Event()
        e.window.type = SDL_WINDOWEVENT.rawValue
        e.window.event = UInt8(SDL_WINDOWEVENT_SIZE_CHANGED.rawValue)
        e.window.windowID = id
        e.window.data1 = 700
        e.window.data2 = 500
        _ = SDL_PushEvent(&e)
        _ = host.pollEvents()
        #expect(window.bounds.size == CGSize(width: 700, height: 500))
        #expect(window.screen.bounds.size == CGSize(width: 700, height: 500))
        UIApplication.shared.runOneTurn()
        host.present(window)
        #expect(vc.layouts == [CGSize(width: 700, height: 500)])
        #expect(vc.transitions == [CGSize(width: 700, height: 500)])
        #expect(vc.traitCollection.horizontalSizeClass == .regular)
        #expect(host.uploadedByteCount - before == 700 * 500 * 4)
        UIApplication.shared.runOneTurn()
        host.present(window)
        #expect(vc.layouts.count == 1)
        #expect(host.uploadedByteCount - before == 700 * 500 * 4, "nothing more to upload")
    }
}
