import Foundation
import Testing
import UIKit

/// Poppler's tools reading a printed PDF.
enum Poppler {
    static func run(_ tool: String, _ args: [String]) throws -> Data {
        let path = "/usr/bin/\(tool)"
        try #require(FileManager.default.isExecutableFile(atPath: path), "\(tool) is missing: scripts/install-deps.sh installs poppler-utils")
        let p = Process()
        p.executableURL = URL(fileURLWithPath: path)
        p.arguments = args
        let out = Pipe()
        p.standardOutput = out
        p.standardError = FileHandle.nullDevice
        try p.run()
        let data = out.fileHandleForReading.readDataToEndOfFile()
        p.waitUntilExit()
        return data
    }

    /// The text of each page (pdftotext separates pages with form feeds).
    static func pages(_ pdf: URL) throws -> [String] {
        let text = String(decoding: try run("pdftotext", ["-layout", pdf.path, "-"]), as: UTF8.self)
        var pages = text.components(separatedBy: "\u{0C}")
        if pages.last?.trimmingCharacters(in: .whitespacesAndNewlines).isEmpty == true { pages.removeLast() }
        return pages
    }

    /// The page count pdfinfo reports.
    static func pageCount(_ pdf: URL) throws -> Int {
        let info = String(decoding: try run("pdfinfo", [pdf.path]), as: UTF8.self)
        let line = info.split(separator: "\n").first { $0.hasPrefix("Pages:") } ?? ""
        return Int(line.split(separator: " ").last ?? "") ?? -1
    }

    /// The page size pdfinfo reports, in points.
    static func pageSize(_ pdf: URL) throws -> CGSize {
        let info = String(decoding: try run("pdfinfo", [pdf.path]), as: UTF8.self)
        let line = info.split(separator: "\n").first { $0.hasPrefix("Page size:") } ?? ""
        let numbers = line.split(separator: " ").compactMap { Double($0) }
        return numbers.count >= 2 ? CGSize(width: numbers[0], height: numbers[1]) : .zero
    }

    /// Page `page` (1-based) rendered at 72 dpi: width, height and RGB bytes (PPM).
    static func raster(_ pdf: URL, page: Int) throws -> (width: Int, height: Int, rgb: [UInt8]) {
        let ppm = try run("pdftoppm", ["-r", "72", "-f", "\(page)", "-l", "\(page)", pdf.path])
        // "P6\n<w> <h>\n255\n" then the pixels.
        var fields: [String] = [], i = 0, current = ""
        let bytes = [UInt8](ppm)
        while fields.count < 4, i < bytes.count {
            let c = bytes[i]
            if c == 0x20 || c == 0x0A { if !current.isEmpty { fields.append(current); current = "" } } else { current.append(Character(Unicode.Scalar(c))) }
            i += 1
        }
        let w = Int(fields[1]) ?? 0, h = Int(fields[2]) ?? 0
        return (w, h, Array(bytes[i...]))
    }
}

/// A renderer that writes each page's number in its header and footer and counts its calls.
@MainActor
final class HeaderFooterRenderer: UIPrintPageRenderer {
    var calls: [String] = []
    var rects: [String: CGRect] = [:]
    override func drawHeaderForPage(at pageIndex: Int, in headerRect: CGRect) {
        calls.append("header \(pageIndex)")
        rects["header"] = headerRect
        ("HEADER-\(pageIndex + 1)" as NSString).draw(at: headerRect.origin, withAttributes: [.font: UIFont.systemFont(ofSize: 12)])
    }
    override func drawContentForPage(at pageIndex: Int, in contentRect: CGRect) {
        calls.append("content \(pageIndex)")
        rects["content"] = contentRect
    }
    override func drawFooterForPage(at pageIndex: Int, in footerRect: CGRect) {
        calls.append("footer \(pageIndex)")
        rects["footer"] = footerRect
        ("FOOTER-\(pageIndex + 1)" as NSString).draw(at: footerRect.origin, withAttributes: [.font: UIFont.systemFont(ofSize: 12)])
    }
}

