import Foundation
import CoreGraphics

/// The display step: invalidation, backing stores and `contents`, as `CALayer` documents them.
extension CALayer {
    /// The largest backing store a layer gets: 2^26 pixels (256 MiB, an 8192×8192 bitmap); a layer whose
    /// bounds times `contentsScale` is bigger gets none and a warning instead of a huge allocation.
    public static var maximumBackingStorePixels: Int { min(1 << 26, CGContext.maximumBitmapPixelCount) }

    /// Adds `delta` to the count of waiting layers of this layer's subtree and of every subtree holding it
    /// (through superlayers and mask owners).
    func addPendingDisplay(_ delta: Int32) {
        _pendingDisplayInSubtree &+= delta
        #if UIKIT_INTERNAL_CHECKS
        precondition(_pendingDisplayInSubtree >= 0, "CALayer: pending display counted below zero")
        #endif
        _superlayerLink?.takeUnretainedValue().addPendingDisplay(delta)
        if _mayHaveMaskOwner { _maskOwner?.addPendingDisplay(delta) }
    }

    /// Moves this subtree's count of waiting layers from the layer that held it to the one that holds it now.
    func movePendingDisplay(from old: CALayer?, to new: CALayer?) {
        old?.addPendingDisplay(-_pendingDisplayInSubtree)
        new?.addPendingDisplay(_pendingDisplayInSubtree)
    }

    func invalidateDisplay(_ r: CGRect) {
        // Asking again for the rect already asked for (the whole bounds, which `setNeedsDisplay()` sends
        // on every property change of a view) adds nothing to the union: skip clipping and union.
        // Rects are compared field by field: Foundation's `==`, `intersection` and `union` are calls the
        // compiler cannot inline, and this runs for every property change of every view.
        if needsDisplayFlag, r.isSameRect(as: dirtyRect) { return }
        let b = bounds
        if r.isSameRect(as: b), b.size.width >= 0, b.size.height >= 0 {
            // The whole bounds (`setNeedsDisplay()`): clipped to the bounds it is the bounds (an empty one
            // included), so only the union with an earlier request is left.
            raiseDisplayFlag()
            dirtyRect = dirtyRect.origin.x == .infinity ? b : dirtyRect.union(b)
            return
        }
        let rect = r.standardized.intersection(b)
        raiseDisplayFlag()
        if !rect.isNull { dirtyRect = dirtyRect.union(rect) }
    }

    @inline(__always) private func raiseDisplayFlag() {
        guard !needsDisplayFlag else { return }
        needsDisplayFlag = true
        // A layer with no superlayer that no host or renderer shows is not drawn; it is queued when it
        // joins a shown tree (`registerPendingDisplay(inSubtreeOf:)`), so queueing it now would only keep
        // it alive until the next commit (a view made and dropped within one turn, as when measuring).
        if _superlayerLink != nil || isOnScreenRoot { CATransaction.registerDisplay(self) }
    }

    func performDisplay() {
        delegateDisplayNotImplemented = false
        if let d = delegate {
            d.display(self)
            if !delegateDisplayNotImplemented { clearDisplayRequest(); return }
        }
        guard let ctx = prepareBackingStore() else { clearDisplayRequest(); return }
        delegate?.layerWillDraw(self)
        draw(in: ctx)
        ctx.restoreGState()
        commitBackingStore()
    }

    /// Clears the display request after a display.
    package func clearDisplayRequest() {
        needsDisplayFlag = false
        dirtyRect = .null
    }

    /// The pixel size a backing store for the current bounds and `contentsScale` has; nil when empty or
    /// above the cap.
    package var backingStorePixelSize: (width: Int, height: Int)? {
        let w = Int((bounds.width * contentsScale).rounded(.up)), h = Int((bounds.height * contentsScale).rounded(.up))
        guard w > 0, h > 0 else { return nil }
        guard w * h <= CALayer.maximumBackingStorePixels else {
            CALayer.warn("layer \(self) of \(bounds.size) at scale \(contentsScale) is above the backing-store cap; it gets none")
            return nil
        }
        return (w, h)
    }

    /// Whether an earlier display left pixels of this pixel size to redraw only part of: the retained
    /// store, or the `contents` image it published.
    private func hasPreviousPixels(_ size: (width: Int, height: Int)) -> Bool {
        if let b = backingStore, b.width == size.width, b.height == size.height { return true }
        if let c = _contentsImage, c.width == size.width, c.height == size.height, c === _publishedContents { return true }
        return false
    }

