import Foundation
import CoreGraphics

/// The part of a layer's state that most layers leave at its default: the shadow, the contents' rect,
/// center and filters, rendering hints, timing and actions. `CALayer` keeps it in this side object, made on
/// the first write, so that a plain layer (and so a plain view) stays small. Defaults are Apple's.
@MainActor
final class LayerExtras {
    static let defaultShadowOffset = CGSize(width: 0, height: -3)
    static let unitRect = CGRect(x: 0, y: 0, width: 1, height: 1)

    var shadowColor: CGColor? = CALayer.opaqueBlack
    var shadowOpacity: Float = 0
    var shadowOffset = LayerExtras.defaultShadowOffset
    var shadowRadius: CGFloat = 3
    var shadowPath: CGPath?

    var contentsRect = LayerExtras.unitRect
    var contentsCenter = LayerExtras.unitRect
    var minificationFilter: CALayerContentsFilter = .linear
    var magnificationFilter: CALayerContentsFilter = .linear

    var cornerCurve: CALayerCornerCurve = .circular
    var isDoubleSided = true
    var shouldRasterize = false
    var rasterizationScale: CGFloat = 1
    var drawsAsynchronously = false

    var beginTime: CFTimeInterval = 0
    var duration: CFTimeInterval = 0
    var speed: Float = 1
    var timeOffset: CFTimeInterval = 0
    var repeatCount: Float = 0
    var repeatDuration: CFTimeInterval = 0
    var autoreverses = false
    var fillMode: CAMediaTimingFillMode = .removed

    var actions: [String: any CAAction]?
    /// Added animations in order, with their keys (CALayer+Animations.swift).
    var animations: [(key: String, animation: CAAnimation)] = []
    /// For a presentation copy: the model layer it was made from.
    var modelLayer: CALayer?
    /// Values set for keys that are not properties (`setValue(_:forKey:)`).
    var customValues: [String: Any]?
    var style: [AnyHashable: Any]?
    /// The cached shadow image and the state it was made for (Compositor+Offscreen.swift). It stays with the
    /// layer, not its render node: a blur is the dearest thing a frame makes, and a tree that leaves its window
    /// and comes back (a snapshot of a screen already shown) must not make it again.
    var shadowCache: CachedShadow?
}
