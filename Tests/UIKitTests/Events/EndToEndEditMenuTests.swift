import Foundation
import Testing
import UIKit

/// The edit menu in a real X window (Xvfb), driven with xdotool and read with xclip: a long press in the
/// desktop page's text field shows the menu, Select All selects the typed text, a second long press shows
/// Cut and Copy, and Copy puts the text on the desktop clipboard. Opt-in, as the other desktop tests
/// (UIKIT_E2E=1 with Xvfb, xdotool, xclip and xrdb).
@MainActor @Suite(.serialized, .enabled(if: DesktopE2E.available), .freshWorld)
struct EndToEndEditMenuTests {
    @Test("long press, Select All, long press, Copy: the typed text reaches xclip")
    func copyFromTheEditMenu() throws {
        let display = ":\(1100 + Int(getpid()) % 100)"
        let xvfb = try E2ESupport.startXvfb(display, size: "1280x1024x24")
        defer { kill(xvfb.processIdentifier, SIGKILL) }
        let dir = FileManager.default.temporaryDirectory.appendingPathComponent("uikit-e2e-editmenu-\(getpid())")
        try FileManager.default.createDirectory(at: dir, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: dir) }
        let (demo, _) = try E2ESupport.launchDemo(["DISPLAY": display, "UIKIT_DEMO_SECONDS": "10", "UIKIT_DEMO_PAGE": "desktop",
                                                   "UIKIT_SCALE": "1"], in: dir)
        defer { if demo.isRunning { kill(demo.processIdentifier, SIGKILL) } }
        func x(_ args: String...) { E2ESupport.run("/usr/bin/xdotool", args, display: display, seconds: 10) }
        let id = E2ESupport.run("/usr/bin/xdotool", ["search", "--sync", "--name", "uikit-linux desktop"], display: display, seconds: 10)
            .split(separator: "\n").first.map(String.init) ?? ""
        try #require(!id.isEmpty, "no demo window")
        x("windowfocus", "--sync", id)
        Thread.sleep(forTimeInterval: 0.5)
        x("type", "--delay", "30", "hello")

        // The page's field spans y 24...58 of a 480-point-wide window; the bar has no room above the
        // press, so it sits below it (y 49...85), centred on the press.
        func longPress() {
            x("mousemove", "--window", id, "240", "41")
            x("mousedown", "1")
            Thread.sleep(forTimeInterval: 0.6)
            x("mouseup", "1")
            Thread.sleep(forTimeInterval: 0.3)
        }
        func click(_ px: Int, _ py: Int) {
            x("mousemove", "--window", id, String(px), String(py))
            x("click", "1")
            Thread.sleep(forTimeInterval: 0.3)
        }
        // A caret and an empty clipboard: the menu is Select All alone, centred on the press.
        longPress()
        click(240, 67)
        // All selected: Cut and Copy, Copy right of the centre.
        longPress()
        if let shot = ProcessInfo.processInfo.environment["UIKIT_E2E_EDITMENU_SHOT"] {
            E2ESupport.run("/usr/bin/import", ["-window", id, shot], display: display, seconds: 10)
        }
        click(262, 67)
        let copied = E2ESupport.run("/usr/bin/xclip", ["-o", "-selection", "clipboard"], display: display, seconds: 10)
        #expect(copied == "hello")
    }
}
