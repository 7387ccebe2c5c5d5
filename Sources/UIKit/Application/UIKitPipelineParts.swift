import Foundation
import QuartzCore

/// UIKit's share of a pipeline owner's state: the gesture arena (active touches, recognizers in play,
/// pending resets). A fresh owner starts with a fresh arena, so no touch or recognizer state crosses from
/// one owner to the next. (Auto Layout engines belong to view hierarchies, not to the owner.)
@MainActor
final class UIKitPipelineParts {
    let arena = GestureArena()
}

extension PipelineOwner {
    /// UIKit's parts of this owner, made on first use.
    var uikit: UIKitPipelineParts {
        if let p = clientParts { return unsafeDowncast(p, to: UIKitPipelineParts.self) }
        let p = UIKitPipelineParts()
        clientParts = p
        return p
    }
}