/// A view that fills itself red on screen and draws a black frame with the word PAPER when printed.
@MainActor
final class PaperAwareView: UIView {
    var screenDraws = 0
    var paperDraws = 0
    var formatters: [UIViewPrintFormatter] = []
    override func draw(_ rect: CGRect) {
        screenDraws += 1
        UIColor.red.setFill()
        UIRectFill(bounds)
    }
    override func draw(_ rect: CGRect, for formatter: UIViewPrintFormatter) {
        paperDraws += 1
        formatters.append(formatter)
        UIColor.black.setFill()
        UIRectFill(CGRect(x: 0, y: 0, width: bounds.width, height: 10))
        ("PAPER" as NSString).draw(at: CGPoint(x: 4, y: 20), withAttributes: [.font: UIFont.systemFont(ofSize: 14)])
    }
}

/// Printing: `UIPrintPageRenderer` draws header, content, formatters and footer per page, formatters
/// paginate their content, `UIView.draw(_:for:)` replaces `draw(_:)` for a view print formatter, and
/// `UIPrintInteractionController.present` writes the pages as a PDF that Poppler reads back.
@MainActor @Suite(.serialized, .freshWorld)
struct PrintingTests {
    /// A fresh directory for printed files; print jobs go there instead of to CUPS.
    func printDirectory() throws -> URL {
        let dir = FileManager.default.temporaryDirectory.appendingPathComponent("uikit-print-\(getpid())-\(UUID().uuidString.prefix(8))")
        try FileManager.default.createDirectory(at: dir, withIntermediateDirectories: true)
        setenv("UIKIT_PRINT_DIR", dir.path, 1)
        return dir
    }

    /// Prints with the shared controller and runs a turn so the completion handler runs; the PDF's URL.
    func printAndWait(_ configure: (UIPrintInteractionController) -> Void) throws -> (URL?, Bool, (any Error)?) {
        let controller = UIPrintInteractionController.shared
        configure(controller)
        var result: (URL?, Bool, (any Error)?)?
        let presented = controller.present(animated: true) { c, completed, error in result = (c.printedDocumentURL, completed, error) }
        #expect(presented)
        #expect(result == nil, "the completion handler runs after present returns")
        UIApplication.shared.runOneTurn()
        return try #require(result)
    }

    @Test("drawPage calls header, content, formatters and footer in order; header and footer only with positive heights")
    func drawPageOrder() throws {
        let dir = try printDirectory()
        defer { unsetenv("UIKIT_PRINT_DIR"); try? FileManager.default.removeItem(at: dir) }
        let renderer = HeaderFooterRenderer()
        renderer.headerHeight = 40
        renderer.footerHeight = 30
        let text = UISimpleTextPrintFormatter(text: "BODY")
        renderer.addPrintFormatter(text, startingAtPageAt: 0)
        #expect(text.printPageRenderer === renderer)
        #expect(text.startPage == 0)
        let (url, completed, error) = try printAndWait { c in
            c.printInfo = UIPrintInfo.printInfo()
            c.printPageRenderer = renderer
        }
        #expect(completed)
        #expect(error == nil)
        #expect(renderer.calls == ["header 0", "content 0", "footer 0"])
        let printable = renderer.printableRect
        #expect(renderer.rects["header"] == CGRect(x: printable.minX, y: printable.minY, width: printable.width, height: 40))
        #expect(renderer.rects["footer"] == CGRect(x: printable.minX, y: printable.maxY - 30, width: printable.width, height: 30))
        #expect(renderer.rects["content"] == CGRect(x: printable.minX, y: printable.minY + 40, width: printable.width, height: printable.height - 70))
        #expect(text.rectForPage(at: 0) == renderer.rects["content"])
        #expect(renderer.paperRect.contains(printable))
        let pdf = try #require(url)
        let pages = try Poppler.pages(pdf)
        #expect(pages.count == 1)
        #expect(pages[0].contains("HEADER-1") && pages[0].contains("BODY") && pages[0].contains("FOOTER-1"))
        // Without heights: neither header nor footer.
        renderer.headerHeight = 0
        renderer.footerHeight = 0
        renderer.calls = []
        _ = try printAndWait { c in c.printPageRenderer = renderer }
        #expect(renderer.calls == ["content 0"])
    }

