import Foundation
import UIKit
import CCairoBench
import CCairo
import Glibc

/// UIView layout, hit testing, damage and memory (the UIView issue).
@MainActor
func viewBenchmarks() {
    // Memory first: the big trees the other benchmarks free would otherwise be reused by malloc and hide
    // part of the growth.
    memoryBenchmark()
    layoutBenchmark()
    hitTestBenchmark()
    backgroundChangeBenchmark()
}

/// Only the autoresizing and hit-testing figures (`--hot`, for profiling them).
@MainActor
func hotLoopBenchmarks() {
    layoutBenchmark()
    hitTestBenchmark()
}

/// Autoresizing 10,000 subviews (all six flexible parts) when their superview's size changes, then the
/// layout pass; C baseline: the same arithmetic over an array of rect structs.
@MainActor
private func layoutBenchmark() {
    let n = 10_000
    let (xs, ys) = positions(n)
    let root = UIView(frame: CGRect(x: 0, y: 0, width: 1280, height: 800))
    for i in 0..<n {
        let v = UIView(frame: CGRect(x: xs[i], y: ys[i], width: 50, height: 50))
        v.autoresizingMask = [.flexibleLeftMargin, .flexibleWidth, .flexibleRightMargin,
                              .flexibleTopMargin, .flexibleHeight, .flexibleBottomMargin]
        root.addSubview(v)
    }
    root.layoutIfNeeded()
    var big = false
    let swiftTime = measure {
        big.toggle()
        root.frame.size = big ? CGSize(width: 1440, height: 900) : CGSize(width: 1280, height: 800)
        root.layoutIfNeeded()
    }
    var rects = (0..<n).map { ccb_rect(x: xs[$0], y: ys[$0], w: 50, h: 50) }
    var cbig = false
    let cTime = measure {
        cbig.toggle()
        rects.withUnsafeMutableBufferPointer { p in
            if cbig { ccb_autoresize(p.baseAddress, Int32(n), 1280, 800, 1440, 900) }
            else { ccb_autoresize(p.baseAddress, Int32(n), 1440, 900, 1280, 800) }
        }
    }
    report(Figure(name: "autoresize_layout_10000_views", value: swiftTime * 1000, unit: "ms", baseline: cTime * 1000))
    // These views never enter a window, so their layers would stay in the transaction's display queue,
    // which every later commit and frame rescans (see BENCHMARKS.md): render the tree once to drain them.
    _ = root.renderedImage(scale: 1)
}

/// `hitTest` in a tree of 100 rows × 100 cells (10,101 views), at 1,000 deterministic points; C baseline:
/// the same two-level front-to-back scan over rect arrays.
@MainActor
private func hitTestBenchmark() {
    let rows = 100, cols = 100
    let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 1000, height: 1000))
    window.isHidden = false
    var crows: [ccb_rect] = [], ccells: [ccb_rect] = []
    for r in 0..<rows {
        let row = UIView(frame: CGRect(x: 0, y: CGFloat(r) * 10, width: 1000, height: 10))
        crows.append(ccb_rect(x: 0, y: Double(r) * 10, w: 1000, h: 10))
        for c in 0..<cols {
            row.addSubview(UIView(frame: CGRect(x: CGFloat(c) * 10, y: 0, width: 10, height: 10)))
            ccells.append(ccb_rect(x: Double(c) * 10, y: 0, w: 10, h: 10))
        }
        window.addSubview(row)
    }
    // Commit the tree, as the run-loop turn before any touch would (an uncommitted tree would stay in the
    // transaction's display queue after the window is released; see BENCHMARKS.md).
    CATransaction.flush()
    let (xs, ys) = positions(1000)
    let points = (0..<1000).map { CGPoint(x: xs[$0] * 1000 / 1280, y: ys[$0] * 1000 / 800) }
    var hits = 0
    let swiftTime = measure { for p in points where window.hitTest(p, with: nil) != nil { hits += 1 } }
    var chits = 0
    let cTime = measure {
        for p in points where ccb_hit_test(crows, ccells, Int32(rows), Int32(cols), p.x, p.y) >= 0 { chits += 1 }
    }
    report(Figure(name: "hitTest_10101_view_tree_per_point", value: swiftTime / 1000 * 1e6, unit: "µs", baseline: cTime / 1000 * 1e6))
    window.isHidden = true
}

