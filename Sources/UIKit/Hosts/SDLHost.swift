import Foundation
import CSDL2

/// A host that shows each visible window in a real SDL2 window (X11 or Wayland) and turns SDL's quit
/// event into the end of the run loop. Each window has a damage-tracking surface: a present recomposites
/// only what changed and uploads only that rectangle to the window's streaming texture; a present with no
/// change uploads and presents nothing (the window keeps showing its last frame). SDL windows are stacked
/// in increasing `windowLevel`, hidden while their `UIWindow` is hidden and closed when it goes away.
/// Input (SDLHost+Input.swift): mouse, touch-screen fingers, wheel, keyboard, resize and focus become
/// UIKit events delivered through `UIApplication.sendEvent(_:)`.
@preconcurrency @MainActor
public final class SDLHost: UIHost {
    /// One UIWindow's SDL window, renderer and streaming texture.
    final class Output {
        weak var uiWindow: UIWindow?
        let window: OpaquePointer
        let renderer: OpaquePointer
        var texture: OpaquePointer?
        var textureSize = (0, 0)
        var windowSize: (Int32, Int32)
        /// SDL window units per point: the screen's scale where SDL's units are pixels (X11), 1 where SDL
        /// scales for HiDPI itself (its units are then points).
        var unitsPerPoint: CGFloat = 1
        var shown = true
        /// The title and size limits last given to the SDL window.
        var title: String?
        var limits: (min: CGSize, max: CGSize)?
        init(uiWindow: UIWindow, window: OpaquePointer, renderer: OpaquePointer, size: (Int32, Int32)) {
            self.uiWindow = uiWindow; self.window = window; self.renderer = renderer; self.windowSize = size
        }
        func destroy() {
            if let t = texture { SDL_DestroyTexture(t) }
            SDL_DestroyRenderer(renderer)
            SDL_DestroyWindow(window)
        }
    }
    private let surfaces = WindowSurfaces()
    var outputs: [ObjectIdentifier: Output] = [:]
    /// The shown SDL windows from bottom to top, as this host last stacked them.
    private var stack: [ObjectIdentifier] = []
    /// The title of windows whose scene has none.
    let defaultTitle: String
    /// The desktop's light or dark preference being followed (SDLHost+Appearance.swift), nil when not.
    var appearance: DesktopAppearance?
    /// How many bytes of pixels have been uploaded to textures (for tests and benchmarks).
    package private(set) var uploadedByteCount = 0

    /// Initializes SDL's video subsystem; nil when no display can be opened.
    public init?(title: String = "uikit-linux") {
        // Fingers and the mouse are separate inputs: no synthesized mouse events for touches or vice versa.
        SDL_SetHint(SDL_HINT_TOUCH_MOUSE_EVENTS, "0")
        SDL_SetHint(SDL_HINT_MOUSE_TOUCH_EVENTS, "0")
        guard SDL_Init(UInt32(SDL_INIT_VIDEO)) == 0 else { return nil }
        SDLHost.enableDropEvents()
        self.defaultTitle = title
        // The general pasteboard's text is the desktop clipboard while this host runs.
        UIPasteboard.systemClipboard = SDLClipboard()
    }

