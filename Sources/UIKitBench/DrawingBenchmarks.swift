import Foundation
import UIKit
import CCairoBench
import CCairo

/// CGContext drawing next to the same Cairo calls in C (Core Graphics issue): 10,000 path fills,
/// 10,000 strokes and 1,000 image draws into a 1280×800 bitmap.
@MainActor
func drawingBenchmarks() {
    let width = 1280, height = 800
    let (xs, ys) = positions(10_000)
    // 16 colours, used in turn by both sides.
    var rgba: [Double] = []
    var colors: [CGColor] = []
    for i in 0..<16 {
        let r = Double(i) / 15, g = 1 - Double(i) / 15, b = 0.5, a = 0.5 + Double(i % 4) / 8
        rgba += [r, g, b, a]
        colors.append(CGColor(red: r, green: g, blue: b, alpha: a))
    }
    func makeContext() -> CGContext {
        CGContext(data: nil, width: width, height: height, bitsPerComponent: 8, bytesPerRow: 0,
                  space: CGColorSpace(name: CGColorSpace.sRGB)!,
                  bitmapInfo: CGImageAlphaInfo.premultipliedFirst.rawValue | CGBitmapInfo.byteOrder32Little.rawValue)!
    }
    /// A Cairo target set up as a Core Graphics bitmap context is: y flipped.
    func withCairo(_ body: (OpaquePointer) -> Void) {
        let surface = cairo_image_surface_create(CAIRO_FORMAT_ARGB32, Int32(width), Int32(height))!
        let cr = cairo_create(surface)!
        var flip = cairo_matrix_t(xx: 1, yx: 0, xy: 0, yy: -1, x0: 0, y0: Double(height))
        cairo_set_matrix(cr, &flip)
        body(cr)
        cairo_destroy(cr); cairo_surface_destroy(surface)
    }

    // 10,000 path fills.
    do {
        let ctx = makeContext()
        let swiftBody = {
            for i in 0..<10_000 {
                let x = CGFloat(xs[i]), y = CGFloat(ys[i])
                ctx.setFillColor(colors[i % 16])
                ctx.move(to: CGPoint(x: x, y: y))
                ctx.addLine(to: CGPoint(x: x + 20, y: y + 2))
                ctx.addLine(to: CGPoint(x: x + 18, y: y + 20))
                ctx.addLine(to: CGPoint(x: x + 1, y: y + 17))
                ctx.closePath()
                ctx.fillPath()
            }
        }
        var swift = 0.0, c = 0.0
        withCairo { cr in
            (swift, c) = paired(swiftBody) { xs.withUnsafeBufferPointer { x in ys.withUnsafeBufferPointer { y in rgba.withUnsafeBufferPointer { k in
                ccb_fill_paths(cr, x.baseAddress, y.baseAddress, 10_000, k.baseAddress)
            } } } }
        }
        report(Figure(name: "cg_fill_10000_paths_1280x800", value: swift * 1000, unit: "ms", baseline: c * 1000))
    }

    // 10,000 strokes.
    do {
        let ctx = makeContext()
        ctx.setLineWidth(2)
        ctx.setLineJoin(.round)
        let swiftBody = {
            for i in 0..<10_000 {
                let x = CGFloat(xs[i]), y = CGFloat(ys[i])
                ctx.setStrokeColor(colors[i % 16])
                ctx.move(to: CGPoint(x: x, y: y))
                ctx.addLine(to: CGPoint(x: x + 30, y: y + 10))
                ctx.addLine(to: CGPoint(x: x + 10, y: y + 30))
                ctx.strokePath()
            }
        }
        var swift = 0.0, c = 0.0
        withCairo { cr in
            (swift, c) = paired(swiftBody) { xs.withUnsafeBufferPointer { x in ys.withUnsafeBufferPointer { y in rgba.withUnsafeBufferPointer { k in
                ccb_stroke_paths(cr, x.baseAddress, y.baseAddress, 10_000, k.baseAddress)
            } } } }
        }
        report(Figure(name: "cg_stroke_10000_paths_1280x800", value: swift * 1000, unit: "ms", baseline: c * 1000))
    }

    // 1,000 image draws.
    do {
        let tile: CGImage = {
            let t = makeTile()
            return t
        }()
        let ctx = makeContext()
        let swiftBody = {
            for i in 0..<1_000 {
                ctx.draw(tile, in: CGRect(x: xs[i], y: ys[i], width: 50, height: 50))
            }
        }
        var swift = 0.0, c = 0.0
        withCairo { cr in
            let image = ccb_make_image(50, 50, 0xFF33_80E6)
            (swift, c) = paired(swiftBody) { xs.withUnsafeBufferPointer { x in ys.withUnsafeBufferPointer { y in
                ccb_draw_images(cr, image, x.baseAddress, y.baseAddress, 1_000)
            } } }
            cairo_surface_destroy(image)
        }
        report(Figure(name: "cg_draw_1000_images_50x50_1280x800", value: swift * 1000, unit: "ms", baseline: c * 1000))
    }
}

/// A 50×50 opaque tile with a darker frame, like `ccb_make_image`'s.
private func makeTile() -> CGImage {
    let ctx = CGContext(data: nil, width: 50, height: 50, bitsPerComponent: 8, bytesPerRow: 0,
                        space: CGColorSpace(name: CGColorSpace.sRGB)!,
                        bitmapInfo: CGImageAlphaInfo.premultipliedFirst.rawValue | CGBitmapInfo.byteOrder32Little.rawValue)!
    ctx.setFillColor(red: 0.2, green: 0.5, blue: 0.9, alpha: 1)
    ctx.fill(CGRect(x: 0, y: 0, width: 50, height: 50))
    ctx.setStrokeColor(red: 0.1, green: 0.25, blue: 0.45, alpha: 1)
    ctx.stroke(CGRect(x: 0.5, y: 0.5, width: 49, height: 49))
    return ctx.makeImage()!
}

/// Measures the Swift and the C body in three alternating rounds and keeps each side's best median, so
/// that load from other processes on a shared machine skews neither side.
private func paired(_ swift: () -> Void, _ c: () -> Void) -> (Double, Double) {
    var s = Double.infinity, k = Double.infinity
    for _ in 0..<3 {
        s = min(s, measure(budget: 0.4, swift))
        k = min(k, measure(budget: 0.4, c))
    }
    return (s, k)
}
