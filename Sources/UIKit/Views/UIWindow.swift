import Foundation

/// The backdrop for an app's user interface, mirroring `UIWindow`: a view at the root of a layer tree that
/// a host presents. Windows are hidden until `makeKeyAndVisible()` (or `isHidden = false`); visible windows
/// are composited in increasing `windowLevel`, and one window at a time is the key window.
@preconcurrency @MainActor
open class UIWindow: UIView {
    /// The screen the window is on; changing it redraws the tree at the new screen's scale.
    open var screen: UIScreen = UIScreen.main {
        didSet {
            guard screen.scale != oldValue.scale else { return }
            rescale(self)
            _rare?.autoLayout?.engine.screenChanged()
        }
    }
    /// The window's level; higher levels are composited above lower ones (default `.normal`).
    open var windowLevel: UIWindow.Level = .normal

    /// The root view controller: its view fills the window and follows its size.
    open var rootViewController: UIViewController? {
        didSet {
            guard rootViewController !== oldValue else { return }
            if let old = oldValue, old.isViewLoaded, old.view.superview === self { old.view.removeFromSuperview() }
            if let vc = rootViewController {
                let v = vc.view!
                v.frame = bounds
                v.autoresizingMask = [.flexibleWidth, .flexibleHeight]
                addSubview(v)
            }
        }
    }

    /// A window with `frame`, hidden until `makeKeyAndVisible()` or `isHidden = false`, as on iOS.
    public override init(frame: CGRect) {
        super.init(frame: frame)
        layer.isHostedRoot = true
        isHidden = true
        UIApplication.shared.register(self)
    }

    /// A window the size of `UIScreen.main`'s bounds.
    public convenience init() { self.init(frame: UIScreen.main.bounds) }

    public required init?(coder: NSCoder) {
        super.init(coder: coder)
        layer.isHostedRoot = true
        isHidden = true
        UIApplication.shared.register(self)
    }

    /// Windows have no superview; their next responder is the application.
    open override var next: UIResponder? { UIApplication.shared }

    /// Whether this is the key window.
    open var isKeyWindow: Bool { UIApplication.shared.keyWindow === self }

    /// Shows the window and makes it key.
    open func makeKeyAndVisible() {
        isHidden = false
        makeKey()
    }

    /// Makes the window key; the previous key window gets `resignKey()`, this one `becomeKey()`.
    open func makeKey() {
        let old = UIApplication.shared.keyWindow
        guard old !== self else { return }
        UIApplication.shared.keyWindow = self
        old?.resignKey()
        becomeKey()
    }

    /// Called after the window became key. The default does nothing.
    open func becomeKey() {}
    /// Called after the window stopped being key. The default does nothing.
    open func resignKey() {}

    /// Converts a point from this window's coordinates to `window`'s (nil: the screen's), through the
    /// screen: windows are placed on the screen by their frames.
    public func convert(_ point: CGPoint, to window: UIWindow?) -> CGPoint {
        let onScreen = layer.convert(point, to: nil).applying(layer.modelGeometryTransform())
        guard let window else { return onScreen }
        return onScreen.applying(window.layer.modelGeometryTransform().inverted())
    }

    /// Converts a point from `window`'s coordinates (nil: the screen's) to this window's.
    public func convert(_ point: CGPoint, from window: UIWindow?) -> CGPoint {
        let onScreen = window.map { point.applying($0.layer.modelGeometryTransform()) } ?? point
        return onScreen.applying(layer.modelGeometryTransform().inverted())
    }

    // MARK: - Scenes, traits and appearance

    /// Creates a window attached to `windowScene`, sized to the scene's screen, mirroring
    /// `UIWindow(windowScene:)`.
    public convenience init(windowScene: UIWindowScene) {
        self.init(frame: windowScene.screen.bounds)
        self.windowScene = windowScene
    }

    /// The scene the window belongs to.
    open weak var windowScene: UIWindowScene?
    /// The window's own first responder: each window keeps one, as UIKit's windows do, and key input goes
    /// to the key window's (UIResponder+FirstResponder.swift).
    weak var _firstResponder: UIResponder?
    /// The window's traits, computed from its size and screen (UITraitPropagation.swift).
    var _windowTraits: UITraitCollection?
    /// The size the view controllers were last told about (`viewWillTransition(to:with:)`).
    var _lastTransitionSize: CGSize?
    /// The scene geometry before a host resize, until the layout at the new size reports it to the scene's
    /// delegate (UIWindowScene+HostResize.swift).
    var _pendingSceneUpdate: (screen: UIScreen, orientation: UIInterfaceOrientation, traits: UITraitCollection)?

    /// Showing or hiding the window makes its view controllers appear or disappear.
    open override var isHidden: Bool {
        didSet {
            guard isHidden != oldValue else { return }
            _updateTraits()
            UIViewController._windowVisibilityChanged(self, visible: !isHidden)
        }
    }

    /// A window lays out its root view controller's view and recomputes its traits when its size changes.
    open override func layoutSubviews() {
        super.layoutSubviews()
        let transitions = _sizeDidChange()
        _updateTraits()
        for t in transitions { t.completeTransition(true) }
        _deliverSceneGeometryUpdate()
    }

    private func rescale(_ v: UIView) {
        v.adoptScreenScale(screen.scale)
        for s in v.subviews { rescale(s) }
    }

    /// Window levels, mirroring `UIWindow.Level`.
    public struct Level: RawRepresentable, Hashable, Comparable, Sendable {
        public var rawValue: CGFloat
        public init(rawValue: CGFloat) { self.rawValue = rawValue }
        public init(_ rawValue: CGFloat) { self.rawValue = rawValue }
        /// The default level.
        public static let normal = Level(0)
        /// The status bar's level.
        public static let statusBar = Level(1000)
        /// Alerts' level.
        public static let alert = Level(2000)
        public static func < (a: Level, b: Level) -> Bool { a.rawValue < b.rawValue }
    }

    // MARK: - Events

    /// Dispatches `event` to the window's views, as UIKit's `sendEvent(_:)`: touches to their bound views
    /// (after the gesture recognizers), presses to the first responder, scrolls to pan recognizers,
    /// hover to hover recognizers and pointer interactions. `UIApplication.sendEvent(_:)` calls it;
    /// override to observe events.
    open func sendEvent(_ event: UIEvent) {
        switch event.type {
        case .touches: GestureArena.shared.dispatchTouches(event, in: self)
        case .presses: if let presses = event as? UIPressesEvent { GestureArena.shared.presses.dispatchPresses(presses, in: self) }
        case .scroll: GestureArena.shared.dispatchScroll(event, in: self)
        case .hover:
            GestureArena.shared.dispatchHover(event, in: self, exited: event._exited)
            PointerRouting.pointerMoved(to: event._exited ? nil : event._location, in: self)
        default: break
        }
    }
}
