import Foundation
import CoreGraphics

/// An object that manages image-based content and its geometry, mirroring Core Animation's `CALayer`.
///
/// Every UIKit view is backed by one. A layer's appearance is its cached `contents` bitmap plus its
/// properties; the compositor (`render(in:)`, the window's frame) combines them without calling drawing
/// code again. Property defaults are Apple's. Geometry lives in `CALayer+Geometry.swift`, the tree in
/// `CALayer+Hierarchy.swift`, display in `CALayer+Display.swift`, layout in `CALayer+Layout.swift`.
@preconcurrency @MainActor
open class CALayer: NSObject, CAMediaTiming {
    // The fields hit testing reads (geometry, transform boxes, hidden, opacity) come
    // first, next to the object header the dynamic dispatch of their getters reads, so a hit-tested layer
    // costs two cache lines instead of three or four.
    // MARK: Geometry (see CALayer+Geometry.swift)
    /// The layer's own coordinate space: the origin is what its content and sublayers are offset by.
    /// Non-finite values are ignored with a warning, as Core Animation tolerates them.
    // The hit-tested properties are computed over `final` storage (`_bounds`, ...), so
    // hit testing of plain layers reads them without dynamic dispatch (`_plainHitPoint`); the setters do
    // what the observers did.
    open var bounds: CGRect {
        get { _bounds }
        set {
            let oldValue = _bounds
            _bounds = newValue
            if !_bounds.isSane { Self.warn("ignoring non-finite bounds \(_bounds) on \(self)"); _bounds = oldValue; return }
            guard !_bounds._isSame(as: oldValue) else { return }
            if !_bounds.size._isSame(as: oldValue.size) && !_isPresentationCopy {
                setNeedsLayout()
                // A view's size change also lays out its superview (UIKit marks both), except while that
                // superview is itself laying out (it is setting its subviews' frames).
                if _delegateIsView, let s = _superlayerLink,
                   s._withRef({ $0._delegateIsView && !$0._isLayingOut }) {
                    s._withRef { $0.setNeedsLayout() }
                }
                if needsDisplayOnBoundsChange { setNeedsDisplay() }
            }
            changed(key: "bounds", old: oldValue)
        }
    }
    @exclusivity(unchecked) final var _bounds: CGRect = .zero
    /// The position of the anchor point in the superlayer's coordinate space.
    open var position: CGPoint {
        get { _position }
        set {
            let oldValue = _position
            _position = newValue
            if !(_position.x.isFinite && _position.y.isFinite) {
                Self.warn("ignoring non-finite position \(_position) on \(self)"); _position = oldValue; return
            }
            if !_position._isSame(as: oldValue) { changed(key: "position", old: oldValue) }
        }
    }
    @exclusivity(unchecked) final var _position: CGPoint = .zero
    /// The point of the bounds, in unit coordinates, that `position` refers to and transforms turn about.
    open var anchorPoint: CGPoint {
        get { _anchorPoint }
        set {
            let oldValue = _anchorPoint
            _anchorPoint = newValue
            if !(_anchorPoint.x.isFinite && _anchorPoint.y.isFinite) {
                Self.warn("ignoring non-finite anchorPoint \(_anchorPoint) on \(self)"); _anchorPoint = oldValue; return
            }
            if !_anchorPoint._isSame(as: oldValue) { changed(key: "anchorPoint", old: oldValue) }
        }
    }
    @exclusivity(unchecked) final var _anchorPoint = CGPoint(x: 0.5, y: 0.5)
    /// Non-identity transforms live in boxes: most layers keep the identity, and two inline 128-byte
    /// matrices per layer were a quarter of a plain view's memory.
    @exclusivity(unchecked) @usableFromInline final var _transformBox: TransformBox?
    @exclusivity(unchecked) @usableFromInline final var _sublayerTransformBox: TransformBox?
    /// Whether the layer (and its subtree) is skipped when compositing.
    open var isHidden: Bool {
        get { _isHidden }
        set {
            let oldValue = _isHidden
            _isHidden = newValue
            if _isHidden != oldValue { changed(key: "hidden") }
        }
    }
    @exclusivity(unchecked) final var _isHidden = false
    /// Placed in the padding after `isHidden`. False while `_maskOwner` is nil, so `noteDamage` skips its weak load.
    @exclusivity(unchecked) var _mayHaveMaskOwner = false
    // The two layout flags fill the padding before `opacity`.
    @exclusivity(unchecked) var needsLayoutFlag = false
    @exclusivity(unchecked) var descendantNeedsLayout = false
    /// The layer's opacity, 0...1 (default 1); NaN is ignored, other values are clamped.
    open var opacity: Float {
        get { _opacity }
        set {
            let oldValue = _opacity
            _opacity = newValue
            if _opacity.isNaN { Self.warn("ignoring NaN opacity on \(self)"); _opacity = oldValue; return }
            // Out-of-range values are clamped, and the clamped value is a change like any other.
            if _opacity < 0 || _opacity > 1 { _opacity = min(max(_opacity, 0), 1) }
            if _opacity != oldValue { changed(key: "opacity", old: oldValue) }
        }
    }
    @exclusivity(unchecked) final var _opacity: Float = 1

