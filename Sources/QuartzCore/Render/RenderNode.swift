import Foundation
import CoreGraphics

/// The render side of one layer, apart from the model: what the compositor draws for the layer in the
/// frame being rendered. A layer reaches its node through one stored reference (`CALayer._node`), made the
/// first time an animation of the layer is evaluated for a frame.
///
/// Invariant: `presented` and `overlays` are set only while a frame is rendered (`AnimationEngine
/// .presentFrame(root:)` to `endFrame(_:)`); outside a frame every accessor of `CALayer+Presented.swift`
/// reads the model, so hit testing, conversions and `render(in:)` see model values.
@MainActor
final class RenderNode {
    /// The values the frame presents: model values with the layer's animations evaluated on top; nil when
    /// no animation applies (the compositor reads the model).
    @exclusivity(unchecked) var presented: PresentedValues?
    /// Whether `presented` is set (kept with it by `CALayer.setPresented`): testing the flag copies nothing,
    /// while comparing the optional struct with nil copies all of it.
    @exclusivity(unchecked) var isPresenting = false
    /// The transitions' captured looks drawn over the layer's content in this frame.
    @exclusivity(unchecked) var overlays: [TransitionOverlay] = []
    /// Set while the layer redraws itself with its animated custom values: the drawing published by
    /// `commitBackingStore()` is kept here instead of becoming the model's `contents`.
    var capturesDisplay = false
    /// What a capturing display published (nil inside: it drew nothing).
    var capturedContents: CGImage??

    init() {}
}

/// A `CATransition`'s captured look, drawn by the compositor over the layer's content for one frame.
struct TransitionOverlay {
    let image: CGImage
    /// Where it is drawn, in the layer's space.
    let frame: CGRect
    let opacity: CGFloat
}
