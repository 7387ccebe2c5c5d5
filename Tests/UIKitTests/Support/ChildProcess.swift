import Foundation

/// The helper programs tests start (a private bus, fake desktop services): reading the line a child prints
/// when it is ready, and stopping it, both bounded by the child's own end.
enum ChildProcess {
    /// The first line `handle` gives (empty when the child exits first).
    static func firstLine(of handle: FileHandle) -> String {
        var bytes: [UInt8] = []
        while true {
            let d = handle.readData(ofLength: 1)
            guard let b = d.first, b != UInt8(ascii: "\n") else { break }
            bytes.append(b)
        }
        return String(decoding: bytes, as: UTF8.self)
    }

    /// Kills `p` and waits, bounded, until it is gone (polling: waiting for a child on the main thread
    /// can block the test runner).
    static func stop(_ p: Process) {
        guard p.isRunning else { return }
        kill(p.processIdentifier, SIGKILL)
        let deadline = Date().addingTimeInterval(5)
        while p.isRunning, Date() < deadline { Thread.sleep(forTimeInterval: 0.01) }
    }
}