    // The flags, links and counters that every frame change and layout pass touch
    // follow the geometry, so an autoresized layer touches three or four cache lines instead of eight
    // spread over its 790 bytes (the tree of 10,000 views does not fit in the L2 cache).
    /// Whether `delegate` was a view when it was set (`ViewBackedLayerDelegate`), so
    /// the bounds observer and the action look-up need no dynamic cast per change.
    @exclusivity(unchecked) package var _delegateIsView = false
    /// Set by UIKit while `_ownerView` is set and neither the view's class nor this layer's class can
    /// override the action look-up (`action(for:forKey:)`, `action(forKey:)`), so outside animation blocks
    /// (`PipelineOwner.animationBlocksOpen`) the answer is known to be no action (`runAction` skips it).
    @exclusivity(unchecked) nonisolated(unsafe) package var _ownerActionIsDefault = false
    /// Set while this layer's `layoutSublayers()` runs (a flag on the layer: no set to hash into).
    @exclusivity(unchecked) var _isLayingOut = false
    /// The commit (`CATransaction.layoutCommit`) whose walk last laid this layer out, and how many times
    /// it did (see `layoutSubtreeIfNeeded(inCommit:)`).
    @exclusivity(unchecked) var _layoutCommit: UInt32 = 0
    @exclusivity(unchecked) var _layoutsInCommit: UInt8 = 0
    /// The registration (`PipelineOwner.layoutEpoch`) under which this layer is a layout root waiting for
    /// the commit; any other value (0 at first) means not registered. A stamp on the layer, not a set of
    /// identities: registering hashes nothing, and a new registration round invalidates every stamp at once.
    /// Read by `UIView`'s non-isolated `deinit`.
    @exclusivity(unchecked) nonisolated(unsafe) package final var _layoutRootEpoch: UInt32 = 0
    /// Whether a bounds size change calls `setNeedsDisplay()` (default false).
    @exclusivity(unchecked) open var needsDisplayOnBoundsChange = false
    /// Whether the layer waits for `display()`; every change is counted in `_pendingDisplayInSubtree` of the
    /// layer and its ancestors.
    @exclusivity(unchecked) var needsDisplayFlag = false {
        didSet { if needsDisplayFlag != oldValue { addPendingDisplay(needsDisplayFlag ? 1 : -1) } }
    }
    /// Whether the render node presents values in the frame being rendered (kept by
    /// `presentAnimations(at:)` and `endPresenting()`), so the compositor's accessors of a layer that
    /// presents nothing read only the layer.
    @exclusivity(unchecked) final var _isPresenting = false
    /// Placed here to use padding. How many layers of this layer's subtree (itself, its sublayers'
    /// subtrees, its mask's) wait for display (`needsDisplayFlag`). Kept exact by the flag's observer and by the links' observers (a
    /// subtree that moves takes its count from its old ancestors to its new ones); a freed layer is in no
    /// tree, so it takes nothing with it. A render of a tree walks for pending display only where it is
    /// not 0 (`PipelineOwner.display(in:)`).
    @exclusivity(unchecked) var _pendingDisplayInSubtree: Int32 = 0
    /// The layer's render node (RenderNode.swift): the compositor's caches, the remembered surface rects,
    /// the recorded damage and a frame's presented values. Made when a renderer first draws the layer,
    /// dropped when the layer leaves its tree; nil for a layer no renderer has drawn. Placed in the cache
    /// line of `isHidden`, `opacity` and `_isPresenting`, which the compositor reads with it.
    @exclusivity(unchecked) final var _node: RenderNode?
    /// `superlayer` without a weak load: kept by `superlayer`'s `didSet`, cleared by the superlayer's
    /// `deinit` (CALayer+Links.swift).
    @exclusivity(unchecked) nonisolated(unsafe) final var _superlayerLink: Unmanaged<CALayer>?
    /// The view that owns this layer and is its delegate, unretained (set by `_becomeOwned(by:)`, cleared by
    /// any later `delegate` assignment and by the view's `deinit`; CALayer+Links.swift).
    @exclusivity(unchecked) nonisolated(unsafe) package final var _ownerView: UnsafeMutableRawPointer? {
        didSet { if _ownerView == nil { _ownerActionIsDefault = false } } // the fast path needs the owner
    }
    /// Bumped on every property change; the host uses it to know a new frame is due.
    @exclusivity(unchecked) package internal(set) var changeCount = 0
    /// Bumped when the layer's own look changes (cache key of the shadow).
    @exclusivity(unchecked) var _appearanceGeneration = 0

    // MARK: Tree (see CALayer+Hierarchy.swift)
    /// `nonisolated(unsafe)` only so that a view's `deinit` on the main thread can see whether the layer
    /// has sublayers (`PipelineOwner.releaseLayoutRegistration(of:)`); main-actor state otherwise.
    @exclusivity(unchecked) nonisolated(unsafe) var _sublayers = ChildList<CALayer>()
    /// The parent layer, or nil at the root.
    @exclusivity(unchecked) public internal(set) weak var superlayer: CALayer? {
        didSet {
            _superlayerLink = superlayer.map { Unmanaged.passUnretained($0) } // CALayer+Links.swift
            if _pendingDisplayInSubtree != 0, superlayer !== oldValue { movePendingDisplay(from: oldValue, to: superlayer) }
        }
    }

