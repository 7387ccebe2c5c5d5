import Foundation

/// What `init(systemName:)` made an image from: the symbol's name and configuration.
struct SymbolInfo: @unchecked Sendable {
    let name: String
    let configuration: UIImage.SymbolConfiguration
}

/// System symbol images, mirroring `UIImage(systemName:)` and `UIImage.SymbolConfiguration`.
///
/// SF Symbols are Apple's and cannot be shipped, so the symbols apps use most are drawn here with Core
/// Graphics (`SymbolImageRenderer.names`) as template images at the configured point size, weight and scale.
/// Other names of Apple's set (`SFSymbolNames`) draw a visible placeholder glyph; names that are not in
/// Apple's set give nil, as UIKit does (see Docs/Deviations.md).
extension UIImage {
    /// The system symbol named `name` at the default configuration (body text style, regular weight,
    /// medium scale), or nil when there is no such symbol (`init(systemName:)`).
    public convenience init?(systemName name: String) {
        self.init(systemName: name, withConfiguration: nil)
    }

    /// The system symbol named `name` drawn with `configuration` (a `SymbolConfiguration`; other
    /// configurations use the defaults), or nil when there is no such symbol
    /// (`init(systemName:withConfiguration:)`).
    public convenience init?(systemName name: String, withConfiguration configuration: UIImage.Configuration?) {
        let symbolConfiguration: SymbolConfiguration
        if let c = configuration as? SymbolConfiguration {
            symbolConfiguration = c.copySymbol()
        } else {
            symbolConfiguration = SymbolConfiguration()
            symbolConfiguration.traitCollection = configuration?.traitCollection
        }
        guard let cg = SymbolImageRenderer.render(name, configuration: symbolConfiguration) else { return nil }
        self.init(cgImage: cg, scale: SymbolImageRenderer.pixelScale, orientation: .up, renderingMode: .alwaysTemplate,
                  capInsets: .zero, resizingMode: .tile, tintColor: nil, resizable: false)
        symbol = SymbolInfo(name: name, configuration: symbolConfiguration)
    }

    /// The system symbol named `name` for a trait collection (`init(systemName:compatibleWith:)`).
    public convenience init?(systemName name: String, compatibleWith traitCollection: UITraitCollection?) {
        let c = SymbolConfiguration()
        c.traitCollection = traitCollection
        self.init(systemName: name, withConfiguration: c)
    }

    /// The configuration of a symbol image (`configuration`); nil for other images.
    public var configuration: UIImage.Configuration? { symbol?.configuration }

    /// The symbol configuration of a symbol image (`symbolConfiguration`); nil for other images.
    public var symbolConfiguration: UIImage.SymbolConfiguration? { symbol?.configuration }

    /// This image with `configuration` applied (`withConfiguration(_:)`): symbol images are drawn again with
    /// the combined configuration, keeping rendering mode and tint; other images are returned unchanged.
    public func withConfiguration(_ configuration: UIImage.Configuration) -> UIImage {
        guard let symbol else { return self }
        let merged = symbol.configuration.applying(configuration)
        guard let image = UIImage(systemName: symbol.name, withConfiguration: merged) else { return self }
        return UIImage(cgImage: image.cgImage, scale: image.scale, orientation: .up, renderingMode: renderingMode,
                       capInsets: .zero, resizingMode: .tile, tintColor: tintColor, resizable: false)
            .keepingSymbol(image.symbol)
    }

    /// This symbol image with `configuration` applied (`applyingSymbolConfiguration(_:)`); nil for images
    /// that are not symbols.
    public func applyingSymbolConfiguration(_ configuration: UIImage.SymbolConfiguration) -> UIImage? {
        guard symbol != nil else { return nil }
        return withConfiguration(configuration)
    }

    /// `image` carrying `symbol` (the `with...` copies keep an image a symbol image).
    func keepingSymbol(_ symbol: SymbolInfo?) -> UIImage {
        self.symbol = symbol
        return self
    }
}

/// Draws the built-in symbols in black on a transparent square bitmap (a template: only alpha counts).
enum SymbolImageRenderer {
    /// Pixels per point of symbol bitmaps (sharp on 1× and 2× screens).
    static let pixelScale: CGFloat = 2

