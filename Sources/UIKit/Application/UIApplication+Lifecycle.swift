import Foundation

/// The app's life cycle (launch, scene connection, activation, background, termination), mirroring what
/// UIKit does between `UIApplicationMain` and the app delegate and scene delegates.
///
/// Order at launch, as Apple documents it: `application(_:willFinishLaunchingWithOptions:)`,
/// `application(_:didFinishLaunchingWithOptions:)` (then `didFinishLaunchingNotification`), then one scene
/// connects: `application(_:configurationForConnecting:options:)`, the configuration's delegate class is
/// created, `UIScene.willConnectNotification`, `scene(_:willConnectTo:options:)`, then
/// `sceneWillEnterForeground(_:)`, `sceneDidBecomeActive(_:)`. An app whose scene has no delegate gets the
/// app-level calls instead (`applicationDidBecomeActive(_:)`, ...), as apps without scenes do on iOS 13+.
extension UIApplication {
    /// The app's state, mirroring `UIApplication.State`.
    public enum State: Int, Sendable {
        case active = 0
        case inactive = 1
        case background = 2
    }

    /// Keys of the launch options dictionary, mirroring `UIApplication.LaunchOptionsKey`.
    public struct LaunchOptionsKey: RawRepresentable, Hashable, Sendable {
        public let rawValue: String
        public init(rawValue: String) { self.rawValue = rawValue }
        public init(_ rawValue: String) { self.rawValue = rawValue }
        public static let url = LaunchOptionsKey(rawValue: "UIApplicationLaunchOptionsURLKey")
        public static let sourceApplication = LaunchOptionsKey(rawValue: "UIApplicationLaunchOptionsSourceApplicationKey")
        public static let remoteNotification = LaunchOptionsKey(rawValue: "UIApplicationLaunchOptionsRemoteNotificationKey")
        public static let shortcutItem = LaunchOptionsKey(rawValue: "UIApplicationLaunchOptionsShortcutItemKey")
    }

    public static let didFinishLaunchingNotification = Notification.Name("UIApplicationDidFinishLaunchingNotification")
    public static let didBecomeActiveNotification = Notification.Name("UIApplicationDidBecomeActiveNotification")
    public static let willResignActiveNotification = Notification.Name("UIApplicationWillResignActiveNotification")
    public static let didEnterBackgroundNotification = Notification.Name("UIApplicationDidEnterBackgroundNotification")
    public static let willEnterForegroundNotification = Notification.Name("UIApplicationWillEnterForegroundNotification")
    public static let willTerminateNotification = Notification.Name("UIApplicationWillTerminateNotification")
    public static let didReceiveMemoryWarningNotification = Notification.Name("UIApplicationDidReceiveMemoryWarningNotification")

    /// The app's current state (`.inactive` until the launch completes).
    public var applicationState: UIApplication.State { _life.state }
    /// The connected scenes.
    public var connectedScenes: Set<UIScene> { Set(_life.scenes) }
    /// The sessions of the connected scenes.
    public var openSessions: Set<UISceneSession> { Set(_life.scenes.map(\.session)) }
    /// Whether the app may have several scenes at once: on Linux every app may (there is no Info.plist to
    /// say otherwise); each window scene is an OS window (UIApplication+Scenes.swift).
    public var supportsMultipleScenes: Bool { true }
    /// Whether launch has finished (Linux addition for hosts and tests).
    package var _isLaunched: Bool { _life.launched }

    var sceneDriven: Bool { _life.scenes.contains { $0.delegate != nil } }

    func post(_ name: Notification.Name, _ object: Any?) {
        NotificationCenter.default.post(name: name, object: object)
    }

    /// Runs the launch sequence with `delegate` and connects one window scene (Linux seam used by
    /// `UIApplicationMain`, `@main` and tests; it does not run the main loop).
    package func _launch(delegate: (any UIApplicationDelegate)?) {
        precondition(!_life.launched, "UIApplication: the app has already launched")
        _life.launched = true
        _life.delegateOwner = delegate
        self.delegate = delegate
        _life.state = .inactive
        _ = delegate?.application(self, willFinishLaunchingWithOptions: nil)
        _ = delegate?.application(self, didFinishLaunchingWithOptions: nil)
        post(UIApplication.didFinishLaunchingNotification, self)
        let scene = _connectScene()
        _activate(scene: scene, fromBackground: false)
    }

