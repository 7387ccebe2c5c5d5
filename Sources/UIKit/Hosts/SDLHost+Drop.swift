import Foundation
import CSDL2

/// Files and text dropped on a window from another program (X11's XDND, Wayland's data device) through
/// SDL's drop events: `SDL_DROPBEGIN` starts collecting, each `SDL_DROPFILE` adds the file's item provider
/// and each `SDL_DROPTEXT` a text provider, and `SDL_DROPCOMPLETE` drops them all at once
/// (`UIWindow.sendDrop(_:at:)`) where the pointer is. SDL 2 reports no position while a drag moves over
/// the window, so a drop target hears the whole session (enter, update, perform or exit, end) at the drop.
extension SDLHost {
    @MainActor private final class DropState {
        var providers: [NSItemProvider] = []
        var windowID: UInt32 = 0
        /// The last motion SDL had reported in the window when the drop began.
        var motionAtBegin: CGPoint?
    }
    private static let drop = DropState()

    /// Turns SDL's drop events on, before windows are made (SDL makes a window a drop target under X11
    /// only when they are).
    static func enableDropEvents() {
        for type in [SDL_DROPBEGIN, SDL_DROPFILE, SDL_DROPTEXT, SDL_DROPCOMPLETE] { _ = SDL_EventState(type.rawValue, SDL_ENABLE) }
    }

    func handleDrop(_ event: SDL_Event) {
        let state = SDLHost.drop
        let d = event.drop
        switch event.type {
        case SDL_DROPBEGIN.rawValue:
            state.providers = []
            state.windowID = d.windowID
            state.motionAtBegin = SDLHost.input.mouse[d.windowID]
        case SDL_DROPFILE.rawValue, SDL_DROPTEXT.rawValue:
            guard let raw = d.file else { return }
            let text = String(cString: raw)
            SDL_free(raw)
            if d.windowID != 0 { state.windowID = d.windowID }
            if event.type == SDL_DROPFILE.rawValue {
                let url = URL(fileURLWithPath: text)
                state.providers.append(NSItemProvider(contentsOf: url) ?? NSItemProvider(object: url))
            } else {
                state.providers.append(NSItemProvider(object: text))
            }
        case SDL_DROPCOMPLETE.rawValue:
            let providers = state.providers
            let id = d.windowID != 0 ? d.windowID : state.windowID
            defer { state.providers = []; state.windowID = 0; state.motionAtBegin = nil }
            guard !providers.isEmpty, let w = uiWindow(forSDLWindowID: id) ?? UIApplication.shared.keyWindow else { return }
            SDLHost.input.lastInput = CACurrentMediaTime()
            w.sendDrop(providers, at: dropLocation(in: w, sdlWindowID: id))
        default:
            break
        }
    }

    /// Where the pointer is in `window` (points): a motion SDL reported while the drop was under way; else
    /// the desktop pointer's position relative to the window where the video driver knows it (a drag from
    /// another program holds the pointer, so usually no motion reaches the window); else the last motion
    /// SDL reported in the window; else its center.
    private func dropLocation(in window: UIWindow, sdlWindowID id: UInt32) -> CGPoint {
        if let p = SDLHost.input.mouse[id], p != SDLHost.drop.motionAtBegin { return p }
        let u = unitsPerPoint(forSDLWindowID: id)
        let driver = SDL_GetCurrentVideoDriver().map { String(cString: $0) } ?? ""
        if driver == "x11" || driver == "wayland", let o = outputs[ObjectIdentifier(window)] {
            var gx: Int32 = 0, gy: Int32 = 0, wx: Int32 = 0, wy: Int32 = 0
            _ = SDL_GetGlobalMouseState(&gx, &gy)
            SDL_GetWindowPosition(o.window, &wx, &wy)
            let p = CGPoint(x: CGFloat(gx - wx) / u, y: CGFloat(gy - wy) / u)
            if window.bounds.contains(p) { return p }
        }
        if let p = SDLHost.input.mouse[id] { return p }
        return CGPoint(x: window.bounds.midX, y: window.bounds.midY)
    }
}
