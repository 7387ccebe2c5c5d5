import Foundation
import CoreGraphics

/// An object that manages image-based content and its geometry, mirroring Core Animation's `CALayer`.
///
/// Every UIKit view is backed by one. A layer's appearance is its cached `contents` bitmap plus its
/// properties; the compositor (`render(in:)`, the window's frame) combines them without calling drawing
/// code again. Property defaults are Apple's. Geometry lives in `CALayer+Geometry.swift`, the tree in
/// `CALayer+Hierarchy.swift`, display in `CALayer+Display.swift`, layout in `CALayer+Layout.swift`.
@preconcurrency @MainActor
open class CALayer: NSObject {
    // MARK: Tree (see CALayer+Hierarchy.swift)
    var _sublayers: [CALayer] = []
    /// The parent layer, or nil at the root.
    public internal(set) weak var superlayer: CALayer?

    /// The layer's delegate; a UIView is its layer's delegate.
    public weak var delegate: (any CALayerDelegate)?
    /// Set by the default `CALayerDelegate.display(_:)` so the layer knows to draw for itself.
    package var delegateDisplayNotImplemented = false

    /// A name for debugging and look-up.
    open var name: String?

    // MARK: Geometry (see CALayer+Geometry.swift)
    /// The layer's own coordinate space: the origin is what its content and sublayers are offset by.
    open var bounds: CGRect = .zero {
        didSet {
            if !bounds.isSane { Self.warn("ignoring non-finite bounds \(bounds) on \(self)"); bounds = oldValue; return }
            guard bounds != oldValue else { return }
            if bounds.size != oldValue.size {
                setNeedsLayout()
                if needsDisplayOnBoundsChange { setNeedsDisplay() }
            }
            changed()
        }
    }
    /// The position of the anchor point in the superlayer's coordinate space.
    open var position: CGPoint = .zero {
        didSet {
            if !(position.x.isFinite && position.y.isFinite) {
                Self.warn("ignoring non-finite position \(position) on \(self)"); position = oldValue; return
            }
            if position != oldValue { changed() }
        }
    }
    /// The point of the bounds, in unit coordinates, that `position` refers to and transforms turn about.
    open var anchorPoint = CGPoint(x: 0.5, y: 0.5) { didSet { if anchorPoint != oldValue { changed() } } }
    /// The anchor point's z component.
    open var anchorPointZ: CGFloat = 0 { didSet { if anchorPointZ != oldValue { changed() } } }
    /// Position on the z axis; sublayers are composited in increasing `zPosition`, then in order.
    open var zPosition: CGFloat = 0 { didSet { if zPosition != oldValue { changed() } } }
    /// The transform applied about the anchor point.
    open var transform: CATransform3D = CATransform3DIdentity { didSet { if transform != oldValue { changed() } } }
    /// The transform applied to sublayers, about the anchor point.
    open var sublayerTransform: CATransform3D = CATransform3DIdentity { didSet { if sublayerTransform != oldValue { changed() } } }

    // MARK: Appearance
    /// Whether the layer (and its subtree) is skipped when compositing.
    open var isHidden = false { didSet { if isHidden != oldValue { changed() } } }
    /// The layer's opacity, 0...1 (default 1).
    open var opacity: Float = 1 { didSet { if opacity != oldValue { changed() } } }
    /// Whether `opacity` below 1 composites the subtree as one group (default true).
    open var allowsGroupOpacity = true { didSet { changed() } }
    /// The colour filling the bounds behind the contents, nil for none.
    open var backgroundColor: CGColor? { didSet { changed() } }
    /// The radius of rounded corners for the background and border, and for the clip when `masksToBounds`.
    open var cornerRadius: CGFloat = 0 { didSet { changed() } }
    /// Which corners `cornerRadius` rounds.
    open var maskedCorners: CACornerMask = [.layerMinXMinYCorner, .layerMaxXMinYCorner, .layerMinXMaxYCorner, .layerMaxXMaxYCorner] { didSet { changed() } }
    /// The width of the border, drawn inset from the bounds above contents and sublayers.
    open var borderWidth: CGFloat = 0 { didSet { changed() } }
    /// The border colour (opaque black by default).
    open var borderColor: CGColor? = CGColor(gray: 0, alpha: 1) { didSet { changed() } }
    /// Whether contents and sublayers are clipped to the bounds (and corner radius).
    open var masksToBounds = false { didSet { changed() } }
    /// A layer whose alpha masks this layer's composited content.
    open var mask: CALayer? { didSet { changed() } }
    /// Whether the layer promises to fill its bounds with opaque content.
    open var isOpaque = false { didSet { changed() } }
    /// The shadow colour (opaque black by default).
    open var shadowColor: CGColor? = CGColor(gray: 0, alpha: 1) { didSet { changed() } }
    /// The shadow opacity (default 0: no shadow).
    open var shadowOpacity: Float = 0 { didSet { changed() } }
    /// The shadow offset (default (0, -3), as Apple documents).
    open var shadowOffset = CGSize(width: 0, height: -3) { didSet { changed() } }
    /// The shadow blur radius (default 3).
    open var shadowRadius: CGFloat = 3 { didSet { changed() } }
    /// The shadow's shape; nil derives it from the layer's content.
    open var shadowPath: CGPath? { didSet { changed() } }

