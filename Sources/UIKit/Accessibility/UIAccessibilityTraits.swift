import Foundation

/// Constants that describe how an accessibility element behaves, mirroring `UIAccessibilityTraits`
/// (an option set over a 64-bit mask; combine them, e.g. `[.button, .selected]`).
public struct UIAccessibilityTraits: OptionSet, Hashable, Sendable {
    public let rawValue: UInt64
    public init(rawValue: UInt64) { self.rawValue = rawValue }

    /// No traits.
    public static let none = UIAccessibilityTraits([])
    /// The element is a button.
    public static let button = UIAccessibilityTraits(rawValue: 1 << 0)
    /// The element is a link.
    public static let link = UIAccessibilityTraits(rawValue: 1 << 1)
    /// The element is an image.
    public static let image = UIAccessibilityTraits(rawValue: 1 << 2)
    /// The element is selected.
    public static let selected = UIAccessibilityTraits(rawValue: 1 << 3)
    /// The element plays a sound when activated.
    public static let playsSound = UIAccessibilityTraits(rawValue: 1 << 4)
    /// The element is a keyboard key.
    public static let keyboardKey = UIAccessibilityTraits(rawValue: 1 << 5)
    /// The element is static text that can't change.
    public static let staticText = UIAccessibilityTraits(rawValue: 1 << 6)
    /// The element gives summary information when the app starts.
    public static let summaryElement = UIAccessibilityTraits(rawValue: 1 << 7)
    /// The element is disabled.
    public static let notEnabled = UIAccessibilityTraits(rawValue: 1 << 8)
    /// The element's label or value updates frequently.
    public static let updatesFrequently = UIAccessibilityTraits(rawValue: 1 << 9)
    /// The element is a search field.
    public static let searchField = UIAccessibilityTraits(rawValue: 1 << 10)
    /// Activating the element starts a media session.
    public static let startsMediaSession = UIAccessibilityTraits(rawValue: 1 << 11)
    /// The element can be adjusted continuously (a slider, a picker).
    public static let adjustable = UIAccessibilityTraits(rawValue: 1 << 12)
    /// The element allows direct touch interaction.
    public static let allowsDirectInteraction = UIAccessibilityTraits(rawValue: 1 << 13)
    /// The element turns the page when VoiceOver finishes reading it.
    public static let causesPageTurn = UIAccessibilityTraits(rawValue: 1 << 14)
    /// The element is a tab bar.
    public static let tabBar = UIAccessibilityTraits(rawValue: 1 << 15)
    /// The element is a header that divides content into sections.
    public static let header = UIAccessibilityTraits(rawValue: 1 << 16)
    /// The element behaves like a toggle button (iOS 17).
    public static let toggleButton = UIAccessibilityTraits(rawValue: 1 << 17)
    /// The element supports zoom.
    public static let supportsZooming = UIAccessibilityTraits(rawValue: 1 << 18)
}
