import Foundation

/// The backdrop for an app's user interface, mirroring `UIWindow`: a view at the root of a layer tree that a
/// host presents.
@preconcurrency @MainActor
open class UIWindow: UIView {
    /// The screen the window is on.
    open var screen: UIScreen = UIScreen.main {
        didSet { if screen.scale != oldValue.scale { rescale(self) } }
    }
    /// The window's level; higher levels are composited above lower ones.
    open var windowLevel: UIWindow.Level = .normal

    /// A window with `frame`, hidden until `makeKeyAndVisible()` or `isHidden = false`, as on iOS.
    public override init(frame: CGRect) {
        super.init(frame: frame)
        layer.isHostedRoot = true
        isHidden = true
        UIApplication.shared.register(self)
    }

    public required init?(coder: NSCoder) {
        super.init(coder: coder)
        layer.isHostedRoot = true
        isHidden = true
        UIApplication.shared.register(self)
    }

    /// Windows have no next responder but the application.
    open override var next: UIResponder? { UIApplication.shared }

    /// Whether this is the key window.
    open var isKeyWindow: Bool { UIApplication.shared.keyWindow === self }

    /// Shows the window and makes it key.
    open func makeKeyAndVisible() {
        isHidden = false
        makeKey()
    }

    /// Makes the window key.
    open func makeKey() { UIApplication.shared.keyWindow = self }

    private func rescale(_ v: UIView) {
        v.layer.contentsScale = screen.scale
        v.setNeedsDisplay()
        for s in v.subviews { rescale(s) }
    }

    /// Window levels, mirroring `UIWindow.Level`.
    public struct Level: RawRepresentable, Hashable, Comparable, Sendable {
        public var rawValue: CGFloat
        public init(rawValue: CGFloat) { self.rawValue = rawValue }
        public init(_ rawValue: CGFloat) { self.rawValue = rawValue }
        public static let normal = Level(0)
        public static let statusBar = Level(1000)
        public static let alert = Level(2000)
        public static func < (a: Level, b: Level) -> Bool { a.rawValue < b.rawValue }
    }
}
