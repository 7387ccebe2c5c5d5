import Foundation
import UIKit
import CCairoBench

/// Hierarchy edits at scale: each edit on one of N siblings in a window, for N = 100 / 1,000 /
/// 10,000, and a long run of random mutations. Select with `--hierarchy` (runs only this area) and add
/// `--long` for the 1,000,000-step mutation run (`--mutations-only`: only the mutation runs).
@MainActor
func hierarchyBenchmarks() {
    let mutationsOnly = CommandLine.arguments.contains("--mutations-only")
    if !mutationsOnly {
        for n in [100, 1_000, 10_000] { hierarchyEditBenchmark(n) }
        layerEditBenchmark(10_000)
    }
    let steps = CommandLine.arguments.contains("--long") ? [100_000, 200_000, 1_000_000] : [50_000, 100_000, 200_000]
    for s in steps { randomMutationBenchmark(steps: s) }
}

/// Median µs per edit over batches of `batch` edits; the window's frame is committed (untimed) between
/// batches, as run-loop turns would.
@MainActor
private func perEdit(batch: Int = 1_000, rounds: Int = 15, _ edit: (Int) -> Void) -> Double {
    var k = 0
    var samples: [Double] = []
    for r in 0...rounds {
        let t0 = now()
        for _ in 0..<batch { edit(k); k += 1 }
        let t = now() - t0
        if r > 0 { samples.append(t) } // the first round warms up
        UIApplication.shared.runOneTurn()
    }
    samples.sort()
    return samples[samples.count / 2] / Double(batch) * 1e6
}

@MainActor
private func hierarchyEditBenchmark(_ n: Int) {
    let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 1000, height: 1000))
    let container = UIView(frame: window.bounds)
    window.addSubview(container)
    var views: [UIView] = []
    for i in 0..<n {
        let x = CGFloat(i % 100) * 10, y = CGFloat(i / 100 % 100) * 10
        views.append(UIView(frame: CGRect(x: x, y: y, width: 10, height: 10)))
    }
    for v in views { container.addSubview(v) }
    window.makeKeyAndVisible()
    UIApplication.shared.runOneTurn()
    var edits: [(String, (Int) -> Void)] = []
    // Each rotation below moves the back-most view to the front (or the reverse): the largest array move.
    edits.append(("bringSubviewToFront", { k in container.bringSubviewToFront(views[k % n]) }))
    edits.append(("sendSubviewToBack", { k in container.sendSubviewToBack(views[(n - 1) - k % n]) }))
    edits.append(("removeFromSuperview_then_addSubview", { k in
        let v = views[k % n]; v.removeFromSuperview(); container.addSubview(v)
    }))
    edits.append(("insertSubview_at_middle", { k in container.insertSubview(views[k % n], at: n / 2) }))
    edits.append(("insertSubview_aboveSubview", { k in
        container.insertSubview(views[k % n], aboveSubview: views[(k + n / 2) % n])
    }))
    edits.append(("insertSubview_belowSubview", { k in
        container.insertSubview(views[k % n], belowSubview: views[(k + n / 3) % n])
    }))
    edits.append(("exchangeSubview", { k in
        container.exchangeSubview(at: k % n, withSubviewAt: (k &* 7 + n / 2) % n)
    }))
    edits.append(("subviews_getter", { _ in _ = container.subviews.count }))
    for (name, edit) in edits {
        let us = perEdit(edit)
        report(Figure(name: "\(name)_of_\(n)_siblings", value: us, unit: "µs"))
    }
    window.isHidden = true
}

/// The matching `CALayer` operations on plain layers (no views).
@MainActor
private func layerEditBenchmark(_ n: Int) {
    let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 1000, height: 1000))
    let root = CALayer()
    window.layer.addSublayer(root)
    var layers: [CALayer] = []
    for i in 0..<n {
        let l = CALayer()
        let x = CGFloat(i % 100) * 10, y = CGFloat(i / 100 % 100) * 10
        l.frame = CGRect(x: x, y: y, width: 10, height: 10)
        layers.append(l)
    }
    for l in layers { root.addSublayer(l) }
    window.makeKeyAndVisible()
    UIApplication.shared.runOneTurn()
    let edits: [(String, (Int) -> Void)] = [
        ("addSublayer_reorder", { k in root.addSublayer(layers[k % n]) }),
        ("removeFromSuperlayer_then_addSublayer", { k in let l = layers[k % n]; l.removeFromSuperlayer(); root.addSublayer(l) }),
        ("insertSublayer_at_0", { k in root.insertSublayer(layers[(n - 1) - k % n], at: 0) }),
        ("insertSublayer_above", { k in root.insertSublayer(layers[k % n], above: layers[(k + n / 2) % n]) }),
        ("insertSublayer_below", { k in root.insertSublayer(layers[k % n], below: layers[(k + n / 3) % n]) }),
    ]
    for (name, edit) in edits {
        report(Figure(name: "layer_\(name)_of_\(n)_siblings", value: perEdit(edit), unit: "µs"))
    }
    window.isHidden = true
}

/// Random hierarchy mutations (add, insert, remove, reorder, transform, frame, hide) over a pool of 600
/// views in a window, with a frame every 100 steps; reports µs per step (flat if linear in the steps).
@MainActor
private func randomMutationBenchmark(steps: Int) {
    var rng = SplitMix(seed: 42)
    let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 800, height: 600))
    window.makeKeyAndVisible()
    let pool = (0..<600).map { _ in UIView(frame: CGRect(x: 0, y: 0, width: 40, height: 30)) }
    let t0 = now()
    for step in 0..<steps {
        let v = pool[rng.below(pool.count)]
        switch rng.below(10) {
        case 0, 1:
            let p = rng.below(8) == 0 ? window : pool[rng.below(pool.count)]
            if p !== v, !p.isDescendant(of: v) { p.addSubview(v) }
        case 2:
            let p = pool[rng.below(pool.count)]
            if p !== v, !p.isDescendant(of: v) { p.insertSubview(v, at: rng.below(p.subviews.count + 1)) }
        case 3:
            v.removeFromSuperview()
        case 4:
            if let p = v.superview { p.bringSubviewToFront(v) }
        case 5:
            if let p = v.superview, let s = p.subviews.randomElement(using: &rng), s !== v {
                p.insertSubview(v, belowSubview: s)
            }
        case 6:
            v.transform = rng.below(2) == 0 ? .identity : CGAffineTransform(rotationAngle: 0.1)
        case 7, 8:
            v.frame = CGRect(x: CGFloat(rng.below(700)), y: CGFloat(rng.below(500)), width: 40, height: 30)
        default:
            v.isHidden.toggle()
        }
        if step % 100 == 99 { UIApplication.shared.runOneTurn() }
    }
    let t = now() - t0
    report(Figure(name: "random_mutations_\(steps)_steps_per_step", value: t / Double(steps) * 1e6, unit: "µs"))
    if !json { print("  total \(String(format: "%.2f", t)) s") }
    window.isHidden = true
    for v in pool { v.removeFromSuperview() }
}

/// A small deterministic generator (SplitMix64).
struct SplitMix: RandomNumberGenerator {
    var state: UInt64
    init(seed: UInt64) { state = seed }
    mutating func next() -> UInt64 {
        state &+= 0x9E3779B97F4A7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58476D1CE4E5B9
        z = (z ^ (z >> 27)) &* 0x94D049BB133111EB
        return z ^ (z >> 31)
    }
    mutating func below(_ n: Int) -> Int { Int(next() % UInt64(n)) }
}
