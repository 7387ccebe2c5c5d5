import Foundation
import CSDL2

/// The desktop clipboard through SDL (X11's CLIPBOARD selection, Wayland's data device): the general
/// pasteboard's text goes out through `SDL_SetClipboardText` and comes in through `SDL_GetClipboardText`.
/// Under X11 the app owns the selection after a write, and SDL answers other programs' requests for it
/// while the host polls events.
@MainActor final class SDLClipboard: SystemClipboard {
    func readText() -> String? {
        guard SDL_WasInit(UInt32(SDL_INIT_VIDEO)) != 0, SDL_HasClipboardText() == SDL_TRUE,
              let raw = SDL_GetClipboardText() else { return nil }
        defer { SDL_free(raw) }
        let text = String(cString: raw)
        return text.isEmpty ? nil : text
    }

    func writeText(_ text: String) {
        guard SDL_WasInit(UInt32(SDL_INIT_VIDEO)) != 0 else { return }
        if SDL_SetClipboardText(text) != 0 { UIKitLog.warn("SDLHost: the clipboard refused the text (\(String(cString: SDL_GetError())))") }
    }
}
