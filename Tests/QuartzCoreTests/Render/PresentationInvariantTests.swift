import Testing
import Foundation
import QuartzCore

/// Randomized: layers (plain, shape, gradient) get basic, additive, keyframe, spring and grouped animations,
/// animations replaced under their keys or removed, and model edits, with and without commits, sampled at
/// random media times. `presentation()` equals the value the timing definitions give, computed here from the
/// committed values and the animations committed with them (an animation replaced or removed stays until
/// the next commit); and a frame draws what the presentation tree says (a render of the presentation copies).
@MainActor @Suite(.serialized, .freshWorld) struct PresentationInvariantTests {
    /// One animation as the test models it: which key, how its value follows the time since it began.
    private struct Anim {
        let key: String
        let additive: Bool
        /// The value at `elapsed` seconds (duration 10 s, linear timing), for the base value `base`.
        let value: (_ elapsed: Double, _ base: Double) -> Double
        let begin: Double
        /// The commit count after which it is in the render tree.
        let committedAt: Int
        /// The key it was added under.
        let name: String
        /// The commit count after which it is out of the render tree (replaced or removed then), if it is.
        var removedAt: Int? = nil

        /// Whether the render tree holds it after `commits` commits.
        func isCommitted(after commits: Int) -> Bool {
            committedAt < commits && (removedAt.map { $0 >= commits } ?? true)
        }
    }

    private static let duration = 10.0

    private func linear(_ a: Double, _ b: Double, _ f: Double) -> Double { a + (b - a) * f }

    /// A damped spring from 0 to 1 with no initial velocity (mass m, stiffness k, damping c), underdamped.
    private func spring(_ t: Double, m: Double, k: Double, c: Double) -> Double {
        let w0 = (k / m).squareRoot(), z = c / (2 * (k * m).squareRoot())
        let wd = w0 * (1 - z * z).squareRoot()
        return 1 - exp(-z * w0 * t) * (cos(wd * t) + z * w0 / wd * sin(wd * t))
    }

    private func model(_ l: CALayer, _ key: String) -> Double {
        switch key {
        case "position.x": return Double(l.position.x)
        case "cornerRadius": return Double(l.cornerRadius)
        case "opacity": return Double(l.opacity)
        case "strokeEnd": return Double((l as! CAShapeLayer).strokeEnd)
        default: return Double((l as! CAGradientLayer).startPoint.x)
        }
    }

    private func setModel(_ l: CALayer, _ key: String, _ v: Double) {
        switch key {
        case "position.x": l.position.x = CGFloat(v)
        case "cornerRadius": l.cornerRadius = CGFloat(v)
        case "opacity": l.opacity = Float(v)
        case "strokeEnd": (l as! CAShapeLayer).strokeEnd = CGFloat(v)
        default: (l as! CAGradientLayer).startPoint.x = CGFloat(v)
        }
    }

    /// The value that key's animation writes, clamped as the property is (opacity to 0...1).
    private func clamp(_ key: String, _ v: Double) -> Double { key == "opacity" ? min(max(v, 0), 1) : v }

