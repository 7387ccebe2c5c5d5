import Foundation
import CoreGraphics

/// Full composites of many sublayers from a flat draw list (`FlatDrawList`): the plain leaves' plans,
/// colours and images copied into one contiguous array when the sublayers are first composited, replayed
/// while none of them changed. A layer tree of 10,000 plain leaves is about 11 MB of layers and render
/// nodes spread over the heap; the list is 56 bytes per drawn leaf, so the walk leaves the cache to the
/// pixels.
extension CALayer {
    /// Whether a full composite of these sublayers (in compositing order) goes through the flat list:
    /// many of them, no cull rect, no `sublayerTransform` and upright ancestors (a leaf plan's conditions).
    @inline(__always)
    func compositesFlat(_ order: [CALayer], cull: CGRect?, plain: Bool) -> Bool {
        cull == nil && plain && order.count >= FlatDrawList.minimumSublayers && !CALayer.compositeFlipParity
            && FlatDrawList.isEnabled
    }

    /// Composites the sublayers from the flat list in this layer's node, rebuilding it first if a change
    /// invalidated it.
    func compositeSublayersFlat(_ order: [CALayer], in ctx: CGContext, alpha: CGFloat) {
        let list = flatDrawList
        if !list.valid { list.rebuild(from: order) }
        CALayer.compositedLayerCount &+= list.leafCount
        let draws = list.draws
        draws.withUnsafeBufferPointer { buf in
            for d in buf {
                if d.kind == .layer {
                    order[Int(d.index)].composite(in: ctx, alpha: alpha, cull: nil, parentSublayerIdentity: true)
                    continue
                }
                // Every step of a plain leaf sets the leaf's alpha first, as `drawPlan` does.
                ctx.setAlpha(alpha * CGFloat(d.opacity))
                switch d.kind {
                case .fill:
                    let color = unsafeDowncast(d.object.unsafelyUnwrapped.takeUnretainedValue(), to: CGColor.self)
                    CALayer.fillLeafBackground(color, rect: d.rect, in: ctx)
                case .image:
                    let image = unsafeDowncast(d.object.unsafelyUnwrapped.takeUnretainedValue(), to: CGImage.self)
                    CALayer.drawLeafImage(image, rect: d.rect, interpolation: d.interpolation, in: ctx)
                case .alpha, .layer:
                    break
                }
            }
        }
    }

    /// The flat list of this layer's node, made empty (invalid) on first use.
    private var flatDrawList: FlatDrawList {
        let caches = renderNode.madeCaches
        if let l = caches.flatDraws { return l }
        let l = FlatDrawList()
        caches.flatDraws = l
        return l
    }

    /// Whether the kept flat list equals one built from scratch for the current values (package use by
    /// tests; nil when this layer keeps no valid list).
    package func flatDrawsMatchRebuilt() -> Bool? {
        guard let kept = _node?.caches?.flatDraws, kept.valid else { return nil }
        let fresh = FlatDrawList()
        fresh.rebuild(from: sublayersInCompositingOrder)
        return fresh.draws == kept.draws && fresh.leafCount == kept.leafCount
    }

    /// Whether this layer keeps a valid flat draw list (package use by tests).
    package var hasValidFlatDraws: Bool { _node?.caches?.flatDraws?.valid ?? false }

    /// Drops this layer's leaf plan, and its superlayer's flat list, which holds a copy of it.
    @inline(__always)
    func invalidateLeafPlan(_ node: RenderNode) {
        node.plan.valid = false
        _superlayerLink?._withRef { $0._node?.caches?.flatDraws?.valid = false }
    }

    /// Drops the sublayers' leaf plans (they follow this layer's `sublayerTransform` and flip), and with
    /// them this layer's flat list.
    func invalidateSublayerPlans() {
        _sublayers._forEachUnretained { $0._node?.plan.valid = false }
        _node?.caches?.flatDraws?.valid = false
    }
}

extension FlatDrawList {
    /// Refills the list from the sublayers in compositing order: each visible plain leaf becomes its
    /// alpha, fill and image steps (the border needs the general way), every other visible sublayer one
    /// `.layer` step. Makes the leaves' plans and nodes, as compositing them one by one would.
    func rebuild(from order: [CALayer]) {
        draws.removeAll(keepingCapacity: true)
        leafCount = 0
        for (i, s) in order.enumerated() {
            guard !s.rIsHidden, s.rOpacity > 0 else { continue }
            let plan = s.validLeafPlan
            let opacity = s.rOpacity
            guard plan.fast, !plan.drawsBorder else {
                draws.append(FlatDraw(rect: .null, object: nil, opacity: opacity, index: Int32(i), kind: .layer,
                                      interpolation: .default))
                continue
            }
            leafCount += 1
            var drew = false
            if plan.drawsBackground, let bg = s.rBackgroundColor {
                draws.append(FlatDraw(rect: plan.rect, object: Unmanaged.passUnretained(bg as AnyObject), opacity: opacity,
                                      index: Int32(i), kind: .fill, interpolation: .default))
                drew = true
            }
            if plan.drawsImage, let image = s.rContentsImage {
                draws.append(FlatDraw(rect: plan.imageRect, object: Unmanaged.passUnretained(image as AnyObject), opacity: opacity,
                                      index: Int32(i), kind: .image, interpolation: plan.interpolation))
                drew = true
            }
            if !drew {
                draws.append(FlatDraw(rect: .null, object: nil, opacity: opacity, index: Int32(i), kind: .alpha,
                                      interpolation: .default))
            }
        }
        valid = true
    }
}
