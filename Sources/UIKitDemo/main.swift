import Foundation
import UIKit
import DemoScenes

// The demo: renders the skeleton scene and the View Programming Guide's figures headless to out/ at
// scale 1 and 2, then, when a display is present, shows the skeleton in a real window until it is closed
// (UIKIT_DEMO_SECONDS limits the time).

@MainActor
func write(_ window: UIWindow, _ name: String, scale: CGFloat, to dir: URL) {
    let url = dir.appendingPathComponent("\(name)@\(Int(scale))x.png")
    guard let png = window.renderedPNGData(scale: scale) else {
        FileHandle.standardError.write(Data("could not render \(name) at scale \(scale)\n".utf8))
        exit(1)
    }
    do { try png.write(to: url) } catch {
        FileHandle.standardError.write(Data("could not write \(url.path): \(error)\n".utf8))
        exit(1)
    }
    print("wrote \(url.path)")
}

@MainActor
func runDemo() {
    let outDir = URL(fileURLWithPath: "out", isDirectory: true)
    try? FileManager.default.createDirectory(at: outDir, withIntermediateDirectories: true)
    for scale in [1.0, 2.0] {
        func screen(_ w: CGFloat, _ h: CGFloat) -> UIScreen { UIScreen(bounds: CGRect(x: 0, y: 0, width: w, height: h), scale: scale) }
        let scene = SkeletonScene(screen: screen(320, 240))
        UIApplication.shared.runOneTurn()
        write(scene.window, "skeleton", scale: scale, to: outDir)
        print("  draw(_:) ran \(scene.badge.drawCount)×")

        write(SeedFigures.frameAndBounds(screen: screen(320, 460)).window, "frame-bounds", scale: scale, to: outDir)

        // Auto Layout (issue 11): the same constraint-only page at two window sizes.
        for (w, h) in [(CGFloat(390), CGFloat(600)), (700, 460)] {
            let page = AutoLayoutScene(screen: screen(w, h), size: CGSize(width: w, height: h))
            UIApplication.shared.runOneTurn()
            write(page.window, "autolayout-\(Int(w))x\(Int(h))", scale: scale, to: outDir)
        }

        let modes = SeedFigures.contentModes(screen: screen(480, 300))
        UIApplication.shared.runOneTurn()
        let first = modes.views.map(\.drawCount).reduce(0, +)
        modes.resize()
        UIApplication.shared.runOneTurn()
        write(modes.window, "content-modes", scale: scale, to: outDir)
        let after = modes.views.map(\.drawCount).reduce(0, +)
        print("  content modes: \(modes.views.count) views drew \(first)× before the resize, \(after - first)× after it (only .redraw)")

        write(SeedFigures.rotations(screen: screen(400, 220)), "rotations", scale: scale, to: outDir)
        write(SeedFigures.clipping(screen: screen(400, 220)), "clips-to-bounds", scale: scale, to: outDir)
        write(SeedFigures.overlapping(screen: screen(320, 240)), "overlapping", scale: scale, to: outDir)
    }

    // Main-queue work is part of a run-loop turn when the app owns the main thread.
    var ranOnMainQueue = false
    DispatchQueue.main.async { ranOnMainQueue = true }
    UIApplication.shared.runOneTurn()
    print("main-queue work ran within one turn: \(ranOnMainQueue)")

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
