import Foundation
import CSDL2

/// The display's scale on the desktop: the screen's scale comes from the desktop's settings
/// (`DisplayScale`), and windows keep their size in points whatever the scale.
extension SDLHost {
    /// The scale of the desktop's display (`DisplayScale.resolve`): `UIKIT_SCALE`, `GDK_SCALE`, `Xft.dpi`,
    /// then the first display's DPI as SDL reports it.
    public func desktopScale() -> CGFloat { desktopScale(display: 0) }

    /// The scale of the display with SDL index `display`, resolved as `desktopScale()` does with that
    /// display's DPI.
    public func desktopScale(display: Int32) -> CGFloat {
        let env = ProcessInfo.processInfo.environment
        var ddpi: Float = 0, hdpi: Float = 0, vdpi: Float = 0
        let displayDPI = SDL_GetDisplayDPI(display, &ddpi, &hdpi, &vdpi) == 0 && ddpi > 0 ? Double(ddpi) : nil
        let xft = env["UIKIT_SCALE"] == nil && env["GDK_SCALE"] == nil
            ? DisplayScale.queryXResources(display: env["DISPLAY"]).flatMap(DisplayScale.xftDPI(fromResources:)) : nil
        return DisplayScale.resolve(environment: env, xftDPI: xft, displayDPI: displayDPI)
    }

    /// SDL window units per point for a new window: on X11 SDL's units are pixels, so a window of `w`
    /// points at scale `s` is `w × s` units wide; elsewhere SDL scales HiDPI windows itself.
    func unitsPerPoint(for window: UIWindow) -> CGFloat {
        guard let driver = SDL_GetCurrentVideoDriver(), String(cString: driver) == "x11" else { return 1 }
        return max(1, window.screen.scale)
    }

    /// The units per point of the SDL window with `id` (1 for a window this host does not know).
    func unitsPerPoint(forSDLWindowID id: UInt32) -> CGFloat {
        outputs.values.first { SDL_GetWindowID($0.window) == id }?.unitsPerPoint ?? 1
    }

    /// Gives the SDL window `o` and its UIWindow the display scale `scale`: where SDL's units are pixels
    /// (X11) the window keeps its size in points, so its next present resizes it to the new units.
    func adoptScale(_ scale: CGFloat, for o: Output) {
        guard let w = o.uiWindow, scale.isFinite, scale > 0, scale != w.screen.scale else { return }
        if let driver = SDL_GetCurrentVideoDriver(), String(cString: driver) == "x11" { o.unitsPerPoint = max(1, scale) }
        w._hostWindowDidChangeScale(to: scale)
    }
}
