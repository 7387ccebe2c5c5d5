import Testing
import UIKit

/// `UIView.isOpaque`: "The default value of this property is true." An opaque view's backing store has no
/// transparency: pixels its `draw(_:)` leaves undrawn show its background colour, or black without one.
@MainActor @Suite(.freshWorld) struct OpaqueViewTests {
    final class DotView: UIView {
        override func draw(_ rect: CGRect) {
            UIColor.red.setFill()
            UIRectFill(CGRect(x: 0, y: 0, width: 10, height: 10))
        }
    }

    @Test("views are opaque by default; UIKit's own drawing views (labels, controls) are not")
    func defaults() {
        #expect(UIView().isOpaque && DotView().isOpaque)
        #expect(!UILabel().isOpaque && !UISwitch().isOpaque && !UISlider().isOpaque && !UITextField().isOpaque)
    }

    @Test("an opaque custom-drawn view without a background colour: undrawn pixels are black")
    func undrawnIsBlack() {
        let window = makeWindow(CGSize(width: 40, height: 40))
        let v = DotView(frame: CGRect(x: 0, y: 0, width: 40, height: 40))
        window.addSubview(v)
        let image = window.renderedImage(scale: 1)
        #expect(image.pixel(5, 5).isClose(to: RGBA.red))
        #expect(image.pixel(30, 30).isClose(to: [0, 0, 0, 255]))
    }

    @Test("with a background colour, undrawn pixels are that colour; not opaque, they are transparent")
    func backgroundAndTransparent() {
        let window = makeWindow(CGSize(width: 40, height: 40), background: .blue)
        let v = DotView(frame: CGRect(x: 0, y: 0, width: 40, height: 40))
        v.backgroundColor = .white
        window.addSubview(v)
        #expect(window.renderedImage(scale: 1).pixel(30, 30).isClose(to: RGBA.white))
        v.backgroundColor = nil
        v.isOpaque = false // redraws: the store's undrawn pixels become transparent
        UIApplication.shared.runOneTurn()
        let image = window.renderedImage(scale: 1)
        #expect(image.pixel(30, 30).isClose(to: RGBA.blue))
        #expect(image.pixel(5, 5).isClose(to: RGBA.red))
    }
}
