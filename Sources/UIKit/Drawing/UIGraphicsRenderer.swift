import Foundation

/// Settings shared by every renderer, mirroring `UIGraphicsRendererFormat`.
open class UIGraphicsRendererFormat: NSObject, @unchecked Sendable {
    /// The drawing area in points (set by the renderer).
    open internal(set) var bounds: CGRect = .zero
    public override init() { super.init() }
}

/// The drawing environment inside a renderer's block, mirroring `UIGraphicsRendererContext`.
open class UIGraphicsRendererContext: NSObject {
    /// The Core Graphics context, in points, origin top-left, y down.
    public let cgContext: CGContext
    let baseFormat: UIGraphicsRendererFormat
    /// The renderer's format.
    open var format: UIGraphicsRendererFormat { baseFormat }
    init(cgContext: CGContext, format: UIGraphicsRendererFormat) {
        self.cgContext = cgContext
        self.baseFormat = format
    }
    /// Fills `rect` with the current fill colour.
    open func fill(_ rect: CGRect) { cgContext.fill(rect) }
    /// Fills `rect` with the current fill colour and `blendMode`.
    open func fill(_ rect: CGRect, blendMode: CGBlendMode) {
        cgContext.saveGState(); cgContext.setBlendMode(blendMode); cgContext.fill(rect); cgContext.restoreGState()
    }
    /// Strokes `rect`'s outline with the current stroke colour and line width.
    open func stroke(_ rect: CGRect) { cgContext.stroke(rect) }
    /// Strokes `rect`'s outline with the current stroke colour and `blendMode`.
    open func stroke(_ rect: CGRect, blendMode: CGBlendMode) {
        cgContext.saveGState(); cgContext.setBlendMode(blendMode); cgContext.stroke(rect); cgContext.restoreGState()
    }
    /// Intersects the clip with `rect`.
    open func clip(to rect: CGRect) { cgContext.clip(to: rect) }
}

/// The abstract base of image and PDF renderers, mirroring `UIGraphicsRenderer`.
open class UIGraphicsRenderer: NSObject {
    /// The drawing area in points.
    public let bounds: CGRect
    /// The renderer's settings.
    public let baseFormat: UIGraphicsRendererFormat
    init(bounds: CGRect, baseFormat: UIGraphicsRendererFormat) {
        self.bounds = bounds
        self.baseFormat = baseFormat
        baseFormat.bounds = bounds
        super.init()
    }
    /// Whether the renderer makes images (image renderers) rather than documents.
    open var allowsImageOutput: Bool { false }
}