    /// The layer's delegate, held weakly (`CALayer.delegate`); a UIView is its layer's delegate. A view's own
    /// layer reaches its view through the unretained owner link, which the view clears in its `deinit`, so
    /// the layer reads nil once the view is gone, as a weak reference would, without the weak reference's
    /// side table on every view (CALayer+Links.swift). Assigning any delegate, the view included, drops the
    /// owner link and holds the new delegate weakly.
    public var delegate: (any CALayerDelegate)? {
        get {
            if let v = _ownerView, let calls = CALayer._ownerViewCalls { return calls._ownerDelegate(v) }
            return _weakDelegate
        }
        set {
            _weakDelegate = newValue
            _delegateIsView = newValue is any ViewBackedLayerDelegate
            _ownerView = nil
            _ownerActionIsDefault = false
        }
    }
    /// The delegate assigned through `delegate` (nil while the owner link stands for the owning view).
    @exclusivity(unchecked) weak var _weakDelegate: (any CALayerDelegate)?
    /// Set by the default `CALayerDelegate.display(_:)` so the layer knows to draw for itself.
    package var delegateDisplayNotImplemented = false

    /// A name for debugging and look-up.
    open var name: String? { didSet { noteCommittedValueChanged() } }

    /// The anchor point's z component.
    open var anchorPointZ: CGFloat = 0 { didSet { if anchorPointZ != oldValue { changed(key: "anchorPointZ") } } }
    /// Position on the z axis; sublayers are composited in increasing `zPosition`, then in order.
    open var zPosition: CGFloat = 0 {
        didSet {
            if !zPosition.isFinite { Self.warn("ignoring non-finite zPosition on \(self)"); zPosition = oldValue; return }
            guard zPosition != oldValue else { return }
            superlayer?.noteSublayersChanged()
            changed(key: "zPosition", old: oldValue)
        }
    }
    /// The transform applied about the anchor point.
    open var transform: CATransform3D {
        get { _transformBox?.value ?? CATransform3DIdentity }
        set {
            if !newValue.isFinite { Self.warn("ignoring non-finite transform on \(self)"); return }
            let old = transform
            guard newValue != old else { return }
            _transformIsIdentity = CATransform3DIsIdentity(newValue)
            _transformIsAffine = newValue.isAffine
            _transformBox = TransformBox.storing(newValue, identity: _transformIsIdentity)
            changed(key: "transform", old: old)
        }
    }
    /// The transform applied to sublayers, about the anchor point.
    open var sublayerTransform: CATransform3D {
        get { _sublayerTransformBox?.value ?? CATransform3DIdentity }
        set {
            if !newValue.isFinite { Self.warn("ignoring non-finite sublayerTransform on \(self)"); return }
            let old = sublayerTransform
            guard newValue != old else { return }
            _sublayerTransformIsIdentity = CATransform3DIsIdentity(newValue)
            _sublayerTransformIsAffine = newValue.isAffine
            _sublayerTransformBox = TransformBox.storing(newValue, identity: _sublayerTransformIsIdentity)
            changed(key: "sublayerTransform", old: old)
        }
    }

