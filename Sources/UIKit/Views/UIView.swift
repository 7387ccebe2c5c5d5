import Foundation

/// An object that manages the content for a rectangular area on the screen, mirroring `UIView`.
///
/// Every view is backed by a layer (`layerClass`, a `CALayer` by default) and is that layer's delegate.
/// Geometry is the layer's (UIView+Geometry.swift); the hierarchy mirrors the layer tree
/// (UIView+Hierarchy.swift); drawing happens on demand into the layer's cached backing store
/// (UIView+Display.swift); layout runs in the commit before display (UIView+Layout.swift).
///
/// Swift cannot override what an extension declares, so every method or property a subclass may override
/// is declared in this class body and forwards to its extension file.
@preconcurrency @MainActor
open class UIView: UIResponder, CALayerDelegate {
    /// The class of the layer every instance is backed by (`CALayer` unless overridden).
    open class var layerClass: AnyClass { CALayer.self }

    /// The view's Core Animation layer; the view is its delegate.
    public let layer: CALayer

    // Stored properties: references and words first, then the one-byte ones, so a plain view packs tightly
    // (the memory benchmark counts every byte of 100,000 views).

    /// Strong references to the subviews, kept in their layers' order (see `subviews`).
    @exclusivity(unchecked) var _subviews = ChildList<UIView>()
    /// The parent view, or nil.
    public internal(set) var superview: UIView? {
        get { _superviewStorage }
        set {
            // The old superview is read through the unretained link (which the superview's deinit clears,
            // as the weak reference goes nil), and the new one is not read back from the weak storage: a
            // superview has a side table (its subviews refer to it weakly), so every weak load and every
            // retain of it takes the runtime's slow path, and they were most of a hierarchy edit.
            let old = _superviewLink
            _superviewStorage = newValue
            _superviewLink = newValue.map { Unmanaged.passUnretained($0) } // UIView+LayerLink.swift
            if old?.toOpaque() != _superviewLink?.toOpaque(), LayoutEngine.anyInUse {
                autoLayoutSuperviewChanged(from: old?.takeUnretainedValue())
            }
        }
    }
    /// The storage of `superview` (weak, as UIKit's: a subview does not keep its superview alive).
    /// Nonisolated so that the window look-up (UIView+Hierarchy.swift) can read it without retaining the
    /// view that holds it; written only on the main actor, like `_superviewLink`.
    @exclusivity(unchecked) nonisolated(unsafe) weak var _superviewStorage: UIView?
    /// Tint, constraints and view-controller state, allocated only for views that use them.
    @exclusivity(unchecked) var _rare: UIViewRareState?
    /// A tag for `viewWithTag(_:)` (default 0).
    open var tag = 0

    /// What `po view` prints on iOS: `<UIView: 0x…; frame = (0 0; 320 568); autoresize = W+H; layer = <CALayer: 0x…>>`
    /// (UIView+DebugDescription.swift).
    open override var description: String { MainActor.assumeIsolated { _appleDescription } }
    /// How the view is resized when its superview's bounds size changes (default none).
    @exclusivity(unchecked) open var autoresizingMask: UIView.AutoresizingMask = []

    /// How the cached content is reused when the bounds change (default `.scaleToFill`). Unchecked: its
    /// observer only sets the layer's gravity, and every view and label initialisation reads and writes it.
    @exclusivity(unchecked) open var contentMode: UIView.ContentMode = .scaleToFill { didSet { applyContentMode() } }
    /// Whether `draw(_:)`'s rect is cleared to transparent first (default true).
    open var clearsContextBeforeDrawing = true
    /// Whether the view takes part in touch handling (default true).
    open var isUserInteractionEnabled: Bool {
        get { _isUserInteractionEnabled }
        set { _isUserInteractionEnabled = newValue }
    }
    /// The storage of `isUserInteractionEnabled`, read without dynamic dispatch by hit testing of plain views
    /// (UIView+HitTesting.swift).
    @exclusivity(unchecked) final var _isUserInteractionEnabled = true
    /// Whether subviews are resized by their `autoresizingMask` when the bounds size changes (default true).
    @exclusivity(unchecked) open var autoresizesSubviews = true
    /// Set while the base `draw(_:)` runs, so the display step knows nothing was drawn.
    var baseDrawRan = false

