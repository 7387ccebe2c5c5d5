import Foundation

/// The accessibility namespace, mirroring `UIAccessibility`: notifications an app posts to assistive
/// technologies and the system's accessibility settings.
///
/// Linux has no VoiceOver or Switch Control for UIKit apps: every status reads false (the settings can be
/// set by tests and hosts, see Docs/Deviations.md), and posted notifications go to the
/// `NotificationCenter` under `UIAccessibility.postedNotification` so tests can observe them.
@MainActor
public enum UIAccessibility {
    /// A notification an app posts to assistive technologies, mirroring `UIAccessibility.Notification`.
    public struct Notification: RawRepresentable, Hashable, Sendable {
        public let rawValue: UInt32
        public init(rawValue: UInt32) { self.rawValue = rawValue }

        /// A large part of the screen changed (argument: the element to focus, or a string to speak).
        public static let screenChanged = Notification(rawValue: 1000)
        /// The layout of the screen changed (argument: the element to focus, or a string).
        public static let layoutChanged = Notification(rawValue: 1001)
        /// An announcement to speak (argument: a string or an attributed string).
        public static let announcement = Notification(rawValue: 1008)
        /// A scroll finished (argument: a string describing the new position).
        public static let pageScrolled = Notification(rawValue: 1009)
        /// Assistive technologies pause.
        public static let pauseAssistiveTechnology = Notification(rawValue: 1010)
        /// Assistive technologies resume.
        public static let resumeAssistiveTechnology = Notification(rawValue: 1011)
    }

    /// Posts `notification` to assistive technologies. Here it is posted to `NotificationCenter.default`
    /// as `postedNotification` with `notificationKey` and `argumentKey` in its user info (Linux addition).
    public static func post(notification: Notification, argument: Any?) {
        var info: [AnyHashable: Any] = [notificationKey: notification]
        if let argument { info[argumentKey] = argument }
        NotificationCenter.default.post(name: postedNotification, object: nil, userInfo: info)
    }

    /// Posted for every `post(notification:argument:)` (Linux addition, for tests).
    nonisolated public static let postedNotification = Foundation.Notification.Name("UIAccessibilityPostedNotification")
    /// User-info key of the posted `UIAccessibility.Notification` (Linux addition).
    nonisolated public static let notificationKey = "UIAccessibilityNotificationKey"
    /// User-info key of the posted argument (Linux addition).
    nonisolated public static let argumentKey = "UIAccessibilityArgumentKey"

    /// User-info key of the announcement-finished notification's string.
    nonisolated public static let announcementStringValueUserInfoKey = "UIAccessibilityAnnouncementKeyStringValue"
    /// User-info key of the announcement-finished notification's success flag.
    nonisolated public static let announcementWasSuccessfulUserInfoKey = "UIAccessibilityAnnouncementKeyWasSuccessful"
    /// Posted when an announcement finished (never on Linux: nothing speaks).
    nonisolated public static let announcementDidFinishNotification = Foundation.Notification.Name("UIAccessibilityAnnouncementDidFinishNotification")
    /// Posted when an element gained focus of an assistive technology (never on Linux).
    nonisolated public static let elementFocusedNotification = Foundation.Notification.Name("UIAccessibilityElementFocusedNotification")

    // MARK: Status

    /// The settings an app reads; all false on Linux unless a test or host sets them.
    static var settings: [String: Bool] = [:]
    static func setting(_ name: String) -> Bool { settings[name] ?? false }

