import Foundation
import CoreGraphics

/// What the compositor and the damage tracker read: a property's value in the frame being rendered, the
/// render node's presented value while an animation applies, else the node's committed value
/// (`RenderValues`, copied from the model at commit). A layer without a node has not entered the render
/// tree yet, and reads the model (a node is filled from the model when made).
/// Hit testing and coordinate conversions read the model, not these.
extension CALayer {
    /// The layer's render node, made on first use (by the commit, the compositor, the damage tracker and
    /// the frame's animation evaluation) and filled with the layer's model values.
    @inline(__always) var renderNode: RenderNode {
        if let n = _node { return n }
        return makeRenderNode()
    }

    @inline(never) private func makeRenderNode() -> RenderNode {
        let n = RenderNode(model: self)
        _node = n
        return n
    }

    /// The presented values' cell; only valid while `_isPresenting` (its fields are read in place).
    @inline(__always) var _pvBox: PresentedBox { _node.unsafelyUnwrapped.presentedBox.unsafelyUnwrapped }

    @inline(__always) var rBounds: CGRect {
        if _isPresenting { return _pvBox.values.bounds }
        if let n = _node { return n.values.bounds }
        return bounds
    }
    @inline(__always) var rPosition: CGPoint {
        if _isPresenting { return _pvBox.values.position }
        if let n = _node { return n.values.position }
        return position
    }
    @inline(__always) var rAnchorPoint: CGPoint {
        if _isPresenting { return _pvBox.values.anchorPoint }
        if let n = _node { return n.values.anchorPoint }
        return anchorPoint
    }
    @inline(__always) var rAnchorPointZ: CGFloat {
        if _isPresenting { return _pvBox.values.anchorPointZ }
        if let n = _node { return n.values.anchorPointZ }
        return anchorPointZ
    }
    @inline(__always) var rZPosition: CGFloat {
        if _isPresenting { return _pvBox.values.zPosition }
        if let n = _node { return n.values.zPosition }
        return zPosition
    }
    @inline(__always) var rTransform: CATransform3D {
        if _isPresenting { return _pvBox.values.transform }
        if let n = _node { return n.values.transformBox?.value ?? CATransform3DIdentity }
        return transform
    }
    @inline(__always) var rSublayerTransform: CATransform3D {
        if _isPresenting { return _pvBox.values.sublayerTransform }
        if let n = _node { return n.values.sublayerTransformBox?.value ?? CATransform3DIdentity }
        return sublayerTransform
    }
    /// The boxes are nil exactly for the identity.
    @inline(__always) var rTransformIsIdentity: Bool {
        if _isPresenting { return _pvBox.values.transformIsIdentity }
        if let n = _node { return n.values.transformBox == nil }
        return _transformIsIdentity
    }
    @inline(__always) var rTransformIsAffine: Bool {
        if _isPresenting { return _pvBox.values.transformIsAffine }
        if let n = _node { return n.values.transformIsAffine }
        return _transformIsAffine
    }
    @inline(__always) var rSublayerTransformIsIdentity: Bool {
        if _isPresenting { return _pvBox.values.sublayerTransformIsIdentity }
        if let n = _node { return n.values.sublayerTransformBox == nil }
        return _sublayerTransformIsIdentity
    }
    @inline(__always) var rSublayerTransformIsAffine: Bool {
        if _isPresenting { return _pvBox.values.sublayerTransformIsAffine }
        if let n = _node { return n.values.sublayerTransformIsAffine }
        return _sublayerTransformIsAffine
    }
    @inline(__always) var rOpacity: Float {
        if _isPresenting { return _pvBox.values.opacity }
        if let n = _node { return n.values.opacity }
        return opacity
    }
    @inline(__always) var rIsHidden: Bool {
        if _isPresenting { return _pvBox.values.isHidden }
        if let n = _node { return n.values.isHidden }
        return isHidden
    }
    @inline(__always) var rMasksToBounds: Bool {
        if _isPresenting { return _pvBox.values.masksToBounds }
        if let n = _node { return n.values.masksToBounds }
        return masksToBounds
    }
    @inline(__always) var rBackgroundColor: CGColor? {
        if _isPresenting { return _pvBox.values.backgroundColor }
        if let n = _node { return n.values.backgroundColor }
        return backgroundColor
    }
    @inline(__always) var rBorderColor: CGColor? {
        if _isPresenting { return _pvBox.values.borderColor }
        if let n = _node { return n.values.borderColor }
        return borderColor
    }
    @inline(__always) var rBorderWidth: CGFloat {
        if _isPresenting { return _pvBox.values.borderWidth }
        if let n = _node { return n.values.borderWidth }
        return borderWidth
    }
    @inline(__always) var rCornerRadius: CGFloat {
        if _isPresenting { return _pvBox.values.cornerRadius }
        if let n = _node { return n.values.cornerRadius }
        return cornerRadius
    }
    @inline(__always) var rShadowColor: CGColor? {
        if _isPresenting { return _pvBox.values.shadowColor }
        if let n = _node { return n.rareValue { $0.shadowColor } }
        return shadowColor
    }
    @inline(__always) var rShadowOpacity: Float {
        if _isPresenting { return _pvBox.values.shadowOpacity }
        if let n = _node { return n.values.rare?.shadowOpacity ?? 0 }
        return shadowOpacity
    }
    @inline(__always) var rShadowOffset: CGSize {
        if _isPresenting { return _pvBox.values.shadowOffset }
        if let n = _node { return n.rareValue { $0.shadowOffset } }
        return shadowOffset
    }
    @inline(__always) var rShadowRadius: CGFloat {
        if _isPresenting { return _pvBox.values.shadowRadius }
        if let n = _node { return n.rareValue { $0.shadowRadius } }
        return shadowRadius
    }
    @inline(__always) var rShadowPath: CGPath? {
        if _isPresenting { return _pvBox.values.shadowPath }
        if let n = _node { return n.values.rare?.shadowPath }
        return shadowPath
    }
    @inline(__always) var rContentsRect: CGRect {
        if _isPresenting { return _pvBox.values.contentsRect }
        if let n = _node { return n.rareValue { $0.contentsRect } }
        return contentsRect
    }
    @inline(__always) var rContentsCenter: CGRect {
        if _isPresenting { return _pvBox.values.contentsCenter }
        if let n = _node { return n.rareValue { $0.contentsCenter } }
        return contentsCenter
    }
    @inline(__always) var rContentsImage: CGImage? {
        if _isPresenting { return _pvBox.values.contentsImage }
        if let n = _node { return n.values.contentsImage }
        return _contentsImage
    }
    // The values no animation presents: the committed value, else (no node) the model's. Rare values are
    // read through the stored `rare` cell: `rareOrDefaults`, a getter of the whole `RenderValues`, made
    // the compiler copy all of it (retaining every reference) on each read.
    /// The sublayers in the model's order as committed (the compositor sorts them by `zPosition`).
    @inline(__always) var rSublayers: [CALayer] {
        if let n = _node { return n.values.sublayers }
        return _sublayers.array
    }
    @inline(__always) var rHasSublayers: Bool {
        if let n = _node { return !n.values.sublayers.isEmpty }
        return !_sublayers.isEmpty
    }
    @inline(__always) var rSublayerCount: Int {
        if let n = _node { return n.values.sublayers.count }
        return _sublayers.count
    }
    /// Calls `body` on each committed sublayer, unretained (the list the compositor walks).
    @inline(__always) func forEachRenderedSublayer(_ body: (CALayer) -> Void) {
        if let n = _node {
            let subs = n.values.sublayers // held for the walk
            subs._forEachUnretained(body)
        } else {
            _sublayers._forEachUnretained(body)
        }
    }
    @inline(__always) var rMask: CALayer? {
        if let n = _node { return n.values.rare?.mask }
        return mask
    }
    @inline(__always) var rMaskedCorners: CACornerMask {
        if let n = _node { return n.rareValue { $0.maskedCorners } }
        return maskedCorners
    }
    @inline(__always) var rContentsGravity: CALayerContentsGravity {
        if let n = _node { return n.rareValue { $0.contentsGravity } }
        return contentsGravity
    }
    @inline(__always) var rMinificationFilter: CALayerContentsFilter {
        if let n = _node { return n.rareValue { $0.minificationFilter } }
        return minificationFilter
    }
    @inline(__always) var rMagnificationFilter: CALayerContentsFilter {
        if let n = _node { return n.rareValue { $0.magnificationFilter } }
        return magnificationFilter
    }
    @inline(__always) var rContentsScale: CGFloat {
        if let n = _node { return n.values.contentsScale }
        return contentsScale
    }
    @inline(__always) var rAllowsGroupOpacity: Bool {
        if let n = _node { return n.values.allowsGroupOpacity }
        return allowsGroupOpacity
    }
    @inline(__always) var rIsGeometryFlipped: Bool {
        if let n = _node { return n.values.isGeometryFlipped }
        return isGeometryFlipped
    }
    /// The frame the layer is drawn at, in its superlayer's space (worked out as `frame` is from the model).
    var rFrame: CGRect {
        CGRect(origin: .zero, size: rBounds.size).applying(geometryTransform(excludingBoundsOrigin: true))
    }

