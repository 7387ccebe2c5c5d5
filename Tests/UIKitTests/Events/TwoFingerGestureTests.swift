import Testing
import UIKit

/// Pinch and rotation share their two-finger tracking. Apple documents both values as settable, and its
/// own sample code applies the value in the action and resets it (`scale = 1`, `rotation = 0`), so later
/// actions report increments.
@MainActor @Suite(.freshWorld) struct TwoFingerGestureTests {
    @Test("pinch: an action that applies the scale and resets it to 1 gets increments")
    func pinchScaleReset() {
        let w = makeEventWindow()
        let v = UIView(frame: CGRect(x: 0, y: 0, width: 400, height: 300))
        w.addSubview(v)
        let pinch = UIPinchGestureRecognizer()
        var total: CGFloat = 1
        pinch.addHandler { g in
            let p = g as! UIPinchGestureRecognizer
            total *= p.scale
            p.scale = 1
        }
        v.addGestureRecognizer(pinch)
        w.sendTouch(.began, at: CGPoint(x: 100, y: 100), finger: 0)
        w.sendTouch(.began, at: CGPoint(x: 200, y: 100), finger: 1)
        w.sendTouch(.moved, at: CGPoint(x: 220, y: 100), finger: 1) // 120 points: began at scale 1
        w.sendTouch(.moved, at: CGPoint(x: 340, y: 100), finger: 1) // 240: twice the distance
        #expect(abs(total - 2) < 1e-9 && pinch.scale == 1)
        w.sendTouch(.moved, at: CGPoint(x: 280, y: 100), finger: 1) // 180: three quarters of 240
        #expect(abs(total - 1.5) < 1e-9)
        w.sendTouch(.ended, at: CGPoint(x: 280, y: 100), finger: 1)
        w.sendTouch(.ended, at: CGPoint(x: 100, y: 100), finger: 0)
        #expect(pinch.state == .ended)
    }

    @Test("rotation: an action that applies the rotation and resets it to 0 gets increments")
    func rotationReset() {
        let w = makeEventWindow()
        let v = UIView(frame: CGRect(x: 0, y: 0, width: 400, height: 400))
        w.addSubview(v)
        let rotation = UIRotationGestureRecognizer()
        var total: CGFloat = 0
        var reported: [CGFloat] = []
        rotation.addHandler { g in
            let r = g as! UIRotationGestureRecognizer
            reported.append(r.rotation)
            total += r.rotation
            r.rotation = 0
        }
        v.addGestureRecognizer(rotation)
        let c = CGPoint(x: 200, y: 200)
        func at(_ angle: CGFloat) -> CGPoint { CGPoint(x: c.x + 100 * cos(angle), y: c.y + 100 * sin(angle)) }
        w.sendTouch(.began, at: c, finger: 0)
        w.sendTouch(.began, at: at(0), finger: 1)
        w.sendTouch(.moved, at: at(0.1), finger: 1) // began: rotation 0 from here
        w.sendTouch(.moved, at: at(0.4), finger: 1)
        w.sendTouch(.moved, at: at(0.6), finger: 1)
        #expect(reported.count == 3 && abs(reported[1] - 0.3) < 1e-9 && abs(reported[2] - 0.2) < 1e-9)
        #expect(abs(total - 0.5) < 1e-9)
        w.sendTouch(.ended, at: at(0.6), finger: 1)
        w.sendTouch(.ended, at: c, finger: 0)
        #expect(rotation.state == .ended)
    }

    @Test("a third finger fails a pinch or rotation that has not begun")
    func thirdFingerFails() {
        let w = makeEventWindow()
        let v = UIView(frame: CGRect(x: 0, y: 0, width: 400, height: 400))
        w.addSubview(v)
        let pinch = UIPinchGestureRecognizer(), rotation = UIRotationGestureRecognizer()
        v.addGestureRecognizer(pinch); v.addGestureRecognizer(rotation)
        w.sendTouch(.began, at: CGPoint(x: 100, y: 100), finger: 0)
        w.sendTouch(.began, at: CGPoint(x: 200, y: 100), finger: 1)
        w.sendTouch(.began, at: CGPoint(x: 150, y: 200), finger: 2)
        #expect(pinch.state == .failed && rotation.state == .failed)
    }
}
