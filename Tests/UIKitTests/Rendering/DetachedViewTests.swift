import Testing
import UIKit

/// Views outside a window are not drawn (as on iOS) and are not kept alive by pending display requests.
@MainActor @Suite(.serialized, .freshWorld)
struct DetachedViewTests {
    final class Counting: UIView {
        var draws = 0
        override func draw(_ rect: CGRect) {
            draws += 1
            UIColor.red.setFill()
            UIRectFill(bounds)
        }
    }

    @Test("A view that never enters a window and its layer are freed after a commit; the display request does not leak the layer")
    func detachedViewIsReleased() {
        weak var weakView: Counting?
        weak var weakLayer: CALayer?
        do {
            let v = Counting(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
            v.setNeedsDisplay()
            weakView = v
            weakLayer = v.layer
            UIApplication.shared.runOneTurn()
            #expect(v.draws == 0) // not in a window: not drawn
        }
        UIApplication.shared.runOneTurn()
        #expect(weakView == nil)
        #expect(weakLayer == nil)
    }

    @Test("A view invalidated while detached draws once when it is added to a window")
    func detachedRequestIsHonouredOnAttach() {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 20, height: 20))
        window.makeKeyAndVisible()
        let container = UIView(frame: window.bounds)
        let v = Counting(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        container.addSubview(v)
        UIApplication.shared.runOneTurn()
        UIApplication.shared.runOneTurn()
        #expect(v.draws == 0)
        window.addSubview(container)
        UIApplication.shared.runOneTurn()
        #expect(v.draws == 1)
        UIApplication.shared.runOneTurn()
        #expect(v.draws == 1)
    }

    @Test("Rendering a detached view draws its pending content (as render(in:) does on iOS)")
    func renderingDetachedViewDraws() {
        let v = Counting(frame: CGRect(x: 0, y: 0, width: 4, height: 4))
        UIApplication.shared.runOneTurn()
        let image = v.renderedImage(scale: 1)
        #expect(v.draws == 1)
        let p = image.cgImage!.rgba(atX: 1, y: 1)
        #expect(p.r == 255 && p.g == 0 && p.a == 255)
    }
}
