import Foundation

/// The OS window of a scene changed size (the user dragged its edge, the window manager tiled it): the
/// scene's screen takes the new bounds and its windows that filled the scene follow, so the next commit
/// lays them out once at the new size. That layout tells the view controllers
/// (`viewWillTransition(to:with:)`, with a coordinator whose blocks run) and recomputes the traits, whose
/// size classes follow the width and height (UITraitPropagation.swift). The scene delegate hears
/// `windowScene(_:didUpdate:interfaceOrientation:traitCollection:)` after that layout.
extension UIWindow {
    /// The host's entry for a resized OS window of `size` points (clamped to the scene's
    /// `sizeRestrictions`). It does not run a turn; a size equal to the current one changes nothing.
    package func _hostWindowDidResize(to requested: CGSize) {
        let size = windowScene?.sizeRestrictions?.clamp(requested) ?? requested
        guard size.width > 0, size.height > 0, size.width.isFinite, size.height.isFinite, size != bounds.size else { return }
        let oldSize = bounds.size
        let scene = windowScene
        let previousScreen = screen, previousOrientation = scene?.interfaceOrientation
        let previousTraits = scene?.traitCollection
        let newScreen = UIScreen(bounds: CGRect(origin: previousScreen.bounds.origin, size: size), scale: previousScreen.scale)
        newScreen._safeAreaInsets = previousScreen._safeAreaInsets
        if UIScreen.main === previousScreen { UIScreen.main = newScreen }
        // The scene's other windows that filled it (alerts, overlays) follow; smaller ones keep their frames.
        let companions = (scene?.windows ?? []).filter { $0 !== self && $0.bounds.size == oldSize }
        for w in [self] + companions {
            if w.screen === previousScreen { w.screen = newScreen }
            w.frame = CGRect(origin: w.frame.origin, size: size)
        }
        // The delegate hears about it after the layout at the new size, when the traits are the new ones;
        // several resizes before that layout are one update from the first one's geometry.
        if _pendingSceneUpdate == nil, let previousOrientation, let previousTraits {
            _pendingSceneUpdate = (previousScreen, previousOrientation, previousTraits)
        }
    }

    /// Tells the scene's delegate about the geometry recorded by `_hostWindowDidResize(to:)`; called by the
    /// window's layout after its traits were recomputed.
    func _deliverSceneGeometryUpdate() {
        guard let (screen, orientation, traits) = _pendingSceneUpdate else { return }
        _pendingSceneUpdate = nil
        guard let scene = windowScene, let delegate = scene.delegate as? any UIWindowSceneDelegate else { return }
        delegate.windowScene(scene, didUpdate: screen, interfaceOrientation: orientation, traitCollection: traits)
    }
}
