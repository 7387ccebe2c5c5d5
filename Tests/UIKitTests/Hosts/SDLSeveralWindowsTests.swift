import Foundation
import CSDL2
import Testing
import UIKit

/// Several scenes' OS windows in the SDL host: the focused OS window's UIWindow is the key window, closing
/// one of them disconnects its scene and the app goes on, and closing the last stops the run loop.
@MainActor @Suite(.serialized, .freshWorld)
struct SDLSeveralWindowsTests {
    func push(_ event: SDL_WindowEventID, _ id: UInt32) {
        var e = SDL_Event()
        e.window.type = SDL_WINDOWEVENT.rawValue
        e.window.event = UInt8(event.rawValue)
        e.window.windowID = id
        _ = SDL_PushEvent(&e)
    }

    @Test("SDL_WINDOWEVENT_FOCUS_GAINED makes that OS window's UIWindow key; SDL_WINDOWEVENT_CLOSE of one of two scenes' windows disconnects it and the app goes on; of the last, the run loop stops")
    func focusAndClose() throws {
        let host = try #require(SDLTestHost.make())
        defer { SDLTestHost.finish() }
        let app = UIApplication.shared
        _ = appWindow(CGSize(width: 320, height: 240))
        app._resetLifecycleForTesting()
        defer { app._resetLifecycleForTesting() }
        NumberedSceneDelegate.count = 0
        app._launch(delegate: ScenesAppDelegate())
        app.requestSceneSessionActivation(nil, userActivity: nil, options: nil)
        app.runOneTurn()
        let scenes = app.connectedScenes.compactMap { $0 as? UIWindowScene }
        try #require(scenes.count == 2)
        let w1 = try #require(scenes.first { ($0.delegate as? NumberedSceneDelegate)?.number == 1 }?.windows.first)
        let w2 = try #require(scenes.first { ($0.delegate as? NumberedSceneDelegate)?.number == 2 }?.windows.first)
        host.present(w1)
        host.present(w2)
        let id1 = try #require(host.osWindowID(of: w1)), id2 = try #require(host.osWindowID(of: w2))
        #expect(id1 != id2)
        #expect(w2.isKeyWindow)

        push(SDL_WINDOWEVENT_FOCUS_GAINED, id1)
        #expect(host.pollEvents())
        #expect(w1.isKeyWindow)

        ScenesAppDelegate.log.clear()
        push(SDL_WINDOWEVENT_CLOSE, id2)
        #expect(host.pollEvents(), "the app goes on")
        #expect(ScenesAppDelegate.log.entries.suffix(2) == ["2.sceneDidDisconnect", "didDiscardSceneSessions(1)"])
        #expect(app.connectedScenes.count == 1)
        #expect(w2.isHidden)

        push(SDL_WINDOWEVENT_CLOSE, id1)
        #expect(!host.pollEvents(), "closing the last window ends the app")
        app._terminate()
        w1.isHidden = true
        host.present(w1)
    }
}