    /// Stroke width as a fraction of the point size, per weight (ultraLight ... black).
    static func strokeFraction(_ w: UIImage.SymbolWeight) -> CGFloat {
        let table: [CGFloat] = [0.03, 0.045, 0.06, 0.075, 0.09, 0.105, 0.12, 0.14, 0.16]
        return table[max(w.rawValue, 1) - 1]
    }

    /// The side of a symbol image in points for a configuration: point size × scale factor, rounded up.
    static func side(for c: UIImage.SymbolConfiguration) -> CGFloat {
        (c.resolvedPointSize * c.scaleFactor).rounded(.up)
    }

    /// The names of the symbols drawn here.
    static var names: [String] { Array(Set(glyphs.keys).union(moreGlyphs.keys)).sorted() }

    /// The glyph for `name`: its drawing, the placeholder for a name of Apple's set that is not drawn here,
    /// nil for a name that is not a symbol.
    static func glyph(named name: String) -> Glyph? {
        if let g = glyphs[name] ?? moreGlyphs[name] { return g }
        return SFSymbolNames.all.contains(name) ? placeholder : nil
    }

    /// The width of a symbol's image as a fraction of its side, for symbols whose SF Symbols image is
    /// narrower than it is tall (the glyph is drawn centred in the square and the sides are cut). The
    /// plus is iOS's navigation-bar `.add` glyph: 17.67 points of ink with 2 points on each side in a
    /// 17-point large-scale image 23 points tall.
    static let widthFractions: [String: CGFloat] = ["plus": 21.67 / 23]

    static func render(_ name: String, configuration c: UIImage.SymbolConfiguration) -> CGImage? {
        guard let glyph = glyph(named: name) else { return nil }
        return render(glyph, widthFraction: widthFractions[name] ?? 1, configuration: c)
    }

    /// Draws `glyph` as a symbol image under `c`, `widthFraction` of its side wide.
    static func render(_ glyph: Glyph, widthFraction: CGFloat, configuration c: UIImage.SymbolConfiguration) -> CGImage? {
        let sidePoints = side(for: c)
        let px = Int((sidePoints * pixelScale).rounded(.up))
        let widthPx = Int((CGFloat(px) * widthFraction).rounded())
        guard px > 0, px <= 4096, let ctx = UIImage.bitmap(width: widthPx, height: px) else { return nil }
        // y-down unit square, centred horizontally in a narrower image.
        ctx.concatenate(CGAffineTransform(a: CGFloat(px), b: 0, c: 0, d: -CGFloat(px),
                                          tx: CGFloat(widthPx - px) / 2, ty: CGFloat(px)))
        ctx.setFillColor(gray: 0, alpha: 1)
        ctx.setStrokeColor(gray: 0, alpha: 1)
        ctx.setLineCap(.round)
        ctx.setLineJoin(.round)
        let lw = strokeFraction(c.resolvedWeight) * c.resolvedPointSize * c.scaleFactor / sidePoints
        ctx.setLineWidth(lw)
        glyph(Pen(ctx: ctx, lineWidth: lw, em: c.resolvedPointSize * c.scaleFactor / sidePoints))
        return ctx.makeImage()
    }

    /// Drawing helpers in the unit square (y down).
    struct Pen {
        let ctx: CGContext
        let lineWidth: CGFloat
        /// The point size times the scale factor, in the unit square (the side is that, rounded up).
        var em: CGFloat = 1

        /// The outer radius of circled symbols (`circle`, `*.circle`, `*.circle.fill`), in the unit square.
        /// iOS's `checkmark.circle.fill` at 17 points, medium scale, is a disc 16.97 points across
        /// (swift-snapshot-testing's iOS-recorded `testSwiftUIView_iOS`, 2×): 0.998 of the point size.
        var discRadius: CGFloat { 0.4991 * em }
        /// The centre line of circled symbols' ring: its outer edge is `discRadius`.
        var ringRadius: CGFloat { discRadius - lineWidth / 2 }

