import Foundation

/// Encoding, mirroring `UIImage.pngData()` and `jpegData(compressionQuality:)`.
extension UIImage {
    /// The image encoded as PNG (8 bits per channel, straight alpha), in its stored orientation; nil for an
    /// empty image.
    public func pngData() -> Data? { cgImage?.pngData() }

    /// The image encoded as JPEG at `compressionQuality` (0 most compressed ... 1 best), alpha dropped; nil
    /// for an empty image.
    public func jpegData(compressionQuality: CGFloat) -> Data? { cgImage?.jpegData(quality: compressionQuality) }
}

/// `UIImagePNGRepresentation(image)`.
public func UIImagePNGRepresentation(_ image: UIImage) -> Data? { image.pngData() }

/// `UIImageJPEGRepresentation(image, quality)`.
public func UIImageJPEGRepresentation(_ image: UIImage, _ compressionQuality: CGFloat) -> Data? {
    image.jpegData(compressionQuality: compressionQuality)
}
