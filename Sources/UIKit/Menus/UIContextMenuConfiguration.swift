import Foundation

/// Builds the menu of a context menu from the suggested actions, mirroring `UIContextMenuActionProvider`.
public typealias UIContextMenuActionProvider = @MainActor ([UIMenuElement]) -> UIMenu?
/// Builds the preview of a context menu, mirroring `UIContextMenuContentPreviewProvider`.
public typealias UIContextMenuContentPreviewProvider = @MainActor () -> UIViewController?

/// What a context menu shows, mirroring `UIContextMenuConfiguration`: an identifier, a preview provider and
/// an action provider.
@preconcurrency @MainActor
open class UIContextMenuConfiguration: NSObject {
    /// The configuration's identifier (a unique string when none was given).
    public let identifier: any NSCopying
    let previewProvider: UIContextMenuContentPreviewProvider?
    let actionProvider: UIContextMenuActionProvider?

    /// A configuration (`init(identifier:previewProvider:actionProvider:)`).
    public init(identifier: (any NSCopying)? = nil, previewProvider: UIContextMenuContentPreviewProvider? = nil,
                actionProvider: UIContextMenuActionProvider? = nil) {
        self.identifier = identifier ?? (UUID().uuidString as NSString)
        self.previewProvider = previewProvider
        self.actionProvider = actionProvider
        super.init()
    }

    /// The menu the action provider builds (no suggested actions on Linux); nil without a provider.
    func makeMenu() -> UIMenu? { actionProvider?([]) }
}
