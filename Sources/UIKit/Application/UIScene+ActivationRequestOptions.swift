import Foundation

extension UIScene {
    /// What the app tells the system when it asks for a scene to be opened or brought forward, mirroring
    /// `UIScene.ActivationRequestOptions` (passed to
    /// `UIApplication.requestSceneSessionActivation(_:userActivity:options:errorHandler:)`).
    @preconcurrency @MainActor
    open class ActivationRequestOptions: NSObject {
        /// The scene the request comes from; its window stays behind the activated one.
        open var requestingScene: UIScene?
        public override init() { super.init() }
    }
}
