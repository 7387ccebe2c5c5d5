import Foundation
import UIKit
import CCairoBench
import CCairo

/// `transform.scale` animation frames: 100 image layers of 50×50 in a 1280×800 surface, each scaling
/// about its centre (0.5 → 1.5, linear, autoreversing, repeating), one damage-tracked frame per 1/60 s on a
/// manual media clock. `transform.scale` scales z too, so the presented transform is not affine; a flat
/// layer still draws as its 2D part. The C baseline clears each layer's old and new rect and draws the
/// same images scaled through Cairo.
@MainActor
func scaleAnimationBenchmarks() {
    let width = 1280, height = 800, n = 100
    let tile = blueTile()
    let image = ccb_make_image(50, 50, 0xFF33_80E6)
    defer { cairo_surface_destroy(image) }
    CAMediaClock.useManualClock(startingAt: 0)
    defer { CAMediaClock.useSystemClock() }
    let (xs, ys) = positions(n)

    let root = tileTree(xs, ys, tile: tile, width: width, height: height)
    for l in root.sublayers ?? [] {
        let a = CABasicAnimation(keyPath: "transform.scale")
        a.fromValue = 0.5; a.toValue = 1.5
        a.duration = 1; a.autoreverses = true; a.repeatCount = .infinity
        a.timingFunction = CAMediaTimingFunction(name: .linear)
        l.add(a, forKey: "pulse")
    }
    let renderer = LayerTreeRenderer(pixelWidth: width, pixelHeight: height)!
    renderer.renderFrame(root: root)
    func frame() {
        CAMediaClock.advance(by: 1.0 / 60)
        MediaClockScheduler.shared.fire(now: CACurrentMediaTime())
        renderer.renderFrame(root: root)
    }
    let swiftTime = measure { frame() }
    // A fixed number of frames for instruction counts (`SCALE_PROFILE_FRAMES=120`, callgrind with
    // `--toggle-collect='*profiledScaleFrames*'`).
    if let frames = ProcessInfo.processInfo.environment["SCALE_PROFILE_FRAMES"].flatMap(Int.init) {
        profiledScaleFrames(frames, frame)
    }
    for l in root.sublayers ?? [] { l.removeAllAnimations() }
    MediaClockScheduler.shared.fire(now: CACurrentMediaTime())

    let surface = cairo_image_surface_create(CAIRO_FORMAT_ARGB32, Int32(width), Int32(height))
    let cr = cairo_create(surface)
    var t = 0.0, previous = 0.5
    let cTime = measure {
        t += 1.0 / 60
        let cycle = t.truncatingRemainder(dividingBy: 2)
        let scale = 0.5 + (cycle > 1 ? 2 - cycle : cycle)
        xs.withUnsafeBufferPointer { x in ys.withUnsafeBufferPointer { y in
            ccb_scale_frame(cr, image, x.baseAddress, y.baseAddress, Int32(n), scale, previous)
        } }
        previous = scale
    }
    cairo_destroy(cr); cairo_surface_destroy(surface)
    report(Figure(name: "animate_100_layers_transform_scale_frame_1280x800", value: swiftTime * 1e3, unit: "ms",
                  baseline: cTime * 1e3))
}

/// Runs `n` scale-animation frames for callgrind (`--toggle-collect='*profiledScaleFrames*'`).
@inline(never)
func profiledScaleFrames(_ n: Int, _ frame: () -> Void) {
    for _ in 0..<n { frame() }
}