        func line(_ pts: [(CGFloat, CGFloat)], closed: Bool = false) {
            ctx.beginPath()
            ctx.addLines(between: pts.map { CGPoint(x: $0.0, y: $0.1) })
            if closed { ctx.closePath() }
            ctx.strokePath()
        }
        func fillPolygon(_ pts: [(CGFloat, CGFloat)]) {
            ctx.beginPath()
            ctx.addLines(between: pts.map { CGPoint(x: $0.0, y: $0.1) })
            ctx.closePath()
            ctx.fillPath()
        }
        /// A disc, or a ring of the pen's width outlined as SF Symbols outline rings (`fillRing`).
        func circle(_ x: CGFloat, _ y: CGFloat, _ r: CGFloat, fill: Bool = false) {
            if fill {
                ctx.fillEllipse(in: CGRect(x: x - r, y: y - r, width: 2 * r, height: 2 * r))
            } else {
                SymbolImageRenderer.fillRing(in: ctx, center: CGPoint(x: x, y: y), radius: r, width: lineWidth)
            }
        }
        /// Draws `body` knocked out of what is already drawn (the white parts of a `.fill` symbol).
        func knockOut(_ body: () -> Void) {
            ctx.saveGState()
            ctx.setBlendMode(.clear)
            body()
            ctx.restoreGState()
        }
    }

    typealias Glyph = @Sendable (Pen) -> Void

    static func star(_ p: Pen, fill: Bool) {
        var pts: [(CGFloat, CGFloat)] = []
        for i in 0..<10 {
            let r: CGFloat = i % 2 == 0 ? 0.42 : 0.18
            let a = -CGFloat.pi / 2 + CGFloat(i) * .pi / 5
            pts.append((0.5 + r * cos(a), 0.54 + r * sin(a)))
        }
        if fill { p.fillPolygon(pts); p.line(pts, closed: true) } else { p.line(pts, closed: true) }
    }

    static func heart(_ p: Pen, fill: Bool) {
        let c = p.ctx
        c.beginPath()
        c.move(to: CGPoint(x: 0.5, y: 0.86))
        c.addCurve(to: CGPoint(x: 0.08, y: 0.36), control1: CGPoint(x: 0.22, y: 0.64), control2: CGPoint(x: 0.08, y: 0.52))
        c.addCurve(to: CGPoint(x: 0.5, y: 0.26), control1: CGPoint(x: 0.08, y: 0.1), control2: CGPoint(x: 0.42, y: 0.08))
        c.addCurve(to: CGPoint(x: 0.92, y: 0.36), control1: CGPoint(x: 0.58, y: 0.08), control2: CGPoint(x: 0.92, y: 0.1))
        c.addCurve(to: CGPoint(x: 0.5, y: 0.86), control1: CGPoint(x: 0.92, y: 0.52), control2: CGPoint(x: 0.78, y: 0.64))
        c.closePath()
        c.drawPath(using: fill ? .fillStroke : .stroke)
    }

    static func person(_ p: Pen, fill: Bool) {
        p.circle(0.5, 0.3, 0.16, fill: fill)
        if fill { p.circle(0.5, 0.3, 0.16) }
        let c = p.ctx
        c.beginPath()
        c.move(to: CGPoint(x: 0.16, y: 0.88))
        c.addCurve(to: CGPoint(x: 0.84, y: 0.88), control1: CGPoint(x: 0.16, y: 0.5), control2: CGPoint(x: 0.84, y: 0.5))
        c.closePath()
        c.drawPath(using: fill ? .fillStroke : .stroke)
    }

    static func house(_ p: Pen, fill: Bool) {
        if fill {
            let pts: [(CGFloat, CGFloat)] = [(0.5, 0.14), (0.9, 0.5), (0.78, 0.5), (0.78, 0.88), (0.22, 0.88), (0.22, 0.5), (0.1, 0.5)]
            p.fillPolygon(pts); p.line(pts, closed: true)
        } else {
            p.line([(0.1, 0.5), (0.5, 0.14), (0.9, 0.5)])
            p.line([(0.22, 0.4), (0.22, 0.88), (0.78, 0.88), (0.78, 0.4)])
        }
    }

    static func gear(_ p: Pen, fill: Bool) {
        let c = p.ctx
        c.saveGState()
        c.setLineWidth(0.13)
        c.setLineCap(.butt)
        for i in 0..<8 {
            let a = CGFloat(i) * .pi / 4
            p.line([(0.5 + 0.3 * cos(a), 0.5 + 0.3 * sin(a)), (0.5 + 0.44 * cos(a), 0.5 + 0.44 * sin(a))])
        }
        c.restoreGState()
        if fill {
            p.circle(0.5, 0.5, 0.32, fill: true)
            p.knockOut { p.circle(0.5, 0.5, 0.12, fill: true) }
        } else {
            p.circle(0.5, 0.5, 0.3)
            p.circle(0.5, 0.5, 0.12)
        }
    }

