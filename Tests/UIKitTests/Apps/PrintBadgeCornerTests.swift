import Foundation
import Testing
import UIKit
import DemoScenes

/// The pointer, drops and printing page's badge draws a rounded rectangle in `draw(_:)` and leaves its
/// corners undrawn. `UIView.isOpaque` is true by default and an opaque view "is expected to fill its bounds
/// with entirely opaque content" (the UIView reference), so a clear background colour alone leaves the
/// undrawn corners black; the badge is not opaque, and its corners show the page behind it.
@MainActor @Suite(.freshWorld) struct PrintBadgeCornerTests {
    @Test("the badge's rounded corners show the page's background, not black; its middle is its teal fill")
    func cornersShowThePage() throws {
        let window = makeWindow(CGSize(width: 480, height: 320))
        defer { window.isHidden = true }
        let page = DesktopInputController()
        window.rootViewController = page
        UIApplication.shared.runOneTurn()
        #expect(page.badge.frame == CGRect(x: 110, y: 214, width: 100, height: 30))
        #expect(!page.badge.isOpaque)
        let teal = try #require(UIColor.systemTeal.resolvedColor(with: page.traitCollection).cgColor.components)
        for scale in [1.0, 2.0] {
            let image = window.renderedImage(scale: scale)
            func px(_ x: Double, _ y: Double) -> [UInt8] { image.pixel(Int(x * scale), Int(y * scale)) }
            // The page's background (systemBackground, white in the light style) beside the badge and in
            // each of its corners, which an 8-point radius leaves undrawn.
            #expect(px(105, 220).isClose(to: RGBA.white), "beside the badge at \(scale)x: \(px(105, 220))")
            for (x, y) in [(110.0, 214.0), (209.5, 214.0), (110.0, 243.5), (209.5, 243.5)] {
                #expect(px(x, y).isClose(to: RGBA.white, tolerance: 2), "corner (\(x), \(y)) at \(scale)x: \(px(x, y))")
            }
            #expect(px(160, 229).isClose(to: [teal[0] * 255, teal[1] * 255, teal[2] * 255, 255], tolerance: 2),
                    "middle at \(scale)x: \(px(160, 229))")
        }
    }
}
