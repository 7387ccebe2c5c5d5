import Foundation

/// Template images in image views, mirroring UIKit: an image whose rendering mode is `.alwaysTemplate` (or
/// a symbol image left at `.automatic`) is shown in the image view's `tintColor`, unless `withTintColor(_:)`
/// gave it its own colour.
extension UIImageView {
    /// Whether `image` is drawn as a template by an image view.
    static func isTemplate(_ image: UIImage) -> Bool {
        image.renderingMode == .alwaysTemplate || (image.renderingMode == .automatic && image.isSymbolImage)
    }

    /// The pixels to show for a template image: its alpha filled with the image's own tint colour if it has
    /// one, else the view's `tintColor`. Nil for images drawn as they are.
    func templateContents(for image: UIImage?) -> CGImage? {
        guard let image, let cg = image.cgImage, image.imageOrientation == .up else { return nil }
        if image.tintColor != nil { return image.displayCGImage }
        guard UIImageView.isTemplate(image) else { return nil }
        let color = (tintColor ?? .systemBlue).resolvedColor(with: traitCollection)
        return UIImage.tint(cg, with: color)
    }
}