    /// Whether the autoresizing mask becomes Auto Layout constraints (default true): the engine then keeps
    /// the view's frame as set (autoresizing moves it) and constrains other views to it; false, constraints
    /// decide the frame.
    open var translatesAutoresizingMaskIntoConstraints: Bool {
        get { _rare?.translatesAutoresizingMaskIntoConstraints ?? true }
        set {
            guard newValue != translatesAutoresizingMaskIntoConstraints else { return }
            rare.translatesAutoresizingMaskIntoConstraints = newValue
            _rare?.autoLayout?.engine.relationChanged(self)
        }
    }

    /// A view with the given frame.
    public init(frame: CGRect) {
        let cls: AnyClass = type(of: self).layerClass
        guard let layerType = cls as? CALayer.Type else {
            preconditionFailure("UIView.layerClass must be a CALayer subclass")
        }
        // Configured through a local reference: each read of the stored `layer` retained and released it.
        let newLayer = layerType.init(_runtimeInstanceCopying: nil)
        layer = newLayer
        super.init()
        becomeLayerOwner() // the layer's delegate, linked unretained (UIView+LayerLink.swift)
        newLayer.contentsScale = UIScreen.main.scale
        // UIView's `isOpaque` is true by default (the UIView reference), unlike a bare layer's; UIKit's own
        // drawing views (labels, text views, …) start not opaque, so their layer is never set twice.
        if type(of: self)._opaqueByDefault { newLayer.isOpaque = true }
        newLayer.needsDisplayOnBoundsChange = false
        newLayer.frame = frame
        newLayer.setNeedsDisplay()
    }

    /// A view with a zero frame.
    public convenience override init() { self.init(frame: .zero) }

    /// Archives are not supported on Linux: this returns a zero-frame view so subclasses that implement
    /// it still compile and run (see Docs/Deviations.md).
    public required init?(coder: NSCoder) {
        let cls: AnyClass = type(of: self).layerClass
        layer = (cls as? CALayer.Type ?? CALayer.self).init(_runtimeInstanceCopying: nil)
        super.init()
        becomeLayerOwner() // the layer's delegate, linked unretained (UIView+LayerLink.swift)
        layer.contentsScale = UIScreen.main.scale
        if type(of: self)._opaqueByDefault { layer.isOpaque = true }
        layer.setNeedsDisplay()
    }

    // MARK: Responder chain

    /// The view controller that owns this view as its root view, else the superview (UIKit's rule).
    open override var next: UIResponder? { _viewController ?? superview }

    // MARK: Geometry (UIView+Geometry.swift)

    /// The view's rectangle in its superview's coordinates. Setting it sets the bounds size and the center
    /// (and autoresizes the subviews when the size changes); under a non-identity transform it reads as the
    /// bounding box of the transformed bounds.
    open var frame: CGRect {
        get { layer.frame }
        set { changeGeometry { layer.frame = newValue } }
    }

    /// The view's own coordinate space. Changing the size resizes about the center and autoresizes the
    /// subviews; the origin offsets the content and subviews (that is how scrolling works).
    open var bounds: CGRect {
        get { layer.bounds }
        set { changeGeometry { layer.bounds = newValue } }
    }

    /// The center of the frame, in the superview's coordinates (the layer's `position`).
    open var center: CGPoint {
        get { layer.position }
        set {
            _checkNotRendering("center")
            layer.position = newValue
            if LayoutEngine.anyInUse, let s = _rare?.autoLayout { s.engine.geometryChanged(self) }
        }
    }

    /// The transform, applied about the center; the bounds and center are unchanged by it.
    open var transform: CGAffineTransform {
        get { layer.affineTransform() }
        set { _checkNotRendering("transform"); layer.setAffineTransform(newValue) }
    }

    /// Pixels per point of the view's backing store (the screen's scale by default).
    open var contentScaleFactor: CGFloat {
        get { layer.contentsScale }
        set { layer.contentsScale = newValue }
    }

    // MARK: Drawing (UIView+Display.swift)