    @Test("long text paginates between lines: each page has its header and footer, and no line is lost or repeated")
    func textPaginates() throws {
        let dir = try printDirectory()
        defer { unsetenv("UIKIT_PRINT_DIR"); try? FileManager.default.removeItem(at: dir) }
        let lines = (1...150).map { "Line \($0) of the long text" }
        let text = UISimpleTextPrintFormatter(text: lines.joined(separator: "\n"))
        text.font = UIFont.systemFont(ofSize: 12)
        let renderer = HeaderFooterRenderer()
        renderer.headerHeight = 36
        renderer.footerHeight = 36
        renderer.addPrintFormatter(text, startingAtPageAt: 0)
        let (url, completed, _) = try printAndWait { c in c.printPageRenderer = renderer }
        #expect(completed)
        let pdf = try #require(url)
        let count = try Poppler.pageCount(pdf)
        #expect(count >= 3)
        #expect(count == renderer.numberOfPages)
        #expect(text.pageCount == count)
        let pages = try Poppler.pages(pdf)
        #expect(pages.count == count)
        for (i, page) in pages.enumerated() {
            #expect(page.contains("HEADER-\(i + 1)"), "page \(i + 1)")
            #expect(page.contains("FOOTER-\(i + 1)"), "page \(i + 1)")
        }
        let found = pages.joined(separator: "\n").split(separator: "\n").compactMap { row -> Int? in
            guard let r = row.range(of: "Line ") else { return nil }
            return Int(row[r.upperBound...].split(separator: " ").first ?? "")
        }
        #expect(found == Array(1...150))
    }

    @Test("a view print formatter calls draw(_:for:) instead of draw(_:); the paper shows the printed drawing")
    func viewDrawsForPaper() throws {
        let dir = try printDirectory()
        defer { unsetenv("UIKIT_PRINT_DIR"); try? FileManager.default.removeItem(at: dir) }
        let view = PaperAwareView(frame: CGRect(x: 0, y: 0, width: 200, height: 100))
        let formatter = view.viewPrintFormatter()
        #expect(formatter.view === view)
        let (url, completed, _) = try printAndWait { c in c.printFormatter = formatter }
        #expect(completed)
        #expect(view.screenDraws == 0)
        #expect(view.paperDraws == 1)
        #expect(view.formatters.first === formatter)
        let pdf = try #require(url)
        #expect(try Poppler.pageCount(pdf) == 1)
        #expect(try Poppler.pages(pdf)[0].contains("PAPER"))
        // The printed bar is black at the top-left of the printable area (no header: the formatter's
        // content area starts there); nothing red anywhere.
        let origin = try #require(UIPrintInteractionController.shared.printPaper).printableRect.origin
        let page = try Poppler.raster(pdf, page: 1)
        func pixel(_ x: Int, _ y: Int) -> (Int, Int, Int) {
            let i = (y * page.width + x) * 3
            return (Int(page.rgb[i]), Int(page.rgb[i + 1]), Int(page.rgb[i + 2]))
        }
        let bar = pixel(Int(origin.x) + 100, Int(origin.y) + 5)
        #expect(bar.0 < 40 && bar.1 < 40 && bar.2 < 40, "\(bar)")
        let below = pixel(Int(origin.x) + 100, Int(origin.y) + 60)
        #expect(below.0 > 200 && below.1 > 200 && below.2 > 200, "\(below)")
        var red = 0
        for y in stride(from: 0, to: page.height, by: 4) { for x in stride(from: 0, to: page.width, by: 4) {
            let p = pixel(x, y); if p.0 > 200 && p.1 < 80 && p.2 < 80 { red += 1 }
        } }
        #expect(red == 0)
    }

    @Test("without an override, draw(_:for:) draws what draw(_:) draws")
    func defaultDrawForCallsDraw() throws {
        final class Plain: UIView {
            var draws = 0
            override func draw(_ rect: CGRect) { draws += 1 }
        }
        let view = Plain(frame: CGRect(x: 0, y: 0, width: 50, height: 50))
        UIGraphicsBeginImageContext(CGSize(width: 50, height: 50))
        view.draw(view.bounds, for: view.viewPrintFormatter())
        UIGraphicsEndImageContext()
        #expect(view.draws == 1)
    }

