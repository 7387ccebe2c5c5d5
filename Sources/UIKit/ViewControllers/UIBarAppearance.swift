import Foundation

/// The appearance of a bar, mirroring `UIBarAppearance` (iOS 13): a background colour or image and a
/// shadow colour. Bars use the background and shadow colours; other values are stored for API parity.
@preconcurrency @MainActor
open class UIBarAppearance: NSObject {
    /// The background colour (nil: the system's translucent bar colour).
    open var backgroundColor: UIColor?
    /// A background image.
    open var backgroundImage: UIImage?
    /// The hairline's colour (nil: no hairline).
    open var shadowColor: UIColor? = UIColor(white: 0, alpha: 0.3)
    /// The hairline's image.
    open var shadowImage: UIImage?
    /// The blur effect (no blur on Linux; stored).
    open var backgroundEffect: AnyObject?
    /// The idiom the appearance was made for.
    public let idiom: UIUserInterfaceIdiom
    var _translucent = true

    /// An appearance with the default (translucent) background.
    public init(idiom: UIUserInterfaceIdiom = .phone) {
        self.idiom = idiom
        super.init()
    }
    /// A copy of `barAppearance`.
    public required init(barAppearance: UIBarAppearance) {
        idiom = barAppearance.idiom
        super.init()
        backgroundColor = barAppearance.backgroundColor
        backgroundImage = barAppearance.backgroundImage
        shadowColor = barAppearance.shadowColor
        shadowImage = barAppearance.shadowImage
        _translucent = barAppearance._translucent
    }
    public convenience override init() { self.init(idiom: .phone) }

    /// The system's translucent background with a hairline.
    open func configureWithDefaultBackground() {
        backgroundColor = nil
        shadowColor = UIColor(white: 0, alpha: 0.3)
        _translucent = true
    }
    /// An opaque background in the system background colour, with a hairline.
    open func configureWithOpaqueBackground() {
        backgroundColor = .systemBackground
        shadowColor = UIColor(white: 0, alpha: 0.3)
        _translucent = false
    }
    /// A transparent background without a hairline.
    open func configureWithTransparentBackground() {
        backgroundColor = .clear
        shadowColor = nil
        _translucent = true
    }
    /// A copy. NSObject's `copy()` is nonisolated; appearances are main-actor objects, copied on the main
    /// thread.
    open override func copy() -> Any { MainActor.assumeIsolated { Swift.type(of: self).init(barAppearance: self) } }
}

/// A navigation bar's appearance, mirroring `UINavigationBarAppearance`.
@preconcurrency @MainActor
open class UINavigationBarAppearance: UIBarAppearance {
    /// Title text attributes (stored until the text engine draws titles).
    open var titleTextAttributes: [NSAttributedString.Key: Any] = [:]
    /// Large title text attributes.
    open var largeTitleTextAttributes: [NSAttributedString.Key: Any] = [:]
    /// The title's offset.
    open var titlePositionAdjustment: UIOffset = .zero
    public required init(barAppearance: UIBarAppearance) { super.init(barAppearance: barAppearance) }
    public override init(idiom: UIUserInterfaceIdiom = .phone) { super.init(idiom: idiom) }
}

/// A tab bar's appearance, mirroring `UITabBarAppearance`.
@preconcurrency @MainActor
open class UITabBarAppearance: UIBarAppearance {
    public required init(barAppearance: UIBarAppearance) { super.init(barAppearance: barAppearance) }
    public override init(idiom: UIUserInterfaceIdiom = .phone) { super.init(idiom: idiom) }
}

/// A toolbar's appearance, mirroring `UIToolbarAppearance`.
@preconcurrency @MainActor
open class UIToolbarAppearance: UIBarAppearance {
    public required init(barAppearance: UIBarAppearance) { super.init(barAppearance: barAppearance) }
    public override init(idiom: UIUserInterfaceIdiom = .phone) { super.init(idiom: idiom) }
}
