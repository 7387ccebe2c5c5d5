import Foundation

/// The drawing cycle, as the View Programming Guide describes it: `setNeedsDisplay` records; at the end of
/// the run-loop turn `draw(_:)` runs once with the union of the invalidated rects; the result is cached in
/// the layer's backing store and reused until the next invalidation.
extension UIView {
    func drawLayer(_ layer: CALayer, in ctx: CGContext) {
        guard layer === self.layer else { return }
        UIGraphicsPushContext(ctx)
        draw(ctx.boundingBoxOfClipPath)
        UIGraphicsPopContext()
    }

    func displayLayer(_ layer: CALayer) {
        guard layer === self.layer else { return }
        // A layer class of the app's own (`layerClass`) displays as `CALayer.display()` documents: its
        // `draw(in:)` runs, and reaches this view's `draw(_:)` through `draw(_:in:)` unless it is overridden.
        if !layer._isBuiltInLayerClass {
            layer.delegateDisplayNotImplemented = true
            return
        }
        let rect = layer.rectToDraw
        var made: CGContext?
        let clear = clearsContextBeforeDrawing
        let opaqueFill = layer.isOpaque && clear ? layer.backgroundColor : nil
        func makeStore() -> CGContext? {
            made = layer.prepareBackingStore(clear: clear)
            // An opaque view's pixels start as its background colour (black without one).
            if let made, let fill = opaqueFill, fill.alpha > 0 {
                made.setFillColor(fill)
                made.fill(made.boundingBoxOfClipPath)
            }
            return made
        }
        let entry = GraphicsContextStack.Entry(make: { makeStore() })
        GraphicsContextStack.push(entry)
        baseDrawRan = false
        let savedTraits = UITraitCollection._current // draw(_:) sees the view's traits
        if UITraitCollection._stylesVary { UITraitCollection._current = traitCollection }
        draw(rect)
        UITraitCollection._current = savedTraits
        GraphicsContextStack.pop()
        // The store is made when `draw(_:)` first draws. One that drew nothing this time still replaces
        // the last drawing, since a redraw starts from a cleared store: without a store now, the earlier
        // pixels would stay on screen.
        if made == nil, layer.contentsCameFromDisplay { _ = makeStore() }
        if let made {
            made.restoreGState()
            layer.commitBackingStore()
        } else {
            layer.clearDisplayRequest()
        }
    }

    /// Maps `contentMode` onto the layer's `contentsGravity` (and redraw-on-resize for `.redraw`).
    func applyContentMode() {
        layer.needsDisplayOnBoundsChange = contentMode == .redraw
        let g: CALayerContentsGravity
        switch contentMode {
        case .scaleToFill, .redraw: g = .resize
        case .scaleAspectFit: g = .resizeAspect
        case .scaleAspectFill: g = .resizeAspectFill
        case .center: g = .center
        // Core Animation's gravity names are y-up; on iOS UIKit's "top" is CA's "bottom".
        case .top: g = .bottom
        case .bottom: g = .top
        case .left: g = .left
        case .right: g = .right
        case .topLeft: g = .bottomLeft
        case .topRight: g = .bottomRight
        case .bottomLeft: g = .topLeft
        case .bottomRight: g = .topRight
        }
        // Only a change notes the layer's content as changed (a label sets `.redraw`, whose gravity is the
        // default's).
        if layer.contentsGravity != g { layer.contentsGravity = g }
    }
}
