import Foundation
import CoreGraphics

/// What the compositor and the damage tracker read: a property's value in the frame being rendered, the
/// render node's presented value while an animation applies and the model value otherwise. Outside a frame
/// no node has presented values, so these equal the model's values (the non-animated path costs one nil
/// check).
extension CALayer {
    /// The layer's render node, made on first use.
    var renderNode: RenderNode {
        if let n = _node { return n }
        let n = RenderNode()
        _node = n
        return n
    }

    @inline(__always) var rBounds: CGRect { _node?.presented?.bounds ?? bounds }
    @inline(__always) var rPosition: CGPoint { _node?.presented?.position ?? position }
    @inline(__always) var rAnchorPoint: CGPoint { _node?.presented?.anchorPoint ?? anchorPoint }
    @inline(__always) var rAnchorPointZ: CGFloat { _node?.presented?.anchorPointZ ?? anchorPointZ }
    @inline(__always) var rZPosition: CGFloat { _node?.presented?.zPosition ?? zPosition }
    @inline(__always) var rTransform: CATransform3D { _node?.presented?.transform ?? transform }
    @inline(__always) var rSublayerTransform: CATransform3D { _node?.presented?.sublayerTransform ?? sublayerTransform }
    @inline(__always) var rTransformIsIdentity: Bool { _node?.presented?.transformIsIdentity ?? _transformIsIdentity }
    @inline(__always) var rTransformIsAffine: Bool { _node?.presented?.transformIsAffine ?? _transformIsAffine }
    @inline(__always) var rSublayerTransformIsIdentity: Bool {
        _node?.presented?.sublayerTransformIsIdentity ?? _sublayerTransformIsIdentity
    }
    @inline(__always) var rSublayerTransformIsAffine: Bool {
        _node?.presented?.sublayerTransformIsAffine ?? _sublayerTransformIsAffine
    }
    @inline(__always) var rOpacity: Float { _node?.presented?.opacity ?? opacity }
    @inline(__always) var rIsHidden: Bool { _node?.presented?.isHidden ?? isHidden }
    @inline(__always) var rMasksToBounds: Bool { _node?.presented?.masksToBounds ?? masksToBounds }
    @inline(__always) var rBackgroundColor: CGColor? {
        guard let n = _node, n.isPresenting else { return backgroundColor }
        return n.presented?.backgroundColor
    }
    @inline(__always) var rBorderColor: CGColor? {
        guard let n = _node, n.isPresenting else { return borderColor }
        return n.presented?.borderColor
    }
    @inline(__always) var rBorderWidth: CGFloat { _node?.presented?.borderWidth ?? borderWidth }
    @inline(__always) var rCornerRadius: CGFloat { _node?.presented?.cornerRadius ?? cornerRadius }
    @inline(__always) var rShadowColor: CGColor? {
        guard let n = _node, n.isPresenting else { return shadowColor }
        return n.presented?.shadowColor
    }
    @inline(__always) var rShadowOpacity: Float { _node?.presented?.shadowOpacity ?? shadowOpacity }
    @inline(__always) var rShadowOffset: CGSize { _node?.presented?.shadowOffset ?? shadowOffset }
    @inline(__always) var rShadowRadius: CGFloat { _node?.presented?.shadowRadius ?? shadowRadius }
    @inline(__always) var rShadowPath: CGPath? {
        guard let n = _node, n.isPresenting else { return shadowPath }
        return n.presented?.shadowPath
    }
    @inline(__always) var rContentsRect: CGRect { _node?.presented?.contentsRect ?? contentsRect }
    @inline(__always) var rContentsCenter: CGRect { _node?.presented?.contentsCenter ?? contentsCenter }
    @inline(__always) var rContentsImage: CGImage? {
        guard let n = _node, n.isPresenting else { return _contentsImage }
        return n.presented?.contentsImage
    }
    /// The frame's presented value of a subclass property or custom key an animation wrote (nil when none did).
    func presentedOther(_ key: String) -> AnimValue? { _node?.presented?.other[key] }
    /// Whether the frame draws transition overlays over this layer.
    @inline(__always) var hasOverlays: Bool { !(_node?.overlays.isEmpty ?? true) }
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
        var reorders = (node.presented?.zPosition ?? z) != z
        var sublayerTransformed = !(node.presented?.sublayerTransformIsIdentity ?? true)
        node.presented = values
        node.isPresenting = values != nil
        node.overlays = overlays
        if let values {
            reorders = reorders || values.zPosition != z
            sublayerTransformed = sublayerTransformed || !values.sublayerTransformIsIdentity || !_sublayerTransformIsIdentity
        }
        _plan.valid = false
        _appearanceGeneration &+= 1
        if reorders { superlayer?._orderCache = nil }
        if sublayerTransformed { for c in _sublayers { c._plan.valid = false } }
    }
}
