import Foundation
import Testing
import UIKit

/// The demo's pointer, drops and printing page in a real X window (Xvfb), driven with xdotool: the X
/// cursor becomes the hand over the pointer-styled button and the I-beam over the text field, a file and
/// then a piece of text dragged from another X client (`scripts/xdnd-drag.py`, an XDND drag source in
/// python3-xlib) reach the drop target's `UIDropInteraction` delegate where they were dropped, and a click
/// on Print writes a PDF with the page's header, footer and the badge's printed drawing; with a real CUPS
/// (a private cupsd and a cups-pdf printer, as root) the same click prints through it. Opt-in as the
/// other end-to-end suites (UIKIT_E2E=1, Xvfb, xdotool, Poppler, python3-xlib; cups and
/// printer-driver-cups-pdf for the CUPS test, which is skipped with a message where it cannot run).
@MainActor @Suite(.serialized, .enabled(if: E2ESupport.available), .freshWorld)
struct EndToEndPointerDropPrintTests {
    @discardableResult
    func run(_ tool: String, _ args: [String], display: String) -> String {
        E2ESupport.run(tool, args, display: display, seconds: 10)
    }

    /// Drags `what` (`--uri URL` or `--text TEXT`) from another X client onto window `id` at (`x`, `y`);
    /// the drag source's protocol log.
    func drag(_ what: [String], onto id: String, x: Int, y: Int, display: String) -> [String] {
        let script = E2ESupport.root.appendingPathComponent("scripts/xdnd-drag.py").path
        return run("/usr/bin/python3", [script, id, "\(x)", "\(y)"] + what + ["--timeout", "8"], display: display)
            .split(separator: "\n").map(String.init)
    }

    @Test("hand over the button, I-beam over the field, a file and text dragged from another X client onto the target, a printed PDF")
    func pointerDropPrint() throws {
        let display = ":\(700 + Int(getpid()) % 100)"
        let xvfb = try E2ESupport.startXvfb(display, size: "1024x768x24")
        defer { kill(xvfb.processIdentifier, SIGKILL) }

        let dir = FileManager.default.temporaryDirectory.appendingPathComponent("uikit-e2e-pointer-\(getpid())")
        let printed = dir.appendingPathComponent("printed")
        try FileManager.default.createDirectory(at: printed, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: dir) }
        let file = dir.appendingPathComponent("dropped.txt")
        try "dropped from the desktop".write(to: file, atomically: true, encoding: .utf8)

        let (demo, out) = try E2ESupport.launchDemo(
            ["DISPLAY": display, "UIKIT_DEMO_SECONDS": "8", "UIKIT_DEMO_PAGE": "pointer", "UIKIT_SCALE": "1",
             "UIKIT_PRINT_DIR": printed.path], in: dir)
        defer { if demo.isRunning { kill(demo.processIdentifier, SIGKILL) } }
        let id = E2ESupport.window(named: "uikit-linux pointer", display: display)
        try #require(!id.isEmpty, "no window titled by the scene")
        func x(_ args: String...) { run("/usr/bin/xdotool", args, display: display) }
        Thread.sleep(forTimeInterval: 0.5)
        // On screen, the print badge's undrawn rounded corners show the page behind it, as in a headless
        // render (the badge, 100 × 30 at (110, 214), is not opaque).
        let shot = dir.appendingPathComponent("shot.png")
        run("/usr/bin/import", ["-window", id, shot.path], display: display)
        let screen = try #require(UIImage(contentsOfFile: shot.path), "no screenshot")
        for (cx, cy) in [(110, 214), (209, 214), (110, 243), (209, 243)] {
            #expect(screen.pixel(cx, cy).isClose(to: RGBA.white, tolerance: 2), "badge corner (\(cx), \(cy)): \(screen.pixel(cx, cy))")
        }
        #expect(!screen.pixel(160, 229).isClose(to: RGBA.white, tolerance: 40), "the badge's fill: \(screen.pixel(160, 229))")
        x("mousemove", "--window", id, "60", "34") // the pointer-styled button
        Thread.sleep(forTimeInterval: 0.4)
        x("mousemove", "--window", id, "200", "77") // the text field
        Thread.sleep(forTimeInterval: 0.4)
        x("mousemove", "--window", id, "240", "150") // the drop target (16, 104, 448 × 100)
        Thread.sleep(forTimeInterval: 0.4)
        let fileDrag = drag(["--uri", file.absoluteString], onto: id, x: 240, y: 150, display: display)
        #expect(fileDrag.contains("status: accepted") && fileDrag.last == "finished: accepted", "\(fileDrag)")
        #expect(fileDrag.contains("request: text/uri-list answered"), "\(fileDrag)")
        Thread.sleep(forTimeInterval: 0.3)
        let textDrag = drag(["--text", "hello from the desktop"], onto: id, x: 300, y: 170, display: display)
        #expect(textDrag.contains("status: accepted") && textDrag.last == "finished: accepted", "\(textDrag)")
        Thread.sleep(forTimeInterval: 0.3)
        x("mousemove", "--window", id, "50", "232") // Print
        Thread.sleep(forTimeInterval: 0.2)
        x("click", "1")

