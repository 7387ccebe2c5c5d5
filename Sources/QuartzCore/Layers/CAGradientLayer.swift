import Foundation
import CoreGraphics

/// A layer that draws a colour gradient over its background, filling its bounds, mirroring
/// `CAGradientLayer`. Defaults are Apple's: axial, from `startPoint` (0.5, 0) to `endPoint` (0.5, 1) — top
/// to bottom on iOS — with the colours spread evenly when `locations` is nil.
///
/// Points are in the unit coordinate space of the bounds. An axial gradient runs along start → end and
/// extends its end colours beyond them; a radial one is centred on `startPoint` with `endPoint` on its
/// edge (horizontal and vertical radii from the two points' distances); a conic one turns around
/// `startPoint`, beginning towards `endPoint`. Colours are interpolated unpremultiplied, as Core Graphics
/// does, and their components are taken as Generic RGB (see `GenericRGB`), as iOS renders them. The
/// gradient is rendered once per size, scale and change into a cached bitmap.
@preconcurrency @MainActor
open class CAGradientLayer: CALayer {
    /// The gradient's colours (`CGColor`s); nil or empty draws nothing.
    open var colors: [Any]? { didSet { gradientChanged("colors", oldValue) } }
    /// Where each colour sits, 0...1, ascending; nil spreads the colours evenly.
    open var locations: [NSNumber]? { didSet { gradientChanged("locations", oldValue) } }
    /// Where the gradient starts, in unit coordinates (default (0.5, 0)).
    open var startPoint = CGPoint(x: 0.5, y: 0) { didSet { gradientChanged("startPoint", oldValue) } }
    /// Where the gradient ends, in unit coordinates (default (0.5, 1)).
    open var endPoint = CGPoint(x: 0.5, y: 1) { didSet { gradientChanged("endPoint", oldValue) } }
    /// The gradient's style (default axial).
    open var type: CAGradientLayerType = .axial { didSet { gradientChanged(nil) } }

    /// The rendered gradient, for the appearance generation, scale and rect it was made at. It stays with the
    /// layer, not its render node, for the reason the shadow image does (`LayerExtras.shadowCache`): a screen
    /// that leaves its window and comes back (a snapshot of a shown screen) loses its nodes and must not render
    /// its gradients again.
    private var renderedGradient: (generation: Int, scale: CGFloat, rect: CGRect, image: CGImage)?

    /// Creates a gradient layer with Apple's defaults.
    public override init() { super.init() }

    /// Creates a copy of `layer`'s properties.
    public override init(layer: Any) {
        super.init(layer: layer)
        guard let l = layer as? CAGradientLayer else { return }
        colors = l.colors; locations = l.locations; startPoint = l.startPoint; endPoint = l.endPoint; type = l.type
    }

    /// Archives are not supported on Linux: a layer with default values (see `CALayer.init?(coder:)`).
    public required init?(coder: NSCoder) {
        super.init(coder: coder)
    }

    private func gradientChanged(_ key: String?, _ old: Any? = nil) { changed(key: key, old: old) }

    override var hasSubclassContent: Bool { !(rColors?.isEmpty ?? true) }
    override var subclassContentExtent: CGRect { rBounds }

    override func makeSubclassRenderValues(reusing old: SubclassRenderValues?) -> SubclassRenderValues? {
        GradientRenderValues.of(self, reusing: old)
    }

    override func compositeSubclassContent(in ctx: CGContext, alpha: CGFloat) {
        let scale = CALayer.deviceScale(of: ctx)
        // A layer too big for one offscreen pass renders only the part inside the clip.
        let visible = rBounds.intersection(ctx.boundingBoxOfClipPath).integral.intersection(rBounds)
        guard !visible.isNull, !visible.isEmpty else { return }
        var entry = renderedGradient.flatMap { $0.generation == _appearanceGeneration && $0.scale == scale && $0.rect.contains(visible) ? $0 : nil }
        // The whole bounds when that fits one offscreen pass, so later partial frames reuse it.
        let area = CALayer.fittingScale(rBounds, scale) == scale ? rBounds : visible
        if entry == nil, let made = renderGradient(over: area, scale: scale) {
            entry = (_appearanceGeneration, scale, made.rect, made.image)
            renderedGradient = entry
        }
        guard let e = entry else { return }
        ctx.setAlpha(alpha)
        ctx.interpolationQuality = .default
        ctx.drawImageUpright(e.image, in: e.rect)
    }

