import Foundation

/// A paper size and the part of it a printer can print on, mirroring `UIPrintPaper`.
///
/// On Linux the paper is the system's default size: libpaper's `/etc/papersize` (`a4`, `letter`, ...),
/// else US Letter in the regions that use it (from `LC_PAPER`, `LC_ALL` or `LANG`), else A4; printers
/// print everywhere but a quarter-inch (18-point) margin.
@preconcurrency @MainActor
open class UIPrintPaper: NSObject {
    /// The paper's size in points (1/72 inch), portrait.
    open private(set) var paperSize: CGSize
    /// The printable area within the paper, in points.
    open private(set) var printableRect: CGRect

    /// The margin printers leave unprinted, in points.
    static let margin: CGFloat = 18

    init(size: CGSize) {
        paperSize = size
        printableRect = CGRect(origin: .zero, size: size).insetBy(dx: UIPrintPaper.margin, dy: UIPrintPaper.margin)
        super.init()
    }

    /// US Letter, 8.5 × 11 inches.
    static var letter: UIPrintPaper { UIPrintPaper(size: CGSize(width: 612, height: 792)) }
    /// ISO A4, 210 × 297 mm.
    static var a4: UIPrintPaper { UIPrintPaper(size: CGSize(width: 595, height: 842)) }

    /// The system's default paper.
    static var systemDefault: UIPrintPaper {
        if let named = try? String(contentsOfFile: "/etc/papersize", encoding: .utf8)
            .split(separator: "\n").map({ $0.trimmingCharacters(in: .whitespaces).lowercased() })
            .first(where: { !$0.isEmpty && !$0.hasPrefix("#") }) {
            if named == "letter" { return .letter }
            if named == "a4" { return .a4 }
        }
        let env = ProcessInfo.processInfo.environment
        let locale = env["LC_PAPER"] ?? env["LC_ALL"] ?? env["LANG"] ?? ""
        let region = locale.split(separator: ".").first?.split(separator: "_").dropFirst().first.map(String.init) ?? ""
        return ["US", "CA", "MX", "CL", "CO", "VE", "PH"].contains(region) ? .letter : .a4
    }

    /// The paper from `paperList` that best fits content of `contentSize` (`bestPaper(forPageSize:withPapersFrom:)`):
    /// the smallest whose printable area holds it, otherwise the largest; the system's default paper when
    /// the list is empty.
    open class func bestPaper(forPageSize contentSize: CGSize, withPapersFrom paperList: [UIPrintPaper]) -> UIPrintPaper {
        let fitting = paperList.filter { $0.printableRect.width >= contentSize.width && $0.printableRect.height >= contentSize.height }
        func area(_ p: UIPrintPaper) -> CGFloat { p.paperSize.width * p.paperSize.height }
        if let best = fitting.min(by: { area($0) < area($1) }) { return best }
        return paperList.max(by: { area($0) < area($1) }) ?? systemDefault
    }
}
