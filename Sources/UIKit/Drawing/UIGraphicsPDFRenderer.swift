import Foundation

/// Settings for a PDF renderer, mirroring `UIGraphicsPDFRendererFormat`.
open class UIGraphicsPDFRendererFormat: UIGraphicsRendererFormat, @unchecked Sendable {
    /// Document metadata (title, author, ...). Kept for API compatibility; Cairo 1.16 does not write it.
    open var documentInfo: [String: Any] = [:]
    /// The default format.
    open class func `default`() -> UIGraphicsPDFRendererFormat { UIGraphicsPDFRendererFormat() }
}

/// The drawing environment of a PDF renderer's block, mirroring `UIGraphicsPDFRendererContext`.
open class UIGraphicsPDFRendererContext: UIGraphicsRendererContext {
    let pageBounds: CGRect
    /// The renderer's format.
    open override var format: UIGraphicsPDFRendererFormat { baseFormat as! UIGraphicsPDFRendererFormat }
    /// The bounds of the current page, in points.
    open private(set) var pdfContextBounds: CGRect

    init(cgContext: CGContext, format: UIGraphicsPDFRendererFormat, bounds: CGRect) {
        pageBounds = bounds
        pdfContextBounds = bounds
        super.init(cgContext: cgContext, format: format)
    }

    /// Starts a new page of the renderer's size (ending the previous one).
    open func beginPage() { beginPage(withBounds: pageBounds, pageInfo: [:]) }

    /// Starts a new page of `bounds` size. The page is a UIKit context: origin at its top-left, y down.
    open func beginPage(withBounds bounds: CGRect, pageInfo: [String: Any]) {
        let b = bounds.standardized
        cgContext.beginPage(mediaBox: CGRect(origin: .zero, size: b.size))
        cgContext.concatenate(CGAffineTransform(a: 1, b: 0, c: 0, d: -1, tx: 0, ty: b.height))
        cgContext.translateBy(x: -b.minX, y: -b.minY)
        pdfContextBounds = b
    }
}

/// A renderer that writes PDF documents from drawing blocks, mirroring `UIGraphicsPDFRenderer`, through
/// Cairo's PDF surface.
open class UIGraphicsPDFRenderer: UIGraphicsRenderer {
    /// The format.
    open var format: UIGraphicsPDFRendererFormat { baseFormat as! UIGraphicsPDFRendererFormat }

    /// A renderer whose pages are `bounds` in size.
    public init(bounds: CGRect, format: UIGraphicsPDFRendererFormat = .default()) {
        super.init(bounds: bounds, baseFormat: format)
    }

    /// Draws with `actions` and returns the PDF document (call `beginPage()` in `actions` for each page).
    open func pdfData(actions: (UIGraphicsPDFRendererContext) -> Void) -> Data {
        let data = NSMutableData()
        guard let consumer = CGDataConsumer(data: data) else { return Data() }
        var box = CGRect(origin: .zero, size: bounds.standardized.size)
        guard let ctx = CGContext(consumer: consumer, mediaBox: &box, nil) else { return Data() }
        let rc = UIGraphicsPDFRendererContext(cgContext: ctx, format: format, bounds: bounds.standardized)
        UIGraphicsPushContext(ctx)
        actions(rc)
        UIGraphicsPopContext()
        ctx.closePDF()
        return data as Data
    }

    /// Draws with `actions` and writes the PDF document to `url`.
    open func writePDF(to url: URL, withActions actions: (UIGraphicsPDFRendererContext) -> Void) throws {
        try pdfData(actions: actions).write(to: url)
    }
}
