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

    private let bus: PrivateBus
    private let ibus = Process()
    private let ibusOutput = Pipe()
    let addressFile: URL
    var address: String { bus.address }

    /// The environment that makes SDL find this input method (SDL's D-Bus support also wants a session
    /// and a system bus: both are the private bus).
    var environment: [String: String] {
        ["IBUS_ADDRESS": addressFile.path, "SDL_IM_MODULE": "ibus",
         "DBUS_SESSION_BUS_ADDRESS": address, "DBUS_SYSTEM_BUS_ADDRESS": address]
    }

    init(in directory: URL) throws {
        bus = try PrivateBus()
        addressFile = directory.appendingPathComponent("ibus-address")
        do { try "IBUS_ADDRESS=\(address)\n".write(to: addressFile, atomically: true, encoding: .utf8) } catch { bus.stop(); throw error }
        ibus.executableURL = URL(fileURLWithPath: "/usr/bin/python3")
        ibus.arguments = [E2ESupport.root.appendingPathComponent("scripts/fake-ibus.py").path, address, "60"]
        ibus.standardOutput = ibusOutput
        ibus.standardError = FileHandle.nullDevice
        try ibus.run()
        guard ChildProcess.firstLine(of: ibusOutput.fileHandleForReading) == "ready" else { stop(); throw CocoaError(.fileReadUnknown) }
    }

    /// Stops the input method and the bus; the lines the input method printed after "ready".
    @discardableResult
    func stop() -> [String] {
        ChildProcess.stop(ibus)
        bus.stop()
        guard !ibus.isRunning, ibus.processIdentifier != 0 else { return [] }
        return String(decoding: ibusOutput.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
            .split(separator: "\n").map(String.init)
    }
}
