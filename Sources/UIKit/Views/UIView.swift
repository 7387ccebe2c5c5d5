import Foundation

/// An object that manages the content for a rectangular area on the screen, mirroring `UIView`.
///
/// Every view is backed by a layer (`layerClass`, a `CALayer` by default) and is that layer's delegate.
/// Geometry is the layer's (UIView+Geometry.swift); the hierarchy mirrors the layer tree
/// (UIView+Hierarchy.swift); drawing happens on demand into the layer's cached backing store
/// (UIView+Display.swift); layout runs in the commit before display (UIView+Layout.swift).
///
/// Swift cannot override what an extension declares, so every method a subclass may override is declared
/// in this class body and forwards to its extension file.
@preconcurrency @MainActor
open class UIView: UIResponder, CALayerDelegate {
    /// The class of the layer every instance is backed by (`CALayer` unless overridden).
    open class var layerClass: AnyClass { CALayer.self }

    /// The view's Core Animation layer; the view is its delegate.
    public let layer: CALayer

    var _subviews: [UIView] = []
    /// The parent view, or nil.
    public internal(set) weak var superview: UIView?

    /// How the cached content is reused when the bounds change (default `.scaleToFill`).
    open var contentMode: UIView.ContentMode = .scaleToFill { didSet { applyContentMode() } }
    /// Whether `draw(_:)`'s rect is cleared to transparent first (default true).
    open var clearsContextBeforeDrawing = true
    /// Whether the view takes part in touch handling (default true).
    open var isUserInteractionEnabled = true
    /// A tag for `viewWithTag(_:)` (default 0).
    open var tag = 0
    /// Whether subviews are resized when the bounds change (default true).
    open var autoresizesSubviews = true
    /// How the view is resized when its superview's bounds change.
    open var autoresizingMask: UIView.AutoresizingMask = []

    /// Set while the base `draw(_:)` runs, so the display step knows nothing was drawn.
    var baseDrawRan = false

    /// A view with the given frame.
    public init(frame: CGRect) {
        let cls: AnyClass = type(of: self).layerClass
        guard let layerType = cls as? CALayer.Type else {
            preconditionFailure("UIView.layerClass must be a CALayer subclass")
        }
        layer = layerType.init()
        super.init()
        layer.delegate = self
        layer.contentsScale = UIScreen.main.scale
        layer.needsDisplayOnBoundsChange = false
        self.frame = frame
        layer.setNeedsDisplay()
    }

    /// A view with a zero frame.
    public convenience override init() { self.init(frame: .zero) }

    /// Archives are not supported on Linux: this returns a zero-frame view so subclasses that implement
    /// it still compile and run (see Docs/Deviations.md).
    public required init?(coder: NSCoder) {
        let cls: AnyClass = type(of: self).layerClass
        layer = (cls as? CALayer.Type ?? CALayer.self).init()
        super.init()
        layer.delegate = self
        layer.contentsScale = UIScreen.main.scale
        layer.setNeedsDisplay()
    }

    // MARK: Responder chain

    /// The superview; overridden by view controllers' root views and windows.
    open override var next: UIResponder? { superview }

    // MARK: Drawing (UIView+Display.swift)

    /// Draws the view's content into the current context, clipped to `rect`. Called by the system at most
    /// once per commit and only after `setNeedsDisplay`; never call it yourself. The default draws nothing.
    open func draw(_ rect: CGRect) { baseDrawRan = true }
    /// Invalidates the whole view; `draw(_:)` runs at the end of the run-loop turn.
    open func setNeedsDisplay() { layer.setNeedsDisplay() }
    /// Invalidates `rect` (bounds coordinates); rects are unioned until the next draw.
    open func setNeedsDisplay(_ rect: CGRect) { layer.setNeedsDisplay(rect) }

    /// CALayerDelegate: draws through `draw(_:)` into the layer's backing store, made only if the drawing
    /// code uses the context (UIView+Display.swift).
    open func display(_ layer: CALayer) { displayLayer(layer) }

    // MARK: Layout (UIView+Layout.swift)

    /// Lays out subviews; the default applies nothing beyond autoresizing (Auto Layout comes later).
    open func layoutSubviews() {}
    /// Marks the view as needing layout at the next commit.
    open func setNeedsLayout() { layer.setNeedsLayout() }
    /// Lays out now if needed.
    open func layoutIfNeeded() { layer.layoutIfNeeded() }
    /// CALayerDelegate: runs `layoutSubviews()`.
    open func layoutSublayers(of layer: CALayer) { if layer === self.layer { layoutSubviews() } }
    /// The size that best fits `size`; the default is the current bounds size.
    open func sizeThatFits(_ size: CGSize) -> CGSize { bounds.size }
    /// Resizes the view to `sizeThatFits(bounds.size)`.
    open func sizeToFit() {
        let s = sizeThatFits(bounds.size)
        bounds.size = s
    }

    // MARK: Hierarchy callbacks (UIView+Hierarchy.swift)

    /// Called before the superview changes.
    open func willMove(toSuperview newSuperview: UIView?) {}
    /// Called after the superview changed.
    open func didMoveToSuperview() {}
    /// Called before the window changes.
    open func willMove(toWindow newWindow: UIWindow?) {}
    /// Called after the window changed.
    open func didMoveToWindow() {}
    /// Called after a subview was added.
    open func didAddSubview(_ subview: UIView) {}
    /// Called before a subview is removed.
    open func willRemoveSubview(_ subview: UIView) {}

    // MARK: Hit testing (UIView+HitTesting.swift)

    /// The farthest descendant containing `point` (in this view's coordinates) that takes touches.
    open func hitTest(_ point: CGPoint, with event: UIEvent?) -> UIView? { defaultHitTest(point, with: event) }
    /// Whether `point` is inside the bounds (max edges exclusive).
    open func point(inside point: CGPoint, with event: UIEvent?) -> Bool { bounds.contains(point) }
}