    /// Draws the view's content into the current context, clipped to `rect`. Called by the system at most
    /// once per commit and only after `setNeedsDisplay`; never call it yourself. The default draws nothing.
    open func draw(_ rect: CGRect) { baseDrawRan = true }
    /// Draws the view's content for printing through `formatter` (a `UIViewPrintFormatter` from
    /// `viewPrintFormatter()`), into the page's context. Override it to print differently from the screen;
    /// the default calls `draw(_:)`.
    open func draw(_ rect: CGRect, for formatter: UIViewPrintFormatter) { draw(rect) }
    /// Invalidates the whole view; `draw(_:)` runs at the end of the run-loop turn.
    open func setNeedsDisplay() { layer.setNeedsDisplay() }
    /// Invalidates `rect` (bounds coordinates); rects are unioned until the next draw.
    open func setNeedsDisplay(_ rect: CGRect) { layer.setNeedsDisplay(rect) }

    /// CALayerDelegate: draws through `draw(_:)` into the layer's backing store, made only if the drawing
    /// code uses the context (UIView+Display.swift).
    open func display(_ layer: CALayer) { displayLayer(layer) }
    /// CALayerDelegate: draws `layer` into `ctx` through `draw(_:)` with `ctx` as the current UIKit context,
    /// `rect` being the context's clip bounds. Layers that draw in pieces (`CATiledLayer`'s tiles) or
    /// `render(in:)` of a layer without a backing store come through here.
    open func draw(_ layer: CALayer, in ctx: CGContext) { drawLayer(layer, in: ctx) }
    /// CALayerDelegate: a view suppresses its layer's implicit actions (returns `NSNull`), so changing a
    /// view's properties outside an animation block takes effect at once, as in UIKit; inside a block it
    /// returns the animation (UIKit/Animation/UIView+Animation.swift).
    /// UIKit's own subclasses must not override it: their layers skip the look-up outside animation
    /// blocks (`CALayer._ownerActionIsDefault`); an app's subclass may, and is always asked.
    open func action(for layer: CALayer, forKey event: String) -> (any CAAction)? { animationAction(for: layer, forKey: event) }

    // MARK: Appearance (UIView+Appearance.swift)
    // Declared here so subclasses can override them (a common iOS pattern, e.g. `backgroundColor`'s didSet).

    /// The background colour; a layer property, so changing it never calls `draw(_:)`.
    open var backgroundColor: UIColor? {
        get { _backgroundColor }
        set { _setBackgroundColor(newValue) } // dynamic colours resolve with the view's traits
    }

    /// The opacity of the view and its subtree (the layer's `opacity`), clamped to 0...1; NaN reads as 1.
    open var alpha: CGFloat {
        get { CGFloat(layer.opacity) }
        set { _checkNotRendering("alpha"); layer.opacity = Float(newValue.isNaN ? 1 : min(max(newValue, 0), 1)) }
    }

    /// Whether the view is hidden. Hidden views still take part in layout but get no touches.
    open var isHidden: Bool {
        get { layer.isHidden }
        set {
            _checkNotRendering("isHidden")
            guard newValue != layer.isHidden else { return }
            layer.isHidden = newValue
            (superview as? UIStackView)?.arrangedSubviewVisibilityChanged(self)
        }
    }

    /// Whether a new view of this class is opaque: UIView's default is true; UIKit's own drawing views
    /// (labels, controls) are not, since they leave transparent pixels around what they draw.
    class var _opaqueByDefault: Bool { true }

    /// Whether the view promises to be fully opaque (the layer's `isOpaque`; true by default, as in
    /// UIKit). An opaque view's backing store has no transparency: what `draw(_:)` leaves undrawn is its
    /// background colour, or black without one (`clearsContextBeforeDrawing` clears to opaque black).
    open var isOpaque: Bool {
        get { layer.isOpaque }
        set {
            guard newValue != layer.isOpaque else { return }
            layer.isOpaque = newValue
            layer.setNeedsDisplay() // the backing store's undrawn pixels change
        }
    }

    /// Whether subviews are clipped to the bounds (the layer's `masksToBounds`).
    open var clipsToBounds: Bool {
        get { layer.masksToBounds }
        set { layer.masksToBounds = newValue }
    }

