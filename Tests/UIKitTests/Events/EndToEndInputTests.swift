import Foundation
import Testing
import UIKit

/// The demo in a real X window (Xvfb), driven with xdotool: click, drag, wheel, keys, the toggle. Opt-in
/// (UIKIT_E2E=1, with Xvfb, xdotool and ImageMagick's `import` installed: `UIKIT_WITH_X11_TOOLS=1
/// scripts/install-deps.sh`); `.ci/run` turns it on.
enum E2ESupport {
    static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    static var demo: URL { root.appendingPathComponent(".build/debug/uikit-demo") }
    static var available: Bool {
        let fm = FileManager.default
        return ProcessInfo.processInfo.environment["UIKIT_E2E"] == "1"
            && ["/usr/bin/Xvfb", "/usr/bin/xdotool", "/usr/bin/import", "/usr/bin/timeout"].allSatisfy { fm.isExecutableFile(atPath: $0) }
            && fm.isExecutableFile(atPath: demo.path)
    }

    /// Runs `tool` with DISPLAY set, bounded by `seconds` (and killed a few seconds after), so a missing
    /// window or a dead X server fails the test instead of hanging it; its standard output.
    @discardableResult
    static func run(_ tool: String, _ args: [String], display: String, seconds: Int) -> String {
        let p = Process()
        p.executableURL = URL(fileURLWithPath: "/usr/bin/timeout")
        p.arguments = ["\(seconds)", tool] + args
        p.environment = ["DISPLAY": display, "PATH": "/usr/bin:/bin"]
        let pipe = Pipe()
        p.standardOutput = pipe
        p.standardError = FileHandle.nullDevice
        guard (try? p.run()) != nil else { return "" }
        let deadline = Date().addingTimeInterval(Double(seconds + 5))
        while p.isRunning, Date() < deadline { Thread.sleep(forTimeInterval: 0.02) }
        if p.isRunning { kill(p.processIdentifier, SIGKILL); return "" }
        return String(decoding: pipe.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
    }

    /// The id of the first window titled `name` (waiting for it as `xdotool search --sync` does, bounded);
    /// empty when none appears. `onlyVisible` skips unmapped windows.
    static func window(named name: String, display: String, onlyVisible: Bool = false) -> String {
        run("/usr/bin/xdotool", ["search", "--sync"] + (onlyVisible ? ["--onlyvisible"] : []) + ["--name", name], display: display, seconds: 10)
            .split(separator: "\n").first.map(String.init) ?? ""
    }

    /// Starts Xvfb on `display` with a screen of `size` and waits (bounded) until it answers; the caller
    /// kills the returned process without waiting for it (waiting for a child on the main thread can
    /// block the test runner).
    /// Starts the demo in `directory` with `environment` (DISPLAY among it); its standard output comes
    /// through the returned pipe. The caller kills it if it is still running when the test ends.
    static func launchDemo(_ environment: [String: String], in directory: URL) throws -> (process: Process, output: Pipe) {
        let process = Process()
        process.executableURL = demo
        process.currentDirectoryURL = directory
        process.environment = environment
        let out = Pipe()
        process.standardOutput = out
        process.standardError = FileHandle.nullDevice
        try process.run()
        return (process, out)
    }

    /// `keepResources` keeps the server from resetting when its last client leaves, so X resources set
    /// with xrdb stay for the next program.
    static func startXvfb(_ display: String, size: String, keepResources: Bool = false) throws -> Process {
        let xvfb = Process()
        xvfb.executableURL = URL(fileURLWithPath: "/usr/bin/Xvfb")
        xvfb.arguments = [display, "-screen", "0", size] + (keepResources ? ["-noreset"] : [])
        xvfb.standardOutput = FileHandle.nullDevice
        xvfb.standardError = FileHandle.nullDevice
        try xvfb.run()
        var ready = false
        for _ in 0..<50 where !ready {
            ready = !run("/usr/bin/xdotool", ["getdisplaygeometry"], display: display, seconds: 10).isEmpty
            if !ready { Thread.sleep(forTimeInterval: 0.1) }
        }
        if !ready { kill(xvfb.processIdentifier, SIGKILL) }
        try #require(ready, "Xvfb did not start on \(display)")
        return xvfb
    }
}

@MainActor @Suite(.serialized, .enabled(if: E2ESupport.available), .freshWorld)
struct EndToEndInputTests {

