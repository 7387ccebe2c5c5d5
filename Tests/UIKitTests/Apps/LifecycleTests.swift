import Foundation
import Testing
import UIKit

/// Launch and life-cycle order of the app delegate, scene delegate and notifications, as Apple documents.
final class LifecycleAppDelegate: UIResponder, UIApplicationDelegate {
    static var log = VCLog()
    var window: UIWindow?
    var useScenes = true
    func application(_ application: UIApplication, willFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
        Self.log.add("willFinishLaunching"); return true
    }
    func application(_ application: UIApplication, didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
        Self.log.add("didFinishLaunching")
        if !useScenes {
            let w = UIWindow(frame: UIScreen.main.bounds)
            w.rootViewController = UIViewController()
            window = w
            w.makeKeyAndVisible()
        }
        return true
    }
    func application(_ application: UIApplication, configurationForConnecting connectingSceneSession: UISceneSession,
                     options: UIScene.ConnectionOptions) -> UISceneConfiguration {
        Self.log.add("configurationForConnecting")
        let c = UISceneConfiguration(name: "Default Configuration", sessionRole: connectingSceneSession.role)
        if useScenes { c.delegateClass = LifecycleSceneDelegate.self }
        return c
    }
    func applicationDidBecomeActive(_ application: UIApplication) { Self.log.add("applicationDidBecomeActive") }
    func applicationWillResignActive(_ application: UIApplication) { Self.log.add("applicationWillResignActive") }
    func applicationDidEnterBackground(_ application: UIApplication) { Self.log.add("applicationDidEnterBackground") }
    func applicationWillEnterForeground(_ application: UIApplication) { Self.log.add("applicationWillEnterForeground") }
    func applicationWillTerminate(_ application: UIApplication) { Self.log.add("applicationWillTerminate") }
}

final class LifecycleSceneDelegate: UIResponder, UIWindowSceneDelegate {
    var window: UIWindow?
    static var setsWindow = true
    func scene(_ scene: UIScene, willConnectTo session: UISceneSession, options connectionOptions: UIScene.ConnectionOptions) {
        LifecycleAppDelegate.log.add("willConnectTo")
        guard Self.setsWindow, let ws = scene as? UIWindowScene else { return }
        let w = UIWindow(windowScene: ws)
        w.rootViewController = UIViewController()
        window = w
        w.makeKeyAndVisible()
    }
    func sceneDidDisconnect(_ scene: UIScene) { LifecycleAppDelegate.log.add("sceneDidDisconnect") }
    func sceneDidBecomeActive(_ scene: UIScene) { LifecycleAppDelegate.log.add("sceneDidBecomeActive") }
    func sceneWillResignActive(_ scene: UIScene) { LifecycleAppDelegate.log.add("sceneWillResignActive") }
    func sceneWillEnterForeground(_ scene: UIScene) { LifecycleAppDelegate.log.add("sceneWillEnterForeground") }
    func sceneDidEnterBackground(_ scene: UIScene) { LifecycleAppDelegate.log.add("sceneDidEnterBackground") }
}


@MainActor @Suite(.serialized, .freshWorld)
struct LifecycleTests {
    func observe(_ names: [Notification.Name]) -> [NSObjectProtocol] {
        names.map { name in
            NotificationCenter.default.addObserver(forName: name, object: nil, queue: nil) { n in
                let raw = n.name.rawValue
                MainActor.assumeIsolated { LifecycleAppDelegate.log.add("N:" + raw) }
            }
        }
    }

