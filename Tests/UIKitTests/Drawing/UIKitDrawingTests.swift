import Testing
import Foundation
import CoreGraphics
import PixelTestSupport
import UIKit

/// UIColor, UIBezierPath, UIKit geometry, renderers and the context stack.
@Suite(.freshWorld) struct UIKitDrawingTests {
    @Test("UIColor getters: RGB from grey, HSB from RGB by the standard formula")
    func colorGetters() {
        var r: CGFloat = -1, g: CGFloat = -1, b: CGFloat = -1, a: CGFloat = -1
        #expect(UIColor(white: 0.25, alpha: 0.5).getRed(&r, green: &g, blue: &b, alpha: &a))
        #expect(r == 0.25 && g == 0.25 && b == 0.25 && a == 0.5)
        var h: CGFloat = 0, s: CGFloat = 0, v: CGFloat = 0
        // (1, 0.5, 0): max 1, min 0 → s 1, v 1, hue (g − b)/Δ / 6 = 0.5 / 6.
        #expect(UIColor(red: 1, green: 0.5, blue: 0, alpha: 1).getHue(&h, saturation: &s, brightness: &v, alpha: &a))
        #expect(abs(h - 0.5 / 6) < 1e-9 && s == 1 && v == 1 && a == 1)
        var w: CGFloat = 0
        #expect(UIColor(white: 0.3, alpha: 1).getWhite(&w, alpha: &a) && w == 0.3)
        #expect(!UIColor.red.getWhite(&w, alpha: &a))
    }

    @Test("UIColor(hue:saturation:brightness:) converts to RGB by the standard formula")
    func hsb() {
        var r: CGFloat = 0, g: CGFloat = 0, b: CGFloat = 0, a: CGFloat = 0
        // Hue 1/3 is green; saturation 0.5, brightness 0.8 → max 0.8, min 0.8·(1 − 0.5) = 0.4.
        _ = UIColor(hue: 1.0 / 3.0, saturation: 0.5, brightness: 0.8, alpha: 1).getRed(&r, green: &g, blue: &b, alpha: &a)
        #expect(abs(r - 0.4) < 1e-9 && abs(g - 0.8) < 1e-9 && abs(b - 0.4) < 1e-9)
        _ = UIColor(hue: 0, saturation: 1, brightness: 1, alpha: 1).getRed(&r, green: &g, blue: &b, alpha: &a)
        #expect(r == 1 && g == 0 && b == 0)
    }

    @Test("UIColor equality compares space and components; withAlphaComponent keeps the colour")
    func colorEquality() {
        #expect(UIColor(red: 1, green: 0, blue: 0, alpha: 1) == UIColor.red)
        #expect(UIColor(white: 1, alpha: 1) != UIColor(red: 1, green: 1, blue: 1, alpha: 1))
        let half = UIColor.red.withAlphaComponent(0.5)
        #expect(half.cgColor.components == [1, 0, 0, 0.5])
        #expect(UIColor(cgColor: half.cgColor) == half)
        #expect(UIColor.systemBlue.cgColor.alpha == 1 && UIColor.label.cgColor.alpha == 1)
        #expect(UIColor.secondaryLabel.cgColor.alpha == 0.6)
    }

    @Test("setFill/setStroke/set drive the current context")
    func setFillStroke() {
        let img = drawnImage(4, 4) { _ in
            UIColor.blue.setFill()
            UIRectFill(CGRect(x: 0, y: 0, width: 2, height: 4))
            UIColor.red.set()
            UIBezierPath(rect: CGRect(x: 2, y: 0, width: 2, height: 4)).fill()
        }
        #expect(img.px(0, 0) == .blue && img.px(3, 3) == .red)
    }

    @Test("Drawing with no current context is a no-op (with a logged warning)")
    func noContext() {
        #expect(UIGraphicsGetCurrentContext() == nil)
        UIColor.red.setFill()
        UIBezierPath(rect: CGRect(x: 0, y: 0, width: 10, height: 10)).fill()
        UIBezierPath(rect: CGRect(x: 0, y: 0, width: 10, height: 10)).stroke()
        UIImage().draw(at: .zero)
        UIRectFill(.zero); UIRectFrame(.zero); UIRectClip(.zero)
        #expect(UIGraphicsGetImageFromCurrentImageContext() == nil)
        UIGraphicsEndImageContext()
    }

