import Foundation

/// Content laid out across printed pages, mirroring `UIPrintFormatter`: a page renderer places it from
/// `startPage` on, in each page's content area (the printable rectangle less the renderer's header and
/// footer, inset by `perPageContentInsets`, no wider or taller than the maximums), and it draws the part
/// that falls on each page. Subclasses (`UIViewPrintFormatter`, `UISimpleTextPrintFormatter`) lay out the
/// content as a column and say where pages break.
@preconcurrency @MainActor
open class UIPrintFormatter: NSObject {
    /// The renderer the formatter was added to.
    open internal(set) weak var printPageRenderer: UIPrintPageRenderer?
    /// The widest the content area may be (0: as wide as the page allows).
    open var maximumContentWidth: CGFloat = 0
    /// The tallest the content area may be on a page (0: as tall as the page allows).
    open var maximumContentHeight: CGFloat = 0
    /// Insets of the content area on every page.
    open var perPageContentInsets: UIEdgeInsets = .zero
    /// The page the content starts on.
    open var startPage: Int = 0

    public override init() { super.init() }

    /// Removes the formatter from its renderer.
    open func removeFromPrintPageRenderer() {
        printPageRenderer?.printFormatters?.removeAll { $0 === self }
        printPageRenderer = nil
    }

    /// The number of pages the content takes in its renderer's pages (0 without a renderer or paper).
    open var pageCount: Int {
        guard let area = contentArea else { return 0 }
        return max(1, pageBreaks(width: area.width, pageHeight: area.height).count)
    }

    /// Where the formatter draws on page `pageIndex` of the renderer, in the paper's coordinates
    /// (`.zero` for a page it is not on).
    open func rectForPage(at pageIndex: Int) -> CGRect {
        guard let area = contentArea, pageIndex >= startPage, pageIndex < startPage + pageCount else { return .zero }
        return area
    }

    /// Draws the part of the content on page `pageIndex` of the renderer in `rect`
    /// (`draw(in:forPageAt:)`), clipped to that page's share of the content.
    open func draw(in rect: CGRect, forPageAt pageIndex: Int) {
        guard let ctx = UIGraphicsGetCurrentContext(), rect.width > 0, rect.height > 0 else { return }
        let breaks = pageBreaks(width: rect.width, pageHeight: rect.height)
        let local = pageIndex - startPage
        guard local >= 0, local < breaks.count else { return }
        let top = breaks[local]
        let bottom = local + 1 < breaks.count ? breaks[local + 1] : top + rect.height
        ctx.saveGState()
        ctx.clip(to: CGRect(x: rect.minX, y: rect.minY, width: rect.width, height: min(rect.height, bottom - top)))
        ctx.translateBy(x: rect.minX, y: rect.minY - top)
        drawContent(width: rect.width)
        ctx.restoreGState()
    }

    /// The content area on every page of the renderer, in the paper's coordinates.
    var contentArea: CGRect? {
        guard let r = printPageRenderer, !r.printableRect.isEmpty else { return nil }
        var area = r.contentRect.inset(by: perPageContentInsets)
        if maximumContentWidth > 0 { area.size.width = min(area.width, maximumContentWidth) }
        if maximumContentHeight > 0 { area.size.height = min(area.height, maximumContentHeight) }
        return area.width > 0 && area.height > 0 ? area : nil
    }

    /// The tops of the pages in the content's column laid out `width` wide, each page at most
    /// `pageHeight` tall (the first is 0). Subclasses break where their content allows.
    func pageBreaks(width: CGFloat, pageHeight: CGFloat) -> [CGFloat] {
        let height = contentHeight(width: width)
        let pages = max(1, Int((height / pageHeight).rounded(.up)))
        return (0..<pages).map { CGFloat($0) * pageHeight }
    }

    /// The content column's height laid out `width` wide.
    func contentHeight(width: CGFloat) -> CGFloat { 0 }

    /// Draws the whole column, `width` wide, with its top-left at the context's origin.
    func drawContent(width: CGFloat) {}
}
