import Testing
import Foundation
@testable import QuartzCore

/// Damage follows what changed in the render tree, not which setters ran: a property set to the value it
/// has, or changed and set back before the commit, leaves the committed values as they were, so the next
/// frame damages and composites nothing (as Core Animation's render server sees no change in the
/// committed layer tree). A real change still damages its area.
@MainActor @Suite(.serialized, .freshWorld) struct UnchangedValueDamageTests {
    /// A 100×100 white root with a red, bordered, shadowed layer holding an image and a blue sublayer,
    /// drawn once.
    private func scene() -> (root: CALayer, layer: CALayer, sublayer: CALayer, renderer: LayerTreeRenderer) {
        let root = CALayer()
        root.bounds = CGRect(x: 0, y: 0, width: 100, height: 100)
        root.backgroundColor = white
        let l = CALayer()
        l.frame = CGRect(x: 10, y: 10, width: 40, height: 30)
        l.backgroundColor = red
        l.borderWidth = 2
        l.borderColor = blue
        l.shadowOpacity = 1
        l.shadowRadius = 0
        l.shadowPath = CGPath(rect: CGRect(x: 0, y: 0, width: 40, height: 30), transform: nil)
        l.contents = solidImage(4, 4, green)
        l.contentsGravity = .center
        root.addSublayer(l)
        let s = CALayer()
        s.frame = CGRect(x: 5, y: 5, width: 10, height: 10)
        s.backgroundColor = blue
        l.addSublayer(s)
        let other = CALayer()
        other.frame = CGRect(x: 60, y: 60, width: 20, height: 20)
        other.backgroundColor = green
        root.addSublayer(other)
        let renderer = LayerTreeRenderer(pixelWidth: 100, pixelHeight: 100)!
        renderer.renderFrame(root: root)
        return (root, l, s, renderer)
    }

    @Test("Setting properties to the values they have damages nothing")
    func currentValuesDamageNothing() {
        let (root, l, s, renderer) = scene()
        reassign(\.backgroundColor, of: l)
        reassign(\.borderColor, of: l)
        reassign(\.contents, of: l)
        reassign(\.contentsGravity, of: l)
        reassign(\.contentsRect, of: l)
        reassign(\.contentsCenter, of: l)
        reassign(\.minificationFilter, of: l)
        reassign(\.shadowColor, of: l)
        reassign(\.shadowPath, of: l)
        reassign(\.frame, of: l)
        reassign(\.transform, of: l)
        reassign(\.opacity, of: l)
        s.backgroundColor = CGColor(red: 0, green: 0, blue: 1, alpha: 1)   // an equal colour, another object
        root.insertSublayer(l, at: 0)   // where it is
        #expect(renderer.renderFrame(root: root).isNull)
        #expect(renderer.lastCompositedLayerCount == 0)
    }

    @Test("Changes set back before the commit damage nothing")
    func revertedChangesDamageNothing() {
        let (root, l, s, renderer) = scene()
        let frame = l.frame, colour = l.backgroundColor, contents = l.contents
        l.frame = CGRect(x: 30, y: 40, width: 20, height: 20)
        l.backgroundColor = green
        l.contents = solidImage(4, 4, red)
        l.isHidden = true
        l.opacity = 0.5
        l.cornerRadius = 6
        l.transform = CATransform3DMakeScale(2, 2, 1)
        l.zPosition = 3
        l.shadowOffset = CGSize(width: 5, height: 5)
        s.bounds.origin = CGPoint(x: 3, y: 3)
        root.addSublayer(l)   // to the front
        // The transform first: `frame` is set through it.
        l.transform = CATransform3DIdentity
        l.frame = frame
        l.backgroundColor = colour
        l.contents = contents
        l.isHidden = false
        l.opacity = 1
        l.cornerRadius = 0
        l.zPosition = 0
        l.shadowOffset = CGSize(width: 0, height: -3)
        s.bounds.origin = .zero
        root.insertSublayer(l, at: 0)   // back where it was
        #expect(renderer.renderFrame(root: root).isNull)
        #expect(renderer.lastCompositedLayerCount == 0)
        #expect(differenceFromFullRender(renderer, root: root) == nil)
    }

    @Test("A change that stays damages its area, and one set back beside it adds nothing")
    func aKeptChangeDamagesOnlyItsArea() {
        let (root, l, s, renderer) = scene()
        l.position.x += 20
        l.position.x -= 20
        s.backgroundColor = red
        // The sublayer's own rect: (15, 15, 10, 10) on the surface.
        #expect(renderer.renderFrame(root: root) == CGRect(x: 15, y: 15, width: 10, height: 10))
        #expect(differenceFromFullRender(renderer, root: root) == nil)
    }

    @Test("Values no pixel shows (name, corner curve, rasterization hints, double-sidedness) are committed and damage nothing")
    func presentationOnlyValuesDamageNothing() {
        let (root, l, _, renderer) = scene()
        l.name = "card"
        l.cornerCurve = .continuous
        l.shouldRasterize = true
        l.rasterizationScale = 2
        l.isDoubleSided = false
        #expect(renderer.renderFrame(root: root).isNull)
        #expect(renderer.lastCompositedLayerCount == 0)
        #expect(l.presentation()?.name == "card")
        #expect(l.presentation()?.cornerCurve == .continuous)
    }
}
