import Foundation
import Testing
import UIKit

enum DesktopE2E {
    static var available: Bool {
        let fm = FileManager.default
        return ProcessInfo.processInfo.environment["UIKIT_E2E"] == "1"
            && ["/usr/bin/Xvfb", "/usr/bin/xdotool", "/usr/bin/xclip", "/usr/bin/xrdb", "/usr/bin/timeout"].allSatisfy { fm.isExecutableFile(atPath: $0) }
            && fm.isExecutableFile(atPath: E2ESupport.demo.path)
    }
}

/// The demo's desktop page in a real X window (Xvfb), driven with xdotool and xclip: the scene's title is
/// the window's, text copied in the app reaches xclip and text given to xclip reaches the app's paste, and
/// resizing the window switches the size class and is held to the scene's minimum and maximum sizes. Opt-in
/// (UIKIT_E2E=1 with Xvfb, xdotool, xclip and xrdb: `UIKIT_WITH_X11_TOOLS=1 scripts/install-deps.sh`).
@MainActor @Suite(.serialized, .enabled(if: DesktopE2E.available), .freshWorld)
struct EndToEndDesktopTests {
    /// Runs `tool` bounded in time with DISPLAY set; its standard output.
    @discardableResult
    func run(_ tool: String, _ args: [String], display: String) -> String {
        E2ESupport.run(tool, args, display: display, seconds: 10)
    }

    @Test("the desktop page: launched dark by UIKIT_APPEARANCE, the scene's title names the window, the clipboard crosses both ways, a resize switches the size class within the minimum and maximum sizes")
    func desktopPage() throws {
        let display = ":\(300 + Int(getpid()) % 100)"
        let xvfb = try E2ESupport.startXvfb(display, size: "1280x1024x24")
        defer { kill(xvfb.processIdentifier, SIGKILL) }

        let dir = FileManager.default.temporaryDirectory.appendingPathComponent("uikit-e2e-desktop-\(getpid())")
        try FileManager.default.createDirectory(at: dir, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: dir) }
        let (demo, out) = try E2ESupport.launchDemo(["DISPLAY": display, "UIKIT_DEMO_SECONDS": "10", "UIKIT_DEMO_PAGE": "desktop",
                                                     "UIKIT_APPEARANCE": "dark"], in: dir)
        defer { if demo.isRunning { kill(demo.processIdentifier, SIGKILL) } }

        // The window is found by the scene's title (the host's own title is "uikit-linux demo").
        let id = run("/usr/bin/xdotool", ["search", "--sync", "--name", "uikit-linux desktop"], display: display)
            .split(separator: "\n").first.map(String.init) ?? ""
        try #require(!id.isEmpty, "no window titled by the scene")
        func x(_ args: String...) { run("/usr/bin/xdotool", args, display: display) }
        x("windowfocus", "--sync", id)
        Thread.sleep(forTimeInterval: 0.5)

        // Copy in the app, read with xclip.
        x("type", "--delay", "30", "hello")
        x("key", "ctrl+a"); x("key", "ctrl+c")
        Thread.sleep(forTimeInterval: 0.3)
        let copied = run("/usr/bin/xclip", ["-o", "-selection", "clipboard"], display: display)
        #expect(copied == "hello")

        // Copy with xclip while the app is in the background, paste in the app after it is back.
        x("windowunmap", "--sync", id)
        // xclip keeps serving the selection (in the background) until another program takes it; it is not
        // waited for, and it goes with the X server.
        let xclip = Process()
        xclip.executableURL = URL(fileURLWithPath: "/usr/bin/xclip")
        xclip.arguments = ["-i", "-selection", "clipboard"]
        xclip.environment = ["DISPLAY": display, "PATH": "/usr/bin:/bin"]
        let input = Pipe()
        xclip.standardInput = input
        xclip.standardOutput = FileHandle.nullDevice
        xclip.standardError = FileHandle.nullDevice
        try xclip.run()
        defer { if xclip.isRunning { kill(xclip.processIdentifier, SIGKILL) } }
        input.fileHandleForWriting.write(Data("world".utf8))
        try input.fileHandleForWriting.close()
        Thread.sleep(forTimeInterval: 0.5)
        x("windowmap", "--sync", id)
        x("windowfocus", "--sync", id)
        Thread.sleep(forTimeInterval: 0.4)
        x("key", "ctrl+a"); x("key", "ctrl+v")
        Thread.sleep(forTimeInterval: 0.3)

        // Resize: wide enough for the regular size class, then beyond the scene's maximum size (1000 × 700),
        // then below its minimum size (320 × 240).
        x("windowsize", "--sync", id, "800", "600")
        Thread.sleep(forTimeInterval: 0.5)
        x("windowsize", id, "1200", "1000")
        Thread.sleep(forTimeInterval: 0.5)
        x("windowsize", id, "200", "150")
        Thread.sleep(forTimeInterval: 0.5)

