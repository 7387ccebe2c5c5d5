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

/// A drag started in this app, mirroring `UIDragSession`. Drags start only outside the app on the Linux
/// desktop, so no session of this kind exists yet; drop targets see `localDragSession` as nil.
@preconcurrency @MainActor
public protocol UIDragSession: UIDragDropSession {
    /// Data the dragging app attaches to its drag.
    var localContext: Any? { get set }
}

/// How a drop shows the progress of loading its items, mirroring `UIDropSessionProgressIndicatorStyle`.
public enum UIDropSessionProgressIndicatorStyle: UInt, Sendable {
    /// No progress indicator.
    case none = 0
    /// The system's progress indicator.
    case `default` = 1
}

/// A drop session as a drop target sees it, mirroring `UIDropSession`: the items and where the pointer
/// is, and loading the items as objects.
@preconcurrency @MainActor
public protocol UIDropSession: UIDragDropSession {
    /// The drag session when the drag started in this app (nil for drops from other programs).
    var localDragSession: (any UIDragSession)? { get }
    /// How the drop shows its loading progress.
    var progressIndicatorStyle: UIDropSessionProgressIndicatorStyle { get set }
    /// The progress of loading the items.
    var progress: Progress { get }
    /// Loads every item that can become an object of `aClass`; `completion` runs as main-queue work (in the
    /// run loop's next turn) with the objects in the items' order. Only valid within `dropInteraction(_:performDrop:)`.
    @discardableResult
    func loadObjects<T: NSItemProviderReading>(ofClass aClass: T.Type, completion: @escaping @MainActor ([T]) -> Void) -> Progress
}
