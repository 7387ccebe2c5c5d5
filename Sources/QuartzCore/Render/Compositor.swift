import Foundation
import CoreGraphics

/// The compositor: draws a layer tree into a `CGContext` from cached contents and layer properties,
/// without running any drawing code. Order for each layer, as Core Animation composites: shadow,
/// background, contents, subclass content (shape, gradient), sublayers (by `zPosition`, then index),
/// border on top. `masksToBounds` clips contents and sublayers (rounded by `cornerRadius`); `mask` keeps
/// what lies under the mask's alpha; `opacity` below 1 on a layer with sublayers composites the subtree
/// once, offscreen, when `allowsGroupOpacity` is true.
extension CALayer {
    /// How many layers the current composite has drawn (package statistics for tests and benchmarks).
    nonisolated(unsafe) static var compositedLayerCount = 0

    /// `render(in:)`: the whole tree "in the coordinate space of the layer" (a point of the layer's bounds
    /// lands at the same point of the context, so a context made for the layer's `bounds` shows what
    /// the layer shows), with pending display done first, ignoring the layer's own position, transform,
    /// opacity and hidden state.
    func renderTree(in ctx: CGContext) {
        CATransaction.displayPending(in: self)
        // The tree is drawn as committed: the model's changes so far are handed to the render tree first.
        PipelineOwner.current.commitRenderValues()
        ctx.saveGState()
        // The layer's own geometry (and so its own flip) is not applied: its flips start here.
        let parity = CALayer.compositeFlipParity
        CALayer.compositeFlipParity = false
        compositeBody(in: ctx, alpha: 1, cull: nil, drawShadow: true, applyMask: true)
        CALayer.compositeFlipParity = parity
        ctx.restoreGState()
        // The nodes made for a tree no renderer draws stay with its layers (their values follow the model
        // at each commit) and keep its caches for the next render: the compositing orders, leaf plans and
        // flat draw lists. Dropping them after every render(in:) made each render of an unchanged tree
        // make and fill a node per layer and rebuild every list.
    }

    /// Composites this layer as a sublayer: its geometry transform is applied first. `cull` (surface
    /// pixels) skips subtrees whose last rendered rect lies outside it. `parentSublayerIdentity` says the
    /// superlayer has no `sublayerTransform`, which lets plain leaves skip the graphics-state push.
    package func composite(in ctx: CGContext, alpha: CGFloat, cull: CGRect?, parentSublayerIdentity: Bool = true) {
        guard !rIsHidden, rOpacity > 0 else { return }
        let node: RenderNode
        if let cull {
            // A layer without a node was never drawn, so it has no rect to meet the damage.
            guard let n = _node, rectsMeet(n.renderedSubtreeRect, cull) else { return }
            node = n
        } else {
            node = renderNode
        }
        CALayer.compositedLayerCount &+= 1
        let layerAlpha = alpha * CGFloat(rOpacity)
        // A plan draws in the superlayer's space as if nothing above were flipped; a flipped leaf under
        // upright ancestors looks the same either way (its flip mirrors nothing it draws).
        if parentSublayerIdentity, !CALayer.compositeFlipParity {
            if !node.plan.valid { node.plan = makePlan() }
            if node.plan.fast { drawPlan(of: node, in: ctx, alpha: layerAlpha); return }
        }
        withGeometryFlip { compositeTransformed(in: ctx, alpha: layerAlpha, cull: cull) }
    }

    /// Composites this layer through its geometry transform (projected, grouped or plain).
    private func compositeTransformed(in ctx: CGContext, alpha layerAlpha: CGFloat, cull: CGRect?) {
        if needsProjection {
            compositeProjected(in: ctx, alpha: layerAlpha)
            return
        }
        let m = geometryTransform()
        // A transform that collapses the plane to a line or a point (a scale of 0, as a `transform.scale`
        // animation from 0 presents) shows nothing; the context would ignore the singular matrix instead.
        guard m.a * m.d - m.b * m.c != 0 else { return }
        ctx.saveGState()
        ctx.concatenate(m)
        if layerAlpha < 1, rAllowsGroupOpacity, rHasSublayers || rMask != nil || hasOverlays {
            // The group's offscreen surface is as large as the clip: bound it by the subtree's own area,
            // so a small fading layer inside a large damaged region costs its own size, not the damage's.
            // Whole device pixels: backgrounds are snapped to pixels and edges antialiased, so a clip at
            // the bare extent would cut a fractional layer's edge row, and that row's pixels would then
            // depend on where the group's other members are (a change no damage rect covers).
            if let extent = groupExtent() { ctx.clip(to: CALayer.devicePixelCover(extent, in: ctx)) }
            ctx.setAlpha(layerAlpha)
            ctx.beginTransparencyLayer(auxiliaryInfo: nil)
            compositeBody(in: ctx, alpha: 1, cull: cull, drawShadow: true, applyMask: true)
            ctx.endTransparencyLayer()
        } else {
            compositeBody(in: ctx, alpha: layerAlpha, cull: cull, drawShadow: true, applyMask: true)
        }
        ctx.restoreGState()
    }

