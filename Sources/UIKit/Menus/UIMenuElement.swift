import Foundation

/// The base of menu items and actions, mirroring `UIMenuElement`: a title, an optional subtitle and image.
@preconcurrency @MainActor
open class UIMenuElement: NSObject {
    /// The element's title.
    open var title: String
    /// A line of text under the title (iOS 15).
    open var subtitle: String?
    /// The element's image.
    open var image: UIImage?

    init(title: String, subtitle: String? = nil, image: UIImage? = nil) {
        self.title = title
        self.subtitle = subtitle
        self.image = image
        super.init()
    }

    /// Archives are not supported on Linux (see Docs/Deviations.md).
    public required init?(coder: NSCoder) {
        title = ""
        super.init()
    }

    /// How an element looks and behaves in a menu, mirroring `UIMenuElement.Attributes`.
    public struct Attributes: OptionSet, Sendable, Hashable {
        public let rawValue: UInt
        public init(rawValue: UInt) { self.rawValue = rawValue }
        /// Shown dimmed and not selectable.
        public static let disabled = Attributes(rawValue: 1 << 0)
        /// Shown in a destructive style.
        public static let destructive = Attributes(rawValue: 1 << 1)
        /// Not shown.
        public static let hidden = Attributes(rawValue: 1 << 2)
        /// The menu stays presented after the element is chosen.
        public static let keepsMenuPresented = Attributes(rawValue: 1 << 3)
    }

    /// The checkmark state of an element, mirroring `UIMenuElement.State`.
    public enum State: Int, Sendable {
        /// No checkmark.
        case off = 0
        /// A checkmark.
        case on = 1
        /// A mixed-state mark.
        case mixed = 2
    }
}
