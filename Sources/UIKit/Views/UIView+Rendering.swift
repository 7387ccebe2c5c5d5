import Foundation

/// Snapshots of a view tree: UIKit's `drawHierarchy(in:afterScreenUpdates:)` and
/// `snapshotView(afterScreenUpdates:)`, plus rendering without a screen (a Linux addition for tests and CI).
extension UIView {
    /// Commits pending layout and drawing, then composites this view and its subviews (from the cached
    /// layer contents, as the screen would show them) into an image of the view's bounds at `scale`
    /// pixels per point (default: the view's `contentScaleFactor`). Content drawn at a different scale is
    /// resampled; set `UIScreen.main` to draw at the scale you render.
    public func renderedImage(scale: CGFloat? = nil) -> UIImage {
        CATransaction.flush()
        let format = UIGraphicsImageRendererFormat()
        format.scale = scale ?? contentScaleFactor
        // The renderer maps the bounds origin to the image's corner; render(in:) draws in layer space.
        return UIGraphicsImageRenderer(bounds: bounds, format: format).image { ctx in
            layer.render(in: ctx.cgContext)
        }
    }

    /// `renderedImage(scale:)` encoded as PNG.
    public func renderedPNGData(scale: CGFloat? = nil) -> Data? {
        renderedImage(scale: scale).pngData()
    }

    /// Draws a snapshot of the whole view tree, as it would appear on screen, into the current context,
    /// scaled to fill `rect`; returns false when there is no current context. With
    /// `afterScreenUpdates` the pending layout and display are committed first; without it the last
    /// committed contents are used (content never drawn is drawn anyway, since there is nothing older).
    @discardableResult
    public func drawHierarchy(in rect: CGRect, afterScreenUpdates afterUpdates: Bool) -> Bool {
        guard let ctx = UIGraphicsGetCurrentContext() else { return false }
        if afterUpdates { CATransaction.flush() }
        guard bounds.width > 0, bounds.height > 0 else { return true }
        ctx.saveGState()
        ctx.translateBy(x: rect.minX, y: rect.minY)
        ctx.scaleBy(x: rect.width / bounds.width, y: rect.height / bounds.height)
        ctx.translateBy(x: -bounds.minX, y: -bounds.minY)
        layer.render(in: ctx)
        ctx.restoreGState()
        return true
    }

    /// A new view showing a snapshot of this view tree's current appearance (its layer's contents hold the
    /// image), the size of the bounds; nil when the bounds are empty.
    public func snapshotView(afterScreenUpdates afterUpdates: Bool) -> UIView? {
        if afterUpdates { layoutIfNeeded(); CATransaction.flush() }
        guard bounds.width > 0, bounds.height > 0 else { return nil }
        let scale = window?.screen.scale ?? contentScaleFactor
        let image = renderedImage(scale: scale)
        let snapshot = UIView(frame: CGRect(origin: .zero, size: bounds.size))
        snapshot.layer.contentsScale = scale
        snapshot.layer.contents = image.cgImage
        return snapshot
    }
}