    /// The colour stops: straight RGBA and location, sorted by location.
    private func stops() -> [(loc: Double, r: Double, g: Double, b: Double, a: Double)] {
        let cgColors = (rColors ?? []).compactMap { $0 as? CGColor }
        guard !cgColors.isEmpty else { return [] }
        let n = cgColors.count
        var out: [(loc: Double, r: Double, g: Double, b: Double, a: Double)] = []
        for (i, c) in cgColors.enumerated() {
            let comps = (c.components ?? [0, 1]).map(Double.init)
            let rgba: (Double, Double, Double, Double) = comps.count >= 4 ? (comps[0], comps[1], comps[2], comps[3])
                : comps.count == 2 ? (comps[0], comps[0], comps[0], comps[1]) : (0, 0, 0, 1)
            let loc: Double
            if let ls = rLocations, i < ls.count { loc = ls[i].doubleValue } else { loc = n == 1 ? 0 : Double(i) / Double(n - 1) }
            out.append((loc, rgba.0, rgba.1, rgba.2, rgba.3))
        }
        return out.sorted { $0.loc < $1.loc }
    }

    /// Pixels of the gradient along t in 0...1 (premultiplied ARGB), in `rampSteps` even steps: the stops'
    /// components interpolated straight, then matched from Generic RGB to sRGB; alpha is not matched.
    static let rampSteps = 4096
    private static func ramp(_ stops: [(loc: Double, r: Double, g: Double, b: Double, a: Double)]) -> [UInt32] {
        (0..<rampSteps).map { i in
            let t = Double(i) / Double(rampSteps - 1)
            var c = stops[0]
            if t >= stops[stops.count - 1].loc {
                c = stops[stops.count - 1]
            } else if t > stops[0].loc {
                var k = 1
                while k < stops.count && stops[k].loc < t { k += 1 }
                let a = stops[k - 1], b = stops[min(k, stops.count - 1)]
                let f = b.loc > a.loc ? (t - a.loc) / (b.loc - a.loc) : 0
                c = (t, a.r + (b.r - a.r) * f, a.g + (b.g - a.g) * f, a.b + (b.b - a.b) * f, a.a + (b.a - a.a) * f)
            }
            let A = min(max(c.a, 0), 1)
            let rgb = GenericRGB.toSRGB(c.r, c.g, c.b)
            func byte(_ v: Double) -> UInt32 { UInt32((min(max(v, 0), 1) * A * 255).rounded()) }
            return UInt32((A * 255).rounded()) << 24 | byte(rgb.r) << 16 | byte(rgb.g) << 8 | byte(rgb.b)
        }
    }

    /// Renders the gradient over `area` (layer coordinates, inside the bounds).
    private func renderGradient(over area: CGRect, scale: CGFloat) -> (image: CGImage, rect: CGRect)? {
        let stops = stops()
        let scale = CALayer.fittingScale(area, scale)
        guard !stops.isEmpty, let ctx = CALayer.makeOffscreen(area, scale: scale), let data = ctx.data else { return nil }
        let w = ctx.width, h = ctx.height
        let bw = Double(rBounds.width), bh = Double(rBounds.height)
        let s = (x: Double(rStartPoint.x) * bw, y: Double(rStartPoint.y) * bh)
        let e = (x: Double(rEndPoint.x) * bw, y: Double(rEndPoint.y) * bh)
        let dx = e.x - s.x, dy = e.y - s.y
        let len2 = dx * dx + dy * dy
        let rx = abs(dx), ry = abs(dy)
        let angle0 = atan2(dy, dx)
        let sc = Double(scale)
        let ramp = Self.ramp(stops)
        let last = Double(ramp.count - 1)
        for py in 0..<h {
            let row = data.advanced(by: py * ctx.bytesPerRow).assumingMemoryBound(to: UInt32.self)
            let y = Double(area.minY - rBounds.minY) + (Double(py) + 0.5) / sc
            for px in 0..<w {
                let x = Double(area.minX - rBounds.minX) + (Double(px) + 0.5) / sc
                var t: Double
                switch rType {
                case .radial:
                    let ux = rx > 0 ? (x - s.x) / rx : 0, uy = ry > 0 ? (y - s.y) / ry : 0
                    t = (rx > 0 || ry > 0) ? (ux * ux + uy * uy).squareRoot() : 1
                case .conic:
                    var a = atan2(y - s.y, x - s.x) - angle0
                    while a < 0 { a += 2 * .pi }
                    while a >= 2 * .pi { a -= 2 * .pi }
                    t = a / (2 * .pi)
                default:
                    t = len2 > 0 ? ((x - s.x) * dx + (y - s.y) * dy) / len2 : 0
                }
                row[px] = ramp[Int((min(max(t, 0), 1) * last).rounded())]
            }
        }
        guard let image = ctx.makeImage() else { return nil }
        return (image, CALayer.offscreenCoverage(area, ctx, scale: scale))
    }
}
