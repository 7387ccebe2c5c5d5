import Foundation

/// What drag and drop sessions share, mirroring `UIDragDropSession`.
@preconcurrency @MainActor
public protocol UIDragDropSession: AnyObject {
    /// The items being dragged.
    var items: [UIDragItem] { get }
    /// The session's location in `view`'s coordinates.
    func location(in view: UIView) -> CGPoint
    /// Whether a drop may move the items (false: only copy).
    var allowsMoveOperation: Bool { get }
    /// Whether the items may only be dropped in the app they came from.
    var isRestrictedToDraggingApplication: Bool { get }
    /// Whether an item has a type conforming to one of `typeIdentifiers`.
    func hasItemsConforming(toTypeIdentifiers typeIdentifiers: [String]) -> Bool
    /// Whether an item can become an object of `aClass`.
    func canLoadObjects(ofClass aClass: any NSItemProviderReading.Type) -> Bool
}

/// A drop session as a drop target sees it, mirroring `UIDropSession`: the items and where the pointer
/// is, and loading the items as objects.
@preconcurrency @MainActor
public protocol UIDropSession: UIDragDropSession {
    /// The progress of loading the items.
    var progress: Progress { get }
    /// Loads every item that can become an object of `aClass`; `completion` runs as main-queue work (in the
    /// run loop's next turn) with the objects in the items' order. Only valid within `dropInteraction(_:performDrop:)`.
    @discardableResult
    func loadObjects<T: NSItemProviderReading>(ofClass aClass: T.Type, completion: @escaping @MainActor ([T]) -> Void) -> Progress
}
