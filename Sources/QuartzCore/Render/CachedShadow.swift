import Foundation
import CoreGraphics

/// A layer's cached shadow image and the state it was made for (`RenderNode.shadowCache`), a heap cell
/// so that nodes of layers without a shadow pay one reference for it.
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
