import Foundation

/// A Home Screen quick action, mirroring `UIApplicationShortcutItem`: its type, titles, icon and user info.
/// Apps set `UIApplication.shortcutItems`; Linux has no Home Screen, so nothing shows them and no action is
/// ever performed (`application(_:performActionFor:completionHandler:)` is never called).
open class UIApplicationShortcutItem: NSObject, NSCopying, NSMutableCopying, @unchecked Sendable {
    /// The app-defined type (`type`).
    open internal(set) var type: String
    /// The title (`localizedTitle`).
    open internal(set) var localizedTitle: String
    /// The subtitle (`localizedSubtitle`).
    open internal(set) var localizedSubtitle: String?
    /// The icon (`icon`).
    open internal(set) var icon: UIApplicationShortcutIcon?
    /// App-defined information (`userInfo`).
    open internal(set) var userInfo: [String: any NSSecureCoding]?
    /// The object the action is about (`targetContentIdentifier`).
    open internal(set) var targetContentIdentifier: Any?

    /// A quick action with every property (`init(type:localizedTitle:localizedSubtitle:icon:userInfo:)`).
    public init(type: String, localizedTitle: String, localizedSubtitle: String?, icon: UIApplicationShortcutIcon?,
                userInfo: [String: any NSSecureCoding]? = nil) {
        self.type = type
        self.localizedTitle = localizedTitle
        self.localizedSubtitle = localizedSubtitle
        self.icon = icon
        self.userInfo = userInfo
        super.init()
    }

    /// A quick action with a type and title (`init(type:localizedTitle:)`).
    public convenience init(type: String, localizedTitle: String) {
        self.init(type: type, localizedTitle: localizedTitle, localizedSubtitle: nil, icon: nil, userInfo: nil)
    }

    open func copy(with zone: NSZone? = nil) -> Any {
        let c = UIApplicationShortcutItem(type: type, localizedTitle: localizedTitle, localizedSubtitle: localizedSubtitle,
                                          icon: icon, userInfo: userInfo)
        c.targetContentIdentifier = targetContentIdentifier
        return c
    }

    open func mutableCopy(with zone: NSZone? = nil) -> Any {
        let c = UIMutableApplicationShortcutItem(type: type, localizedTitle: localizedTitle, localizedSubtitle: localizedSubtitle,
                                                 icon: icon, userInfo: userInfo)
        c.targetContentIdentifier = targetContentIdentifier
        return c
    }

    open override func isEqual(_ object: Any?) -> Bool {
        guard let o = object as? UIApplicationShortcutItem else { return false }
        return o.type == type && o.localizedTitle == localizedTitle && o.localizedSubtitle == localizedSubtitle
    }
    open override var hash: Int { type.hashValue ^ localizedTitle.hashValue }
}

/// A quick action whose properties can change, mirroring `UIMutableApplicationShortcutItem`.
open class UIMutableApplicationShortcutItem: UIApplicationShortcutItem, @unchecked Sendable {
    open override var type: String { get { super.type } set { super.type = newValue } }
    open override var localizedTitle: String { get { super.localizedTitle } set { super.localizedTitle = newValue } }
    open override var localizedSubtitle: String? { get { super.localizedSubtitle } set { super.localizedSubtitle = newValue } }
    open override var icon: UIApplicationShortcutIcon? { get { super.icon } set { super.icon = newValue } }
    open override var userInfo: [String: any NSSecureCoding]? { get { super.userInfo } set { super.userInfo = newValue } }
    open override var targetContentIdentifier: Any? { get { super.targetContentIdentifier } set { super.targetContentIdentifier = newValue } }
}

/// A quick action's icon, mirroring `UIApplicationShortcutIcon`: a system type, a template image from the
/// app's resources, or an SF Symbol name. Kept for the item; nothing draws it on Linux.
open class UIApplicationShortcutIcon: NSObject, NSCopying, @unchecked Sendable {
    /// The system icons (`UIApplicationShortcutIcon.IconType`).
    public enum IconType: Int, Sendable {
        case compose = 0, play, pause, add, location, search, share, prohibit, contact, home, markLocation,
             favorite, love, cloud, invitation, confirmation, mail, message, date, time, capturePhoto,
             captureVideo, task, taskCompleted, alarm, bookmark, shuffle, audio, update
    }
    /// The system type, when the icon is one.
    public let iconType: IconType?
    /// The template image's name, when the icon is one.
    public let templateImageName: String?
    /// The symbol's name, when the icon is one.
    public let systemImageName: String?

    private init(iconType: IconType?, templateImageName: String?, systemImageName: String?) {
        self.iconType = iconType
        self.templateImageName = templateImageName
        self.systemImageName = systemImageName
        super.init()
    }
    /// A system icon (`init(type:)`).
    public convenience init(type: IconType) { self.init(iconType: type, templateImageName: nil, systemImageName: nil) }
    /// An icon from a template image in the app's resources (`init(templateImageName:)`).
    public convenience init(templateImageName: String) { self.init(iconType: nil, templateImageName: templateImageName, systemImageName: nil) }
    /// An icon from an SF Symbol (`init(systemImageName:)`).
    public convenience init(systemImageName: String) { self.init(iconType: nil, templateImageName: nil, systemImageName: systemImageName) }

    open func copy(with zone: NSZone? = nil) -> Any { self }
}
