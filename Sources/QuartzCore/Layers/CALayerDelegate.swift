import Foundation
import CoreGraphics

/// What a layer asks of its delegate, mirroring `CALayerDelegate`. Every method is optional, as in
/// Objective-C: the protocol extension supplies Apple's default behaviour.
@preconcurrency @MainActor
public protocol CALayerDelegate: AnyObject {
    /// Replaces the layer's own display step (set `contents` here). The default falls back to the layer's
    /// backing-store drawing through `draw(_:in:)`.
    func display(_ layer: CALayer)
    /// Draws the layer's content into a context whose origin is the bounds origin, y down.
    func draw(_ layer: CALayer, in ctx: CGContext)
    /// Called before `draw(_:in:)`.
    func layerWillDraw(_ layer: CALayer)
    /// Lays out the layer's sublayers.
    func layoutSublayers(of layer: CALayer)
    /// The action for `event` on `layer`: an action, `NSNull()` to stop the search with no action, or nil
    /// to let the layer keep searching (`actions`, `style`, `defaultAction(forKey:)`).
    func action(for layer: CALayer, forKey event: String) -> (any CAAction)?
}

extension CALayerDelegate {
    /// The default: lets the layer draw itself through its backing store.
    public func display(_ layer: CALayer) { layer.delegateDisplayNotImplemented = true }
    /// The default: draws nothing.
    public func draw(_ layer: CALayer, in ctx: CGContext) {}
    /// The default: does nothing.
    public func layerWillDraw(_ layer: CALayer) {}
    /// The default: does nothing.
    public func layoutSublayers(of layer: CALayer) {}
    /// The default: no answer, so the layer keeps searching.
    public func action(for layer: CALayer, forKey event: String) -> (any CAAction)? { nil }
}