    /// Connects a new window scene, asking the delegate for its configuration.
    @discardableResult
    package func _connectScene(userActivity: NSUserActivity? = nil) -> UIScene {
        let session = UISceneSession(role: .windowApplication)
        let options = UIScene.ConnectionOptions(userActivity: userActivity)
        let configuration = delegate?.application(self, configurationForConnecting: session, options: options)
            ?? UISceneConfiguration(name: nil, sessionRole: session.role)
        session.configuration = configuration
        let sceneType = (configuration.sceneClass as? UIScene.Type) ?? UIWindowScene.self
        let scene = sceneType.init(session: session, connectionOptions: options)
        session.scene = scene
        if let cls = configuration.delegateClass ?? implicitSceneDelegateClass() {
            let object: AnyObject?
            if let r = cls as? UIResponder.Type { object = r.init(coder: NSCoder()) } else { object = nil }
            if let d = object as? any UISceneDelegate { scene.delegate = d }
            else { UIKitLog.warn("UISceneConfiguration: delegate class \(cls) does not adopt UISceneDelegate") }
        }
        _life.scenes.append(scene)
        post(UIScene.willConnectNotification, scene)
        scene.delegate?.scene(scene, willConnectTo: session, options: options)
        if scene.delegate == nil, let windowScene = scene as? UIWindowScene, let w = delegate?.window, w.windowScene == nil {
            w.windowScene = windowScene
        }
        if let ws = scene as? UIWindowScene, ws.windows.isEmpty {
            UIKitLog.warn("UIScene: the scene connected without a window (set window in scene(_:willConnectTo:options:) or application(_:didFinishLaunchingWithOptions:))")
        }
        return scene
    }

    /// The Xcode template's scene delegate, named in its Info.plist: `<Module>.SceneDelegate` next to the app
    /// delegate, when it adopts `UISceneDelegate`.
    private func implicitSceneDelegateClass() -> AnyClass? {
        guard let d = delegate else { return nil }
        let full = String(reflecting: type(of: d))
        guard let module = full.split(separator: ".").first else { return nil }
        guard let cls = NSClassFromString("\(module).SceneDelegate") else { return nil }
        return cls
    }

    func _activate(scene: UIScene?, fromBackground: Bool) {
        let scenes = scene.map { [$0] } ?? _life.scenes
        UIPasteboard._adoptSystemClipboard()
        if fromBackground {
            _life.state = .inactive
            if !sceneDriven { delegate?.applicationWillEnterForeground(self) }
            post(UIApplication.willEnterForegroundNotification, self)
        }
        for s in scenes {
            s.activationState = .foregroundInactive
            s.delegate?.sceneWillEnterForeground(s)
            post(UIScene.willEnterForegroundNotification, s)
        }
        _finishActivation(scenes)
    }

    /// The last step of activation: the scenes become active, then the app (unless it already is: a
    /// scene opened while the app is active changes only its own state).
    private func _finishActivation(_ scenes: [UIScene]) {
        for s in scenes {
            s.activationState = .foregroundActive
            s.delegate?.sceneDidBecomeActive(s)
            post(UIScene.didActivateNotification, s)
        }
        guard _life.state != .active else { return }
        _life.state = .active
        if !sceneDriven { delegate?.applicationDidBecomeActive(self) }
        post(UIApplication.didBecomeActiveNotification, self)
    }

    /// The app stops being active (a window lost focus): scenes resign, then the app.
    package func _resignActive() {
        guard _life.state == .active else { return }
        for s in _life.scenes where s.activationState == .foregroundActive {
            s.delegate?.sceneWillResignActive(s)
            post(UIScene.willDeactivateNotification, s)
            s.activationState = .foregroundInactive
        }
        if !sceneDriven { delegate?.applicationWillResignActive(self) }
        post(UIApplication.willResignActiveNotification, self)
        _life.state = .inactive
    }

    /// The app becomes active again (a window regained focus).
    package func _becomeActive() {
        guard _life.launched, _life.state == .inactive else { return }
        // What other programs copied meanwhile is on the pasteboard before the app hears it is active.
        UIPasteboard._adoptSystemClipboard()
        _finishActivation(_life.scenes.filter { $0.activationState == .foregroundInactive })
    }

    /// The app enters the background (its window was minimized or hidden).
    package func _enterBackground() {
        guard _life.launched, _life.state != .background else { return }
        _resignActive()
        for s in _life.scenes where s.activationState != .background {
            s.activationState = .background
            s.delegate?.sceneDidEnterBackground(s)
            post(UIScene.didEnterBackgroundNotification, s)
        }
        _life.state = .background
        if !sceneDriven { delegate?.applicationDidEnterBackground(self) }
        post(UIApplication.didEnterBackgroundNotification, self)
        _saveUserDefaults()
    }

    /// Writes `UserDefaults.standard` to disk, as iOS does for an app that moves to the background or
    /// terminates (swift-corelibs-foundation writes only on `synchronize()`), so what the app stored
    /// survives a relaunch. Runs after the app's own background and termination callbacks.
    func _saveUserDefaults() {
        if !UserDefaults.standard.synchronize() { UIKitLog.warn("UserDefaults could not be saved") }
    }

    /// The app returns to the foreground and becomes active (its window was restored).
    package func _enterForeground() {
        guard _life.launched, _life.state == .background else { return }
        _activate(scene: nil, fromBackground: true)
    }

