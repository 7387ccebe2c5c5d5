import Foundation
import UIKit
import DemoScenes

/// Scenes that run outside the catalog: `UIKIT_DEMO_PAGE=interactive` shows the input scene in a window
/// (the end-to-end input test drives it with xdotool and reads the `received:` lines), and
/// `UIKIT_DEMO_PAGE=animations` shows the animations live, `UIKIT_DEMO_PAGE=desktop` the desktop page
/// (DesktopPage.swift), `UIKIT_DEMO_PAGE=pointer` the pointer, drops and printing page
/// (PointerDropPrintPage.swift), `UIKIT_DEMO_PAGE=windows` an app of several windows
/// (WindowsPage.swift). Headless, the catalog run also writes their
/// frames (`interactive-*.png`, `animations-strip@1x.png`).
@MainActor
enum StandalonePages {
    /// Runs the page `name` asks for; false when there is no such page and the catalog should run.
    static func run(_ name: String?) -> Bool {
        let seconds = ProcessInfo.processInfo.environment["UIKIT_DEMO_SECONDS"].flatMap(Double.init)
        if name == "windows" { WindowsPage.run(); return true }
        guard name == "interactive" || name == "animations" || name == "desktop" || name == "pointer" else { return false }
        guard SDLHost.displayAvailable, let host = SDLHost(title: "uikit-linux demo") else {
            writeHeadlessFrames()
            return true
        }
        UIApplication.shared.host = host
        switch name {
        case "interactive": showInteractive(host: host, seconds: seconds)
        case "desktop": DesktopPage.show(host: host, seconds: seconds)
        case "pointer": PointerDropPrintPage.show(host: host, seconds: seconds)
        default: showAnimationsLive(seconds: seconds)
        }
        return true
    }

    static var outDir: URL {
        let dir = URL(fileURLWithPath: FileManager.default.currentDirectoryPath).appendingPathComponent("out")
        try? FileManager.default.createDirectory(at: dir, withIntermediateDirectories: true)
        return dir
    }

    /// Writes `window`'s current frame at `scale` as `name`.png into `dir` and prints the path, as the
    /// catalog's walk does.
    static func write(_ window: UIWindow, _ name: String, scale: CGFloat, to dir: URL) {
        let url = dir.appendingPathComponent("\(name).png")
        guard let png = window.renderedPNGData(scale: scale) else { return }
        do { try png.write(to: url); print("wrote \(url.path)") } catch { print("could not write \(url.path): \(error)") }
    }

    /// The headless frames of both scenes: the scripted input session and the animation strip.
    static func writeHeadlessFrames() {
        let dir = outDir
        let savedHost = UIApplication.shared.host
        let host = HeadlessHost()
        UIApplication.shared.host = host
        CAMediaClock.useManualClock(startingAt: 0)
        let scripted = InteractiveScene(screen: UIScreen(bounds: CGRect(x: 0, y: 0, width: 480, height: 320), scale: 1))
        scripted.playScript { name in write(scripted.window, "interactive-\(name)", scale: 1, to: dir) }
        print("scripted input received: \(scripted.log.joined(separator: " "))")
        scripted.window.isHidden = true
        CAMediaClock.useSystemClock()
        // Text: labels, fonts, attributes and controls at 1x and 2x.
        for scale in [CGFloat(1), 2] {
            let text = TextScene(screen: UIScreen(bounds: CGRect(x: 0, y: 0, width: 480, height: 620), scale: scale))
            UIApplication.shared.runOneTurn()
            write(text.window, "text@\(Int(scale))x", scale: scale, to: dir)
            text.window.isHidden = true
        }
        // Auto Layout: the same constraint-only page at two window sizes.
        for (w, h) in [(CGFloat(390), CGFloat(600)), (700, 460)] {
            let page = AutoLayoutScene(screen: UIScreen(bounds: CGRect(x: 0, y: 0, width: w, height: h), scale: 1),
                                       size: CGSize(width: w, height: h))
            UIApplication.shared.runOneTurn()
            write(page.window, "autolayout-\(Int(w))x\(Int(h))", scale: 1, to: dir)
            page.window.isHidden = true
        }
        UIApplication.shared.host = savedHost
        writeAnimationStrip(to: dir)
    }

    /// The interactive scene in the window until it closes (or `seconds` pass); prints what it received.
    static func showInteractive(host: SDLHost, seconds: Double?) {
        let scene = InteractiveScene(screen: UIScreen(bounds: CGRect(x: 0, y: 0, width: 480, height: 320), scale: 1))
        let start = Date()
        print("showing the interactive scene in a window (drag, tap or long-press the box, wheel over the stripes, arrow keys, the toggle); close it to quit")
        var logged = 0
        UIApplication.shared.run(while: {
            while logged < scene.log.count { print("received: \(scene.log[logged])"); logged += 1 }
            fflush(nil)
            return seconds.map { Date().timeIntervalSince(start) < $0 } ?? true
        })
        write(scene.window, "interactive-window", scale: scene.window.screen.scale, to: outDir)
        let latencies = host.inputToPresentLatencies
        if !latencies.isEmpty {
            let sorted = latencies.sorted()
            print(String(format: "input-to-present latency: median %.2f ms, max %.2f ms over %d inputs",
                         sorted[sorted.count / 2] * 1000, sorted.last! * 1000, sorted.count))
        }
    }
}
