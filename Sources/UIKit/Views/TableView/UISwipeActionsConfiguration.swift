import Foundation

/// The actions a row shows when swiped, mirroring `UISwipeActionsConfiguration`.
@preconcurrency @MainActor
open class UISwipeActionsConfiguration: NSObject {
    /// The actions, first closest to the edge (`actions`).
    public let actions: [UIContextualAction]
    /// Whether a full swipe performs the first action (`performsFirstActionWithFullSwipe`, default true).
    open var performsFirstActionWithFullSwipe = true

    /// Creates a configuration (`init(actions:)`).
    public init(actions: [UIContextualAction]) {
        self.actions = actions
        super.init()
    }
}
