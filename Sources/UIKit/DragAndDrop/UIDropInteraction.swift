import Foundation

/// An interaction that lets a view take drops, mirroring `UIDropInteraction`: when a drop session is
/// over the view and the delegate can handle it, the delegate proposes an operation and performs the drop.
/// On the Linux desktop sessions come from other programs (files and text dropped on the window,
/// `UIWindow.sendDrop(_:at:)`).
@preconcurrency @MainActor
open class UIDropInteraction: NSObject, UIInteraction {
    /// The delegate that accepts and performs drops.
    open private(set) weak var delegate: (any UIDropInteractionDelegate)?
    /// Whether the interaction takes more than one session at a time.
    open var allowsSimultaneousDropSessions = false
    /// The view the interaction is attached to.
    open private(set) weak var view: UIView?

    /// An interaction whose drops `delegate` handles.
    public init(delegate: any UIDropInteractionDelegate) {
        self.delegate = delegate
        super.init()
    }

    open func willMove(to view: UIView?) {}
    open func didMove(to view: UIView?) { self.view = view }
}