    /// Whether VoiceOver is running (false on Linux).
    public static var isVoiceOverRunning: Bool { setting("voiceOver") }
    /// Whether Switch Control is running (false on Linux).
    public static var isSwitchControlRunning: Bool { setting("switchControl") }
    /// Whether Reduce Motion is on.
    public static var isReduceMotionEnabled: Bool { setting("reduceMotion") }
    /// Whether Reduce Transparency is on.
    public static var isReduceTransparencyEnabled: Bool { setting("reduceTransparency") }
    /// Whether Bold Text is on.
    public static var isBoldTextEnabled: Bool { setting("boldText") }
    /// Whether Increase Contrast (darker system colours) is on.
    public static var isDarkerSystemColorsEnabled: Bool { setting("darkerSystemColors") }
    /// Whether Classic Invert is on.
    public static var isInvertColorsEnabled: Bool { setting("invertColors") }
    /// Whether Grayscale is on.
    public static var isGrayscaleEnabled: Bool { setting("grayscale") }
    /// Whether Mono Audio is on.
    public static var isMonoAudioEnabled: Bool { setting("monoAudio") }
    /// Whether closed captioning is on.
    public static var isClosedCaptioningEnabled: Bool { setting("closedCaptioning") }
    /// Whether Guided Access is on.
    public static var isGuidedAccessEnabled: Bool { setting("guidedAccess") }
    /// Whether Speak Selection is on.
    public static var isSpeakSelectionEnabled: Bool { setting("speakSelection") }
    /// Whether Speak Screen is on.
    public static var isSpeakScreenEnabled: Bool { setting("speakScreen") }
    /// Whether Shake to Undo is on (true on iOS by default; false here: no shake).
    public static var isShakeToUndoEnabled: Bool { setting("shakeToUndo") }
    /// Whether On/Off Labels are on.
    public static var isOnOffSwitchLabelsEnabled: Bool { setting("onOffSwitchLabels") }
    /// Whether Button Shapes are on.
    public static var buttonShapesEnabled: Bool { setting("buttonShapes") }
    /// Whether Differentiate Without Color is on.
    public static var shouldDifferentiateWithoutColor: Bool { setting("differentiateWithoutColor") }
    /// Whether Video Autoplay is on (true on iOS by default).
    public static var isVideoAutoplayEnabled: Bool { settings["videoAutoplay"] ?? true }
    /// Whether the user prefers cross-fade transitions.
    public static var prefersCrossFadeTransitions: Bool { setting("crossFadeTransitions") }

    /// Sets one of the settings above (Linux addition, for hosts and tests) and posts its change
    /// notification. Names: voiceOver, switchControl, reduceMotion, reduceTransparency, boldText,
    /// darkerSystemColors, invertColors, grayscale, monoAudio, closedCaptioning, guidedAccess,
    /// speakSelection, speakScreen, shakeToUndo, onOffSwitchLabels, buttonShapes,
    /// differentiateWithoutColor, videoAutoplay, crossFadeTransitions.
    public static func _setSetting(_ name: String, _ value: Bool) {
        settings[name] = value
        let note: Foundation.Notification.Name? = switch name {
        case "voiceOver": voiceOverStatusDidChangeNotification
        case "switchControl": switchControlStatusDidChangeNotification
        case "reduceMotion": reduceMotionStatusDidChangeNotification
        case "reduceTransparency": reduceTransparencyStatusDidChangeNotification
        case "boldText": boldTextStatusDidChangeNotification
        case "darkerSystemColors": darkerSystemColorsStatusDidChangeNotification
        case "invertColors": invertColorsStatusDidChangeNotification
        case "grayscale": grayscaleStatusDidChangeNotification
        default: nil
        }
        if let note { NotificationCenter.default.post(name: note, object: nil) }
    }

