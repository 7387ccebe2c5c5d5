import Foundation
import UIKit
import CCairoBench
import CCairo

/// Group opacity under animation: 100 views of 30×30 pt in a 400×400 window, each with one sublayer
/// spinning (`transform.rotation.z`, repeating) and the view's `alpha` animating, one
/// `UIApplication.runOneTurn()` per frame on a manual media clock. Each view is an opacity group
/// (`allowsGroupOpacity`), so every frame composites 100 offscreen groups. The C baseline draws the same
/// groups through Cairo's `push_group`, each clipped to its own area.
@MainActor
func groupOpacityBenchmarks() {
    CAMediaClock.useManualClock(startingAt: 0)
    defer { CAMediaClock.useSystemClock() }
    let size: CGFloat = 30, child: CGFloat = 20
    let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 400, height: 400))
    window.backgroundColor = .white
    window.makeKeyAndVisible()
    var xs: [Double] = [], ys: [Double] = []
    var views: [UIView] = []
    for i in 0..<100 {
        let x = 5 + Double(i % 10) * 39, y = 5 + Double(i / 10) * 39
        xs.append(x); ys.append(y)
        let v = UIView(frame: CGRect(x: x, y: y, width: size, height: size))
        v.backgroundColor = UIColor(red: 0.2, green: 0.5, blue: 0.9, alpha: 1)
        let spinner = CALayer()
        spinner.frame = CGRect(x: (size - child) / 2, y: (size - child) / 2, width: child, height: child)
        spinner.backgroundColor = UIColor(red: 0.95, green: 0.4, blue: 0.1, alpha: 1).cgColor
        v.layer.addSublayer(spinner)
        window.addSubview(v)
        views.append(v)
        let spin = CABasicAnimation(keyPath: "transform.rotation.z")
        spin.fromValue = 0; spin.toValue = 2 * Double.pi; spin.duration = 1; spin.repeatCount = .infinity
        spinner.add(spin, forKey: "spin")
    }
    UIApplication.shared.runOneTurn()
    UIView.animate(withDuration: 1, delay: 0, options: [.repeat, .autoreverse, .curveLinear]) {
        for v in views { v.alpha = 0.4 }
    }
    UIApplication.shared.runOneTurn()
    let swiftTime = measure {
        CAMediaClock.advance(by: 1.0 / 60)
        UIApplication.shared.runOneTurn()
    }
    for v in views { v.layer.removeAllAnimations(); v.layer.sublayers?.forEach { $0.removeAllAnimations() } }
    window.isHidden = true
    UIApplication.shared.runOneTurn()

    let scale = 1.0
    let surface = cairo_image_surface_create(CAIRO_FORMAT_ARGB32, Int32(400 * scale), Int32(400 * scale))
    let cr = cairo_create(surface)
    cairo_scale(cr, scale, scale)
    var t = 0.0
    let cTime = measure {
        t += 1.0 / 60
        let cycle = t.truncatingRemainder(dividingBy: 2)
        let alpha = 1 - 0.6 * (cycle > 1 ? 2 - cycle : cycle)
        let angle = 2 * Double.pi * t.truncatingRemainder(dividingBy: 1)
        xs.withUnsafeBufferPointer { x in ys.withUnsafeBufferPointer { y in
            ccb_group_opacity_frame(cr, 100, x.baseAddress, y.baseAddress, Double(size), Double(child), angle, alpha,
                                    0xFF33_80E6, 0xFFF2_661A)
        } }
    }
    cairo_destroy(cr); cairo_surface_destroy(surface)
    report(Figure(name: "group_opacity_100_spinning_30x30_frame_400x400", value: swiftTime * 1e3, unit: "ms",
                  baseline: cTime * 1e3))
}
