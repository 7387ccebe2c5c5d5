import Foundation

/// The drop session of items dropped from another program: its items, the pointer's location when they
/// were dropped (window coordinates), no move (a drop from outside the app copies).
@MainActor final class DesktopDropSession: UIDropSession {
    let items: [UIDragItem]
    let progress: Progress
    let allowsMoveOperation = false
    /// A drop from another program has no drag session in this app.
    var localDragSession: (any UIDragSession)? { nil }
    var progressIndicatorStyle: UIDropSessionProgressIndicatorStyle = .default
    let isRestrictedToDraggingApplication = false
    private let windowLocation: CGPoint
    private weak var window: UIWindow?
    /// Whether the target's `performDrop` is running (the only time items may be loaded as objects).
    var isPerforming = false

    init(providers: [NSItemProvider], location: CGPoint, window: UIWindow) {
        items = providers.map { UIDragItem(itemProvider: $0) }
        windowLocation = location
        self.window = window
        progress = Progress(totalUnitCount: Int64(providers.count))
    }

    func location(in view: UIView) -> CGPoint {
        guard let window else { return windowLocation }
        return view.convert(windowLocation, from: window)
    }

    func hasItemsConforming(toTypeIdentifiers typeIdentifiers: [String]) -> Bool {
        items.contains { item in typeIdentifiers.contains { item.itemProvider.hasItemConformingToTypeIdentifier($0) } }
    }

    func canLoadObjects(ofClass aClass: any NSItemProviderReading.Type) -> Bool {
        items.contains { $0.itemProvider.canLoadObject(ofClass: aClass) }
    }

    func loadObjects<T: NSItemProviderReading>(ofClass aClass: T.Type, completion: @escaping @MainActor ([T]) -> Void) -> Progress {
        if !isPerforming { UIKitLog.warn("UIDropSession: loadObjects(ofClass:completion:) outside dropInteraction(_:performDrop:) loads nothing") }
        let loaded = LoadedObjects<T>()
        if isPerforming {
            for item in items where item.itemProvider.canLoadObject(ofClass: aClass) {
                item.itemProvider.loadObject(ofClass: aClass) { object, _ in
                    if let object { loaded.append(object) }
                }
            }
        }
        progress.completedUnitCount = progress.totalUnitCount
        // Main-queue work, as UIKit delivers it: the next turn of the run loop.
        let values = loaded.values
        MediaClockScheduler.shared.schedule(after: 0) { completion(values) }
        return progress
    }
}

/// Objects an item provider made, collected from its (synchronous) load handlers.
private final class LoadedObjects<T>: @unchecked Sendable {
    private let lock = NSLock()
    private var stored: [T] = []
    func append(_ value: T) { lock.withLock { stored.append(value) } }
    var values: [T] { lock.withLock { stored } }
}
