import Foundation
import CoreGraphics

/// What the compositor and the damage tracker read: a property's value in the frame being rendered, the
/// render node's presented value while an animation applies and the model value otherwise. Outside a frame
/// no node has presented values, so these equal the model's values (the path of a layer that presents
/// nothing tests one flag on the layer and never touches the node).
extension CALayer {
    /// The layer's render node, made on first use (by the compositor, the damage tracker and the frame's
    /// animation evaluation).
    @inline(__always) var renderNode: RenderNode {
        if let n = _node { return n }
        return makeRenderNode()
    }

    @inline(never) private func makeRenderNode() -> RenderNode {
        let n = RenderNode()
        _node = n
        return n
    }

    /// The presented values' cell; only valid while `_isPresenting` (its fields are read in place).
    @inline(__always) var _pvBox: PresentedBox { _node.unsafelyUnwrapped.presentedBox.unsafelyUnwrapped }

    @inline(__always) var rBounds: CGRect { _isPresenting ? _pvBox.values.bounds : bounds }
    @inline(__always) var rPosition: CGPoint { _isPresenting ? _pvBox.values.position : position }
    @inline(__always) var rAnchorPoint: CGPoint { _isPresenting ? _pvBox.values.anchorPoint : anchorPoint }
    @inline(__always) var rAnchorPointZ: CGFloat { _isPresenting ? _pvBox.values.anchorPointZ : anchorPointZ }
    @inline(__always) var rZPosition: CGFloat { _isPresenting ? _pvBox.values.zPosition : zPosition }
    @inline(__always) var rTransform: CATransform3D { _isPresenting ? _pvBox.values.transform : transform }
    @inline(__always) var rSublayerTransform: CATransform3D { _isPresenting ? _pvBox.values.sublayerTransform : sublayerTransform }
    @inline(__always) var rTransformIsIdentity: Bool { _isPresenting ? _pvBox.values.transformIsIdentity : _transformIsIdentity }
    @inline(__always) var rTransformIsAffine: Bool { _isPresenting ? _pvBox.values.transformIsAffine : _transformIsAffine }
    @inline(__always) var rSublayerTransformIsIdentity: Bool {
        _isPresenting ? _pvBox.values.sublayerTransformIsIdentity : _sublayerTransformIsIdentity
    }
    @inline(__always) var rSublayerTransformIsAffine: Bool {
        _isPresenting ? _pvBox.values.sublayerTransformIsAffine : _sublayerTransformIsAffine
    }
    @inline(__always) var rOpacity: Float { _isPresenting ? _pvBox.values.opacity : opacity }
    @inline(__always) var rIsHidden: Bool { _isPresenting ? _pvBox.values.isHidden : isHidden }
    @inline(__always) var rMasksToBounds: Bool { _isPresenting ? _pvBox.values.masksToBounds : masksToBounds }
    @inline(__always) var rBackgroundColor: CGColor? {
        _isPresenting ? _pvBox.values.backgroundColor : backgroundColor
    }
    @inline(__always) var rBorderColor: CGColor? {
        _isPresenting ? _pvBox.values.borderColor : borderColor
    }
    @inline(__always) var rBorderWidth: CGFloat { _isPresenting ? _pvBox.values.borderWidth : borderWidth }
    @inline(__always) var rCornerRadius: CGFloat { _isPresenting ? _pvBox.values.cornerRadius : cornerRadius }
    @inline(__always) var rShadowColor: CGColor? {
        _isPresenting ? _pvBox.values.shadowColor : shadowColor
    }
    @inline(__always) var rShadowOpacity: Float { _isPresenting ? _pvBox.values.shadowOpacity : shadowOpacity }
    @inline(__always) var rShadowOffset: CGSize { _isPresenting ? _pvBox.values.shadowOffset : shadowOffset }
    @inline(__always) var rShadowRadius: CGFloat { _isPresenting ? _pvBox.values.shadowRadius : shadowRadius }
    @inline(__always) var rShadowPath: CGPath? {
        _isPresenting ? _pvBox.values.shadowPath : shadowPath
    }
    @inline(__always) var rContentsRect: CGRect { _isPresenting ? _pvBox.values.contentsRect : contentsRect }
    @inline(__always) var rContentsCenter: CGRect { _isPresenting ? _pvBox.values.contentsCenter : contentsCenter }
    @inline(__always) var rContentsImage: CGImage? {
        _isPresenting ? _pvBox.values.contentsImage : _contentsImage
    }
    /// The frame's presented value of a subclass property or custom key an animation wrote (nil when none did).
    func presentedOther(_ key: String) -> AnimValue? { _isPresenting ? _pvBox.values.other[key] : nil }
    /// Whether the frame draws transition overlays over this layer (only a presenting node has any).
    @inline(__always) var hasOverlays: Bool { _isPresenting && !_node.unsafelyUnwrapped.overlays.isEmpty }
}

extension CALayer {
    /// Sets or clears the frame's presented values of this layer and drops the compositor's caches that
    /// follow them: its leaf plan and appearance (shadow, gradient images), its superlayer's compositing
    /// order when the presented `zPosition` differs from the model's, and its sublayers' plans when a
    /// `sublayerTransform` is involved.
    func setPresented(_ values: PresentedValues?, overlays: [TransitionOverlay]) {
        let node = values == nil ? _node : renderNode
        guard let node else { return }
        let z = zPosition
        var reorders = (_isPresenting ? _pvBox.values.zPosition : z) != z
        var sublayerTransformed = _isPresenting && !_pvBox.values.sublayerTransformIsIdentity
        if let values {
            if let box = node.presentedBox { box.values = values } else { node.presentedBox = PresentedBox(values) }
        } else if !hasAnimations {
            // The cell is kept while animations run, so frames allocate nothing; its stale values are
            // never read (`_isPresenting` is false).
            node.presentedBox = nil
        }
        _isPresenting = values != nil
        node.overlays = overlays
        if let values {
            reorders = reorders || values.zPosition != z
            sublayerTransformed = sublayerTransformed || !values.sublayerTransformIsIdentity || !_sublayerTransformIsIdentity
        }
        node.plan.valid = false
        _appearanceGeneration &+= 1
        if reorders { superlayer?._node?.dropOrder() }
        if sublayerTransformed { for c in _sublayers { c._node?.plan.valid = false } }
    }
}
