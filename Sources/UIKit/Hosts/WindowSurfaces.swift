import Foundation

/// The hosts' per-window render state: one damage-tracking `LayerTreeRenderer` per window (the role of a
/// window's backing surface in Core Animation's render server), remade when the window's pixel size or
/// its screen's scale changes, and dropped when the window goes away.
@preconcurrency @MainActor
final class WindowSurfaces {
    /// One window's surface and what its last frame did.
    final class Surface {
        weak var window: UIWindow?
        let renderer: LayerTreeRenderer
        /// The damaged rect of the last frame in surface pixels (origin top-left), `.null` when it changed nothing.
        var lastDamage = CGRect.null
        /// How many layers the last frame composited (0 for a frame with no change).
        var lastCompositedLayerCount = 0
        init(window: UIWindow, renderer: LayerTreeRenderer) { self.window = window; self.renderer = renderer }
    }

    private var surfaces: [ObjectIdentifier: Surface] = [:]

    /// Which host's surfaces last rendered each window. Damage tracking allows one renderer per layer tree
    /// (the first to render a frame consumes the tree's change records), so a window presented by a second
    /// host leaves the first one's surface; that host starts with a whole frame if it presents it again.
    private static var owners: [ObjectIdentifier: WeakOwner] = [:]
    private struct WeakOwner { weak var surfaces: WindowSurfaces? }

    /// The largest surface side, in pixels, a host attempts (the bitmap cap refuses bigger ones anyway;
    /// this only keeps the Int conversion of absurd or non-finite sizes safe).
    private static let maximumSide: CGFloat = 1_048_576

    /// The surface size in pixels for `size` points at `scale`, rounded up as `renderedImage(scale:)`
    /// does; nil for an empty, non-finite or absurd size.
    static func pixelSize(of size: CGSize, scale: CGFloat) -> (width: Int, height: Int)? {
        let w = (size.width * scale).rounded(.up), h = (size.height * scale).rounded(.up)
        guard w.isFinite, h.isFinite, w >= 1, h >= 1, w <= maximumSide, h <= maximumSide else { return nil }
        return (Int(w), Int(h))
    }

    /// The surface already made for `window`, if any.
    func existing(for window: UIWindow) -> Surface? {
        guard let s = surfaces[ObjectIdentifier(window)], s.window === window else { return nil }
        return s
    }

    /// Commits pending work (unless the run loop's render phase calls, which committed already), then
    /// renders the window's next frame into its surface (made, or remade for a new pixel size or scale, as
    /// needed: a new surface's first frame is the whole window). Returns nil and drops the surface when
    /// the window has no pixels (empty size) or no surface can be made.
    func renderFrame(of window: UIWindow) -> Surface? {
        if PipelineOwner.current.phase != .render { CATransaction.flush() }
        let id = ObjectIdentifier(window)
        let scale = window.screen.scale
        guard let (pw, ph) = Self.pixelSize(of: window.bounds.size, scale: scale) else {
            surfaces[id] = nil
            return nil
        }
        let surface: Surface
        if let s = surfaces[id], s.window === window, s.renderer.pixelWidth == pw, s.renderer.pixelHeight == ph,
           s.renderer.scale == scale {
            surface = s
        } else {
            surfaces[id] = nil
            if let previous = Self.owners[id]?.surfaces, previous !== self { previous.surfaces[id] = nil }
            guard let r = LayerTreeRenderer(pixelWidth: pw, pixelHeight: ph, scale: scale) else { return nil }
            surface = Surface(window: window, renderer: r)
            surfaces[id] = surface
            Self.owners[id] = WeakOwner(surfaces: self)
        }
        surface.lastDamage = surface.renderer.renderFrame(root: window.layer)
        surface.lastCompositedLayerCount = surface.lastDamage.isNull ? 0 : surface.renderer.lastCompositedLayerCount
        return surface
    }

    /// Drops the surfaces of windows that no longer exist; returns their keys.
    @discardableResult
    func removeDeadWindows() -> [ObjectIdentifier] {
        let dead = surfaces.filter { $0.value.window == nil }.map(\.key)
        for id in dead { surfaces[id] = nil }
        for (id, owner) in Self.owners where owner.surfaces == nil || owner.surfaces?.surfaces[id] == nil {
            Self.owners[id] = nil
        }
        return dead
    }
}
