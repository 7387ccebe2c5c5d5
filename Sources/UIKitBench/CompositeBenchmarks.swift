import Foundation
import UIKit
import CCairoBench
import CCairo

/// Compositing layers with cached contents, and damage tracking (the layer-tree issue).
@MainActor
func compositeBenchmarks() {
    let width = 1280, height = 800
    let tile = blueTile()
    let image = ccb_make_image(50, 50, 0xFF33_80E6)
    defer { cairo_surface_destroy(image) }

    func tree(_ n: Int, _ xs: [Double], _ ys: [Double]) -> CALayer {
        tileTree(Array(xs.prefix(n)), Array(ys.prefix(n)), tile: tile, width: width, height: height)
    }

    // (a) A full frame: every layer composited through `render(in:)`, against the same composites in C.
    for n in [1_000, 10_000] {
        let (xs, ys) = positions(n)
        let root = tree(n, xs, ys)
        let ctx = CGContext(data: nil, width: width, height: height, bitsPerComponent: 8, bytesPerRow: 0,
                            space: CGColorSpace(name: CGColorSpace.sRGB)!,
                            bitmapInfo: CGImageAlphaInfo.premultipliedFirst.rawValue | CGBitmapInfo.byteOrder32Little.rawValue)!
        ctx.concatenate(CGAffineTransform(a: 1, b: 0, c: 0, d: -1, tx: 0, ty: CGFloat(height)))
        let swiftTime = measure { profiledRender(root, in: ctx) }

        let surface = cairo_image_surface_create(CAIRO_FORMAT_ARGB32, Int32(width), Int32(height))
        let cr = cairo_create(surface)
        let cTime = measure { xs.withUnsafeBufferPointer { x in ys.withUnsafeBufferPointer { y in
            ccb_composite_images(cr, image, x.baseAddress, y.baseAddress, Int32(n))
        } } }
        cairo_destroy(cr); cairo_surface_destroy(surface)
        report(Figure(name: "composite_\(n)_layers_50x50_1280x800", value: swiftTime * 1000, unit: "ms", baseline: cTime * 1000))
    }

    // (b) One 50×50 layer (the middle one in the order) moving 3 points back and forth in a tree of n
    // layers: LayerTreeRenderer recomposites the damage, against C compositing that rectangle with the
    // list of layers meeting it handed over for free.
    for n in [1_000, 10_000, 100_000] {
        var (xs, ys) = positions(n)
        let root = tree(n, xs, ys)
        let renderer = LayerTreeRenderer(pixelWidth: width, pixelHeight: height)!
        renderer.renderFrame(root: root)
        let moverIndex = n / 2
        let mover = root.sublayers![moverIndex]
        let x0 = xs[moverIndex], y0 = ys[moverIndex]
        var flip = false
        var composited = 0
        let swiftTime = measure {
            flip.toggle()
            mover.position = CGPoint(x: x0 + 25 + (flip ? 3 : 0), y: y0 + 25)
            renderer.renderFrame(root: root)
            composited = renderer.lastCompositedLayerCount
        }
        // The damage is the old ∪ new frame: (x0, y0) to (x0 + 53, y0 + 50).
        let damage = CGRect(x: x0, y: y0, width: 53, height: 50)
        xs[moverIndex] = x0 + 3
        var indices: [Int32] = []
        for i in 0..<n where xs[i] < damage.maxX && xs[i] + 50 > damage.minX && ys[i] < damage.maxY && ys[i] + 50 > damage.minY {
            indices.append(Int32(i))
        }
        let surface = cairo_image_surface_create(CAIRO_FORMAT_ARGB32, Int32(width), Int32(height))
        let cr = cairo_create(surface)
        let cTime = measure { xs.withUnsafeBufferPointer { x in ys.withUnsafeBufferPointer { y in indices.withUnsafeBufferPointer { ix in
            ccb_composite_region(cr, image, x.baseAddress, y.baseAddress, ix.baseAddress, Int32(ix.count),
                                 Double(damage.minX), Double(damage.minY), Double(damage.width), Double(damage.height))
        } } } }
        cairo_destroy(cr); cairo_surface_destroy(surface)
        report(Figure(name: "damage_move_one_50x50_in_\(n)_layers (\(composited) composited, \(indices.count) meet the damage)",
                      value: swiftTime * 1e6, unit: "µs", baseline: cTime * 1e6))
    }

    // (c) A frame in which nothing changed, 10,000 layers: the renderer finds no damage and composites nothing.
    do {
        let (xs, ys) = positions(10_000)
        let root = tree(10_000, xs, ys)
        let renderer = LayerTreeRenderer(pixelWidth: width, pixelHeight: height)!
        renderer.renderFrame(root: root)
        let t = measure { renderer.renderFrame(root: root) }
        report(Figure(name: "no_change_frame_10000_layers", value: t * 1e6, unit: "µs"))
    }
}

/// One full composite through `render(in:)` (`valgrind --tool=callgrind --collect-atstart=no
/// --toggle-collect='*profiledRender*' --toggle-collect=ccb_composite_images` compares it with C per layer).
@MainActor @inline(never)
func profiledRender(_ root: CALayer, in ctx: CGContext) {
    root.render(in: ctx)
}