    /// The frame's presented value of a subclass property or custom key an animation wrote (nil when none did).
    func presentedOther(_ key: String) -> AnimValue? { _isPresenting ? _pvBox.values.other[key] : nil }
    /// Whether the frame draws transition overlays over this layer (only a presenting node has any).
    @inline(__always) var hasOverlays: Bool { _isPresenting && !_node.unsafelyUnwrapped.overlays.isEmpty }
}

extension CALayer {
    /// Ends the frame's presentation of this layer: the accessors read the committed values again, and the
    /// compositor's caches that followed the presented values are dropped.
    func endPresenting() {
        guard let node = _node else { return }
        let was = presentedState(of: node)
        // The cell is kept while animations run, so frames allocate nothing; its stale values are never
        // read (`_isPresenting` is false).
        if node.animations.isEmpty && !hasAnimations { node.presentedBox = nil }
        presentedValuesChanged(node, was: was, presenting: false, overlays: [])
    }

    /// Presents this layer's animations for a frame: evaluates them at media time `now` straight into the
    /// node's presented values (the committed values, then each animation committed with them on top, as
    /// `presentation()` does, in the node's cell; the
    /// values are never boxed or returned, as a frame does this for every animated layer) and drops the compositor's caches that follow them:
    /// the leaf plan and appearance (shadow, gradient images), the superlayer's compositing order when the
    /// presented `zPosition` differs from the committed one, and the sublayers' plans when a
    /// `sublayerTransform` is involved.
    func presentAnimations(at now: CFTimeInterval) {
        let node = renderNode
        let was = presentedState(of: node)
        let box: PresentedBox
        if let b = node.presentedBox { b.values.reset(committed: node); box = b } else {
            box = PresentedBox(PresentedValues(committed: node, layer: self))
            node.presentedBox = box
        }
        var overlays: [TransitionOverlay] = []
        applyAnimations(to: &box.values, overlays: &overlays, at: now)
        presentedValuesChanged(node, was: was, presenting: true, overlays: overlays)
    }

