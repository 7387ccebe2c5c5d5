import Foundation
import UIKit

// Shared harness: timing, deterministic inputs and reporting.

let json = CommandLine.arguments.contains("--json")

struct Figure {
    let name: String
    let value: Double
    let unit: String
    var baseline: Double?
}

/// With `--cpu-time`, the calling thread's CPU time instead of the monotonic clock: on a machine shared
/// with other work, time spent preempted is then left out.
let cpuTime = CommandLine.arguments.contains("--cpu-time")

func now() -> Double {
    var ts = timespec()
    clock_gettime(cpuTime ? CLOCK_THREAD_CPUTIME_ID : CLOCK_MONOTONIC, &ts)
    return Double(ts.tv_sec) + Double(ts.tv_nsec) / 1e9
}

/// Median seconds per call of `body`, over enough repetitions to fill about `budget` seconds.
func measure(budget: Double = 0.6, _ body: () -> Void) -> Double {
    body() // warm-up
    var samples: [Double] = []
    let start = now()
    while samples.count < 5 || (now() - start < budget && samples.count < 200) {
        let t0 = now()
        body()
        samples.append(now() - t0)
    }
    samples.sort()
    return samples[samples.count / 2]
}

func report(_ f: Figure) {
    collect(f)
    if json {
        var obj = "{\"name\": \"\(f.name)\", \"value\": \(f.value), \"unit\": \"\(f.unit)\""
        if let b = f.baseline { obj += ", \"baseline\": \(b), \"ratio\": \(f.value / b)" }
        print(obj + "}")
    } else {
        var line = "\(f.name): \(String(format: "%.3f", f.value)) \(f.unit)"
        if let b = f.baseline {
            line += "  (C+Cairo \(String(format: "%.3f", b)) \(f.unit), ratio \(String(format: "%.2f", f.value / b))×)"
        }
        print(line)
    }
}

/// Deterministic positions for `n` 50×50 layers inside a 1280×800 surface.
func positions(_ n: Int) -> ([Double], [Double]) {
    var state: UInt64 = 0x9E3779B97F4A7C15
    func next() -> Double {
        state = state &* 6364136223846793005 &+ 1442695040888963407
        return Double(state >> 33) / Double(1 << 31)
    }
    var xs: [Double] = [], ys: [Double] = []
    for _ in 0..<n { xs.append((next() * 1230).rounded()); ys.append((next() * 750).rounded()) }
    return (xs, ys)
}


/// The 50×50 opaque blue tile the layer figures draw (its C twin: `ccb_make_image(50, 50, 0xFF33_80E6)`).
@MainActor
func blueTile() -> CGImage {
    let f = UIGraphicsImageRendererFormat(); f.scale = 1
    return UIGraphicsImageRenderer(size: CGSize(width: 50, height: 50), format: f).image { ctx in
        UIColor(red: 0.2, green: 0.5, blue: 0.9, alpha: 1).setFill()
        ctx.fill(CGRect(x: 0, y: 0, width: 50, height: 50))
    }.cgImage!
}

/// A root of `width`×`height` with one 50×50 layer showing `tile` at each of the positions.
@MainActor
func tileTree(_ xs: [Double], _ ys: [Double], tile: CGImage, width: Int, height: Int) -> CALayer {
    let root = CALayer()
    root.bounds = CGRect(x: 0, y: 0, width: width, height: height)
    for i in 0..<min(xs.count, ys.count) {
        let l = CALayer()
        l.frame = CGRect(x: xs[i], y: ys[i], width: 50, height: 50)
        l.contents = tile
        root.addSublayer(l)
    }
    return root
}
