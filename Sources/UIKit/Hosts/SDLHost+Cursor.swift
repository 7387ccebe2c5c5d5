import Foundation
import CSDL2

/// The desktop cursor through SDL's system cursors: the arrow, the I-beam and the hand, or none
/// (`PointerCursor`). The cursors are made once and kept for the host's life, as SDL_SetCursor requires.
extension SDLHost: PointerCursorHost {
    @MainActor private final class Cursors {
        var made: [PointerCursor: OpaquePointer] = [:]
    }
    private static let cursors = Cursors()

    func showCursor(_ cursor: PointerCursor) {
        guard SDL_WasInit(UInt32(SDL_INIT_VIDEO)) != 0 else { return }
        let system: SDL_SystemCursor
        switch cursor {
        case .hidden:
            _ = SDL_ShowCursor(SDL_DISABLE)
            return
        case .arrow: system = SDL_SYSTEM_CURSOR_ARROW
        case .iBeam: system = SDL_SYSTEM_CURSOR_IBEAM
        case .hand: system = SDL_SYSTEM_CURSOR_HAND
        }
        let made = SDLHost.cursors.made[cursor] ?? SDL_CreateSystemCursor(system)
        guard let made else { return }
        SDLHost.cursors.made[cursor] = made
        SDL_SetCursor(made)
        _ = SDL_ShowCursor(SDL_ENABLE)
    }

    /// Whether SDL hides the cursor.
    package var osCursorIsHidden: Bool { SDL_ShowCursor(SDL_QUERY) == SDL_DISABLE }

    /// Whether SDL's current cursor is the system cursor this host made for `cursor`.
    package func osCursorIs(_ cursor: PointerCursor) -> Bool {
        guard let made = SDLHost.cursors.made[cursor] else { return false }
        return SDL_GetCursor() == made
    }
}
