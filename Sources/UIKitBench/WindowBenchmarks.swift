import Foundation
import UIKit

/// Independent windows: a 400×400 window whose 1,000 layers animate, with and without a second, idle
/// window of 1,000 layers shown beside it. The idle window's extra cost per turn is what a change in one
/// window costs another (ideally nothing).
@MainActor
func windowBenchmarks() {
    CAMediaClock.useManualClock(startingAt: 0)
    defer { CAMediaClock.useSystemClock() }
    func window(animated: Bool) -> UIWindow {
        let w = UIWindow(frame: CGRect(x: 0, y: 0, width: 400, height: 400))
        w.backgroundColor = .white
        for i in 0..<1_000 {
            let v = UIView(frame: CGRect(x: Double(i % 40) * 10, y: Double(i / 40) * 10, width: 8, height: 8))
            v.backgroundColor = .systemBlue
            w.addSubview(v)
            if animated {
                let a = CABasicAnimation(keyPath: "opacity")
                a.fromValue = 1; a.toValue = 0.3; a.duration = 1; a.autoreverses = true; a.repeatCount = .infinity
                v.layer.add(a, forKey: "pulse")
            }
        }
        w.isHidden = false
        return w
    }
    let savedHost = UIApplication.shared.host
    let host = PresentTimingHost()
    UIApplication.shared.host = host
    defer { UIApplication.shared.host = savedHost }
    let busy = window(animated: true)
    let idle = window(animated: false)
    UIApplication.shared.runOneTurn()
    host.timed = idle
    let turnTime = measure {
        CAMediaClock.advance(by: 1.0 / 60)
        UIApplication.shared.runOneTurn()
    }
    let perPresent = host.presents > 0 ? host.seconds / Double(host.presents) : 0
    report(Figure(name: "turn_1000_animated_layers_beside_idle_1000_layer_window", value: turnTime * 1e3, unit: "ms"))
    report(Figure(name: "idle_window_present_per_turn", value: perPresent * 1e6, unit: "µs"))
    for v in busy.subviews { v.layer.removeAllAnimations() }
    busy.isHidden = true
    idle.isHidden = true
    UIApplication.shared.runOneTurn()
}

/// The headless host, timing how long presenting one chosen window takes.
@MainActor
private final class PresentTimingHost: UIHost {
    let inner = HeadlessHost()
    weak var timed: UIWindow?
    var seconds = 0.0
    var presents = 0
    func pollEvents() -> Bool { inner.pollEvents() }
    func present(_ window: UIWindow) {
        guard window === timed else { inner.present(window); return }
        let t0 = now()
        inner.present(window)
        seconds += now() - t0
        presents += 1
    }
    func waitForNextFrame() {}
}
