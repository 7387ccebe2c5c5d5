import Foundation
import CoreGraphics

/// What a layer's render node holds, for tests that check the render tree against the model.
extension CALayer {
    /// The node's remembered surface rects, pending damage bits, whether it presents values, and its
    /// cached compositing order (nil when not cached); nil for a layer without a node.
    package var _renderNodeState: (renderedRect: CGRect, renderedSubtreeRect: CGRect, damageFlags: UInt8,
                                   isPresenting: Bool, order: [CALayer]?)? {
        guard let n = _node else { return nil }
        return (n.renderedRect, n.renderedSubtreeRect, n.damageFlags, _isPresenting, n.orderCache)
    }

    /// The committed values of the layer's render node that differ from its model's, with "animations" when
    /// the committed animation list is not the layer's, "animation timing" when an attached animation's
    /// timing changed since (`CAAnimation.modifyAttached(on:_:)`) (empty when they all agree, nil for a layer without a
    /// node).
    package var _committedValueDifferences: [String]? {
        guard let n = _node else { return nil }
        var out = RenderValues(model: self).differences(from: n.values)
        if !RenderNode.sameAnimations(_extras?.animations ?? [], n.animations) { out.append("animations") }
        if (_extras?.animations ?? []).contains(where: { $0.animation.timingPending }) { out.append("animation timing") }
        return out
    }
}