    @Test("UIBezierPath clockwise is clockwise on screen: 0 → π/2 clockwise passes below the centre")
    func arcDirection() {
        let cw = UIBezierPath(arcCenter: CGPoint(x: 10, y: 10), radius: 5, startAngle: 0, endAngle: .pi / 2, clockwise: true)
        #expect(cw.cgPath.boundingBoxOfPath.minY > 9.99 && abs(cw.cgPath.boundingBoxOfPath.maxY - 15) < 1e-9)
        #expect(abs(cw.currentPoint.x - 10) < 1e-9 && abs(cw.currentPoint.y - 15) < 1e-9)
        let ccw = UIBezierPath(arcCenter: CGPoint(x: 10, y: 10), radius: 5, startAngle: 0, endAngle: .pi / 2, clockwise: false)
        // The long way round: three quarters, covering the top.
        #expect(abs(ccw.cgPath.boundingBoxOfPath.minY - 5) < 1e-9)
        // CGPath's clockwise is y-up's: clockwise false there sweeps the short way, like UIKit's true.
        let cg = CGMutablePath()
        cg.addArc(center: CGPoint(x: 10, y: 10), radius: 5, startAngle: 0, endAngle: .pi / 2, clockwise: false)
        #expect(cg.boundingBoxOfPath.minY > 9.99)
    }

    @Test("Rounded rects: corners cut, centre and edges inside; radii clamp to half the short side")
    func roundedRect() {
        let p = UIBezierPath(roundedRect: CGRect(x: 0, y: 0, width: 40, height: 20), cornerRadius: 8)
        #expect(!p.contains(CGPoint(x: 0.5, y: 0.5)))
        #expect(p.contains(CGPoint(x: 20, y: 10)) && p.contains(CGPoint(x: 20, y: 0.5)) && p.contains(CGPoint(x: 0.5, y: 10)))
        let some = UIBezierPath(roundedRect: CGRect(x: 0, y: 0, width: 40, height: 20), byRoundingCorners: [.topLeft], cornerRadii: CGSize(width: 8, height: 8))
        #expect(!some.contains(CGPoint(x: 0.5, y: 0.5)) && some.contains(CGPoint(x: 39.5, y: 0.5)) && some.contains(CGPoint(x: 0.5, y: 19.5)))
        let pill = UIBezierPath(roundedRect: CGRect(x: 0, y: 0, width: 40, height: 20), cornerRadius: 100)
        let pb = pill.bounds
        #expect(abs(pb.minX) < 1e-9 && abs(pb.minY) < 1e-9 && abs(pb.width - 40) < 1e-9 && abs(pb.height - 20) < 1e-9)
        #expect(pill.contains(CGPoint(x: 20, y: 0.5)) && !pill.contains(CGPoint(x: 2, y: 2)))
    }

    @Test("reversing() keeps the shape and flips the winding: a ring of two rects then has a hole under non-zero")
    func reversing() {
        let outer = UIBezierPath(rect: CGRect(x: 0, y: 0, width: 20, height: 20))
        let inner = UIBezierPath(rect: CGRect(x: 5, y: 5, width: 10, height: 10))
        let same = outer.copy() as! UIBezierPath
        same.append(inner)
        #expect(same.contains(CGPoint(x: 10, y: 10)))
        let ring = outer.copy() as! UIBezierPath
        ring.append(inner.reversing())
        #expect(!ring.contains(CGPoint(x: 10, y: 10)) && ring.contains(CGPoint(x: 2, y: 2)))
        #expect(inner.reversing().bounds == inner.bounds)
        same.usesEvenOddFillRule = true
        #expect(!same.contains(CGPoint(x: 10, y: 10)))
    }

    @Test("contains(_:) ignores open subpaths, as UIKit documents")
    func openSubpathContainsNothing() {
        let p = UIBezierPath()
        p.move(to: .zero); p.addLine(to: CGPoint(x: 10, y: 0)); p.addLine(to: CGPoint(x: 10, y: 10))
        #expect(!p.contains(CGPoint(x: 8, y: 2)))
        p.close()
        #expect(p.contains(CGPoint(x: 8, y: 2)))
    }