    /// The presented `zPosition` (the committed one when nothing is presented) and whether a presented
    /// `sublayerTransform` is in effect, before the presented values change.
    private func presentedState(of node: RenderNode) -> (z: CGFloat, sublayerTransformed: Bool) {
        guard _isPresenting else { return (node.values.zPosition, false) }
        return (_pvBox.values.zPosition, !_pvBox.values.sublayerTransformIsIdentity)
    }

    /// Marks the node presenting (or not) and drops the caches that follow presented values.
    private func presentedValuesChanged(_ node: RenderNode, was: (z: CGFloat, sublayerTransformed: Bool),
                                        presenting: Bool, overlays: [TransitionOverlay]) {
        let z = node.values.zPosition
        var reorders = was.z != z
        var sublayerTransformed = was.sublayerTransformed
        _isPresenting = presenting
        node.overlays = overlays
        if presenting {
            let v = _pvBox
            reorders = reorders || v.values.zPosition != z
            sublayerTransformed = sublayerTransformed || !v.values.sublayerTransformIsIdentity
                || node.values.sublayerTransformBox != nil
        }
        invalidateLeafPlan(node)
        _appearanceGeneration &+= 1
        if reorders { superlayer?._node?.dropOrder() }
        if sublayerTransformed { invalidateSublayerPlans() }
    }
}
