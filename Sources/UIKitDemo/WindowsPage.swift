import Foundation
import UIKit
import DemoScenes

/// `UIKIT_DEMO_PAGE=windows`: an app of several window scenes, launched as any app is (`UIApplicationMain`).
/// Each scene's window is titled "uikit-linux windows <n>" and has a button that opens another, a text
/// field and a button that closes it; keys and key-window changes, the fields' editing and text, scene
/// connections and disconnections, discarded sessions and termination print as `windows:` lines (the
/// end-to-end windows test reads them). `UIKIT_RUN_SECONDS` limits the run.
@MainActor
enum WindowsPage {
    static func log(_ line: String) {
        print("windows: \(line)")
        fflush(nil)
    }

    static func run() {
        _ = UIApplicationMain(CommandLine.argc, CommandLine.unsafeArgv, nil, NSStringFromClass(WindowsPageAppDelegate.self))
    }
}

/// The windows page's app delegate (top level: UIApplicationMain finds it by name).
final class WindowsPageAppDelegate: UIResponder, UIApplicationDelegate {
    func application(_ application: UIApplication, didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
        UIScreen.main = UIScreen(bounds: CGRect(x: 0, y: 0, width: 360, height: 240), scale: UIScreen.main.scale)
        return true
    }
    func application(_ application: UIApplication, configurationForConnecting connectingSceneSession: UISceneSession,
                     options: UIScene.ConnectionOptions) -> UISceneConfiguration {
        let c = UISceneConfiguration(name: "Default Configuration", sessionRole: connectingSceneSession.role)
        c.delegateClass = WindowsPageSceneDelegate.self
        return c
    }
    func application(_ application: UIApplication, didDiscardSceneSessions sceneSessions: Set<UISceneSession>) {
        WindowsPage.log("discarded \(sceneSessions.count), open \(application.openSessions.count)")
    }
    func applicationWillTerminate(_ application: UIApplication) { WindowsPage.log("terminate") }
}

/// A window that reports its keys and becoming key.
final class WindowsPageWindow: UIWindow {
    var number = 0
    override func becomeKey() { WindowsPage.log("key window \(number)") }
    override func pressesBegan(_ presses: Set<UIPress>, with event: UIPressesEvent?) {
        for p in presses { if let k = p.key { WindowsPage.log("key \(number): \(k.charactersIgnoringModifiers)") } }
    }
}

final class WindowsPageSceneDelegate: UIResponder, UIWindowSceneDelegate {
    static var count = 0
    var window: UIWindow?
    var number = 0
    func scene(_ scene: UIScene, willConnectTo session: UISceneSession, options connectionOptions: UIScene.ConnectionOptions) {
        guard let ws = scene as? UIWindowScene else { return }
        Self.count += 1
        number = Self.count
        ws.title = "uikit-linux windows \(number)"
        let w = WindowsPageWindow(windowScene: ws)
        w.number = number
        let root = CatalogPages.newWindowRoot(number: number)
        w.rootViewController = root
        let n = number
        for case let field as UITextField in root.view.subviews {
            field.addAction(UIAction { [weak field] _ in WindowsPage.log("field \(n): \(field?.text ?? "")") }, for: .editingChanged)
            field.addAction(UIAction { _ in WindowsPage.log("editing \(n) began") }, for: .editingDidBegin)
            field.addAction(UIAction { _ in WindowsPage.log("editing \(n) ended") }, for: .editingDidEnd)
        }
        window = w
        w.makeKeyAndVisible()
        let activities = connectionOptions.userActivities.map(\.activityType).sorted()
        WindowsPage.log("connect \(number) \(activities) scenes \(UIApplication.shared.connectedScenes.count)")
    }
    func sceneDidDisconnect(_ scene: UIScene) {
        WindowsPage.log("disconnect \(number) scenes \(UIApplication.shared.connectedScenes.count)")
    }
}
