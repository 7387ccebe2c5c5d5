import Foundation
import CoreGraphics

/// The model values of one layer as the last commit handed them to the render tree: what the compositor
/// and the damage tracker read (`CALayer+Presented.swift`) while no animation presents the layer. Core
/// Animation copies a rendered layer's changed model values into the render tree at commit; a change made
/// after the commit is not drawn before the next one.
///
/// Compact on purpose (every rendered layer has one): the transforms share the model's immutable
/// `TransformBox` references (nil for the identity), the sublayer list shares the buffer of the model's
/// (`ChildList.array`) until the model's list is edited, the rarely set values (shadow, contents
/// placement, mask, masked corners) live in one shared immutable `RareRenderValues` (nil while all of
/// them have their defaults), and a subclass's drawn values (shape, gradient, replicator) in a cell of
/// their own (`SubclassRenderValues`, nil for a plain layer).
@MainActor
struct RenderValues {
    var bounds: CGRect
    var position: CGPoint
    var anchorPoint: CGPoint
    var anchorPointZ: CGFloat
    var zPosition: CGFloat
    /// The model's transform boxes (never mutated: a transform change stores a new box).
    var transformBox: TransformBox?
    var sublayerTransformBox: TransformBox?
    var opacity: Float
    var isHidden: Bool
    var masksToBounds: Bool
    var transformIsAffine: Bool
    var sublayerTransformIsAffine: Bool
    var allowsGroupOpacity: Bool
    var isGeometryFlipped: Bool
    /// Read by no compositing step, committed for `presentation()` (it fills the padding before the colours,
    /// so the values stay 184 bytes).
    var isOpaque: Bool
    var backgroundColor: CGColor?
    var borderColor: CGColor?
    var borderWidth: CGFloat
    var cornerRadius: CGFloat
    /// `contents` as an image (nil for anything else), as the compositor draws it.
    var contentsImage: CGImage?
    var contentsScale: CGFloat
    /// The sublayers in the model's order (not sorted by `zPosition`): the list the compositor walks.
    var sublayers: [CALayer]
    var rare: RareRenderValues?
    var subclass: SubclassRenderValues?

    /// The model values of `l`, read through its getters (no setter runs); `old` is what the node held,
    /// whose rare and subclass cells are kept while their values did not change.
    init(model l: CALayer, reusing old: RenderValues? = nil) {
        bounds = l.bounds; position = l.position; anchorPoint = l.anchorPoint; anchorPointZ = l.anchorPointZ
        zPosition = l.zPosition
        transformBox = l._transformBox; sublayerTransformBox = l._sublayerTransformBox
        opacity = l.opacity; isHidden = l.isHidden; masksToBounds = l.masksToBounds
        transformIsAffine = l._transformIsAffine; sublayerTransformIsAffine = l._sublayerTransformIsAffine
        backgroundColor = l.backgroundColor; borderColor = l.borderColor; borderWidth = l.borderWidth
        cornerRadius = l.cornerRadius
        contentsImage = l._contentsImage
        contentsScale = l.contentsScale
        allowsGroupOpacity = l.allowsGroupOpacity; isGeometryFlipped = l.isGeometryFlipped; isOpaque = l.isOpaque
        sublayers = l._sublayers.array
        rare = RareRenderValues.of(l, reusing: old?.rare)
        subclass = l.makeSubclassRenderValues(reusing: old?.subclass)
    }

