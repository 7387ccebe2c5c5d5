import Foundation
import CCairo

/// A PDF document under construction (Cairo's PDF surface writing into memory).
final class PDFDocumentState {
    let sink = NSMutableData()
    let consumer: CGDataConsumer
    var closed = false
    var pageOpen = false
    var defaultBox: CGRect
    init(consumer: CGDataConsumer, box: CGRect) { self.consumer = consumer; self.defaultBox = box }
}

/// PDF contexts, mirroring `CGContext(consumer:mediaBox:_:)` / `CGContext(_:mediaBox:_:)` and the page
/// functions, drawn by Cairo's PDF surface. Pages are y-up with the origin at the media box's bottom-left.
extension CGContext {
    /// A PDF context writing to `consumer`; `mediaBox` defaults to US Letter (612×792 points).
    public convenience init?(consumer: CGDataConsumer, mediaBox: UnsafePointer<CGRect>?, _ auxiliaryInfo: CFDictionary?) {
        let box = mediaBox?.pointee.standardized ?? CGRect(x: 0, y: 0, width: 612, height: 792)
        guard box.width > 0, box.height > 0, box.width.isFinite, box.height.isFinite, box.width <= 14400, box.height <= 14400
        else { return nil }
        let state = PDFDocumentState(consumer: consumer, box: box)
        let closure = Unmanaged.passUnretained(state.sink).toOpaque()
        guard let s = cairo_pdf_surface_create_for_stream({ closure, bytes, length in
            let sink = Unmanaged<NSMutableData>.fromOpaque(closure!).takeUnretainedValue()
            if let bytes { sink.append(bytes, length: Int(length)) }
            return CAIRO_STATUS_SUCCESS
        }, closure, Double(box.width), Double(box.height)), cairo_surface_status(s) == CAIRO_STATUS_SUCCESS else { return nil }
        self.init(surface: s, deviceWidth: Double(box.width), deviceHeight: Double(box.height), width: 0, height: 0,
                  bytesPerRow: 0, bitsPerPixel: 0, bitmapInfo: [], alphaInfo: .none,
                  colorSpace: CGColorSpace(name: CGColorSpace.sRGB), ownedData: nil, ownedInternal: nil, bridge: nil, pdf: state)
    }

    /// A PDF context writing the file at `url` when closed.
    public convenience init?(_ url: CFURL, mediaBox: UnsafePointer<CGRect>?, _ auxiliaryInfo: CFDictionary?) {
        guard let consumer = CGDataConsumer(url: url) else { return nil }
        self.init(consumer: consumer, mediaBox: mediaBox, auxiliaryInfo)
    }

    /// Starts a page (`beginPDFPage`); the page's media box may come as `"MediaBox"` in `pageInfo`
    /// (a `CGRect`), otherwise the document's.
    public func beginPDFPage(_ pageInfo: CFDictionary?) {
        let box = (pageInfo?["MediaBox"] as? CGRect) ?? (pageInfo?["kCGPDFContextMediaBox"] as? CGRect)
        beginPage(mediaBox: box)
    }

    /// Ends the current page (`endPDFPage`).
    public func endPDFPage() { endPage() }

    /// Starts a page of `mediaBox` size (or the document's), with a fresh graphics state.
    public func beginPage(mediaBox: CGRect?) {
        guard let pdf, !pdf.closed else { return }
        if pdf.pageOpen { endPage() }
        let box = mediaBox?.standardized ?? pdf.defaultBox
        if box.width > 0, box.height > 0, box.width.isFinite, box.height.isFinite {
            cairo_pdf_surface_set_size(surface, Double(box.width), Double(box.height))
            deviceWidth = Double(box.width); deviceHeight = Double(box.height)
        }
        while !gstack.isEmpty { restoreGState() }
        gstate = GState()
        cairo_reset_clip(cr)
        cairo_new_path(cr)
        var flip = cairo_matrix_t(xx: 1, yx: 0, xy: 0, yy: -1, x0: 0, y0: deviceHeight)
        cairo_set_matrix(cr, &flip)
        pdf.pageOpen = true
    }

    /// Ends the current page.
    public func endPage() {
        guard let pdf, pdf.pageOpen else { return }
        cairo_show_page(cr)
        pdf.pageOpen = false
    }

    /// Finishes the document and hands it to the consumer (`closePDF`). Drawing afterwards does nothing.
    public func closePDF() {
        guard let pdf, !pdf.closed else { return }
        if pdf.pageOpen { endPage() }
        cairo_surface_finish(surface)
        pdf.closed = true
        if let out = pdf.consumer.data { out.append(pdf.sink as Data) }
        if let url = pdf.consumer.url { try? (pdf.sink as Data).write(to: url) }
    }
}
