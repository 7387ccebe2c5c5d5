import Foundation

/// An action shown when a row is swiped, mirroring `UIContextualAction`: a title, image and color, and a
/// handler that gets a completion to call with whether the action ran.
@preconcurrency @MainActor
open class UIContextualAction: NSObject {
    /// Mirrors `UIContextualAction.Style`.
    public enum Style: Int, Sendable {
        case normal = 0, destructive
    }
    /// Mirrors `UIContextualAction.Handler`.
    public typealias Handler = (UIContextualAction, UIView, @escaping (Bool) -> Void) -> Void

    /// The style (`style`).
    public let style: Style
    /// The handler (`handler`).
    public let handler: Handler
    /// The title (`title`).
    open var title: String?
    /// The background color (`backgroundColor`; red for destructive, gray otherwise).
    open var backgroundColor: UIColor!
    /// The image (`image`).
    open var image: UIImage?

    /// Creates an action (`init(style:title:handler:)`).
    public init(style: Style, title: String?, handler: @escaping Handler) {
        self.style = style
        self.title = title
        self.handler = handler
        backgroundColor = style == .destructive ? .systemRed : .systemGray
        super.init()
    }
}
