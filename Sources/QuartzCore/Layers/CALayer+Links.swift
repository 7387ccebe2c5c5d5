import Foundation

/// Unretained links for the hot paths of view-backed layers.
///
/// Views and layers in a hierarchy are weakly referenced (`superlayer`, `superview`), so each has a
/// side table, and every load of a weak reference (`swift_weakLoadStrong`, then a release on the slow
/// path) touches that side table: autoresizing one view loaded weak references eight times (the frame
/// getter, layout marking, the root look-up, the superlayer's layout mark, two action look-ups, the layout
/// pass). Two plain links replace those loads:
///
/// - `_superlayerLink` mirrors `superlayer`: set by its `didSet` (every hierarchy edit assigns
///   `superlayer`), cleared in a layer's `deinit` for the sublayers that outlive it (the only way the weak
///   reference goes nil without an assignment).
/// - `_ownerView` is the view that owns the layer (`UIView.layer`), set by UIView's initializer
///   (`_becomeOwned(by:)`), cleared by any later assignment of `delegate` and by UIView's `deinit`. While it
///   is set, `delegate` is that view, so the layer calls the view directly (`_LayerOwnerViewCalls`)
///   instead of loading a weak reference, and `delegate` itself reads the link: the owning view is never
///   weakly referenced by its layer, so a view outside any hierarchy has no side table (making one and
///   taking the slow reference-counting path on every retain of the view cost about 2k instructions per
///   fresh label). Layers with any other delegate keep the weak look-up.
///
/// The owner link is not a typed `unowned(unsafe)` reference to the delegate protocol: calling through one
/// retains and releases the view around every call, and a view's reference count lives in its side table
/// (views are weakly referenced), so each call takes the slow path. Measured on autoresizing 10,000 views
/// (layout calls the owner for every view): 0.69 ms with this link, 1.71 ms with the typed reference, 32%
/// of it in `incrementSlow`/`doDecrementSlow`. The static entry points below are typed by the protocol and
/// hold the view for the call through its superview's subview list instead.
@preconcurrency @MainActor
package protocol _LayerOwnerViewCalls: AnyObject {
    /// The owner view's `action(for:forKey:)` (`view` is an unretained `Unmanaged` of the view).
    static func _ownerAction(_ view: UnsafeMutableRawPointer, for layer: CALayer, forKey event: String) -> (any CAAction)?
    /// The owner view's `layoutSublayers(of:)`.
    static func _ownerLayoutSublayers(_ view: UnsafeMutableRawPointer, of layer: CALayer)
    /// The owner view as the layer's delegate (`delegate`'s getter while the owner link is set).
    static func _ownerDelegate(_ view: UnsafeMutableRawPointer) -> any CALayerDelegate
}

extension CALayer {
    /// The class that answers for owner views (UIKit's `UIView`), set by UIKit before any `_ownerView`.
    @exclusivity(unchecked) package nonisolated(unsafe) static var _ownerViewCalls: (any _LayerOwnerViewCalls.Type)?

    /// Makes the view at `view` this layer's delegate through the owner link alone (UIView's initializers;
    /// `calls` answers for it). The view clears the link in its `deinit`; `delegate` reads nil from then on.
    package func _becomeOwned(by view: UnsafeMutableRawPointer, calls: any _LayerOwnerViewCalls.Type) {
        _weakDelegate = nil
        _delegateIsView = true
        CALayer._ownerViewCalls = calls
        _ownerView = view
    }

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
