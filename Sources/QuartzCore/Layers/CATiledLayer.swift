import Foundation
import CoreGraphics

/// A layer whose content is drawn in tiles, on demand, only where it is composited, mirroring
/// `CATiledLayer`: a huge drawn surface (a map, a document) needs no backing store of its full size.
///
/// `draw(in:)` (or the delegate's `draw(_:in:)`) runs once per tile with a context covering that tile;
/// tiles are kept until `setNeedsDisplay` invalidates them (`setNeedsDisplay(_:)` only the tiles it meets).
/// `tileSize` is in pixels, as Apple documents. Tiles are drawn synchronously while compositing, at the
/// detail level nearest the composited scale (`levelsOfDetail` halvings below `contentsScale`,
/// `levelsOfDetailBias` doublings above it); there is no fade-in.
@preconcurrency @MainActor
open class CATiledLayer: CALayer {
    /// The size of a tile in pixels (default 256×256).
    open var tileSize = CGSize(width: 256, height: 256) {
        didSet {
            if !(tileSize.width >= 1 && tileSize.height >= 1 && tileSize.width.isFinite && tileSize.height.isFinite) {
                CALayer.warn("ignoring tile size \(tileSize)"); tileSize = oldValue; return
            }
            tiles.removeAll()
            noteDrawingDamage(.null)
        }
    }
    /// How many detail levels below full resolution exist (default 1: only full resolution).
    open var levelsOfDetail = 1 { didSet { tiles.removeAll(); noteDrawingDamage(.null) } }
    /// How many detail levels above full resolution exist (default 0).
    open var levelsOfDetailBias = 0 { didSet { tiles.removeAll(); noteDrawingDamage(.null) } }
    /// The time newly drawn tiles take to fade in, per Apple 0.25 s (tiles appear at once here).
    open class func fadeDuration() -> CFTimeInterval { 0.25 }

    private struct TileKey: Hashable { var level: Int; var col: Int; var row: Int }
    private var tiles: [TileKey: CGImage] = [:]
    /// How many tiles have been drawn (package statistics for tests).
    package private(set) var tileDrawCount = 0

    /// Creates a tiled layer with Apple's defaults.
    public override init() { super.init() }

    /// Creates a copy of `layer`'s properties.
    public override init(layer: Any) {
        super.init(layer: layer)
        guard let l = layer as? CATiledLayer else { return }
        tileSize = l.tileSize; levelsOfDetail = l.levelsOfDetail; levelsOfDetailBias = l.levelsOfDetailBias
    }

    /// Archives are not supported on Linux: a layer with default values (see `CALayer.init?(coder:)`).
    public required init?(coder: NSCoder) {
        super.init(coder: coder)
    }

    /// Invalidates the tiles meeting the dirty rect instead of drawing a backing store.
    open override func display() {
        let dirty = dirtyRect.isNull ? bounds : dirtyRect
        if dirty.contains(bounds) {
            tiles.removeAll()
        } else {
            for key in tiles.keys where tileRect(key).intersects(dirty) { tiles[key] = nil }
        }
        clearDisplayRequest()
        // The tiles are no committed value: their damage is recorded now.
        noteDrawingDamage(dirty.contains(bounds) ? .null : dirty)
    }

    override var hasSubclassContent: Bool { true }
    override var subclassContentExtent: CGRect { bounds }

    /// The detail level for a composite at `deviceScale`: 0 is `contentsScale`, negative levels halve it.
    private func level(for deviceScale: CGFloat) -> Int {
        let ratio = deviceScale / contentsScale
        let l = Int(log2(max(ratio, 1e-6)).rounded(.up))
        return min(max(l, -(max(levelsOfDetail, 1) - 1)), max(levelsOfDetailBias, 0))
    }

    private func scale(of level: Int) -> CGFloat { contentsScale * pow(2, CGFloat(level)) }

    /// A tile's rect in layer coordinates.
    private func tileRect(_ k: TileKey) -> CGRect {
        let s = scale(of: k.level)
        let w = tileSize.width / s, h = tileSize.height / s
        return CGRect(x: bounds.minX + CGFloat(k.col) * w, y: bounds.minY + CGFloat(k.row) * h, width: w, height: h)
            .intersection(bounds)
    }

    override func compositeSubclassContent(in ctx: CGContext, alpha: CGFloat) {
        let visible = bounds.intersection(ctx.boundingBoxOfClipPath)
        guard !visible.isNull, !visible.isEmpty else { return }
        let lvl = level(for: CALayer.deviceScale(of: ctx))
        let s = scale(of: lvl)
        let w = tileSize.width / s, h = tileSize.height / s
        let c0 = Int(((visible.minX - bounds.minX) / w).rounded(.down)), c1 = Int(((visible.maxX - bounds.minX) / w).rounded(.up)) - 1
        let r0 = Int(((visible.minY - bounds.minY) / h).rounded(.down)), r1 = Int(((visible.maxY - bounds.minY) / h).rounded(.up)) - 1
        guard c1 >= c0, r1 >= r0, (c1 - c0 + 1) * (r1 - r0 + 1) <= 4096 else { return }
        ctx.setAlpha(alpha)
        ctx.interpolationQuality = .default
        for row in r0...r1 {
            for col in c0...c1 {
                let key = TileKey(level: lvl, col: col, row: row)
                let rect = tileRect(key)
                guard !rect.isNull, !rect.isEmpty else { continue }
                var image = tiles[key]
                if image == nil, let tctx = CALayer.makeOffscreen(rect, scale: s) {
                    tctx.clip(to: rect)
                    draw(in: tctx)
                    tileDrawCount += 1
                    image = tctx.makeImage()
                    tiles[key] = image
                }
                if let image {
                    ctx.drawImageUpright(image, in: CALayer.offscreenCoverage(rect, tctxSize: image, scale: s))
                }
            }
        }
        // Keep memory bounded: beyond 1024 tiles, drop the ones of other detail levels, then all but these.
        if tiles.count > 1024 {
            tiles = tiles.filter { $0.key.level == lvl && (r0...r1).contains($0.key.row) && (c0...c1).contains($0.key.col) }
        }
    }
}

extension CALayer {
    /// The rect an offscreen image made for `rect` at `scale` covers.
    static func offscreenCoverage(_ rect: CGRect, tctxSize image: CGImage, scale: CGFloat) -> CGRect {
        CGRect(x: rect.minX, y: rect.minY, width: CGFloat(image.width) / scale, height: CGFloat(image.height) / scale)
    }
}
