import Testing
@testable import UIKit

/// One run-loop turn runs the pipeline owner's phases in a fixed order (timers, layout, display, render),
/// and a turn can stop after any of them; a fresh owner starts with nothing pending.
@MainActor @Suite(.serialized, .freshWorld) struct PipelinePhaseTests {
    private final class PhaseView: UIView {
        var log: [String] = []
        override func layoutSubviews() {
            super.layoutSubviews()
            log.append("layout:\(PipelineOwner.current.phase)")
        }
        var fill = UIColor.red
        override func draw(_ rect: CGRect) {
            log.append("draw:\(PipelineOwner.current.phase)")
            fill.setFill()
            UIRectFill(bounds)
        }
    }

    @Test("Timers, then layout, then display, each in its own phase; render comes last and nothing runs in it")
    func phaseOrder() {
        let window = appWindow(CGSize(width: 100, height: 100))
        window.makeKeyAndVisible()
        let v = PhaseView(frame: CGRect(x: 0, y: 0, width: 50, height: 50))
        window.addSubview(v)
        UIApplication.shared.runOneTurn()
        v.log.removeAll()
        PipelineOwner.current.scheduler.schedule(after: 0) {
            v.log.append("timer:\(PipelineOwner.current.phase)")
            v.setNeedsLayout()
            v.setNeedsDisplay()
        }
        UIApplication.shared.runOneTurn()
        #expect(v.log == ["timer:timers", "layout:layout", "draw:display"])
        #expect(PipelineOwner.current.phase == .idle)
    }

    @Test("A turn stopped after layout leaves the drawing for the next turn; one stopped after timers, both")
    func stopAfterPhase() {
        let window = appWindow(CGSize(width: 100, height: 100))
        window.makeKeyAndVisible()
        let v = PhaseView(frame: CGRect(x: 0, y: 0, width: 50, height: 50))
        window.addSubview(v)
        UIApplication.shared.runOneTurn()
        v.log.removeAll()
        v.fill = .blue
        v.setNeedsLayout()
        v.setNeedsDisplay()
        UIApplication.shared.runOneTurn(stoppingAfter: .timers)
        #expect(v.log.isEmpty)
        UIApplication.shared.runOneTurn(stoppingAfter: .layout)
        #expect(v.log == ["layout:layout"])
        UIApplication.shared.runOneTurn(stoppingAfter: .display)
        #expect(v.log == ["layout:layout", "draw:display"])
        let host = UIApplication.shared.host as? HeadlessHost
        let before = host?.compositedFrameCount ?? 0
        UIApplication.shared.runOneTurn()
        #expect((host?.compositedFrameCount ?? 0) == before + 1)
    }

    @Test("A fresh owner has no timers, animations or pending work from before; old tokens cancel nothing")
    func freshOwnerIsolation() {
        let window = appWindow(CGSize(width: 100, height: 100))
        window.makeKeyAndVisible()
        let v = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        window.addSubview(v)
        UIApplication.shared.runOneTurn()
        var fired: [String] = []
        let oldToken = PipelineOwner.current.scheduler.schedule(after: 0.1) { fired.append("old") }
        UIView.animate(withDuration: 1) { v.alpha = 0.5 }
        #expect(AnimationEngine.isAnimating)

        PipelineOwner.installFresh()
        #expect(!AnimationEngine.isAnimating)
        #expect(!PipelineOwner.current.scheduler.hasFrameObservers)
        let newToken = PipelineOwner.current.scheduler.schedule(after: 0.1) { fired.append("new") }
        // A token kept from the old scheduler does not cancel the new scheduler's timer.
        PipelineOwner.current.scheduler.cancel(oldToken)
        #expect(PipelineOwner.current.scheduler.isScheduled(newToken))
        CAMediaClock.advance(by: 0.2)
        UIApplication.shared.runOneTurn()
        #expect(fired == ["new"])
        v.layer.removeAllAnimations()
        window.isHidden = true
    }
}
