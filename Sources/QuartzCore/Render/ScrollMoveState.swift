import Foundation
import CoreGraphics

/// What the damage tracker remembers about a layer whose bounds origin moves (a scroll view's layer), so
/// that a scroll step costs what the exposed area costs instead of a walk over every descendant.
///
/// Invariant: the remembered surface rects of this layer's descendants (`renderedRect`,
/// `renderedSubtreeRect`) are their true surface rects minus the sum of the `shift`s of their ancestors.
/// A scroll step adds its surface-space translation to `shift`; recomputing the descendants' rects
/// (`updateRenderedRects`) resets it to zero.
struct ScrollMoveState {
    /// Surface pixels the sublayers have moved since their rects were last computed.
    var shift: CGPoint = .zero
    /// The bounds origin the remembered rects (after `shift`) correspond to.
    var renderedOrigin: CGPoint
    /// The union of the sublayers' subtree rects, in their remembered frame (before `shift`); null when
    /// not known yet.
    var sublayersRect: CGRect = .null
}
