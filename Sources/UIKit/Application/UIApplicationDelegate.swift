import Foundation

/// The methods the app object calls on its delegate, mirroring `UIApplicationDelegate`. Every method is
/// optional, as on iOS: the protocol extension supplies the defaults. A method is only called when its
/// signature matches Apple's exactly (Swift has no optional protocol members without Objective-C; a method
/// with a typo is simply never called).
@preconcurrency @MainActor
public protocol UIApplicationDelegate: NSObjectProtocol {
    /// The window of an app that does not use scenes (the default ignores writes and reads nil).
    var window: UIWindow? { get set }

    /// The launch has begun; return false to refuse a URL launch (ignored here).
    func application(_ application: UIApplication,
                     willFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool
    /// The launch is almost done: set up the UI of an app without scenes here.
    func application(_ application: UIApplication,
                     didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool
    /// The app became active (apps without a scene delegate only, as on iOS 13 and later).
    func applicationDidBecomeActive(_ application: UIApplication)
    /// The app is about to become inactive (apps without a scene delegate only).
    func applicationWillResignActive(_ application: UIApplication)
    /// The app entered the background (apps without a scene delegate only).
    func applicationDidEnterBackground(_ application: UIApplication)
    /// The app is about to enter the foreground (apps without a scene delegate only).
    func applicationWillEnterForeground(_ application: UIApplication)
    /// The app is about to terminate.
    func applicationWillTerminate(_ application: UIApplication)
    /// Memory is low.
    func applicationDidReceiveMemoryWarning(_ application: UIApplication)
    /// Chooses the configuration of a scene being created. There is no Info.plist on Linux: the default
    /// returns a configuration named "Default Configuration" whose delegate class is found as described in
    /// Docs/Deviations.md.
    func application(_ application: UIApplication, configurationForConnecting connectingSceneSession: UISceneSession,
                     options: UIScene.ConnectionOptions) -> UISceneConfiguration
    /// Sessions were discarded.
    func application(_ application: UIApplication, didDiscardSceneSessions sceneSessions: Set<UISceneSession>)
}

extension UIApplicationDelegate {
    public var window: UIWindow? {
        get { nil }
        set {}
    }
    public func application(_ application: UIApplication,
                            willFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool { true }
    public func application(_ application: UIApplication,
                            didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool { true }
    public func applicationDidBecomeActive(_ application: UIApplication) {}
    public func applicationWillResignActive(_ application: UIApplication) {}
    public func applicationDidEnterBackground(_ application: UIApplication) {}
    public func applicationWillEnterForeground(_ application: UIApplication) {}
    public func applicationWillTerminate(_ application: UIApplication) {}
    public func applicationDidReceiveMemoryWarning(_ application: UIApplication) {}
    public func application(_ application: UIApplication, configurationForConnecting connectingSceneSession: UISceneSession,
                            options: UIScene.ConnectionOptions) -> UISceneConfiguration {
        UISceneConfiguration(name: "Default Configuration", sessionRole: connectingSceneSession.role)
    }
    public func application(_ application: UIApplication, didDiscardSceneSessions sceneSessions: Set<UISceneSession>) {}
}

extension UIApplicationDelegate where Self: UIResponder {
    /// The entry point `@main` calls on an app delegate class (`@main class AppDelegate: UIResponder,
    /// UIApplicationDelegate`), as UIKit's `UIApplicationMain` does on iOS: creates the delegate, launches,
    /// runs the main loop until the last window is closed, then terminates. See `UIApplicationMain`.
    public static func main() {
        UIApplication.shared._runMain(delegateType: Self.self)
        exit(0)
    }
}
