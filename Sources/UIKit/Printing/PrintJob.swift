import Foundation

/// A print job on Linux: the pages become a PDF (Cairo's PDF surface, through `UIGraphicsPDFRenderer`),
/// which goes to CUPS (`lp`) when a destination is named or `lpstat -d` reports a default one, and
/// otherwise to a file: in `UIKIT_PRINT_DIR` when set (which also keeps the job away from CUPS), else in
/// the user's Documents folder when it exists, else in the temporary directory. `UIKIT_CUPS_BIN_DIR` names
/// another folder for `lp` and `lpstat` (tests put stand-ins there).
@MainActor enum PrintJob {
    enum Outcome {
        /// The PDF was written to this file.
        case file(URL)
        /// CUPS took the job for this destination.
        case printer(String)
    }

    /// The pages of `renderer` on `paper` in `orientation`, as a PDF.
    static func pdf(of renderer: UIPrintPageRenderer, paper: UIPrintPaper, orientation: UIPrintInfo.Orientation) -> (Data, pages: Int) {
        var paperRect = CGRect(origin: .zero, size: paper.paperSize)
        var printable = paper.printableRect
        if orientation == .landscape {
            paperRect.size = CGSize(width: paperRect.height, height: paperRect.width)
            printable = CGRect(x: printable.minY, y: printable.minX, width: printable.height, height: printable.width)
        }
        renderer.paperRect = paperRect
        renderer.printableRect = printable
        let count = max(0, renderer.numberOfPages)
        guard count > 0 else { return (Data(), 0) }
        renderer.prepare(forDrawingPages: NSRange(location: 0, length: count))
        let data = UIGraphicsPDFRenderer(bounds: paperRect).pdfData { context in
            for page in 0..<count {
                context.beginPage()
                renderer.drawPage(at: page, in: renderer.printableRect)
            }
        }
        return (data, count)
    }

    /// Runs `tool` with `arguments` for at most a few seconds: its exit status and standard output (nil
    /// when it cannot run or takes too long).
    static func run(_ tool: String, _ arguments: [String]) -> (status: Int32, output: String)? {
        guard FileManager.default.isExecutableFile(atPath: tool) else { return nil }
        let p = Process()
        p.executableURL = URL(fileURLWithPath: tool)
        p.arguments = arguments
        let out = Pipe()
        p.standardOutput = out
        p.standardError = FileHandle.nullDevice
        do { try p.run() } catch { return nil }
        let deadline = Date().addingTimeInterval(5)
        while p.isRunning, Date() < deadline { Thread.sleep(forTimeInterval: 0.01) }
        if p.isRunning { p.terminate(); return nil }
        let text = String(decoding: out.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        return (p.terminationStatus, text)
    }

    /// Where CUPS's `lp` and `lpstat` are: /usr/bin, or `UIKIT_CUPS_BIN_DIR` (tests put stand-ins there).
    static var cupsTool: (String) -> String {
        let dir = ProcessInfo.processInfo.environment["UIKIT_CUPS_BIN_DIR"].flatMap { $0.isEmpty ? nil : $0 } ?? "/usr/bin"
        return { "\(dir)/\($0)" }
    }

    /// The CUPS default destination, from `lpstat -d` ("system default destination: NAME").
    static func defaultDestination() -> String? {
        guard let (status, text) = run(cupsTool("lpstat"), ["-d"]), status == 0,
              let line = text.split(separator: "\n").first(where: { $0.contains("default destination:") }),
              let name = line.split(separator: ":", maxSplits: 1).last?.trimmingCharacters(in: .whitespaces), !name.isEmpty
        else { return nil }
        return name
    }

    /// Where a job printed to a file goes.
    static var outputDirectory: URL {
        let fm = FileManager.default
        if let dir = ProcessInfo.processInfo.environment["UIKIT_PRINT_DIR"], !dir.isEmpty {
            return URL(fileURLWithPath: dir, isDirectory: true)
        }
        if let docs = fm.urls(for: .documentDirectory, in: .userDomainMask).first {
            var isDir: ObjCBool = false
            if fm.fileExists(atPath: docs.path, isDirectory: &isDir), isDir.boolValue { return docs }
        }
        return fm.temporaryDirectory
    }

    /// A file name for `jobName` in `directory` that no file has yet.
    static func fileURL(for jobName: String, in directory: URL) -> URL {
        let allowed = jobName.map { $0.isLetter || $0.isNumber || $0 == "-" || $0 == "_" || $0 == " " ? $0 : "_" }
        let base = String(allowed).trimmingCharacters(in: .whitespaces).isEmpty ? "Print" : String(allowed)
        var url = directory.appendingPathComponent(base + ".pdf")
        var n = 2
        while FileManager.default.fileExists(atPath: url.path) {
            url = directory.appendingPathComponent("\(base) \(n).pdf")
            n += 1
        }
        return url
    }

    /// Sends `pdf` to CUPS or writes it to a file, as described above.
    static func submit(_ pdf: Data, info: UIPrintInfo) throws -> Outcome {
        let toFile = ProcessInfo.processInfo.environment["UIKIT_PRINT_DIR"].map { !$0.isEmpty } ?? false
        if !toFile, let destination = info.printerID ?? defaultDestination() {
            let spool = FileManager.default.temporaryDirectory.appendingPathComponent("uikit-print-\(UUID().uuidString).pdf")
            try pdf.write(to: spool)
            defer { try? FileManager.default.removeItem(at: spool) }
            var args = ["-d", destination, "-t", info.jobName]
            if info.duplex != .none { args += ["-o", info.duplex == .longEdge ? "sides=two-sided-long-edge" : "sides=two-sided-short-edge"] }
            if info.outputType == .grayscale || info.outputType == .photoGrayscale { args += ["-o", "print-color-mode=monochrome"] }
            guard let (status, _) = run(cupsTool("lp"), args + [spool.path]), status == 0 else {
                throw NSError(domain: "UIPrintErrorDomain", code: 4, // UIPrintError.Code.jobFailed
                              userInfo: [NSLocalizedDescriptionKey: "lp did not accept the job for \(destination)."])
            }
            return .printer(destination)
        }
        let dir = outputDirectory
        try FileManager.default.createDirectory(at: dir, withIntermediateDirectories: true)
        let url = fileURL(for: info.jobName, in: dir)
        try pdf.write(to: url)
        return .file(url)
    }
}
