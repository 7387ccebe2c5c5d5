import Foundation

/// Who may see a representation, mirroring `NSItemProviderRepresentationVisibility`. On the Linux desktop
/// nothing leaves the process through a provider, so every visibility behaves as `.all`.
public enum NSItemProviderRepresentationVisibility: Int, Sendable {
    case all = 0
    case team = 1
    case group = 2
    case ownProcess = 3
}

/// Data or files of one item in several types, loaded when asked, mirroring Foundation's
/// `NSItemProvider` (which swift-corelibs-foundation does not have): drops from the desktop arrive as
/// providers, a dropped file as its file (`loadFileRepresentation`), its content type and its file URL
/// (`loadObject(ofClass: URL.self)`), dropped text as `String`.
///
/// Apple calls the load handlers on a background queue; here they run on the caller's thread before the
/// load method returns (every representation is in memory or a local file), and the returned progress
/// is already complete.
open class NSItemProvider: NSObject, @unchecked Sendable {
    /// Options of a file representation, mirroring `NSItemProviderFileOptions`.
    public struct FileOptions: OptionSet, Sendable {
        public let rawValue: Int
        public init(rawValue: Int) { self.rawValue = rawValue }
        /// The file is opened where it is instead of copied.
        public static let openInPlace = FileOptions(rawValue: 1)
    }

    private enum Loader {
        case data((@escaping @Sendable (Data?, (any Error)?) -> Void) -> Progress?)
        case file((@escaping @Sendable (URL?, Bool, (any Error)?) -> Void) -> Progress?)
    }
    private struct Representation {
        var type: String
        var loader: Loader
    }
    private let lock = NSLock()
    private var representations: [Representation] = []

    /// A name for the item when it becomes a file (a dropped file's name without its extension).
    open var suggestedName: String? {
        get { lock.withLock { _suggestedName } }
        set { lock.withLock { _suggestedName = newValue } }
    }
    private var _suggestedName: String?

    /// A provider with no representations.
    public override init() { super.init() }

    /// A provider of `object`'s data in each type it can write.
    public convenience init(object: any NSItemProviderWriting) {
        self.init()
        registerObject(object, visibility: .all)
    }

    /// A provider of the file at `fileURL`: its content (typed from the extension) as a file, and its URL
    /// as `public.file-url`. Nil when no file is there.
    public convenience init?(contentsOf fileURL: URL) {
        guard fileURL.isFileURL, FileManager.default.fileExists(atPath: fileURL.path) else { return nil }
        self.init()
        registerFileRepresentation(forTypeIdentifier: ItemProviderTypeIdentifiers.type(ofFileAt: fileURL),
                                   fileOptions: [], visibility: .all) { done in done(fileURL, false, nil); return nil }
        registerObject(fileURL, visibility: .all)
        _suggestedName = fileURL.deletingPathExtension().lastPathComponent
    }

    /// The types registered, in registration order (`registeredTypeIdentifiers`).
    open var registeredTypeIdentifiers: [String] {
        lock.withLock { representations.map(\.type) }
    }

    /// Whether a registered type conforms to `typeIdentifier` (`hasItemConformingToTypeIdentifier(_:)`).
    open func hasItemConformingToTypeIdentifier(_ typeIdentifier: String) -> Bool {
        registeredTypeIdentifiers.contains { ItemProviderTypeIdentifiers.conforms($0, to: typeIdentifier) }
    }

    /// Registers data of `typeIdentifier` produced by `loadHandler` when asked.
    open func registerDataRepresentation(forTypeIdentifier typeIdentifier: String,
                                         visibility: NSItemProviderRepresentationVisibility,
                                         loadHandler: @escaping @Sendable (@escaping @Sendable (Data?, (any Error)?) -> Void) -> Progress?) {
        lock.withLock { representations.append(Representation(type: typeIdentifier, loader: .data(loadHandler))) }
    }

    /// Registers a file of `typeIdentifier` produced by `loadHandler` when asked.
    open func registerFileRepresentation(forTypeIdentifier typeIdentifier: String, fileOptions: FileOptions,
                                         visibility: NSItemProviderRepresentationVisibility,
                                         loadHandler: @escaping @Sendable (@escaping @Sendable (URL?, Bool, (any Error)?) -> Void) -> Progress?) {
        lock.withLock { representations.append(Representation(type: typeIdentifier, loader: .file(loadHandler))) }
    }

