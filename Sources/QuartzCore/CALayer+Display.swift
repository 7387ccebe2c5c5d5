import Foundation
import CoreGraphics

/// The display step: invalidation, backing stores and `contents`, as `CALayer` documents them.
extension CALayer {
    /// The largest backing store a layer gets: 2^26 pixels (256 MiB, an 8192×8192 bitmap); a layer whose
    /// bounds times `contentsScale` is bigger gets none and a warning instead of a huge allocation.
    public static var maximumBackingStorePixels: Int { min(1 << 26, CGContext.maximumBitmapPixelCount) }

    func invalidateDisplay(_ r: CGRect) {
        let rect = r.standardized.intersection(bounds)
        if !needsDisplayFlag {
            needsDisplayFlag = true
            CATransaction.registerDisplay(self)
        }
        if !rect.isNull { dirtyRect = dirtyRect.union(rect) }
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

    /// Returns the backing store set up for drawing the dirty rect: reused when its pixel size still
    /// fits (only the dirty rect is cleared and redrawn), new otherwise (then the whole bounds is dirty).
    /// The context's CTM maps the bounds (origin top-left, y down) onto the pixels and its clip is the
    /// dirty rect; the caller balances with `restoreGState()` and `commitBackingStore()`.
    package func prepareBackingStore(clear: Bool = true) -> CGContext? {
        guard let size = backingStorePixelSize else { backingStore = nil; return nil }
        var dirty = dirtyRect.isNull ? bounds : dirtyRect
        if backingStore == nil || backingStore!.width != size.width || backingStore!.height != size.height {
            guard let ctx = CGContext(data: nil, width: size.width, height: size.height, bitsPerComponent: 8,
                                      bytesPerRow: 0, space: CGColorSpace(name: CGColorSpace.sRGB)!,
                                      bitmapInfo: CGImageAlphaInfo.premultipliedFirst.rawValue | CGBitmapInfo.byteOrder32Little.rawValue)
            else { return nil }
            backingStore = ctx
            dirty = bounds
        }
        // A whole-store redraw damages the whole layer (null); a partial one only its dirty rect.
        lastDisplayedRect = dirty == bounds ? .null : dirty
        let ctx = backingStore!
        ctx.saveGState()
        // UIKit orientation: origin at the bounds origin, top-left, y down.
        ctx.concatenate(CGAffineTransform(a: contentsScale, b: 0, c: 0, d: -contentsScale, tx: 0, ty: CGFloat(size.height)))
        ctx.translateBy(x: -bounds.minX, y: -bounds.minY)
        ctx.clip(to: dirty)
        if clear { ctx.clear(dirty) }
        return ctx
    }

    /// Publishes the backing store's pixels as `contents` and clears the display request.
    package func commitBackingStore() {
        guard let store = backingStore else { clearDisplayRequest(); return }
        settingContentsFromBackingStore = true
        contents = store.makeImage()
        settingContentsFromBackingStore = false
        clearDisplayRequest()
    }

    /// The dirty rect `draw` should cover: the union of invalidated rects, or the whole bounds when a new
    /// backing store is needed.
    package var rectToDraw: CGRect {
        if let s = backingStorePixelSize, let b = backingStore, b.width == s.width, b.height == s.height, !dirtyRect.isNull {
            return dirtyRect
        }
        return bounds
    }
}