    /// The marks drawn inside `*.circle` symbols, in the unit square.
    static let marks: [String: Glyph] = [
        "plus": { p in p.line([(0.5, 0.18), (0.5, 0.82)]); p.line([(0.18, 0.5), (0.82, 0.5)]) },
        "minus": { p in p.line([(0.18, 0.5), (0.82, 0.5)]) },
        "xmark": { p in p.line([(0.22, 0.22), (0.78, 0.78)]); p.line([(0.78, 0.22), (0.22, 0.78)]) },
        "checkmark": { p in p.line([(0.16, 0.52), (0.4, 0.78), (0.84, 0.22)]) },
        "info": { p in p.circle(0.5, 0.24, p.lineWidth * 0.9, fill: true); p.line([(0.5, 0.44), (0.5, 0.8)]) },
        "exclamationmark": { p in p.line([(0.5, 0.18), (0.5, 0.6)]); p.circle(0.5, 0.8, p.lineWidth * 0.9, fill: true) },
        "questionmark": { p in
            p.ctx.beginPath()
            p.ctx.addArc(center: CGPoint(x: 0.5, y: 0.36), radius: 0.18, startAngle: .pi, endAngle: .pi * 2.4, clockwise: false)
            p.ctx.addLine(to: CGPoint(x: 0.5, y: 0.64))
            p.ctx.strokePath()
            p.circle(0.5, 0.84, p.lineWidth * 0.9, fill: true)
        },
        "chevron.right": { p in p.line([(0.36, 0.14), (0.68, 0.5), (0.36, 0.86)]) },
        "chevron.left": { p in p.line([(0.64, 0.14), (0.32, 0.5), (0.64, 0.86)]) },
        "chevron.up": { p in p.line([(0.14, 0.66), (0.5, 0.32), (0.86, 0.66)]) },
        "chevron.down": { p in p.line([(0.14, 0.34), (0.5, 0.68), (0.86, 0.34)]) },
        "arrow.right": { p in p.line([(0.14, 0.5), (0.86, 0.5)]); p.line([(0.56, 0.2), (0.86, 0.5), (0.56, 0.8)]) },
        "arrow.left": { p in p.line([(0.86, 0.5), (0.14, 0.5)]); p.line([(0.44, 0.2), (0.14, 0.5), (0.44, 0.8)]) },
        "arrow.up": { p in p.line([(0.5, 0.86), (0.5, 0.14)]); p.line([(0.2, 0.44), (0.5, 0.14), (0.8, 0.44)]) },
        "arrow.down": { p in p.line([(0.5, 0.14), (0.5, 0.86)]); p.line([(0.2, 0.56), (0.5, 0.86), (0.8, 0.56)]) },
    ]

    /// A mark inside a circle (`*.circle`), or knocked out of a filled circle (`*.circle.fill`).
    static func inCircle(_ mark: @escaping Glyph, fill: Bool) -> Glyph {
        { p in
            let inner = Pen(ctx: p.ctx, lineWidth: p.lineWidth / 0.56, em: p.em / 0.56)
            func drawMark() {
                p.ctx.saveGState()
                p.ctx.translateBy(x: 0.22, y: 0.22)
                p.ctx.scaleBy(x: 0.56, y: 0.56)
                p.ctx.setLineWidth(inner.lineWidth)
                mark(inner)
                p.ctx.restoreGState()
            }
            if fill {
                p.circle(0.5, 0.5, p.discRadius, fill: true)
                p.knockOut(drawMark)
            } else {
                p.circle(0.5, 0.5, p.ringRadius)
                drawMark()
            }
        }
    }

