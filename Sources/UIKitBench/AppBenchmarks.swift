import Foundation
import UIKit
import CCairoBench
import CCairo

// App-level benchmarks: scrolling a long list, navigation transitions, app start.

@MainActor
func appBenchmarks() {
    scrollBenchmark()
    transitionBenchmark()
    startupBenchmark()
}

/// The push/pop transition frame alone (`--transition`), for profiling it without the scroll figures.
@MainActor
func transitionBenchmarkOnly() {
    transitionBenchmark()
}

/// A list of `rows` rows of 32×32 images with a text bar and a separator, in a window of `size` points
/// at `scale` pixels per point.
@MainActor
private func makeListWindow(rows: Int, size: CGSize, scale: CGFloat) -> (UIWindow, UIScrollView) {
    UIScreen.main = UIScreen(bounds: CGRect(origin: .zero, size: size), scale: scale)
    let window = UIWindow(frame: CGRect(origin: .zero, size: size))
    window.backgroundColor = .white
    let list = UIScrollView(frame: window.bounds)
    list.contentSize = CGSize(width: size.width, height: CGFloat(rows) * 44)
    let icon = UIGraphicsImageRenderer(size: CGSize(width: 32, height: 32)).image { _ in
        UIColor(red: 0.3, green: 0.6, blue: 0.9, alpha: 1).setFill()
        UIBezierPath(roundedRect: CGRect(x: 0, y: 0, width: 32, height: 32), cornerRadius: 6).fill()
    }
    for i in 0..<rows {
        let row = UIView(frame: CGRect(x: 0, y: CGFloat(i) * 44, width: size.width, height: 44))
        let iv = UIImageView(image: icon)
        iv.frame = CGRect(x: 12, y: 6, width: 32, height: 32)
        row.addSubview(iv)
        let label = UIView(frame: CGRect(x: 56, y: 16, width: 200, height: 12))
        label.backgroundColor = UIColor(white: 0.6, alpha: 1)
        row.addSubview(label)
        let sep = UIView(frame: CGRect(x: 56, y: 43.5, width: size.width - 56, height: 0.5))
        sep.backgroundColor = UIColor(white: 0.8, alpha: 1)
        row.addSubview(sep)
        list.addSubview(row)
    }
    window.addSubview(list)
    window.makeKeyAndVisible()
    UIApplication.shared.runOneTurn()
    return (window, list)
}

/// Frame cost while the list scrolls 8 points per frame (480 points per second at 60 fps): one
/// run-loop turn (layout, display, composite, present), at 1,000, 10,000 and 100,000 rows and in a
/// 2560×1600-pixel window at 2×. Baselines in C: what a compositor does for a scroll step (move the
/// window's pixels 8 points and composite the newly exposed strip), and recompositing the whole window.
@MainActor
private func scrollBenchmark() {
    let saved = UIScreen.main
    defer { UIScreen.main = saved }
    func run(rows: Int, scale: CGFloat, name: String, fullRecomposite: Bool) {
        let size = CGSize(width: 1280, height: 800)
        let (window, list) = makeListWindow(rows: rows, size: size, scale: scale)
        var y: CGFloat = 0
        let swiftTime = measure {
            y += 8
            if y > 40_000 { y = 0 }
            list.contentOffset = CGPoint(x: 0, y: y)
            UIApplication.shared.runOneTurn()
        }
        window.isHidden = true
        let w = Int32(size.width * scale), h = Int32(size.height * scale), k = Double(scale)
        let surface = cairo_image_surface_create(CAIRO_FORMAT_ARGB32, w, h)
        let cr = cairo_create(surface)
        let image = ccb_make_image(Int32(32 * k), Int32(32 * k), 0xFF4D99E6)
        defer { cairo_surface_destroy(image); cairo_destroy(cr); cairo_surface_destroy(surface) }
        // Icons of the 19 rows visible in a frame, in surface pixels.
        let xs = (0..<19).map { _ in 12.0 * k }, ys = (0..<19).map { (Double($0) * 44 + 6) * k }
        let step = Int32(8 * k)
        let strip: [Int32] = [18]
        let cMove = measure {
            ccb_move_pixels(surface, 0, 0, w, h, 0, -step)
            ccb_composite_region(cr, image, xs, ys, strip, 1, 0, Double(h - step), Double(w), Double(step))
        }
        report(Figure(name: name, value: swiftTime * 1000, unit: "ms", baseline: cMove * 1000))
        if fullRecomposite {
            let all = Array(0..<19).map(Int32.init)
            let cFull = measure { ccb_composite_region(cr, image, xs, ys, all, 19, 0, 0, Double(w), Double(h)) }
            report(Figure(name: name + "_vs_full_recomposite", value: swiftTime * 1000, unit: "ms", baseline: cFull * 1000))
        }
    }
    run(rows: 1_000, scale: 1, name: "scroll_frame_1000_rows_1280x800", fullRecomposite: true)
    run(rows: 10_000, scale: 1, name: "scroll_frame_10000_rows_1280x800", fullRecomposite: false)
    run(rows: 100_000, scale: 1, name: "scroll_frame_100000_rows_1280x800", fullRecomposite: false)
    run(rows: 1_000, scale: 2, name: "scroll_frame_1000_rows_2560x1600_at_2x", fullRecomposite: true)
}