    /// What the host's windows did during one poll of its events, taken together: the app's state
    /// follows the host's windows as a whole, not each window event (Linux seam for hosts).
    package struct HostWindowActivity: Sendable {
        /// A window was minimized or restored by the user.
        package var minimizedOrRestored = false
        /// Every shown window is minimized now.
        package var allMinimized = false
        /// A window lost or gained the input focus.
        package var focusLost = false
        package var focusGained = false
        /// One of the app's windows has the input focus now.
        package var anyFocused = false
        package init(minimizedOrRestored: Bool = false, allMinimized: Bool = false, focusLost: Bool = false,
                     focusGained: Bool = false, anyFocused: Bool = false) {
            self.minimizedOrRestored = minimizedOrRestored; self.allMinimized = allMinimized
            self.focusLost = focusLost; self.focusGained = focusGained; self.anyFocused = anyFocused
        }
    }

    /// Moves the app between states as the host's windows changed. A window being shown or hidden by the
    /// app itself (a `UIWindow` made visible or hidden) is not a transition, and focus moving between the
    /// app's own windows is none either, so each transition reaches the delegates once, as on iOS (the
    /// launch already made the scene active; the host window appearing and taking the focus adds nothing).
    package func _hostWindowsChanged(_ activity: HostWindowActivity) {
        guard _life.launched, !_life.terminated else { return }
        if activity.minimizedOrRestored {
            if activity.allMinimized { _enterBackground() } else if _life.state == .background { _enterForeground() }
        }
        guard _life.state != .background else { return }
        if activity.focusLost, !activity.anyFocused { _resignActive() }
        if activity.focusGained, activity.anyFocused { _becomeActive() }
    }

    /// The app terminates (its window was closed): it resigns, enters the background, its scenes
    /// disconnect, then `applicationWillTerminate(_:)`.
    package func _terminate() {
        guard _life.launched, !_life.terminated else { return }
        _enterBackground()
        for s in _life.scenes {
            s.delegate?.sceneDidDisconnect(s)
            post(UIScene.didDisconnectNotification, s)
            s.activationState = .unattached
        }
        delegate?.applicationWillTerminate(self)
        post(UIApplication.willTerminateNotification, self)
        _saveUserDefaults()
        _life.terminated = true
    }

    /// Forgets the launch, scenes and delegate so a test can launch again (Linux addition for tests).
    package func _resetLifecycleForTesting() {
        for w in windows { w.windowScene = nil }
        _life = UIApplicationLifecycle()
        delegate = nil
    }

    /// What `UIApplicationMain` and `@main` run: create the delegate, choose the host (a real window when a
    /// display is present, headless otherwise), launch, run the main loop until the user closes the app,
    /// terminate. Headless (no display, or `UIKIT_HEADLESS` set), the loop runs `UIKIT_HEADLESS_TURNS` turns
    /// (default 1) after the launch; with a window, `UIKIT_RUN_SECONDS` limits the time.
    func _runMain(delegateType: UIResponder.Type?) {
        let object = delegateType.map { $0.init(coder: NSCoder()) } ?? nil
        let delegate = object as? any UIApplicationDelegate
        if object != nil, delegate == nil {
            UIKitLog.warn("UIApplicationMain: \(String(describing: delegateType)) does not adopt UIApplicationDelegate")
        }
        var windowed = false
        if SDLHost.displayAvailable, ProcessInfo.processInfo.environment["UIKIT_HEADLESS"] == nil,
           let sdl = SDLHost(title: ProcessInfo.processInfo.processName) {
            host = sdl
            windowed = true
            // The screen is the display's: a phone-sized window in points at the desktop's scale
            // (UIKIT_SCALE, GDK_SCALE, Xft.dpi, the display's DPI; see DisplayScale).
            UIScreen.main = UIScreen(bounds: UIScreen.main.bounds, scale: sdl.desktopScale())
            // Light or dark as the desktop prefers (UIKIT_APPEARANCE overrides), followed while running.
            sdl.followDesktopAppearance()
        }
        _launch(delegate: delegate)
        if windowed {
            let seconds = ProcessInfo.processInfo.environment["UIKIT_RUN_SECONDS"].flatMap(Double.init)
            let start = Date()
            run(while: { seconds.map { Date().timeIntervalSince(start) < $0 } ?? true })
        } else {
            let turns = ProcessInfo.processInfo.environment["UIKIT_HEADLESS_TURNS"].flatMap(Int.init) ?? 1
            for _ in 0..<max(1, min(turns, 1_000_000)) { runOneTurn() }
        }
        _terminate()
    }
}

/// The life-cycle state the application keeps (one stored property on `UIApplication`).
struct UIApplicationLifecycle {
    var launched = false
    var terminated = false
    var state: UIApplication.State = .inactive
    var scenes: [UIScene] = []
    /// Scene activation and destruction requests waiting for the next turn, in the order they were made.
    var pendingSceneRequests: [UIApplication.SceneRequest] = []
    /// Set when the app asked for its last scene to be destroyed: the run loop stops, as when the user
    /// closes the last window, and the app terminates.
    var endRequested = false
    var delegateOwner: (any UIApplicationDelegate)?
}
