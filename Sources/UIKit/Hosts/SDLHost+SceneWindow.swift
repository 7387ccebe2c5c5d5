import Foundation
import CSDL2

/// A window scene's attributes on its OS window: `UIScene.title` is the window's title (an empty one
/// leaves the host's, the process name) and `UIWindowScene.sizeRestrictions` its minimum and maximum
/// size, which the window manager then keeps while the user resizes.
extension SDLHost: UIHostWindowRaising {
    /// Raises the OS window of `window` and gives it the input focus (an activation request for its
    /// scene's session); a window not shown yet is raised by its first present, which maps it on top.
    package func raise(_ window: UIWindow) {
        guard let o = outputs[ObjectIdentifier(window)], o.shown else { return }
        SDL_RaiseWindow(o.window)
    }

    func applySceneAttributes(of window: UIWindow, to o: Output) {
        let sceneTitle = window.windowScene?.title ?? ""
        let title = sceneTitle.isEmpty ? defaultTitle : sceneTitle
        if o.title != title { SDL_SetWindowTitle(o.window, title); o.title = title }
        guard let r = window.windowScene?.sizeRestrictions else { return }
        let limits = (min: r.minimumSize, max: r.maximumSize)
        if let l = o.limits, l.min == limits.min, l.max == limits.max { return }
        o.limits = limits
        func side(_ v: CGFloat, _ fallback: Int32) -> Int32 {
            v.isFinite && v >= 0 ? Int32(min((v * o.unitsPerPoint).rounded(.up), 16_384)) : fallback
        }
        SDL_SetWindowMinimumSize(o.window, max(1, side(limits.min.width, 1)), max(1, side(limits.min.height, 1)))
        // SDL takes 0 as "no maximum".
        SDL_SetWindowMaximumSize(o.window, side(limits.max.width, 0), side(limits.max.height, 0))
    }

    /// The SDL window's title, as the window manager shows it.
    package func osWindowTitle(of window: UIWindow) -> String? {
        guard let o = outputs[ObjectIdentifier(window)], let t = SDL_GetWindowTitle(o.window) else { return nil }
        return String(cString: t)
    }

    /// The SDL window's id (SDL's events name windows by it), nil before the window's first present.
    package func osWindowID(of window: UIWindow) -> UInt32? {
        outputs[ObjectIdentifier(window)].map { SDL_GetWindowID($0.window) }
    }

    /// The SDL window's minimum and maximum sizes in points (0 for no maximum), as the window manager holds them.
    package func osWindowSizeLimits(of window: UIWindow) -> (min: CGSize, max: CGSize)? {
        guard let o = outputs[ObjectIdentifier(window)] else { return nil }
        var w: Int32 = 0, h: Int32 = 0, mw: Int32 = 0, mh: Int32 = 0
        SDL_GetWindowMinimumSize(o.window, &w, &h)
        SDL_GetWindowMaximumSize(o.window, &mw, &mh)
        let u = o.unitsPerPoint
        return (CGSize(width: CGFloat(w) / u, height: CGFloat(h) / u), CGSize(width: CGFloat(mw) / u, height: CGFloat(mh) / u))
    }
}
