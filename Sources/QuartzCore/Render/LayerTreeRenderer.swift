import Foundation
import CoreGraphics

/// Renders a layer tree into a surface it owns, frame after frame, recompositing only what changed —
/// the role Core Animation's render server plays for a window (package API for hosts).
///
/// Every layer remembers the surface rect it covered in the last frame. A property change, a redrawn
/// dirty rect, or a sublayer added, removed or moved records the layer; `renderFrame(root:)` turns those
/// records into a damaged region (old rect ∪ new rect of each change), clips to it, clears it and
/// composites only the layers whose rects meet it. A frame with no change composites nothing. One renderer
/// per layer tree: the remembered rects are in that renderer's surface space.
@preconcurrency @MainActor
package final class LayerTreeRenderer {
    /// The surface: a bitmap context whose user space is points, origin top-left, y down.
    package let context: CGContext
    /// Pixels per point.
    package let scale: CGFloat
    package let pixelWidth: Int
    package let pixelHeight: Int
    private var needsFullFrame = true
    private weak var lastRoot: CALayer?
    /// How many layers the last frame composited (for tests and benchmarks).
    package private(set) var lastCompositedLayerCount = 0
    /// Whether the last frame moved already composited pixels for a scroll step (for tests and benchmarks).
    package private(set) var lastFrameMovedPixels = false

    /// How many renderers exist: layers record damage only while some renderer could use it.
    @exclusivity(unchecked) static var liveRenderers = 0
    /// Damage of layers changed after the commit this frame draws, recorded again after the frame.
    private var uncommitted: [(layer: CALayer, flags: UInt8, partial: CGRect, removed: CGRect)] = []
    /// The pipeline owner of the last frame: a frame under another owner is drawn whole, since damage
    /// recorded under the old one is not in the new one's list.
    private weak var lastOwner: PipelineOwner?

    /// A renderer with a transparent `pixelWidth`×`pixelHeight` surface at `scale` pixels per point; nil if
    /// the surface cannot be made (empty or above the bitmap cap).
    package init?(pixelWidth: Int, pixelHeight: Int, scale: CGFloat = 1) {
        guard scale.isFinite, scale > 0,
              let ctx = CGContext(data: nil, width: pixelWidth, height: pixelHeight, bitsPerComponent: 8, bytesPerRow: 0,
                                  space: CGColorSpace(name: CGColorSpace.sRGB)!,
                                  bitmapInfo: CGImageAlphaInfo.premultipliedFirst.rawValue | CGBitmapInfo.byteOrder32Little.rawValue)
        else { return nil }
        ctx.concatenate(CGAffineTransform(a: scale, b: 0, c: 0, d: -scale, tx: 0, ty: CGFloat(pixelHeight)))
        self.context = ctx
        self.scale = scale
        self.pixelWidth = pixelWidth
        self.pixelHeight = pixelHeight
        LayerTreeRenderer.liveRenderers += 1
    }

    /// Runs on the main actor wherever the last reference goes (an isolated deinit).
    isolated deinit {
        LayerTreeRenderer.liveRenderers -= 1
        lastRoot?._node?.rendererCount -= 1
        if LayerTreeRenderer.liveRenderers == 0 {
            let owner = PipelineOwner.current
            for l in owner.dirtyLayers { l.clearDamage() }
            owner.dirtyLayers.removeAll()
        }
    }

    /// The surface's current pixels, copied into an image.
    package func makeImage() -> CGImage? { context.makeImage() }

    /// Calls `body` with the surface's pixels (premultiplied ARGB in 32-bit little-endian words, rows
    /// `bytesPerRow` apart) without copying them, so a host can upload just the damaged rectangle.
    package func withSurfacePixels<R>(_ body: (_ pixels: UnsafeRawPointer, _ bytesPerRow: Int) throws -> R) rethrows -> R? {
        context.flush()
        guard let data = context.data else { return nil }
        return try body(UnsafeRawPointer(data), context.bytesPerRow)
    }

    /// Forces the next frame to recomposite the whole surface.
    package func invalidateAll() { needsFullFrame = true }

    /// The whole surface, in pixels.
    package var surfaceRect: CGRect { CGRect(x: 0, y: 0, width: pixelWidth, height: pixelHeight) }

    /// Displays pending layers of `root`'s tree, then recomposites what changed since the last frame.
    /// Returns the damaged region in surface pixels (origin top-left), or `.null` when nothing changed.
    /// Call it after the transaction commits (`CATransaction.flush()`), so layout has run. The root is
    /// drawn at the surface origin, ignoring its own position, transform and opacity, as `render(in:)`.
    @discardableResult
    package func renderFrame(root: CALayer) -> CGRect {
        let owner = PipelineOwner.current
        owner.display(in: root)
        // Within a turn's render phase the commit already ran, and a change made since waits for the next
        // one. A renderer used on its own (a test, a benchmark, a host drawing outside a turn) commits the
        // model's changes first.
        if owner.phase != .render { owner.commitRenderValues() }
        if owner !== lastOwner {
            lastOwner = owner
            needsFullFrame = true
        }
        // Frames show the presentation values of running animations, evaluated into the render nodes
        // before compositing and cleared after it (AnimationEngine.swift).
        var presented = AnimationEngine.presentFrame(root: root)
        defer { AnimationEngine.endFrame(&presented) }
        let damage = owner.compositing { renderModelFrame(root: root) }
        requeueUncommitted()
        return damage
    }

    private func renderModelFrame(root: CALayer) -> CGRect {
        let base = CGAffineTransform(translationX: -root.rBounds.minX, y: -root.rBounds.minY)
            .concatenating(CGAffineTransform(scaleX: scale, y: scale))
        if root !== lastRoot {
            lastRoot?._node?.rendererCount -= 1
            root.renderNode.rendererCount += 1
            lastRoot = root
            needsFullFrame = true
        }
        var damage = CGRect.null
        lastFrameMovedPixels = false
        if needsFullFrame {
            needsFullFrame = false
            drainQueue(root: root) { _ in }
            root.updateRenderedRects(parentToSurface: base, visible: true, isRoot: true)
            damage = surfaceRect
        } else {
            var records = takeCommittedDamage(root: root)
            defer { PipelineOwner.current.returnDirtyLayers(&records) }
            // A scroll step whose pixels can move: move them first, then compose only what that exposed.
            var move: ScrollPixelMove?
            for l in records where l._node?.damageFlags == LayerDamage.scrolled.rawValue {
                guard let mv = scrollPixelMove(for: l, root: root, base: base) else { continue }
                _ = process(l, root: root, base: base)
                l.clearDamage()
                if context.movePixels(in: mv.area, dx: mv.dx, dy: mv.dy) { move = mv; lastFrameMovedPixels = true }
                else { needsFullFrame = true }
                break
            }
            if needsFullFrame {
                // The pixels could not move: this frame composites everything.
                for l in records { l.clearDamage() }
                return renderModelFrame(root: root)
            }
            for l in LayerTreeRenderer.processingOrder(records) where (l._node?.damageFlags ?? 0) != 0 {
                let lostSublayer = (l._node?.damageFlags ?? 0) & LayerDamage.removed.rawValue != 0
                let changed = self.process(l, root: root, base: base)
                // Nothing drawn changed (the layer is not drawn before or after): no shadow follows it.
                if !changed.drawn { l.clearDamage(); continue }
                damage = damage.union(changed.damage)
                // A content-shaped shadow above the change follows it: redo those layers' own rects.
                var shadowing = l.shadowingAncestors()
                if lostSublayer, l.shadowFollowsSublayers || (l.hasShadow && l.rShadowPath == nil) { shadowing.append(l) }
                for a in shadowing where a === l || (a._node?.damageFlags ?? 0) == 0 {
                    a.renderNode.damageFlags = LayerDamage.content.rawValue
                    damage = damage.union(self.process(a, root: root, base: base).damage)
                    if a !== l { a.clearDamage() }
                }
                l.clearDamage()
            }
            if let move {
                var count = 0
                var out = move.area
                for r in move.redraw {
                    composite(root: root, damage: r)
                    count += lastCompositedLayerCount
                    out = out.union(r)
                }
                damage = damage.integral.intersection(surfaceRect)
                if !damage.isNull, !damage.isEmpty {
                    composite(root: root, damage: damage)
                    count += lastCompositedLayerCount
                    out = out.union(damage)
                }
                lastCompositedLayerCount = count
                return out
            }
            if damage.isNull { lastCompositedLayerCount = 0; return .null }
            damage = damage.integral.intersection(surfaceRect)
            if damage.isNull || damage.isEmpty { lastCompositedLayerCount = 0; return .null }
        }
        composite(root: root, damage: damage)
        return damage
    }

    /// Hands every recorded layer of `root`'s tree to `body`; keeps records of other rendered trees and
    /// drops the rest (layers outside any rendered tree are damaged again when inserted into one).
    private func drainQueue(root: CALayer, _ body: (CALayer) -> Void) {
        var records = takeCommittedDamage(root: root)
        for l in records {
            body(l)
            l.clearDamage()
        }
        PipelineOwner.current.returnDirtyLayers(&records)
    }

    /// Takes the damaged layers of `root`'s tree. A layer changed again after the last commit is drawn with
    /// its committed values in this frame, so its damage is processed now (measured with those values) and
    /// recorded again for the frame after the next commit (`requeueUncommitted()`). Only a frame drawn
    /// before some changes' commit meets such layers: an explicit transaction left open over a run-loop
    /// turn, or drawing code changing layers during the render phase's display step; the records that
    /// reach it are the direct ones (a removed sublayer's rect, animations, tiles, a new layer's place).
    /// The caller hands the list back with `returnDirtyLayers(_:)` so steady frames allocate none.
    private func takeCommittedDamage(root: CALayer) -> [CALayer] {
        let records = PipelineOwner.current.takeDirtyLayers(inTreeOf: root)
        for l in records {
            // A mask's changes are recorded on the layer it masks; a sublayer's place waits for its
            // superlayer's committed list.
            guard let n = l._node, n.needsCommit || l.rMask?._node?.needsCommit == true
                    || l._superlayerLink?._withRef({ $0._node?.needsCommit ?? false }) == true else { continue }
            uncommitted.append((l, n.damageFlags, n.partialDamage, n.removedDamage))
        }
        return records
    }

    /// Records again the damage of layers whose values wait for the next commit (`takeCommittedDamage`).
    private func requeueUncommitted() {
        guard !uncommitted.isEmpty else { return }
        let owner = PipelineOwner.current
        for (l, flags, partial, removed) in uncommitted {
            guard let n = l._node else { continue }
            if n.damageFlags == 0 { owner.dirtyLayers.append(l) }
            n.damageFlags |= flags
            if !partial.isNull { n.notePartialDamage(partial) }
            n.removedDamage = n.removedDamage.union(removed)
        }
        uncommitted.removeAll(keepingCapacity: true)
    }

    /// The surface region one recorded layer affects: old ∪ new rects, each clipped to the surface (a layer
    /// moving in from outside damages where it lands, not the box spanning both places), updating the
    /// remembered rects; `drawn` says whether any of those rects was drawn at all, on the surface or off
    /// it (a change of a layer drawn neither before nor after changes no pixel).
    /// Remembered rects below a scrolled layer lack its shift (ScrollMoveState.swift): the work is done in
    /// the layer's remembered frame and the damage moved to the surface at the end.
    func process(_ layer: CALayer, root: CALayer, base: CGAffineTransform) -> (damage: CGRect, drawn: Bool) {
        // A layer recorded in the queue has a node; one dropped since (it left the tree) changed nothing here.
        guard let recorded = layer._node else { return (.null, false) }
        var flags = LayerDamage(rawValue: recorded.damageFlags)
        // A removed sublayer's rect is in this layer's sublayers' frame.
        let removed = flags.contains(.removed) ? recorded.removedDamage : CGRect.null
        // Inside a perspective-warped or replicated subtree, any change redraws that whole subtree.
        var l = layer
        if let p = layer.escalationAncestor(), layer !== root {
            l = p
            flags = .subtree
        }
        let isRoot = l === root
        let (toParent, visible, ancestorsClip) = isRoot ? (base, true, nil) : l.parentSurfaceTransform(base: base)
        let above = isRoot ? CGPoint.zero : l.ancestorRectShift()
        let toStored = above == .zero ? toParent : toParent.concatenating(CGAffineTransform(translationX: -above.x, y: -above.y))
        // What of the surface the ancestors' clips show (whole pixels: a clip's antialiased edge touches
        // them), in the surface and in the remembered frame; the damage is kept within it
        // (CALayer+ClipDamage.swift).
        var surface = surfaceRect
        if let c = ancestorsClip { surface = surface.intersection(c.integral) }
        let clip = above == .zero ? surface : surface.offsetBy(dx: -above.x, dy: -above.y)
        var damage = CGRect.null
        var drawn = false
        @inline(__always) func add(_ r: CGRect, within c: CGRect, to d: inout CGRect) {
            guard !r.isNull else { return }
            drawn = true
            // The intersection by hand (the rects here have non-negative sizes): a damage frame adds a
            // few rects per recorded layer, and `CGRect.intersection` standardizes both first.
            let x0 = max(r.origin.x, c.origin.x), y0 = max(r.origin.y, c.origin.y)
            let x1 = min(r.origin.x + r.size.width, c.origin.x + c.size.width)
            let y1 = min(r.origin.y + r.size.height, c.origin.y + c.size.height)
            guard x1 > x0, y1 > y0 else { return }
            d = d.union(CGRect(x: x0, y: y0, width: x1 - x0, height: y1 - y0))
        }
        var surfaceDamage = CGRect.null
        if !removed.isNull {
            let a = layer.ancestorRectShift(), s = layer.sublayerRectShift
            // The removed sublayer was inside this layer's own clip too.
            var shown = surface
            // (The clip read first: the transform is worked out only for a layer that clips.)
            if layer === l, !isRoot, let own = layer.sublayerClip {
                shown = own.isNull ? own : shown.intersection(own.applying(layer.geometryTransform().concatenating(toParent)).integral)
            }
            add(removed.offsetBy(dx: a.x + s.x, dy: a.y + s.y), within: shown, to: &surfaceDamage)
        }
        if flags.contains(.moved) {
            // Only the position changed: the subtree's rects move by one translation (CALayer+MoveDamage.swift).
            if flags.isDisjoint(with: [.subtree, .content, .scrolled]), !isRoot, visible,
               let moved = l.applyMove(toStored: toStored) {
                add(moved.old, within: clip, to: &damage)
                add(moved.new, within: clip, to: &damage)
            } else {
                flags.insert(.subtree)
            }
        }
        if flags.contains(.scrolled), !flags.contains(.subtree) {
            // The root's bounds origin is in `base`; a hidden layer's sublayers' rects are not kept.
            if !isRoot, visible, !l.rIsHidden, l.rOpacity > 0, l.boundsOriginMovesSublayersOnly {
                add(l.applyScrollStep(toParent: toStored, frameOffset: above), within: clip, to: &damage)
            } else {
                flags.insert(.subtree)
            }
        }
        if flags.contains(.subtree) {
            add(l.renderedSubtreeRect, within: clip, to: &damage)
            let new = l.updateRenderedRects(parentToSurface: toStored, visible: visible, isRoot: isRoot, frameOffset: above)
            l.subtreeRectDidChange()
            add(new, within: clip, to: &damage)
            l.propagateSubtreeRect(new)
        } else if flags.contains(.content) {
            add(l.renderedRect, within: clip, to: &damage)
            let vis = visible && (isRoot || (!l.rIsHidden && l.rOpacity > 0))
            let m = isRoot ? toStored : l.geometryTransform().concatenating(toStored)
            let new = vis ? l.ownVisualExtent().applying(m) : .null
            let node = l.renderNode
            node.renderedRect = new
            node.renderedSubtreeRect = node.renderedSubtreeRect.union(new)
            l.subtreeRectDidChange()
            l.propagateSubtreeRect(new)
            add(new, within: clip, to: &damage)
        } else if flags.contains(.partial), case let partial = recorded.partialDamage, !partial.isNull {
            let vis = visible && (isRoot || (!l.rIsHidden && l.rOpacity > 0))
            if vis {
                let m = isRoot ? toParent : l.geometryTransform().concatenating(toParent)
                add(partial.applying(m), within: surface, to: &surfaceDamage)
            }
        }
        if !damage.isNull, above != .zero { damage = damage.offsetBy(dx: above.x, dy: above.y) }
        return (damage.union(surfaceDamage), drawn)
    }

    /// The frame's records in the order `process` needs: scroll steps first, so that rects computed
    /// below a scrolled layer use its new shift; then moves, ancestors before descendants, because a move
    /// translates every remembered rect of its subtree, which must not hold a rect already computed for
    /// this frame; then the rest.
    static func processingOrder(_ records: [CALayer]) -> [CALayer] {
        let scrolled = LayerDamage.scrolled.rawValue, moved = LayerDamage.moved.rawValue
        let recomputing = LayerDamage.subtree.rawValue | LayerDamage.content.rawValue
        func isScroll(_ f: UInt8) -> Bool { f & scrolled != 0 && f & (recomputing | moved) == 0 }
        func isMove(_ f: UInt8) -> Bool { f & moved != 0 && f & (recomputing | scrolled) == 0 }
        var scrolls = 0, moves = 0
        // Moves of one depth keep their order: a frame of animated siblings (only moves) needs no new list.
        var moveDepth = -1, oneDepth = true
        for l in records {
            let f = l._node?.damageFlags ?? 0
            if isScroll(f) { scrolls += 1 } else if isMove(f) {
                moves += 1
                if oneDepth {
                    let d = l.depthInTree
                    if moveDepth < 0 { moveDepth = d } else if d != moveDepth { oneDepth = false }
                }
            }
        }
        if scrolls + moves == 0 || (moves == 0 && scrolls == records.count) { return records }
        if scrolls == 0, moves == records.count, oneDepth { return records }
        var out: [CALayer] = []
        out.reserveCapacity(records.count)
        for l in records where isScroll(l._node?.damageFlags ?? 0) { out.append(l) }
        if moves > 0 {
            var byDepth: [(depth: Int, layer: CALayer)] = []
            byDepth.reserveCapacity(moves)
            for l in records where isMove(l._node?.damageFlags ?? 0) { byDepth.append((l.depthInTree, l)) }
            // Stable: records of one depth keep their order.
            byDepth = byDepth.enumerated().sorted { a, b in
                a.element.depth != b.element.depth ? a.element.depth < b.element.depth : a.offset < b.offset
            }.map(\.element)
            for e in byDepth { out.append(e.layer) }
        }
        for l in records {
            let f = l._node?.damageFlags ?? 0
            if !isScroll(f), !isMove(f) { out.append(l) }
        }
        return out
    }

    private func composite(root: CALayer, damage: CGRect) {
        let ctx = context
        let clip = CGRect(x: damage.minX / scale, y: damage.minY / scale, width: damage.width / scale, height: damage.height / scale)
        ctx.saveGState()
        ctx.clip(to: clip)
        // Cleared first unless opaque backgrounds surely paint all of it (CALayer+OpaqueCoverage.swift).
        let toDevice = ctx.ctm
        let d = clip.applying(toDevice)
        let deviceDamage = CGRect(x: d.minX.rounded(), y: d.minY.rounded(), width: d.width.rounded(), height: d.height.rounded())
        let rootToDevice = CGAffineTransform(translationX: -root.rBounds.minX, y: -root.rBounds.minY).concatenating(toDevice)
        if !root.paintsOpaquelyAsRoot(deviceDamage, rootToDevice: rootToDevice) { ctx.clear(clip) }
        ctx.translateBy(x: -root.rBounds.minX, y: -root.rBounds.minY)
        CALayer.compositedLayerCount = 0
        root.compositeBody(in: ctx, alpha: 1, cull: damage, drawShadow: true, applyMask: true)
        lastCompositedLayerCount = CALayer.compositedLayerCount + 1
        ctx.restoreGState()
    }
}
