import Foundation
import Testing
import UIKit

/// An input method composing into the demo's text field in a real X window (Xvfb): keys typed with
/// xdotool go through SDL to an IBus input method (`scripts/fake-ibus.py` on a private bus, a small
/// pinyin-like composer), whose preedit becomes the field's marked text and whose commit is inserted once;
/// the input method's candidate window is placed at the caret. Opt-in like the other end-to-end suites
/// (UIKIT_E2E=1; dbus-daemon and python3 with dbus-python and GLib, which scripts/install-deps.sh installs).
@MainActor @Suite(.serialized, .enabled(if: E2ESupport.available && FakeIBus.available), .freshWorld)
struct EndToEndInputMethodTests {
    @discardableResult
    func run(_ tool: String, _ args: [String], display: String) -> String {
        E2ESupport.run(tool, args, display: display, seconds: 10)
    }

    @Test("typing n i space h a o Return through an IBus input method: the field shows each composition as marked text, each commit once (你好), and the candidate window follows the caret")
    func composesThroughIBus() throws {
        let display = ":\(100 + Int(getpid()) % 100)"
        let xvfb = try E2ESupport.startXvfb(display, size: "1024x768x24")
        defer { kill(xvfb.processIdentifier, SIGKILL) }
        let dir = FileManager.default.temporaryDirectory.appendingPathComponent("uikit-e2e-ime-\(getpid())")
        try FileManager.default.createDirectory(at: dir, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: dir) }
        let ime = try FakeIBus(in: dir)
        var imeLog: [String] = []
        defer { if imeLog.isEmpty { ime.stop() } }

        let (demo, out) = try E2ESupport.launchDemo(
            ["DISPLAY": display, "UIKIT_DEMO_SECONDS": "6", "UIKIT_DEMO_PAGE": "desktop", "UIKIT_SCALE": "1"]
                .merging(ime.environment) { a, _ in a }, in: dir)
        defer { if demo.isRunning { kill(demo.processIdentifier, SIGKILL) } }
        let id = E2ESupport.window(named: "uikit-linux desktop", display: display)
        try #require(!id.isEmpty, "no window titled by the scene")
        func x(_ args: String...) { run("/usr/bin/xdotool", args, display: display) }
        x("windowfocus", "--sync", id)
        Thread.sleep(forTimeInterval: 0.5)
        x("type", "--delay", "60", "ni"); x("key", "space")
        x("type", "--delay", "60", "hao")
        Thread.sleep(forTimeInterval: 0.3)
        run("/usr/bin/import", ["-window", id, dir.appendingPathComponent("composing.png").path], display: display)
        x("key", "Return")
        let geometry = run("/usr/bin/xdotool", ["getwindowgeometry", "--shell", id], display: display)
        let deadline = Date().addingTimeInterval(30)
        while demo.isRunning, Date() < deadline { Thread.sleep(forTimeInterval: 0.1) }
        try #require(!demo.isRunning, "the demo did not quit")
        imeLog = ime.stop()

        let texts = String(decoding: out.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
            .split(separator: "\n").filter { $0.hasPrefix("desktop: text: ") }.map { String($0.dropFirst(9)) }
        #expect(texts == ["text: n (marked n)", "text: ni (marked ni)", "text: 你",
                          "text: 你h (marked h)", "text: 你ha (marked ha)", "text: 你hao (marked hao)", "text: 你好"],
                "input method: \(imeLog)")
        #expect(imeLog.filter { $0.hasPrefix("commit ") } == ["commit 你", "commit 好"], "\(imeLog)")

        // The candidate window's place (SetCursorLocation, screen pixels) is the caret's: inside the field
        // (16, 24, 448 × 34 points at scale 1), moving right as the composition grows.
        let values = Dictionary(uniqueKeysWithValues: geometry.split(separator: "\n").compactMap { line -> (String, Int)? in
            let kv = line.split(separator: "=", maxSplits: 1)
            guard kv.count == 2, let v = Int(kv[1]) else { return nil }
            return (String(kv[0]), v)
        })
        let wx = try #require(values["X"]), wy = try #require(values["Y"])
        let field = CGRect(x: wx + 16, y: wy + 24, width: 448, height: 34)
        let carets = imeLog.filter { $0.hasPrefix("cursor ") }.compactMap { line -> CGPoint? in
            let n = line.split(separator: " ").dropFirst().compactMap { Int($0) }
            return n.count == 4 ? CGPoint(x: n[0], y: n[1]) : nil
        }
        try #require(!carets.isEmpty, "SDL never placed the candidate window: \(imeLog)")
        #expect(carets.allSatisfy { field.contains($0) }, "\(carets) in \(field)")
        #expect((carets.map(\.x).max() ?? 0) > (carets.map(\.x).min() ?? 0) + 10, "the candidate window follows the caret: \(carets)")
    }
}
