import Foundation

/// What the app tells the system when it asks for a scene to be dismissed and its session removed,
/// mirroring `UISceneDestructionRequestOptions` (passed to
/// `UIApplication.requestSceneSessionDestruction(_:options:errorHandler:)`). For a window scene, use
/// `UIWindowSceneDestructionRequestOptions` to choose the dismissal animation.
@preconcurrency @MainActor
open class UISceneDestructionRequestOptions: NSObject {
    /// Options with the defaults.
    public override init() { super.init() }
}