    @Test("landscape pages are the paper turned; an empty job reports no content; print info round-trips through its dictionary")
    func orientationAndErrors() throws {
        let dir = try printDirectory()
        defer { unsetenv("UIKIT_PRINT_DIR"); try? FileManager.default.removeItem(at: dir) }
        let info = UIPrintInfo.printInfo()
        info.orientation = .landscape
        info.jobName = "Landscape job"
        info.duplex = .longEdge
        let copy = UIPrintInfo(dictionary: info.dictionaryRepresentation)
        #expect(copy.orientation == .landscape && copy.jobName == "Landscape job" && copy.duplex == .longEdge)
        let (url, _, _) = try printAndWait { c in
            c.printInfo = info
            c.printFormatter = UISimpleTextPrintFormatter(text: "Wide")
        }
        let pdf = try #require(url)
        #expect(pdf.lastPathComponent == "Landscape job.pdf")
        let paper = try #require(UIPrintInteractionController.shared.printPaper)
        let size = try Poppler.pageSize(pdf)
        #expect(size == CGSize(width: paper.paperSize.height, height: paper.paperSize.width))

        // A renderer with no pages: not completed, UIPrintError.noContent.
        let (none, completed, error) = try printAndWait { c in c.printPageRenderer = UIPrintPageRenderer() }
        #expect(none == nil)
        #expect(!completed)
        #expect((error as NSError?)?.code == 2)

        // Nothing set: present returns false.
        let c = UIPrintInteractionController.shared
        c.printPageRenderer = nil
        #expect(c.printFormatter == nil && c.printingItem == nil && c.printingItems == nil)
        #expect(!c.present(animated: false))
    }

    @Test("printing items: an image prints on a page of its own; a PDF alone is printed as it is")
    func printingItems() throws {
        let dir = try printDirectory()
        defer { unsetenv("UIKIT_PRINT_DIR"); try? FileManager.default.removeItem(at: dir) }
        let image = UIGraphicsImageRenderer(size: CGSize(width: 40, height: 20)).image { ctx in
            UIColor.blue.setFill(); ctx.fill(CGRect(x: 0, y: 0, width: 40, height: 20))
        }
        let (imageURL, completed, _) = try printAndWait { c in
            c.printInfo = nil
            c.printingItems = [image, image]
        }
        #expect(completed)
        #expect(try Poppler.pageCount(try #require(imageURL)) == 2)
        let source = UIGraphicsPDFRenderer(bounds: CGRect(x: 0, y: 0, width: 300, height: 300)).pdfData { ctx in
            for n in 1...3 { ctx.beginPage(); ("SOURCE-\(n)" as NSString).draw(at: CGPoint(x: 20, y: 20), withAttributes: nil) }
        }
        #expect(UIPrintInteractionController.canPrint(source))
        let (pdfURL, _, _) = try printAndWait { c in c.printingItem = source }
        let printed = try #require(pdfURL)
        #expect(try Data(contentsOf: printed) == source)
        #expect(UIPrintInteractionController.shared.printingItems == nil, "setting one kind of content clears the others")
    }

    @Test("the best paper holds the content in its printable area; the smallest that does")
    func bestPaper() {
        let letter = UIPrintPaper.bestPaper(forPageSize: CGSize(width: 500, height: 700), withPapersFrom: [])
        #expect(letter.printableRect.width > 0)
        let papers = [UIPrintPaper.bestPaper(forPageSize: .zero, withPapersFrom: [])]
        #expect(UIPrintPaper.bestPaper(forPageSize: CGSize(width: 100, height: 100), withPapersFrom: papers) === papers[0])
    }

