import Foundation
import Testing
import UIKit

/// The demo's windows page (an app of several window scenes) in a real X server (Xvfb), driven with
/// xdotool: a click opens a second window through a scene request, keys go to the window that has the
/// focus, closing the second window (the window manager's WM_DELETE_WINDOW, sent here by a small Xlib
/// client in python3) disconnects its scene, and closing the last one ends the app; each window keeps its
/// own first responder, and a scene destruction request closes a window as the window manager does. Opt-in
/// like the other end-to-end tests (UIKIT_E2E=1; `.ci/run`).
@MainActor @Suite(.serialized, .enabled(if: E2ESupport.available && FileManager.default.isExecutableFile(atPath: "/usr/bin/python3")), .freshWorld)
struct EndToEndWindowsTests {
    /// Sends WM_DELETE_WINDOW to the window named by argv[1], as a window manager's close button does.
    static let closeScript = """
    import ctypes, sys
    x = ctypes.cdll.LoadLibrary("libX11.so.6")
    x.XOpenDisplay.restype = ctypes.c_void_p
    x.XOpenDisplay.argtypes = [ctypes.c_char_p]
    x.XInternAtom.restype = ctypes.c_ulong
    x.XInternAtom.argtypes = [ctypes.c_void_p, ctypes.c_char_p, ctypes.c_int]
    x.XSendEvent.argtypes = [ctypes.c_void_p, ctypes.c_ulong, ctypes.c_int, ctypes.c_long, ctypes.c_void_p]
    x.XFlush.argtypes = [ctypes.c_void_p]
    x.XCloseDisplay.argtypes = [ctypes.c_void_p]
    class ClientMessage(ctypes.Structure):
        _fields_ = [("type", ctypes.c_int), ("serial", ctypes.c_ulong), ("send_event", ctypes.c_int),
                    ("display", ctypes.c_void_p), ("window", ctypes.c_ulong), ("message_type", ctypes.c_ulong),
                    ("format", ctypes.c_int), ("data", ctypes.c_long * 5)]
    class Event(ctypes.Union):
        _fields_ = [("xclient", ClientMessage), ("pad", ctypes.c_long * 24)]
    d = x.XOpenDisplay(None)
    if not d:
        sys.exit(1)
    e = Event()
    e.xclient.type = 33  # ClientMessage
    e.xclient.window = int(sys.argv[1])
    e.xclient.message_type = x.XInternAtom(d, b"WM_PROTOCOLS", 0)
    e.xclient.format = 32
    e.xclient.data[0] = x.XInternAtom(d, b"WM_DELETE_WINDOW", 0)
    x.XSendEvent(d, int(sys.argv[1]), 0, 0, ctypes.byref(e))
    x.XFlush(d)
    x.XCloseDisplay(d)
    """

    @discardableResult
    func run(_ tool: String, _ args: [String], display: String) -> String {
        E2ESupport.run(tool, args, display: display, seconds: 10)
    }

    @Test("two OS windows from a scene request: keys follow the focused window, closing one disconnects its scene and discards its session, closing the last ends the app")
    func severalWindows() throws {
        let display = ":\(500 + Int(getpid()) % 100)"
        let xvfb = try E2ESupport.startXvfb(display, size: "1024x768x24")
        defer { kill(xvfb.processIdentifier, SIGKILL) }
        let dir = FileManager.default.temporaryDirectory.appendingPathComponent("uikit-e2e-windows-\(getpid())")
        try FileManager.default.createDirectory(at: dir, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: dir) }
        let close = dir.appendingPathComponent("close.py")
        try Self.closeScript.write(to: close, atomically: true, encoding: .utf8)
        // The run's limit is far beyond the test's steps: the app must end because its last window closed.
        let (demo, out) = try E2ESupport.launchDemo(["DISPLAY": display, "UIKIT_RUN_SECONDS": "40", "UIKIT_DEMO_PAGE": "windows"], in: dir)
        defer { if demo.isRunning { kill(demo.processIdentifier, SIGKILL) } }
        func x(_ args: String...) { _ = run("/usr/bin/xdotool", args, display: display) }
        func window(_ n: Int) -> String { E2ESupport.window(named: "uikit-linux windows \(n)", display: display, onlyVisible: true) }

        let w1 = window(1)
        try #require(!w1.isEmpty, "no first window")
        Thread.sleep(forTimeInterval: 0.4)
        // The button "Open another window" (16, 64, 240 × 44 points; scale 1 in Xvfb).
        x("mousemove", "--window", w1, "100", "86"); x("click", "1")
        let w2 = window(2)
        try #require(!w2.isEmpty, "the scene request opened no window")
        Thread.sleep(forTimeInterval: 0.4)
        x("windowfocus", "--sync", w1); Thread.sleep(forTimeInterval: 0.3)
        x("type", "a")
        x("windowfocus", "--sync", w2); Thread.sleep(forTimeInterval: 0.3)
        x("type", "b")
        Thread.sleep(forTimeInterval: 0.3)
        run("/usr/bin/import", ["-window", "root", dir.appendingPathComponent("two-windows.png").path], display: display)

