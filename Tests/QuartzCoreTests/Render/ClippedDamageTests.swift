import Testing
import Foundation
@testable import QuartzCore

/// A layer with `masksToBounds` or a `mask` shows none of its sublayers' drawing outside its clip, so an
/// edit of a sublayer records damage only where the clips above it let it show: nothing for one wholly
/// outside, its visible part for one partly outside. Revealing what a clip hid (growing it, turning it
/// off, scrolling content into it) damages what becomes visible, and the frame equals a full render.
@MainActor @Suite(.serialized, .freshWorld) struct ClippedDamageTests {
    /// A 120×100 white root holding a green 50×40 clipping layer at (10, 20) (`masksToBounds`, or a mask of
    /// its size when `mask` is set) with a blue child at `childFrame`, drawn once at scale 1.
    private func scene(child childFrame: CGRect, mask: Bool = false)
        -> (root: CALayer, clip: CALayer, child: CALayer, renderer: LayerTreeRenderer) {
        let root = CALayer()
        root.bounds = CGRect(x: 0, y: 0, width: 120, height: 100)
        root.backgroundColor = white
        let clip = CALayer()
        clip.frame = CGRect(x: 10, y: 20, width: 50, height: 40)
        clip.backgroundColor = green
        if mask {
            let m = CALayer()
            m.frame = clip.bounds
            m.backgroundColor = CGColor(gray: 0, alpha: 1)
            clip.mask = m
        } else {
            clip.masksToBounds = true
        }
        root.addSublayer(clip)
        let child = CALayer()
        child.frame = childFrame
        child.backgroundColor = blue
        clip.addSublayer(child)
        let renderer = LayerTreeRenderer(pixelWidth: 120, pixelHeight: 100)!
        renderer.renderFrame(root: root)
        return (root, clip, child, renderer)
    }

    @Test("An edit of a sublayer wholly outside its superlayer's clip (masksToBounds or mask) damages and composites nothing",
          arguments: [false, true])
    func clippedOutEditDamagesNothing(mask: Bool) {
        let (root, _, child, renderer) = scene(child: CGRect(x: 55, y: 5, width: 20, height: 20), mask: mask)
        child.backgroundColor = red
        #expect(renderer.renderFrame(root: root).isNull)
        #expect(renderer.lastCompositedLayerCount == 0)
        child.bounds.size = CGSize(width: 30, height: 10)
        child.position.x += 4
        child.addSublayer(CALayer())
        #expect(renderer.renderFrame(root: root).isNull)
        #expect(differenceFromFullRender(renderer, root: root) == nil)
    }

    @Test("An edit of a sublayer partly outside the clip damages only its visible part")
    func partlyClippedEditDamagesItsVisiblePart() {
        // The child spans x 40...70 of the clip's 0...50, so x 50...60 and y 25...35 of the root show it.
        let (root, _, child, renderer) = scene(child: CGRect(x: 40, y: 5, width: 30, height: 10))
        child.backgroundColor = red
        #expect(renderer.renderFrame(root: root) == CGRect(x: 50, y: 25, width: 10, height: 10))
        #expect(differenceFromFullRender(renderer, root: root) == nil)
    }

    @Test("A clip inside a clip: the edit damages only what both let through")
    func nestedClipsIntersect() {
        let (root, clip, _, renderer) = scene(child: CGRect(x: 0, y: 0, width: 10, height: 10))
        let inner = CALayer()
        inner.frame = CGRect(x: 30, y: 10, width: 40, height: 20)   // x 30...70 of the outer 0...50
        inner.masksToBounds = true
        clip.addSublayer(inner)
        let leaf = CALayer()
        leaf.frame = CGRect(x: 10, y: -5, width: 50, height: 10)     // y -5...5 of the inner 0...20
        leaf.backgroundColor = blue
        inner.addSublayer(leaf)
        renderer.renderFrame(root: root)
        leaf.backgroundColor = red
        // Inner x 40...50 of the outer clip → root x 50...60; inner y 0...5 → root y 30...35.
        #expect(renderer.renderFrame(root: root) == CGRect(x: 50, y: 30, width: 10, height: 5))
        #expect(differenceFromFullRender(renderer, root: root) == nil)
    }

    @Test("Turning masksToBounds off, growing the clip or removing the mask shows the hidden sublayer: the frame equals a full render",
          arguments: 0..<3)
    func revealingDamagesWhatBecomesVisible(how: Int) {
        let (root, clip, child, renderer) = scene(child: CGRect(x: 55, y: 5, width: 20, height: 20), mask: how == 2)
        child.backgroundColor = red
        renderer.renderFrame(root: root)
        switch how {
        case 0: clip.masksToBounds = false
        case 1: clip.frame = CGRect(x: 10, y: 20, width: 80, height: 40)
        default: clip.mask = nil
        }
        let damage = renderer.renderFrame(root: root)
        // The child now shows at root x 65...85, y 25...45.
        #expect(damage.contains(CGRect(x: 65, y: 25, width: 20, height: 20)))
        #expect(differenceFromFullRender(renderer, root: root) == nil)
    }

    @Test("Scrolling a clipped-out sublayer into the clip shows it; scrolling it out again hides it, and its edits then damage nothing")
    func scrollingInAndOut() {
        let (root, clip, child, renderer) = scene(child: CGRect(x: 5, y: 50, width: 20, height: 10))
        child.backgroundColor = red
        #expect(renderer.renderFrame(root: root).isNull)
        clip.bounds.origin.y = 30
        renderer.renderFrame(root: root)
        #expect(differenceFromFullRender(renderer, root: root) == nil)
        clip.bounds.origin.y = 0
        renderer.renderFrame(root: root)
        #expect(differenceFromFullRender(renderer, root: root) == nil)
        child.backgroundColor = blue
        #expect(renderer.renderFrame(root: root).isNull)
    }

    /// (No comparison with a full render: the damage clip crosses the rotated clip's antialiased edge, which
    /// may then differ by a unit or two in a channel, as Deviations.md says.)
    @Test("Under a rotated clip the damage stays within the clip's bounding box")
    func rotatedClipUsesItsBoundingBox() {
        let (root, clip, child, renderer) = scene(child: CGRect(x: 60, y: 5, width: 20, height: 20))
        clip.transform = CATransform3DMakeRotation(.pi / 4, 0, 0, 1)
        renderer.renderFrame(root: root)
        child.backgroundColor = red
        let damage = renderer.renderFrame(root: root)
        let box = clip.frame.integral   // the rotated bounds' box in the root
        #expect(damage.isNull || box.contains(damage))
    }
}