    /// What an opacity group of this layer can cover, in its own space; nil where the subtree draws beyond
    /// its layers' own extents (replicated instances, perspective), so the group is not bounded.
    private func groupExtent() -> CGRect? {
        if repeatsSublayers { return nil }
        var r = ownVisualExtent()
        for c in rSublayers where !c.rIsHidden && c.rOpacity > 0 {
            guard !c.needsProjection, let e = c.groupExtent() else { return nil }
            r = r.union(e.applying(c.geometryTransform()))
        }
        return r
    }

    /// Works out once (until the next change) whether the layer is a plain leaf — no transform, sublayers,
    /// mask, rounding, clipping, shadow, subclass drawing or cropped contents — and if so where its
    /// background, image and border go in the superlayer's space.
    private func makePlan() -> LeafPlan {
        var p = LeafPlan()
        p.valid = true
        let unit = CGRect(x: 0, y: 0, width: 1, height: 1)
        p.fast = rTransformIsIdentity && !rHasSublayers && rMask == nil && rCornerRadius == 0 && !rMasksToBounds
            && !hasSubclassContent && !hasShadow && !hasOverlays
            && (rContentsImage == nil || (rContentsRect == unit && (rContentsCenter == unit || rContentsCenter.isEmpty)))
        if !rendersOwnContent { p.fast = !rHasSublayers; return p }
        if p.fast {
            let dx = rPosition.x - rAnchorPoint.x * rBounds.width - rBounds.minX
            let dy = rPosition.y - rAnchorPoint.y * rBounds.height - rBounds.minY
            let b = rBounds.offsetBy(dx: dx, dy: dy)
            p.rect = b
            if let bg = rBackgroundColor, bg.alpha > 0 { p.drawsBackground = true }
            if let image = rContentsImage {
                let dst = contentsDestination(for: image).offsetBy(dx: dx, dy: dy)
                if dst.width > 0, dst.height > 0 {
                    p.drawsImage = true
                    p.imageRect = dst
                    let contentsScale = rContentsScale
                    let enlarging = dst.width * contentsScale > CGFloat(image.width) || dst.height * contentsScale > CGFloat(image.height)
                    p.interpolation = (enlarging ? rMagnificationFilter : rMinificationFilter) == .nearest ? .none : .default
                }
            }
            if rBorderWidth > 0, let bc = rBorderColor, bc.alpha > 0 { p.drawsBorder = true }
        }
        return p
    }

    /// The leaf plan in this layer's node, made first if a change invalidated it.
    var validLeafPlan: LeafPlan {
        let node = renderNode
        if !node.plan.valid { node.plan = makePlan() }
        return node.plan
    }

    /// Draws a plain leaf from the plan in its node, with the colours and image the frame presents.
    private func drawPlan(of node: RenderNode, in ctx: CGContext, alpha: CGFloat) {
        ctx.setAlpha(alpha)
        let plan = node.plan
        if plan.drawsBackground, let bg = rBackgroundColor { CALayer.fillLeafBackground(bg, rect: plan.rect, in: ctx) }
        if plan.drawsImage, let image = rContentsImage {
            CALayer.drawLeafImage(image, rect: plan.imageRect, interpolation: plan.interpolation, in: ctx)
        }
        if plan.drawsBorder, let bc = rBorderColor {
            ctx.setFillColor(bc)
            ctx.beginPath()
            ctx.addRect(plan.rect)
            let inner = plan.rect.insetBy(dx: rBorderWidth, dy: rBorderWidth)
            if !inner.isNull, !inner.isEmpty { ctx.addRect(inner) }
            ctx.fillPath(using: .evenOdd)
        }
    }

