import Foundation

/// The operation a drop target proposes for the session over it, mirroring `UIDropProposal`, returned
/// from `dropInteraction(_:sessionDidUpdate:)`.
@preconcurrency @MainActor
open class UIDropProposal: NSObject {
    /// The proposed operation.
    public let operation: UIDropOperation
    /// Whether the target places the drop precisely (as within text).
    open var isPrecise = false
    /// Whether the drop's preview shows the items at full size.
    open var prefersFullSizePreview = false

    /// A proposal of `operation`.
    public init(operation: UIDropOperation) {
        self.operation = operation
        super.init()
    }
}