        let deadline = Date().addingTimeInterval(30)
        while demo.isRunning, Date() < deadline { Thread.sleep(forTimeInterval: 0.1) }
        try #require(!demo.isRunning, "the demo did not quit")
        let log = String(decoding: out.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
            .split(separator: "\n").filter { $0.hasPrefix("desktop: ") }.map { String($0.dropFirst(9)) }
        #expect(log.first == "style: dark", "UIKIT_APPEARANCE=dark sets the style at launch: \(log)")
        #expect(log.contains("text: hello"), "\(log)")
        #expect(log.contains("pasteboard: hello"), "\(log)")
        #expect(log.contains("pasteboard: world"), "\(log)")
        #expect(log.last { $0.hasPrefix("text: ") } == "text: world", "\(log)")
        #expect(log.contains("transition: 800x600 regular"), "\(log)")
        #expect(log.contains("transition: 1000x700 regular"), "held to the maximum size: \(log)")
        #expect(!log.contains { $0.hasPrefix("transition: 1200x") }, "\(log)")
        #expect(log.last { $0.hasPrefix("transition: ") } == "transition: 320x240 compact", "\(log)")
    }

    @Test("the desktop's dark preference (the settings portal on a session bus) makes the app dark at launch, and the desktop switching to light switches the running app",
          .enabled(if: FakeSettingsPortal.available))
    func followsTheDesktopAppearance() throws {
        let display = ":\(600 + Int(getpid()) % 100)"
        let xvfb = try E2ESupport.startXvfb(display, size: "1024x768x24")
        defer { kill(xvfb.processIdentifier, SIGKILL) }
        let portal = try FakeSettingsPortal(value: 1)
        defer { portal.stop() }
        let (demo, out) = try E2ESupport.launchDemo(["DISPLAY": display, "UIKIT_DEMO_SECONDS": "4", "UIKIT_DEMO_PAGE": "desktop",
                                                     "DBUS_SESSION_BUS_ADDRESS": portal.address],
                                                    in: FileManager.default.temporaryDirectory)
        defer { if demo.isRunning { kill(demo.processIdentifier, SIGKILL) } }
        let id = run("/usr/bin/xdotool", ["search", "--sync", "--name", "uikit-linux desktop"], display: display)
        try #require(!id.isEmpty, "no desktop window")
        Thread.sleep(forTimeInterval: 0.5)
        portal.set(2)
        let deadline = Date().addingTimeInterval(30)
        while demo.isRunning, Date() < deadline { Thread.sleep(forTimeInterval: 0.1) }
        try #require(!demo.isRunning, "the demo did not quit")
        let log = String(decoding: out.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
            .split(separator: "\n").filter { $0.hasPrefix("desktop: style") }.map { String($0.dropFirst(9)) }
        #expect(log == ["style: dark", "style: light"])
    }

    /// Launches the desktop page with `environment` for a few seconds: its log and its window's size in pixels.
    func launchDesktop(_ environment: [String: String], display: String) throws -> (log: [String], geometry: String) {
        let (demo, out) = try E2ESupport.launchDemo(
            ["DISPLAY": display, "UIKIT_DEMO_SECONDS": "3", "UIKIT_DEMO_PAGE": "desktop"].merging(environment) { $1 },
            in: FileManager.default.temporaryDirectory)
        defer { if demo.isRunning { kill(demo.processIdentifier, SIGKILL) } }
        let id = run("/usr/bin/xdotool", ["search", "--sync", "--name", "uikit-linux desktop"], display: display)
            .split(separator: "\n").first.map(String.init) ?? ""
        try #require(!id.isEmpty, "no desktop window")
        Thread.sleep(forTimeInterval: 0.5)
        let geometry = run("/usr/bin/xdotool", ["getwindowgeometry", id], display: display)
            .split(separator: "\n").first { $0.contains("Geometry:") }
            .map { String($0.split(separator: ":").last ?? "").trimmingCharacters(in: .whitespaces) } ?? ""
        let deadline = Date().addingTimeInterval(30)
        while demo.isRunning, Date() < deadline { Thread.sleep(forTimeInterval: 0.1) }
        try #require(!demo.isRunning, "the demo did not quit")
        let log = String(decoding: out.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
            .split(separator: "\n").filter { $0.hasPrefix("desktop: ") }.map { String($0.dropFirst(9)) }
        return (log, geometry)
    }

    @Test("the desktop's scale: GDK_SCALE=2 gives UIScreen scale 2 and a 480 × 320-point window of 960 × 640 pixels; UIKIT_SCALE overrides it; Xft.dpi 144 gives 1.5")
    func desktopScale() throws {
        let display = ":\(400 + Int(getpid()) % 100)"
        let xvfb = try E2ESupport.startXvfb(display, size: "1280x1024x24", keepResources: true)
        defer { kill(xvfb.processIdentifier, SIGKILL) }
        let doubled = try launchDesktop(["GDK_SCALE": "2"], display: display)
        #expect(doubled.log.contains("scale: 2.0"), "\(doubled.log)")
        #expect(doubled.geometry == "960x640")
        let overridden = try launchDesktop(["GDK_SCALE": "2", "UIKIT_SCALE": "1"], display: display)
        #expect(overridden.log.contains("scale: 1.0"), "\(overridden.log)")
        #expect(overridden.geometry == "480x320")
        // Xft.dpi, the font DPI a desktop's scaling setting writes into the X resources: 144 is 1.5×.
        let resources = FileManager.default.temporaryDirectory.appendingPathComponent("uikit-e2e-xrdb-\(getpid())")
        try "Xft.dpi: 144\n".write(to: resources, atomically: true, encoding: .utf8)
        defer { try? FileManager.default.removeItem(at: resources) }
        run("/usr/bin/xrdb", ["-nocpp", "-merge", resources.path], display: display)
        let fromXft = try launchDesktop([:], display: display)
        #expect(fromXft.log.contains("scale: 1.5"), "\(fromXft.log)")
        #expect(fromXft.geometry == "720x480")
    }
}
