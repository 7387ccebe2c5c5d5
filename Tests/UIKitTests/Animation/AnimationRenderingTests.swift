import Testing
import Foundation
import UIKit

/// Frames during animations: the compositor draws presentation values, damage-tracked frames equal full
/// renders at the same media time, and animations never redraw content.
@MainActor @Suite(.serialized, .freshWorld)
struct AnimationRenderingTests {
    private func scene() -> (HeadlessHost, UIWindow, QuadrantView) {
        CAMediaClock.useManualClock(startingAt: 5000)
        let host = HeadlessHost()
        UIApplication.shared.host = host
        let window = makeWindow(CGSize(width: 160, height: 60))
        let v = QuadrantView(frame: CGRect(x: 0, y: 20, width: 20, height: 20))
        window.addSubview(v)
        UIApplication.shared.runOneTurn()
        return (host, window, v)
    }

    @Test("A frame mid-animation shows the view at its presentation position, not its model position")
    func frameShowsPresentation() throws {
        let saved = UIApplication.shared.host
        defer { UIApplication.shared.host = saved }
        let (host, window, v) = scene()
        defer { removeAnimations(inTreeOf: window.layer); window.isHidden = true }
        UIView.animate(withDuration: 1, delay: 0, options: .curveLinear, animations: { v.center.x = 130 })
        UIApplication.shared.runOneTurn()
        CAMediaClock.advance(by: 0.5)
        UIApplication.shared.runOneTurn()
        let frame = try #require(host.lastFrame(of: window))
        // Presentation centre x = 10 + 0.5 × 120 = 70: the view covers x 60..<80.
        #expect(frame.pixel(70, 30)[3] == 255 && frame.pixel(70, 30) != [255, 255, 255, 255])
        #expect(frame.pixel(5, 30).map(Double.init) == RGBA.white)
        #expect(frame.pixel(135, 30).map(Double.init) == RGBA.white)
        CAMediaClock.advance(by: 0.6)
        UIApplication.shared.runOneTurn()
        let end = try #require(host.lastFrame(of: window))
        #expect(end.pixel(70, 30).map(Double.init) == RGBA.white)
        #expect(end.pixel(130, 30) != [255, 255, 255, 255])
    }

    @Test("Damage-tracked frames during an animation equal a full render at the same media time, frame by frame")
    func damageMatchesFullRender() throws {
        let saved = UIApplication.shared.host
        defer { UIApplication.shared.host = saved }
        let (host, window, v) = scene()
        defer { removeAnimations(inTreeOf: window.layer); window.isHidden = true }
        UIView.animate(withDuration: 0.5, animations: {
            v.center = CGPoint(x: 120, y: 40)
            v.alpha = 0.5
            v.transform = CGAffineTransform(rotationAngle: .pi / 4)
        })
        for _ in 0..<36 {
            CAMediaClock.advance(by: 1.0 / 60)
            UIApplication.shared.runOneTurn()
            let incremental = try #require(host.lastFrame(of: window)?.cgImage)
            let fresh = try #require(LayerTreeRenderer(pixelWidth: 160, pixelHeight: 60, scale: 1))
            fresh.renderFrame(root: window.layer)
            let full = try #require(fresh.makeImage())
            var worst = 0
            for y in stride(from: 0, to: full.height, by: 2) {
                for x in stride(from: 0, to: full.width, by: 2) {
                    let p = incremental.rgba(atX: x, y: y), q = full.rgba(atX: x, y: y)
                    worst = max(worst, abs(Int(p.r) - Int(q.r)), abs(Int(p.g) - Int(q.g)), abs(Int(p.b) - Int(q.b)))
                }
            }
            #expect(worst <= 2)
        }
    }

    @Test("Geometry and opacity animations never call draw(_:) again: the cached content is moved and faded")
    func noRedrawDuringAnimation() {
        let saved = UIApplication.shared.host
        defer { UIApplication.shared.host = saved }
        let (_, window, v) = scene()
        defer { removeAnimations(inTreeOf: window.layer); window.isHidden = true }
        #expect(v.drawCount == 1)
        UIView.animate(withDuration: 0.3, animations: {
            v.center.x = 100
            v.alpha = 0.3
            v.transform = CGAffineTransform(scaleX: 1.5, y: 1.5)
        })
        for _ in 0..<30 {
            CAMediaClock.advance(by: 1.0 / 60)
            UIApplication.shared.runOneTurn()
        }
        #expect(v.drawCount == 1)
    }