    /// Posted when VoiceOver starts or stops.
    nonisolated public static let voiceOverStatusDidChangeNotification = Foundation.Notification.Name("UIAccessibilityVoiceOverStatusDidChangeNotification")
    /// Posted when Switch Control starts or stops.
    nonisolated public static let switchControlStatusDidChangeNotification = Foundation.Notification.Name("UIAccessibilitySwitchControlStatusDidChangeNotification")
    /// Posted when Reduce Motion changes.
    nonisolated public static let reduceMotionStatusDidChangeNotification = Foundation.Notification.Name("UIAccessibilityReduceMotionStatusDidChangeNotification")
    /// Posted when Reduce Transparency changes.
    nonisolated public static let reduceTransparencyStatusDidChangeNotification = Foundation.Notification.Name("UIAccessibilityReduceTransparencyStatusDidChangeNotification")
    /// Posted when Bold Text changes.
    nonisolated public static let boldTextStatusDidChangeNotification = Foundation.Notification.Name("UIAccessibilityBoldTextStatusDidChangeNotification")
    /// Posted when Increase Contrast changes.
    nonisolated public static let darkerSystemColorsStatusDidChangeNotification = Foundation.Notification.Name("UIAccessibilityDarkerSystemColorsStatusDidChangeNotification")
    /// Posted when Classic Invert changes.
    nonisolated public static let invertColorsStatusDidChangeNotification = Foundation.Notification.Name("UIAccessibilityInvertColorsStatusDidChangeNotification")
    /// Posted when Grayscale changes.
    nonisolated public static let grayscaleStatusDidChangeNotification = Foundation.Notification.Name("UIAccessibilityGrayscaleStatusDidChangeNotification")

    // MARK: Geometry helpers

    /// Converts `rect` from `view`'s coordinates to screen coordinates, as `accessibilityFrame` wants.
    public static func convertToScreenCoordinates(_ rect: CGRect, in view: UIView) -> CGRect {
        let inWindow = view.convert(rect, to: nil)
        guard let window = view.window else { return inWindow }
        return inWindow.offsetBy(dx: window.frame.minX, dy: window.frame.minY)
    }

    /// Converts `path` from `view`'s coordinates to screen coordinates.
    public static func convertToScreenCoordinates(_ path: UIBezierPath, in view: UIView) -> UIBezierPath {
        let origin = convertToScreenCoordinates(.zero, in: view).origin
        let copy = path.copy() as! UIBezierPath
        copy.apply(CGAffineTransform(translationX: origin.x, y: origin.y))
        return copy
    }

    /// The element assistive technologies focus (never any on Linux).
    public static func focusedElement(using assistiveTechnologyIdentifier: AssistiveTechnologyIdentifier?) -> Any? { nil }

    /// Names an assistive technology, mirroring `UIAccessibility.AssistiveTechnologyIdentifier`.
    public struct AssistiveTechnologyIdentifier: RawRepresentable, Hashable, Sendable {
        public let rawValue: String
        public init(rawValue: String) { self.rawValue = rawValue }
        /// VoiceOver.
        public static let notificationVoiceOver = AssistiveTechnologyIdentifier(rawValue: "UIAccessibilityNotificationVoiceOverIdentifier")
        /// Switch Control.
        public static let notificationSwitchControl = AssistiveTechnologyIdentifier(rawValue: "UIAccessibilityNotificationSwitchControlIdentifier")
    }
}

/// How an element's children are arranged, mirroring `UIAccessibilityContainerType`.
public enum UIAccessibilityContainerType: Int, Sendable {
    case none = 0, dataTable, list, landmark, semanticGroup
}

/// How an element's children are navigated, mirroring `UIAccessibilityNavigationStyle`.
public enum UIAccessibilityNavigationStyle: Int, Sendable {
    case automatic = 0, separate, combined
}

/// The direction of an accessibility scroll, mirroring `UIAccessibilityScrollDirection`.
public enum UIAccessibilityScrollDirection: Int, Sendable {
    case right = 1, left, up, down, next, previous
}

/// An object whose accessibility identifier a UI test can use, mirroring `UIAccessibilityIdentification`
/// (adopted by `UIView`, `UIBarItem` and `UIAccessibilityElement`).
@MainActor
public protocol UIAccessibilityIdentification: AnyObject {
    /// A string that identifies the element to UI tests; not spoken.
    var accessibilityIdentifier: String? { get set }
}