    /// The names of the values that differ from `other`'s (colours, paths and images by identity or
    /// equality; transforms by value).
    func differences(from other: RenderValues) -> [String] {
        var out: [String] = []
        if !bounds.equalTo(other.bounds) { out.append("bounds") }
        if position != other.position { out.append("position") }
        if anchorPoint != other.anchorPoint { out.append("anchorPoint") }
        if anchorPointZ != other.anchorPointZ { out.append("anchorPointZ") }
        if zPosition != other.zPosition { out.append("zPosition") }
        if transformBox?.value != other.transformBox?.value { out.append("transform") }
        if sublayerTransformBox?.value != other.sublayerTransformBox?.value { out.append("sublayerTransform") }
        if opacity != other.opacity { out.append("opacity") }
        if isHidden != other.isHidden { out.append("isHidden") }
        if masksToBounds != other.masksToBounds { out.append("masksToBounds") }
        if transformIsAffine != other.transformIsAffine || sublayerTransformIsAffine != other.sublayerTransformIsAffine {
            out.append("transform flags")
        }
        if backgroundColor != other.backgroundColor { out.append("backgroundColor") }
        if borderColor != other.borderColor { out.append("borderColor") }
        if borderWidth != other.borderWidth { out.append("borderWidth") }
        if cornerRadius != other.cornerRadius { out.append("cornerRadius") }
        if contentsImage !== other.contentsImage { out.append("contents") }
        if contentsScale != other.contentsScale { out.append("contentsScale") }
        if allowsGroupOpacity != other.allowsGroupOpacity { out.append("allowsGroupOpacity") }
        if isGeometryFlipped != other.isGeometryFlipped { out.append("isGeometryFlipped") }
        if isOpaque != other.isOpaque { out.append("isOpaque") }
        if sublayers.count != other.sublayers.count || zip(sublayers, other.sublayers).contains(where: { $0 !== $1 }) {
            out.append("sublayers")
        }
        if let s = subclass ?? other.subclass { out += s.differences(from: s === subclass ? other.subclass : subclass) }
        let r = rareOrDefaults, o = other.rareOrDefaults
        if r.shadowColor != o.shadowColor { out.append("shadowColor") }
        if r.shadowOpacity != o.shadowOpacity { out.append("shadowOpacity") }
        if r.shadowOffset != o.shadowOffset { out.append("shadowOffset") }
        if r.shadowRadius != o.shadowRadius { out.append("shadowRadius") }
        if r.shadowPath !== o.shadowPath { out.append("shadowPath") }
        if r.contentsRect != o.contentsRect { out.append("contentsRect") }
        if r.contentsCenter != o.contentsCenter { out.append("contentsCenter") }
        if r.contentsGravity != o.contentsGravity { out.append("contentsGravity") }
        if r.minificationFilter != o.minificationFilter { out.append("minificationFilter") }
        if r.magnificationFilter != o.magnificationFilter { out.append("magnificationFilter") }
        if r.mask !== o.mask { out.append("mask") }
        if r.maskedCorners != o.maskedCorners { out.append("maskedCorners") }
        if r.cornerCurve != o.cornerCurve { out.append("cornerCurve") }
        if r.isDoubleSided != o.isDoubleSided { out.append("isDoubleSided") }
        if r.shouldRasterize != o.shouldRasterize { out.append("shouldRasterize") }
        if r.rasterizationScale != o.rasterizationScale { out.append("rasterizationScale") }
        if r.name != o.name { out.append("name") }
        if r.beginTime != o.beginTime { out.append("beginTime") }
        if r.speed != o.speed { out.append("speed") }
        if r.timeOffset != o.timeOffset { out.append("timeOffset") }
        return out
    }

    /// The rare values, or their defaults.
    @inline(__always) var rareOrDefaults: RareRenderValues { rare ?? RareRenderValues.defaults }
}

/// The rarely set values of a layer's render values (shadow, contents placement and filters, mask,
/// masked corners, the layer's timing, and the values only `presentation()` reads: corner curve, the
/// rasterization hints, double-sidedness, the name): set on few layers, so kept out of line, immutable and shared between commits while
/// they do not change.
@MainActor
final class RareRenderValues {
    let shadowColor: CGColor?
    let shadowOpacity: Float
    let shadowOffset: CGSize
    let shadowRadius: CGFloat
    let shadowPath: CGPath?
    let contentsRect: CGRect
    let contentsCenter: CGRect
    let contentsGravity: CALayerContentsGravity
    let minificationFilter: CALayerContentsFilter
    let magnificationFilter: CALayerContentsFilter
    let mask: CALayer?
    let maskedCorners: CACornerMask
    // Read by no compositing step (corners are drawn circular, a 2D compositor never shows a back, layers
    // are composited from cached contents already), committed for `presentation()`.
    let cornerCurve: CALayerCornerCurve
    let isDoubleSided: Bool
    let shouldRasterize: Bool
    let rasterizationScale: CGFloat
    let name: String?
    // The layer's own time line (`CAMediaTiming`): what frames evaluate its and its sublayers' animations
    // in (`CALayer.renderLocalTime(fromGlobal:)`). Its duration, repetition and fill mode are not used.
    let beginTime: CFTimeInterval
    let speed: Float
    let timeOffset: CFTimeInterval

