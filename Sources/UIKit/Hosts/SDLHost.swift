import Foundation
import CSDL2

/// A host that shows each visible window in a real SDL2 window (X11 or Wayland) and turns SDL's quit
/// event into the end of the run loop. Input routing arrives with the events issue.
@preconcurrency @MainActor
public final class SDLHost: UIHost {
    private final class Surface {
        let window: OpaquePointer
        let renderer: OpaquePointer
        var texture: OpaquePointer?
        var size = (0, 0)
        init(window: OpaquePointer, renderer: OpaquePointer) { self.window = window; self.renderer = renderer }
    }
    private var surfaces: [ObjectIdentifier: Surface] = [:]
    private let title: String

    /// Initializes SDL's video subsystem; nil when no display can be opened.
    public init?(title: String = "uikit-linux") {
        guard SDL_Init(UInt32(SDL_INIT_VIDEO)) == 0 else { return nil }
        self.title = title
    }

    public func pollEvents() -> Bool {
        var event = SDL_Event()
        var keepGoing = true
        while SDL_PollEvent(&event) != 0 {
            if event.type == SDL_QUIT.rawValue { keepGoing = false }
            if event.type == SDL_WINDOWEVENT.rawValue, event.window.event == UInt8(SDL_WINDOWEVENT_CLOSE.rawValue) {
                keepGoing = false
            }
            if event.type == SDL_WINDOWEVENT.rawValue, event.window.event == UInt8(SDL_WINDOWEVENT_EXPOSED.rawValue) {
                for s in surfaces.values { presentTexture(s) }
            }
        }
        return keepGoing
    }

    public func present(_ window: UIWindow) {
        let scale = window.screen.scale
        let w = Int32((window.bounds.width).rounded(.up)), h = Int32((window.bounds.height).rounded(.up))
        guard w > 0, h > 0 else { return }
        let surface: Surface
        if let s = surfaces[ObjectIdentifier(window)] {
            surface = s
        } else {
            guard let sdlWindow = SDL_CreateWindow(title, 0x2FFF_0000, 0x2FFF_0000, w, h, SDL_WINDOW_SHOWN.rawValue),
                  let renderer = SDL_CreateRenderer(sdlWindow, -1, 0) else { return }
            surface = Surface(window: sdlWindow, renderer: renderer)
            surfaces[ObjectIdentifier(window)] = surface
        }
        guard let frame = window.renderedImage(scale: scale).cgImage else { return }
        if surface.texture == nil || surface.size != (frame.width, frame.height) {
            if let t = surface.texture { SDL_DestroyTexture(t) }
            surface.texture = SDL_CreateTexture(surface.renderer, SDL_PIXELFORMAT_ARGB8888.rawValue,
                                                Int32(SDL_TEXTUREACCESS_STREAMING.rawValue), Int32(frame.width), Int32(frame.height))
            surface.size = (frame.width, frame.height)
        }
        frame.withUnsafePixels { pixels, bytesPerRow in
            _ = SDL_UpdateTexture(surface.texture, nil, pixels, Int32(bytesPerRow))
        }
        presentTexture(surface)
    }

    private func presentTexture(_ s: Surface) {
        guard let t = s.texture else { return }
        SDL_RenderClear(s.renderer)
        SDL_RenderCopy(s.renderer, t, nil, nil)
        SDL_RenderPresent(s.renderer)
    }

    public func waitForNextFrame() { SDL_Delay(16) }

    /// Whether a display is reachable (DISPLAY or WAYLAND_DISPLAY set).
    public nonisolated static var displayAvailable: Bool {
        let env = ProcessInfo.processInfo.environment
        return (env["DISPLAY"].map { !$0.isEmpty } ?? false) || (env["WAYLAND_DISPLAY"].map { !$0.isEmpty } ?? false)
    }
}
