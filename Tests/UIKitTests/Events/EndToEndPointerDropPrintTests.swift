import Foundation
import Testing
import UIKit

/// The demo's pointer, drops and printing page in a real X window (Xvfb), driven with xdotool: the X
/// cursor becomes the hand over the pointer-styled button and the I-beam over the text field, a file
/// dropped where the pointer is (SDL's drop events, queued as X11's drop arrives) reaches the drop
/// target, and a click on Print writes a PDF with the page's header, footer and the badge's printed
/// drawing. Opt-in as the other end-to-end suites (UIKIT_E2E=1, Xvfb, xdotool, Poppler).
@MainActor @Suite(.serialized, .enabled(if: E2ESupport.available), .freshWorld)
struct EndToEndPointerDropPrintTests {
    @discardableResult
    func run(_ tool: String, _ args: [String], display: String) -> String {
        E2ESupport.run(tool, args, display: display, seconds: 10)
    }

    @Test("hand over the button, I-beam over the field, a file dropped on the target, a printed PDF")
    func pointerDropPrint() throws {
        let display = ":\(500 + Int(getpid()) % 100)"
        let xvfb = try E2ESupport.startXvfb(display, size: "1024x768x24")
        defer { kill(xvfb.processIdentifier, SIGKILL) }

        let dir = FileManager.default.temporaryDirectory.appendingPathComponent("uikit-e2e-pointer-\(getpid())")
        let printed = dir.appendingPathComponent("printed")
        try FileManager.default.createDirectory(at: printed, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: dir) }
        let file = dir.appendingPathComponent("dropped.txt")
        try "dropped from the desktop".write(to: file, atomically: true, encoding: .utf8)

        let (demo, out) = try E2ESupport.launchDemo(
            ["DISPLAY": display, "UIKIT_DEMO_SECONDS": "7", "UIKIT_DEMO_PAGE": "pointer", "UIKIT_SCALE": "1",
             "UIKIT_DEMO_DROP": file.path, "UIKIT_DEMO_DROP_AFTER": "3", "UIKIT_PRINT_DIR": printed.path], in: dir)
        defer { if demo.isRunning { kill(demo.processIdentifier, SIGKILL) } }
        let id = run("/usr/bin/xdotool", ["search", "--sync", "--name", "uikit-linux pointer"], display: display)
            .split(separator: "\n").first.map(String.init) ?? ""
        try #require(!id.isEmpty, "no window titled by the scene")
        func x(_ args: String...) { run("/usr/bin/xdotool", args, display: display) }
        Thread.sleep(forTimeInterval: 0.5)
        x("mousemove", "--window", id, "60", "34") // the pointer-styled button
        Thread.sleep(forTimeInterval: 0.4)
        x("mousemove", "--window", id, "200", "77") // the text field
        Thread.sleep(forTimeInterval: 0.4)
        x("mousemove", "--window", id, "240", "150") // the drop target, where the drop lands at 3 s
        Thread.sleep(forTimeInterval: 2.6)
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
        #expect(log.contains("drop: 1 items, 1 files"), "\(log)")
        #expect(log.contains("drop file: dropped.txt"), "\(log)")
        let line = try #require(log.first { $0.hasPrefix("print: ") }, "\(log)")
        let pdf = URL(fileURLWithPath: String(line.dropFirst("print: ".count)))
        #expect(pdf.deletingLastPathComponent().standardizedFileURL.path == printed.standardizedFileURL.path)
        let pages = try Poppler.pages(pdf)
        #expect(pages.count == 1)
        #expect(pages.first?.contains("uikit-linux catalog") == true)
        #expect(pages.first?.contains("Page 1 of 1") == true)
        #expect(pages.first?.contains("PRINTED") == true)
    }
}
