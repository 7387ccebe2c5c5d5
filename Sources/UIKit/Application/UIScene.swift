import Foundation

/// One instance of the app's user interface, mirroring `UIScene`. On Linux one window scene is one host
/// window. The app creates scenes when it connects them (`UIApplication` does it at launch); user code
/// receives them through `UISceneDelegate`.
@preconcurrency @MainActor
open class UIScene: UIResponder {
    /// The session the scene belongs to.
    public let session: UISceneSession
    /// The scene's delegate (strong, as on iOS).
    open var delegate: (any UISceneDelegate)?
    /// Where the scene is in its life cycle.
    open internal(set) var activationState: UIScene.ActivationState = .unattached
    /// A title for the scene, mirroring `UIScene.title`: the SDL host shows it as the OS window's title
    /// (an empty title leaves the host's default, the process name).
    open var title: String! = ""

    /// Creates a scene for `session`; called by the app when it connects the scene.
    public required init(session: UISceneSession, connectionOptions: UIScene.ConnectionOptions) {
        self.session = session
        super.init()
    }

    /// Scenes are not archived; this makes a scene with a fresh session.
    public required init?(coder: NSCoder) {
        self.session = UISceneSession(role: .windowApplication)
        super.init()
    }

    /// The next responder of a scene is the application.
    open override var next: UIResponder? { UIApplication.shared }

    /// The state of a scene, mirroring `UIScene.ActivationState`.
    public enum ActivationState: Int, Sendable {
        case unattached = -1
        case foregroundActive = 0
        case foregroundInactive = 1
        case background = 2
    }

    /// What the system passed when connecting the scene, mirroring `UIScene.ConnectionOptions`: on Linux
    /// only the user activity of the request that opened the scene
    /// (`UIApplication.requestSceneSessionActivation(_:userActivity:options:errorHandler:)`).
    @preconcurrency @MainActor
    open class ConnectionOptions: NSObject {
        /// The app that asked to open the scene (nil).
        open var sourceApplication: String? { nil }
        /// URLs to open (none on Linux).
        open var urlContexts: Set<URL> { [] }
        /// The user activities the scene was opened for: the one given to the activation request, if any.
        open var userActivities: Set<NSUserActivity> { _userActivities }
        private let _userActivities: Set<NSUserActivity>
        public override init() { _userActivities = []; super.init() }
        /// Options carrying the user activity of an activation request (Linux seam for the app).
        init(userActivity: NSUserActivity?) { _userActivities = userActivity.map { [$0] } ?? []; super.init() }
    }

    /// Posted when a scene is about to connect, mirroring `UIScene.willConnectNotification`.
    public static let willConnectNotification = Notification.Name("UISceneWillConnectNotification")
    /// Posted when a scene disconnected.
    public static let didDisconnectNotification = Notification.Name("UISceneDidDisconnectNotification")
    /// Posted when a scene became active.
    public static let didActivateNotification = Notification.Name("UISceneDidActivateNotification")
    /// Posted when a scene is about to resign the active state.
    public static let willDeactivateNotification = Notification.Name("UISceneWillDeactivateNotification")
    /// Posted when a scene is about to enter the foreground.
    public static let willEnterForegroundNotification = Notification.Name("UISceneWillEnterForegroundNotification")
    /// Posted when a scene entered the background.
    public static let didEnterBackgroundNotification = Notification.Name("UISceneDidEnterBackgroundNotification")
}

/// A scene that manages windows, mirroring `UIWindowScene`. Its screen is the display's (the host's screen).
@preconcurrency @MainActor
open class UIWindowScene: UIScene {
    var _traitOverrides: UITraitOverrides?
    /// The windows attached to this scene, in creation order.
    open var windows: [UIWindow] { UIApplication.shared.windows.filter { $0.windowScene === self } }
    /// The scene's key window.
    open var keyWindow: UIWindow? { windows.first { $0.isKeyWindow } }
    /// The screen the scene is shown on: its first window's (each OS window has its own size and scale),
    /// else the main screen.
    open var screen: UIScreen { windows.first?.screen ?? UIScreen.main }
    /// The scene's traits: those of its first window, else the screen's.
    open var traitCollection: UITraitCollection {
        if let w = windows.first { return w.traitCollection }
        let base = UIWindow._traits(for: screen.bounds.size, screen: screen)
        return _traitOverrides.map { base._applying($0) } ?? base
    }
    /// The interface orientation derived from the screen's shape.
    open var interfaceOrientation: UIInterfaceOrientation {
        screen.bounds.width > screen.bounds.height ? .landscapeRight : .portrait
    }
    /// The coordinate space of the screen.
    open var coordinateSpace: UIScreen { screen }
    /// The sizes the scene's window may take, mirroring `UIWindowScene.sizeRestrictions`: on a desktop
    /// every scene's window is resizable, so this is never nil; the host applies it to the OS window.
    open var sizeRestrictions: UISceneSizeRestrictions? { _sizeRestrictions }
    private let _sizeRestrictions = UISceneSizeRestrictions()

    public required init(session: UISceneSession, connectionOptions: UIScene.ConnectionOptions) {
        super.init(session: session, connectionOptions: connectionOptions)
    }
    public required init?(coder: NSCoder) { super.init(coder: coder) }
}

/// The orientation of the app's interface, mirroring `UIInterfaceOrientation`.
public enum UIInterfaceOrientation: Int, Sendable {
    case unknown = 0
    case portrait = 1
    case portraitUpsideDown = 2
    case landscapeLeft = 4
    case landscapeRight = 3
    public var isPortrait: Bool { self == .portrait || self == .portraitUpsideDown }
    public var isLandscape: Bool { self == .landscapeLeft || self == .landscapeRight }
}

