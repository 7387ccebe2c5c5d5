import Foundation

/// The options for dismissing a window scene, mirroring `UIWindowSceneDestructionRequestOptions`: the
/// animation that dismisses the scene's windows if they are on screen. A Linux desktop closes the OS
/// window at once whichever animation is asked for (see Docs/Deviations.md).
@preconcurrency @MainActor
open class UIWindowSceneDestructionRequestOptions: UISceneDestructionRequestOptions {
    /// The animation for dismissing the scene's windows (`.standard` by default).
    open var windowDismissalAnimation: UIWindowScene.DismissalAnimation = .standard
    /// Options with the standard dismissal animation.
    public override init() { super.init() }
}