    @Test("formatters per page: a second formatter starting after the first one's pages; insets and a maximum width shape each page's rect")
    func formattersPerPage() throws {
        let dir = try printDirectory()
        defer { unsetenv("UIKIT_PRINT_DIR"); try? FileManager.default.removeItem(at: dir) }
        let first = UISimpleTextPrintFormatter(text: (1...120).map { "First \($0)" }.joined(separator: "\n"))
        let second = UISimpleTextPrintFormatter(text: "SECOND PART")
        second.perPageContentInsets = UIEdgeInsets(top: 20, left: 30, bottom: 0, right: 0)
        second.maximumContentWidth = 200
        let renderer = HeaderFooterRenderer()
        renderer.addPrintFormatter(first, startingAtPageAt: 0)
        let (url, _, _) = try printAndWait { c in c.printPageRenderer = renderer }
        let firstPages = first.pageCount
        #expect(firstPages >= 2)
        renderer.addPrintFormatter(second, startingAtPageAt: firstPages)
        #expect(renderer.printFormatters?.count == 2)
        #expect(renderer.numberOfPages == firstPages + 1)
        #expect(renderer.printFormatters(forPageAt: 0)?.first === first)
        #expect(renderer.printFormatters(forPageAt: firstPages)?.map { $0 === second } == [true])
        let content = renderer.printableRect
        #expect(second.rectForPage(at: firstPages) == CGRect(x: content.minX + 30, y: content.minY + 20, width: 200, height: content.height - 20))
        #expect(second.rectForPage(at: 0) == .zero)
        let (both, _, _) = try printAndWait { c in c.printPageRenderer = renderer }
        let pages = try Poppler.pages(try #require(both))
        #expect(pages.count == firstPages + 1)
        #expect(pages.last?.contains("SECOND PART") == true)
        #expect(pages.dropLast().allSatisfy { !$0.contains("SECOND PART") })
        #expect(try Poppler.pageCount(try #require(url)) == firstPages)
        second.removeFromPrintPageRenderer()
        #expect(renderer.printFormatters?.count == 1)
        #expect(second.printPageRenderer == nil)
    }

    @Test("with a CUPS default destination the job goes to lp with the job's name and options; lp's failure is UIPrintError.jobFailed")
    func cupsDestination() throws {
        // Stand-ins for lpstat and lp: a default destination "Office"; lp records its arguments and the file.
        let bin = FileManager.default.temporaryDirectory.appendingPathComponent("uikit-cups-\(getpid())")
        try FileManager.default.createDirectory(at: bin, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: bin); unsetenv("UIKIT_CUPS_BIN_DIR") }
        let recorded = bin.appendingPathComponent("args"), spooled = bin.appendingPathComponent("job.pdf")
        func tool(_ name: String, _ body: String) throws {
            let url = bin.appendingPathComponent(name)
            try "#!/bin/sh\n\(body)\n".write(to: url, atomically: true, encoding: .utf8)
            try FileManager.default.setAttributes([.posixPermissions: 0o755], ofItemAtPath: url.path)
        }
        try tool("lpstat", "echo 'system default destination: Office'")
        try tool("lp", "printf '%s\\n' \"$@\" > \(recorded.path)\nfor f; do :; done\ncp \"$f\" \(spooled.path)")
        unsetenv("UIKIT_PRINT_DIR")
        setenv("UIKIT_CUPS_BIN_DIR", bin.path, 1)
        let info = UIPrintInfo.printInfo()
        info.jobName = "Quarterly report"
        info.duplex = .longEdge
        let (url, completed, error) = try printAndWait { c in
            c.printInfo = info
            c.printFormatter = UISimpleTextPrintFormatter(text: "To the printer")
        }
        #expect(completed)
        #expect(error == nil)
        #expect(url == nil, "a job CUPS took is no file")
        let args = try String(contentsOf: recorded, encoding: .utf8).split(separator: "\n").map(String.init)
        #expect(Array(args.prefix(6)) == ["-d", "Office", "-t", "Quarterly report", "-o", "sides=two-sided-long-edge"])
        #expect(try Poppler.pages(spooled).first?.contains("To the printer") == true)
        // lp refuses the job.
        try tool("lp", "exit 1")
        let (_, failed, failure) = try printAndWait { c in c.printFormatter = UISimpleTextPrintFormatter(text: "x") }
        #expect(!failed)
        #expect((failure as NSError?)?.domain == "UIPrintErrorDomain")
        #expect((failure as NSError?)?.code == 4)
    }
}
