import Foundation
import UIKit
import DemoScenes

/// The animations page headless: frames at fixed media times (every 0.15 s), stacked into one PNG.
@MainActor
func writeAnimationStrip(to dir: URL) {
    let savedHost = UIApplication.shared.host
    let host = HeadlessHost()
    UIApplication.shared.host = host
    CAMediaClock.useManualClock(startingAt: 0)
    defer { CAMediaClock.useSystemClock(); UIApplication.shared.host = savedHost }
    let size = CGSize(width: 480, height: 290)
    let scene = AnimationScene(screen: UIScreen(bounds: CGRect(origin: .zero, size: size), scale: 1))
    UIApplication.shared.runOneTurn()
    scene.start()
    var frames: [UIImage] = []
    let count = 8
    for i in 0..<count {
        if i > 0 { CAMediaClock.advance(by: 0.15) }
        scene.scrub(to: CGFloat(i) / CGFloat(count - 1))
        UIApplication.shared.runOneTurn()
        if let f = host.lastFrame(of: scene.window) { frames.append(f) }
    }
    let f = UIGraphicsImageRendererFormat()
    f.scale = 1
    let strip = UIGraphicsImageRenderer(size: CGSize(width: size.width, height: size.height * CGFloat(frames.count)), format: f).image { ctx in
        for (i, frame) in frames.enumerated() {
            frame.draw(in: CGRect(x: 0, y: CGFloat(i) * size.height, width: size.width, height: size.height))
            UIColor.gray.setFill()
            ctx.fill(CGRect(x: 0, y: CGFloat(i) * size.height, width: size.width, height: 1))
        }
    }
    let url = dir.appendingPathComponent("animations-strip@1x.png")
    do { try strip.pngData()?.write(to: url); print("wrote \(url.path)") } catch {
        FileHandle.standardError.write(Data("could not write \(url.path): \(error)\n".utf8))
    }
    for v in scene.window.subviews { v.layer.removeAllAnimations() }
    scene.pathDot.removeAllAnimations()
    scene.window.isHidden = true
    UIApplication.shared.runOneTurn()
}

/// The animations page live in the window, the property animator scrubbed back and forth.
@MainActor
func showAnimationsLive(seconds: Double?) {
    let scene = AnimationScene(screen: UIScreen(bounds: CGRect(x: 0, y: 0, width: 480, height: 290), scale: 1))
    UIApplication.shared.runOneTurn()
    scene.start()
    let start = Date()
    let link = CADisplayLink { link in
        let t = link.timestamp.truncatingRemainder(dividingBy: 4) / 2
        scene.scrub(to: CGFloat(t <= 1 ? t : 2 - t))
    }
    link.add(to: .main, forMode: .common)
    print("showing the animations page; close the window to quit")
    UIApplication.shared.run(while: { seconds.map { Date().timeIntervalSince(start) < $0 } ?? true })
    link.invalidate()
}