    /// A plain leaf's background: its bounds in the superlayer's space, snapped to device pixels (the
    /// context's alpha is the leaf's).
    @inline(__always)
    static func fillLeafBackground(_ color: CGColor, rect: CGRect, in ctx: CGContext) {
        ctx.setFillColor(color)
        ctx.fillAligned(CALayer.pixelAligned(rect, in: ctx))
    }

    /// A plain leaf's contents image, drawn upright in its plan's image rect.
    @inline(__always)
    static func drawLeafImage(_ image: CGImage, rect: CGRect, interpolation: CGInterpolationQuality, in ctx: CGContext) {
        ctx.interpolationQuality = interpolation
        ctx.drawImageUpright(image, in: rect)
    }

    /// Draws shadow, background, contents, subclass content, sublayers and border, in this layer's space.
    package func compositeBody(in ctx: CGContext, alpha: CGFloat, cull: CGRect?, drawShadow: Bool, applyMask: Bool) {
        if applyMask, let m = rMask {
            compositeMasked(by: m, in: ctx, alpha: alpha)
            return
        }
        if !rendersOwnContent {
            if rHasSublayers { compositeSublayers(in: ctx, alpha: alpha, cull: cull) }
            return
        }
        if drawShadow, hasShadow { compositeShadow(in: ctx, alpha: alpha) }
        let rounded = rCornerRadius > 0 && !rMaskedCorners.isEmpty
        if let bg = rBackgroundColor, bg.alpha > 0 {
            ctx.setAlpha(alpha)
            ctx.setFillColor(bg)
            if rounded { ctx.beginPath(); ctx.addPath(roundedPath(rBounds, radius: rCornerRadius)); ctx.fillPath() }
            else { fillBackgroundUnoccluded(CALayer.pixelAligned(rBounds, in: ctx), in: ctx, alpha: alpha) }
        }
        let clips = rMasksToBounds
        if clips {
            ctx.saveGState()
            if rounded { ctx.beginPath(); ctx.addPath(roundedPath(rBounds, radius: rCornerRadius)); ctx.clip() }
            else { ctx.clip(to: rBounds) }
        }
        if let image = rContentsImage {
            ctx.setAlpha(alpha)
            drawingUpright(in: ctx) { drawContents(image, in: ctx, offset: .zero) }
        }
        if hasSubclassContent { drawingUpright(in: ctx) { compositeSubclassContent(in: ctx, alpha: alpha) } }
        if rHasSublayers {
            compositeSublayers(in: ctx, alpha: alpha, cull: cull)
        }
        if hasOverlays { compositeOverlays(_node.unsafelyUnwrapped.overlays, in: ctx, alpha: alpha) }
        if clips { ctx.restoreGState() }
        if rBorderWidth > 0, let bc = rBorderColor, bc.alpha > 0 {
            ctx.setAlpha(alpha)
            ctx.setFillColor(bc)
            ctx.beginPath()
            let inner = rBounds.insetBy(dx: rBorderWidth, dy: rBorderWidth)
            if rounded {
                ctx.addPath(roundedPath(rBounds, radius: rCornerRadius))
                if !inner.isNull, !inner.isEmpty { ctx.addPath(roundedPath(inner, radius: max(rCornerRadius - rBorderWidth, 0))) }
            } else {
                ctx.addRect(rBounds)
                if !inner.isNull, !inner.isEmpty { ctx.addRect(inner) }
            }
            ctx.fillPath(using: .evenOdd)
        }
    }

    /// Draws the frame's transition overlays over the sublayers (where the captured look of a `CATransition`
    /// goes: above the new content, inside the clip, under the border).
    private func compositeOverlays(_ overlays: [TransitionOverlay], in ctx: CGContext, alpha: CGFloat) {
        for o in overlays where o.opacity > 0 {
            ctx.setAlpha(alpha * o.opacity)
            ctx.interpolationQuality = .default
            drawingUpright(in: ctx) { ctx.drawImageUpright(o.image, in: o.frame) }
        }
    }

