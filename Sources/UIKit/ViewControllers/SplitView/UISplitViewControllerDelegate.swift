import Foundation

/// Hears about a split view controller's display mode and collapsing, mirroring
/// `UISplitViewControllerDelegate`. Every method is optional.
@preconcurrency @MainActor
public protocol UISplitViewControllerDelegate: AnyObject {
    /// The display mode is about to change.
    func splitViewController(_ svc: UISplitViewController, willChangeTo displayMode: UISplitViewController.DisplayMode)
    /// Which column to show when the interface collapses (column style); defaults to the proposal.
    func splitViewController(_ svc: UISplitViewController, topColumnForCollapsingToProposedTopColumn proposedTopColumn: UISplitViewController.Column) -> UISplitViewController.Column
    /// The interface is about to collapse (column style).
    func splitViewControllerDidCollapse(_ svc: UISplitViewController)
    /// The interface expanded again (column style).
    func splitViewControllerDidExpand(_ svc: UISplitViewController)
    /// Return true to handle collapsing the secondary onto the primary yourself (classic style); false
    /// lets the split view controller push it.
    func splitViewController(_ splitViewController: UISplitViewController, collapseSecondary secondaryViewController: UIViewController,
                             onto primaryViewController: UIViewController) -> Bool
    /// Return true to handle `showDetailViewController(_:sender:)` yourself.
    func splitViewController(_ splitViewController: UISplitViewController, showDetail vc: UIViewController, sender: Any?) -> Bool
    /// Return true to handle `show(_:sender:)` yourself.
    func splitViewController(_ splitViewController: UISplitViewController, show vc: UIViewController, sender: Any?) -> Bool
}

extension UISplitViewControllerDelegate {
    public func splitViewController(_ svc: UISplitViewController, willChangeTo displayMode: UISplitViewController.DisplayMode) {}
    public func splitViewController(_ svc: UISplitViewController, topColumnForCollapsingToProposedTopColumn proposedTopColumn: UISplitViewController.Column) -> UISplitViewController.Column { proposedTopColumn }
    public func splitViewControllerDidCollapse(_ svc: UISplitViewController) {}
    public func splitViewControllerDidExpand(_ svc: UISplitViewController) {}
    public func splitViewController(_ splitViewController: UISplitViewController, collapseSecondary secondaryViewController: UIViewController,
                                    onto primaryViewController: UIViewController) -> Bool { false }
    public func splitViewController(_ splitViewController: UISplitViewController, showDetail vc: UIViewController, sender: Any?) -> Bool { false }
    public func splitViewController(_ splitViewController: UISplitViewController, show vc: UIViewController, sender: Any?) -> Bool { false }
}

extension UIViewController {
    /// The closest ancestor split view controller (`splitViewController`).
    public var splitViewController: UISplitViewController? {
        var p = _parent
        while let c = p { if let s = c as? UISplitViewController { return s }; p = c._parent }
        return nil
    }
}