    @Test("UIBezierPath stroke uses its own width and dash; apply(_:) transforms; fill(with:alpha:)")
    func strokeAttributes() {
        let img = drawnImage(20, 10) { _ in
            UIColor.red.setStroke()
            let line = UIBezierPath()
            line.move(to: CGPoint(x: 0, y: 5)); line.addLine(to: CGPoint(x: 20, y: 5))
            line.lineWidth = 4
            var dash: [CGFloat] = [5, 5]
            line.setLineDash(&dash, count: 2, phase: 0)
            line.stroke()
            UIColor.blue.setFill()
            let sq = UIBezierPath(rect: CGRect(x: 0, y: 0, width: 2, height: 2))
            sq.apply(CGAffineTransform(translationX: 18, y: 0))
            sq.fill(with: .normal, alpha: 0.5)
        }
        #expect(img.px(2, 3) == .red && img.px(2, 6) == .red && img.px(2, 2) == .clear)
        #expect(img.px(7, 5) == .clear && img.px(12, 5) == .red)
        #expect(img.px(19, 0).near(PixelRGBA(0, 0, 255, 128), 1))
        var count = 0, phase: CGFloat = 0
        let p = UIBezierPath(); var d: [CGFloat] = [1, 2, 3]
        p.setLineDash(&d, count: 3, phase: 1)
        p.getLineDash(nil, count: &count, phase: &phase)
        #expect(count == 3 && phase == 1)
    }

    @Test("addClip limits later drawing")
    func addClip() {
        let img = drawnImage(10, 10) { ctx in
            UIBezierPath(ovalIn: CGRect(x: 0, y: 0, width: 10, height: 10)).addClip()
            UIColor.red.setFill()
            UIRectFill(CGRect(x: 0, y: 0, width: 10, height: 10))
        }
        #expect(img.px(5, 5) == .red && img.px(0, 0) == .clear)
    }

    @Test("UIEdgeInsets inset(by:) moves the origin by (left, top) and shrinks by the sums")
    func insets() {
        let r = CGRect(x: 10, y: 20, width: 100, height: 50).inset(by: UIEdgeInsets(top: 1, left: 2, bottom: 3, right: 4))
        #expect(r == CGRect(x: 12, y: 21, width: 94, height: 46))
        #expect(UIEdgeInsetsInsetRect(.zero, .zero) == .zero)
        #expect(NSDirectionalEdgeInsets(top: 1, leading: 2, bottom: 3, trailing: 4).leading == 2)
        #expect(UIRectEdge.all == [.top, .left, .bottom, .right] && UIRectCorner.allCorners.rawValue == 15)
    }

    @Test("Legacy image context: scale 0 is the screen's; the image is in points; end pops it")
    func legacyImageContext() throws {
        UIGraphicsBeginImageContextWithOptions(CGSize(width: 4, height: 3), false, 2)
        let ctx = try #require(UIGraphicsGetCurrentContext())
        #expect(ctx.ctm == CGAffineTransform(a: 2, b: 0, c: 0, d: -2, tx: 0, ty: 6))
        UIColor.red.setFill()
        UIRectFill(CGRect(x: 0, y: 0, width: 1, height: 1))
        let img = try #require(UIGraphicsGetImageFromCurrentImageContext())
        UIGraphicsEndImageContext()
        #expect(UIGraphicsGetCurrentContext() == nil)
        #expect(img.size == CGSize(width: 4, height: 3) && img.scale == 2 && img.cgImage!.width == 8)
        #expect(img.px(1, 1) == .red && img.px(2, 2) == .clear)
    }

    @Test("Oversized, infinite or NaN legacy image contexts push nothing and do not crash")
    func legacyImageContextBadSizes() {
        for size in [CGSize(width: 1e300, height: 1), CGSize(width: 100_000, height: 100_000),
                     CGSize(width: CGFloat.nan, height: 1), CGSize(width: -5, height: 5)] {
            UIGraphicsBeginImageContextWithOptions(size, false, 1)
            #expect(UIGraphicsGetCurrentContext() == nil)
            #expect(UIGraphicsGetImageFromCurrentImageContext() == nil)
            UIGraphicsEndImageContext()
        }
    }