    @Test("Random animations and edits: presentation() is the timing definitions' value on the committed values, and a frame draws the presentation tree")
    func presentationMatchesDefinitionsAndFrames() {
        var rng = SplitMix64(state: 0x9e3_21_7a)
        for round in 0..<12 {
            PipelineOwner.installFresh()
            CAMediaClock.useManualClock(startingAt: 100)
            CATransaction.setDisableActions(true)
            let owner = PipelineOwner.current
            let root = CALayer()
            root.bounds = CGRect(x: 0, y: 0, width: 64, height: 64)
            var layers: [(CALayer, [String])] = []
            for i in 0..<3 {
                let kind = Int.random(in: 0..<3, using: &rng)
                let l: CALayer
                var keys = ["position.x", "cornerRadius", "opacity"]
                switch kind {
                case 1:
                    let s = CAShapeLayer()
                    s.path = CGPath(rect: CGRect(x: 2, y: 2, width: 12, height: 12), transform: nil)
                    s.strokeColor = blue
                    s.fillColor = nil
                    s.lineWidth = 2
                    s.strokeEnd = 0.5
                    l = s
                    keys.append("strokeEnd")
                case 2:
                    let g = CAGradientLayer()
                    g.colors = [red, blue]
                    g.startPoint = CGPoint(x: 0.3, y: 0)
                    g.endPoint = CGPoint(x: 1, y: 1)
                    l = g
                    keys.append("startPoint.x")
                default:
                    l = CALayer()
                    l.backgroundColor = i == 0 ? red : white
                }
                l.frame = CGRect(x: 4 + 20 * i, y: 4 + 18 * i, width: 16, height: 16)
                root.addSublayer(l)
                layers.append((l, keys))
            }
            let renderer = LayerTreeRenderer(pixelWidth: 64, pixelHeight: 64)!
            renderer.renderFrame(root: root)
            owner.commit()
            var commits = 1
            var committed: [ObjectIdentifier: [String: Double]] = [:]
            func commitNow() {
                owner.commit()
                commits += 1
                for (l, keys) in layers {
                    committed[ObjectIdentifier(l)] = Dictionary(uniqueKeysWithValues: keys.map { ($0, model(l, $0)) })
                }
            }
            commitNow()
            var anims: [ObjectIdentifier: [Anim]] = [:]
            var now = 100.0
            for step in 0..<14 {
                var justCommitted = false
                let (l, keys) = layers[Int.random(in: 0..<layers.count, using: &rng)]
                let key = keys[Int.random(in: 0..<keys.count, using: &rng)]
                let scale = key == "position.x" ? 20.0 : key == "cornerRadius" ? 6.0 : 0.4
                func r() -> Double { Double.random(in: 0...1, using: &rng) * scale }
                let choice = Int.random(in: 0..<8, using: &rng)
                switch choice {
                case 0: // A model edit.
                    setModel(l, key, model(l, key) + r() - scale / 2)
                case 1: // A basic animation, additive or not.
                    let additive = Bool.random(using: &rng)
                    let from = additive ? r() - scale / 2 : r(), to = additive ? 0 : r()
                    let a = CABasicAnimation(keyPath: key)
                    a.fromValue = from; a.toValue = to; a.isAdditive = additive
                    a.duration = Self.duration; a.timingFunction = CAMediaTimingFunction(name: .linear)
                    l.add(a, forKey: "a\(step)")
                    anims[ObjectIdentifier(l), default: []].append(Anim(
                        key: key, additive: additive, value: { e, _ in self.linear(from, to, e / Self.duration) },
                        begin: now, committedAt: commits, name: "a\(step)"))
                case 2: // A keyframe animation, linear between evenly spaced values.
                    let v = [r(), r(), r()]
                    let a = CAKeyframeAnimation(keyPath: key)
                    a.values = v; a.duration = Self.duration
                    l.add(a, forKey: "a\(step)")
                    anims[ObjectIdentifier(l), default: []].append(Anim(key: key, additive: false, value: { e, _ in
                        let f = e / Self.duration * 2
                        return f < 1 ? self.linear(v[0], v[1], f) : self.linear(v[1], v[2], f - 1)
                    }, begin: now, committedAt: commits, name: "a\(step)"))
                case 3: // A spring.
                    let from = r(), to = r()
                    let a = CASpringAnimation(keyPath: key)
                    a.fromValue = from; a.toValue = to; a.mass = 1; a.stiffness = 60; a.damping = 4
                    a.duration = Self.duration
                    l.add(a, forKey: "a\(step)")
                    anims[ObjectIdentifier(l), default: []].append(Anim(key: key, additive: false, value: { e, _ in
                        self.linear(from, to, self.spring(e, m: 1, k: 60, c: 4))
                    }, begin: now, committedAt: commits, name: "a\(step)"))
                case 4: // A group of an additive basic animation of this key.
                    let by = r() - scale / 2
                    let member = CABasicAnimation(keyPath: key)
                    member.fromValue = by; member.toValue = 0; member.isAdditive = true
                    member.duration = Self.duration; member.timingFunction = CAMediaTimingFunction(name: .linear)
                    let g = CAAnimationGroup()
                    g.animations = [member]; g.duration = Self.duration
                    g.timingFunction = CAMediaTimingFunction(name: .linear)
                    l.add(g, forKey: "a\(step)")
                    anims[ObjectIdentifier(l), default: []].append(Anim(
                        key: key, additive: true, value: { e, _ in self.linear(by, 0, e / Self.duration) },
                        begin: now, committedAt: commits, name: "a\(step)"))
                case 5, 6: // An attached animation of the layer replaced under its key (5) or removed (6).
                    let live = (anims[ObjectIdentifier(l)] ?? []).indices.filter { anims[ObjectIdentifier(l)]![$0].removedAt == nil }
                    guard let i = live.randomElement(using: &rng) else { break }
                    let name = anims[ObjectIdentifier(l)]![i].name
                    anims[ObjectIdentifier(l)]![i].removedAt = commits
                    if choice == 6 {
                        l.removeAnimation(forKey: name)
                        break
                    }
                    let from = r(), to = r()
                    let a = CABasicAnimation(keyPath: key)
                    a.fromValue = from; a.toValue = to
                    a.duration = Self.duration; a.timingFunction = CAMediaTimingFunction(name: .linear)
                    l.add(a, forKey: name)
                    anims[ObjectIdentifier(l), default: []].append(Anim(
                        key: key, additive: false, value: { e, _ in self.linear(from, to, e / Self.duration) },
                        begin: now, committedAt: commits, name: name))
                default:
                    commitNow()
                    justCommitted = true
                }
                let dt = Double.random(in: 0...0.6, using: &rng)
                CAMediaClock.advance(by: dt)
                now += dt
                // presentation() against the definitions.
                for (layer, keys) in layers {
                    let p = layer.presentation()!
                    for k in keys {
                        var v = committed[ObjectIdentifier(layer)]![k]!
                        for a in anims[ObjectIdentifier(layer)] ?? [] where a.key == k && a.isCommitted(after: commits) {
                            let x = a.value(now - a.begin, v)
                            v = clamp(k, a.additive ? v + x : x)
                        }
                        let got = model(p, k)
                        let tolerance = k == "opacity" ? 1e-5 : 1e-6
                        #expect(abs(got - v) < tolerance, "round \(round) step \(step) \(type(of: layer)) \(k): \(got), expected \(v)")
                    }
                }
                // A frame against a render of the presentation tree.
                // Right after a commit, so the reference renderer's own commit hands over nothing new.
                if justCommitted {
                    owner.fireTimers(now: CACurrentMediaTime())
                    owner.render { renderer.renderFrame(root: root) }
                    let frame = renderer.makeImage()!
                    let reference = LayerTreeRenderer(pixelWidth: 64, pixelHeight: 64)!
                    reference.renderFrame(root: root.presentation()!)
                    let diff = maxChannelDifference(frame, reference.makeImage()!)
                    #expect(diff <= 2, "round \(round) step \(step): the frame differs from the presentation tree by \(diff)")
                }
            }
            for (l, _) in layers { l.removeAllAnimations() }
        }
    }

    /// The largest difference of one channel of one pixel between two 64×64 images (each read once).
    private func maxChannelDifference(_ a: CGImage, _ b: CGImage) -> Int {
        guard let da = a.dataProvider?.data as Data?, let db = b.dataProvider?.data as Data? else { return .max }
        let ba = [UInt8](da), bb = [UInt8](db)
        var worst = 0
        for y in 0..<64 {
            for i in 0..<(4 * 64) {
                worst = max(worst, abs(Int(ba[y * a.bytesPerRow + i]) - Int(bb[y * b.bytesPerRow + i])))
            }
        }
        return worst
    }
}