    public func pollEvents() -> Bool {
        syncOutputs()
        forgetUnpresentedInput() // an input that changed nothing on screen has no latency
        followAppearanceChanges()
        var event = SDL_Event()
        var keepGoing = true
        var activity = UIApplication.HostWindowActivity()
        while SDL_PollEvent(&event) != 0 {
            if event.type == SDL_QUIT.rawValue { keepGoing = false }
            if event.type == SDL_WINDOWEVENT.rawValue, event.window.event == UInt8(SDL_WINDOWEVENT_CLOSE.rawValue),
               !closeWindow(sdlWindowID: event.window.windowID) {
                keepGoing = false
            }
            if event.type == SDL_WINDOWEVENT.rawValue { // the app's life cycle follows the windows as a whole
                switch UInt32(event.window.event) {
                case SDL_WINDOWEVENT_MINIMIZED.rawValue, SDL_WINDOWEVENT_RESTORED.rawValue: activity.minimizedOrRestored = true
                case SDL_WINDOWEVENT_FOCUS_LOST.rawValue: activity.focusLost = true
                case SDL_WINDOWEVENT_FOCUS_GAINED.rawValue: activity.focusGained = true
                default: break // shown and hidden follow UIWindow.isHidden, which is no app transition
                }
            }
            if event.type == SDL_WINDOWEVENT.rawValue, event.window.event == UInt8(SDL_WINDOWEVENT_EXPOSED.rawValue) {
                for o in outputs.values where o.shown { presentTexture(o) }
            }
            handleInput(event)

        }
        if activity.minimizedOrRestored || activity.focusLost || activity.focusGained {
            let shown = outputs.values.filter(\.shown)
            activity.allMinimized = !shown.isEmpty
                && shown.allSatisfy { SDL_GetWindowFlags($0.window) & SDL_WINDOW_MINIMIZED.rawValue != 0 }
            activity.anyFocused = shown.contains { SDL_GetWindowFlags($0.window) & SDL_WINDOW_INPUT_FOCUS.rawValue != 0 }
            UIApplication.shared._hostWindowsChanged(activity)
        }
        return keepGoing
    }

    /// Commits pending work, recomposites the damaged part of the window's surface, uploads that
    /// rectangle and presents it.
    public func present(_ window: UIWindow) {
        syncOutputs()
        let id = ObjectIdentifier(window)
        guard let surface = surfaces.renderFrame(of: window) else {
            // No pixels (empty window): nothing to show.
            if let o = outputs[id], o.shown { SDL_HideWindow(o.window); o.shown = false; stack.removeAll { $0 == id } }
            return
        }
        let r = surface.renderer
        // The SDL window is sized in points, that is in SDL units times `unitsPerPoint` (the texture, in
        // pixels, is scaled to it), within SDL's limits.
        let units = outputs[id]?.unitsPerPoint ?? unitsPerPoint(for: window)
        func side(_ v: CGFloat) -> Int32 { Int32(min(max(1, (v * units).rounded(.up)), 16_384)) }
        let size = (side(window.bounds.width), side(window.bounds.height))
        let output: Output
        var mustPresent = false // a window shown again needs its picture even when nothing changed
        if let o = outputs[id], o.uiWindow === window {
            output = o
            if o.windowSize != size { SDL_SetWindowSize(o.window, size.0, size.1); o.windowSize = size; mustPresent = true }
            if !o.shown { SDL_ShowWindow(o.window); o.shown = true; stack.append(id); mustPresent = true }
        } else {
            if let stale = outputs.removeValue(forKey: id) { stale.destroy(); stack.removeAll { $0 == id } }
            // The first window is centered; later ones cascade from the topmost, as desktop apps open them.
            var x: Int32 = 0x2FFF_0000, y: Int32 = 0x2FFF_0000 // SDL_WINDOWPOS_CENTERED
            if let top = stack.last.flatMap({ outputs[$0] }) {
                SDL_GetWindowPosition(top.window, &x, &y)
                x += 32; y += 32
            }
            let flags = SDL_WINDOW_SHOWN.rawValue | SDL_WINDOW_ALLOW_HIGHDPI.rawValue | SDL_WINDOW_RESIZABLE.rawValue
            guard let sdlWindow = SDL_CreateWindow(defaultTitle, x, y, size.0, size.1, flags)
            else { return }
            guard let renderer = SDL_CreateRenderer(sdlWindow, -1, 0) else { SDL_DestroyWindow(sdlWindow); return }
            output = Output(uiWindow: window, window: sdlWindow, renderer: renderer, size: size)
            output.unitsPerPoint = units
            outputs[id] = output
            adoptDrawableScale(output) // HiDPI from the drawable size
            stack.append(id) // a new window maps on top
        }
        var damage = surface.lastDamage
        if output.texture == nil || output.textureSize != (r.pixelWidth, r.pixelHeight) {
            if let t = output.texture { SDL_DestroyTexture(t) }
            output.texture = SDL_CreateTexture(output.renderer, SDL_PIXELFORMAT_ARGB8888.rawValue,
                                               Int32(SDL_TEXTUREACCESS_STREAMING.rawValue), Int32(r.pixelWidth), Int32(r.pixelHeight))
            output.textureSize = (r.pixelWidth, r.pixelHeight)
            damage = r.surfaceRect
        }
        restackIfNeeded()
        applySceneAttributes(of: window, to: output)
        if window.isKeyWindow { updateTextInputRect(for: window) }
        damage = damage.integral.intersection(r.surfaceRect)
        guard let texture = output.texture else { return }
        if !damage.isNull, !damage.isEmpty {
            let x = Int(damage.minX), y = Int(damage.minY), w = Int(damage.width), h = Int(damage.height)
            var rect = SDL_Rect(x: Int32(x), y: Int32(y), w: Int32(w), h: Int32(h))
            r.withSurfacePixels { pixels, bytesPerRow in
                _ = SDL_UpdateTexture(texture, &rect, pixels + y * bytesPerRow + x * 4, Int32(bytesPerRow))
                uploadedByteCount += w * h * 4
            }
        } else if !mustPresent {
            return
        }
        presentTexture(output)
    }