    /// The tint colour: the one set on this view, else the superview's, else the system blue. Views whose
    /// effective `tintAdjustmentMode` is `.dimmed` return a desaturated tint.
    open var tintColor: UIColor! {
        get { effectiveTintColor() }
        set { setTintColor(newValue) }
    }

    /// How the tint colour is adjusted; `.automatic` inherits the superview's mode (`.normal` at the root).
    open var tintAdjustmentMode: UIView.TintAdjustmentMode {
        get { effectiveTintAdjustmentMode() }
        set { setTintAdjustmentMode(newValue) }
    }

    /// Called when the effective `tintColor` or `tintAdjustmentMode` changes on this view (set here, on an
    /// ancestor, or by moving to a superview with another tint). The default does nothing.
    open func tintColorDidChange() {}

    // MARK: Layout (UIView+Layout.swift)

    /// Lays out subviews; the default sets the frames the Auto Layout engine solved for the subviews it
    /// places (autoresizing already ran in the geometry setters).
    open func layoutSubviews() { applyEngineFrames() }
    /// Marks the view as needing layout at the next commit.
    open func setNeedsLayout() { layer.setNeedsLayout() }
    /// Lays out now if needed, from the topmost ancestor that needs layout down. Pending constraint
    /// changes are solved first, as UIKit updates constraints before this layout: the views they move
    /// are marked before the walk starts, so an ancestor marked by the solve is not left for later.
    open func layoutIfNeeded() {
        if LayoutEngine.anyInUse, let engine = _existingLayoutEngine, engine.inUse { engine.solveIfNeeded() }
        if _superviewLink == nil { _sizeDetachedRootFromEngine() }
        layer.layoutIfNeeded()
    }
    /// CALayerDelegate: runs pending `updateConstraints()`, then `layoutSubviews()`.
    open func layoutSublayers(of layer: CALayer) { runLayout(for: layer) }
    /// The size that best fits `size`; the default is the current bounds size, as Apple documents.
    open func sizeThatFits(_ size: CGSize) -> CGSize { bounds.size }
    /// Resizes the view to `sizeThatFits(bounds.size)`, keeping the frame's origin.
    open func sizeToFit() { performSizeToFit() }
    /// The natural size of the content; the default has none (`noIntrinsicMetric` on both axes).
    open var intrinsicContentSize: CGSize { CGSize(width: UIView.noIntrinsicMetric, height: UIView.noIntrinsicMetric) }
    /// The value of `intrinsicContentSize` on an axis without a natural size (−1).
    public static let noIntrinsicMetric: CGFloat = -1
    /// Updates constraints before layout (the update-constraints pass, bottom-up, before layout).
    /// Overrides change their constraints and call super last.
    open func updateConstraints() { _needsUpdateConstraints = false }
    /// Asks for `updateConstraints()` before the next layout of this view.
    open func setNeedsUpdateConstraints() {
        _needsUpdateConstraints = true
        _layoutEngine.needsUpdateConstraints(self)
        setNeedsLayout()
    }
    /// Runs `updateConstraints()` now on this view and its subviews that asked for it, subviews first.
    open func updateConstraintsIfNeeded() { updateConstraintsOfSubtreeIfNeeded() }
    /// Whether `updateConstraints()` was asked for.
    open func needsUpdateConstraints() -> Bool { _needsUpdateConstraints }

    // MARK: Hierarchy callbacks (UIView+Hierarchy.swift)

    /// Called before the superview changes (nil: being removed).
    open func willMove(toSuperview newSuperview: UIView?) {}
    /// Called after the superview changed.
    open func didMoveToSuperview() {}
    /// Called before the window changes, on the moved view and then on each of its descendants.
    open func willMove(toWindow newWindow: UIWindow?) {}
    /// Called after the window changed, on the moved view and then on each of its descendants.
    open func didMoveToWindow() {}
    /// Called after a subview was added.
    open func didAddSubview(_ subview: UIView) {}
    /// Called before a subview is removed.
    open func willRemoveSubview(_ subview: UIView) {}

