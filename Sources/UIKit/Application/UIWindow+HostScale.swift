import Foundation

/// The OS window of a scene moved to a display with another scale (or the display's scale changed): the
/// scene's windows take a screen of the same bounds at the new scale. Their views' backing stores are
/// marked for redrawing at that scale (`UIWindow.screen`), and the next commit's layout recomputes the
/// windows' traits, so `displayScale` changes and `traitCollectionDidChange(_:)` runs once, before the
/// redraw; the scene delegate then hears `windowScene(_:didUpdate:interfaceOrientation:traitCollection:)`.
extension UIWindow {
    /// The host's entry for a new display scale of this window's OS window. It does not run a turn; a
    /// scale equal to the current one, or not a positive finite number, changes nothing.
    package func _hostWindowDidChangeScale(to scale: CGFloat) {
        guard scale.isFinite, scale > 0, scale != screen.scale else { return }
        let previousScreen = screen
        let scene = windowScene
        let previousOrientation = scene?.interfaceOrientation, previousTraits = scene?.traitCollection
        let newScreen = UIScreen(bounds: previousScreen.bounds, scale: scale)
        newScreen._safeAreaInsets = previousScreen._safeAreaInsets
        if UIScreen.main === previousScreen { UIScreen.main = newScreen }
        // The scene's windows on the same screen are on the same display.
        let companions = (scene?.windows ?? []).filter { $0 !== self && $0.screen === previousScreen }
        for w in [self] + companions {
            w.screen = newScreen
            w.setNeedsLayout()
        }
        if _pendingSceneUpdate == nil, let previousOrientation, let previousTraits {
            _pendingSceneUpdate = (previousScreen, previousOrientation, previousTraits)
        }
    }
}
