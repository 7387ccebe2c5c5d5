import Foundation
import CSDL2
import Testing
import UIKit

/// A window scene's title and size restrictions on its OS window (SDL), and an OS window resize reaching
/// the scene.
@MainActor @Suite(.serialized)
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
}
