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
        guard let image = configuredForDisplay(image), let cg = image.cgImage, image.imageOrientation == .up else { return nil }
        if image.tintColor != nil { return image.displayCGImage }
        guard UIImageView.isTemplate(image) else { return nil }
        let color = (tintColor ?? .systemBlue).resolvedColor(with: traitCollection)
        return UIImage.tint(cg, with: color)
    }
}

/// `preferredSymbolConfiguration`, mirroring `UIImageView.preferredSymbolConfiguration`: symbol images are
/// shown with this configuration applied on top of their own. Kept in a side table keyed by the view (no
/// stored property on UIImageView).
extension UIImageView {
    private final class SymbolConfigurationEntry {
        weak var view: UIImageView?
        let configuration: UIImage.SymbolConfiguration
        init(view: UIImageView, configuration: UIImage.SymbolConfiguration) {
            self.view = view
            self.configuration = configuration
        }
    }
    @MainActor private static var symbolConfigurations: [ObjectIdentifier: SymbolConfigurationEntry] = [:]

    /// The configuration applied to symbol images shown by this view (`preferredSymbolConfiguration`).
    public var preferredSymbolConfiguration: UIImage.SymbolConfiguration? {
        get {
            guard let e = UIImageView.symbolConfigurations[ObjectIdentifier(self)], e.view === self else { return nil }
            return e.configuration
        }
        set {
            UIImageView.symbolConfigurations = UIImageView.symbolConfigurations.filter { $0.value.view != nil }
            if let newValue {
                UIImageView.symbolConfigurations[ObjectIdentifier(self)] = SymbolConfigurationEntry(view: self, configuration: newValue)
            } else {
                UIImageView.symbolConfigurations[ObjectIdentifier(self)] = nil
            }
            let current = image
            image = current // shown again with the new configuration
            invalidateIntrinsicContentSize()
        }
    }

    /// The size `image` is shown at: a symbol image's size under `preferredSymbolConfiguration` (worked out
    /// without drawing it), else the image's size; nil without an image.
    func _displaySize(of image: UIImage?) -> CGSize? {
        guard let image else { return nil }
        guard let c = preferredSymbolConfiguration, let symbol = image.symbol else { return image.size }
        let side = SymbolImageRenderer.side(for: symbol.configuration.applying(c))
        // The bitmap is a whole number of pixels, as `render` makes it.
        let px = (side * SymbolImageRenderer.pixelScale).rounded(.up)
        return CGSize(width: px / SymbolImageRenderer.pixelScale, height: px / SymbolImageRenderer.pixelScale)
    }

    /// The image as shown: a symbol image with `preferredSymbolConfiguration` applied. An image that the
    /// configuration would not change (already drawn with it) is shown as it is.
    func configuredForDisplay(_ image: UIImage?) -> UIImage? {
        guard let image, image.isSymbolImage, let c = preferredSymbolConfiguration, let symbol = image.symbol else { return image }
        if symbol.configuration.applying(c).isEqual(to: symbol.configuration) { return image }
        return image.withConfiguration(c)
    }
}
