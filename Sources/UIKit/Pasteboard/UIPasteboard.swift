import Foundation

/// A pasteboard, mirroring `UIPasteboard`: the general pasteboard and named pasteboards holding items of
/// typed representations (strings, URLs, images, colours). Named pasteboards live in the app's process and
/// are found by name until removed. The general pasteboard's strings and URLs are the desktop clipboard's
/// text while a host with a desktop runs (UIPasteboard+SystemClipboard.swift); its images and colours,
/// and everything under the headless host, stay in the process. Each change increments `changeCount` and
/// posts `changedNotification`, as on iOS.
@preconcurrency @MainActor
open class UIPasteboard: NSObject {
    /// A pasteboard's name, mirroring `UIPasteboard.Name`.
    public struct Name: RawRepresentable, Hashable, Sendable {
        public let rawValue: String
        public init(rawValue: String) { self.rawValue = rawValue }
        public init(_ rawValue: String) { self.rawValue = rawValue }
        /// The system-wide general pasteboard.
        public static let general = Name("com.apple.UIKit.pboard.general")
    }

    /// Posted when a pasteboard's contents change.
    public static let changedNotification = Notification.Name("UIPasteboardChangedNotification")
    /// Posted when a named pasteboard is removed.
    public static let removedNotification = Notification.Name("UIPasteboardRemovedNotification")

    /// Type identifiers of the common representations (Apple's uniform type identifiers).
    static let stringType = "public.utf8-plain-text", urlType = "public.url", imageType = "public.png",
               colorType = "com.apple.uikit.color"

    private static var named: [Name: UIPasteboard] = [:]
    static let generalBoard = UIPasteboard(boardName: .general)

    /// The general pasteboard, mirroring `UIPasteboard.general`.
    open class var general: UIPasteboard { generalBoard }

    /// The pasteboard named `name`: an existing one, or a new one when `create` is true, else nil.
    public convenience init?(name pasteboardName: UIPasteboard.Name, create: Bool) {
        guard UIPasteboard.named[pasteboardName] != nil || create else { return nil }
        self.init(boardName: pasteboardName)
    }

    /// A new pasteboard with a unique name.
    open class func withUniqueName() -> UIPasteboard {
        UIPasteboard(boardName: Name(UUID().uuidString))
    }

    /// Removes the pasteboard named `pasteboardName`.
    open class func remove(withName pasteboardName: UIPasteboard.Name) {
        guard let board = named.removeValue(forKey: pasteboardName) else { return }
        NotificationCenter.default.post(name: removedNotification, object: board)
    }

    private var _items: [[String: Any]] = []

    /// Empties the general pasteboard without a change notification and forgets the named ones, as in a
    /// process that has not used a pasteboard yet (test support).
    static func _resetForTesting() {
        named.removeAll()
        generalBoard._adoptSilently([])
    }

    private init(boardName: Name) {
        name = boardName
        super.init()
        if boardName != .general { UIPasteboard.named[boardName] = self }
    }

    /// The pasteboard's name.
    public let name: UIPasteboard.Name
    /// Increments with every change of the contents.
    public private(set) var changeCount = 0
    /// Whether the contents outlive the app (kept for API compatibility; pasteboards live in the process).
    open var isPersistent = false

    /// The items, each a dictionary from type identifier to representation.
    open var items: [[String: Any]] {
        get { _items }
        set { _items = newValue; changed() }
    }
    /// The number of items.
    open var numberOfItems: Int { _items.count }
    /// Adds items after the existing ones.
    open func addItems(_ newItems: [[String: Any]]) { _items += newItems; changed() }
    /// Replaces the items.
    open func setItems(_ newItems: [[String: Any]], options: [String: Any] = [:]) { items = newItems }
    /// The type identifiers of the first item.
    open var types: [String] { _items.first.map { Array($0.keys) } ?? [] }
    /// Whether any item has a representation of one of `pasteboardTypes`.
    open func contains(pasteboardTypes: [String]) -> Bool {
        _items.contains { item in pasteboardTypes.contains { item[$0] != nil } }
    }
    /// The first item's representation of `pasteboardType`.
    open func value(forPasteboardType pasteboardType: String) -> Any? { _items.first?[pasteboardType] }
    /// Replaces the contents with one item holding `value` as `pasteboardType`.
    open func setValue(_ value: Any, forPasteboardType pasteboardType: String) { items = [[pasteboardType: value]] }

    private func values<T>(_ type: String) -> [T]? {
        let found = _items.compactMap { $0[type] as? T }
        return found.isEmpty ? nil : found
    }
    private func set<T>(_ values: [T]?, _ type: String) { items = (values ?? []).map { [type: $0] } }
    private func changed() {
        changeCount += 1
        _writeThroughIfGeneral()
        NotificationCenter.default.post(name: UIPasteboard.changedNotification, object: self)
    }
    /// Replaces the contents without counting a change (the clipboard's text adopted at start-up).
    func _adoptSilently(_ newItems: [[String: Any]]) { _items = newItems }

    /// The first string, or nil; setting replaces the contents (nil clears them).
    open var string: String? {
        get { strings?.first }
        set { strings = newValue.map { [$0] } }
    }
    /// Every string item.
    open var strings: [String]? { get { values(UIPasteboard.stringType) } set { set(newValue, UIPasteboard.stringType) } }
    /// The first URL, or nil.
    open var url: URL? { get { urls?.first } set { urls = newValue.map { [$0] } } }
    /// Every URL item.
    open var urls: [URL]? { get { values(UIPasteboard.urlType) } set { set(newValue, UIPasteboard.urlType) } }
    /// The first image, or nil.
    open var image: UIImage? { get { images?.first } set { images = newValue.map { [$0] } } }
    /// Every image item.
    open var images: [UIImage]? { get { values(UIPasteboard.imageType) } set { set(newValue, UIPasteboard.imageType) } }
    /// The first colour, or nil.
    open var color: UIColor? { get { colors?.first } set { colors = newValue.map { [$0] } } }
    /// Every colour item.
    open var colors: [UIColor]? { get { values(UIPasteboard.colorType) } set { set(newValue, UIPasteboard.colorType) } }

    /// Whether the pasteboard holds a string.
    open var hasStrings: Bool { strings != nil }
    /// Whether the pasteboard holds a URL.
    open var hasURLs: Bool { urls != nil }
    /// Whether the pasteboard holds an image.
    open var hasImages: Bool { images != nil }
    /// Whether the pasteboard holds a colour.
    open var hasColors: Bool { colors != nil }
}