    private func presentTexture(_ o: Output) {
        guard let t = o.texture else { return }
        SDL_RenderClear(o.renderer)
        SDL_RenderCopy(o.renderer, t, nil, nil)
        SDL_RenderPresent(o.renderer)
        notePresented() // input-to-present latency
    }

    /// The user closed the SDL window with `id`: the app disconnects its scene when it has others (the
    /// window is hidden at once; it is destroyed with its UIWindow); returns false when the app ends.
    private func closeWindow(sdlWindowID id: UInt32) -> Bool {
        guard let (key, o) = outputs.first(where: { SDL_GetWindowID($0.value.window) == id }), let w = o.uiWindow,
              UIApplication.shared._hostDidCloseWindow(w) else { return false }
        if o.shown { SDL_HideWindow(o.window); o.shown = false; stack.removeAll { $0 == key } }
        return true
    }

    /// Closes the SDL windows of released UIWindows and hides those of hidden ones.
    private func syncOutputs() {
        surfaces.removeDeadWindows()
        for (id, o) in outputs {
            guard let w = o.uiWindow else {
                o.destroy(); outputs[id] = nil; stack.removeAll { $0 == id }
                continue
            }
            if w.isHidden, o.shown { SDL_HideWindow(o.window); o.shown = false; stack.removeAll { $0 == id } }
        }
    }

    /// Raises the shown SDL windows in increasing `windowLevel` (windows of equal level keep their
    /// current order) when the stack is not already in that order.
    private func restackIfNeeded() {
        stack.removeAll { outputs[$0]?.uiWindow == nil || outputs[$0]?.shown != true }
        let position = Dictionary(uniqueKeysWithValues: stack.enumerated().map { ($1, $0) })
        let desired = stack.sorted { a, b in
            let la = outputs[a]!.uiWindow!.windowLevel, lb = outputs[b]!.uiWindow!.windowLevel
            return la != lb ? la < lb : position[a]! < position[b]!
        }
        guard desired != stack else { return }
        // Raise from the first window out of place upwards; the ones below keep their places.
        let first = desired.indices.first { desired[$0] != stack[$0] } ?? 0
        for id in desired[first...] { if let o = outputs[id] { SDL_RaiseWindow(o.window) } }
        stack = desired
    }

    /// Waits until the next frame's deadline (60 Hz from the previous one), waking early when input
    /// arrives so that it is handled in the next turn.
    public func waitForNextFrame() { waitForDeadlineOrInput() }

    /// Whether a display is reachable (DISPLAY or WAYLAND_DISPLAY set).
    public nonisolated static var displayAvailable: Bool {
        let env = ProcessInfo.processInfo.environment
        return (env["DISPLAY"].map { !$0.isEmpty } ?? false) || (env["WAYLAND_DISPLAY"].map { !$0.isEmpty } ?? false)
    }
}