        run("/usr/bin/python3", [close.path, w2], display: display)
        Thread.sleep(forTimeInterval: 0.6)
        let visible = run("/usr/bin/xdotool", ["search", "--onlyvisible", "--name", "uikit-linux windows"], display: display)
            .split(separator: "\n").map(String.init)
        #expect(visible == [w1], "the closed window is gone, the other stays")
        let closedAt = Date()
        run("/usr/bin/python3", [close.path, w1], display: display)
        let deadline = Date().addingTimeInterval(15)
        while demo.isRunning, Date() < deadline { Thread.sleep(forTimeInterval: 0.05) }
        try #require(!demo.isRunning, "the app did not end with its last window")
        #expect(Date().timeIntervalSince(closedAt) < 10)

        let log = String(decoding: out.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
            .split(separator: "\n").filter { $0.hasPrefix("windows: ") }.map { String($0.dropFirst(9)) }
        #expect(log.contains("connect 1 [] scenes 1"), "\(log)")
        #expect(log.contains("connect 2 [\"org.uikit-linux.catalog.new-window\"] scenes 2"), "\(log)")
        #expect(log.contains("key 1: a") && log.contains("key 2: b"), "keys go to the focused window: \(log)")
        #expect(!log.contains("key 2: a") && !log.contains("key 1: b"), "\(log)")
        let tail = Array(log.drop { $0 != "disconnect 2 scenes 1" })
        #expect(tail == ["disconnect 2 scenes 1", "key window 1", "discarded 1, open 1", "disconnect 1 scenes 1", "terminate"], "\(log)")
    }

    @Test("two OS windows each keep their own first responder: a field edits in each, keys go to the focused window's field; \"Close this window\" (requestSceneSessionDestruction) closes one window, and on the last ends the app")
    func firstResponderPerWindowAndClosingByRequest() throws {
        let display = ":\(900 + Int(getpid()) % 100)"
        let xvfb = try E2ESupport.startXvfb(display, size: "1024x768x24")
        defer { kill(xvfb.processIdentifier, SIGKILL) }
        let dir = FileManager.default.temporaryDirectory.appendingPathComponent("uikit-e2e-windows-fr-\(getpid())")
        try FileManager.default.createDirectory(at: dir, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: dir) }
        let (demo, out) = try E2ESupport.launchDemo(["DISPLAY": display, "UIKIT_RUN_SECONDS": "40", "UIKIT_DEMO_PAGE": "windows"], in: dir)
        defer { if demo.isRunning { kill(demo.processIdentifier, SIGKILL) } }
        func x(_ args: String...) { _ = run("/usr/bin/xdotool", args, display: display) }
        func window(_ n: Int) -> String { E2ESupport.window(named: "uikit-linux windows \(n)", display: display, onlyVisible: true) }
        func settle() { Thread.sleep(forTimeInterval: 0.3) }

        let w1 = window(1)
        try #require(!w1.isEmpty, "no first window")
        settle()
        x("mousemove", "--window", w1, "100", "86"); x("click", "1") // "Open another window"
        let w2 = window(2)
        try #require(!w2.isEmpty, "the scene request opened no window")
        // Side by side (no window manager cascades them), so a click lands in the window it is aimed at.
        x("windowmove", "--sync", w1, "20", "20"); x("windowmove", "--sync", w2, "500", "20")
        settle()
        // The text field (16, 116, 240 × 34 points) of each window, typed into while its window has the focus.
        x("windowfocus", "--sync", w1); settle()
        x("mousemove", "--window", w1, "136", "133"); x("click", "1"); settle()
        x("type", "a"); settle()
        x("windowfocus", "--sync", w2); settle()
        x("mousemove", "--window", w2, "136", "133"); x("click", "1"); settle()
        x("type", "b"); settle()
        x("windowfocus", "--sync", w1); settle()
        x("type", "c"); settle()
        run("/usr/bin/import", ["-window", "root", dir.appendingPathComponent("fields.png").path], display: display)

        // "Close this window" (16, 160, 240 × 44 points) asks for the scene's destruction.
        x("windowfocus", "--sync", w2); settle()
        x("mousemove", "--window", w2, "136", "182"); x("click", "1")
        Thread.sleep(forTimeInterval: 0.6)
        let visible = run("/usr/bin/xdotool", ["search", "--onlyvisible", "--name", "uikit-linux windows"], display: display)
            .split(separator: "\n").map(String.init)
        #expect(visible == [w1], "the closed scene's window is gone, the other stays")
        x("windowfocus", "--sync", w1); settle()
        let closedAt = Date()
        x("mousemove", "--window", w1, "136", "182"); x("click", "1")
        let deadline = Date().addingTimeInterval(15)
        while demo.isRunning, Date() < deadline { Thread.sleep(forTimeInterval: 0.05) }
        try #require(!demo.isRunning, "the app did not end when its last scene was closed")
        #expect(Date().timeIntervalSince(closedAt) < 10)

        let log = String(decoding: out.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
            .split(separator: "\n").filter { $0.hasPrefix("windows: ") }.map { String($0.dropFirst(9)) }
        let editing = log.filter { $0.hasPrefix("editing ") || $0.hasPrefix("field ") }
        #expect(editing == ["editing 1 began", "field 1: a", "editing 2 began", "field 2: b", "field 1: ac"],
                "window 2's field becoming first responder leaves window 1's editing, and keys follow the focus: \(log)")
        let tail = Array(log.drop { $0 != "disconnect 2 scenes 1" })
        #expect(tail == ["disconnect 2 scenes 1", "key window 1", "discarded 1, open 1", "disconnect 1 scenes 1", "terminate"], "\(log)")
    }
}
