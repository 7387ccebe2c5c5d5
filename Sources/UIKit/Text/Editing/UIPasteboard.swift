import Foundation

/// A pasteboard, mirroring `UIPasteboard`. On Linux the general pasteboard is process-local (it does not
/// reach the desktop's clipboard; see Docs/Deviations.md).
@preconcurrency @MainActor
open class UIPasteboard: NSObject {
    /// The general pasteboard, shared by the app's text fields and views.
    public static let general = UIPasteboard(name: .general)
    /// Pasteboard names (`UIPasteboard.Name`).
    public struct Name: RawRepresentable, Hashable, Sendable {
        public let rawValue: String
        public init(rawValue: String) { self.rawValue = rawValue }
        public init(_ rawValue: String) { self.rawValue = rawValue }
        /// The general pasteboard's name.
        public static let general = Name("com.apple.UIKit.pboard.general")
    }
    /// Posted when the contents change (`UIPasteboard.changedNotification`).
    public static let changedNotification = Notification.Name("UIPasteboardChangedNotification")
    /// Posted when a named pasteboard is removed (`UIPasteboard.removedNotification`).
    public static let removedNotification = Notification.Name("UIPasteboardRemovedNotification")

    static var named: [Name: UIPasteboard] = [:]

    /// The pasteboard's name.
    public let name: Name
    /// Increments whenever the contents change (`changeCount`).
    open private(set) var changeCount = 0
    private var _strings: [String] = []

    init(name: Name) { self.name = name; super.init() }

    /// A named pasteboard, created when `create` is true (`UIPasteboard(name:create:)`).
    public convenience init?(name pasteboardName: Name, create: Bool) {
        if UIPasteboard.named[pasteboardName] == nil && !create { return nil }
        self.init(name: pasteboardName)
    }

    /// A new pasteboard with a unique name (`withUniqueName()`).
    open class func withUniqueName() -> UIPasteboard { UIPasteboard(name: Name(UUID().uuidString)) }

    /// The first string (`string`); setting nil empties the pasteboard.
    open var string: String? {
        get { _strings.first }
        set { setStrings(newValue.map { [$0] } ?? []) }
    }
    /// Every string (`strings`).
    open var strings: [String]? {
        get { _strings.isEmpty ? nil : _strings }
        set { setStrings(newValue ?? []) }
    }
    /// Whether the pasteboard holds a string (`hasStrings`).
    open var hasStrings: Bool { !_strings.isEmpty }
    /// The number of items (`numberOfItems`).
    open var numberOfItems: Int { _strings.count }

    private func setStrings(_ s: [String]) {
        _strings = s
        changeCount += 1
        NotificationCenter.default.post(name: UIPasteboard.changedNotification, object: self)
    }
}
