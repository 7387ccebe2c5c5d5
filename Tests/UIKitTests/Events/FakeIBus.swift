import Foundation
import Testing

/// An input method for a real window's test: a private D-Bus bus (dbus-daemon) with `scripts/fake-ibus.py`
/// on it as IBus, and the address file SDL's IBus client reads (`IBUS_ADDRESS` names the file, which
/// holds `IBUS_ADDRESS=<bus address>`). A program started with `environment` composes through it: SDL
/// sends it the keys, and its preedit and commits come back as SDL's text-editing and text-input events.
/// Started and stopped by the test; every wait is bounded.
final class FakeIBus {
    static var available: Bool {
        let fm = FileManager.default
        return fm.isExecutableFile(atPath: "/usr/bin/dbus-daemon") && fm.isExecutableFile(atPath: "/usr/bin/python3")
            && E2ESupport.run("/usr/bin/python3", ["-c", "import dbus, dbus.service, dbus.mainloop.glib; from gi.repository import GLib; print('ok')"],
                              display: "", seconds: 10).hasPrefix("ok")
    }

    private let bus = Process()
    private let ibus = Process()
    private let ibusOutput = Pipe()
    let addressFile: URL
    let address: String

    /// The environment that makes SDL find this input method (SDL's D-Bus support also wants a session
    /// and a system bus: both are the private bus).
    var environment: [String: String] {
        ["IBUS_ADDRESS": addressFile.path, "SDL_IM_MODULE": "ibus",
         "DBUS_SESSION_BUS_ADDRESS": address, "DBUS_SYSTEM_BUS_ADDRESS": address]
    }

    init(in directory: URL) throws {
        bus.executableURL = URL(fileURLWithPath: "/usr/bin/dbus-daemon")
        bus.arguments = ["--session", "--nofork", "--nopidfile", "--print-address=1"]
        let busOut = Pipe()
        bus.standardOutput = busOut
        bus.standardError = FileHandle.nullDevice
        try bus.run()
        address = Self.firstLine(of: busOut.fileHandleForReading)
        addressFile = directory.appendingPathComponent("ibus-address")
        guard !address.isEmpty else { stop(); throw CocoaError(.fileReadUnknown) }
        try "IBUS_ADDRESS=\(address)\n".write(to: addressFile, atomically: true, encoding: .utf8)
        ibus.executableURL = URL(fileURLWithPath: "/usr/bin/python3")
        ibus.arguments = [E2ESupport.root.appendingPathComponent("scripts/fake-ibus.py").path, address, "60"]
        ibus.standardOutput = ibusOutput
        ibus.standardError = FileHandle.nullDevice
        try ibus.run()
        guard Self.firstLine(of: ibusOutput.fileHandleForReading) == "ready" else { stop(); throw CocoaError(.fileReadUnknown) }
    }

    /// The first line a child prints (empty when it exits first).
    private static func firstLine(of handle: FileHandle) -> String {
        var bytes: [UInt8] = []
        while true {
            let d = handle.readData(ofLength: 1)
            guard let b = d.first, b != UInt8(ascii: "\n") else { break }
            bytes.append(b)
        }
        return String(decoding: bytes, as: UTF8.self)
    }

    /// Stops the input method and the bus; the lines the input method printed after "ready".
    @discardableResult
    func stop() -> [String] {
        for p in [ibus, bus] where p.isRunning {
            kill(p.processIdentifier, SIGKILL)
            let deadline = Date().addingTimeInterval(5)
            while p.isRunning, Date() < deadline { Thread.sleep(forTimeInterval: 0.01) }
        }
        guard !ibus.isRunning, ibus.processIdentifier != 0 else { return [] }
        return String(decoding: ibusOutput.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
            .split(separator: "\n").map(String.init)
    }
}