    /// Registers `object`'s data in each type it can write.
    open func registerObject(_ object: any NSItemProviderWriting, visibility: NSItemProviderRepresentationVisibility) {
        let types = type(of: object).writableTypeIdentifiersForItemProvider
        for t in types {
            // A web URL is no file URL: its type is offered only when it can be written.
            if let url = object as? URL, t == ItemProviderTypeIdentifiers.fileURL, !url.isFileURL { continue }
            let value = UncheckedValue(object)
            registerDataRepresentation(forTypeIdentifier: t, visibility: visibility) { done in
                value.value.loadData(withTypeIdentifier: t, forItemProviderCompletionHandler: done)
            }
        }
    }

    private func representation(conformingTo typeIdentifier: String) -> Representation? {
        lock.withLock { representations.first { ItemProviderTypeIdentifiers.conforms($0.type, to: typeIdentifier) } }
    }

    private static func finished() -> Progress {
        let p = Progress(totalUnitCount: 1)
        p.completedUnitCount = 1
        return p
    }

    /// Loads the item's data as `typeIdentifier` (the first registered type conforming to it; a file
    /// representation is read).
    @discardableResult
    open func loadDataRepresentation(forTypeIdentifier typeIdentifier: String,
                                     completionHandler: @escaping @Sendable (Data?, (any Error)?) -> Void) -> Progress {
        switch representation(conformingTo: typeIdentifier)?.loader {
        case .data(let load)?: _ = load(completionHandler)
        case .file(let load)?:
            _ = load { url, _, error in
                guard let url else { return completionHandler(nil, error ?? ItemProviderError.unavailable(typeIdentifier)) }
                do { completionHandler(try Data(contentsOf: url), nil) } catch { completionHandler(nil, error) }
            }
        case nil: completionHandler(nil, ItemProviderError.unavailable(typeIdentifier))
        }
        return NSItemProvider.finished()
    }

    /// Loads the item as a file of `typeIdentifier`: a file representation's own file, or the data written
    /// to a temporary file that is removed when the handler returns.
    @discardableResult
    open func loadFileRepresentation(forTypeIdentifier typeIdentifier: String,
                                     completionHandler: @escaping @Sendable (URL?, (any Error)?) -> Void) -> Progress {
        switch representation(conformingTo: typeIdentifier)?.loader {
        case .file(let load)?: _ = load { url, _, error in completionHandler(url, error) }
        case .data(let load)?:
            let name = suggestedName ?? "item"
            _ = load { data, error in
                guard let data else { return completionHandler(nil, error ?? ItemProviderError.unavailable(typeIdentifier)) }
                let dir = FileManager.default.temporaryDirectory.appendingPathComponent("uikit-item-\(UUID().uuidString)")
                let url = dir.appendingPathComponent(name)
                do {
                    try FileManager.default.createDirectory(at: dir, withIntermediateDirectories: true)
                    try data.write(to: url)
                } catch { return completionHandler(nil, error) }
                completionHandler(url, nil)
                try? FileManager.default.removeItem(at: dir)
            }
        case nil: completionHandler(nil, ItemProviderError.unavailable(typeIdentifier))
        }
        return NSItemProvider.finished()
    }

    /// Whether an object of `aClass` can be made from one of the registered types (`canLoadObject(ofClass:)`).
    open func canLoadObject(ofClass aClass: any NSItemProviderReading.Type) -> Bool {
        aClass.readableTypeIdentifiersForItemProvider.contains { hasItemConformingToTypeIdentifier($0) }
    }

    /// Makes an object of `aClass` from the first of its readable types the provider has
    /// (`loadObject(ofClass:completionHandler:)`).
    @discardableResult
    open func loadObject<T: NSItemProviderReading>(ofClass aClass: T.Type,
                                                    completionHandler: @escaping @Sendable (T?, (any Error)?) -> Void) -> Progress {
        guard let type = aClass.readableTypeIdentifiersForItemProvider.first(where: { hasItemConformingToTypeIdentifier($0) }) else {
            completionHandler(nil, ItemProviderError.unavailable("\(aClass)"))
            return NSItemProvider.finished()
        }
        return loadDataRepresentation(forTypeIdentifier: type) { data, error in
            guard let data else { return completionHandler(nil, error) }
            do { completionHandler(try aClass.object(withItemProviderData: data, typeIdentifier: type), nil) } catch { completionHandler(nil, error) }
        }
    }
}

/// A value handed to a `@Sendable` load handler that runs on the provider's caller's thread.
private struct UncheckedValue: @unchecked Sendable {
    let value: any NSItemProviderWriting
    init(_ value: any NSItemProviderWriting) { self.value = value }
}
