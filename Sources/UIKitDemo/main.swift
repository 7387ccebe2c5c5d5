import Foundation
import UIKit
import DemoScenes

// The demo: renders the skeleton scene headless to out/ at scale 1 and 2, then, when a display is
// present, shows it in a real window until the window is closed (UIKIT_DEMO_SECONDS limits the time).

@MainActor
func runDemo() {
    let outDir = URL(fileURLWithPath: "out", isDirectory: true)
    try? FileManager.default.createDirectory(at: outDir, withIntermediateDirectories: true)
    for scale in [1.0, 2.0] {
        let scene = SkeletonScene(screen: UIScreen(bounds: CGRect(x: 0, y: 0, width: 320, height: 240), scale: scale))
        UIApplication.shared.runOneTurn()
        let url = outDir.appendingPathComponent("skeleton@\(Int(scale))x.png")
        guard let png = scene.window.renderedPNGData(scale: scale) else {
            FileHandle.standardError.write(Data("could not render scale \(scale)\n".utf8))
            exit(1)
        }
        do { try png.write(to: url) } catch {
            FileHandle.standardError.write(Data("could not write \(url.path): \(error)\n".utf8))
            exit(1)
        }
        print("wrote \(url.path) (draw(_:) ran \(scene.badge.drawCount)×)")
    }

    guard SDLHost.displayAvailable, let host = SDLHost(title: "uikit-linux demo") else {
        print("no display: headless frames only")
        return
    }
    UIApplication.shared.host = host
    let scene = SkeletonScene(screen: UIScreen(bounds: CGRect(x: 0, y: 0, width: 320, height: 240), scale: 1))
    let seconds = ProcessInfo.processInfo.environment["UIKIT_DEMO_SECONDS"].flatMap(Double.init)
    let start = Date()
    print("showing the scene in a window; close it to quit")
    UIApplication.shared.run(while: { seconds.map { Date().timeIntervalSince(start) < $0 } ?? true })
    _ = scene
}

MainActor.assumeIsolated { runDemo() }
