import Foundation

/// What an edit menu is presented for, mirroring `UIEditMenuConfiguration`: an identifier the delegate
/// can tell menus apart by, and the point (in the interaction's view) the menu is placed at.
@preconcurrency @MainActor
open class UIEditMenuConfiguration: NSObject {
    /// The identifier given at creation (`identifier`).
    public let identifier: (any NSCopying)?
    /// The point in the interaction's view the menu is placed at (`sourcePoint`).
    public let sourcePoint: CGPoint
    /// The preferred direction of the menu's arrow (`preferredArrowDirection`, default `.automatic`).
    open var preferredArrowDirection: UIEditMenuArrowDirection = .automatic

    /// A configuration for a menu at `sourcePoint`, mirroring `init(identifier:sourcePoint:)`.
    public init(identifier: (any NSCopying)?, sourcePoint: CGPoint) {
        self.identifier = identifier
        self.sourcePoint = sourcePoint
        super.init()
    }
}
