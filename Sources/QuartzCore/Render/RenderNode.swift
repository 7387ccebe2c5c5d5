import Foundation
import CoreGraphics

/// The render side of one layer, apart from the model: what the compositor remembers and draws for the
/// layer. A layer reaches its node through one stored reference (`CALayer._node`). The node is made when
/// a renderer first draws the layer (or records damage for it in a rendered tree, or evaluates an
/// animation of it for a frame) and dropped when the layer leaves its tree (`dropRenderNodes()`), so the
/// model layer carries none of the compositor's caches.
///
/// Invariants: `values` are the model's values as of the last commit that saw the layer change (or the
/// model's when the node was made); while `needsCommit` is false they equal the model's, and `animations`
/// holds the layer's animations less those the engine ended since (an animation change queues the layer
/// too). Presented values
/// and `overlays` are current only while a frame is rendered (`AnimationEngine.presentFrame(root:)` to
/// `endFrame(_:)`); outside a frame every accessor of `CALayer+Presented.swift` reads `values`. Hit testing
/// and conversions read the model, never the node. The remembered rects are those of the last frame of the renderer drawing the layer's tree; a
/// layer without a node has none (`.null`), which a rendered tree never culls wrongly because a layer
/// entering it is damaged whole.
@MainActor
final class RenderNode {
    // MARK: Committed values
    /// The model values the last commit handed over (`CALayer.commitRenderValues()`).
    @exclusivity(unchecked) var values: RenderValues

    // MARK: Frame values (animations)
    /// The values the frame presents, boxed (most nodes never present any, and inline they were larger
    /// than the rest of the node). Read only while the layer's `_isPresenting` is set; the cell is kept
    /// between the frames of a running animation.
    @exclusivity(unchecked) var presentedBox: PresentedBox?
    /// The transitions' captured looks drawn over the layer's content in this frame.
    @exclusivity(unchecked) var overlays: [TransitionOverlay] = []
    /// The animations the last commit handed over with `values` (the layer's list as of that commit; empty,
    /// which allocates nothing, on a node never animated): what a frame and `presentation()` evaluate. An
    /// animation added, replaced or removed since shows from the next commit on; one the engine ends leaves
    /// at once (`AnimationEngine.tick`), as the render tree ends it.
    @exclusivity(unchecked) var animations: [(key: String, animation: CAAnimation)]

    // MARK: Damage (CALayer+Damage.swift, LayerTreeRenderer.swift)
    /// What changed since the last frame (`LayerDamage` bits); non-zero while the layer is queued.
    @exclusivity(unchecked) var damageFlags: UInt8 = 0
    /// Set while the layer redraws itself with its animated custom values: the drawing published by
    /// `commitBackingStore()` is kept in `capturedContents` instead of becoming the model's `contents`.
    @exclusivity(unchecked) var capturesDisplay = false
    /// Set while the layer's model changed since `values` were copied: the layer is in the owner's
    /// `changedLayers`, and its damage waits for the commit that copies them.
    @exclusivity(unchecked) var needsCommit = false
    /// Set while the layer left its superlayer and the commit that copies the superlayer's new list has not
    /// come yet: the layer is in the owner's `leftRenderTree`, and its subtree's nodes go at that commit.
    @exclusivity(unchecked) var awaitsDrop = false
    /// Set when a sublayer's node was dropped since the last commit (it left this layer): the commit's
    /// list comparison then treats a sublayer without a node as newly placed (`sublayerListDamage`).
    @exclusivity(unchecked) var sublayerNodesDropped = false
    /// How many `LayerTreeRenderer`s render frames of the tree this layer roots.
    @exclusivity(unchecked) var rendererCount: UInt16 = 0
    /// This layer's position in its superlayer's compositing order, as the superlayer's index knows it.
    @exclusivity(unchecked) var orderIndex: Int32 = -1
    /// The surface rect this layer's own drawing covered in the last frame, and that of its whole subtree.
    @exclusivity(unchecked) var renderedRect: CGRect = .null
    @exclusivity(unchecked) var renderedSubtreeRect: CGRect = .null
    /// The part of the contents displays redrew since the last commit (bounds coordinates; infinite once all
    /// of it was), which the next commit compares with the contents' change (`RenderValues.damage(from:
    /// redrawn:)`) and forgets. What the next frame recomposites of it is `partialDamage`.
    @exclusivity(unchecked) var redrawnSinceCommit: CGRect = .null
    /// The surface rect of sublayers removed since the last frame (`.removed` damage).
    @exclusivity(unchecked) var removedDamage: CGRect = .null

