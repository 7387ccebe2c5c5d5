import Foundation
import Testing
import UIKit

/// The catalog app in a real X window (Xvfb), resized with xdotool: at a regular width its list and the
/// chosen page sit side by side in a split view, at a compact width the split collapses to the list's
/// navigation stack; each new size runs `viewWillTransition(to:with:)` and lays the root out once. The demo
/// reports its layout passes as `catalog:` lines (`UIKIT_DEMO_LOG=1`). Opt-in as the other end-to-end
/// suites (UIKIT_E2E=1 with Xvfb, xdotool and ImageMagick's `import`).
@MainActor @Suite(.serialized, .enabled(if: E2ESupport.available), .freshWorld)
struct EndToEndCatalogSplitTests {
    @discardableResult
    func run(_ tool: String, _ args: [String], display: String) -> String {
        E2ESupport.run(tool, args, display: display, seconds: 10)
    }

    /// The x positions in `row` of `image` (a screenshot, in pixels) whose pixel is the list's separator
    /// grey (white 0.8, 204).
    func separatorColumns(_ image: UIImage, row y: Int, xs: [Int]) -> [Int] {
        xs.filter { image.pixel($0, y).isClose(to: [204, 204, 204, 255], tolerance: 3) }
    }

    /// The rows of `image` where the list's separator runs from x = 60 to x = `to`.
    func separatorRows(_ image: UIImage, to: Int) -> [Int] {
        (0..<Int(image.size.height)).filter { y in
            separatorColumns(image, row: y, xs: [60, to / 2, to]).count == 3
        }
    }

    @Test("resized to a regular width, the catalog shows its list beside the page column; back at a compact width the split collapses; one layout of the root per size")
    func splitViewFollowsTheWidth() throws {
        let display = ":\(1000 + Int(getpid()) % 100)"
        let xvfb = try E2ESupport.startXvfb(display, size: "1280x1024x24")
        defer { kill(xvfb.processIdentifier, SIGKILL) }
        let dir = FileManager.default.temporaryDirectory.appendingPathComponent("uikit-e2e-catalog-\(getpid())")
        try FileManager.default.createDirectory(at: dir, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: dir) }

        let (demo, out) = try E2ESupport.launchDemo(["DISPLAY": display, "UIKIT_RUN_SECONDS": "8", "UIKIT_SCALE": "1",
                                                     "UIKIT_DEMO_LOG": "1"], in: dir)
        defer { if demo.isRunning { kill(demo.processIdentifier, SIGKILL) } }
        // The catalog's scene has no title, so its window has the process's name.
        let id = E2ESupport.window(named: "uikit-demo", display: display)
        try #require(!id.isEmpty, "no catalog window")
        func x(_ args: String...) { run("/usr/bin/xdotool", args, display: display) }
        // At the screen's corner, so the widest size stays on the screen (and in the screenshot).
        x("windowmove", "--sync", id, "0", "0")
        Thread.sleep(forTimeInterval: 0.8)
        let compactShot = dir.appendingPathComponent("compact.png")
        run("/usr/bin/import", ["-window", id, compactShot.path], display: display)

        x("windowsize", "--sync", id, "1000", "700")
        Thread.sleep(forTimeInterval: 0.8)
        let regularShot = dir.appendingPathComponent("regular.png")
        run("/usr/bin/import", ["-window", id, regularShot.path], display: display)

        x("windowsize", "--sync", id, "390", "844")
        Thread.sleep(forTimeInterval: 0.8)

        let deadline = Date().addingTimeInterval(30)
        while demo.isRunning, Date() < deadline { Thread.sleep(forTimeInterval: 0.1) }
        try #require(!demo.isRunning, "the demo did not quit")
        let log = String(decoding: out.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
            .split(separator: "\n").filter { $0.hasPrefix("catalog: ") }.map { String($0.dropFirst(9)) }

        // The size transitions, each reported once with the size class then in effect.
        #expect(log.filter { $0.hasPrefix("transition ") } == ["transition 1000x700 regular", "transition 390x844 compact"], "\(log)")
        // The split: two columns at the regular width (the primary 320 points wide by default), one at the
        // compact width.
        let splits = log.filter { $0.hasPrefix("split ") }
        #expect(splits.contains { $0.hasPrefix("split 1000x") && $0.hasSuffix(" columns 320+680") }, "\(splits)")
        #expect(splits.last?.hasSuffix(" collapsed") == true, "\(splits)")
        // One layout pass of the root per size once the app runs: after launch, each resize lays it out once.
        let layouts = log.filter { $0.hasPrefix("layout ") }
        let afterLaunch = Array(layouts.drop { $0 != "layout 1000x700" })
        #expect(afterLaunch == ["layout 1000x700", "layout 390x844"], "\(layouts)")

        // On screen: compact, the list's row separators run to the window's edge; regular, they stop at the
        // primary column's edge (x = 320) and the page column beside it has none.
        let compact = try #require(UIImage(contentsOfFile: compactShot.path))
        try #require(compact.size == CGSize(width: 390, height: 844))
        #expect(!separatorRows(compact, to: 389).isEmpty, "no full-width separator in the compact list")
        let regular = try #require(UIImage(contentsOfFile: regularShot.path))
        try #require(regular.size == CGSize(width: 1000, height: 700))
        let rows = separatorRows(regular, to: 318)
        #expect(!rows.isEmpty, "no separator in the primary column")
        for y in rows { #expect(separatorColumns(regular, row: y, xs: [330, 500, 990]).isEmpty, "row \(y) crosses into the page column") }
    }
}
