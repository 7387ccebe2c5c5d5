import Foundation

/// A view that stands for itself in an interaction's preview, mirroring `UITargetedPreview`: pointer
/// effects, context menus and drops name the view they act on through one.
@preconcurrency @MainActor
open class UITargetedPreview: NSObject {
    /// The view the preview shows.
    public let view: UIView
    /// How the view is shown.
    public let parameters: UIPreviewParameters
    /// The size of the preview: the view's bounds.
    open var size: CGSize { view.bounds.size }

    /// A preview of `view` shown with `parameters`. UIKit requires the view to be in a window; a view that
    /// is not is accepted here and previewed where it is.
    public init(view: UIView, parameters: UIPreviewParameters = UIPreviewParameters()) {
        self.view = view
        self.parameters = parameters
        super.init()
    }
}