    // MARK: Appearance
    /// Whether `opacity` below 1 composites the subtree as one group (default true).
    open var allowsGroupOpacity = true { didSet { if allowsGroupOpacity != oldValue { changed(key: nil) } } }
    /// The colour filling the bounds behind the contents, nil for none.
    open var backgroundColor: CGColor? { didSet { changed(key: "backgroundColor", old: oldValue) } }
    /// The radius of rounded corners for the background and border, and for the clip when `masksToBounds`.
    open var cornerRadius: CGFloat = 0 {
        didSet {
            if !cornerRadius.isFinite { Self.warn("ignoring non-finite cornerRadius on \(self)"); cornerRadius = oldValue; return }
            if cornerRadius != oldValue { changed(key: "cornerRadius", old: oldValue) }
        }
    }
    /// Which corners `cornerRadius` rounds (all four by default).
    open var maskedCorners: CACornerMask = CALayer.defaultMaskedCorners {
        didSet { if maskedCorners != oldValue { changed(key: nil) } }
    }
    /// All four corners, `maskedCorners`' default.
    static let defaultMaskedCorners: CACornerMask = [.layerMinXMinYCorner, .layerMaxXMinYCorner, .layerMinXMaxYCorner, .layerMaxXMaxYCorner]
    /// The width of the border, drawn inset from the bounds above contents and sublayers.
    open var borderWidth: CGFloat = 0 {
        didSet {
            if !borderWidth.isFinite { Self.warn("ignoring non-finite borderWidth on \(self)"); borderWidth = oldValue; return }
            if borderWidth != oldValue { changed(key: "borderWidth", old: oldValue) }
        }
    }
    /// The border colour (opaque black by default).
    open var borderColor: CGColor? = CALayer.opaqueBlack { didSet { changed(key: "borderColor", old: oldValue) } }
    /// Whether the geometry of the layer and its sublayers is flipped vertically (`isGeometryFlipped`, false
    /// by default). The layer's own coordinate space is then y-up inside its bounds: a sublayer's geometry
    /// is measured from the bottom edge as seen from the superlayer, and conversions to and from layers
    /// outside the layer include the flip. The flip accumulates down the tree (a flipped layer inside a
    /// flipped layer is upright again). It does not change how contents are rendered: images and drawn
    /// contents stay upright (`contentsAreFlipped()`).
    open var isGeometryFlipped = false {
        didSet {
            guard isGeometryFlipped != oldValue else { return }
            if isGeometryFlipped { CALayer.anyGeometryFlipped = true }
            changed(key: "geometryFlipped")
        }
    }
    /// Whether contents and sublayers are clipped to the bounds (and corner radius).
    open var masksToBounds = false { didSet { if masksToBounds != oldValue { changed(key: "masksToBounds") } } }
    /// A layer whose alpha masks this layer's composited content. It has no superlayer, as in Core Animation.
    open var mask: CALayer? {
        didSet {
            guard mask !== oldValue else { return }
            if let m = mask {
                precondition(m !== self, "CALayer: a layer cannot be its own mask")
                m.removeFromSuperlayer()
                m._maskOwner = self
            }
            if let o = oldValue, o._maskOwner === self {
                o._maskOwner = nil
                // The old mask leaves the rendered tree as a removed sublayer does.
                o.dropRenderNodes()
            }
            changed(key: "mask")
        }
    }
    /// Whether the layer promises to fill its bounds with opaque content.
    @exclusivity(unchecked) open var isOpaque = false { didSet { if isOpaque != oldValue { changed(key: nil) } } }
    // The shadow, the contents' rect/center/filters, the rarely used hints and the timing properties live
    // in a side object made on the first non-default write (CALayer+Extras.swift): most layers never set
    // them, and inline they were a third of a plain view's memory.

    /// The shadow colour (opaque black by default; nil, as set, draws no shadow).
    open var shadowColor: CGColor? {
        // Not `_extras?.shadowColor ?? …`: that would turn a nil the app set back into the default.
        get { if let e = _extras { return e.shadowColor }; return CALayer.opaqueBlack }
        set { let old = shadowColor; extras.shadowColor = newValue; changed(key: "shadowColor", old: old) }
    }
    /// The shadow opacity, 0...1 (default 0: no shadow); NaN is ignored, other values are clamped.
    open var shadowOpacity: Float {
        get { _extras?.shadowOpacity ?? 0 }
        set {
            guard !newValue.isNaN else { return }
            let v = min(max(newValue, 0), 1)
            let old = shadowOpacity
            guard v != old else { return }
            extras.shadowOpacity = v
            changed(key: "shadowOpacity", old: old)
        }
    }
    /// The shadow offset in the layer's space (default (0, -3), as Apple documents: on iOS it points up).
    open var shadowOffset: CGSize {
        get { _extras?.shadowOffset ?? LayerExtras.defaultShadowOffset }
        set {
            let old = shadowOffset
            guard newValue.width.isFinite && newValue.height.isFinite, newValue != old else { return }
            extras.shadowOffset = newValue
            changed(key: "shadowOffset", old: old)
        }
    }
    /// The shadow blur radius (default 3); negative or non-finite values are ignored with a warning.
    open var shadowRadius: CGFloat {
        get { _extras?.shadowRadius ?? 3 }
        set {
            if !newValue.isFinite || newValue < 0 { Self.warn("ignoring bad shadowRadius on \(self)"); return }
            let old = shadowRadius
            guard newValue != old else { return }
            extras.shadowRadius = newValue
            changed(key: "shadowRadius", old: old)
        }
    }
    /// The shadow's shape; nil derives it from the alpha of the layer's content.
    open var shadowPath: CGPath? {
        get { _extras?.shadowPath }
        set { extras.shadowPath = newValue; changed(key: "shadowPath") }
    }