    // MARK: Compositor caches (Compositor.swift)
    /// What the compositor's fast path draws for a plain leaf layer.
    @exclusivity(unchecked) var plan = LeafPlan()
    /// The sublayers in compositing order, nil until needed again (`dropOrder()` also drops the index).
    @exclusivity(unchecked) var orderCache: [CALayer]?
    /// The spatial index of the sublayers' surface rects, for damage frames (SublayerIndex.swift).
    @exclusivity(unchecked) var sublayerIndex: SublayerIndex?
    /// The caches few layers need (scroll state, gradient image), nil until one is made.
    @exclusivity(unchecked) var caches: RenderNodeCaches?
    /// What a capturing display published (nil inside: it drew nothing).
    @exclusivity(unchecked) var capturedContents: CGImage??

    /// A node for a layer entering the render tree, holding its model values.
    init(model layer: CALayer) {
        values = RenderValues(model: layer)
        animations = layer._extras?.animations ?? []
        RenderNode.commitPendingTiming(of: animations)
    }

    /// Hands the timing UIKit's animators changed of attached animations to the render tree
    /// (`CAAnimation.commitTiming()`); whether any changed.
    @discardableResult
    static func commitPendingTiming(of animations: [(key: String, animation: CAAnimation)]) -> Bool {
        var any = false
        for e in animations where e.animation.timingPending {
            e.animation.commitTiming()
            any = true
        }
        return any
    }

    /// Drops the compositing order, and with it the spatial index, the flat draw list and the leaf plan,
    /// after a change of the sublayer list or of a sublayer's `zPosition`.
    @inline(__always) func dropOrder() {
        orderCache = nil
        sublayerIndex = nil
        caches?.flatDraws?.valid = false
        plan.valid = false
    }

    /// Takes `ended` out of the committed animations: the engine ended them (their time is over and they
    /// are removed on completion, or their layer left the window they ran in), which the render tree does
    /// at once rather than at the next commit.
    func dropCommittedAnimations(_ ended: [CAAnimation]) {
        guard !animations.isEmpty else { return }
        animations.removeAll { e in ended.contains { $0 === e.animation } }
    }

    /// Whether two animation lists hold the same animations in the same order: O(1) for one buffer (a list
    /// committed and not edited since), else by identity.
    static func sameAnimations(_ a: [(key: String, animation: CAAnimation)],
                               _ b: [(key: String, animation: CAAnimation)]) -> Bool {
        guard a.count == b.count else { return false }
        if a.isEmpty || a.withUnsafeBufferPointer({ x in b.withUnsafeBufferPointer { x.baseAddress == $0.baseAddress } }) {
            return true
        }
        return zip(a, b).allSatisfy { $0.animation === $1.animation }
    }

    /// A committed rare value (`RareRenderValues`), or its default while the layer has none: `read` is
    /// applied to the stored cell in place (no copy of `values`, whose getter would retain every reference
    /// in it), else to the defaults.
    @inline(__always) func rareValue<T>(_ read: (RareRenderValues) -> T) -> T {
        if let r = values.rare { return read(r) }
        return read(RareRenderValues.defaults)
    }

    /// The redrawn part of the contents the next frame recomposites (`.partial` damage, bounds coordinates):
    /// recorded by a commit that saw only part of the contents change, or by a tiled layer's tiles. Kept in
    /// the caches cell, since few layers redraw part of their contents.
    var partialDamage: CGRect { caches?.partialDamage ?? .null }

    /// Adds `local` (bounds coordinates) to the partial damage the next frame recomposites.
    func notePartialDamage(_ local: CGRect) {
        let c = madeCaches
        c.partialDamage = c.partialDamage.union(local)
    }

    /// Forgets the damage recorded since the last frame (not the redrawn part waiting for the commit).
    @inline(__always) func clearDamage() {
        damageFlags = 0
        removedDamage = .null
        if let c = caches { c.partialDamage = .null }
    }
}

/// A `CATransition`'s captured look, drawn by the compositor over the layer's content for one frame.
struct TransitionOverlay {
    let image: CGImage
    /// Where it is drawn, in the layer's space.
    let frame: CGRect
    let opacity: CGFloat
}
