import Foundation
import UIKit
import CCairoBench
import CCairo

// Benchmarks: the same work through this project and directly through Cairo in C, in the same run.
// Prints one line per figure, or one JSON object per figure with --json.

let json = CommandLine.arguments.contains("--json")

struct Figure {
    let name: String
    let value: Double
    let unit: String
    var baseline: Double?
}

func now() -> Double {
    var ts = timespec()
    clock_gettime(CLOCK_MONOTONIC, &ts)
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

@MainActor
func compositeBenchmarks() {
    let width = 1280, height = 800
    let tile: CGImage = {
        let r = UIGraphicsImageRenderer(size: CGSize(width: 50, height: 50), format: {
            let f = UIGraphicsImageRendererFormat(); f.scale = 1; return f
        }())
        return r.image { ctx in
            UIColor(red: 0.2, green: 0.5, blue: 0.9, alpha: 1).setFill()
            ctx.fill(CGRect(x: 0, y: 0, width: 50, height: 50))
        }.cgImage!
    }()
    for n in [1_000, 10_000] {
        let (xs, ys) = positions(n)
        // Swift: a layer tree with cached contents, composited by the compositor.
        let root = CALayer()
        root.bounds = CGRect(x: 0, y: 0, width: width, height: height)
        for i in 0..<n {
            let l = CALayer()
            l.frame = CGRect(x: xs[i], y: ys[i], width: 50, height: 50)
            l.contents = tile
            root.addSublayer(l)
        }
        let ctx = CGContext(data: nil, width: width, height: height, bitsPerComponent: 8, bytesPerRow: 0,
                            space: CGColorSpace(name: CGColorSpace.sRGB)!,
                            bitmapInfo: CGImageAlphaInfo.premultipliedFirst.rawValue | CGBitmapInfo.byteOrder32Little.rawValue)!
        ctx.concatenate(CGAffineTransform(a: 1, b: 0, c: 0, d: -1, tx: 0, ty: CGFloat(height)))
        let swiftTime = measure { root.render(in: ctx) }

        // C: the same composites straight through Cairo.
        let surface = cairo_image_surface_create(CAIRO_FORMAT_ARGB32, Int32(width), Int32(height))
        let cr = cairo_create(surface)
        let image = ccb_make_image(50, 50, 0xFF33_80E6)
        let cTime = measure { xs.withUnsafeBufferPointer { x in ys.withUnsafeBufferPointer { y in
            ccb_composite_images(cr, image, x.baseAddress, y.baseAddress, Int32(n))
        } } }
        cairo_surface_destroy(image); cairo_destroy(cr); cairo_surface_destroy(surface)

        report(Figure(name: "composite_\(n)_layers_50x50_1280x800", value: swiftTime * 1000, unit: "ms", baseline: cTime * 1000))
    }
}

MainActor.assumeIsolated { compositeBenchmarks() }
