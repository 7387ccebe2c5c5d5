import Foundation
import UIKit
import CCairoBench
import CCairo

/// Animation frames: evaluating running animations at the frame's media time and compositing
/// the damage they cause, against C interpolating the same values and compositing the same region.
@MainActor
func animationBenchmarks() {
    let width = 1280, height = 800
    let tile = blueTile()
    let image = ccb_make_image(50, 50, 0xFF33_80E6)
    defer { cairo_surface_destroy(image) }
    CAMediaClock.useManualClock(startingAt: 0)
    defer { CAMediaClock.useSystemClock() }

    /// `n` layers of which those in `animatedIndices` animate position.x (+30, autoreversing, 1 s) and
    /// opacity (1 → 0.5) forever with ease-in-ease-out. With `countAllocations`, also the heap allocations
    /// (malloc calls, counted by the interposed allocator in CCairoBench) per steady frame.
    func run(n: Int, animatedIndices: [Int], label: String, unitMicro: Bool, countAllocations: Bool = false) {
        let (xs, ys) = positions(n)
        let root = CALayer()
        root.bounds = CGRect(x: 0, y: 0, width: width, height: height)
        var layers: [CALayer] = []
        for i in 0..<n {
            let l = CALayer()
            l.frame = CGRect(x: xs[i], y: ys[i], width: 50, height: 50)
            l.contents = tile
            root.addSublayer(l)
            layers.append(l)
        }
        let renderer = LayerTreeRenderer(pixelWidth: width, pixelHeight: height)!
        renderer.renderFrame(root: root)
        for i in animatedIndices {
            let move = CABasicAnimation(keyPath: "position.x")
            move.byValue = 30
            let fade = CABasicAnimation(keyPath: "opacity")
            fade.fromValue = 1; fade.toValue = 0.5
            for a in [move, fade] {
                a.duration = 1; a.autoreverses = true; a.repeatCount = .infinity
                a.timingFunction = CAMediaTimingFunction(name: .easeInEaseOut)
                layers[i].add(a, forKey: a === move ? "move" : "fade")
            }
        }
        func frame() {
            CAMediaClock.advance(by: 1.0 / 60)
            MediaClockScheduler.shared.fire(now: CACurrentMediaTime())
            renderer.renderFrame(root: root)
        }
        let swiftTime = measure { frame() }
        // Steady frames: the animations run and every cache is warm, so a frame should allocate nothing of
        // its own (reported after the C frames, whose count of Cairo's own allocations is the baseline).
        var allocationsPerFrame: Double?
        let countedFrames = 120
        if countAllocations {
            let before = ccb_malloc_calls()
            profiledSteadyFrames(countedFrames, frame)
            allocationsPerFrame = Double(ccb_malloc_calls() - before) / Double(countedFrames)
        }
        for l in layers { l.removeAllAnimations() }
        MediaClockScheduler.shared.fire(now: CACurrentMediaTime())

        var animated = [UInt8](repeating: 0, count: n)
        for i in animatedIndices { animated[i] = 1 }
        var prev = xs
        var t = 0.0
        let surface = cairo_image_surface_create(CAIRO_FORMAT_ARGB32, Int32(width), Int32(height))
        let cr = cairo_create(surface)
        let cTime = measure {
            t += 1.0 / 60
            xs.withUnsafeBufferPointer { x in ys.withUnsafeBufferPointer { y in prev.withUnsafeMutableBufferPointer { p in
                animated.withUnsafeBufferPointer { a in
                    ccb_animate_frame(cr, image, x.baseAddress, y.baseAddress, p.baseAddress, Int32(n), a.baseAddress,
                                      t, 1, 30)
                }
            } } }
        }
        if let allocationsPerFrame {
            let before = ccb_malloc_calls()
            for _ in 0..<countedFrames {
                t += 1.0 / 60
                xs.withUnsafeBufferPointer { x in ys.withUnsafeBufferPointer { y in prev.withUnsafeMutableBufferPointer { p in
                    animated.withUnsafeBufferPointer { a in
                        ccb_animate_frame(cr, image, x.baseAddress, y.baseAddress, p.baseAddress, Int32(n), a.baseAddress, t, 1, 30)
                    }
                } } }
            }
            let cPerFrame = Double(ccb_malloc_calls() - before) / Double(countedFrames)
            report(Figure(name: "allocations_per_steady_frame_\(animatedIndices.count)_animated_layers", value: allocationsPerFrame,
                          unit: "mallocs", baseline: cPerFrame))
        }
        cairo_destroy(cr); cairo_surface_destroy(surface)
        let scale = unitMicro ? 1e6 : 1e3
        report(Figure(name: label, value: swiftTime * scale, unit: unitMicro ? "µs" : "ms", baseline: cTime * scale))
    }

    run(n: 1_000, animatedIndices: Array(0..<1_000), label: "animate_1000_layers_position_opacity_frame_1280x800",
        unitMicro: false, countAllocations: true)
    if ProcessInfo.processInfo.environment["ANIMATION_STEADY_ONLY"] != nil { return }
    for n in [1_000, 10_000, 100_000] {
        run(n: n, animatedIndices: [n / 2], label: "animate_one_50x50_in_\(n)_layers_frame", unitMicro: true)
    }

    // RSS across a soak of 100 looping animations, sampled at the start and the end.
    do {
        let root = CALayer()
        root.bounds = CGRect(x: 0, y: 0, width: width, height: height)
        let (xs, ys) = positions(100)
        for i in 0..<100 {
            let l = CALayer()
            l.frame = CGRect(x: xs[i], y: ys[i], width: 50, height: 50)
            l.contents = tile
            root.addSublayer(l)
            let a = CABasicAnimation(keyPath: "position.y")
            a.byValue = 20; a.duration = 0.5; a.autoreverses = true; a.repeatCount = .infinity
            l.add(a, forKey: "bob")
        }
        let renderer = LayerTreeRenderer(pixelWidth: width, pixelHeight: height)!
        func frame() {
            CAMediaClock.advance(by: 1.0 / 60)
            MediaClockScheduler.shared.fire(now: CACurrentMediaTime())
            renderer.renderFrame(root: root)
        }
        for _ in 0..<1_000 { frame() }
        let before = residentKB()
        let frames = Int(ProcessInfo.processInfo.environment["SOAK_FRAMES"] ?? "") ?? 20_000
        let t0 = now()
        for _ in 0..<frames { frame() }
        let perFrame = (now() - t0) / Double(frames)
        let after = residentKB()
        report(Figure(name: "soak_100_looping_animations_\(frames)_frames_rss_growth", value: Double(after - before), unit: "KB"))
        report(Figure(name: "soak_100_looping_animations_frame", value: perFrame * 1e6, unit: "µs"))
        for l in root.sublayers ?? [] { l.removeAllAnimations() }
        MediaClockScheduler.shared.fire(now: CACurrentMediaTime())
    }
}

/// Runs `n` steady animation frames (`valgrind --tool=callgrind --collect-atstart=no
/// --toggle-collect='*profiledSteadyFrames*'` counts their instructions and the allocations' callers;
/// `ANIMATION_STEADY_ONLY=1` stops the animation figures after the 1,000-layer run).
@inline(never)
func profiledSteadyFrames(_ n: Int, _ frame: () -> Void) {
    for _ in 0..<n { frame() }
}

/// Resident set size in kilobytes, from /proc/self/statm.
func residentKB() -> Int {
    guard let s = try? String(contentsOfFile: "/proc/self/statm", encoding: .utf8) else { return 0 }
    let parts = s.split(separator: " ")
    guard parts.count > 1, let pages = Int(parts[1]) else { return 0 }
    return pages * Int(sysconf(Int32(_SC_PAGESIZE))) / 1024
}