    /// Returns the backing store set up for drawing the dirty rect. A partial redraw keeps the rest of the
    /// previous pixels (from the retained store, or copied back from the published `contents`); a new
    /// size, or no previous pixels, makes the whole bounds dirty. The context's CTM maps the bounds
    /// (origin top-left, y down) onto the pixels and its clip is the dirty rect; the caller balances with
    /// `restoreGState()` and `commitBackingStore()`.
    ///
    /// Memory: after a whole redraw the store is released once its pixels are published as `contents`
    /// (one copy per layer, as on iOS); a layer that redraws part of itself keeps its store from then on,
    /// so later partial redraws need no copy.
    package func prepareBackingStore(clear: Bool = true) -> CGContext? {
        guard let size = backingStorePixelSize else { backingStore = nil; return nil }
        var dirty = dirtyRect.isNull ? bounds : dirtyRect
        // Earlier pixels are kept under a partial redraw, and under any redraw that does not clear first
        // (UIView.clearsContextBeforeDrawing == false).
        let partial = (!dirty.contains(bounds) || !clear) && hasPreviousPixels(size)
        var fresh = false
        if backingStore == nil || backingStore!.width != size.width || backingStore!.height != size.height {
            fresh = true
            guard let ctx = CGContext(data: nil, width: size.width, height: size.height, bitsPerComponent: 8,
                                      bytesPerRow: 0, space: CGColorSpace(name: CGColorSpace.sRGB)!,
                                      bitmapInfo: CGImageAlphaInfo.premultipliedFirst.rawValue | CGBitmapInfo.byteOrder32Little.rawValue)
            else { return nil }
            if partial, let previous = _contentsImage {
                // Seed the new store with the published pixels (device space: row 0 at the top).
                ctx.draw(previous, in: CGRect(x: 0, y: 0, width: size.width, height: size.height))
            } else {
                dirty = bounds
            }
            backingStore = ctx
        }
        if partial { keepsBackingStore = true }
        // A whole-store redraw damages the whole layer (null); a partial one only its dirty rect.
        lastDisplayedRect = dirty.contains(bounds) ? .null : dirty
        let ctx = backingStore!
        ctx.saveGState()
        // UIKit orientation: origin at the bounds origin, top-left, y down.
        ctx.concatenate(CGAffineTransform(a: contentsScale, b: 0, c: 0, d: -contentsScale, tx: 0, ty: CGFloat(size.height)))
        ctx.translateBy(x: -bounds.minX, y: -bounds.minY)
        ctx.clip(to: dirty)
        if clear { ctx.clear(dirty) }
        // An opaque layer's store has no transparency: cleared (or new) pixels are opaque black.
        if isOpaque, clear || (fresh && !partial) {
            ctx.setFillColor(CGColor(gray: 0, alpha: 1))
            ctx.fill(dirty)
        }
        return ctx
    }

    /// Publishes the backing store's pixels as `contents` and clears the display request; the store is
    /// released unless the layer redraws parts of itself.
    package func commitBackingStore() {
        guard let store = backingStore else { clearDisplayRequest(); return }
        if let n = _node, n.capturesDisplay {
            // A frame's redraw with animated values: the drawing goes to the render node, not the model.
            n.capturedContents = .some(store.makeImage())
            if !keepsBackingStore { backingStore = nil }
            clearDisplayRequest()
            return
        }
        settingContentsFromBackingStore = true
        contents = store.makeImage()
        _publishedContents = _contentsImage
        settingContentsFromBackingStore = false
        if !keepsBackingStore { backingStore = nil }
        clearDisplayRequest()
    }

    /// Whether `contents` is the image the last display published from the backing store (not one the
    /// client set).
    package var contentsCameFromDisplay: Bool { _contentsImage != nil && _contentsImage === _publishedContents }

    /// The dirty rect `draw` should cover: the union of invalidated rects when earlier pixels of the right
    /// size remain to keep, else the whole bounds.
    package var rectToDraw: CGRect {
        if let s = backingStorePixelSize, hasPreviousPixels(s), !dirtyRect.isNull { return dirtyRect }
        return bounds
    }
}

extension CGRect {
    /// The same four numbers (what `==` answers for finite rects, inlined).
    @inline(__always) func isSameRect(as o: CGRect) -> Bool {
        origin.x == o.origin.x && origin.y == o.origin.y && size.width == o.size.width && size.height == o.size.height
    }
}