    @Test("Scene-based launch: will/didFinishLaunching, configurationForConnecting, willConnectTo, sceneWillEnterForeground, sceneDidBecomeActive, with Apple's notifications")
    func sceneLaunchOrder() {
        let app = UIApplication.shared
        app._resetLifecycleForTesting()
        LifecycleAppDelegate.log.clear()
        LifecycleSceneDelegate.setsWindow = true
        let tokens = observe([UIApplication.didFinishLaunchingNotification, UIScene.willConnectNotification,
                              UIScene.willEnterForegroundNotification, UIScene.didActivateNotification,
                              UIApplication.didBecomeActiveNotification])
        defer { tokens.forEach(NotificationCenter.default.removeObserver) }
        let d = LifecycleAppDelegate()
        app._launch(delegate: d)
        #expect(LifecycleAppDelegate.log.entries == [
            "willFinishLaunching", "didFinishLaunching", "N:UIApplicationDidFinishLaunchingNotification",
            "configurationForConnecting", "N:UISceneWillConnectNotification", "willConnectTo",
            "sceneWillEnterForeground", "N:UISceneWillEnterForegroundNotification",
            "sceneDidBecomeActive", "N:UISceneDidActivateNotification", "N:UIApplicationDidBecomeActiveNotification",
        ])
        #expect(app.delegate === d)
        #expect(app.applicationState == .active)
        #expect(app.connectedScenes.count == 1)
        let scene = app.connectedScenes.first as? UIWindowScene
        #expect(scene?.activationState == .foregroundActive)
        #expect(scene?.delegate is LifecycleSceneDelegate)
        #expect(scene?.windows.count == 1)
        #expect(scene?.session.role == .windowApplication)
        #expect(scene?.session.scene === scene)
        app._resetLifecycleForTesting()
    }

    @Test("Background, foreground and termination: scenes first, app-level notifications; no app delegate calls when a scene delegate exists")
    func backgroundAndTerminate() {
        let app = UIApplication.shared
        app._resetLifecycleForTesting()
        LifecycleSceneDelegate.setsWindow = true
        app._launch(delegate: LifecycleAppDelegate())
        LifecycleAppDelegate.log.clear()
        app._enterBackground()
        #expect(LifecycleAppDelegate.log.entries == ["sceneWillResignActive", "sceneDidEnterBackground"])
        #expect(app.applicationState == .background)
        LifecycleAppDelegate.log.clear()
        app._enterForeground()
        #expect(LifecycleAppDelegate.log.entries == ["sceneWillEnterForeground", "sceneDidBecomeActive"])
        LifecycleAppDelegate.log.clear()
        app._terminate()
        #expect(LifecycleAppDelegate.log.entries == ["sceneWillResignActive", "sceneDidEnterBackground", "sceneDidDisconnect",
                                            "applicationWillTerminate"])
        app._resetLifecycleForTesting()
    }

    @Test("An app without a scene delegate gets the app-level callbacks, and its delegate's window joins the implicit scene")
    func appWithoutScenes() {
        let app = UIApplication.shared
        app._resetLifecycleForTesting()
        LifecycleAppDelegate.log.clear()
        let d = LifecycleAppDelegate()
        d.useScenes = false
        app._launch(delegate: d)
        #expect(LifecycleAppDelegate.log.entries == ["willFinishLaunching", "didFinishLaunching", "configurationForConnecting",
                                            "applicationDidBecomeActive"])
        #expect(d.window?.windowScene === app.connectedScenes.first)
        LifecycleAppDelegate.log.clear()
        app._enterBackground()
        app._enterForeground()
        #expect(LifecycleAppDelegate.log.entries == ["applicationWillResignActive", "applicationDidEnterBackground",
                                            "applicationWillEnterForeground", "applicationDidBecomeActive"])
        app._resetLifecycleForTesting()
    }

    @Test("A scene delegate that sets no window: a warning, no crash, the scene still activates")
    func sceneWithoutWindow() {
        let app = UIApplication.shared
        app._resetLifecycleForTesting()
        LifecycleSceneDelegate.setsWindow = false
        defer { LifecycleSceneDelegate.setsWindow = true }
        let before = UIKitLog.warnings.count
        app._launch(delegate: LifecycleAppDelegate())
        #expect(UIKitLog.warnings.count == before + 1)
        #expect(app.connectedScenes.first?.activationState == .foregroundActive)
        app._resetLifecycleForTesting()
    }

    @Test("The delegate class comes from its name, as UIApplicationMain takes it")
    func classFromName() {
        let name = NSStringFromClass(LifecycleAppDelegate.self)
        let cls = NSClassFromString(name) as? UIResponder.Type
        #expect(cls != nil)
        let made = cls.flatMap { $0.init(coder: NSCoder()) }
        #expect(made is LifecycleAppDelegate)
    }
}

/// With a window host, the launch makes the scene active once; the host window appearing and taking the
/// focus is no second transition (UIKit calls each scene-delegate method once per transition).
extension LifecycleTests {
    @Test("the host window shown and focused after launch adds no second willEnterForeground or didBecomeActive")
    func onceAtLaunch() {
        let app = UIApplication.shared
        app._resetLifecycleForTesting()
        defer { app._resetLifecycleForTesting() }
        LifecycleAppDelegate.log.clear()
        LifecycleSceneDelegate.setsWindow = true
        let d = LifecycleAppDelegate()
        app._launch(delegate: d)
        // The host's first poll: its window appeared and took the focus.
        app._hostWindowsChanged(.init(focusGained: true, anyFocused: true))
        // Focus moving between the app's own windows.
        app._hostWindowsChanged(.init(focusLost: true, focusGained: true, anyFocused: true))
        let log = LifecycleAppDelegate.log.entries
        #expect(log.filter { $0 == "sceneWillEnterForeground" }.count == 1)
        #expect(log.filter { $0 == "sceneDidBecomeActive" }.count == 1)
        #expect(!log.contains("sceneWillResignActive"))
        // Minimizing and restoring is one background and one foreground transition.
        app._hostWindowsChanged(.init(minimizedOrRestored: true, allMinimized: true))
        app._hostWindowsChanged(.init(minimizedOrRestored: true, allMinimized: false, focusGained: true, anyFocused: true))
        let after = LifecycleAppDelegate.log.entries
        #expect(after.filter { $0 == "sceneDidEnterBackground" }.count == 1)
        #expect(after.filter { $0 == "sceneWillEnterForeground" }.count == 2)
        #expect(after.filter { $0 == "sceneDidBecomeActive" }.count == 2)
    }
}
