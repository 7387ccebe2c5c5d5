import Testing
import Foundation
import QuartzCore

/// A frame shows the presentation values of running animations without touching the model layers: no
/// setter of the model runs during a frame, every model value reads back what the app set, and a
/// `CATransition` draws its captured look without adding sublayers.
@MainActor @Suite(.serialized, .freshWorld) struct FramesLeaveModelTests {
    /// A layer subclass as apps write one: observers on `position` and `opacity` that count their runs.
    final class ObservedLayer: CALayer {
        var positionSets = 0
        var opacitySets = 0
        override var position: CGPoint { didSet { positionSets += 1 } }
        override var opacity: Float { didSet { opacitySets += 1 } }
    }

    private func linear(_ keyPath: String, from: Any, to: Any, duration: CFTimeInterval = 1) -> CABasicAnimation {
        let a = CABasicAnimation(keyPath: keyPath)
        a.fromValue = from
        a.toValue = to
        a.duration = duration
        a.timingFunction = CAMediaTimingFunction(name: .linear)
        return a
    }

    /// Advances the manual clock, fires the frame's timers and renders one frame.
    private func frame(_ renderer: LayerTreeRenderer, _ root: CALayer, after dt: CFTimeInterval) {
        CAMediaClock.advance(by: dt)
        PipelineOwner.current.fireTimers(now: CACurrentMediaTime())
        renderer.renderFrame(root: root)
    }

    @Test("A subclass's didSet on position and opacity runs only for the app's own sets while frames of their animations render")
    func observersSeeOnlyTheAppsSets() {
        PipelineOwner.installFresh()
        CAMediaClock.useManualClock(startingAt: 100)
        let root = CALayer()
        root.bounds = CGRect(x: 0, y: 0, width: 100, height: 100)
        let layer = ObservedLayer()
        layer.bounds = CGRect(x: 0, y: 0, width: 20, height: 20)
        layer.position = CGPoint(x: 10, y: 10)
        layer.opacity = 0.5
        layer.backgroundColor = red
        root.addSublayer(layer)
        #expect(layer.positionSets == 1)
        #expect(layer.opacitySets == 1)
        let renderer = LayerTreeRenderer(pixelWidth: 100, pixelHeight: 100)!
        renderer.renderFrame(root: root)
        layer.add(linear("position", from: CGPoint(x: 10, y: 10), to: CGPoint(x: 90, y: 90)), forKey: "move")
        layer.add(linear("opacity", from: 1, to: 0), forKey: "fade")
        for _ in 0..<6 {
            frame(renderer, root, after: 0.1)
            #expect(layer.position == CGPoint(x: 10, y: 10))
            #expect(layer.opacity == 0.5)
        }
        // The frames moved and faded the layer on screen: at 0.6 s its centre is at 10 + 80 × 0.6 and its
        // opacity 1 − 0.6.
        let img = renderer.makeImage()!
        #expect(pixel(img, 58, 58, is: (255, 0, 0, 102), tolerance: 2))
        #expect(layer.positionSets == 1)
        #expect(layer.opacitySets == 1)
        _ = layer.presentation()
        #expect(layer.positionSets == 1)
        #expect(layer.opacitySets == 1)
        layer.position = CGPoint(x: 30, y: 30)
        #expect(layer.positionSets == 2)
        frame(renderer, root, after: 0.1)
        #expect(layer.positionSets == 2)
        #expect(layer.opacitySets == 1)
    }

    @Test("A CATransition draws its captured look over the new content, changing pixels over time, while the layer's sublayers stay the same during and after the frames")
    func transitionIsRenderSide() {
        PipelineOwner.installFresh()
        CAMediaClock.useManualClock(startingAt: 200)
        let root = CALayer()
        root.bounds = CGRect(x: 0, y: 0, width: 40, height: 40)
        let box = CALayer()
        box.frame = CGRect(x: 0, y: 0, width: 40, height: 40)
        let child = CALayer()
        child.frame = CGRect(x: 0, y: 0, width: 40, height: 40)
        child.backgroundColor = red
        box.addSublayer(child)
        root.addSublayer(box)
        let renderer = LayerTreeRenderer(pixelWidth: 40, pixelHeight: 40)!
        renderer.renderFrame(root: root)
        let before = box.sublayers ?? []
        let t = CATransition()
        t.type = .fade
        t.duration = 1
        t.timingFunction = CAMediaTimingFunction(name: .linear)
        box.add(t, forKey: kCATransition)
        child.backgroundColor = blue
        var reds: [Int] = []
        for _ in 0..<3 {
            frame(renderer, root, after: 0.25)
            #expect((box.sublayers ?? []).count == before.count)
            #expect(zip(box.sublayers ?? [], before).allSatisfy { $0 === $1 })
            reds.append(Int(renderer.makeImage()!.rgba(atX: 20, y: 20).r))
        }
        // A linear fade: the old (red) look at 75 %, 50 % and 25 % over the new (blue) content.
        #expect(zip(reds, [191, 128, 64]).allSatisfy { abs($0 - $1) <= 2 }, "red channel \(reds)")
        frame(renderer, root, after: 0.5)
        #expect(pixel(renderer.makeImage()!, 20, 20, is: (0, 0, 255, 255)))
        #expect((box.sublayers ?? []).count == before.count)
    }
}
