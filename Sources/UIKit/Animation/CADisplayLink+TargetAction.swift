import Foundation

extension CADisplayLink {
    /// A display link that sends `selector` to `target` every frame, mirroring
    /// `init(target:selector:)`. Without an Objective-C runtime a method cannot be called by name, so the
    /// target receives the selector through `UITargetActionReceiver.receiveAction(_:from:for:)` (sender:
    /// the link); a target that does not adopt it is not called (see Docs/Deviations.md). The link keeps
    /// the target alive until `invalidate()`, as on iOS.
    public convenience init(target: Any, selector sel: Selector) {
        let receiver = target as AnyObject
        self.init { link in
            (receiver as? UITargetActionReceiver)?.receiveAction(sel, from: link, for: nil)
        }
    }
}
