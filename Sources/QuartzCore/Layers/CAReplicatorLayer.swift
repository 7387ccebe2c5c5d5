import Foundation
import CoreGraphics

/// A layer that composites its sublayers `instanceCount` times, mirroring `CAReplicatorLayer`. Copy `i`
/// is drawn through `instanceTransform` applied `i` times (about the layer's anchor point, like a
/// sublayer transform) and with its colours multiplied by `instanceColor` plus `i` times the colour
/// offsets, clamped to 0...1. Defaults are Apple's: one instance, identity transform, opaque white colour,
/// zero offsets.
@preconcurrency @MainActor
open class CAReplicatorLayer: CALayer {
    /// How many copies to draw (default 1; 0 or less draws none).
    open var instanceCount = 1 { didSet { replicaChanged("instanceCount") } }
    /// The delay between copies' animations, in seconds (used once animations exist).
    open var instanceDelay: CFTimeInterval = 0 { didSet { replicaChanged("instanceDelay") } }
    /// The transform from one copy to the next.
    open var instanceTransform = CATransform3DIdentity {
        didSet { if !instanceTransform.isFinite { instanceTransform = oldValue; return }; replicaChanged("instanceTransform") }
    }
    /// The colour the first copy's colours are multiplied by (opaque white by default: unchanged).
    open var instanceColor: CGColor? = CGColor(red: 1, green: 1, blue: 1, alpha: 1) { didSet { replicaChanged("instanceColor") } }
    /// Added to the red multiplier for each further copy.
    open var instanceRedOffset: Float = 0 { didSet { replicaChanged("instanceRedOffset") } }
    /// Added to the green multiplier for each further copy.
    open var instanceGreenOffset: Float = 0 { didSet { replicaChanged("instanceGreenOffset") } }
    /// Added to the blue multiplier for each further copy.
    open var instanceBlueOffset: Float = 0 { didSet { replicaChanged("instanceBlueOffset") } }
    /// Added to the alpha multiplier for each further copy.
    open var instanceAlphaOffset: Float = 0 { didSet { replicaChanged("instanceAlphaOffset") } }
    /// Whether copies keep their depth instead of being flattened (the 2D compositor always flattens).
    open var preservesDepth = false

    /// Creates a replicator layer with Apple's defaults.
    public override init() { super.init() }

    /// Creates a copy of `layer`'s properties.
    public override init(layer: Any) {
        super.init(layer: layer)
        guard let l = layer as? CAReplicatorLayer else { return }
        instanceCount = l.instanceCount; instanceDelay = l.instanceDelay; instanceTransform = l.instanceTransform
        instanceColor = l.instanceColor; instanceRedOffset = l.instanceRedOffset
        instanceGreenOffset = l.instanceGreenOffset; instanceBlueOffset = l.instanceBlueOffset
        instanceAlphaOffset = l.instanceAlphaOffset; preservesDepth = l.preservesDepth
    }

    /// Archives are not supported on Linux: a layer with default values (see `CALayer.init?(coder:)`).
    public required init?(coder: NSCoder) {
        super.init(coder: coder)
    }

    private func replicaChanged(_ key: String?) { changed(key: key) }

    override var repeatsSublayers: Bool { rInstanceCount > 1 }

    override func makeSubclassRenderValues(reusing old: SubclassRenderValues?) -> SubclassRenderValues? {
        ReplicatorRenderValues.of(self, reusing: old)
    }

    /// The transform of copy `i`, in this layer's space.
    private func instanceMatrix(_ i: Int) -> CGAffineTransform {
        let step = rInstanceTransform.affine
        var m = CGAffineTransform.identity
        for _ in 0..<i { m = m.concatenating(step) }
        let ax = rBounds.minX + rAnchorPoint.x * rBounds.width, ay = rBounds.minY + rAnchorPoint.y * rBounds.height
        return CGAffineTransform(translationX: -ax, y: -ay).concatenating(m).concatenating(CGAffineTransform(translationX: ax, y: ay))
    }

    /// The colour multipliers of copy `i`.
    private func instanceMultipliers(_ i: Int) -> (r: Double, g: Double, b: Double, a: Double) {
        let comps = (rInstanceColor?.components ?? [1, 1, 1, 1]).map(Double.init)
        let base: (Double, Double, Double, Double) = comps.count >= 4 ? (comps[0], comps[1], comps[2], comps[3])
            : comps.count == 2 ? (comps[0], comps[0], comps[0], comps[1]) : (1, 1, 1, 1)
        func c(_ v: Double) -> Double { min(max(v, 0), 1) }
        let k = Double(i)
        let o = rInstanceOffsets
        return (c(base.0 + k * Double(o[0])), c(base.1 + k * Double(o[1])),
                c(base.2 + k * Double(o[2])), c(base.3 + k * Double(o[3])))
    }

    override func replicatedExtent(of sublayersRect: CGRect, layerToSurface: CGAffineTransform) -> CGRect {
        let instanceCount = rInstanceCount
        guard !sublayersRect.isNull, instanceCount > 1 else { return instanceCount >= 1 ? sublayersRect : .null }
        let back = layerToSurface.inverted()
        var r = sublayersRect
        for i in 1..<min(instanceCount, 10_000) {
            r = r.union(sublayersRect.applying(back.concatenating(instanceMatrix(i)).concatenating(layerToSurface)))
        }
        return r
    }

    override func compositeSublayers(in ctx: CGContext, alpha: CGFloat, cull: CGRect?) {
        let count = min(rInstanceCount, 10_000)
        guard count > 0 else { return }
        for i in 0..<count {
            let mul = instanceMultipliers(i)
            guard mul.a > 0 else { continue }
            ctx.saveGState()
            ctx.concatenate(instanceMatrix(i))
            if mul.r == 1 && mul.g == 1 && mul.b == 1 {
                // The copies' own rects are not tracked separately, so they are not culled.
                compositeSublayersDefault(in: ctx, alpha: alpha * mul.a, cull: nil)
            } else {
                compositeTinted(in: ctx, alpha: alpha, multipliers: mul)
            }
            ctx.restoreGState()
        }
    }

    /// Composites the sublayers offscreen and multiplies their colour channels (premultiplied, so the
    /// multiplication commutes) before drawing.
    private func compositeTinted(in ctx: CGContext, alpha: CGFloat, multipliers mul: (r: Double, g: Double, b: Double, a: Double)) {
        var extent = CGRect.null
        for s in rSublayers where !s.rIsHidden { extent = extent.union(s.rFrame) }
        guard !extent.isNull else { return }
        let scale = CALayer.fittingScale(extent.integral, CALayer.deviceScale(of: ctx))
        guard let off = CALayer.makeOffscreen(extent.integral, scale: scale), let data = off.data else { return }
        compositeSublayersDefault(in: off, alpha: 1, cull: nil)
        for y in 0..<off.height {
            let row = data.advanced(by: y * off.bytesPerRow).assumingMemoryBound(to: UInt32.self)
            for x in 0..<off.width {
                let p = row[x]
                func m(_ v: UInt32, _ k: Double) -> UInt32 { UInt32((Double(v) * k).rounded()) }
                row[x] = m(p >> 24, mul.a) << 24 | m((p >> 16) & 0xFF, mul.r * mul.a) << 16
                    | m((p >> 8) & 0xFF, mul.g * mul.a) << 8 | m(p & 0xFF, mul.b * mul.a)
            }
        }
        guard let image = off.makeImage() else { return }
        ctx.setAlpha(alpha)
        ctx.interpolationQuality = .default
        ctx.drawImageUpright(image, in: CALayer.offscreenCoverage(extent.integral, off, scale: scale))
    }
}