    /// Composites the sublayers in `zPosition` order. With a small damaged region and many sublayers, the
    /// spatial index picks the few that meet it instead of visiting them all.
    func compositeSublayersDefault(in ctx: CGContext, alpha: CGFloat, cull: CGRect?) {
        var cull = cull
        if let c = cull, let caches = _node?.caches {
            // Nothing outside this layer's clip shows: sublayers meeting the damage only there are skipped
            // (CALayer+ClipDamage.swift).
            if let clip = rememberedSublayerClipCover {
                let shown = c.intersection(clip)
                if shown.isNull || shown.isEmpty { return }
                cull = shown
            }
            // The sublayers' remembered rects lack this layer's scroll shift (ScrollMoveState.swift).
            if let s = caches.scrollMove, s.shift != .zero { cull = cull.unsafelyUnwrapped.offsetBy(dx: -s.shift.x, dy: -s.shift.y) }
        }
        let order = sublayersInCompositingOrder
        let plain = rSublayerTransformIsIdentity
        if compositesFlat(order, cull: cull, plain: plain) {
            compositeSublayersFlat(order, in: ctx, alpha: alpha)
            return
        }
        if let cull, order.count >= SublayerIndex.minimumSublayers {
            let node = renderNode
            let index: SublayerIndex
            if let i = node.sublayerIndex { index = i } else { index = SublayerIndex(order: order); node.sublayerIndex = index }
            if index.isWorthQuerying(cull) {
                for i in index.entries(meeting: cull) {
                    order[Int(i)].composite(in: ctx, alpha: alpha, cull: cull, parentSublayerIdentity: plain)
                }
                return
            }
        }
        // A few siblings: later opaque ones hide what earlier ones draw below them (Compositor+Occlusion.swift).
        if order.count >= 2, order.count <= CALayer.occlusionSiblingLimit,
           compositeSublayersOccluded(order, in: ctx, alpha: alpha, cull: cull, parentSublayerIdentity: plain) { return }
        order._forEachUnretained { s in s.composite(in: ctx, alpha: alpha, cull: cull, parentSublayerIdentity: plain) }
    }

    /// The committed sublayers sorted by their drawn `zPosition`, keeping insertion order among equals
    /// (cached in the render node until the committed sublayers or a sublayer's `zPosition` change; a
    /// layer without a node, never rendered, works it out from the model each time).
    var sublayersInCompositingOrder: [CALayer] {
        if let n = _node, let c = n.orderCache { return c }
        let order = CALayer.sortedByZ(rSublayers) { $0.rZPosition }
        _node?.orderCache = order
        return order
    }

    /// The model's sublayers sorted by the model's `zPosition`, as hit testing reads them: the render
    /// node's compositing order while it agrees with the model (no change waits for a commit).
    var modelSublayersInCompositingOrder: [CALayer] {
        if let n = _node, !n.needsCommit, let c = n.orderCache { return c }
        return CALayer.sortedByZ(_sublayers.array) { $0.zPosition }
    }

    /// `layers` sorted by `z`, keeping their order among equals.
    private static func sortedByZ(_ layers: [CALayer], _ z: (CALayer) -> CGFloat) -> [CALayer] {
        if layers.allSatisfy({ z($0) == 0 }) { return layers }
        return layers.enumerated().sorted { a, b in
            let za = z(a.element), zb = z(b.element)
            return za != zb ? za < zb : a.offset < b.offset
        }.map(\.element)
    }

