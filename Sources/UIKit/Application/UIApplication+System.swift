import Foundation

/// System services an iOS app calls on `UIApplication` that have no Linux counterpart: they answer as a
/// device without the service does (URLs other than files and web pages cannot be opened, no remote
/// notifications), so app code compiles and runs.
extension UIApplication {
    /// Options for `open(_:options:completionHandler:)`, mirroring `UIApplication.OpenExternalURLOptionsKey`.
    public struct OpenExternalURLOptionsKey: RawRepresentable, Hashable, Sendable {
        public let rawValue: String
        public init(rawValue: String) { self.rawValue = rawValue }
        public static let universalLinksOnly = OpenExternalURLOptionsKey(rawValue: "UIApplicationOpenURLOptionUniversalLinksOnly")
    }

    /// The URL of the app's settings page.
    public static let openSettingsURLString = "app-settings:"

    /// Whether `url` can be opened: http(s) and file URLs when `xdg-open` exists.
    public func canOpenURL(_ url: URL) -> Bool {
        guard ["http", "https", "file", "mailto"].contains(url.scheme?.lowercased() ?? "") else { return false }
        return FileManager.default.isExecutableFile(atPath: "/usr/bin/xdg-open")
    }

    /// Opens `url` with the desktop's handler (`xdg-open`); the completion gets whether it started.
    public func open(_ url: URL, options: [OpenExternalURLOptionsKey: Any] = [:],
                     completionHandler completion: (@MainActor (Bool) -> Void)? = nil) {
        var ok = false
        if canOpenURL(url), options[.universalLinksOnly] as? Bool != true {
            let p = Process()
            p.executableURL = URL(fileURLWithPath: "/usr/bin/xdg-open")
            p.arguments = [url.absoluteString]
            ok = (try? p.run()) != nil
        }
        if let completion { DispatchQueue.main.async { MainActor.assumeIsolated { completion(ok) } } }
    }

    /// Whether the screen may dim (stored; Linux does not dim on the app's behalf).
    public var isIdleTimerDisabled: Bool {
        get { UIApplicationSystemState.idleTimerDisabled }
        set { UIApplicationSystemState.idleTimerDisabled = newValue }
    }
    /// The badge number on the app's icon (stored).
    public var applicationIconBadgeNumber: Int {
        get { UIApplicationSystemState.badge }
        set { UIApplicationSystemState.badge = newValue }
    }
    /// Remote notifications do not exist on Linux: registering does nothing.
    public func registerForRemoteNotifications() {}
    /// Whether the app is registered for remote notifications (never).
    public var isRegisteredForRemoteNotifications: Bool { false }
    /// The user interface layout direction of the app.
    public var userInterfaceLayoutDirection: UIUserInterfaceLayoutDirection { .leftToRight }
    /// The user's preferred content size category.
    public var preferredContentSizeCategory: UIContentSizeCategory { UITraitCollection._systemCategory }
    /// Whether the app is protected data available (always).
    public var isProtectedDataAvailable: Bool { true }
    /// Background time left (unlimited on Linux).
    public var backgroundTimeRemaining: TimeInterval { .greatestFiniteMagnitude }
}

@MainActor
enum UIApplicationSystemState {
    static var idleTimerDisabled = false
    static var badge = 0
}
