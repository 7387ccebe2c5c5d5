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

// MARK: Legacy PDF contexts

/// The PDF context made by `UIGraphicsBeginPDFContextToData` / `ToFile`: the document and its default page.
private final class LegacyPDF {
    let context: CGContext
    let bounds: CGRect
    let data: NSMutableData
    let url: URL?
    init(context: CGContext, bounds: CGRect, data: NSMutableData, url: URL?) {
        self.context = context; self.bounds = bounds; self.data = data; self.url = url
    }
}

private let legacyPDFKey = "uikit-linux.legacy-pdf"

private func beginLegacyPDF(_ bounds: CGRect, data: NSMutableData, url: URL?) -> Bool {
    let b = bounds.isEmpty ? CGRect(x: 0, y: 0, width: 612, height: 792) : bounds.standardized
    guard let consumer = CGDataConsumer(data: data) else { return false }
    var box = CGRect(origin: .zero, size: b.size)
    guard let ctx = CGContext(consumer: consumer, mediaBox: &box, nil) else { return false }
    Thread.current.threadDictionary[legacyPDFKey] = LegacyPDF(context: ctx, bounds: b, data: data, url: url)
    UIGraphicsPushContext(ctx)
    return true
}

/// Starts a PDF document written into `data` and makes it the current context
/// (`UIGraphicsBeginPDFContextToData`); an empty `bounds` means US Letter. Call `UIGraphicsBeginPDFPage()`
/// before drawing each page.
public func UIGraphicsBeginPDFContextToData(_ data: NSMutableData, _ bounds: CGRect, _ documentInfo: [AnyHashable: Any]?) {
    _ = beginLegacyPDF(bounds, data: data, url: nil)
}

/// Starts a PDF document written to the file at `path` when the context ends
/// (`UIGraphicsBeginPDFContextToFile`); false when the context cannot be made.
@discardableResult
public func UIGraphicsBeginPDFContextToFile(_ path: String, _ bounds: CGRect, _ documentInfo: [AnyHashable: Any]?) -> Bool {
    beginLegacyPDF(bounds, data: NSMutableData(), url: URL(fileURLWithPath: path))
}

/// Starts a page of the document's default size (`UIGraphicsBeginPDFPage`): origin top-left, y down.
public func UIGraphicsBeginPDFPage() {
    guard let pdf = Thread.current.threadDictionary[legacyPDFKey] as? LegacyPDF else {
        return GraphicsContextStack.warnNoContext("UIGraphicsBeginPDFPage")
    }
    UIGraphicsBeginPDFPageWithInfo(pdf.bounds, nil)
}

/// Starts a page of `bounds` size (`UIGraphicsBeginPDFPageWithInfo`).
public func UIGraphicsBeginPDFPageWithInfo(_ bounds: CGRect, _ pageInfo: [AnyHashable: Any]?) {
    guard let pdf = Thread.current.threadDictionary[legacyPDFKey] as? LegacyPDF else {
        return GraphicsContextStack.warnNoContext("UIGraphicsBeginPDFPageWithInfo")
    }
    let b = bounds.standardized
    pdf.context.beginPage(mediaBox: CGRect(origin: .zero, size: b.size))
    pdf.context.concatenate(CGAffineTransform(a: 1, b: 0, c: 0, d: -1, tx: 0, ty: b.height))
    pdf.context.translateBy(x: -b.minX, y: -b.minY)
}

/// The bounds of the current PDF page (`UIGraphicsGetPDFContextBounds`); `.zero` outside a PDF context.
public func UIGraphicsGetPDFContextBounds() -> CGRect {
    (Thread.current.threadDictionary[legacyPDFKey] as? LegacyPDF)?.bounds ?? .zero
}

/// Finishes the document, pops its context and writes the file for `...ToFile` (`UIGraphicsEndPDFContext`).
public func UIGraphicsEndPDFContext() {
    guard let pdf = Thread.current.threadDictionary[legacyPDFKey] as? LegacyPDF else { return }
    Thread.current.threadDictionary[legacyPDFKey] = nil
    pdf.context.closePDF()
    if UIGraphicsGetCurrentContext() === pdf.context { UIGraphicsPopContext() }
    if let url = pdf.url { try? (pdf.data as Data).write(to: url) }
}
