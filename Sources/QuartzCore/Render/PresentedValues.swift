import Foundation
import CoreGraphics

/// The values one layer presents in the current frame: its committed values (`RenderValues`) with its
/// attached animations evaluated on top, at the frame's media time (`presentation()` starts from the
/// model's values instead). Animations write here, never into the model layer, so a
/// frame runs no property setter of the model (a subclass's observers see only the app's own changes).
///
/// The layer properties the compositor reads are stored typed; a subclass's animatable properties (a shape
/// layer's `strokeEnd`, a gradient's `colors`) and custom keys are kept by key in `other`; while no animation
/// wrote them, a subclass property reads the same values' subclass cell (`subclass`: committed, or the
/// model's) and a custom key reads the model.
@MainActor
struct PresentedValues: AnimatableLayerValues {
    /// The model layer the values were taken from. Unretained: the values live in a local of the frame
    /// that evaluates them or in the layer's own render node (`PresentedBox`), which the layer owns, so
    /// the layer outlives them.
    unowned(unsafe) let layer: CALayer
    var bounds: CGRect
    var position: CGPoint
    var anchorPoint: CGPoint
    var anchorPointZ: CGFloat
    var zPosition: CGFloat
    var transform: CATransform3D
    var sublayerTransform: CATransform3D
    var opacity: Float
    var isHidden: Bool
    var masksToBounds: Bool
    var backgroundColor: CGColor?
    var borderColor: CGColor?
    var borderWidth: CGFloat
    var cornerRadius: CGFloat
    var shadowColor: CGColor?
    var shadowOpacity: Float
    var shadowOffset: CGSize
    var shadowRadius: CGFloat
    var shadowPath: CGPath?
    var contentsRect: CGRect
    var contentsCenter: CGRect
    var contents: Any? { didSet { contentsImage = contents.flatMap { $0 as? CGImage } } }
    /// `contents` as an image (nil for anything else), as the compositor draws it.
    private(set) var contentsImage: CGImage?
    /// Subclass properties and custom keys an animation wrote, by key.
    var other: [String: AnimValue] = [:]
    /// The subclass's drawn values the animations start from (the `RenderValues`' cell).
    private(set) var subclass: SubclassRenderValues?
    /// Whether `transform` / `sublayerTransform` are the identity and affine (kept by `finish()`).
    private(set) var transformIsIdentity = true
    private(set) var transformIsAffine = true
    private(set) var sublayerTransformIsIdentity = true
    private(set) var sublayerTransformIsAffine = true

    /// The values `r` holds (a layer's render values: as committed, or its model's), before any animation
    /// applies. Only an image is drawn of `contents`, and only the image is kept of committed values.
    init(_ r: RenderValues, layer l: CALayer, contents c: Any?) {
        layer = l
        bounds = r.bounds; position = r.position; anchorPoint = r.anchorPoint; anchorPointZ = r.anchorPointZ
        zPosition = r.zPosition
        transform = r.transformBox?.value ?? CATransform3DIdentity
        sublayerTransform = r.sublayerTransformBox?.value ?? CATransform3DIdentity
        opacity = r.opacity; isHidden = r.isHidden; masksToBounds = r.masksToBounds
        backgroundColor = r.backgroundColor; borderColor = r.borderColor; borderWidth = r.borderWidth
        cornerRadius = r.cornerRadius
        let rare = r.rareOrDefaults
        shadowColor = rare.shadowColor; shadowOpacity = rare.shadowOpacity; shadowOffset = rare.shadowOffset
        shadowRadius = rare.shadowRadius; shadowPath = rare.shadowPath
        contentsRect = rare.contentsRect; contentsCenter = rare.contentsCenter
        contents = c
        contentsImage = r.contentsImage
        subclass = r.subclass
        finish()
    }

    /// The values a frame starts from: the committed values in the layer's render node.
    init(committed node: RenderNode, layer l: CALayer) {
        self.init(node.values, layer: l, contents: node.values.contentsImage)
    }

    /// Makes these the values `init(committed:layer:)` gives for `node` (the same layer's node), in place: a
    /// frame resets every animated layer's cell, and building new values, assigning them and destroying
    /// the old ones retained and released each reference twice. Fields are read from the node's stored
    /// values one by one (a getter of the whole `RenderValues` copies it), and a reference is stored only
    /// when it differs, so a steady frame changes no reference count.
    mutating func reset(committed node: RenderNode) {
        bounds = node.values.bounds; position = node.values.position; anchorPoint = node.values.anchorPoint
        anchorPointZ = node.values.anchorPointZ; zPosition = node.values.zPosition
        if let b = node.values.transformBox { transform = b.value } else { transform = CATransform3DIdentity }
        if let b = node.values.sublayerTransformBox { sublayerTransform = b.value } else { sublayerTransform = CATransform3DIdentity }
        opacity = node.values.opacity; isHidden = node.values.isHidden; masksToBounds = node.values.masksToBounds
        if backgroundColor !== node.values.backgroundColor { backgroundColor = node.values.backgroundColor }
        if borderColor !== node.values.borderColor { borderColor = node.values.borderColor }
        borderWidth = node.values.borderWidth; cornerRadius = node.values.cornerRadius
        if let rare = node.values.rare { resetRare(rare) } else { resetRare(RareRenderValues.defaults) }
        // `contents` holds the committed image exactly when `contentsImage` is it (the observer keeps
        // them together), except a non-image object over no image.
        let image = node.values.contentsImage
        if contentsImage !== image || (image == nil && contents != nil) { contents = image }
        if subclass !== node.values.subclass { subclass = node.values.subclass }
        if !other.isEmpty { other = [:] }
        finish()
    }

    private mutating func resetRare(_ rare: RareRenderValues) {
        if shadowColor !== rare.shadowColor { shadowColor = rare.shadowColor }
        shadowOpacity = rare.shadowOpacity; shadowOffset = rare.shadowOffset; shadowRadius = rare.shadowRadius
        if shadowPath !== rare.shadowPath { shadowPath = rare.shadowPath }
        contentsRect = rare.contentsRect; contentsCenter = rare.contentsCenter
    }

    /// The model values of `layer`, read through its getters (no setter runs).
    init(model l: CALayer) { self.init(RenderValues(model: l), layer: l, contents: l.contents) }

    /// Updates the derived transform flags after the animations wrote their values.
    mutating func finish() {
        transformIsIdentity = CATransform3DIsIdentity(transform)
        transformIsAffine = transform.isAffine
        sublayerTransformIsIdentity = CATransform3DIsIdentity(sublayerTransform)
        sublayerTransformIsAffine = sublayerTransform.isAffine
    }

    func extraAnimValue(forKey key: String) -> AnimValue? {
        other[key] ?? subclass?.animValue(forKey: key) ?? layer.extraAnimValue(forKey: key)
    }

    mutating func setExtraAnimValue(_ value: AnimValue, forKey key: String) {
        other[key] = value
    }
}