/// The orientations a view controller supports, mirroring `UIInterfaceOrientationMask`.
public struct UIInterfaceOrientationMask: OptionSet, Sendable {
    public let rawValue: UInt
    public init(rawValue: UInt) { self.rawValue = rawValue }
    public static let portrait = UIInterfaceOrientationMask(rawValue: 1 << 1)
    public static let landscapeLeft = UIInterfaceOrientationMask(rawValue: 1 << 4)
    public static let landscapeRight = UIInterfaceOrientationMask(rawValue: 1 << 3)
    public static let portraitUpsideDown = UIInterfaceOrientationMask(rawValue: 1 << 2)
    public static let landscape: UIInterfaceOrientationMask = [.landscapeLeft, .landscapeRight]
    public static let all: UIInterfaceOrientationMask = [.portrait, .landscapeLeft, .landscapeRight, .portraitUpsideDown]
    public static let allButUpsideDown: UIInterfaceOrientationMask = [.portrait, .landscapeLeft, .landscapeRight]
}

/// A scene's persistent session, mirroring `UISceneSession`.
@preconcurrency @MainActor
open class UISceneSession: NSObject {
    /// The connected scene, or nil.
    open internal(set) weak var scene: UIScene?
    /// The session's role.
    public let role: UISceneSession.Role
    /// The configuration chosen when the scene connected.
    open internal(set) var configuration: UISceneConfiguration
    /// A unique identifier.
    public let persistentIdentifier: String = UUID().uuidString
    /// App data stored with the session.
    open var userInfo: [String: Any]?

    init(role: UISceneSession.Role) {
        self.role = role
        self.configuration = UISceneConfiguration(name: nil, sessionRole: role)
        super.init()
    }

    /// A scene session role, mirroring `UISceneSession.Role`.
    public struct Role: RawRepresentable, Hashable, Sendable {
        public let rawValue: String
        public init(rawValue: String) { self.rawValue = rawValue }
        public init(_ rawValue: String) { self.rawValue = rawValue }
        /// The main interactive window of the app.
        public static let windowApplication = Role(rawValue: "UIWindowSceneSessionRoleApplication")
        /// A non-interactive window on an external display.
        public static let windowExternalDisplayNonInteractive = Role(rawValue: "UIWindowSceneSessionRoleExternalDisplayNonInteractive")
    }
}

/// Which classes make up a scene, mirroring `UISceneConfiguration`.
@preconcurrency @MainActor
open class UISceneConfiguration: NSObject {
    /// The configuration's name.
    public let name: String?
    /// The session role it is for.
    public let role: UISceneSession.Role
    /// The scene delegate's class (a `UIResponder` subclass adopting `UISceneDelegate`, or any `NSObject`
    /// subclass adopting it).
    open var delegateClass: AnyClass?
    /// The scene's class (`UIWindowScene` when nil).
    open var sceneClass: AnyClass?
    /// Storyboards do not exist on Linux; always nil.
    open var storyboard: AnyObject? { nil }

    /// A configuration named `name` for `sessionRole`.
    public init(name: String?, sessionRole: UISceneSession.Role) {
        self.name = name
        self.role = sessionRole
        super.init()
    }
}

/// The scene's life-cycle callbacks, mirroring `UISceneDelegate`. All optional.
@preconcurrency @MainActor
public protocol UISceneDelegate: NSObjectProtocol {
    /// The scene is being added to the app: create its window here.
    func scene(_ scene: UIScene, willConnectTo session: UISceneSession, options connectionOptions: UIScene.ConnectionOptions)
    /// The scene was removed.
    func sceneDidDisconnect(_ scene: UIScene)
    /// The scene became active.
    func sceneDidBecomeActive(_ scene: UIScene)
    /// The scene is about to become inactive.
    func sceneWillResignActive(_ scene: UIScene)
    /// The scene is about to enter the foreground.
    func sceneWillEnterForeground(_ scene: UIScene)
    /// The scene entered the background.
    func sceneDidEnterBackground(_ scene: UIScene)
    /// The connected scene was asked to continue `userActivity` (an activation request named its session).
    func scene(_ scene: UIScene, continue userActivity: NSUserActivity)
}

extension UISceneDelegate {
    public func scene(_ scene: UIScene, willConnectTo session: UISceneSession, options connectionOptions: UIScene.ConnectionOptions) {}
    public func sceneDidDisconnect(_ scene: UIScene) {}
    public func sceneDidBecomeActive(_ scene: UIScene) {}
    public func sceneWillResignActive(_ scene: UIScene) {}
    public func sceneWillEnterForeground(_ scene: UIScene) {}
    public func sceneDidEnterBackground(_ scene: UIScene) {}
    public func scene(_ scene: UIScene, continue userActivity: NSUserActivity) {}
}

/// A scene delegate that manages a window, mirroring `UIWindowSceneDelegate`.
@preconcurrency @MainActor
public protocol UIWindowSceneDelegate: UISceneDelegate {
    /// The scene's main window.
    var window: UIWindow? { get set }
    /// The scene's geometry or traits changed.
    func windowScene(_ windowScene: UIWindowScene, didUpdate previousCoordinateSpace: UIScreen,
                     interfaceOrientation previousInterfaceOrientation: UIInterfaceOrientation,
                     traitCollection previousTraitCollection: UITraitCollection)
}

extension UIWindowSceneDelegate {
    public var window: UIWindow? {
        get { nil }
        set {}
    }
    public func windowScene(_ windowScene: UIWindowScene, didUpdate previousCoordinateSpace: UIScreen,
                            interfaceOrientation previousInterfaceOrientation: UIInterfaceOrientation,
                            traitCollection previousTraitCollection: UITraitCollection) {}
}
