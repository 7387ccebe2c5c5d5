import Foundation

/// One item of a drag, mirroring `UIDragItem`: its data comes from the item provider.
@preconcurrency @MainActor
open class UIDragItem: NSObject {
    /// Where the item's data comes from.
    public let itemProvider: NSItemProvider
    /// An object the dragging app attaches (nil for items from other programs, as every desktop drop is).
    open var localObject: Any?

    /// An item whose data `itemProvider` gives.
    public init(itemProvider: NSItemProvider) {
        self.itemProvider = itemProvider
        super.init()
    }
}
