import Foundation

/// Peek and pop (3D Touch), mirroring `registerForPreviewing(with:sourceView:)` and its types. Linux
/// devices have no force touch, so this is what iOS does on devices without 3D Touch: registering
/// returns a context and nothing is ever previewed; the delegate is never asked.
@preconcurrency @MainActor
public protocol UIViewControllerPreviewing: NSObjectProtocol {
    /// The recognizer other recognizers can require to fail.
    var previewingGestureRecognizerForFailureRelationship: UIGestureRecognizer { get }
    /// The delegate that would supply previews.
    var delegate: any UIViewControllerPreviewingDelegate { get }
    /// The view the previews would come from.
    var sourceView: UIView { get }
    /// The rectangle the preview would come from, in `sourceView`.
    var sourceRect: CGRect { get set }
}

/// Supplies and commits peeked previews, mirroring `UIViewControllerPreviewingDelegate`.
@preconcurrency @MainActor
public protocol UIViewControllerPreviewingDelegate: AnyObject {
    /// The view controller to peek at `location` (nil: none).
    func previewingContext(_ previewingContext: any UIViewControllerPreviewing, viewControllerForLocation location: CGPoint) -> UIViewController?
    /// Shows the peeked view controller for good (pop).
    func previewingContext(_ previewingContext: any UIViewControllerPreviewing, commit viewControllerToCommit: UIViewController)
}

/// One registration's context.
final class _PreviewingContext: NSObject, UIViewControllerPreviewing {
    let previewingGestureRecognizerForFailureRelationship: UIGestureRecognizer = UILongPressGestureRecognizer()
    private let _delegate: any UIViewControllerPreviewingDelegate
    var delegate: any UIViewControllerPreviewingDelegate { _delegate }
    let sourceView: UIView
    var sourceRect: CGRect
    init(delegate: any UIViewControllerPreviewingDelegate, sourceView: UIView) {
        _delegate = delegate
        self.sourceView = sourceView
        sourceRect = sourceView.bounds
    }
}

extension UIViewController {
    /// Registers for previews from `sourceView` (`registerForPreviewing(with:sourceView:)`): returns the
    /// context; without force touch nothing is ever previewed.
    @discardableResult
    public func registerForPreviewing(with delegate: any UIViewControllerPreviewingDelegate, sourceView: UIView) -> any UIViewControllerPreviewing {
        _PreviewingContext(delegate: delegate, sourceView: sourceView)
    }
    /// Ends a registration (`unregisterForPreviewing(withContext:)`).
    public func unregisterForPreviewing(withContext previewing: any UIViewControllerPreviewing) {}
}

/// An action or group of actions under a peeked preview, mirroring `UIPreviewActionItem`.
@preconcurrency @MainActor
public protocol UIPreviewActionItem: NSObjectProtocol {
    /// The title.
    var title: String { get }
}

/// An action under a peeked preview, mirroring `UIPreviewAction`.
open class UIPreviewAction: NSObject, UIPreviewActionItem {
    /// The action's look (`UIPreviewAction.Style`).
    public enum Style: Int, Sendable { case `default` = 0, selected, destructive }
    /// The title.
    public let title: String
    /// The style.
    public let style: Style
    /// What the action runs with itself and the previewed view controller.
    public let handler: (UIPreviewActionItem, UIViewController) -> Void
    /// An action (`init(title:style:handler:)`).
    public init(title: String, style: Style, handler: @escaping (UIPreviewActionItem, UIViewController) -> Void) {
        self.title = title
        self.style = style
        self.handler = handler
    }
}

/// A group of preview actions, mirroring `UIPreviewActionGroup`.
open class UIPreviewActionGroup: NSObject, UIPreviewActionItem {
    /// The title.
    public let title: String
    /// The style.
    public let style: UIPreviewAction.Style
    /// The actions.
    public let actions: [UIPreviewAction]
    /// A group (`init(title:style:actions:)`).
    public init(title: String, style: UIPreviewAction.Style, actions: [UIPreviewAction]) {
        self.title = title
        self.style = style
        self.actions = actions
    }
}