    @Test("Renderer: opaque format starts black; currentImage; pngData and jpegData encode")
    func rendererOutputs() throws {
        let f = UIGraphicsImageRendererFormat()
        f.scale = 1; f.opaque = true
        let r = UIGraphicsImageRenderer(size: CGSize(width: 4, height: 4), format: f)
        var mid: UIImage?
        let img = r.image { ctx in
            ctx.fill(CGRect(x: 0, y: 0, width: 1, height: 1))
            UIColor.red.setFill()
            ctx.fill(CGRect(x: 1, y: 0, width: 1, height: 1), blendMode: .normal)
            mid = ctx.currentImage
            ctx.fill(CGRect(x: 2, y: 0, width: 1, height: 1))
            UIColor.green.setStroke()
            ctx.stroke(CGRect(x: 0.5, y: 3.5, width: 3, height: 0))
        }
        #expect(img.px(1, 3) == .green) // a 1-wide stroke along y = 3.5
        #expect(img.px(3, 1) == PixelRGBA(0, 0, 0, 255))
        #expect(img.px(1, 0) == .red && img.px(2, 0) == .red && mid!.px(2, 0) == PixelRGBA(0, 0, 0, 255))
        #expect(r.format.scale == 1 && r.allowsImageOutput)
        let png = r.pngData { _ in }
        #expect(UIImage(data: png)!.px(0, 0) == PixelRGBA(0, 0, 0, 255))
        let jpg = r.jpegData(withCompressionQuality: 0.9) { _ in UIColor.white.setFill(); UIRectFill(CGRect(x: 0, y: 0, width: 4, height: 4)) }
        #expect(UIImage(data: jpg)!.px(1, 1).near(PixelRGBA(255, 255, 255, 255), 2))
    }

    @Test("A renderer with an offset origin maps bounds.origin to the top-left pixel")
    func rendererBoundsOrigin() {
        let f = UIGraphicsImageRendererFormat(); f.scale = 1
        let img = UIGraphicsImageRenderer(bounds: CGRect(x: 10, y: 10, width: 4, height: 4), format: f).image { _ in
            UIColor.red.setFill()
            UIRectFill(CGRect(x: 10, y: 10, width: 1, height: 1))
        }
        #expect(img.px(0, 0) == .red && img.px(1, 1) == .clear)
    }

    @Test("UIGraphicsPDFRenderer writes a PDF document with one page per beginPage")
    func pdf() throws {
        let r = UIGraphicsPDFRenderer(bounds: CGRect(x: 0, y: 0, width: 200, height: 100))
        let data = r.pdfData { ctx in
            ctx.beginPage()
            UIColor.red.setFill()
            UIRectFill(CGRect(x: 10, y: 10, width: 50, height: 50))
            #expect(ctx.cgContext.ctm == CGAffineTransform(a: 1, b: 0, c: 0, d: -1, tx: 0, ty: 100))
            ctx.beginPage()
            UIBezierPath(ovalIn: CGRect(x: 0, y: 0, width: 100, height: 100)).fill()
        }
        #expect(data.starts(with: Array("%PDF".utf8)))
        let text = String(decoding: data, as: UTF8.self)
        #expect(text.contains("/Count 2"))
        #expect(text.contains("/MediaBox [ 0 0 200 100 ]"))
    }