    // MARK: Contents (see CALayer+Display.swift)
    /// The layer's image: a `CGImage`, or nil. Drawing code fills it through `display()`.
    open var contents: Any? {
        didSet {
            _contentsImage = contents.flatMap { $0 as? CGImage }
            if settingContentsFromBackingStore {
                noteContentDamage(lastDisplayedRect)
            } else {
                backingStore = nil
                keepsBackingStore = false
                _publishedContents = nil
                // Set from outside: all of the contents changed (the commit damages no part alone).
                noteContentsRedrawn(.null)
                changed(key: "contents")
            }
        }
    }
    /// How the contents are placed in the bounds (default `.resize`).
    @exclusivity(unchecked) open var contentsGravity: CALayerContentsGravity = CALayer.defaultContentsGravity { didSet { changed(key: "contentsGravity") } }
    /// `contentsGravity`'s default: the contents fill the bounds.
    static let defaultContentsGravity = CALayerContentsGravity.resize
    /// Pixels per point of the contents (default 1; UIKit sets the screen's scale).
    @exclusivity(unchecked) open var contentsScale: CGFloat = 1 {
        didSet {
            if !(contentsScale.isFinite && contentsScale > 0) {
                Self.warn("ignoring contentsScale \(contentsScale) on \(self)"); contentsScale = oldValue; return
            }
            guard contentsScale != oldValue else { return }
            if backingStore != nil || _publishedContents != nil { setNeedsDisplay() }
            changed(key: nil)
        }
    }
    /// The part of the contents to show, in unit coordinates (default the whole image).
    open var contentsRect: CGRect {
        get { _extras?.contentsRect ?? LayerExtras.unitRect }
        set {
            guard newValue.isSane else { return }
            let old = contentsRect
            extras.contentsRect = newValue
            changed(key: "contentsRect", old: old)
        }
    }
    /// The stretchable part of the contents, in unit coordinates (default the whole image): the corners
    /// keep their size, the edges stretch in one direction and the centre in both (nine-part stretching).
    open var contentsCenter: CGRect {
        get { _extras?.contentsCenter ?? LayerExtras.unitRect }
        set {
            guard newValue.isSane else { return }
            extras.contentsCenter = newValue
            changed(key: "contentsCenter")
        }
    }
    /// The filter used when contents are shrunk (default linear).
    open var minificationFilter: CALayerContentsFilter {
        get { _extras?.minificationFilter ?? .linear }
        set { extras.minificationFilter = newValue; changed(key: nil) }
    }
    /// The filter used when contents are enlarged (default linear).
    open var magnificationFilter: CALayerContentsFilter {
        get { _extras?.magnificationFilter ?? .linear }
        set { extras.magnificationFilter = newValue; changed(key: nil) }
    }
    /// The curve of rounded corners (default circular). Continuous corners are drawn circular here
    /// (Docs/Deviations.md).
    open var cornerCurve: CALayerCornerCurve {
        get { _extras?.cornerCurve ?? .circular }
        set {
            guard newValue != cornerCurve else { return }
            extras.cornerCurve = newValue
            changed(key: nil)
        }
    }
    /// Whether the layer is drawn when facing away from the viewer (default true). A 2D compositor never
    /// shows a layer's back, so this has no visible effect.
    open var isDoubleSided: Bool {
        get { _extras?.isDoubleSided ?? true }
        set { extras.isDoubleSided = newValue; noteCommittedValueChanged() }
    }
    /// A hint that the composited subtree may be cached as a bitmap (default false). Layers are already
    /// composited from cached contents, so this changes no pixels.
    open var shouldRasterize: Bool {
        get { _extras?.shouldRasterize ?? false }
        set { extras.shouldRasterize = newValue; noteCommittedValueChanged() }
    }
    /// The scale of a rasterized subtree (default 1).
    open var rasterizationScale: CGFloat {
        get { _extras?.rasterizationScale ?? 1 }
        set { extras.rasterizationScale = newValue; noteCommittedValueChanged() }
    }
    /// A hint that drawing may be deferred to a background thread (default false); drawing stays on the
    /// main thread here, which gives the same pixels.
    open var drawsAsynchronously: Bool {
        get { _extras?.drawsAsynchronously ?? false }
        set { extras.drawsAsynchronously = newValue }
    }
    // MARK: Timing (CAMediaTiming, see CALayer+Timing.swift)
    /// When the layer's time line starts, in its superlayer's time (default 0).
    open var beginTime: CFTimeInterval {
        get { _extras?.beginTime ?? 0 }
        set {
            guard newValue != beginTime else { return }
            extras.beginTime = newValue
            noteTimingChanged()
        }
    }
    /// The layer's duration (default 0; layers themselves do not end).
    open var duration: CFTimeInterval {
        get { _extras?.duration ?? 0 }
        set { extras.duration = newValue }
    }
    /// How fast the layer's time runs relative to its superlayer's (default 1; 0 stops it and its subtree);
    /// non-finite values are ignored.
    open var speed: Float {
        get { _extras?.speed ?? 1 }
        set {
            guard newValue.isFinite, newValue != speed else { return }
            extras.speed = newValue
            noteTimingChanged()
        }
    }
    /// Added to the layer's local time (default 0).
    open var timeOffset: CFTimeInterval {
        get { _extras?.timeOffset ?? 0 }
        set {
            guard newValue != timeOffset else { return }
            extras.timeOffset = newValue
            noteTimingChanged()
        }
    }
    /// Repetitions (default 0).
    open var repeatCount: Float {
        get { _extras?.repeatCount ?? 0 }
        set { extras.repeatCount = newValue }
    }
    /// Repetition time (default 0).
    open var repeatDuration: CFTimeInterval {
        get { _extras?.repeatDuration ?? 0 }
        set { extras.repeatDuration = newValue }
    }
    /// Whether cycles reverse (default false).
    open var autoreverses: Bool {
        get { _extras?.autoreverses ?? false }
        set { extras.autoreverses = newValue }
    }
    /// What shows outside the active time (default `.removed`).
    open var fillMode: CAMediaTimingFillMode {
        get { _extras?.fillMode ?? .removed }
        set { extras.fillMode = newValue }
    }
    /// Action objects by key, consulted by `action(forKey:)` after the delegate (CALayer+Actions.swift).
    open var actions: [String: any CAAction]? {
        get { _extras?.actions }
        set { extras.actions = newValue }
    }
    /// Arbitrary extra values, consulted by `action(forKey:)` under the `"actions"` key like Core Animation's style.
    open var style: [AnyHashable: Any]? {
        get { _extras?.style }
        set { extras.style = newValue }
    }
    /// The side object holding rarely set state (nil while everything in it has its default).
    @exclusivity(unchecked) var _extras: LayerExtras?
    /// The side object, made on first use.
    var extras: LayerExtras {
        if let x = _extras { return x }
        let x = LayerExtras()
        _extras = x
        return x
    }

