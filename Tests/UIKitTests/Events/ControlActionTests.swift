import Testing
import UIKit

@MainActor @Suite(.freshWorld) struct ControlActionTests {
    @Test("UIControl.State and UIControl.Event use Apple's raw values")
    func rawValues() {
        #expect(UIControl.State.highlighted.rawValue == 1 && UIControl.State.disabled.rawValue == 2)
        #expect(UIControl.State.selected.rawValue == 4 && UIControl.State.normal.rawValue == 0)
        #expect(UIControl.Event.touchUpInside.rawValue == 64 && UIControl.Event.valueChanged.rawValue == 4096)
        #expect(UIControl.Event.primaryActionTriggered.rawValue == 8192)
        #expect(UIControl.Event.allTouchEvents.rawValue == 0xFFF && UIControl.Event.allEditingEvents.rawValue == 0xF0000)
    }

    @Test("state combines isEnabled, isSelected and isHighlighted")
    func state() {
        let c = UIControl(frame: .zero)
        #expect(c.state == .normal && c.isEnabled && !c.isSelected && !c.isHighlighted)
        c.isEnabled = false
        c.isSelected = true
        #expect(c.state == [.disabled, .selected])
        c.isHighlighted = true
        #expect(c.state.contains(.highlighted))
    }

    @Test("sendActions(for:) runs the matching actions in order with the control as sender; removal by identifier")
    func actions() {
        let c = UIControl(frame: .zero)
        var log: [String] = []
        var senderWasControl = false
        c.addAction(UIAction(identifier: "a") { action in log.append("a"); senderWasControl = action.sender as? UIControl === c }, for: .touchUpInside)
        c.addAction(UIAction(identifier: "b") { _ in log.append("b") }, for: [.touchUpInside, .valueChanged])
        c.sendActions(for: .touchUpInside)
        #expect(log == ["a", "b"] && senderWasControl)
        c.sendActions(for: .valueChanged)
        #expect(log == ["a", "b", "b"])
        c.removeAction(identifiedBy: "b", for: .touchUpInside)
        c.sendActions(for: .touchUpInside)
        #expect(log == ["a", "b", "b", "a"])
        #expect(c.allControlEvents == [.touchUpInside, .valueChanged])
        // Adding an action with a registered identifier replaces it.
        c.addAction(UIAction(identifier: "a") { _ in log.append("a2") }, for: .touchUpInside)
        c.sendActions(for: .touchUpInside)
        #expect(log.last == "a2" && log.filter { $0 == "a" }.count == 2)
    }

    @Test("init(frame:primaryAction:) registers the action for .primaryActionTriggered")
    func primaryAction() {
        var ran = false
        let c = UIControl(frame: .zero, primaryAction: UIAction { _ in ran = true })
        c.sendActions(for: .primaryActionTriggered)
        #expect(ran)
        #expect(Selector("tapped:").description == "tapped:" && NSStringFromSelector("x") == "x")
    }
}