    /// `rect` with the corners in `maskedCorners` rounded by `radius` (clamped to half the shorter side).
    /// The corner names are y-up, so on iOS `layerMinXMinYCorner` is the top-left corner.
    func roundedPath(_ rect: CGRect, radius: CGFloat) -> CGPath {
        let p = CGMutablePath()
        let r = max(0, min(radius, min(rect.width, rect.height) / 2))
        let b = rect
        let maskedCorners = rMaskedCorners
        let tl = maskedCorners.contains(.layerMinXMinYCorner) ? r : 0
        let tr = maskedCorners.contains(.layerMaxXMinYCorner) ? r : 0
        let bl = maskedCorners.contains(.layerMinXMaxYCorner) ? r : 0
        let br = maskedCorners.contains(.layerMaxXMaxYCorner) ? r : 0
        p.move(to: CGPoint(x: b.minX + tl, y: b.minY))
        p.addLine(to: CGPoint(x: b.maxX - tr, y: b.minY))
        if tr > 0 { p.addArc(center: CGPoint(x: b.maxX - tr, y: b.minY + tr), radius: tr, startAngle: -.pi / 2, endAngle: 0, clockwise: false) }
        p.addLine(to: CGPoint(x: b.maxX, y: b.maxY - br))
        if br > 0 { p.addArc(center: CGPoint(x: b.maxX - br, y: b.maxY - br), radius: br, startAngle: 0, endAngle: .pi / 2, clockwise: false) }
        p.addLine(to: CGPoint(x: b.minX + bl, y: b.maxY))
        if bl > 0 { p.addArc(center: CGPoint(x: b.minX + bl, y: b.maxY - bl), radius: bl, startAngle: .pi / 2, endAngle: .pi, clockwise: false) }
        p.addLine(to: CGPoint(x: b.minX, y: b.minY + tl))
        if tl > 0 { p.addArc(center: CGPoint(x: b.minX + tl, y: b.minY + tl), radius: tl, startAngle: .pi, endAngle: 3 * .pi / 2, clockwise: false) }
        p.closeSubpath()
        return p
    }

    /// `hitTest(_:)` reads the model layer, as Core Animation's does, never the render tree's values.
    func defaultHitTest(_ p: CGPoint) -> CALayer? {
        guard !isHidden, opacity > 0 else { return nil }
        let local: CGPoint
        if needsProjection {
            guard let q = unprojected(p) else { return nil }
            local = q
        } else {
            local = p.applying(modelGeometryTransform().inverted())
        }
        if masksToBounds && !contains(local) { return nil }
        for s in modelSublayersInCompositingOrder.reversed() {
            if let hit = s.hitTest(local) { return hit }
        }
        return contains(local) ? self : nil
    }
}

extension CALayer {
    /// `rect` (user space of `ctx`) grown to whole device pixels: everything drawing inside `rect` can
    /// touch once rects are snapped to pixels and edges antialiased.
    static func devicePixelCover(_ rect: CGRect, in ctx: CGContext) -> CGRect {
        guard !rect.isNull, !rect.isInfinite else { return rect }
        let m = ctx.ctm
        return rect.applying(m).integral.applying(m.inverted())
    }

    /// How near a half (in device pixels) an edge `pixelAligned` snaps must be to count as the half.
    static let halfTolerance: CGFloat = 1e-7

    /// `rect` with its edges moved to the nearest device pixel when the context's transform keeps rects
    /// axis-aligned: Core Animation draws layer backgrounds without edge antialiasing, so a 0.5-point
    /// hairline at 3× covers 2 whole pixels, not 1.5. A rect that would vanish keeps one pixel.
    static func pixelAligned(_ rect: CGRect, in ctx: CGContext) -> CGRect {
        let m = ctx.ctm
        guard m.b == 0, m.c == 0, m.a != 0, m.d != 0, rect.width > 0, rect.height > 0,
              rect.width.isFinite, rect.height.isFinite else { return rect }
        let d = rect.applying(m)
        // Halves round toward larger layer coordinates (down the screen, to the right), whichever way
        // the device space is flipped. An edge within `halfTolerance` of a half counts as the half: the
        // same edge reached through different translations (a scroll step) lands a rounding error either
        // side of it, and moved pixels must equal freshly composited ones.
        let e = CALayer.halfTolerance
        func snap(_ v: CGFloat, flipped: Bool) -> CGFloat { flipped ? (v - 0.5 - e).rounded(.up) : (v + 0.5 + e).rounded(.down) }
        var x0 = snap(d.minX, flipped: m.a < 0), x1 = snap(d.maxX, flipped: m.a < 0)
        var y0 = snap(d.minY, flipped: m.d < 0), y1 = snap(d.maxY, flipped: m.d < 0)
        if x1 <= x0 { x1 = x0 + 1 }
        if y1 <= y0 { y1 = y0 + 1 }
        if x0 == d.minX, x1 == d.maxX, y0 == d.minY, y1 == d.maxY { return rect }
        return CGRect(x: x0, y: y0, width: x1 - x0, height: y1 - y0).applying(m.inverted())
    }
}
