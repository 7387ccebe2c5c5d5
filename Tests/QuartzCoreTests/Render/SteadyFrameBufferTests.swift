import Testing
import Foundation
import QuartzCore

/// A steady animation frame makes no arrays of its own: the owner's lists of animated, damaged and
/// presented layers keep their storage from frame to frame (the animated list and its spare trade places
/// each tick, so do the damage list and its spare).
@MainActor @Suite(.serialized, .freshWorld) struct SteadyFrameBufferTests {
    @Test("Steady frames of 30 animated layers use the same list storage frame after frame")
    func steadyFramesReuseTheOwnersLists() {
        let root = CALayer()
        root.bounds = CGRect(x: 0, y: 0, width: 200, height: 200)
        for i in 0..<30 {
            let l = CALayer()
            l.frame = CGRect(x: (i % 6) * 30, y: (i / 6) * 30, width: 20, height: 20)
            l.backgroundColor = red
            root.addSublayer(l)
            let move = CABasicAnimation(keyPath: "position.x")
            move.byValue = 10
            let fade = CABasicAnimation(keyPath: "opacity")
            fade.fromValue = 1; fade.toValue = 0.5
            for a in [move, fade] { a.duration = 1; a.autoreverses = true; a.repeatCount = .infinity }
            l.add(move, forKey: "move")
            l.add(fade, forKey: "fade")
        }
        let renderer = LayerTreeRenderer(pixelWidth: 200, pixelHeight: 200)!
        func frame() {
            CAMediaClock.advance(by: 1.0 / 60)
            MediaClockScheduler.shared.fire(now: CACurrentMediaTime())
            renderer.renderFrame(root: root)
        }
        for _ in 0..<3 { frame() }
        let owner = PipelineOwner.current
        let first = Set(owner._frameListStorageForTesting.compactMap { $0 })
        #expect(first.count == 5, "every list has storage after the first frames")
        for n in 0..<20 {
            frame()
            let now = Set(owner._frameListStorageForTesting.compactMap { $0 })
            #expect(now == first, "frame \(n): a list changed its storage")
            if now != first { return }
        }
        for l in root.sublayers ?? [] { l.removeAllAnimations() }
    }
}
