import Foundation

/// Rendering a view tree to an image without a screen: a Linux addition for tests and CI.
extension UIView {
    /// Commits pending layout and drawing, then composites this view and its subviews (from the cached
    /// layer contents, as the screen would show them) into an image of the view's bounds at `scale`
    /// pixels per point (default: the view's `contentScaleFactor`). Content drawn at a different scale is
    /// resampled; set `UIScreen.main` to draw at the scale you render.
    public func renderedImage(scale: CGFloat? = nil) -> UIImage {
        CATransaction.flush()
        let format = UIGraphicsImageRendererFormat()
        format.scale = scale ?? contentScaleFactor
        return UIGraphicsImageRenderer(bounds: CGRect(origin: .zero, size: bounds.size), format: format).image { ctx in
            layer.render(in: ctx.cgContext)
        }
    }

    /// `renderedImage(scale:)` encoded as PNG.
    public func renderedPNGData(scale: CGFloat? = nil) -> Data? {
        renderedImage(scale: scale).pngData()
    }
}
