import Testing
import UIKit

/// A frame presented while an explicit `CATransaction` is still open shows the tree as last committed:
/// the transaction's changes appear with its `commit()`, and the frame after the commit damages what they
/// changed, the area of a removed view included.
@MainActor @Suite(.serialized, .freshWorld)
struct OpenTransactionFrameTests {
    @Test("A view removed inside an open transaction stays on screen over a frame; the frame after the commit clears its area and equals a full render")
    func removalWaitsForCommit() throws {
        let saved = UIApplication.shared.host
        defer { UIApplication.shared.host = saved }
        let host = HeadlessHost()
        UIApplication.shared.host = host
        let window = makeWindow(CGSize(width: 120, height: 90))
        window.backgroundColor = .white
        let view = UIView(frame: CGRect(x: 10, y: 20, width: 40, height: 30))
        view.backgroundColor = .red
        window.addSubview(view)
        let other = UIView(frame: CGRect(x: 70, y: 20, width: 20, height: 20))
        other.backgroundColor = .blue
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
        let frame = try #require(after.cgImage), full = try #require(window.renderedImage(scale: 1).cgImage)
        var differing = 0
        for y in 0..<frame.height {
            for x in 0..<frame.width where frame.rgba(atX: x, y: y) != full.rgba(atX: x, y: y) { differing += 1 }
        }
        #expect(differing == 0)
    }
}
