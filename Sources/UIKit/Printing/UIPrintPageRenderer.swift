import Foundation

/// Draws the pages of a print job, mirroring `UIPrintPageRenderer`: `drawPage(at:in:)` draws, in order,
/// the header (when `headerHeight` is positive), the content (`drawContentForPage`), each print formatter
/// on the page and the footer (when `footerHeight` is positive). Subclasses override the draw methods and
/// `numberOfPages`; by default the page count is where the last formatter ends.
///
/// The print system sets `paperRect` and `printableRect` before it asks for pages; all rectangles are in
/// the paper's coordinates, origin at the sheet's top-left.
@preconcurrency @MainActor
open class UIPrintPageRenderer: NSObject {
    /// The header's height at the top of the printable area (0: no header).
    open var headerHeight: CGFloat = 0
    /// The footer's height at the bottom of the printable area (0: no footer).
    open var footerHeight: CGFloat = 0
    /// The whole sheet, in points.
    open internal(set) var paperRect: CGRect = .zero
    /// The part of the sheet the printer prints.
    open internal(set) var printableRect: CGRect = .zero
    /// The formatters whose content the renderer prints.
    open var printFormatters: [UIPrintFormatter]? {
        didSet {
            for f in oldValue ?? [] where !(printFormatters ?? []).contains(where: { $0 === f }) { f.printPageRenderer = nil }
            for f in printFormatters ?? [] { f.printPageRenderer = self }
        }
    }

    public override init() { super.init() }

    /// The printable area less the header and footer.
    var contentRect: CGRect {
        let header = max(0, headerHeight), footer = max(0, footerHeight)
        return CGRect(x: printableRect.minX, y: printableRect.minY + header, width: printableRect.width,
                      height: max(0, printableRect.height - header - footer))
    }

    /// Adds `formatter`, its content starting on page `pageIndex`.
    open func addPrintFormatter(_ formatter: UIPrintFormatter, startingAtPageAt pageIndex: Int) {
        formatter.removeFromPrintPageRenderer()
        formatter.startPage = max(0, pageIndex)
        printFormatters = (printFormatters ?? []) + [formatter]
    }

    /// The formatters with content on page `pageIndex` (nil when none).
    open func printFormatters(forPageAt pageIndex: Int) -> [UIPrintFormatter]? {
        let on = (printFormatters ?? []).filter { pageIndex >= $0.startPage && pageIndex < $0.startPage + $0.pageCount }
        return on.isEmpty ? nil : on
    }

    /// The number of pages: where the last formatter's content ends (0 without formatters).
    open var numberOfPages: Int {
        (printFormatters ?? []).map { $0.startPage + $0.pageCount }.max() ?? 0
    }

    /// Called before the pages in `range` are drawn, to prepare what they need.
    open func prepare(forDrawingPages range: NSRange) {}

    /// Draws page `pageIndex` in the printable rectangle: header, content, formatters, footer.
    open func drawPage(at pageIndex: Int, in printableRect: CGRect) {
        let header = max(0, headerHeight), footer = max(0, footerHeight)
        func isolated(_ draw: () -> Void) {
            let ctx = UIGraphicsGetCurrentContext()
            ctx?.saveGState()
            draw()
            ctx?.restoreGState()
        }
        if header > 0 {
            isolated { drawHeaderForPage(at: pageIndex, in: CGRect(x: printableRect.minX, y: printableRect.minY,
                                                                   width: printableRect.width, height: header)) }
        }
        isolated { drawContentForPage(at: pageIndex, in: contentRect) }
        for formatter in printFormatters(forPageAt: pageIndex) ?? [] {
            isolated { drawPrintFormatter(formatter, forPageAt: pageIndex) }
        }
        if footer > 0 {
            isolated { drawFooterForPage(at: pageIndex, in: CGRect(x: printableRect.minX, y: printableRect.maxY - footer,
                                                                   width: printableRect.width, height: footer)) }
        }
    }

    /// Draws `printFormatter`'s part of page `pageIndex` in its rectangle for the page.
    open func drawPrintFormatter(_ printFormatter: UIPrintFormatter, forPageAt pageIndex: Int) {
        printFormatter.draw(in: printFormatter.rectForPage(at: pageIndex), forPageAt: pageIndex)
    }

    /// Draws the header of page `pageIndex` in `headerRect` (does nothing by default).
    open func drawHeaderForPage(at pageIndex: Int, in headerRect: CGRect) {}

    /// Draws content of page `pageIndex` in `contentRect` (does nothing by default).
    open func drawContentForPage(at pageIndex: Int, in contentRect: CGRect) {}

    /// Draws the footer of page `pageIndex` in `footerRect` (does nothing by default).
    open func drawFooterForPage(at pageIndex: Int, in footerRect: CGRect) {}
}