    @Test("A standalone layer in a window animates implicitly with the transaction's duration; disableActions stops it")
    func implicitLayerAnimation() {
        let saved = UIApplication.shared.host
        defer { UIApplication.shared.host = saved }
        let (_, window, v) = scene()
        defer { removeAnimations(inTreeOf: window.layer); window.isHidden = true }
        let layer = CALayer()
        layer.frame = CGRect(x: 0, y: 0, width: 10, height: 10)
        window.layer.addSublayer(layer)
        UIApplication.shared.runOneTurn()
        CATransaction.begin()
        CATransaction.setAnimationDuration(2)
        CATransaction.setAnimationTimingFunction(CAMediaTimingFunction(name: .linear))
        layer.opacity = 0
        CATransaction.commit()
        #expect(layer.animation(forKey: "opacity")?.duration == 2)
        CAMediaClock.advance(by: 0.5)
        #expect(abs(layer.presentation()!.opacity - 0.75) < 1e-6)
        CATransaction.begin()
        CATransaction.setDisableActions(true)
        layer.cornerRadius = 4
        CATransaction.commit()
        #expect(layer.animation(forKey: "cornerRadius") == nil)
        // A view's own layer: no implicit animation outside blocks.
        v.layer.opacity = 0.5
        #expect(v.layer.animationKeys() == nil)
        layer.removeAllAnimations()
    }

    @Test("Action lookup order: delegate, then actions, then style, then defaultAction(forKey:)")
    func actionLookupOrder() {
        final class Recorder: CAAction {
            let name: String
            init(_ n: String) { name = n }
            func run(forKey event: String, object anObject: Any, arguments dict: [AnyHashable: Any]?) {}
        }
        final class Delegate: NSObject, CALayerDelegate {
            func action(for layer: CALayer, forKey event: String) -> (any CAAction)? {
                event == "a" ? Recorder("delegate") : nil
            }
        }
        let layer = CALayer()
        let d = Delegate()
        layer.delegate = d
        layer.actions = ["a": Recorder("actions"), "b": Recorder("actions")]
        layer.style = ["actions": ["b": Recorder("style"), "c": Recorder("style")] as [String: any CAAction]]
        #expect((layer.action(forKey: "a") as? Recorder)?.name == "delegate")
        #expect((layer.action(forKey: "b") as? Recorder)?.name == "actions")
        #expect((layer.action(forKey: "c") as? Recorder)?.name == "style")
        #expect((layer.action(forKey: "position") as? CABasicAnimation)?.keyPath == "position")
        #expect(layer.action(forKey: "notAProperty") == nil)
    }

    @Test("CADisplayLink fires once per turn with the turn's media time; paused links skip; invalidate stops it")
    func displayLink() {
        CAMediaClock.useManualClock(startingAt: 7000)
        var stamps: [CFTimeInterval] = []
        let link = CADisplayLink { stamps.append($0.timestamp) }
        #expect(link.duration == 0)
        link.add(to: .main, forMode: .common)
        UIApplication.shared.runOneTurn()
        CAMediaClock.advance(by: 1.0 / 60)
        UIApplication.shared.runOneTurn()
        #expect(stamps == [7000, 7000 + 1.0 / 60])
        #expect(abs(link.targetTimestamp - (link.timestamp + link.duration)) < 1e-12)
        link.isPaused = true
        UIApplication.shared.runOneTurn()
        #expect(stamps.count == 2)
        link.isPaused = false
        link.invalidate()
        UIApplication.shared.runOneTurn()
        #expect(stamps.count == 2)
    }

