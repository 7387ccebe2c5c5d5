import Foundation
import UIKit
import CCairoBench

/// Event delivery: a touch-moved event to a view with 5 recognizers in a 10,101-view window,
/// a whole tap (began + ended, with its hit test), and the headless input-to-present time of a drag.
/// C baseline: the two-level hit-test scan over rect arrays for one point (the least any delivery does).
@MainActor
func eventBenchmarks() {
    let rows = 100, cols = 100
    let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 1000, height: 1000))
    window.isHidden = false
    var crows: [ccb_rect] = [], ccells: [ccb_rect] = []
    var target: UIView?
    for r in 0..<rows {
        let row = UIView(frame: CGRect(x: 0, y: CGFloat(r) * 10, width: 1000, height: 10))
        crows.append(ccb_rect(x: 0, y: Double(r) * 10, w: 1000, h: 10))
        for c in 0..<cols {
            let cell = UIView(frame: CGRect(x: CGFloat(c) * 10, y: 0, width: 10, height: 10))
            row.addSubview(cell)
            ccells.append(ccb_rect(x: Double(c) * 10, y: 0, w: 10, h: 10))
            if r == 50, c == 50 { target = cell }
        }
        window.addSubview(row)
    }
    CATransaction.flush()
    guard let target else { return }
    let recognizers: [UIGestureRecognizer] = [UITapGestureRecognizer(), UILongPressGestureRecognizer(), UIPanGestureRecognizer(),
                                              UISwipeGestureRecognizer(), UIPinchGestureRecognizer()]
    for r in recognizers { target.addGestureRecognizer(r) }
    let p = CGPoint(x: 505, y: 505)
    let cTime = measure { _ = ccb_hit_test(crows, ccells, Int32(rows), Int32(cols), p.x, p.y) }

    // Touch-moved: alternate between two points 4 points apart, so no recognizer leaves .possible.
    window.sendTouch(.began, at: p)
    let n = 10_000
    let moveTime = measure {
        for i in 0..<n { window.sendTouch(.moved, at: CGPoint(x: 505 + CGFloat(i & 1) * 4, y: 505)) }
    }
    window.sendTouch(.cancelled, at: p)
    report(Figure(name: "touch_moved_5_recognizers_10101_views_per_event", value: moveTime / Double(n) * 1e6, unit: "µs", baseline: cTime * 1e6))

    // A whole tap: began (hit test, binding, recognizers) and ended, far apart in time so taps do not chain.
    CAMediaClock.useManualClock(startingAt: 0)
    let taps = 1_000
    let tapTime = measure {
        for _ in 0..<taps {
            CAMediaClock.advance(by: 1)
            window.sendTouch(.began, at: p)
            window.sendTouch(.ended, at: p)
            MediaClockScheduler.shared.removeAll()
        }
    }
    report(Figure(name: "tap_began_ended_5_recognizers_10101_views", value: tapTime / Double(taps) * 1e6, unit: "µs", baseline: cTime * 1e6))
    for r in recognizers { target.removeGestureRecognizer(r) }
    window.isHidden = true

    // Input to present (headless): a drag moves a view; the turn after the input commits and presents it.
    let small = UIWindow(frame: CGRect(x: 0, y: 0, width: 320, height: 240))
    small.makeKeyAndVisible()
    let box = UIView(frame: CGRect(x: 20, y: 20, width: 60, height: 60))
    box.backgroundColor = .blue
    small.addSubview(box)
    let pan = UIPanGestureRecognizer { g in
        let pan = g as! UIPanGestureRecognizer
        let t = pan.translation(in: small)
        box.center = CGPoint(x: box.center.x + t.x, y: box.center.y + t.y)
        pan.setTranslation(.zero, in: small)
    }
    box.addGestureRecognizer(pan)
    UIApplication.shared.runOneTurn()
    small.sendTouch(.began, at: CGPoint(x: 50, y: 50))
    small.sendTouch(.moved, at: CGPoint(x: 70, y: 50))
    UIApplication.shared.runOneTurn()
    var x: CGFloat = 70
    let frames = 100
    let latency = measure {
        for _ in 0..<frames {
            x = x > 250 ? 70 : x + 2
            CAMediaClock.advance(by: 1.0 / 60)
            small.sendTouch(.moved, at: CGPoint(x: x, y: 50))
            UIApplication.shared.runOneTurn()
        }
    }
    small.sendTouch(.ended, at: CGPoint(x: x, y: 50))
    report(Figure(name: "input_to_present_headless_drag_per_frame", value: latency / Double(frames) * 1e6, unit: "µs"))
    small.isHidden = true
    CAMediaClock.useSystemClock()
}
