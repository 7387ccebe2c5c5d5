import Foundation

/// A service an activity view controller offers, mirroring `UIActivity`: subclasses describe their title,
/// image and type, say which items they can act on, and perform the work, then call `activityDidFinish(_:)`.
@preconcurrency @MainActor
open class UIActivity: NSObject {
    /// An activity's type, mirroring `UIActivity.ActivityType` (Apple's raw values).
    public struct ActivityType: RawRepresentable, Hashable, Sendable {
        public let rawValue: String
        public init(rawValue: String) { self.rawValue = rawValue }
        public init(_ rawValue: String) { self.rawValue = rawValue }
        public static let postToFacebook = ActivityType("com.apple.UIKit.activity.PostToFacebook")
        public static let postToTwitter = ActivityType("com.apple.UIKit.activity.PostToTwitter")
        public static let message = ActivityType("com.apple.UIKit.activity.Message")
        public static let mail = ActivityType("com.apple.UIKit.activity.Mail")
        public static let print = ActivityType("com.apple.UIKit.activity.Print")
        public static let copyToPasteboard = ActivityType("com.apple.UIKit.activity.CopyToPasteboard")
        public static let assignToContact = ActivityType("com.apple.UIKit.activity.AssignToContact")
        public static let saveToCameraRoll = ActivityType("com.apple.UIKit.activity.SaveToCameraRoll")
        public static let addToReadingList = ActivityType("com.apple.UIKit.activity.AddToReadingList")
        public static let airDrop = ActivityType("com.apple.UIKit.activity.AirDrop")
        public static let openInIBooks = ActivityType("com.apple.UIKit.activity.OpenInIBooks")
        public static let markupAsPDF = ActivityType("com.apple.UIKit.activity.MarkupAsPDF")
    }

    /// The category of an activity, mirroring `UIActivity.Category`.
    public enum Category: Int, Sendable {
        case action = 0
        case share = 1
    }

    /// The activity's category (`.action` by default).
    open class var activityCategory: UIActivity.Category { .action }
    /// The activity's type (nil by default).
    open var activityType: UIActivity.ActivityType? { nil }
    /// The title shown for the activity (nil by default).
    open var activityTitle: String? { nil }
    /// The image shown for the activity (nil by default).
    open var activityImage: UIImage? { nil }
    /// Whether the activity can act on `activityItems` (false by default).
    open func canPerform(withActivityItems activityItems: [Any]) -> Bool { false }
    /// Receives the items before the activity runs.
    open func prepare(withActivityItems activityItems: [Any]) {}
    /// A view controller to present for the activity (nil: `perform()` is called instead).
    open var activityViewController: UIViewController? { nil }
    /// Performs the activity; the default finishes at once without success.
    open func perform() { activityDidFinish(false) }

    var _finish: ((Bool) -> Void)?
    /// Tells the system the activity finished.
    open func activityDidFinish(_ completed: Bool) {
        let finish = _finish
        _finish = nil
        finish?(completed)
    }
}
