import Foundation
import Testing
import UIKit

/// An app delegate whose scenes log their life cycle as "<scene number>.<callback>".
final class ScenesAppDelegate: UIResponder, UIApplicationDelegate {
    static var log = VCLog()
    var discarded: [Set<UISceneSession>] = []
    func application(_ application: UIApplication, configurationForConnecting connectingSceneSession: UISceneSession,
                     options: UIScene.ConnectionOptions) -> UISceneConfiguration {
        Self.log.add("configurationForConnecting")
        let c = UISceneConfiguration(name: "Default Configuration", sessionRole: connectingSceneSession.role)
        c.delegateClass = NumberedSceneDelegate.self
        return c
    }
    func application(_ application: UIApplication, didDiscardSceneSessions sceneSessions: Set<UISceneSession>) {
        Self.log.add("didDiscardSceneSessions(\(sceneSessions.count))")
        discarded.append(sceneSessions)
    }
    func applicationDidBecomeActive(_ application: UIApplication) { Self.log.add("applicationDidBecomeActive") }
}

final class NumberedSceneDelegate: UIResponder, UIWindowSceneDelegate {
    static var count = 0
    var window: UIWindow?
    var number = 0
    var activities: [String] = []
    private func log(_ s: String) { ScenesAppDelegate.log.add("\(number).\(s)") }
    func scene(_ scene: UIScene, willConnectTo session: UISceneSession, options connectionOptions: UIScene.ConnectionOptions) {
        Self.count += 1
        number = Self.count
        activities = connectionOptions.userActivities.map(\.activityType)
        log("willConnectTo\(activities)")
        guard let ws = scene as? UIWindowScene else { return }
        let w = UIWindow(windowScene: ws)
        w.backgroundColor = number == 1 ? .red : .blue
        w.rootViewController = UIViewController()
        window = w
        w.makeKeyAndVisible()
    }
    func scene(_ scene: UIScene, continue userActivity: NSUserActivity) { log("continue(\(userActivity.activityType))") }
    func sceneDidDisconnect(_ scene: UIScene) { log("sceneDidDisconnect") }
    func sceneDidBecomeActive(_ scene: UIScene) { log("sceneDidBecomeActive") }
    func sceneWillResignActive(_ scene: UIScene) { log("sceneWillResignActive") }
    func sceneWillEnterForeground(_ scene: UIScene) { log("sceneWillEnterForeground") }
    func sceneDidEnterBackground(_ scene: UIScene) { log("sceneDidEnterBackground") }
}

/// Several scenes at once (iPadOS, Mac Catalyst): an activation request opens a scene as the launch does,
/// or brings an open one forward; closing a scene's window disconnects it and discards its session.
@MainActor @Suite(.serialized, .freshWorld)
struct MultipleScenesTests {
    /// Launches with `ScenesAppDelegate` on a headless host; the first scene is connected.
    func launch() -> (UIApplication, ScenesAppDelegate, HeadlessHost) {
        _ = appWindow(CGSize(width: 320, height: 240))
        let app = UIApplication.shared
        let host = HeadlessHost()
        app.host = host
        app._resetLifecycleForTesting()
        NumberedSceneDelegate.count = 0
        let d = ScenesAppDelegate()
        app._launch(delegate: d)
        ScenesAppDelegate.log.clear()
        return (app, d, host)
    }

