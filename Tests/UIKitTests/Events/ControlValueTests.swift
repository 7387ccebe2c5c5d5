import Testing
import UIKit

@MainActor @Suite(.freshWorld) struct ControlValueTests {
    @Test("UISwitch: 51×31 whatever the frame, off by default, a tap flips it and sends valueChanged once")
    func switchTaps() {
        let w = makeEventWindow()
        let s = UISwitch(frame: CGRect(x: 10, y: 10, width: 200, height: 200))
        #expect(s.frame.size == CGSize(width: 51, height: 31) && !s.isOn && s.intrinsicContentSize == CGSize(width: 51, height: 31))
        w.addSubview(s)
        var changes: [Bool] = []
        s.addAction(UIAction { _ in changes.append(s.isOn) }, for: .valueChanged)
        s.setOn(true, animated: false)
        #expect(changes.isEmpty && s.isOn)
        w.sendTouch(.began, at: CGPoint(x: 30, y: 20)); w.sendTouch(.ended, at: CGPoint(x: 30, y: 20))
        #expect(changes == [false])
        CAMediaClock.advance(by: 1)
        w.sendTouch(.began, at: CGPoint(x: 30, y: 20)); w.sendTouch(.ended, at: CGPoint(x: 30, y: 20))
        #expect(changes == [false, true])
    }

    @Test("UISlider: value clamps to the range; moving the range moves the value; NaN is ignored")
    func sliderRules() {
        let s = UISlider(frame: CGRect(x: 0, y: 0, width: 200, height: 31))
        #expect(s.value == 0 && s.minimumValue == 0 && s.maximumValue == 1 && s.isContinuous)
        s.value = 2
        #expect(s.value == 1)
        s.value = -1
        #expect(s.value == 0)
        s.value = .nan
        #expect(s.value == 0)
        s.maximumValue = 10; s.value = 8
        s.maximumValue = 5
        #expect(s.value == 5)
        s.minimumValue = 7
        #expect(s.minimumValue == 7 && s.maximumValue == 7 && s.value == 7)
    }

    @Test("UISlider: dragging the thumb changes the value, continuously or once at the end")
    func sliderDrag() {
        let w = makeEventWindow()
        let s = UISlider(frame: CGRect(x: 0, y: 0, width: 228, height: 31))
        w.addSubview(s)
        var sent = 0
        s.addAction(UIAction { _ in sent += 1 }, for: .valueChanged)
        // The thumb is 28 points wide: value 0 puts its centre at x = 14; the usable run is 200 points.
        w.sendTouch(.began, at: CGPoint(x: 14, y: 15))
        w.sendTouch(.moved, at: CGPoint(x: 64, y: 15))
        #expect(abs(s.value - 0.25) < 1e-6 && sent == 1)
        w.sendTouch(.moved, at: CGPoint(x: 500, y: 15))
        w.sendTouch(.ended, at: CGPoint(x: 500, y: 15))
        #expect(s.value == 1 && sent == 2)
        s.isContinuous = false
        s.value = 0
        w.sendTouch(.began, at: CGPoint(x: 14, y: 15))
        w.sendTouch(.moved, at: CGPoint(x: 64, y: 15))
        w.sendTouch(.moved, at: CGPoint(x: 114, y: 15))
        #expect(sent == 2)
        w.sendTouch(.ended, at: CGPoint(x: 114, y: 15))
        #expect(sent == 3 && abs(s.value - 0.5) < 1e-6)
        // A touch on the track away from the thumb does nothing.
        w.sendTouch(.began, at: CGPoint(x: 220, y: 15)); w.sendTouch(.moved, at: CGPoint(x: 200, y: 15)); w.sendTouch(.ended, at: CGPoint(x: 200, y: 15))
        #expect(sent == 3)
    }

    @Test("UIStepper: defaults, a touch steps once, holding repeats on the media clock, clamps or wraps")
    func stepper() {
        let w = makeEventWindow()
        let s = UIStepper()
        #expect(s.value == 0 && s.minimumValue == 0 && s.maximumValue == 100 && s.stepValue == 1)
        #expect(s.autorepeat && s.isContinuous && !s.wraps && s.frame.size == CGSize(width: 94, height: 32))
        w.addSubview(s)
        var values: [Double] = []
        s.addAction(UIAction { _ in values.append(s.value) }, for: .valueChanged)
        w.sendTouch(.began, at: CGPoint(x: 80, y: 16))
        #expect(values == [1])
        CAMediaClock.advance(by: 0.5); UIApplication.shared.runOneTurn()
        CAMediaClock.advance(by: 0.1); UIApplication.shared.runOneTurn()
        w.sendTouch(.ended, at: CGPoint(x: 80, y: 16))
        CAMediaClock.advance(by: 1); UIApplication.shared.runOneTurn()
        #expect(values == [1, 2, 3])
        w.sendTouch(.began, at: CGPoint(x: 10, y: 16)); w.sendTouch(.ended, at: CGPoint(x: 10, y: 16))
        #expect(s.value == 2)
        s.value = 0
        CAMediaClock.advance(by: 1)
        w.sendTouch(.began, at: CGPoint(x: 10, y: 16)); w.sendTouch(.ended, at: CGPoint(x: 10, y: 16))
        #expect(s.value == 0)
        s.wraps = true
        CAMediaClock.advance(by: 1)
        w.sendTouch(.began, at: CGPoint(x: 10, y: 16)); w.sendTouch(.ended, at: CGPoint(x: 10, y: 16))
        #expect(s.value == 100)
        s.value = 1000
        #expect(s.value == 100)
    }

    @Test("UIProgressView clamps progress; UIActivityIndicatorView hides when stopped and steps on the media clock")
    func progressAndActivity() {
        CAMediaClock.useManualClock(startingAt: 0)
        let p = UIProgressView(progressViewStyle: .bar)
        #expect(p.progress == 0 && p.progressViewStyle == .bar)
        p.progress = 1.5
        #expect(p.progress == 1)
        p.setProgress(-1, animated: true)
        #expect(p.progress == 0)
        let a = UIActivityIndicatorView(style: .large)
        #expect(a.isHidden && !a.isAnimating && a.hidesWhenStopped && a.frame.size == CGSize(width: 37, height: 37))
        #expect(UIActivityIndicatorView.Style.medium.rawValue == 100)
        a.startAnimating()
        #expect(!a.isHidden && a.isAnimating)
        a.stopAnimating()
        #expect(a.isHidden && !a.isAnimating)
        a.hidesWhenStopped = false
        #expect(!a.isHidden)
    }
}
