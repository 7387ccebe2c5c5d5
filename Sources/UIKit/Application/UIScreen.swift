import Foundation
import Synchronization

/// The properties of a display, mirroring `UIScreen`.
///
/// On Linux the host decides what the screen is: the headless host uses an iPhone-like 390×844-point
/// screen at scale 3 unless configured, the SDL host the window's size. `UIScreen.main` is settable here
/// (a Linux addition) so tests and hosts can choose the scale views draw at.
@preconcurrency @MainActor
open class UIScreen: NSObject {
    /// The screen's rectangle in points.
    public let bounds: CGRect
    /// Pixels per point.
    public let scale: CGFloat
    /// The physical scale (the same as `scale` here).
    open var nativeScale: CGFloat { scale }
    /// Backing store of `safeAreaInsets` (UIView+Margins.swift).
    var _safeAreaInsets = UIEdgeInsets.zero
    /// The screen's rectangle in pixels.
    open var nativeBounds: CGRect {
        CGRect(x: 0, y: 0, width: bounds.width * scale, height: bounds.height * scale)
    }

    /// A screen of `bounds` points at `scale` pixels per point (Linux addition; hosts make screens).
    public init(bounds: CGRect, scale: CGFloat) {
        self.bounds = bounds
        self.scale = scale > 0 && scale.isFinite ? scale : 1
        super.init()
    }

    private static var _main = makeDefaultMain()
    /// The screen `main` is until a host or a test sets another: the headless host's iPhone-like
    /// 390×844-point screen at scale 3.
    package static func makeDefaultMain() -> UIScreen {
        UIScreen(bounds: CGRect(x: 0, y: 0, width: 390, height: 844), scale: 3)
    }
    /// The device's screen. Settable on Linux so a host or a test can choose size and scale.
    public static var main: UIScreen {
        get { _main }
        set {
            _main = newValue
            defaultScaleStorage.withLock { $0 = newValue.scale }
        }
    }

    /// The main screen's scale, readable from any thread (image renderers' default format).
    nonisolated static let defaultScaleStorage = Mutex(CGFloat(3))
    nonisolated static var defaultScale: CGFloat { defaultScaleStorage.withLock { $0 } }
}