    /// Asks for a second scene and runs the turn that connects it: the launch's scene and the new one.
    func openSecondScene(_ app: UIApplication) throws -> (first: UIWindowScene, second: UIWindowScene) {
        let first = try #require(app.connectedScenes.first as? UIWindowScene)
        app.requestSceneSessionActivation(nil, userActivity: nil, options: nil)
        app.runOneTurn()
        return (first, try #require(app.connectedScenes.first { $0 !== first } as? UIWindowScene))
    }

    func finish(_ app: UIApplication) {
        for w in app.windows { w.isHidden = true }
        app._resetLifecycleForTesting()
        app.host = HeadlessHost()
    }

    @Test("requestSceneSessionActivation(nil, ...) connects a new scene in the next turn: configurationForConnecting, willConnectTo with the activity, willEnterForeground, didBecomeActive; the app stays active without a second didBecomeActive")
    func newSceneConnectsInTheNextTurn() throws {
        let (app, _, host) = launch()
        defer { finish(app) }
        #expect(app.supportsMultipleScenes)
        let first = try #require(app.connectedScenes.first as? UIWindowScene)
        let token = NotificationCenter.default.addObserver(forName: UIApplication.didBecomeActiveNotification, object: nil, queue: nil) { _ in
            MainActor.assumeIsolated { ScenesAppDelegate.log.add("N:didBecomeActive") }
        }
        defer { NotificationCenter.default.removeObserver(token) }
        let activity = NSUserActivity(activityType: "org.example.compose")
        activity.userInfo = ["draft": 7]
        app.requestSceneSessionActivation(nil, userActivity: activity, options: nil)
        #expect(app.connectedScenes.count == 1, "the request is answered asynchronously")
        app.runOneTurn()
        #expect(ScenesAppDelegate.log.entries == [
            "configurationForConnecting", "2.willConnectTo[\"org.example.compose\"]",
            "2.sceneWillEnterForeground", "2.sceneDidBecomeActive",
        ])
        #expect(app.applicationState == .active)
        #expect(app.connectedScenes.count == 2)
        #expect(app.openSessions.count == 2)
        let second = try #require(app.connectedScenes.first { $0 !== first } as? UIWindowScene)
        #expect(app.openSessions.contains(second.session) && app.openSessions.contains(first.session))
        #expect(second.activationState == .foregroundActive && first.activationState == .foregroundActive)
        // The new scene's window is key; each scene's window renders on its own surface.
        let w1 = try #require(first.windows.first), w2 = try #require(second.windows.first)
        #expect(w2.isKeyWindow && second.keyWindow === w2 && first.keyWindow == nil)
        app.runOneTurn()
        let f1 = try #require(host.lastFrame(of: w1)), f2 = try #require(host.lastFrame(of: w2))
        #expect(f1.pixel(5, 5) == [255, 0, 0, 255], "scene 1's window is red")
        #expect(f2.pixel(5, 5) == [0, 0, 255, 255], "scene 2's window is blue")
    }

    @Test("An activation request for an open session brings its scene's window forward (key) and hands the scene the activity")
    func openSessionComesForward() throws {
        let (app, _, _) = launch()
        defer { finish(app) }
        let (first, _) = try openSecondScene(app)
        #expect(first.windows.first?.isKeyWindow == false)
        ScenesAppDelegate.log.clear()
        let options = UIScene.ActivationRequestOptions()
        app.requestSceneSessionActivation(first.session, userActivity: NSUserActivity(activityType: "open"), options: options)
        app.runOneTurn()
        #expect(ScenesAppDelegate.log.entries == ["1.continue(open)"])
        #expect(first.windows.first?.isKeyWindow == true)
        #expect(app.connectedScenes.count == 2)
    }

    @Test("Closing a scene's window: willResignActive, didEnterBackground, didDisconnect, then didDiscardSceneSessions; connectedScenes and openSessions drop it, the key window moves; closing the last window ends the app")
    func closingAWindowDisconnectsItsScene() throws {
        let (app, delegate, _) = launch()
        defer { finish(app) }
        let (first, second) = try openSecondScene(app)
        let w1 = try #require(first.windows.first), w2 = try #require(second.windows.first)
        let token = NotificationCenter.default.addObserver(forName: UIScene.didDisconnectNotification, object: nil, queue: nil) { _ in
            MainActor.assumeIsolated { ScenesAppDelegate.log.add("N:didDisconnect(connected: \(UIApplication.shared.connectedScenes.count))") }
        }
        defer { NotificationCenter.default.removeObserver(token) }
        ScenesAppDelegate.log.clear()

        #expect(app._hostDidCloseWindow(w2), "the app goes on while another scene is connected")
        #expect(ScenesAppDelegate.log.entries == [
            "2.sceneWillResignActive", "2.sceneDidEnterBackground", "2.sceneDidDisconnect", "N:didDisconnect(connected: 1)",
            "didDiscardSceneSessions(1)",
        ])
        #expect(delegate.discarded == [[second.session]])
        #expect(second.activationState == .unattached)
        #expect(app.connectedScenes.count == 1 && app.connectedScenes.first === first)
        #expect(app.openSessions == [first.session])
        #expect(w2.isHidden && w2.windowScene == nil)
        #expect(w1.isKeyWindow)
        #expect(app.applicationState == .active)

        // The discarded session can no longer be activated: the error handler hears it in the next turn.
        var errors: [UISceneError.Code] = []
        app.requestSceneSessionActivation(second.session, userActivity: nil, options: nil) { e in
            errors.append((e as? UISceneError)?.code ?? .multipleScenesNotSupported)
        }
        #expect(errors.isEmpty)
        app.runOneTurn()
        #expect(errors == [.requestDenied])

        ScenesAppDelegate.log.clear()
        #expect(!app._hostDidCloseWindow(w1), "closing the last scene's window ends the app")
        #expect(ScenesAppDelegate.log.entries.isEmpty, "the app's termination disconnects it")
        app._terminate()
        #expect(ScenesAppDelegate.log.entries == ["1.sceneWillResignActive", "1.sceneDidEnterBackground", "1.sceneDidDisconnect",
                                                  "N:didDisconnect(connected: 1)"])
    }

    @Test("requestSceneSessionDestruction of one of two scenes is answered in the next turn: willResignActive, didEnterBackground, didDisconnect, then didDiscardSceneSessions; its window hides and the key window moves; the error handler does not run")
    func destructionRequestDisconnectsTheScene() throws {
        let (app, delegate, _) = launch()
        defer { finish(app) }
        let (first, second) = try openSecondScene(app)
        let w1 = try #require(first.windows.first), w2 = try #require(second.windows.first)
        ScenesAppDelegate.log.clear()
        let options = UIWindowSceneDestructionRequestOptions()
        #expect(options.windowDismissalAnimation == .standard)
        options.windowDismissalAnimation = .commit
        var errors = 0
        app.requestSceneSessionDestruction(second.session, options: options) { _ in errors += 1 }
        #expect(app.connectedScenes.count == 2 && ScenesAppDelegate.log.entries.isEmpty, "answered after the system's round trip")
        #expect(app.runOneTurn(), "the app goes on")
        #expect(ScenesAppDelegate.log.entries == [
            "2.sceneWillResignActive", "2.sceneDidEnterBackground", "2.sceneDidDisconnect", "didDiscardSceneSessions(1)",
        ])
        #expect(delegate.discarded == [[second.session]])
        #expect(app.connectedScenes.count == 1 && app.openSessions == [first.session])
        #expect(w2.isHidden && w1.isKeyWindow)
        #expect(errors == 0)
    }

    @Test("requestSceneSessionDestruction of the last scene ends the app as closing its last window does; a session no longer open gets requestDenied")
    func destroyingTheLastSceneEndsTheApp() throws {
        let (app, _, _) = launch()
        defer { finish(app) }
        let (first, second) = try openSecondScene(app)
        app.requestSceneSessionDestruction(second.session, options: nil)
        app.runOneTurn()
        ScenesAppDelegate.log.clear()
        var errors: [UISceneError.Code] = []
        app.requestSceneSessionDestruction(second.session, options: nil) { e in errors.append((e as? UISceneError)?.code ?? .multipleScenesNotSupported) }
        app.requestSceneSessionDestruction(first.session, options: UISceneDestructionRequestOptions())
        #expect(!app.runOneTurn(), "the run loop stops")
        #expect(errors == [.requestDenied])
        #expect(ScenesAppDelegate.log.entries.isEmpty, "the app's termination disconnects the scene")
        app._terminate()
        #expect(ScenesAppDelegate.log.entries == ["1.sceneWillResignActive", "1.sceneDidEnterBackground", "1.sceneDidDisconnect"])
    }

    @Test("UIWindowScene.DismissalAnimation has UIKit's raw values")
    func dismissalAnimationValues() {
        #expect(UIWindowScene.DismissalAnimation.standard.rawValue == 1)
        #expect(UIWindowScene.DismissalAnimation.commit.rawValue == 2)
        #expect(UIWindowScene.DismissalAnimation.decline.rawValue == 3)
    }
}
