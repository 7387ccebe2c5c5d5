import Foundation
import Testing

/// A CUPS scheduler of the test's own: `cupsd` in the foreground with its configuration, spool, logs and
/// socket in a temporary folder (no systemd, no change to the machine's CUPS), and one cups-pdf printer
/// (`lpadmin -p UIKitPDF -v cups-pdf:/ -m lsb/usr/cups-pdf/CUPS-PDF_opt.ppd`, rendering PostScript with
/// pdftocairo) as its default destination.
/// Programs reach it through `CUPS_SERVER` (the socket). cups-pdf writes each job as a PDF in its output
/// folder (`Out` in /etc/cups/cups-pdf.conf, `${HOME}/PDF` of the job's user). It needs root (the cups-pdf
/// backend runs only as root) and the packages `cups` and `printer-driver-cups-pdf`
/// (`UIKIT_WITH_X11_TOOLS=1 scripts/install-deps.sh`). Every wait is bounded.
final class PrivateCUPS {
    static let printer = "UIKitPDF"
    let directory: URL
    let socket: String
    private let cupsd: Process

    /// Why no private CUPS can run here, or nil when it may.
    static var unavailableReason: String? {
        let fm = FileManager.default
        if getuid() != 0 { return "CUPS with cups-pdf needs root (its backend runs as root)" }
        for tool in ["/usr/sbin/cupsd", "/usr/sbin/lpadmin", "/usr/bin/lp", "/usr/bin/lpstat", "/usr/lib/cups/backend/cups-pdf"]
        where !fm.isExecutableFile(atPath: tool) {
            return "\(tool) is missing: UIKIT_WITH_X11_TOOLS=1 scripts/install-deps.sh installs cups and printer-driver-cups-pdf"
        }
        return nil
    }

    /// The environment that sends `lp` and `lpstat` to this scheduler.
    var environment: [String: String] { ["CUPS_SERVER": socket] }

    /// Starts the scheduler and adds the printer; throws `Failure` (with cupsd's log) when either fails.
    init() throws {
        let fm = FileManager.default
        directory = fm.temporaryDirectory.appendingPathComponent("uikit-cups-\(getpid())")
        socket = directory.appendingPathComponent("cups.sock").path
        try? fm.removeItem(at: directory)
        for sub in ["etc/ppd", "spool", "cache", "state/certs", "log"] {
            try fm.createDirectory(at: directory.appendingPathComponent(sub), withIntermediateDirectories: true)
        }
        // The filters run as CUPS's unprivileged user: its temporary folder is writable by all, as CUPS's is.
        let tmp = directory.appendingPathComponent("tmp")
        try fm.createDirectory(at: tmp, withIntermediateDirectories: true)
        chmod(tmp.path, 0o1777)
        chmod(directory.path, 0o755)
        let d = directory.path
        try """
        ServerRoot \(d)/etc
        RequestRoot \(d)/spool
        TempDir \(d)/tmp
        CacheDir \(d)/cache
        StateDir \(d)/state
        ErrorLog \(d)/log/error_log
        AccessLog \(d)/log/access_log
        PageLog \(d)/log/page_log
        SystemGroup root
        FileDevice No

        """.write(to: directory.appendingPathComponent("etc/cups-files.conf"), atomically: true, encoding: .utf8)
        try """
        Listen \(socket)
        LogLevel info
        WebInterface No
        Browsing Off
        DefaultAuthType None
        <Location />
          Order allow,deny
          Allow all
        </Location>
        <Policy default>
          <Limit All>
            Order deny,allow
          </Limit>
        </Policy>

        """.write(to: directory.appendingPathComponent("etc/cupsd.conf"), atomically: true, encoding: .utf8)

        cupsd = Process()
        cupsd.executableURL = URL(fileURLWithPath: "/usr/sbin/cupsd")
        cupsd.arguments = ["-f", "-c", "\(d)/etc/cupsd.conf", "-s", "\(d)/etc/cups-files.conf"]
        cupsd.standardOutput = FileHandle.nullDevice
        cupsd.standardError = FileHandle.nullDevice
        try cupsd.run()
        var running = false
        for _ in 0..<50 where !running && cupsd.isRunning {
            running = run("/usr/bin/lpstat", ["-r"])?.output.contains("scheduler is running") == true
            if !running { Thread.sleep(forTimeInterval: 0.1) }
        }
        guard running else { stop(); throw Failure("cupsd did not start: \(log)") }
        // Pages reach cups-pdf as PostScript; made by pdftocairo (Debian's advice for this queue) their text
        // stays text, where Ghostscript's default conversion leaves pdftotext nothing to read.
        guard run("/usr/sbin/lpadmin", ["-p", Self.printer, "-v", "cups-pdf:/", "-E", "-m", "lsb/usr/cups-pdf/CUPS-PDF_opt.ppd",
                                        "-o", "pdftops-renderer-default=pdftocairo"])?.status == 0,
              run("/usr/sbin/lpadmin", ["-d", Self.printer])?.status == 0 else {
            stop(); throw Failure("lpadmin could not add the cups-pdf printer: \(log)")
        }
    }