    @Test("UIRectFrame draws a one-point frame inside the rect in the stroke colour with .copy, as Apple documents")
    func rectFrame() {
        let img = drawnImage(6, 6) { _ in
            UIColor.blue.setFill()
            UIRectFill(CGRect(x: 0, y: 0, width: 6, height: 6))
            UIColor.red.withAlphaComponent(0.5).setStroke()
            UIRectFrame(CGRect(x: 0, y: 0, width: 6, height: 6))
        }
        // Copy replaces the blue: half-transparent red, not red over blue.
        for (x, y) in [(0, 3), (5, 3), (3, 0), (3, 5)] { #expect(img.px(x, y).near(PixelRGBA(255, 0, 0, 128), 1), "\(x),\(y)") }
        #expect(img.px(1, 1) == .blue && img.px(3, 3) == .blue)
    }

    @Test("UIRectFill replaces pixels (.copy); UIRectFillUsingBlendMode blends")
    func rectFillCopies() {
        let img = drawnImage(4, 2) { _ in
            UIColor.blue.setFill()
            UIRectFill(CGRect(x: 0, y: 0, width: 4, height: 2))
            UIColor.red.withAlphaComponent(0.5).setFill()
            UIRectFill(CGRect(x: 0, y: 0, width: 2, height: 2))
            UIRectFillUsingBlendMode(CGRect(x: 2, y: 0, width: 2, height: 2), .normal)
        }
        #expect(img.px(0, 0).near(PixelRGBA(255, 0, 0, 128), 1))
        // Red at 0.5 over opaque blue: (127.5, 0, 127.5, 255).
        #expect(img.px(3, 0).near(PixelRGBA(128, 0, 128, 255), 1))
    }
}

/// Pattern colours.
@Suite(.freshWorld) struct PatternColorTests {
    @Test("UIColor(patternImage:) tiles the image upright at its point size, anchored at the origin, whatever the CTM")
    func patternFill() {
        let tile = drawnImage(1, 2, scale: 2) { ctx in // at the renderer's scale: no resampling
            ctx.setFillColor(red: 1, green: 0, blue: 0, alpha: 1); ctx.fill(CGRect(x: 0, y: 0, width: 1, height: 1))
            ctx.setFillColor(red: 0, green: 0, blue: 1, alpha: 1); ctx.fill(CGRect(x: 0, y: 1, width: 1, height: 1))
        }
        let pattern = UIColor(patternImage: tile)
        let img = drawnImage(4, 6, scale: 2) { ctx in
            ctx.translateBy(x: 0, y: 1) // does not move the pattern
            pattern.setFill()
            UIRectFill(CGRect(x: 0, y: -1, width: 4, height: 6))
        }
        // 1-point rows alternate red, blue: pixel rows 0–1 red, 2–3 blue, 4–5 red...
        #expect(img.px(0, 0) == .red && img.px(7, 1) == .red)
        #expect(img.px(3, 2) == .blue && img.px(3, 3) == .blue)
        #expect(img.px(5, 4) == .red && img.px(5, 10) == .blue)
        var r: CGFloat = 0
        #expect(!pattern.getRed(&r, green: nil, blue: nil, alpha: nil))
    }
}

/// Drawing off the main thread, as iOS allows for renderers, colours, paths and images.
@Suite(.freshWorld) struct ConcurrentDrawingTests {
    final class Results: @unchecked Sendable {
        private var values = [PixelRGBA](repeating: .clear, count: 8 * 20)
        private let lock = NSLock()
        func set(_ i: Int, _ v: PixelRGBA) { lock.lock(); values[i] = v; lock.unlock() }
        func get(_ i: Int) -> PixelRGBA { lock.lock(); defer { lock.unlock() }; return values[i] }
    }

    @Test("Renderers on eight threads at once each get their own current context")
    func concurrentRenderers() {
        let colors: [UIColor] = [.red, .green, .blue, .yellow, .cyan, .magenta, .white, .black]
        let results = Results()
        DispatchQueue.concurrentPerform(iterations: 8 * 20) { i in
            let c = colors[i % 8]
            let img = drawnImage(8, 8) { _ in
                c.setFill()
                UIBezierPath(ovalIn: CGRect(x: 0, y: 0, width: 8, height: 8)).fill()
            }
            results.set(i, img.px(4, 4))
        }
        for i in 0..<(8 * 20) {
            var r: CGFloat = 0, g: CGFloat = 0, b: CGFloat = 0, a: CGFloat = 0
            _ = colors[i % 8].getRed(&r, green: &g, blue: &b, alpha: &a)
            #expect(results.get(i) == PixelRGBA(Int(r * 255), Int(g * 255), Int(b * 255), 255), "render \(i)")
        }
    }
}
