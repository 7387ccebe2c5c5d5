import Testing
import UIKit

/// A frame presented while an explicit `CATransaction` is still open shows the tree as last committed:
/// the transaction's changes appear with its `commit()`, and the frame after the commit damages what they
/// changed, the area of a removed view included.
@MainActor @Suite(.serialized, .freshWorld)
struct OpenTransactionFrameTests {
    @Test("A view removed inside an open transaction stays on screen over a frame; the frame after the commit clears its area and equals a full render")
    func removalWaitsForCommit() throws {
        try withHeadlessWindow(CGSize(width: 120, height: 90)) { host, window in
            let view = filledView(CGRect(x: 10, y: 20, width: 40, height: 30), .red)
            let other = filledView(CGRect(x: 70, y: 20, width: 20, height: 20), .blue)
            window.addSubview(view)
            window.addSubview(other)
            UIApplication.shared.runOneTurn()

            CATransaction.begin()
            view.removeFromSuperview()
            other.backgroundColor = .green
            UIApplication.shared.runOneTurn()
            let during = try #require(host.lastFrame(of: window))
            #expect(during.pixel(20, 30).isClose(to: RGBA.red))
            #expect(during.pixel(80, 30).isClose(to: RGBA.blue))
            CATransaction.commit()

            UIApplication.shared.runOneTurn()
            let damage = host.lastDamage(of: window)
            #expect(damage.contains(CGRect(x: 10, y: 20, width: 40, height: 30)))
            #expect(damage.contains(CGRect(x: 70, y: 20, width: 20, height: 20)))
            let after = try #require(host.lastFrame(of: window))
            #expect(after.pixel(20, 30).isClose(to: RGBA.white))
            #expect(after.pixel(80, 30).isClose(to: RGBA.green))
            let differing = try pixelsDifferingFromFullRender(host, window)
            #expect(differing == 0)
        }
    }
}
