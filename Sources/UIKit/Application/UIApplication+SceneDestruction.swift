import Foundation

/// The app dismissing one of its scenes, as iPadOS and Mac Catalyst do it on request: the scene's OS
/// window closes and the scene goes through the close of its window (see `UIApplication+Scenes`).
extension UIApplication {
    /// Asks for the scene of `sceneSession` to be dismissed and its session removed, mirroring
    /// `UIApplication.requestSceneSessionDestruction(_:options:errorHandler:)`. The request is answered in
    /// the next turn of the run loop, after the system's round trip: the scene resigns
    /// (`sceneWillResignActive(_:)`), enters the background (`sceneDidEnterBackground(_:)`), leaves
    /// `connectedScenes` and `openSessions`, disconnects (`sceneDidDisconnect(_:)`), its windows are hidden
    /// (the host closes their OS windows) and its session is discarded
    /// (`application(_:didDiscardSceneSessions:)`). Destroying the last connected scene ends the app
    /// instead, as the user closing its last window does: the run loop stops and the app terminates.
    /// `errorHandler` runs (only) when the request cannot be honoured: the session is no longer open, or
    /// the app is not running. The options' `windowDismissalAnimation` is accepted; the OS window closes
    /// without an animation.
    public func requestSceneSessionDestruction(_ sceneSession: UISceneSession, options: UISceneDestructionRequestOptions?,
                                               errorHandler: ((any Error) -> Void)? = nil) {
        _life.pendingSceneRequests.append(.destruction(session: sceneSession, errorHandler: errorHandler))
    }

    /// Answers one destruction request (in the turn after it was made).
    func _answerDestruction(session: UISceneSession, errorHandler: ((any Error) -> Void)?) {
        guard _life.launched, !_life.terminated, !_life.endRequested, let scene = _connectedScene(of: session) else {
            errorHandler?(UISceneError(.requestDenied))
            return
        }
        if _life.scenes.count == 1 {
            _life.endRequested = true
            return
        }
        guard let windowScene = scene as? UIWindowScene else {
            errorHandler?(UISceneError(.requestDenied))
            return
        }
        _disconnect(windowScene)
    }
}