    /// Applies the screen's scale when the view enters a window; image views keep their image's scale.
    func adoptScreenScale(_ scale: CGFloat) {
        if scale != layer.contentsScale {
            layer.contentsScale = scale
            setNeedsDisplay()
        }
    }

    // MARK: Hit testing (UIView+HitTesting.swift)

    /// The farthest descendant containing `point` (in this view's coordinates) that takes touches.
    open func hitTest(_ point: CGPoint, with event: UIEvent?) -> UIView? { defaultHitTest(point, with: event) }
    /// Whether `point` is inside the bounds (max edges exclusive).
    open func point(inside point: CGPoint, with event: UIEvent?) -> Bool { bounds._containsInline(point) }

    // MARK: - Events

    /// The gesture recognizers attached to the view: nil until one is added, then the attached ones (an
    /// empty array once they were all removed), as UIKit answers. Setting the array replaces them
    /// (recognizers removed mid-gesture are cancelled).
    open var gestureRecognizers: [UIGestureRecognizer]? {
        get { _rare?.gestureRecognizers }
        set {
            for r in _rare?.gestureRecognizers ?? [] where !(newValue ?? []).contains(where: { $0 === r }) { removeGestureRecognizer(r) }
            for r in newValue ?? [] { addGestureRecognizer(r) }
            if newValue == nil, _rare?.gestureRecognizers?.isEmpty == true { _rare?.gestureRecognizers = nil }
        }
    }

    /// Attaches `gestureRecognizer` (taking it from the view it was attached to). It receives the
    /// touches that begin in this view or its descendants, before the hit view does.
    open func addGestureRecognizer(_ gestureRecognizer: UIGestureRecognizer) {
        if let old = gestureRecognizer._attachedView {
            if old === self { return }
            old.removeGestureRecognizer(gestureRecognizer)
        }
        rare.gestureRecognizers = (_rare?.gestureRecognizers ?? []) + [gestureRecognizer]
        gestureRecognizer._attachedView = self
    }

    /// Detaches `gestureRecognizer`; a gesture in progress is cancelled (failed if it had not begun).
    open func removeGestureRecognizer(_ gestureRecognizer: UIGestureRecognizer) {
        guard let list = _rare?.gestureRecognizers, list.contains(where: { $0 === gestureRecognizer }) else { return }
        _rare?.gestureRecognizers?.removeAll { $0 === gestureRecognizer }
        GestureArena.shared.abort(gestureRecognizer)
        gestureRecognizer._attachedView = nil
    }

    /// Whether `gestureRecognizer` may begin, asked of the recognizer's view and of the view its touches
    /// hit (UISlider says no to swipes along its track). The default is true.
    open func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool { true }

    /// Whether the view receives more than one touch at a time (default false: later fingers are not
    /// delivered to it while one is down).
    open var isMultipleTouchEnabled: Bool {
        get { _rare?.isMultipleTouchEnabled ?? false }
        set { if newValue || _rare != nil { rare.isMultipleTouchEnabled = newValue } }
    }

    /// Whether the view takes touches exclusively (default false): while it tracks a touch no other view
    /// of the window gets new touches, and it gets none while others track touches.
    open var isExclusiveTouch: Bool {
        get { _rare?.isExclusiveTouch ?? false }
        set { if newValue || _rare != nil { rare.isExclusiveTouch = newValue } }
    }

    // MARK: - Auto Layout
    // Overridable Auto Layout members; the work is in Sources/UIKit/AutoLayout/.

    /// Whether the view needs constraint-based layout (its `updateConstraints()` then runs before its
    /// first layout even if nothing asked for it). Default false.
    open class var requiresConstraintBasedLayout: Bool { false }

    /// Tells the engine that `intrinsicContentSize` changed; the next layout pass uses the new size.
    open func invalidateIntrinsicContentSize() { _rare?.autoLayout?.engine.invalidateIntrinsicSize(self) }