/// The cost of the frame after one of N 50×50 views changes its background colour (layout, display and
/// the host's present of the window, which recomposites only the damaged area), for N = 1,000, 10,000 and
/// 100,000; C baseline: repainting just the damaged 50×50 area.
///
/// Two layouts: "scattered" puts all N views at random inside the 1280×800 window, so the number of views
/// under the damaged 50×50 area grows with N (about N/90 of them meet it); "in a tall container" spreads
/// the N views over a container N/1,000 windows tall (1,000 views per window-sized area, as in a long
/// scrolled list), so the work under the damage stays the same while the tree grows.
@MainActor
func backgroundChangeBenchmark() {
    let saved = UIScreen.main
    UIScreen.main = UIScreen(bounds: CGRect(x: 0, y: 0, width: 1280, height: 800), scale: 1)
    defer { UIScreen.main = saved }
    let surface = cairo_image_surface_create(CAIRO_FORMAT_ARGB32, 1280, 800)
    let cr = cairo_create(surface)
    defer { cairo_destroy(cr); cairo_surface_destroy(surface) }
    let host = UIApplication.shared.host as? HeadlessHost
    for tall in [false, true] {
        for n in [1_000, 10_000, 100_000] {
            let (xs, ys0) = positions(n)
            let stretch = tall ? Double(n) / 1_000 : 1
            let ys = ys0.map { ($0 * stretch).rounded() }
            let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 1280, height: 800))
            window.backgroundColor = UIColor(white: 0.94, alpha: 1)
            let container = UIView(frame: CGRect(x: 0, y: 0, width: 1280, height: 800 * stretch))
            window.addSubview(container)
            for i in 0..<n {
                let v = UIView(frame: CGRect(x: xs[i], y: ys[i], width: 50, height: 50))
                v.backgroundColor = UIColor(red: 0.2, green: 0.5, blue: 0.9, alpha: 1)
                container.addSubview(v)
            }
            window.makeKeyAndVisible()
            UIApplication.shared.runOneTurn()
            // The view changed: the middle one, or (tall) the first from the middle that lies on screen.
            let index = (n / 2..<n).first { ys[$0] + 50 <= 800 } ?? 0
            let target = container.subviews[index]
            var flip = false
            let swiftTime = measure {
                flip.toggle()
                target.backgroundColor = flip ? .red : UIColor(red: 0.2, green: 0.5, blue: 0.9, alpha: 1)
                UIApplication.shared.runOneTurn()
            }
            let cTime = measure { ccb_fill_damage(cr, xs[index], ys[index], 50, 50, 1, 0, 0) }
            let name = "frame_after_one_bg_change_of_\(n)_views" + (tall ? "_in_tall_container" : "_scattered")
            report(Figure(name: name, value: swiftTime * 1000, unit: "ms", baseline: cTime * 1000))
            if let host, !json {
                let d = host.lastDamage(of: window)
                print("  damage \(Int(d.width))×\(Int(d.height)) px, \(host.lastCompositedLayerCount(of: window)) layers composited")
            }
            window.isHidden = true
        }
    }
}

/// Memory per plain `UIView` (with its `CALayer`) over 100,000 views kept in a superview in a window (so the
/// figure includes the superview's subview and sublayer arrays), committed every 1,000 views as run-loop
/// turns would. Two measures: the growth of the heap in use (glibc's mallinfo2, exact whatever earlier
/// benchmarks freed) and the growth of the resident set (which undercounts when malloc reuses pages the
/// benchmarks before this one freed).
@MainActor
private func memoryBenchmark() {
    func rss() -> Int {
        guard let s = try? String(contentsOfFile: "/proc/self/statm", encoding: .utf8) else { return 0 }
        let fields = s.split(separator: " ")
        return (Int(fields[1]) ?? 0) * Int(sysconf(Int32(_SC_PAGESIZE)))
    }
    let n = 100_000
    let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 1000, height: 1000))
    let parent = UIView(frame: CGRect(x: 0, y: 0, width: 1000, height: 1000))
    window.addSubview(parent)
    CATransaction.flush()
    let rssBefore = rss(), heapBefore = ccb_heap_in_use()
    for i in 0..<n {
        parent.addSubview(UIView(frame: CGRect(x: CGFloat(i % 1000), y: CGFloat(i / 1000), width: 10, height: 10)))
        if i % 1000 == 999 { CATransaction.flush() }
    }
    let rssAfter = rss(), heapAfter = ccb_heap_in_use()
    report(Figure(name: "heap_per_plain_UIView_with_layer_in_window", value: (Double(heapAfter) - Double(heapBefore)) / Double(n), unit: "bytes"))
    report(Figure(name: "rss_growth_per_plain_UIView_with_layer_in_window", value: Double(rssAfter - rssBefore) / Double(n), unit: "bytes"))
    // The same views once a renderer has drawn them: each layer then has its render node (the compositor's
    // caches and remembered rects). The renderer's surface is made before the second measure starts.
    if let renderer = LayerTreeRenderer(pixelWidth: 1000, pixelHeight: 1000) {
        let heapBeforeFrame = ccb_heap_in_use()
        renderer.renderFrame(root: window.layer)
        let heapRendered = ccb_heap_in_use()
        report(Figure(name: "heap_per_plain_UIView_with_layer_and_render_node_in_window",
                      value: (Double(heapAfter) - Double(heapBefore) + Double(heapRendered) - Double(heapBeforeFrame)) / Double(n),
                      unit: "bytes"))
    }
    withExtendedLifetime(parent) {}
    withExtendedLifetime(window) {}
    if CommandLine.arguments.contains("--sizes") { objectSizes() }
}

/// The malloc sizes of one UIView and its CALayer (with --sizes).
@MainActor
private func objectSizes() {
    typealias UsableSize = @convention(c) (UnsafeMutableRawPointer?) -> Int
    guard let sym = dlsym(dlopen(nil, RTLD_NOW), "malloc_usable_size") else { return }
    let usable = unsafeBitCast(sym, to: UsableSize.self)
    let v = UIView(frame: .zero)
    print("malloc size: UIView \(usable(Unmanaged.passUnretained(v).toOpaque())) bytes, CALayer \(usable(Unmanaged.passUnretained(v.layer).toOpaque())) bytes")
}
