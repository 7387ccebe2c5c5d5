import Foundation
import CSDL2
import UIKit

/// An SDL host for tests that push events into SDL's queue: SDL's dummy video driver when no display is
/// set, so the tests run anywhere (windows exist for SDL, nothing is shown). The host installs the SDL
/// clipboard behind the general pasteboard; `finish` takes it away again.
@MainActor
enum SDLTestHost {
    static func make() -> SDLHost? {
        if SDL_WasInit(UInt32(SDL_INIT_VIDEO)) == 0, !SDLHost.displayAvailable { setenv("SDL_VIDEODRIVER", "dummy", 1) }
        return SDLHost(title: "uikit-tests")
    }

    static func finish() { UIPasteboard.systemClipboard = nil }

    /// Pushes an input method's composition update (`SDL_TEXTEDITING`): `start` and `length` in characters.
    static func pushComposition(_ text: String, start: Int32, length: Int32 = 0) {
        var e = SDL_Event()
        e.edit.type = SDL_TEXTEDITING.rawValue
        e.edit.start = start
        e.edit.length = length
        withUnsafeMutableBytes(of: &e.edit.text) { buf in
            for (i, b) in text.utf8.enumerated() where i < buf.count - 1 { buf[i] = b }
        }
        _ = SDL_PushEvent(&e)
    }

    /// Pushes committed text (`SDL_TEXTINPUT`).
    static func pushText(_ text: String) {
        var e = SDL_Event()
        e.text.type = SDL_TEXTINPUT.rawValue
        withUnsafeMutableBytes(of: &e.text.text) { buf in
            for (i, b) in text.utf8.enumerated() where i < buf.count - 1 { buf[i] = b }
        }
        _ = SDL_PushEvent(&e)
    }
}
