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
    constraintWindowsBenchmark()
}

/// A constraint change in one window (one of 1,000 chained rows changes height; the rows below move),
/// measured as a whole run-loop turn alone and then beside a second shown window of 1,000 constrained
/// rows that does not change. Each window has its own Auto Layout engine, so the idle window's solver is
/// never touched: the second figure counts its solves during those turns (0).
@MainActor
private func constraintWindowsBenchmark() {
    func constrainedWindow(rows n: Int) -> (UIWindow, NSLayoutConstraint) {
        let w = UIWindow(frame: CGRect(x: 0, y: 0, width: 400, height: 800))
        var last: UIView?
        var middle: NSLayoutConstraint?
        for i in 0..<n {
            let row = UIView()
            row.translatesAutoresizingMaskIntoConstraints = false
            row.backgroundColor = i % 2 == 0 ? .systemGray5 : .white
            w.addSubview(row)
            let height = row.heightAnchor.constraint(equalToConstant: 20 + CGFloat(i % 3))
            NSLayoutConstraint.activate([
                height,
                row.leadingAnchor.constraint(equalTo: w.leadingAnchor, constant: 16),
                row.trailingAnchor.constraint(equalTo: w.trailingAnchor, constant: -16),
                row.topAnchor.constraint(equalTo: last?.bottomAnchor ?? w.topAnchor, constant: 4)])
            if i == n / 2 { middle = height }
            last = row
        }
        w.isHidden = false
        return (w, middle!)
    }
    let (busy, height) = constrainedWindow(rows: 1_000)
    UIApplication.shared.runOneTurn()
    var grown = false
    func change() {
        grown.toggle()
        height.constant = grown ? 30 : 21
        UIApplication.shared.runOneTurn()
    }
    let alone = measure { change() }
    let (idle, _) = constrainedWindow(rows: 1_000)
    UIApplication.shared.runOneTurn()
    let solvesBefore = LayoutEngineInspection.solveCount(of: idle)
    let beside = measure { change() }
    let idleSolves = LayoutEngineInspection.solveCount(of: idle) - solvesBefore
    report(Figure(name: "turn_constraint_change_in_1000_row_window_beside_idle_1000_row_constraint_window (baseline: the same change alone)",
                  value: beside * 1e3, unit: "ms", baseline: alone * 1e3))
    report(Figure(name: "idle_constraint_window_engine_solves_during_those_turns", value: Double(idleSolves), unit: "solves"))
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
