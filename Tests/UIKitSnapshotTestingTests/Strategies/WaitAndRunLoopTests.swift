import Foundation
import Testing
import SnapshotTesting
import UIKitSnapshotTesting
import QuartzCore

/// `.wait(for:on:)` (the library's own, for every platform) with this package's run loop: the strategies
/// run one turn of the main run loop (timers due on the media clock, main-queue work, commit) before they
/// look, so what came due during the wait has happened. (Main-queue blocks run during the wait itself only
/// where the test is not already running on the main queue: in XCTest, as the ported WaitTests show; a
/// `@MainActor` Swift Testing test runs on the main queue, whose blocks wait for the test to suspend.)
@MainActor @Suite(.serialized) struct WaitAndRunLoopTests {
    private func centerPixel(_ image: UIImage) -> [UInt8] {
        guard let cg = image.cgImage, let data = cg.dataProvider?.data else { return [] }
        let bytes = Data(referencing: data)
        let o = (cg.height / 2) * cg.bytesPerRow + (cg.width / 2) * 4
        return [bytes[o + 2], bytes[o + 1], bytes[o]] // stored b, g, r
    }

    @Test func waitLetsAnAnimationFinishOnTheMediaClock() {
        let restoreScreen = useThreeXScreen()
        defer { restoreScreen() }
        // A manual clock: other suites running meanwhile may set the media clock, so the animation's time
        // is stepped here (past its end) rather than left to the wall clock.
        PipelineOwner.installFresh()
        CAMediaClock.useManualClock(startingAt: 0)
        defer { CAMediaClock.useSystemClock() }
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 20, height: 20))
        view.backgroundColor = .red
        UIView.animate(withDuration: 0.1, animations: { view.alpha = 0.5 }, completion: { _ in
            view.alpha = 1
            view.backgroundColor = .blue
        })
        var image = UIImage()
        CAMediaClock.advance(by: 0.3)
        Snapshotting<UIView, UIImage>.wait(for: 0.3, on: .image).snapshot(view).run { image = $0 }
        #expect(centerPixel(image) == [0, 0, 255])
    }

    @Test func mediaClockTimersDueBeforeTheSnapshotHaveFired() {
        let restoreScreen = useThreeXScreen()
        defer { restoreScreen() }
        CAMediaClock.useManualClock(startingAt: 0)
        defer { CAMediaClock.useSystemClock() }
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 20, height: 20))
        view.backgroundColor = .red
        let link = CADisplayLink(handler: { _ in view.backgroundColor = .blue })
        link.add(to: .main, forMode: .common)
        defer { link.invalidate() }
        CAMediaClock.advance(by: 1.0 / 60)
        var image = UIImage()
        Snapshotting<UIView, UIImage>.image.snapshot(view).run { image = $0 }
        #expect(centerPixel(image) == [0, 0, 255])
    }
}
