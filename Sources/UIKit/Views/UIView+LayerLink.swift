import Foundation

/// The view end of the layer's unretained owner link (issue 8; QuartzCore's CALayer+Links.swift): a view
/// is its layer's delegate for life, so the layer calls it without loading its weak `delegate`.
extension UIView: _LayerOwnerViewCalls {
    /// Makes the view its layer's delegate and links the layer to it (both initializers).
    func becomeLayerOwner() {
        layer.delegate = self
        layer._ownerView = Unmanaged.passUnretained(self).toOpaque()
        CALayer._ownerViewCalls = UIView.self
    }

    package static func _ownerAction(_ view: UnsafeMutableRawPointer, for layer: CALayer, forKey event: String) -> (any CAAction)? {
        #if UIKIT_INTERNAL_CHECKS
        precondition(layer.delegate.map { Unmanaged.passUnretained($0 as AnyObject).toOpaque() } == view, "stale owner link")
        #endif
        return Unmanaged<UIView>.fromOpaque(view)._withViewRef { $0.action(for: layer, forKey: event) }
    }

    package static func _ownerLayoutSublayers(_ view: UnsafeMutableRawPointer, of layer: CALayer) {
        #if UIKIT_INTERNAL_CHECKS
        precondition(layer.delegate.map { Unmanaged.passUnretained($0 as AnyObject).toOpaque() } == view, "stale owner link")
        #endif
        // Retained for the call, as the weak `delegate` load did: layout code may drop the last other
        // reference to the view (removing it from its superview), and it must live until the call returns.
        // (A strong local lives through the call made on it; no closure, so no run-time executor check.)
        let v = Unmanaged<UIView>.fromOpaque(view).takeUnretainedValue()
        v.layoutSublayers(of: layer)
    }
}

extension Unmanaged {
    /// `_withUnsafeGuaranteedRef` from a function of this module: a closure written in main-actor code and
    /// passed to another module's function gets a run-time executor check at every entry (SE-0423).
    @inline(__always)
    func _withViewRef<R>(_ body: (Instance) -> R) -> R { _withUnsafeGuaranteedRef { body($0) } }
}