    @Test("Golden strip: a view moving, fading and turning, sampled at fixed times, written to out/")
    func strip() throws {
        let saved = UIApplication.shared.host
        defer { UIApplication.shared.host = saved }
        let (host, window, v) = scene()
        defer { removeAnimations(inTreeOf: window.layer); window.isHidden = true }
        UIView.animate(withDuration: 1, animations: {
            v.center = CGPoint(x: 140, y: 30)
            v.transform = CGAffineTransform(rotationAngle: .pi / 2)
            v.alpha = 0.4
        })
        var frames: [CGImage] = []
        for i in 0...5 {
            if i > 0 { CAMediaClock.advance(by: 0.2) }
            UIApplication.shared.runOneTurn()
            frames.append(try #require(host.lastFrame(of: window)?.cgImage))
        }
        let f = UIGraphicsImageRendererFormat()
        f.scale = 1
        let strip = UIGraphicsImageRenderer(size: CGSize(width: 160, height: 60 * 6), format: f).image { ctx in
            for (i, img) in frames.enumerated() {
                UIImage(cgImage: img).draw(in: CGRect(x: 0, y: CGFloat(i) * 60, width: 160, height: 60))
            }
        }
        // Frame 0 shows the start; the middle frames lie strictly between start and end.
        #expect(frames[0].rgba(atX: 10, y: 30).r > 200 || frames[0].rgba(atX: 10, y: 30).g > 200)
        #expect(frames[5].rgba(atX: 10, y: 30) == frames[5].rgba(atX: 2, y: 2))
        let dir = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("../../../out")
        try? FileManager.default.createDirectory(at: dir, withIntermediateDirectories: true)
        try strip.pngData()?.write(to: dir.appendingPathComponent("animation-strip.png"))
    }
}

@MainActor @Suite(.serialized, .freshWorld) struct TransitionRenderingTests {
    @Test("UIView.transition(with:) cross-dissolves: mid-transition the frame mixes the old and new colours; completion once, finished")
    func crossDissolve() throws {
        let saved = UIApplication.shared.host
        defer { UIApplication.shared.host = saved }
        CAMediaClock.useManualClock(startingAt: 8000)
        let host = HeadlessHost()
        UIApplication.shared.host = host
        let window = makeWindow(CGSize(width: 60, height: 60))
        defer { removeAnimations(inTreeOf: window.layer); window.isHidden = true }
        let v = UIView(frame: CGRect(x: 10, y: 10, width: 40, height: 40))
        v.backgroundColor = .red
        window.addSubview(v)
        UIApplication.shared.runOneTurn()
        var calls: [Bool] = []
        UIView.transition(with: v, duration: 1, options: [.transitionCrossDissolve, .curveLinear],
                          animations: { v.backgroundColor = .blue }, completion: { calls.append($0) })
        #expect(v.layer.animationKeys() == [kCATransition])
        UIApplication.shared.runOneTurn()
        CAMediaClock.advance(by: 0.5)
        UIApplication.shared.runOneTurn()
        let mid = try #require(host.lastFrame(of: window)).pixel(30, 30)
        #expect(mid[0] > 90 && mid[0] < 165 && mid[2] > 90 && mid[2] < 165)
        CAMediaClock.advance(by: 0.6)
        UIApplication.shared.runOneTurn()
        UIApplication.shared.runOneTurn()
        #expect(calls == [true])
        #expect(try #require(host.lastFrame(of: window)).pixel(30, 30).map(Double.init) == RGBA.blue)
    }

    @Test("UIView.transition(from:to:) replaces the view in its superview at the same index")
    func fromTo() {
        let (window, view) = makeAnimationScene()
        defer { removeAnimations(inTreeOf: window.layer); window.isHidden = true }
        let other = UIView(frame: view.frame)
        let after = UIView()
        window.addSubview(after)
        UIView.transition(from: view, to: other, duration: 0.3, options: .transitionFlipFromLeft, completion: nil)
        #expect(view.superview == nil)
        #expect(window.subviews.firstIndex(of: other) == window.subviews.firstIndex(of: after)! - 1)
    }
}

@MainActor @Suite(.serialized, .freshWorld) struct FlipTransitionTests {
    @Test("transitionFlipFromLeft turns the view edge-on at the half-way point: the frame shows a narrow sliver, then the new content")
    func flip() throws {
        let saved = UIApplication.shared.host
        defer { UIApplication.shared.host = saved }
        CAMediaClock.useManualClock(startingAt: 9000)
        let host = HeadlessHost()
        UIApplication.shared.host = host
        let window = makeWindow(CGSize(width: 100, height: 60))
        defer { removeAnimations(inTreeOf: window.layer); window.isHidden = true }
        let v = UIView(frame: CGRect(x: 20, y: 10, width: 60, height: 40))
        v.backgroundColor = .red
        window.addSubview(v)
        UIApplication.shared.runOneTurn()
        UIView.transition(with: v, duration: 1, options: [.transitionFlipFromLeft, .curveLinear],
                          animations: { v.backgroundColor = .blue }, completion: nil)
        UIApplication.shared.runOneTurn()
        CAMediaClock.advance(by: 0.25)
        UIApplication.shared.runOneTurn()
        let quarter = try #require(host.lastFrame(of: window))
        let dir = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("../../../out")
        try? FileManager.default.createDirectory(at: dir, withIntermediateDirectories: true)
        try? quarter.pngData()?.write(to: dir.appendingPathComponent("flip-quarter.png"))
        // A quarter turn in: still the old (red) look, narrower than the view.
        #expect(quarter.pixel(50, 30)[0] > 200 && quarter.pixel(50, 30)[2] < 50)
        #expect(quarter.pixel(22, 30).map(Double.init) == RGBA.white || quarter.pixel(78, 30).map(Double.init) == RGBA.white)
        CAMediaClock.advance(by: 0.5)
        UIApplication.shared.runOneTurn()
        let threeQuarters = try #require(host.lastFrame(of: window))
        #expect(threeQuarters.pixel(50, 30)[2] > 200 && threeQuarters.pixel(50, 30)[0] < 50)
        CAMediaClock.advance(by: 0.5)
        UIApplication.shared.runOneTurn()
        #expect(try #require(host.lastFrame(of: window)).pixel(22, 30).map(Double.init) == RGBA.blue)
        #expect(v.layer.transform == CATransform3DIdentity)
    }
}
