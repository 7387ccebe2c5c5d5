import Foundation
import QuartzCore

/// The frame's discipline on the view side, checked in debug builds (`UIKIT_INTERNAL_CHECKS`): while a
/// frame is composited (`PipelineOwner.Phase.render`) the view tree is the model the render reads, so no
/// view's geometry, transform, alpha, visibility or subviews change. Layer setters check the same for
/// the layer model (`CALayer.noteDamage`); this check names the view and covers edits that change no
/// layer value yet (a hierarchy edit's bookkeeping, a setter with an equal value).
extension UIView {
    #if UIKIT_INTERNAL_CHECKS
    /// Traps when called during the render phase; `what` names the edit.
    @inline(__always)
    func _checkNotRendering(_ what: @autoclosure () -> String) {
        precondition(PipelineOwner.current.phase != .render, "\(type(of: self)).\(what()) changed during render")
    }
    #else
    @inline(__always)
    func _checkNotRendering(_ what: @autoclosure () -> String) {}
    #endif
}