    @discardableResult
    func run(_ tool: String, _ args: [String], display: String) -> String {
        E2ESupport.run(tool, args, display: display, seconds: 20)
    }

    @Test("the demo's window receives a click, a drag, the wheel, keys and a toggle tap, and shows the headless frame")
    func drivesTheDemo() throws {
        let display = ":\(200 + Int(getpid()) % 100)"
        let xvfb = try E2ESupport.startXvfb(display, size: "1024x768x24")
        defer { kill(xvfb.processIdentifier, SIGKILL) }

        let dir = FileManager.default.temporaryDirectory.appendingPathComponent("uikit-e2e-\(getpid())")
        try FileManager.default.createDirectory(at: dir, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: dir) }
        let (demo, out) = try E2ESupport.launchDemo(["DISPLAY": display, "UIKIT_DEMO_SECONDS": "10", "UIKIT_DEMO_PAGE": "interactive"], in: dir)
        defer { if demo.isRunning { kill(demo.processIdentifier, SIGKILL) } }

        let id = run("/usr/bin/xdotool", ["search", "--sync", "--name", "uikit-linux demo"], display: display)
            .split(separator: "\n").first.map(String.init) ?? ""
        try #require(!id.isEmpty)
        Thread.sleep(forTimeInterval: 0.5)
        func x(_ args: String...) { run("/usr/bin/xdotool", args, display: display) }
        x("mousemove", "--window", id, "90", "110"); x("click", "1")
        Thread.sleep(forTimeInterval: 0.4)
        x("mousemove", "--window", id, "90", "110"); x("mousedown", "1")
        for i in 1...10 { x("mousemove", "--window", id, "\(90 + i * 8)", "\(110 + i * 3)"); Thread.sleep(forTimeInterval: 0.02) }
        x("mouseup", "1")
        Thread.sleep(forTimeInterval: 0.4)
        x("mousemove", "--window", id, "380", "150"); x("click", "5"); x("click", "5")
        Thread.sleep(forTimeInterval: 0.4)
        x("key", "Down"); x("key", "Down")
        Thread.sleep(forTimeInterval: 0.3)
        x("mousemove", "--window", id, "70", "276"); x("click", "1")
        Thread.sleep(forTimeInterval: 0.8)
        let shot = dir.appendingPathComponent("shot.png")
        run("/usr/bin/import", ["-window", id, shot.path], display: display)
        let deadline = Date().addingTimeInterval(30)
        while demo.isRunning, Date() < deadline { Thread.sleep(forTimeInterval: 0.1) }
        try #require(!demo.isRunning, "the demo did not quit")
        let log = String(decoding: out.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        let received = log.split(separator: "\n").filter { $0.hasPrefix("received: ") }.map { String($0.dropFirst(10)) }
        #expect(received.first == "tap")
        for name in ["tap", "pan", "wheel", "key", "toggle"] { #expect(received.contains(name), "\(name) missing in \(received)") }
        #expect(received.filter { $0 == "key" }.count == 2)

        // The window on screen shows what the headless renderer draws for the same tree.
        let screen = try #require(UIImage(contentsOfFile: shot.path))
        let headless = try #require(UIImage(contentsOfFile: dir.appendingPathComponent("out/interactive-window.png").path))
        #expect(screen.size == headless.size)
        var differing = 0, total = 0
        for y in stride(from: 5, to: 315, by: 10) {
            for x in stride(from: 5, to: 475, by: 10) {
                let a = screen.pixel(x, y), b = headless.pixel(x, y)
                total += 1
                if zip(a.prefix(3), b.prefix(3)).contains(where: { abs(Int($0) - Int($1)) > 3 }) { differing += 1 }
            }
        }
        #expect(differing == 0, "\(differing) of \(total) sampled pixels differ")
    }
}