    /// The insets from the frame to the rect constraints align (default zero).
    open var alignmentRectInsets: UIEdgeInsets { .zero }
    /// The alignment rect for `frame`: the frame inset by `alignmentRectInsets`.
    open func alignmentRect(forFrame frame: CGRect) -> CGRect { frame.inset(by: alignmentRectInsets) }
    /// The frame for `alignmentRect`: the rect outset by `alignmentRectInsets`.
    open func frame(forAlignmentRect alignmentRect: CGRect) -> CGRect {
        let i = alignmentRectInsets
        return alignmentRect.inset(by: UIEdgeInsets(top: -i.top, left: -i.left, bottom: -i.bottom, right: -i.right))
    }
    /// The view whose first baseline `firstBaselineAnchor` uses (the view itself by default).
    open var forFirstBaselineLayout: UIView { self }
    /// The view whose last baseline `lastBaselineAnchor` uses (the view itself by default).
    open var forLastBaselineLayout: UIView { self }

    /// How strongly the view resists growing beyond its intrinsic size on `axis` (default 250).
    open func contentHuggingPriority(for axis: NSLayoutConstraint.Axis) -> UILayoutPriority {
        guard let s = _rare?.autoLayout else { return .defaultLow }
        return axis == .horizontal ? s.hugging.0 : s.hugging.1
    }
    /// Sets the hugging priority on `axis`.
    open func setContentHuggingPriority(_ priority: UILayoutPriority, for axis: NSLayoutConstraint.Axis) {
        let s = autoLayout
        if axis == .horizontal { s.hugging.0 = priority } else { s.hugging.1 = priority }
        s.engine.invalidateIntrinsicSize(self)
    }
    /// How strongly the view resists shrinking below its intrinsic size on `axis` (default 750).
    open func contentCompressionResistancePriority(for axis: NSLayoutConstraint.Axis) -> UILayoutPriority {
        guard let s = _rare?.autoLayout else { return .defaultHigh }
        return axis == .horizontal ? s.compression.0 : s.compression.1
    }
    /// Sets the compression resistance priority on `axis`.
    open func setContentCompressionResistancePriority(_ priority: UILayoutPriority, for axis: NSLayoutConstraint.Axis) {
        let s = autoLayout
        if axis == .horizontal { s.compression.0 = priority } else { s.compression.1 = priority }
        s.engine.invalidateIntrinsicSize(self)
    }

    /// The size closest to `targetSize` that the view's constraints allow (both axes at
    /// `.fittingSizeLevel`): `layoutFittingCompressedSize` asks for the smallest.
    open func systemLayoutSizeFitting(_ targetSize: CGSize) -> CGSize {
        fittingSize(targetSize, .fittingSizeLevel, .fittingSizeLevel)
    }
    /// The size closest to `targetSize` with each axis pulled at its priority (`.required` fixes it).
    open func systemLayoutSizeFitting(_ targetSize: CGSize, withHorizontalFittingPriority horizontalFittingPriority: UILayoutPriority,
                                      verticalFittingPriority: UILayoutPriority) -> CGSize {
        fittingSize(targetSize, horizontalFittingPriority, verticalFittingPriority)
    }

