import Foundation

/// Unretained links for the hot paths of view-backed layers.
///
/// Every view and layer is weakly referenced (`superlayer`, `superview`, `CALayer.delegate`), so each has a
/// side table, and every load of a weak reference (`swift_weakLoadStrong`, then a release on the slow
/// path) touches that side table: autoresizing one view loaded weak references eight times (the frame
/// getter, layout marking, the root look-up, the superlayer's layout mark, two action look-ups, the layout
/// pass). Two plain links replace those loads:
///
/// - `_superlayerLink` mirrors `superlayer`: set by its `didSet` (every hierarchy edit assigns
///   `superlayer`), cleared in a layer's `deinit` for the sublayers that outlive it (the only way the weak
///   reference goes nil without an assignment).
/// - `_ownerView` is the view that owns the layer (`UIView.layer`), set by UIView's initializer right
///   after it becomes the delegate, cleared by any later assignment of `delegate` and by UIView's
///   `deinit`. While it is set, `delegate` is that view, so the layer calls the view directly
///   (`_LayerOwnerViewCalls`) instead of loading the weak `delegate`. Layers with any other delegate
///   keep the weak look-up.
@preconcurrency @MainActor
package protocol _LayerOwnerViewCalls: AnyObject {
    /// The owner view's `action(for:forKey:)` (`view` is an unretained `Unmanaged` of the view).
    static func _ownerAction(_ view: UnsafeMutableRawPointer, for layer: CALayer, forKey event: String) -> (any CAAction)?
    /// The owner view's `layoutSublayers(of:)`.
    static func _ownerLayoutSublayers(_ view: UnsafeMutableRawPointer, of layer: CALayer)
}

extension CALayer {
    /// The class that answers for owner views (UIKit's `UIView`), set by UIKit before any `_ownerView`.
    @exclusivity(unchecked) package nonisolated(unsafe) static var _ownerViewCalls: (any _LayerOwnerViewCalls.Type)?

    /// The topmost ancestor, reached through the unretained links: no weak loads, no reference counting.
    var _rootLayerUnretained: Unmanaged<CALayer> {
        #if UIKIT_INTERNAL_CHECKS
        var c: CALayer? = self
        while let x = c {
            precondition(x._superlayerLink?.toOpaque() == x.superlayer.map { Unmanaged.passUnretained($0).toOpaque() }, "stale superlayer link")
            c = x.superlayer
        }
        #endif
        var l = Unmanaged.passUnretained(self)
        while let s = l._withRef({ $0._superlayerLink }) { l = s }
        return l
    }
}

extension CATransaction {
    /// `registerLayout(_:)` for a root given unretained: the root registered last (the usual case: every
    /// autoresized view of a tree registers the same root) is recognised by identity, without hashing or
    /// reference counting.
    static func _registerLayout(root: Unmanaged<CALayer>) {
        let owner = PipelineOwner.current
        if root.toOpaque() == owner.lastLayoutRoot { owner.hasChanges = true; return }
        owner.registerLayout(root.takeUnretainedValue())
        owner.lastLayoutRoot = root.toOpaque()
    }
}

extension Unmanaged {
    /// `_withUnsafeGuaranteedRef` from a function of this module, so a closure written in main-actor
    /// code gets no run-time executor check when passed on (see Array+Unretained.swift).
    @inline(__always)
    package func _withRef<R>(_ body: (Instance) -> R) -> R { _withUnsafeGuaranteedRef { body($0) } }
}
