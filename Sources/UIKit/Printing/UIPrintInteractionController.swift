import Foundation

/// The app's printing, mirroring `UIPrintInteractionController`: give the shared controller a print info
/// and one kind of content (a page renderer, a print formatter, or printing items: PDF or image data or
/// files, or images), then `present(animated:completionHandler:)`.
///
/// On Linux there is no print options sheet: presenting prints at once. The pages become a PDF, which
/// goes to CUPS when `printInfo.printerID` names a destination or `lpstat -d` reports a default one, and
/// otherwise to a file (`UIKIT_PRINT_DIR`, else ~/Documents, else the temporary directory) whose URL is
/// `printedDocumentURL` when the completion handler runs. The handler runs in the run loop's next turn
/// (as main-queue work), after `present` returns.
@preconcurrency @MainActor
open class UIPrintInteractionController: NSObject {
    /// The completion handler's type: the controller, whether the job completed, and the error if any.
    public typealias CompletionHandler = (UIPrintInteractionController, Bool, (any Error)?) -> Void

    /// The app's print interaction controller.
    public static let shared = UIPrintInteractionController()

    /// Whether printing is possible (always: at worst the pages go to a PDF file).
    public class var isPrintingAvailable: Bool { true }

    /// The types of file a printing item may be.
    public class var printableUTIs: Set<String> { ["com.adobe.pdf", "public.png", "public.jpeg", "public.image"] }

    /// Whether the file at `url` can be printed (a PDF or an image that loads).
    public class func canPrint(_ url: URL) -> Bool {
        guard url.isFileURL, let data = try? Data(contentsOf: url) else { return false }
        return canPrint(data)
    }

    /// Whether `data` can be printed (a PDF or an image).
    public class func canPrint(_ data: Data) -> Bool { isPDF(data) || UIImage(data: data) != nil }

    static func isPDF(_ data: Data) -> Bool { data.starts(with: Array("%PDF".utf8)) }

    /// The job's settings (nil: the defaults).
    open var printInfo: UIPrintInfo?
    /// The delegate.
    open weak var delegate: (any UIPrintInteractionControllerDelegate)?
    /// Whether the options sheet offers a page range (no sheet on Linux).
    open var showsPageRange = true
    /// Whether the options sheet offers the number of copies (no sheet on Linux).
    open var showsNumberOfCopies = true
    /// Whether the options sheet offers the paper (no sheet on Linux).
    open var showsPaperSelectionForLoadedPapers = false
    /// Whether the options sheet offers the orientation (no sheet on Linux).
    open var showsPaperOrientation = true
    /// The paper of the last job (nil before one).
    open private(set) var printPaper: UIPrintPaper?

    /// Content drawn by a page renderer (setting it clears the other kinds of content).
    open var printPageRenderer: UIPrintPageRenderer? {
        didSet { if printPageRenderer != nil { clearContent(except: 0) } }
    }
    /// Content laid out by one print formatter (setting it clears the other kinds of content).
    open var printFormatter: UIPrintFormatter? {
        didSet { if printFormatter != nil { clearContent(except: 1) } }
    }
    /// One printing item: PDF or image `Data`, a file `URL`, or a `UIImage` (setting it clears the others).
    open var printingItem: Any? {
        didSet { if printingItem != nil { clearContent(except: 2) } }
    }
    /// Several printing items, printed one after another (setting it clears the other kinds of content).
    open var printingItems: [Any]? {
        didSet { if printingItems != nil { clearContent(except: 3) } }
    }

    /// Where the last job's PDF was written, when it went to a file rather than to CUPS (Linux addition;
    /// read it in the completion handler).
    open private(set) var printedDocumentURL: URL?

    private func clearContent(except kept: Int) {
        if kept != 0, printPageRenderer != nil { printPageRenderer = nil }
        if kept != 1, printFormatter != nil { printFormatter = nil }
        if kept != 2, printingItem != nil { printingItem = nil }
        if kept != 3, printingItems != nil { printingItems = nil }
    }

    /// Prints the content (on iOS: shows the print options first). Returns false, calling no handler,
    /// when there is nothing to print.
    @discardableResult
    open func present(animated: Bool, completionHandler completion: CompletionHandler? = nil) -> Bool {
        let info = printInfo ?? UIPrintInfo.printInfo()
        let paper = delegate?.printInteractionController(self, choosePaper: [.letter, .a4]) ?? UIPrintPaper.systemDefault
        let single = singlePDFItem()
        let renderer = single == nil ? contentRenderer() : nil
        guard single != nil || renderer != nil else { return false }
        printPaper = paper
        printedDocumentURL = nil
        delegate?.printInteractionControllerWillStartJob(self)
        // A PDF given as the only item is the job as it is.
        let (pdf, pages) = single.map { ($0, 1) } ?? PrintJob.pdf(of: renderer!, paper: paper, orientation: info.orientation)
        var completed = false
        var failure: (any Error)?
        if pages == 0 {
            failure = NSError(domain: "UIPrintErrorDomain", code: 2, // UIPrintError.Code.noContent
                              userInfo: [NSLocalizedDescriptionKey: "There are no pages to print."])
        } else {
            do {
                if case .file(let url) = try PrintJob.submit(pdf, info: info) { printedDocumentURL = url }
                completed = true
                delegate?.printInteractionControllerDidFinishJob(self)
            } catch {
                failure = error
            }
        }
        if let completion {
            let result = (completed, failure.map { $0 as NSError })
            MediaClockScheduler.shared.schedule(after: 0) { completion(self, result.0, result.1) }
        }
        return true
    }

    /// Prints, as `present(animated:completionHandler:)` (the popover's anchor is for iPad's sheet).
    @discardableResult
    open func present(from rect: CGRect, in view: UIView, animated: Bool, completionHandler completion: CompletionHandler? = nil) -> Bool {
        present(animated: animated, completionHandler: completion)
    }

    /// Dismisses the print options (none are shown on Linux).
    open func dismiss(animated: Bool) {}

    /// The PDF document that is the only printing item, if it is one.
    private func singlePDFItem() -> Data? {
        let items = printingItems ?? printingItem.map { [$0] } ?? []
        guard items.count == 1 else { return nil }
        let data = (items[0] as? Data) ?? (items[0] as? URL).flatMap { $0.isFileURL ? try? Data(contentsOf: $0) : nil }
        return data.flatMap { UIPrintInteractionController.isPDF($0) ? $0 : nil }
    }

    /// A renderer for whichever kind of content is set.
    private func contentRenderer() -> UIPrintPageRenderer? {
        if let printPageRenderer { return printPageRenderer }
        if let printFormatter {
            let renderer = UIPrintPageRenderer()
            renderer.addPrintFormatter(printFormatter, startingAtPageAt: 0)
            return renderer
        }
        let items = printingItems ?? printingItem.map { [$0] } ?? []
        guard !items.isEmpty else { return nil }
        return PrintingItemsRenderer(items: items)
    }
}
