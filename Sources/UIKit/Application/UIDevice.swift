import Foundation
#if canImport(Glibc)
import Glibc
#endif

/// The device the app runs on, mirroring `UIDevice` (`UIDevice.current`).
///
/// On Linux the "device" is the machine: `name` is its host name, `systemName` "Linux", `systemVersion`
/// the kernel release's numeric part, `model` "Linux"; the idiom is `.phone` like the default trait
/// collection; orientation is `.portrait` unless a host or test sets `orientation`; there is no battery
/// or proximity sensor to report (see Docs/Deviations.md).
@preconcurrency @MainActor
open class UIDevice: NSObject {
    /// The device the app runs on.
    public static let current = UIDevice()

    /// The device's name (the host name).
    open var name: String { ProcessInfo.processInfo.hostName }
    /// The operating system's name ("Linux").
    open var systemName: String { "Linux" }
    /// The operating system's version: the kernel release's leading numeric part ("6.1.0").
    open var systemVersion: String {
        var info = utsname()
        guard uname(&info) == 0 else { return "0" }
        let release = withUnsafeBytes(of: &info.release) { raw in
            String(decoding: raw.prefix { $0 != 0 }, as: UTF8.self)
        }
        let numeric = release.prefix { $0.isNumber || $0 == "." }
        return numeric.isEmpty ? "0" : String(numeric)
    }
    /// The model ("Linux").
    open var model: String { "Linux" }
    /// The model, localized ("Linux").
    open var localizedModel: String { "Linux" }
    /// The interface style the app runs in (`.phone`, as the default trait collection).
    open var userInterfaceIdiom: UIUserInterfaceIdiom { .phone }
    /// A UUID that stays the same for this process's lifetime (a vendor identifier across launches
    /// needs persistent storage Linux apps don't share).
    open var identifierForVendor: UUID? { UIDevice.vendorIdentifier }
    private static let vendorIdentifier = UUID()
    /// Whether the device runs more than one app at once (true).
    open var isMultitaskingSupported: Bool { true }

    /// The physical orientation. `.portrait` by default; a host or test may set it (posts
    /// `orientationDidChangeNotification` while notifications are being generated).
    open var orientation: UIDeviceOrientation {
        get { _orientation }
        set {
            guard newValue != _orientation else { return }
            _orientation = newValue
            if isGeneratingDeviceOrientationNotifications {
                NotificationCenter.default.post(name: UIDevice.orientationDidChangeNotification, object: self)
            }
        }
    }
    private var _orientation = UIDeviceOrientation.portrait
    private var orientationObservers = 0
    /// Whether orientation notifications are on (balanced begin/end calls).
    open var isGeneratingDeviceOrientationNotifications: Bool { orientationObservers > 0 }
    /// Starts orientation notifications (calls nest).
    open func beginGeneratingDeviceOrientationNotifications() { orientationObservers += 1 }
    /// Ends one `beginGeneratingDeviceOrientationNotifications()`.
    open func endGeneratingDeviceOrientationNotifications() { orientationObservers = max(0, orientationObservers - 1) }

    /// Whether battery monitoring is on (default false).
    open var isBatteryMonitoringEnabled = false
    /// The battery level 0...1, or -1 when unknown (always unknown here).
    open var batteryLevel: Float { -1 }
    /// The battery state (`.unknown` here).
    open var batteryState: BatteryState { .unknown }
    /// Whether proximity monitoring is on. Setting true keeps false: there is no proximity sensor.
    open var isProximityMonitoringEnabled: Bool {
        get { false }
        set {}
    }
    /// Whether the proximity sensor is close to the user (false).
    open var proximityState: Bool { false }

    /// Plays the input click sound (no sound on Linux).
    open func playInputClick() {}

    /// The battery's state, mirroring `UIDevice.BatteryState`.
    public enum BatteryState: Int, Sendable {
        case unknown = 0, unplugged, charging, full
    }

    /// Posted when the orientation changes.
    nonisolated public static let orientationDidChangeNotification = Notification.Name("UIDeviceOrientationDidChangeNotification")
    /// Posted when the battery state changes (never here).
    nonisolated public static let batteryStateDidChangeNotification = Notification.Name("UIDeviceBatteryStateDidChangeNotification")
    /// Posted when the battery level changes (never here).
    nonisolated public static let batteryLevelDidChangeNotification = Notification.Name("UIDeviceBatteryLevelDidChangeNotification")
    /// Posted when the proximity state changes (never here).
    nonisolated public static let proximityStateDidChangeNotification = Notification.Name("UIDeviceProximityStateDidChangeNotification")
}

/// The physical orientation of the device, mirroring `UIDeviceOrientation`.
public enum UIDeviceOrientation: Int, Sendable {
    case unknown = 0, portrait, portraitUpsideDown, landscapeLeft, landscapeRight, faceUp, faceDown

    /// Portrait or upside down.
    public var isPortrait: Bool { self == .portrait || self == .portraitUpsideDown }
    /// Landscape left or right.
    public var isLandscape: Bool { self == .landscapeLeft || self == .landscapeRight }
    /// Face up or down.
    public var isFlat: Bool { self == .faceUp || self == .faceDown }
    /// Whether the orientation is one an interface can take (portrait or landscape).
    public var isValidInterfaceOrientation: Bool { isPortrait || isLandscape }
}
