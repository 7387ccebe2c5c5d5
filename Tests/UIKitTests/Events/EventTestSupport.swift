import Testing
import UIKit

/// A view that logs the touch methods it receives (by name, with its own name), and counts per touch.
@MainActor
final class TouchLogView: UIView {
    var name = ""
    var log: [String]
    init(_ name: String, frame: CGRect, log: SharedLog) {
        self.name = name
        self.shared = log
        self.log = []
        super.init(frame: frame)
    }
    required init?(coder: NSCoder) { fatalError() }
    let shared: SharedLog
    var forward = false
    private func note(_ what: String, _ touches: Set<UITouch>) {
        log.append(what)
        shared.entries.append("\(name).\(what)")
        for t in touches { shared.finals[ObjectIdentifier(t), default: 0] += (what == "ended" || what == "cancelled") ? 1 : 0 }
    }
    override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) { note("began", touches); if forward { super.touchesBegan(touches, with: event) } }
    override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent?) { note("moved", touches); if forward { super.touchesMoved(touches, with: event) } }
    override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) { note("ended", touches); if forward { super.touchesEnded(touches, with: event) } }
    override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent?) { note("cancelled", touches); if forward { super.touchesCancelled(touches, with: event) } }
}

/// A log shared by several views and recognizers, to check the order of callbacks across them.
@MainActor
final class SharedLog {
    var entries: [String] = []
    var finals: [ObjectIdentifier: Int] = [:]
}

/// A window 320×480 made key and visible, with a fresh pipeline owner and the media clock on manual time
/// at 1000 s.
@MainActor
func makeEventWindow() -> UIWindow {
    PipelineOwner.installFresh()
    CAMediaClock.useManualClock(startingAt: 1000)
    let w = UIWindow(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
    w.makeKeyAndVisible()
    return w
}

/// Records the state of a recognizer each time its action is sent.
@MainActor
final class StateRecorder {
    var states: [UIGestureRecognizer.State] = []
    func attach(_ r: UIGestureRecognizer) { r.addHandler { [unowned self] g in self.states.append(g.state) } }
}
