import Foundation

/// Several scenes at once, as iPadOS and Mac Catalyst have them: each window scene is an OS window.
///
/// `requestSceneSessionActivation(_:userActivity:options:errorHandler:)` is answered in the next turn of the
/// run loop, as UIKit answers it after the system's round trip: with no session, a new scene connects
/// exactly as the launch's does (`application(_:configurationForConnecting:options:)`, the scene
/// delegate's `scene(_:willConnectTo:options:)` with the activity in `userActivities`, then
/// `sceneWillEnterForeground(_:)` and `sceneDidBecomeActive(_:)`); with the session of a connected scene,
/// that scene's key window is brought forward and its delegate hears `scene(_:continue:)`.
///
/// The user closing a scene's OS window is the app switcher's close on iOS: the scene resigns
/// (`sceneWillResignActive(_:)`), enters the background (`sceneDidEnterBackground(_:)`), leaves
/// `connectedScenes` and `openSessions`, disconnects (`sceneDidDisconnect(_:)`), and its session is
/// discarded (`application(_:didDiscardSceneSessions:)`). Closing the last one ends the app instead
/// (the host stops the run loop and the app terminates).
extension UIApplication {
    /// One scene request, kept until the next turn: activation and destruction requests are answered in
    /// the order they were made.
    enum SceneRequest {
        case activation(session: UISceneSession?, userActivity: NSUserActivity?, errorHandler: ((any Error) -> Void)?)
        case destruction(session: UISceneSession, errorHandler: ((any Error) -> Void)?)
    }

    /// Asks for a new scene (`sceneSession` nil) or for the scene of `sceneSession` to come forward,
    /// mirroring `UIApplication.requestSceneSessionActivation(_:userActivity:options:errorHandler:)`. The
    /// request is answered in the next turn; `errorHandler` runs then when the session is no longer open.
    public func requestSceneSessionActivation(_ sceneSession: UISceneSession?, userActivity: NSUserActivity?,
                                              options: UIScene.ActivationRequestOptions?,
                                              errorHandler: ((any Error) -> Void)? = nil) {
        _life.pendingSceneRequests.append(.activation(session: sceneSession, userActivity: userActivity, errorHandler: errorHandler))
    }

    /// Answers the scene requests made before this turn (the run loop calls it after input), in order. A
    /// request made while answering waits for the next turn.
    func _answerSceneRequests() {
        guard !_life.pendingSceneRequests.isEmpty else { return }
        let requests = _life.pendingSceneRequests
        _life.pendingSceneRequests = []
        for r in requests {
            switch r {
            case let .activation(session, userActivity, errorHandler):
                _answerActivation(session: session, userActivity: userActivity, errorHandler: errorHandler)
            case let .destruction(session, errorHandler):
                _answerDestruction(session: session, errorHandler: errorHandler)
            }
        }
    }

    private func _answerActivation(session: UISceneSession?, userActivity: NSUserActivity?, errorHandler: ((any Error) -> Void)?) {
        guard _life.launched, !_life.terminated, !_life.endRequested else {
            errorHandler?(UISceneError(.requestDenied))
            return
        }
        guard let session else {
            let scene = _connectScene(userActivity: userActivity)
            _activate(scene: scene, fromBackground: false)
            return
        }
        guard let scene = _connectedScene(of: session) else {
            errorHandler?(UISceneError(.requestDenied))
            return
        }
        if let ws = scene as? UIWindowScene, let w = ws.keyWindow ?? ws.windows.last(where: { !$0.isHidden }) {
            w.makeKey()
            (host as? any UIHostWindowRaising)?.raise(w)
        }
        if let activity = userActivity { scene.delegate?.scene(scene, continue: activity) }
    }

    /// The connected scene of `session`, nil when the session is no longer open.
    func _connectedScene(of session: UISceneSession) -> UIScene? {
        guard let scene = session.scene, _life.scenes.contains(where: { $0 === scene }) else { return nil }
        return scene
    }

    /// The user closed the OS window of `window` (the host's entry). When the window belongs to one of
    /// several connected scenes, that scene disconnects and its session is discarded, and the app goes on
    /// (returns true); closing the window of the last scene, or a window without a scene, ends the app
    /// (returns false: the host stops the run loop, which then terminates the app).
    package func _hostDidCloseWindow(_ window: UIWindow) -> Bool {
        guard _life.launched, !_life.terminated, let scene = window.windowScene,
              _life.scenes.contains(where: { $0 === scene }), _life.scenes.count > 1 else { return false }
        _disconnect(scene)
        return true
    }

    /// Takes `scene` through the close of its window: resign, background, disconnect, discard its session.
    /// Its windows are hidden and leave it; the key window moves to the most recent remaining scene.
    func _disconnect(_ scene: UIWindowScene) {
        if scene.activationState == .foregroundActive {
            scene.delegate?.sceneWillResignActive(scene)
            post(UIScene.willDeactivateNotification, scene)
            scene.activationState = .foregroundInactive
        }
        if scene.activationState == .foregroundInactive {
            scene.activationState = .background
            scene.delegate?.sceneDidEnterBackground(scene)
            post(UIScene.didEnterBackgroundNotification, scene)
        }
        let windows = scene.windows
        _life.scenes.removeAll { $0 === scene }
        scene.activationState = .unattached
        scene.delegate?.sceneDidDisconnect(scene)
        post(UIScene.didDisconnectNotification, scene)
        let hadKey = windows.contains { $0.isKeyWindow }
        for w in windows {
            w.isHidden = true
            w.windowScene = nil
        }
        if hadKey {
            let next = _life.scenes.reversed().lazy.compactMap { ($0 as? UIWindowScene)?.windows.last { !$0.isHidden } }.first
            if let next { next.makeKey() } else { let old = keyWindow; keyWindow = nil; old?.resignKey() }
        }
        delegate?.application(self, didDiscardSceneSessions: [scene.session])
    }
}

/// A host that can bring one of its OS windows to the front (the SDL host); activation requests for an
/// open session use it.
@preconcurrency @MainActor
package protocol UIHostWindowRaising: AnyObject {
    /// Raises `window`'s OS window above the app's others and gives it the input focus.
    func raise(_ window: UIWindow)
}