    // MARK: Contents (see CALayer+Display.swift)
    /// The layer's image: a `CGImage`, or nil. Drawing code fills it through `display()`.
    open var contents: Any? {
        didSet {
            if !settingContentsFromBackingStore { backingStore = nil }
            changed()
        }
    }
    /// How the contents are placed in the bounds (default `.resize`).
    open var contentsGravity: CALayerContentsGravity = .resize { didSet { changed() } }
    /// Pixels per point of the contents (default 1; UIKit sets the screen's scale).
    open var contentsScale: CGFloat = 1 {
        didSet {
            if !(contentsScale.isFinite && contentsScale > 0) { contentsScale = oldValue; return }
            if contentsScale != oldValue, backingStore != nil { setNeedsDisplay() }
        }
    }
    /// The part of the contents to show, in unit coordinates (default the whole image).
    open var contentsRect = CGRect(x: 0, y: 0, width: 1, height: 1) { didSet { changed() } }
    /// The stretchable part of the contents, in unit coordinates (default the whole image).
    open var contentsCenter = CGRect(x: 0, y: 0, width: 1, height: 1) { didSet { changed() } }
    /// The filter used when contents are shrunk.
    open var minificationFilter: CALayerContentsFilter = .linear { didSet { changed() } }
    /// The filter used when contents are enlarged.
    open var magnificationFilter: CALayerContentsFilter = .linear { didSet { changed() } }
    /// Whether a bounds size change calls `setNeedsDisplay()` (default false).
    open var needsDisplayOnBoundsChange = false

    // MARK: Display and layout state
    var needsDisplayFlag = false
    /// The union of the rects invalidated since the last display, in the bounds' coordinates.
    package var dirtyRect: CGRect = .null
    var needsLayoutFlag = false
    var descendantNeedsLayout = false
    /// The retained drawing surface behind `contents` when the layer draws its own content.
    package var backingStore: CGContext?
    var settingContentsFromBackingStore = false
    /// Bumped on every property change; the host uses it to know a new frame is due.
    package private(set) var changeCount = 0

    /// Creates a layer with Apple's default property values.
    public required override init() {
        super.init()
    }

    /// Creates a copy of `layer`'s properties, as Core Animation does for presentation layers.
    public init(layer: Any) {
        super.init()
        guard let l = layer as? CALayer else { return }
        bounds = l.bounds; position = l.position; anchorPoint = l.anchorPoint; anchorPointZ = l.anchorPointZ
        zPosition = l.zPosition; transform = l.transform; sublayerTransform = l.sublayerTransform
        isHidden = l.isHidden; opacity = l.opacity; allowsGroupOpacity = l.allowsGroupOpacity
        backgroundColor = l.backgroundColor; cornerRadius = l.cornerRadius; maskedCorners = l.maskedCorners
        borderWidth = l.borderWidth; borderColor = l.borderColor; masksToBounds = l.masksToBounds
        isOpaque = l.isOpaque; shadowColor = l.shadowColor; shadowOpacity = l.shadowOpacity
        shadowOffset = l.shadowOffset; shadowRadius = l.shadowRadius; shadowPath = l.shadowPath
        contents = l.contents; contentsGravity = l.contentsGravity; contentsScale = l.contentsScale
        contentsRect = l.contentsRect; contentsCenter = l.contentsCenter; name = l.name
        needsDisplayOnBoundsChange = l.needsDisplayOnBoundsChange
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
    open func layoutSublayers() { delegate?.layoutSublayers(of: self) }
    /// The layer's preferred size: its bounds size by default.
    open func preferredFrameSize() -> CGSize { bounds.size }

    /// The deepest visible layer containing `p` (in the superlayer's coordinates), or nil.
    open func hitTest(_ p: CGPoint) -> CALayer? { defaultHitTest(p) }
    /// Whether `p` (in this layer's coordinates) is inside the bounds.
    open func contains(_ p: CGPoint) -> Bool { bounds.contains(p) }

    /// Records a change of a rendered property; the host renders a new frame when anything changed.
    func changed() {
        changeCount &+= 1
        CATransaction.noteChange()
    }

    static func warn(_ message: String) {
        FileHandle.standardError.write(Data("[QuartzCore] warning: \(message)\n".utf8))
    }
}

extension CGRect {
    /// All four numbers finite.
    var isSane: Bool { origin.x.isFinite && origin.y.isFinite && size.width.isFinite && size.height.isFinite }
}
