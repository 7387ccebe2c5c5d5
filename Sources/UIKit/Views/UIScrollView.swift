import Foundation

/// A view that allows scrolling of its contained views, mirroring `UIScrollView` (geometry only for now:
/// scrolling physics and gestures come with the events issue).
///
/// Scrolling is the bounds origin, as the View Programming Guide explains: `contentOffset` is
/// `bounds.origin`, so changing it moves every subview without touching their frames. Scroll views clip
/// to their bounds by default.
@preconcurrency @MainActor
open class UIScrollView: UIView {
    /// The size of the scrollable content (default zero).
    open var contentSize: CGSize = .zero

    /// A scroll view with `frame`, clipping to its bounds.
    public override init(frame: CGRect) {
        super.init(frame: frame)
        clipsToBounds = true
    }

    public required init?(coder: NSCoder) {
        super.init(coder: coder)
        clipsToBounds = true
    }

    /// The point of the content shown at the top-left corner: the bounds origin.
    open var contentOffset: CGPoint {
        get { bounds.origin }
        set { bounds.origin = newValue }
    }

    /// Sets `contentOffset` (animation comes with UIView animations; this jumps).
    open func setContentOffset(_ offset: CGPoint, animated: Bool) { contentOffset = offset }
}