/// Cost per frame of an animated push and pop between two full-window pages of 200 views each, on the
/// manual clock at 60 fps. Baseline in C: compositing the two full-window images at their offsets.
@MainActor
private func transitionBenchmark() {
    let saved = UIScreen.main
    defer { UIScreen.main = saved; CAMediaClock.useSystemClock() }
    UIScreen.main = UIScreen(bounds: CGRect(x: 0, y: 0, width: 1280, height: 800), scale: 1)
    CAMediaClock.useManualClock(startingAt: 1000)
    func page(_ hue: CGFloat) -> UIViewController {
        let vc = UIViewController()
        vc.view.backgroundColor = .white
        for i in 0..<200 {
            let v = UIView(frame: CGRect(x: CGFloat(i % 20) * 64, y: 60 + CGFloat(i / 20) * 70, width: 56, height: 56))
            v.backgroundColor = UIColor(hue: hue, saturation: 0.5, brightness: 0.9, alpha: 1)
            vc.view.addSubview(v)
        }
        return vc
    }
    let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 1280, height: 800))
    let nav = UINavigationController(rootViewController: page(0.1))
    window.rootViewController = nav
    window.makeKeyAndVisible()
    UIApplication.shared.runOneTurn()
    var frames = 0
    var total = 0.0
    for round in 0..<6 {
        if round % 2 == 0 { nav.pushViewController(page(0.6), animated: true) } else { nav.popViewController(animated: true) }
        for _ in 0..<24 {
            CAMediaClock.advance(by: 1.0 / 60)
            let t0 = now()
            UIApplication.shared.runOneTurn()
            total += now() - t0
            frames += 1
        }
    }
    let surface = cairo_image_surface_create(CAIRO_FORMAT_ARGB32, 1280, 800)
    let cr = cairo_create(surface)
    let image = ccb_make_image(1280, 800, 0xFFE6E6F0)
    defer { cairo_surface_destroy(image); cairo_destroy(cr); cairo_surface_destroy(surface) }
    let cTime = measure { ccb_composite_images(cr, image, [-400, 600], [0, 0], 2) }
    report(Figure(name: "push_pop_transition_frame_1280x800", value: total / Double(frames) * 1000, unit: "ms", baseline: cTime * 1000))
    window.isHidden = true
}

/// App start: from the launch (delegates, scene connection, root view controller in a navigation
/// controller, window shown) to the first presented frame, headless at 1280×800.
@MainActor
private func startupBenchmark() {
    final class Delegate: UIResponder, UIApplicationDelegate {
        var window: UIWindow?
        func application(_ application: UIApplication, didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
            let w = UIWindow(frame: UIScreen.main.bounds)
            let vc = UIViewController()
            vc.title = "Start"
            for i in 0..<100 {
                let v = UIView(frame: CGRect(x: CGFloat(i % 10) * 120, y: 60 + CGFloat(i / 10) * 70, width: 100, height: 60))
                v.backgroundColor = .systemBlue
                vc.view.addSubview(v)
            }
            w.rootViewController = UINavigationController(rootViewController: vc)
            w.makeKeyAndVisible()
            window = w
            return true
        }
    }
    let saved = UIScreen.main
    defer { UIScreen.main = saved }
    UIScreen.main = UIScreen(bounds: CGRect(x: 0, y: 0, width: 1280, height: 800), scale: 1)
    let host = UIApplication.shared.host as? HeadlessHost
    let time = measure(budget: 0.4) {
        UIApplication.shared._resetLifecycleForTesting()
        let d = Delegate()
        let before = host?.presentedFrameCount ?? 0
        UIApplication.shared._launch(delegate: d)
        while (host?.presentedFrameCount ?? 1) == before { UIApplication.shared.runOneTurn() }
        d.window?.isHidden = true
    }
    UIApplication.shared._resetLifecycleForTesting()
    report(Figure(name: "app_start_to_first_presented_frame_1280x800", value: time * 1000, unit: "ms"))
}