    /// The values in the side object `x` and the layer's own `contentsGravity`, `mask` and `maskedCorners`.
    private init(_ x: LayerExtras, contentsGravity: CALayerContentsGravity, mask: CALayer?, maskedCorners: CACornerMask,
                 name: String?) {
        shadowColor = x.shadowColor; shadowOpacity = x.shadowOpacity; shadowOffset = x.shadowOffset
        shadowRadius = x.shadowRadius; shadowPath = x.shadowPath
        contentsRect = x.contentsRect; contentsCenter = x.contentsCenter
        minificationFilter = x.minificationFilter; magnificationFilter = x.magnificationFilter
        self.contentsGravity = contentsGravity; self.mask = mask; self.maskedCorners = maskedCorners
        cornerCurve = x.cornerCurve; isDoubleSided = x.isDoubleSided; shouldRasterize = x.shouldRasterize
        rasterizationScale = x.rasterizationScale; self.name = name
        beginTime = x.beginTime; speed = x.speed; timeOffset = x.timeOffset
    }

    /// The rare values of `l`: its extras' (a new layer's when it has none) and its own.
    private convenience init(_ l: CALayer) {
        self.init(l._extras ?? RareRenderValues.pristineExtras, contentsGravity: l.contentsGravity, mask: l.mask,
                  maskedCorners: l.maskedCorners, name: l.name)
    }

    /// The side object of a layer that set none of its values (never written).
    private static let pristineExtras = LayerExtras()

    /// The defaults `CALayer` documents, those of a new layer: an opaque black shadow of opacity 0, offset
    /// (0, -3) and radius 3, no shadow path, the whole contents resized with linear filters, no mask,
    /// all four corners rounded, circular corners, double-sided, not rasterized (scale 1), no name.
    static let defaults = RareRenderValues(pristineExtras, contentsGravity: CALayer.defaultContentsGravity, mask: nil,
                                           maskedCorners: CALayer.defaultMaskedCorners, name: nil)

    /// Whether these values draw as `o`'s do: all but the ones only `presentation()` reads are the same
    /// (colours and paths by identity or equality).
    func drawsSame(as o: RareRenderValues) -> Bool {
        shadowOpacity == o.shadowOpacity && shadowOffset == o.shadowOffset && shadowRadius == o.shadowRadius
            && shadowPath === o.shadowPath && contentsRect == o.contentsRect && contentsCenter == o.contentsCenter
            && minificationFilter == o.minificationFilter && magnificationFilter == o.magnificationFilter
            && CGColor.sameOrEqual(shadowColor, o.shadowColor)
            && mask === o.mask && maskedCorners == o.maskedCorners && contentsGravity == o.contentsGravity
    }

    /// Whether `l`'s rare values are these (colours and paths by identity or equality).
    private func holds(_ l: CALayer) -> Bool {
        let x = l._extras ?? RareRenderValues.pristineExtras
        let color = x.shadowColor
        return shadowOpacity == x.shadowOpacity && shadowOffset == x.shadowOffset && shadowRadius == x.shadowRadius
            && shadowPath === x.shadowPath && contentsRect == x.contentsRect && contentsCenter == x.contentsCenter
            && minificationFilter == x.minificationFilter && magnificationFilter == x.magnificationFilter
            && (shadowColor === color || shadowColor == color)
            && mask === l.mask && maskedCorners == l.maskedCorners && contentsGravity == l.contentsGravity
            && cornerCurve == x.cornerCurve && isDoubleSided == x.isDoubleSided && shouldRasterize == x.shouldRasterize
            && rasterizationScale == x.rasterizationScale && name == l.name
            && beginTime == x.beginTime && speed == x.speed && timeOffset == x.timeOffset
    }

    /// Whether the layer's time line runs as `o`'s does.
    func sameTiming(as o: RareRenderValues) -> Bool {
        beginTime == o.beginTime && speed == o.speed && timeOffset == o.timeOffset
    }

    /// The rare values of `l`: nil while they all have their defaults, `old` while it holds them already
    /// (a commit of a shadowed layer that moved allocates nothing), else a new cell.
    static func of(_ l: CALayer, reusing old: RareRenderValues?) -> RareRenderValues? {
        if l._extras == nil, l.mask == nil, l.name == nil, l.maskedCorners == defaults.maskedCorners,
           l.contentsGravity == defaults.contentsGravity {
            return nil
        }
        if let old, old.holds(l) { return old }
        if defaults.holds(l) { return nil }
        return RareRenderValues(l)
    }
}
