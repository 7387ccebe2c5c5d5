import Foundation

/// The physical orientation of the device, mirroring `UIDeviceOrientation` (Apple's raw values).
public enum UIDeviceOrientation: Int, Sendable {
    case unknown = 0
    case portrait = 1
    case portraitUpsideDown = 2
    case landscapeLeft = 3
    case landscapeRight = 4
    case faceUp = 5
    case faceDown = 6

    /// Whether the orientation is portrait or upside-down portrait.
    public var isPortrait: Bool { self == .portrait || self == .portraitUpsideDown }
    /// Whether the orientation is landscape left or right.
    public var isLandscape: Bool { self == .landscapeLeft || self == .landscapeRight }
    /// Whether the device lies face up or face down.
    public var isFlat: Bool { self == .faceUp || self == .faceDown }
    /// Whether the orientation is one an interface can take (portrait or landscape).
    public var isValidInterfaceOrientation: Bool { isPortrait || isLandscape }
}

/// The current device, mirroring `UIDevice`. On Linux the device is the computer the app runs on: its name
/// is the host name, the system is Linux with the kernel's version, the idiom is `.phone` (the default
/// trait collection's), and it has no orientation sensor, battery or proximity readings (the
/// values iOS reports when it has none: `.unknown`, -1, false).
@preconcurrency @MainActor
open class UIDevice: NSObject {
    /// The shared device object.
    public static let current = UIDevice()

    /// Posted when the device's orientation changes (never, without an orientation sensor).
    nonisolated public static let orientationDidChangeNotification = Notification.Name("UIDeviceOrientationDidChangeNotification")
    /// Posted when the battery level changes.
    nonisolated public static let batteryLevelDidChangeNotification = Notification.Name("UIDeviceBatteryLevelDidChangeNotification")
    /// Posted when the battery state changes.
    nonisolated public static let batteryStateDidChangeNotification = Notification.Name("UIDeviceBatteryStateDidChangeNotification")
    /// Posted when the proximity sensor's state changes.
    nonisolated public static let proximityStateDidChangeNotification = Notification.Name("UIDeviceProximityStateDidChangeNotification")

    /// The battery's state, mirroring `UIDevice.BatteryState`.
    public enum BatteryState: Int, Sendable {
        case unknown = 0
        case unplugged = 1
        case charging = 2
        case full = 3
    }

    private let vendorID = UUID()

    /// The device's name (the host name).
    open var name: String { ProcessInfo.processInfo.hostName }
    /// The model ("iPhone", "iPad", ... after the idiom, as iOS reports the family).
    open var model: String {
        switch userInterfaceIdiom {
        case .pad: return "iPad"
        case .mac: return "Mac"
        case .tv: return "Apple TV"
        default: return "iPhone"
        }
    }
    /// The localized model name.
    open var localizedModel: String { model }
    /// The operating system's name.
    open var systemName: String { "Linux" }
    /// The operating system's version ("major.minor.patch" of the kernel).
    open var systemVersion: String {
        let v = ProcessInfo.processInfo.operatingSystemVersion
        return "\(v.majorVersion).\(v.minorVersion).\(v.patchVersion)"
    }
    /// The interface idiom: `.phone`, the idiom of the default trait collection (the main screen is
    /// phone-sized by default).
    open var userInterfaceIdiom: UIUserInterfaceIdiom { .phone }
    /// A stable identifier of this app on this device (for the process's lifetime here).
    open var identifierForVendor: UUID? { vendorID }
    /// Whether the device supports multitasking.
    open var isMultitaskingSupported: Bool { true }

    /// The physical orientation (`.unknown` without an orientation sensor).
    open var orientation: UIDeviceOrientation { .unknown }
    /// Whether orientation notifications are being generated.
    public private(set) var isGeneratingDeviceOrientationNotifications = false
    /// Starts generating orientation notifications.
    open func beginGeneratingDeviceOrientationNotifications() { isGeneratingDeviceOrientationNotifications = true }
    /// Stops generating orientation notifications.
    open func endGeneratingDeviceOrientationNotifications() { isGeneratingDeviceOrientationNotifications = false }

    /// Whether battery monitoring is enabled.
    open var isBatteryMonitoringEnabled = false
    /// The battery's charge from 0 to 1, or -1 when unknown (always here).
    open var batteryLevel: Float { -1 }
    /// The battery's state (`.unknown` here).
    open var batteryState: UIDevice.BatteryState { .unknown }
    /// Whether proximity monitoring is enabled (stays false: there is no proximity sensor).
    open var isProximityMonitoringEnabled: Bool {
        get { false }
        set {}
    }
    /// Whether the proximity sensor is close to the user.
    open var proximityState: Bool { false }
    /// Plays the keyboard click (no sound on Linux).
    open func playInputClick() {}
}
