import Foundation

/// The state of the app at a moment, mirroring Foundation's `NSUserActivity`, which Foundation on Linux
/// lacks. UIKit carries it from `UIApplication.requestSceneSessionActivation(_:userActivity:options:errorHandler:)`
/// to the scene it opens (`UIScene.ConnectionOptions.userActivities`) or activates
/// (`UISceneDelegate.scene(_:continue:)`). There is no Handoff, Spotlight or Siri on Linux: an activity is
/// the data it holds.
open class NSUserActivity: NSObject {
    /// The activity's type, as the app names it (usually a reverse-DNS string).
    public let activityType: String
    /// A user-visible title.
    open var title: String?
    /// The app's data for the activity.
    open var userInfo: [AnyHashable: Any]?
    /// The keys of `userInfo` the activity needs to be restored.
    open var requiredUserInfoKeys: Set<String>?
    /// An identifier the app uses to pick the scene that shows the activity's content.
    open var targetContentIdentifier: String?
    /// An identifier of the activity the app can use to find or delete it later.
    open var persistentIdentifier: String?
    /// A URL to load in a browser when the app is not there to continue the activity.
    open var webpageURL: URL?
    /// Whether the app should be asked to refresh the activity's state before it is sent.
    open var needsSave = false

    /// An activity of `activityType`.
    public init(activityType: String) {
        self.activityType = activityType
        super.init()
    }

    /// Adds the entries of `otherDictionary` to `userInfo`, replacing entries with the same keys.
    open func addUserInfoEntries(from otherDictionary: [AnyHashable: Any]) {
        var info = userInfo ?? [:]
        for (k, v) in otherDictionary { info[k] = v }
        userInfo = info
    }
}
