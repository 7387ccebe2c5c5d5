import Foundation

/// How a targeted preview shows its view, mirroring `UIPreviewParameters`: the part of the view that is
/// visible and the color behind it.
@preconcurrency @MainActor
open class UIPreviewParameters: NSObject {
    /// The part of the view the preview shows (nil: the whole view).
    open var visiblePath: UIBezierPath?
    /// The color behind the view's content (nil: the system's default).
    open var backgroundColor: UIColor?
    /// The shape of the preview's shadow (nil: the visible path's).
    open var shadowPath: UIBezierPath?

    /// Parameters that show the whole view.
    public override init() { super.init() }

    /// Parameters that show the parts of the view within `textLineRects` (in the view's coordinates), as
    /// UIKit does for a preview of text.
    public convenience init(textLineRects: [NSValue]) {
        self.init()
        let path = UIBezierPath()
        for value in textLineRects { path.append(UIBezierPath(rect: value.cgRectValue)) }
        visiblePath = path
    }
}
