import Foundation
import CoreGraphics

/// The model values of one layer as the last commit handed them to the render tree: what the compositor
/// and the damage tracker read (`CALayer+Presented.swift`) while no animation presents the layer. Core
/// Animation copies a rendered layer's changed model values into the render tree at commit; a change made
/// after the commit is not drawn before the next one.
///
/// Compact on purpose (every rendered layer has one): the transforms share the model's immutable
/// `TransformBox` references (nil for the identity), and the rarely set shadow and contents-rect values
/// live in one shared immutable `RareRenderValues` (nil while all of them have their defaults).
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
    var backgroundColor: CGColor?
    var borderColor: CGColor?
    var borderWidth: CGFloat
    var cornerRadius: CGFloat
    /// `contents` as an image (nil for anything else), as the compositor draws it.
    var contentsImage: CGImage?
    var rare: RareRenderValues?

    /// The model values of `l`, read through its getters (no setter runs); `rare` is the cell the node
    /// held, kept while the rare values did not change.
    init(model l: CALayer, rare old: RareRenderValues? = nil) {
        bounds = l.bounds; position = l.position; anchorPoint = l.anchorPoint; anchorPointZ = l.anchorPointZ
        zPosition = l.zPosition
        transformBox = l._transformBox; sublayerTransformBox = l._sublayerTransformBox
        opacity = l.opacity; isHidden = l.isHidden; masksToBounds = l.masksToBounds
        transformIsAffine = l._transformIsAffine; sublayerTransformIsAffine = l._sublayerTransformIsAffine
        backgroundColor = l.backgroundColor; borderColor = l.borderColor; borderWidth = l.borderWidth
        cornerRadius = l.cornerRadius
        contentsImage = l._contentsImage
        rare = RareRenderValues.of(l, reusing: old)
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
        let r = rareOrDefaults, o = other.rareOrDefaults
        if r.shadowColor != o.shadowColor { out.append("shadowColor") }
        if r.shadowOpacity != o.shadowOpacity { out.append("shadowOpacity") }
        if r.shadowOffset != o.shadowOffset { out.append("shadowOffset") }
        if r.shadowRadius != o.shadowRadius { out.append("shadowRadius") }
        if r.shadowPath !== o.shadowPath { out.append("shadowPath") }
        if r.contentsRect != o.contentsRect { out.append("contentsRect") }
        if r.contentsCenter != o.contentsCenter { out.append("contentsCenter") }
        return out
    }

    /// The rare values, or their defaults.
    @inline(__always) var rareOrDefaults: RareRenderValues { rare ?? RareRenderValues.defaults }
}

/// The shadow and contents-rect values of a layer's render values: set on few layers, so kept out of
/// line, immutable and shared between commits while they do not change.
@MainActor
final class RareRenderValues {
    let shadowColor: CGColor?
    let shadowOpacity: Float
    let shadowOffset: CGSize
    let shadowRadius: CGFloat
    let shadowPath: CGPath?
    let contentsRect: CGRect
    let contentsCenter: CGRect

    init(shadowColor: CGColor?, shadowOpacity: Float, shadowOffset: CGSize, shadowRadius: CGFloat,
         shadowPath: CGPath?, contentsRect: CGRect, contentsCenter: CGRect) {
        self.shadowColor = shadowColor; self.shadowOpacity = shadowOpacity; self.shadowOffset = shadowOffset
        self.shadowRadius = shadowRadius; self.shadowPath = shadowPath
        self.contentsRect = contentsRect; self.contentsCenter = contentsCenter
    }

    /// The defaults `CALayer` documents: an opaque black shadow of opacity 0, offset (0, -3) and radius 3,
    /// no shadow path, the whole contents.
    static let defaults = RareRenderValues(
        shadowColor: CALayer.opaqueBlack, shadowOpacity: 0, shadowOffset: LayerExtras.defaultShadowOffset,
        shadowRadius: 3, shadowPath: nil, contentsRect: LayerExtras.unitRect, contentsCenter: LayerExtras.unitRect)

    /// The rare values of `l`: nil while they all have their defaults, `old` while it holds them already
    /// (a commit of a shadowed layer that moved allocates nothing), else a new cell.
    static func of(_ l: CALayer, reusing old: RareRenderValues?) -> RareRenderValues? {
        guard let x = l._extras else { return nil }
        let d = defaults
        let color = x.shadowColor, path = x.shadowPath
        if x.shadowOpacity == d.shadowOpacity, x.shadowOffset == d.shadowOffset, x.shadowRadius == d.shadowRadius,
           path == nil, x.contentsRect == d.contentsRect, x.contentsCenter == d.contentsCenter,
           color === d.shadowColor || color == d.shadowColor {
            return nil
        }
        if let old, old.shadowOpacity == x.shadowOpacity, old.shadowOffset == x.shadowOffset,
           old.shadowRadius == x.shadowRadius, old.shadowPath === path, old.contentsRect == x.contentsRect,
           old.contentsCenter == x.contentsCenter, old.shadowColor === color || old.shadowColor == color {
            return old
        }
        return RareRenderValues(shadowColor: color, shadowOpacity: x.shadowOpacity, shadowOffset: x.shadowOffset,
                                shadowRadius: x.shadowRadius, shadowPath: path,
                                contentsRect: x.contentsRect, contentsCenter: x.contentsCenter)
    }
}
