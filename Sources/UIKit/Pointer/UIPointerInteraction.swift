import Foundation

/// An interaction that gives the pointer a style over a view, mirroring `UIPointerInteraction`. While the
/// pointer hovers the view (the host's motion without a button held, `UIWindow.sendHover(_:)`), the
/// delegate picks the region under it and that region's style; on the Linux desktop the style becomes the
/// system cursor (`UIPointerStyle`). Without a delegate the region is the view's bounds and the style the
/// system's automatic effect, which shows the hand.
@preconcurrency @MainActor
open class UIPointerInteraction: NSObject, UIInteraction {
    /// The delegate that chooses regions and styles.
    open private(set) weak var delegate: (any UIPointerInteractionDelegate)?
    /// Whether the interaction takes part (a disabled one is passed over, as if it were not there).
    open var isEnabled = true {
        didSet { if isEnabled != oldValue { invalidate() } }
    }
    /// The view the interaction is attached to.
    open private(set) weak var view: UIView?

    /// An interaction whose regions and styles come from `delegate`.
    public init(delegate: (any UIPointerInteractionDelegate)?) {
        self.delegate = delegate
        super.init()
    }

    /// Asks the delegate again for the region and style under the pointer, as when something that
    /// decides them changed.
    open func invalidate() {
        PointerRouting.refresh(invalidating: self)
    }

    open func willMove(to view: UIView?) {}

    open func didMove(to view: UIView?) {
        self.view = view
        invalidate()
    }
}
