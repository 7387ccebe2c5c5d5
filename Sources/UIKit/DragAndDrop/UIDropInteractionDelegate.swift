import Foundation

/// The delegate of a drop interaction, mirroring `UIDropInteractionDelegate`. Every method is optional;
/// without `dropInteraction(_:sessionDidUpdate:)` the view accepts no drop (the proposal is `.cancel`).
@preconcurrency @MainActor
public protocol UIDropInteractionDelegate: AnyObject {
    /// Whether the interaction takes the session at all (default true).
    func dropInteraction(_ interaction: UIDropInteraction, canHandle session: any UIDropSession) -> Bool
    /// The session moved into the view.
    func dropInteraction(_ interaction: UIDropInteraction, sessionDidEnter session: any UIDropSession)
    /// The session moved within the view: the operation a drop now would have.
    func dropInteraction(_ interaction: UIDropInteraction, sessionDidUpdate session: any UIDropSession) -> UIDropProposal
    /// The session left the view, or was dropped on it with a `.cancel` or `.forbidden` proposal.
    func dropInteraction(_ interaction: UIDropInteraction, sessionDidExit session: any UIDropSession)
    /// The items were dropped with a `.copy` or `.move` proposal: load them (`loadObjects(ofClass:)`).
    func dropInteraction(_ interaction: UIDropInteraction, performDrop session: any UIDropSession)
    /// The drop's animations ended, after `performDrop`.
    func dropInteraction(_ interaction: UIDropInteraction, concludeDrop session: any UIDropSession)
    /// The session ended, on every interaction that could handle it.
    func dropInteraction(_ interaction: UIDropInteraction, sessionDidEnd session: any UIDropSession)
}

extension UIDropInteractionDelegate {
    public func dropInteraction(_ interaction: UIDropInteraction, canHandle session: any UIDropSession) -> Bool { true }
    public func dropInteraction(_ interaction: UIDropInteraction, sessionDidEnter session: any UIDropSession) {}
    public func dropInteraction(_ interaction: UIDropInteraction, sessionDidUpdate session: any UIDropSession) -> UIDropProposal {
        UIDropProposal(operation: .cancel)
    }
    public func dropInteraction(_ interaction: UIDropInteraction, sessionDidExit session: any UIDropSession) {}
    public func dropInteraction(_ interaction: UIDropInteraction, performDrop session: any UIDropSession) {}
    public func dropInteraction(_ interaction: UIDropInteraction, concludeDrop session: any UIDropSession) {}
    public func dropInteraction(_ interaction: UIDropInteraction, sessionDidEnd session: any UIDropSession) {}
}
