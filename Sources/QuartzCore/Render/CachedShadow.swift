import Foundation
import CoreGraphics

/// A layer's cached shadow image and the state it was made for (`LayerExtras.shadowCache`), a heap cell.
final class CachedShadow {
    let key: ShadowKey
    let image: CGImage
    /// Where the image goes, in the layer's space (before the shadow offset).
    let rect: CGRect

    init(key: ShadowKey, image: CGImage, rect: CGRect) {
        self.key = key
        self.image = image
        self.rect = rect
    }
}
