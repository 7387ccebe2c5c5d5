import Foundation

/// A D-Bus bus of the test's own (`dbus-daemon --session`), for fake desktop services; the test stops it.
final class PrivateBus {
    /// The bus's address, for `DBUS_SESSION_BUS_ADDRESS` or a service's connection.
    let address: String
    private let process: Process

    init() throws {
        let p = Process()
        p.executableURL = URL(fileURLWithPath: "/usr/bin/dbus-daemon")
        p.arguments = ["--session", "--nofork", "--nopidfile", "--print-address=1"]
        let out = Pipe()
        p.standardOutput = out
        p.standardError = FileHandle.nullDevice
        try p.run()
        process = p
        address = ChildProcess.firstLine(of: out.fileHandleForReading)
        guard !address.isEmpty else { stop(); throw CocoaError(.fileReadUnknown) }
    }

    func stop() { ChildProcess.stop(process) }
}
