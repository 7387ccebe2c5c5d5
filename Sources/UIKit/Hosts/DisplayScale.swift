import Foundation

/// The scale (pixels per point) of the desktop's display, read the way desktop toolkits agree on it:
/// `UIKIT_SCALE` (this package's override), then `GDK_SCALE` (the integer scale GTK and many X11 desktops
/// set), then the X resource `Xft.dpi` (the font DPI a desktop's scaling setting writes; 96 is 1×), then the
/// display's own DPI as SDL reports it (used only from 1.5× up: X servers often report a physical DPI
/// that is not a scaling choice), else 1. Scales are rounded to quarter points and kept within 1…4.
enum DisplayScale {
    /// The scale from the sources above; each is nil where it is not set or not known.
    static func resolve(environment: [String: String], xftDPI: Double?, displayDPI: Double?) -> CGFloat {
        if let s = environment["UIKIT_SCALE"].flatMap(Double.init), s.isFinite, s > 0 { return CGFloat(s) }
        if let g = environment["GDK_SCALE"].flatMap(Int.init), g >= 1 { return clamp(Double(g)) }
        if let dpi = xftDPI, dpi.isFinite, dpi > 0 { return clamp(dpi / 96) }
        if let dpi = displayDPI, dpi.isFinite, dpi >= 144 { return clamp(dpi / 96) }
        return 1
    }

    /// `value` rounded to a quarter and kept within 1…4.
    static func clamp(_ value: Double) -> CGFloat {
        CGFloat(min(4, max(1, (value * 4).rounded() / 4)))
    }

    /// The `Xft.dpi` value in X resources as `xrdb -query` prints them (`Xft.dpi:\t144`), nil when absent.
    static func xftDPI(fromResources text: String) -> Double? {
        for line in text.split(separator: "\n") {
            let parts = line.split(separator: ":", maxSplits: 1)
            guard parts.count == 2, parts[0].trimmingCharacters(in: .whitespaces) == "Xft.dpi" else { continue }
            return Double(parts[1].trimmingCharacters(in: .whitespaces))
        }
        return nil
    }

    /// The X server's resources (`xrdb -query`), when an X display and xrdb are there; bounded to a second.
    static func queryXResources(display: String?) -> String? {
        guard let display, !display.isEmpty, FileManager.default.isExecutableFile(atPath: "/usr/bin/xrdb") else { return nil }
        let p = Process()
        p.executableURL = URL(fileURLWithPath: "/usr/bin/xrdb")
        p.arguments = ["-query"]
        p.environment = ["DISPLAY": display]
        let out = Pipe()
        p.standardOutput = out
        p.standardError = FileHandle.nullDevice
        guard (try? p.run()) != nil else { return nil }
        let deadline = Date().addingTimeInterval(1)
        while p.isRunning, Date() < deadline { Thread.sleep(forTimeInterval: 0.01) }
        if p.isRunning { p.terminate(); return nil }
        return String(decoding: out.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
    }
}