    /// The default spacing to use when laying out content (8 points on each edge unless set).
    /// Setting it calls `layoutMarginsDidChange()`. For a view controller's root view the value reflects
    /// the controller's system minimum margins and the safe area, as UIKit documents.
    open var layoutMargins: UIEdgeInsets {
        get { _viewController == nil ? resolvedLayoutMargins() : systemGuideInsets(.margins) }
        set {
            let old = resolvedLayoutMargins()
            let s = autoLayout
            s.layoutMargins = newValue
            s.marginsWereSet = true
            s.marginsSetDirectionally = false
            let rtl = effectiveUserInterfaceLayoutDirection == .rightToLeft
            s.directionalMargins = NSDirectionalEdgeInsets(top: newValue.top, leading: rtl ? newValue.right : newValue.left,
                                                           bottom: newValue.bottom, trailing: rtl ? newValue.left : newValue.right)
            if old != newValue { marginsChanged() }
        }
    }
    /// The margins in leading/trailing terms; they flip in right-to-left layouts.
    open var directionalLayoutMargins: NSDirectionalEdgeInsets {
        get {
            if _viewController == nil, let s = _rare?.autoLayout, s.marginsSetDirectionally { return s.directionalMargins }
            let m = layoutMargins
            let rtl = effectiveUserInterfaceLayoutDirection == .rightToLeft
            return NSDirectionalEdgeInsets(top: m.top, leading: rtl ? m.right : m.left, bottom: m.bottom, trailing: rtl ? m.left : m.right)
        }
        set {
            let old = resolvedLayoutMargins()
            let s = autoLayout
            s.directionalMargins = newValue
            s.marginsWereSet = true
            s.marginsSetDirectionally = true
            if old != resolvedLayoutMargins() { marginsChanged() }
        }
    }
    /// Whether the superview's margins also apply to this view where they overlap it (default false).
    open var preservesSuperviewLayoutMargins: Bool {
        get { _rare?.autoLayout?.preservesSuperviewLayoutMargins ?? false }
        set {
            guard newValue != preservesSuperviewLayoutMargins else { return }
            autoLayout.preservesSuperviewLayoutMargins = newValue
            marginsChanged()
        }
    }
    /// Whether the margins are measured from the safe area rather than the bounds (default true).
    open var insetsLayoutMarginsFromSafeArea: Bool {
        get { _rare?.autoLayout?.insetsLayoutMarginsFromSafeArea ?? true }
        set {
            guard newValue != insetsLayoutMarginsFromSafeArea else { return }
            autoLayout.insetsLayoutMarginsFromSafeArea = newValue
            marginsChanged()
        }
    }
    /// Called when the layout margins change. The default does nothing.
    open func layoutMarginsDidChange() {}

    /// The insets that keep content clear of the window's unsafe edges (see `UIScreen.safeAreaInsets`).
    open var safeAreaInsets: UIEdgeInsets { computeSafeAreaInsets() }
    /// Called when `safeAreaInsets` change, before `layoutSubviews()`. The default does nothing.
    open func safeAreaInsetsDidChange() {}

    /// How the content flips in right-to-left layouts (default `.unspecified`: inherited).
    open var semanticContentAttribute: UISemanticContentAttribute {
        get { _rare?.autoLayout?.semanticContentAttribute ?? .unspecified }
        set {
            guard newValue != semanticContentAttribute else { return }
            autoLayout.semanticContentAttribute = newValue
            _reinstallDirectionalConstraints()
            setNeedsLayout()
        }
    }

    // MARK: - Traits

    /// The view's traits: its view controller's for a root view, else its superview's (its window computes
    /// them from its size and screen), with `overrideUserInterfaceStyle` applied. Mirrors
    /// `UITraitEnvironment.traitCollection`.
    open var traitCollection: UITraitCollection { _computeTraits() }
    /// Called when the view's traits changed. The default does nothing.
    open func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {}
    /// Forces light or dark for this view and its subviews.
    open var overrideUserInterfaceStyle: UIUserInterfaceStyle {
        get { _overrideUserInterfaceStyle }
        set {
            guard newValue != _overrideUserInterfaceStyle else { return }
            let before = _traitSnapshot(of: self)
            UITraitCollection._stylesVary = true
            _overrideUserInterfaceStyle = newValue
            _deliver(before)
        }
    }

    // MARK: - Accessibility storage

    /// A view's accessibility attributes live in its rare state (no stored property on every view).
    override var _accessibility: AccessibilityAttributes? {
        get { _rare?.accessibility }
        set { if newValue != nil || _rare != nil { rare.accessibility = newValue } }
    }

    // MARK: - Unretained links

    /// `superview` without a weak load: kept by `superview`'s `didSet`, cleared by the superview's `deinit`
    /// for subviews that outlive it (UIView+LayerLink.swift).
    @exclusivity(unchecked) nonisolated(unsafe) final var _superviewLink: Unmanaged<UIView>?

    deinit {
        // The layer may outlive its view: its unretained link to the view must not (UIView+LayerLink.swift).
        layer._ownerView = nil
        // A layer waiting only for its view's next layout goes with the view (PipelineOwner+Commit.swift).
        PipelineOwner.releaseLayoutRegistration(of: layer)
        // Subviews that outlive this view see `superview` go nil without an assignment: clear their links.
        _subviews._forEachUnretainedView { $0._superviewLink = nil }
    }
}
