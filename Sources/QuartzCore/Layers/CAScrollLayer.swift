import Foundation
import CoreGraphics

/// A layer that shows a scrollable part of its sublayers by moving its bounds origin, mirroring
/// `CAScrollLayer`. It draws no scroll bars and handles no input; `scrollMode` limits the axes.
@preconcurrency @MainActor
open class CAScrollLayer: CALayer {
    /// The axes `scroll(to:)` may move (both by default).
    open var scrollMode: CAScrollLayerScrollMode = .both

    /// Creates a scroll layer with Apple's defaults.
    public override init() { super.init() }

    /// Creates a copy of `layer`'s properties.
    public override init(layer: Any) {
        super.init(layer: layer)
        if let l = layer as? CAScrollLayer { scrollMode = l.scrollMode }
    }

    /// Archives are not supported on Linux: a layer with default values (see `CALayer.init?(coder:)`).
    public required init?(coder: NSCoder) {
        super.init(coder: coder)
    }

    /// Moves the bounds origin to `p` along the axes `scrollMode` allows.
    open func scroll(to p: CGPoint) {
        guard p.x.isFinite, p.y.isFinite else { CALayer.warn("ignoring non-finite scroll point \(p)"); return }
        var o = bounds.origin
        if scrollMode == .both || scrollMode == .horizontally { o.x = p.x }
        if scrollMode == .both || scrollMode == .vertically { o.y = p.y }
        bounds.origin = o
    }

    /// Scrolls the least distance that brings `r` (this layer's coordinates) into view; a rect larger
    /// than the bounds is aligned at its minimum edge.
    open func scroll(to r: CGRect) {
        let b = bounds
        var o = b.origin
        if r.width > b.width || r.minX < b.minX { o.x = r.minX } else if r.maxX > b.maxX { o.x = r.maxX - b.width }
        if r.height > b.height || r.minY < b.minY { o.y = r.minY } else if r.maxY > b.maxY { o.y = r.maxY - b.height }
        scroll(to: o)
    }
}

extension CALayer {
    /// The nearest ancestor that is a scroll layer.
    private var enclosingScrollLayer: CAScrollLayer? {
        var l = superlayer
        while let c = l { if let s = c as? CAScrollLayer { return s }; l = c.superlayer }
        return nil
    }

    /// Scrolls the nearest ancestor scroll layer so that `p` (this layer's coordinates) lies at its bounds
    /// origin, as `CALayer.scroll(_:)` does.
    public func scroll(_ p: CGPoint) {
        guard let s = enclosingScrollLayer else { return }
        s.scroll(to: convert(p, to: s))
    }

    /// Scrolls the nearest ancestor scroll layer the least distance that shows `r` (this layer's coordinates).
    public func scrollRectToVisible(_ r: CGRect) {
        guard let s = enclosingScrollLayer else { return }
        s.scroll(to: convert(r, to: s))
    }

    /// The part of the bounds that the enclosing scroll layers leave visible, in this layer's coordinates.
    public var visibleRect: CGRect {
        var r = bounds
        var l = superlayer
        while let c = l {
            if c is CAScrollLayer { r = r.intersection(convert(c.bounds, from: c)) }
            l = c.superlayer
        }
        return r
    }
}