    // MARK: Values derived from the model for the compositor
    var _contentsImage: CGImage?
    @exclusivity(unchecked) var _transformIsIdentity = true
    @exclusivity(unchecked) var _sublayerTransformIsIdentity = true
    @exclusivity(unchecked) var _transformIsAffine = true
    @exclusivity(unchecked) var _sublayerTransformIsAffine = true
    /// Placed here to use padding. Set whenever the sublayer list changes; the view hierarchy
    /// clears it after its own edits, so a view sees in O(1) whether its sublayers were edited directly.
    @exclusivity(unchecked) package var _sublayersReordered = false
    @exclusivity(unchecked) weak var _maskOwner: CALayer? {
        didSet {
            _mayHaveMaskOwner = _maskOwner != nil
            if _pendingDisplayInSubtree != 0, _maskOwner !== oldValue { movePendingDisplay(from: oldValue, to: _maskOwner) }
        }
    }
    /// The default border and shadow colour, shared: colours are immutable, and one per layer cost 350 bytes.
    static let opaqueBlack = CGColor(gray: 0, alpha: 1)

    /// Whether a host presents this layer's tree (a window's layer). Stored on the layer, not in a set of
    /// identities, so a freed root can never be mistaken for a new layer at the same address.
    @exclusivity(unchecked) var _isHostedRoot = false
    /// Whether this layer is a presentation copy (`presentation()`): its property writes are not changes
    /// of any model, so they record no damage, request no layout and run no action.
    @exclusivity(unchecked) final var _isPresentationCopy = false
    /// Placed here to use padding. Where this layer was last seen in its superlayer's
    /// `_sublayers`, a hint that CALayer+Hierarchy.swift checks by identity before trusting it.
    @exclusivity(unchecked) nonisolated(unsafe) package var _indexInSuperlayer: Int32 = 0
    /// The rect the last display redrew (bounds coordinates), for damage tracking.
    var lastDisplayedRect: CGRect = .null

    // MARK: Display and layout state
    /// The union of the rects invalidated since the last display, in the bounds' coordinates.
    @exclusivity(unchecked) package var dirtyRect: CGRect = .null
    /// The retained drawing surface behind `contents` when the layer draws its own content.
    package var backingStore: CGContext?
    var settingContentsFromBackingStore = false
    /// Whether the store outlives a display (set once the layer redraws only part of itself).
    var keepsBackingStore = false
    /// The image the last display published, to tell it from `contents` set by other code.
    weak var _publishedContents: CGImage?

    /// What `po layer` prints on iOS: `<CALayer: 0x600003e0c8a0>` (CALayer+DebugDescription.swift).
    open override var description: String { _appleDescription }

    /// Creates a layer with Apple's default property values.
    public override init() {
        super.init()
    }

    /// Archives are not supported on Linux: this creates a layer with Apple's default property values, so
    /// that subclasses written for iOS (`required init?(coder:)` calling `super.init(coder:)`) compile and
    /// run (Docs/Deviations.md).
    public required init?(coder: NSCoder) {
        super.init()
    }

    /// How layers of a class known only at run time are made, as Core Animation and UIKit make them: a
    /// view's `layerClass` instance (`layer == nil`: the class's `init()`) and presentation copies (the
    /// class's `init(layer:)`, which subclasses override to copy their own properties). Swift calls only
    /// required initializers through a metatype, so this convenience initializer is required; a subclass
    /// inherits it when it declares no designated initializer, or overrides all three of CALayer's
    /// (`init()`, `init(layer:)`, `init?(coder:)`), as iOS layer subclasses that get animated must.
    public required convenience init(_runtimeInstanceCopying layer: Any?) {
        if let layer { self.init(layer: layer) } else { self.init() }
    }

    /// Creates a copy of `layer`'s properties, as Core Animation does for presentation layers.
    public init(layer: Any) {
        super.init()
        guard let l = layer as? CALayer else { return }
        // Stored directly, as in the class's own initializer: a presentation copy records no changes
        // (several of these properties are computed over `final` storage whose setters would).
        _bounds = l.bounds; _position = l.position; _anchorPoint = l.anchorPoint; anchorPointZ = l.anchorPointZ
        zPosition = l.zPosition; transform = l.transform; sublayerTransform = l.sublayerTransform
        _isHidden = l.isHidden; _opacity = l.opacity; allowsGroupOpacity = l.allowsGroupOpacity
        backgroundColor = l.backgroundColor; cornerRadius = l.cornerRadius; maskedCorners = l.maskedCorners
        borderWidth = l.borderWidth; borderColor = l.borderColor; masksToBounds = l.masksToBounds
        isGeometryFlipped = l.isGeometryFlipped
        isOpaque = l.isOpaque; shadowColor = l.shadowColor; shadowOpacity = l.shadowOpacity
        shadowOffset = l.shadowOffset; shadowRadius = l.shadowRadius; shadowPath = l.shadowPath
        contents = l.contents; contentsGravity = l.contentsGravity; contentsScale = l.contentsScale
        contentsRect = l.contentsRect; contentsCenter = l.contentsCenter; name = l.name
        needsDisplayOnBoundsChange = l.needsDisplayOnBoundsChange
        minificationFilter = l.minificationFilter; magnificationFilter = l.magnificationFilter
        actions = l.actions; style = l.style
        if let custom = l._extras?.customValues { extras.customValues = custom }
    }

