import Foundation

/// An Interface Builder archive, mirroring `UINib`. Code that creates nibs and registers them builds
/// unchanged; loading is limited: compiled nibs are keyed archives of Objective-C objects, which cannot be
/// decoded without the Objective-C runtime, so `instantiate(withOwner:options:)` returns no objects and
/// tables and collection views make plain cells for nib registrations (see Docs/Deviations.md).
@preconcurrency @MainActor
open class UINib: NSObject {
    /// The nib's name (nil for a nib made from data).
    public let nibName: String?
    /// The bundle the nib was looked up in.
    public let bundle: Bundle?
    /// The archive's bytes, when the nib was made from data or found in the bundle.
    public let data: Data?

    /// A nib named `name` in `bundle` (the main bundle when nil) (`init(nibName:bundle:)`).
    public init(nibName name: String, bundle bundleOrNil: Bundle?) {
        nibName = name
        bundle = bundleOrNil ?? .main
        let url = bundle?.url(forResource: name, withExtension: "nib")
        data = url.flatMap { try? Data(contentsOf: $0) }
        super.init()
    }

    /// A nib from archived bytes (`init(data:bundle:)`).
    public init(data: Data, bundle bundleOrNil: Bundle?) {
        nibName = nil
        bundle = bundleOrNil ?? .main
        self.data = data
        super.init()
    }

    /// The nib's top-level objects (`instantiate(withOwner:options:)`): none here, since nib archives
    /// cannot be decoded on Linux; a warning says so once per nib.
    open func instantiate(withOwner ownerOrNil: Any?, options optionsOrNil: [UINib.OptionsKey: Any]? = nil) -> [Any] {
        if !warned {
            warned = true
            UIKitLog.warn("UINib: \(nibName ?? "data nib") cannot be loaded on Linux (nib archives need the Objective-C runtime); no objects were made")
        }
        return []
    }
    private var warned = false

    /// Keys of the options dictionary, mirroring `UINib.OptionsKey`.
    public struct OptionsKey: RawRepresentable, Hashable, Sendable {
        public let rawValue: String
        public init(rawValue: String) { self.rawValue = rawValue }
        public static let externalObjects = OptionsKey(rawValue: "UINibExternalObjects")
    }
}