        let deadline = Date().addingTimeInterval(30)
        while demo.isRunning, Date() < deadline { Thread.sleep(forTimeInterval: 0.1) }
        try #require(!demo.isRunning, "the demo did not quit")
        let log = String(decoding: out.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self).split(separator: "\n").map(String.init)
        #expect(log.contains("pointer: entered button"), "\(log)")
        let cursors = log.filter { $0.hasPrefix("cursor: ") }
        #expect(cursors.starts(with: ["cursor: hand (os)", "cursor: iBeam (os)", "cursor: arrow (os)"]), "\(cursors)")
        // Each drop: the delegate is asked whether it can handle the session, for a proposal, then performs
        // the drop, each time at the point of the target under the pointer where the drag was released.
        let drops = log.filter { $0.hasPrefix("drop") }
        #expect(drops == ["drop canHandle at 224,46: true", "drop update at 224,46", "drop: 1 items, 1 files at 224,46",
                          "drop file: dropped.txt",
                          "drop canHandle at 284,66: true", "drop update at 284,66", "drop: 1 items, 0 files at 284,66",
                          "drop text: hello from the desktop"], "\(log)")
        let line = try #require(log.first { $0.hasPrefix("print: ") }, "\(log)")
        let pdf = URL(fileURLWithPath: String(line.dropFirst("print: ".count)))
        #expect(pdf.deletingLastPathComponent().standardizedFileURL.path == printed.standardizedFileURL.path)
        let pages = try Poppler.pages(pdf)
        #expect(pages.count == 1)
        #expect(pages.first?.contains("uikit-linux catalog") == true)
        #expect(pages.first?.contains("Page 1 of 1") == true)
        #expect(pages.first?.contains("PRINTED") == true)
    }

    @Test("with a real CUPS (a private cupsd with a cups-pdf printer), a click on Print sends the page to the default printer, and cups-pdf writes its PDF")
    func printsThroughCUPS() throws {
        if let reason = PrivateCUPS.unavailableReason { try Test.cancel("no real CUPS here: \(reason)") }
        let cups: PrivateCUPS
        do { cups = try PrivateCUPS() } catch { try Test.cancel("cupsd cannot run here: \(error)") }
        defer { cups.stop() }
        let output = PrivateCUPS.outputDirectory
        let outputExisted = FileManager.default.fileExists(atPath: output.path)

        let display = ":\(800 + Int(getpid()) % 100)"
        let xvfb = try E2ESupport.startXvfb(display, size: "1024x768x24")
        defer { kill(xvfb.processIdentifier, SIGKILL) }
        let dir = FileManager.default.temporaryDirectory.appendingPathComponent("uikit-e2e-cups-\(getpid())")
        try FileManager.default.createDirectory(at: dir, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: dir) }
        let started = Date()
        let (demo, out) = try E2ESupport.launchDemo(
            ["DISPLAY": display, "UIKIT_DEMO_SECONDS": "3", "UIKIT_DEMO_PAGE": "pointer", "UIKIT_SCALE": "1"]
                .merging(cups.environment) { a, _ in a }, in: dir)
        defer { if demo.isRunning { kill(demo.processIdentifier, SIGKILL) } }
        let id = E2ESupport.window(named: "uikit-linux pointer", display: display)
        try #require(!id.isEmpty, "no window titled by the scene")
        Thread.sleep(forTimeInterval: 0.5)
        run("/usr/bin/xdotool", ["mousemove", "--window", id, "50", "232"], display: display) // Print
        Thread.sleep(forTimeInterval: 0.2)
        run("/usr/bin/xdotool", ["click", "1"], display: display)
        let deadline = Date().addingTimeInterval(30)
        while demo.isRunning, Date() < deadline { Thread.sleep(forTimeInterval: 0.1) }
        try #require(!demo.isRunning, "the demo did not quit")
        let log = String(decoding: out.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self).split(separator: "\n").map(String.init)
        #expect(log.contains("print: the printer"), "\(log)")

        // cups-pdf turns the job into a PDF in its output folder; the job leaves the queue when it is written.
        let pdfs = PrivateCUPS.pdfs(in: output, since: started, waitingUpTo: 30)
        defer {
            for pdf in pdfs { try? FileManager.default.removeItem(at: pdf) }
            if !outputExisted { try? FileManager.default.removeItem(at: output) }
        }
        let queueDeadline = Date().addingTimeInterval(20)
        while Date() < queueDeadline, cups.run("/usr/bin/lpstat", ["-o", PrivateCUPS.printer])?.output.isEmpty == false {
            Thread.sleep(forTimeInterval: 0.2)
        }
        try #require(pdfs.count == 1, "cups-pdf wrote \(pdfs) in \(output.path); cupsd's log: \(cups.log)")
        let pages = try Poppler.pages(pdfs[0])
        #expect(pages.count == 1)
        #expect(pages.first?.contains("uikit-linux catalog") == true, "\(pages)")
        #expect(pages.first?.contains("Page 1 of 1") == true)
        #expect(pages.first?.contains("PRINTED") == true)
    }
}
