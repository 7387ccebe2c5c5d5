import Foundation
import UIKit
import CCairoBench
import CCairo

/// Compositing layers with cached contents (issue 2; grown by the layer-tree issue).
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