    static let glyphs: [String: Glyph] = {
        var g: [String: Glyph] = [:]
        for name in ["minus", "xmark", "checkmark", "chevron.right", "chevron.left", "chevron.up",
                     "chevron.down", "arrow.right", "arrow.left", "arrow.up", "arrow.down"] {
            g[name] = marks[name]
        }
        for name in ["plus", "minus", "xmark", "checkmark", "info", "exclamationmark", "questionmark",
                     "chevron.right", "chevron.left", "chevron.up", "chevron.down",
                     "arrow.right", "arrow.left", "arrow.up", "arrow.down"] {
            g[name + ".circle"] = inCircle(marks[name]!, fill: false)
            g[name + ".circle.fill"] = inCircle(marks[name]!, fill: true)
        }
        // The plus alone reaches further out than the one inside a circle: SF Symbols' plus is as wide as
        // the symbol's point size at the large scale.
        g["plus"] = { p in p.line([(0.5, 0.15), (0.5, 0.85)]); p.line([(0.15, 0.5), (0.85, 0.5)]) }
        g["circle"] = { p in p.circle(0.5, 0.5, p.ringRadius) }
        g["circle.fill"] = { p in p.circle(0.5, 0.5, p.discRadius, fill: true) }
        g["square"] = { p in p.line([(0.1, 0.1), (0.9, 0.1), (0.9, 0.9), (0.1, 0.9)], closed: true) }
        g["square.fill"] = { p in
            let pts: [(CGFloat, CGFloat)] = [(0.1, 0.1), (0.9, 0.1), (0.9, 0.9), (0.1, 0.9)]
            p.fillPolygon(pts); p.line(pts, closed: true)
        }
        g["star"] = { star($0, fill: false) }
        g["star.fill"] = { star($0, fill: true) }
        g["heart"] = { heart($0, fill: false) }
        g["heart.fill"] = { heart($0, fill: true) }
        g["person"] = { person($0, fill: false) }
        g["person.fill"] = { person($0, fill: true) }
        g["house"] = { house($0, fill: false) }
        g["house.fill"] = { house($0, fill: true) }
        g["gear"] = { gear($0, fill: false) }
        g["gearshape"] = { gear($0, fill: false) }
        g["gearshape.fill"] = { gear($0, fill: true) }
        g["magnifyingglass"] = { p in p.circle(0.42, 0.42, 0.28); p.line([(0.63, 0.63), (0.86, 0.86)]) }
        g["trash"] = { p in
            p.line([(0.14, 0.22), (0.86, 0.22)])
            p.line([(0.38, 0.22), (0.38, 0.12), (0.62, 0.12), (0.62, 0.22)])
            p.line([(0.22, 0.22), (0.28, 0.88), (0.72, 0.88), (0.78, 0.22)])
        }
        g["trash.fill"] = { p in
            p.line([(0.14, 0.22), (0.86, 0.22)])
            p.line([(0.38, 0.22), (0.38, 0.12), (0.62, 0.12), (0.62, 0.22)])
            let body: [(CGFloat, CGFloat)] = [(0.22, 0.22), (0.28, 0.88), (0.72, 0.88), (0.78, 0.22)]
            p.fillPolygon(body); p.line(body, closed: true)
        }
        g["square.and.arrow.up"] = { p in
            p.line([(0.5, 0.1), (0.5, 0.6)])
            p.line([(0.34, 0.26), (0.5, 0.1), (0.66, 0.26)])
            p.line([(0.36, 0.4), (0.2, 0.4), (0.2, 0.9), (0.8, 0.9), (0.8, 0.4), (0.64, 0.4)])
        }
        g["exclamationmark.triangle"] = { p in
            p.line([(0.5, 0.12), (0.92, 0.86), (0.08, 0.86)], closed: true)
            p.line([(0.5, 0.38), (0.5, 0.62)])
            p.circle(0.5, 0.74, p.lineWidth * 0.9, fill: true)
        }
        g["exclamationmark.triangle.fill"] = { p in
            let pts: [(CGFloat, CGFloat)] = [(0.5, 0.12), (0.92, 0.86), (0.08, 0.86)]
            p.fillPolygon(pts); p.line(pts, closed: true)
            p.knockOut { p.line([(0.5, 0.38), (0.5, 0.62)]); p.circle(0.5, 0.74, p.lineWidth * 0.9, fill: true) }
        }
        g["ellipsis"] = { p in
            for x: CGFloat in [0.2, 0.5, 0.8] { p.circle(x, 0.5, max(0.07, p.lineWidth), fill: true) }
        }
        g["line.3.horizontal"] = { p in
            for y: CGFloat in [0.25, 0.5, 0.75] { p.line([(0.14, y), (0.86, y)]) }
        }
        return g
    }()
}