    // MARK: Overridable behaviour
    // Swift cannot override declarations made in extensions, so the methods subclasses override live
    // here; each forwards to the implementation in the extension file named beside it.

    /// Marks the whole layer as needing display at the next commit (CALayer+Display.swift).
    open func setNeedsDisplay() { invalidateDisplay(bounds) }
    /// Marks `r` (bounds coordinates) as needing display; rects are unioned until the next display.
    open func setNeedsDisplay(_ r: CGRect) { invalidateDisplay(r) }
    /// Whether the layer needs display.
    open func needsDisplay() -> Bool { needsDisplayFlag }
    /// Whether a change of the value for `key` makes the layer redisplay (`CALayer.needsDisplay(forKey:)`).
    /// The default is false; subclasses return true for their custom properties, so that setting one with
    /// `setValue(_:forKey:)` marks the layer for display and an animation of it redraws the layer with the
    /// animated value every frame (CALayer+CustomProperties.swift).
    open class func needsDisplay(forKey key: String) -> Bool { false }
    /// The value a key has before anything sets it (`CALayer.defaultValue(forKey:)`): Apple's default for a
    /// layer property, nil for other keys. Subclasses override it to give custom properties a default,
    /// which `value(forKey:)` then returns until a value is set.
    open class func defaultValue(forKey key: String) -> Any? { _builtInDefaultValue(forKey: key) }
    /// Displays now if the layer needs display.
    open func displayIfNeeded() { if needsDisplayFlag { display() } }
    /// Updates `contents`: asks the delegate's `display(_:)`, else draws into the backing store through
    /// `draw(in:)` (CALayer+Display.swift).
    open func display() { performDisplay() }
    /// Draws the layer's content; the default asks the delegate's `draw(_:in:)`.
    open func draw(in ctx: CGContext) { delegate?.draw(self, in: ctx) }
    /// Renders the layer and its sublayers into `ctx`, in the layer's coordinate space (Compositor.swift).
    open func render(in ctx: CGContext) { renderTree(in: ctx) }

    /// Marks the layer as needing layout at the next commit (CALayer+Layout.swift).
    open func setNeedsLayout() { invalidateLayout() }
    /// Whether the layer needs layout.
    open func needsLayout() -> Bool { needsLayoutFlag }
    /// Lays out now, from the topmost ancestor that needs layout down (CALayer+Layout.swift).
    open func layoutIfNeeded() { performLayoutIfNeeded() }
    /// Lays out the sublayers; the default asks the delegate's `layoutSublayers(of:)`.
    open func layoutSublayers() {
        if let v = _ownerView, let calls = CALayer._ownerViewCalls { calls._ownerLayoutSublayers(v, of: self); return }
        delegate?.layoutSublayers(of: self)
    }
    /// The layer's preferred size: its bounds size by default.
    open func preferredFrameSize() -> CGSize { bounds.size }

    /// The deepest visible layer containing `p` (in the superlayer's coordinates), or nil.
    open func hitTest(_ p: CGPoint) -> CALayer? { defaultHitTest(p) }
    /// Whether `p` (in this layer's coordinates) is inside the bounds.
    open func contains(_ p: CGPoint) -> Bool { bounds.contains(p) }

    /// The action for `event` (a property key): the delegate's answer, then `actions`, then `style`, then
    /// `defaultAction(forKey:)`; `NSNull` anywhere stops the search with no action (CALayer+Actions.swift).
    /// The layer classes of QuartzCore and UIKit must not override it (a view's layer skips the look-up
    /// outside animation blocks when neither class can: `_ownerActionIsDefault`).
    open func action(forKey event: String) -> (any CAAction)? { lookUpAction(forKey: event) }
    /// The action a layer class supplies when nothing else does: the implicit animation for an animatable
    /// property (`implicitAnimation(forKey:)`), nil otherwise.
    open class func defaultAction(forKey event: String) -> (any CAAction)? { implicitAnimation(forKey: event) }

    /// The model layer: the layer itself, or for a presentation copy the layer it was made from.
    open func model() -> Self { (_extras?.modelLayer as? Self) ?? self }
    /// A copy of the layer with every running animation applied at the current media time
    /// (CALayer+Animations.swift).
    open func presentation() -> Self? { makePresentation() }

    // MARK: Compositor hooks for subclasses in this module (Compositor.swift)

