import Foundation
import Testing
import UIKit

/// Controls built with text take touches through UIControl's tracking.
@MainActor @Suite(.freshWorld) struct SegmentedControlTouchTests {
    @Test("A tap on a segment selects it and sends .valueChanged once; a tap on the selected one sends nothing")
    func tapSelects() {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 300, height: 100))
        let control = UISegmentedControl(items: ["One", "Two", "Three"])
        control.frame = CGRect(x: 0, y: 0, width: 300, height: 32)
        window.addSubview(control)
        window.isHidden = false
        var changes = 0
        control.addAction(UIAction { _ in changes += 1 }, for: .valueChanged)
        #expect(control.selectedSegmentIndex == UISegmentedControl.noSegment)
        window.sendTouch(.began, at: CGPoint(x: 250, y: 16))
        window.sendTouch(.ended, at: CGPoint(x: 250, y: 16))
        #expect(control.selectedSegmentIndex == 2)
        #expect(changes == 1)
        window.sendTouch(.began, at: CGPoint(x: 250, y: 16))
        window.sendTouch(.ended, at: CGPoint(x: 250, y: 16))
        #expect(changes == 1)
    }
}
