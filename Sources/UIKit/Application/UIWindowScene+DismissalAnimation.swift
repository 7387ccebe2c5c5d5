import Foundation

extension UIWindowScene {
    /// The animations for dismissing a scene's windows, mirroring `UIWindowScene.DismissalAnimation`
    /// (`UIWindowSceneDestructionRequestOptions.windowDismissalAnimation`), with UIKit's raw values.
    public enum DismissalAnimation: Int, Sendable {
        /// The standard dismissal (a scene showing a web page closing).
        case standard = 1
        /// The dismissal for a scene whose changes are kept (a mail draft sent).
        case commit = 2
        /// The dismissal for a scene whose changes are dropped (a mail draft discarded).
        case decline = 3
    }
}
