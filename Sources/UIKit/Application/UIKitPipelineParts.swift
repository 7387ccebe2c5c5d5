import Foundation
import QuartzCore

/// UIKit's share of a pipeline owner's state: the gesture arena (active touches, recognizers in play,
/// pending resets) and the Auto Layout engine. A fresh owner starts with a fresh arena and an empty
/// engine, so no touch, recognizer or constraint state crosses from one owner to the next.
@MainActor
final class UIKitPipelineParts {
    let arena = GestureArena()
    /// The engine views made under this owner enter; a view stays with the engine it entered.
    let layoutEngine = LayoutEngine()
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