    /// Draws what a subclass adds between the contents and the sublayers (shape, gradient), in the
    /// layer's space. The base layer adds nothing.
    func compositeSubclassContent(in ctx: CGContext, alpha: CGFloat) {}
    /// Whether `compositeSubclassContent` draws anything.
    var hasSubclassContent: Bool { false }
    /// The subclass's values the compositor draws, as the commit hands them to the render node (nil for a
    /// layer that draws none); `old` is the node's cell, returned while it holds them already.
    func makeSubclassRenderValues(reusing old: SubclassRenderValues?) -> SubclassRenderValues? { nil }
    /// Whether the sublayers are drawn more than once (a replicator's copies), so a change below this
    /// layer damages every copy.
    var repeatsSublayers: Bool { false }
    /// Whether the layer draws its own background, contents, border and shadow (a transform layer does not).
    var rendersOwnContent: Bool { true }
    /// Whether the sublayers live in this layer's 3D space instead of being flattened into its plane (a
    /// transform layer's do), so the compositor draws the layer directly only under a transform that keeps
    /// their depth out of what they draw (`needsProjection`).
    var keepsSublayersIn3D: Bool { false }
    /// What `compositeSubclassContent` can cover, in the layer's space.
    var subclassContentExtent: CGRect { .null }
    /// The surface rect covered by the sublayers, given the rect of one copy (the replicator repeats them).
    func replicatedExtent(of sublayersRect: CGRect, layerToSurface: CGAffineTransform) -> CGRect { sublayersRect }
    /// Composites the sublayers (the replicator layer repeats them).
    func compositeSublayers(in ctx: CGContext, alpha: CGFloat, cull: CGRect?) {
        compositeSublayersDefault(in: ctx, alpha: alpha, cull: cull)
    }

    /// Records a change of a rendered property: the host renders a new frame, the layer is queued for the
    /// commit (which compares its old and new values and records the damage their difference calls for,
    /// `RenderValues.damage(from:redrawn:)`), and the change's action (if any) runs.
    /// `old` is passed unboxed: it is converted only when an action is looked up (LayerPropertyChange.swift),
    /// so a plain property change allocates nothing.
    ///
    /// A presentation copy's writes (`_isPresentationCopy`) are not changes of the model: they record no
    /// damage and run no action. Frames never write layers: animations are evaluated into render nodes.
    func changed<Old>(key: String?, old: Old) {
        guard noteModelChange(key) else { return }
        if let key { runAction(forKey: key, old: old) }
    }
    /// A change without an old value for its action (no `Optional<Any>` is made for a change with no key).
    func changed(key: String? = nil) {
        guard noteModelChange(key), let key else { return }
        runAction(forKey: key, old: Optional<Any>.none)
    }
    /// Counts a model change and queues the layer for the commit; false for a presentation copy, whose
    /// changes run no action.
    @inline(__always) private func noteModelChange(_ key: String?) -> Bool {
        changeCount &+= 1
        if _isPresentationCopy { return false }
        _checkModelChangeAllowed(key ?? "a rendered property")
        CATransaction.noteChange()
        noteValuesChanged()
        return true
    }

    // MARK: - Animations

    /// Adds a copy of `anim` under `key` (nil: a unique key), replacing an animation with the same key
    /// (which stops with `finished == false`). The copy is frozen; animations with NaN or infinite values
    /// are ignored with a warning (CALayer+Animations.swift).
    open func add(_ anim: CAAnimation, forKey key: String?) { addAnimation(anim, forKey: key) }
    /// The animation added under `key` (the frozen copy), or nil.
    open func animation(forKey key: String) -> CAAnimation? { _extras?.animations.last { $0.key == key }?.animation }
    /// The keys of the attached animations, in the order they were added (nil when there are none).
    open func animationKeys() -> [String]? {
        guard let a = _extras?.animations, !a.isEmpty else { return nil }
        return a.map(\.key)
    }
    /// Removes the animation under `key`; it stops with `finished == false`.
    open func removeAnimation(forKey key: String) { removeAnimations { $0 == key } }
    /// Removes every animation; each stops with `finished == false`.
    open func removeAllAnimations() { removeAnimations { _ in true } }

    static func warn(_ message: String) {
        FileHandle.standardError.write(Data("[QuartzCore] warning: \(message)\n".utf8))
    }

    // MARK: - Hot links


    deinit {
        // Sublayers that outlive this layer see `superlayer` go nil without an assignment: clear their links.
        _sublayers._forEachUnretained { $0._superlayerLink = nil }
    }
}

extension CGRect {
    /// All four numbers finite.
    @inline(__always) var isSane: Bool { origin.x.isFinite && origin.y.isFinite && size.width.isFinite && size.height.isFinite }
}

/// A heap cell for a transform that is not the identity (see `CALayer.transform`).
@usableFromInline final class TransformBox {
    /// Never mutated: the render tree's committed values share the box the model held at the commit.
    let value: CATransform3D
    init(_ value: CATransform3D) { self.value = value }

    /// The box to keep after storing `value`: none for the identity, else a new one (the old box may be
    /// shared with a render node).
    static func storing(_ value: CATransform3D, identity: Bool) -> TransformBox? {
        identity ? nil : TransformBox(value)
    }
}
