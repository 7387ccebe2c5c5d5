import Foundation
import CoreGraphics

/// A layer that only groups its sublayers, mirroring `CATransformLayer`: its own background, contents,
/// border, shadow and mask are not drawn; only its sublayers are, through its transform.
///
/// Core Animation keeps a transform layer's sublayers in one 3D space instead of flattening them; this
/// compositor is 2D (see Docs/Deviations.md), so the sublayers are composited in order like any layer's.
@preconcurrency @MainActor
open class CATransformLayer: CALayer {
    override var rendersOwnContent: Bool { false }
    override var keepsSublayersIn3D: Bool { true }

    /// A transform layer never hit-tests itself, only its sublayers.
    open override func hitTest(_ p: CGPoint) -> CALayer? {
        let hit = super.hitTest(p)
        return hit === self ? nil : hit
    }
}
