import Foundation

/// A rectangular area that takes part in Auto Layout without being a view, mirroring `UILayoutGuide`.
/// Add it to a view with `addLayoutGuide(_:)`; its `layoutFrame` is in the owning view's coordinates.
@preconcurrency @MainActor
open class UILayoutGuide: NSObject {
    /// The view the guide was added to.
    open internal(set) weak var owningView: UIView?
    /// A name for debugging.
    open var identifier = ""
    lazy var vars = ItemVars(self)
    /// For the system's guides (safe area, margins, readable content): which one.
    enum SystemKind { case safeArea, margins, readableContent, keyboard, scrollContent, scrollFrame }
    var systemKind: SystemKind?
    var inEngine = false
    var systemConstraints: [LayoutSolver.Constraint] = []
    var systemInsets = UIEdgeInsets(top: .nan, left: .nan, bottom: .nan, right: .nan)

    public override init() { super.init() }

    /// The guide's rectangle in its owning view's coordinate system, after the last layout.
    open var layoutFrame: CGRect {
        guard let v = owningView else { return .zero }
        if let kind = systemKind, let scroll = v as? UIScrollView {
            // A scroll view's guides: the content area in content coordinates, the visible frame.
            if kind == .scrollContent { return CGRect(origin: .zero, size: scroll.contentSize) }
            if kind == .scrollFrame { return scroll.bounds }
        }
        if let kind = systemKind, !inEngine {
            // Not in the engine: computed directly from the view's insets.
            return v.bounds.inset(by: v.systemGuideInsets(kind))
        }
        v._layoutEngine.solveIfNeeded()
        // The engine keeps a guide's position relative to its owning view.
        let me = vars.rect
        return CGRect(x: me.minX + v.bounds.minX, y: me.minY + v.bounds.minY, width: me.width, height: me.height)
    }

    /// Whether the guide's layout is ambiguous.
    open var hasAmbiguousLayout: Bool { false }
    /// The constraints that affect the guide on `axis`.
    open func constraintsAffectingLayout(for axis: NSLayoutConstraint.Axis) -> [NSLayoutConstraint] {
        guard let v = owningView else { return [] }
        return v.allConstraintsAbove().filter { c in
            c.items.contains { $0 === self } && c.firstAttribute.isHorizontal == (axis == .horizontal)
        }
    }

    open var leadingAnchor: NSLayoutXAxisAnchor { NSLayoutXAxisAnchor(item: self, attribute: .leading) }
    open var trailingAnchor: NSLayoutXAxisAnchor { NSLayoutXAxisAnchor(item: self, attribute: .trailing) }
    open var leftAnchor: NSLayoutXAxisAnchor { NSLayoutXAxisAnchor(item: self, attribute: .left) }
    open var rightAnchor: NSLayoutXAxisAnchor { NSLayoutXAxisAnchor(item: self, attribute: .right) }
    open var topAnchor: NSLayoutYAxisAnchor { NSLayoutYAxisAnchor(item: self, attribute: .top) }
    open var bottomAnchor: NSLayoutYAxisAnchor { NSLayoutYAxisAnchor(item: self, attribute: .bottom) }
    open var widthAnchor: NSLayoutDimension { NSLayoutDimension(item: self, attribute: .width) }
    open var heightAnchor: NSLayoutDimension { NSLayoutDimension(item: self, attribute: .height) }
    open var centerXAnchor: NSLayoutXAxisAnchor { NSLayoutXAxisAnchor(item: self, attribute: .centerX) }
    open var centerYAnchor: NSLayoutYAxisAnchor { NSLayoutYAxisAnchor(item: self, attribute: .centerY) }

    /// NSObject's `description` is nonisolated; the guide's frame is main-actor state, read on the main
    /// thread.
    open override var description: String { MainActor.assumeIsolated { _appleDescription } }

    private var _appleDescription: String {
        "<\(type(of: self)): \(Unmanaged.passUnretained(self).toOpaque()) - \(layoutFrame), layoutFrame=\(layoutFrame), owningView=\(owningView.map { "\(type(of: $0))" } ?? "nil")>"
    }
}

import LayoutSolver