    struct Failure: Error, CustomStringConvertible {
        let description: String
        init(_ description: String) { self.description = description }
    }

    /// The end of cupsd's error log.
    var log: String {
        let text = (try? String(contentsOf: directory.appendingPathComponent("log/error_log"), encoding: .utf8)) ?? ""
        return text.split(separator: "\n").suffix(8).joined(separator: "\n")
    }

    /// Stops the scheduler (SIGTERM, then SIGKILL after 5 s) and removes its folder.
    func stop() {
        if cupsd.isRunning {
            kill(cupsd.processIdentifier, SIGTERM)
            let deadline = Date().addingTimeInterval(5)
            while cupsd.isRunning, Date() < deadline { Thread.sleep(forTimeInterval: 0.05) }
            if cupsd.isRunning { kill(cupsd.processIdentifier, SIGKILL) }
        }
        try? FileManager.default.removeItem(at: directory)
    }

    /// Runs a CUPS tool against this scheduler for at most 10 s: its exit status and standard output.
    @discardableResult
    func run(_ tool: String, _ arguments: [String]) -> (status: Int32, output: String)? {
        let p = Process()
        p.executableURL = URL(fileURLWithPath: tool)
        p.arguments = arguments
        p.environment = environment.merging(["PATH": "/usr/bin:/bin:/usr/sbin"]) { a, _ in a }
        let out = Pipe()
        p.standardOutput = out
        p.standardError = FileHandle.nullDevice
        guard (try? p.run()) != nil else { return nil }
        let deadline = Date().addingTimeInterval(10)
        while p.isRunning, Date() < deadline { Thread.sleep(forTimeInterval: 0.02) }
        if p.isRunning { kill(p.processIdentifier, SIGKILL); return nil }
        return (p.terminationStatus, String(decoding: out.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self))
    }

    /// Where cups-pdf writes the jobs of this process's user: `Out` of /etc/cups/cups-pdf.conf with
    /// `${HOME}` the user's home folder (from the password database, as cups-pdf reads it).
    static var outputDirectory: URL {
        let home = getpwuid(getuid()).flatMap { $0.pointee.pw_dir.map { String(cString: $0) } } ?? NSHomeDirectory()
        let conf = (try? String(contentsOfFile: "/etc/cups/cups-pdf.conf", encoding: .utf8)) ?? ""
        let out = conf.split(separator: "\n").map { $0.trimmingCharacters(in: .whitespaces) }
            .last { $0.hasPrefix("Out ") }.map { String($0.dropFirst(4)).trimmingCharacters(in: .whitespaces) } ?? "${HOME}/PDF"
        return URL(fileURLWithPath: out.replacingOccurrences(of: "${HOME}", with: home), isDirectory: true)
    }

    /// The PDFs cups-pdf wrote in `folder` since `date`, waiting up to `seconds` for the first.
    static func pdfs(in folder: URL, since date: Date, waitingUpTo seconds: TimeInterval) -> [URL] {
        let deadline = Date().addingTimeInterval(seconds)
        while true {
            let files = ((try? FileManager.default.contentsOfDirectory(at: folder, includingPropertiesForKeys: [.contentModificationDateKey])) ?? [])
                .filter { $0.pathExtension == "pdf" }
                .filter { ((try? $0.resourceValues(forKeys: [.contentModificationDateKey]).contentModificationDate) ?? .distantPast) >= date.addingTimeInterval(-1) }
            if !files.isEmpty || Date() >= deadline { return files }
            Thread.sleep(forTimeInterval: 0.2)
        }
    }
}
