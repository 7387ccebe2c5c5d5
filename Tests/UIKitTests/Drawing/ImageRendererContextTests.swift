import Testing
import Foundation
import CoreGraphics
import PixelTestSupport
@testable import UIKit

/// The context `UIGraphicsImageRenderer` draws in, and the path directions UIKit's y-down space gives.
@MainActor @Suite(.freshWorld) struct ImageRendererContextTests {
    @Test("A renderer context is UIKit-oriented: ctm (s,0,0,-s,0,h) and a rect counted from the top")
    func rendererContextIsTopLeft() {
        var ctm = CGAffineTransform.identity
        let img = drawnImage(10, 10, scale: 2) { ctx in
            ctm = ctx.ctm
            ctx.setFillColor(red: 1, green: 0, blue: 0, alpha: 1)
            ctx.fill(CGRect(x: 1, y: 2, width: 2, height: 1))
        }
        #expect(ctm == CGAffineTransform(a: 2, b: 0, c: 0, d: -2, tx: 0, ty: 20))
        // Points (1,2)-(3,3) at scale 2 are pixels x 2..<6, y 4..<6.
        #expect(img.px(2, 4) == .red && img.px(5, 5) == .red)
        #expect(img.px(1, 4) == .clear && img.px(6, 4) == .clear && img.px(2, 3) == .clear && img.px(2, 6) == .clear)
    }

    @Test("A renderer too big for the bitmap cap fails cleanly with an empty image")
    func oversizedRendererGivesEmptyImage() {
        let f = UIGraphicsImageRendererFormat(); f.scale = 1
        let huge = UIGraphicsImageRenderer(size: CGSize(width: 100_000, height: 100_000), format: f).image { _ in }
        #expect(huge.cgImage == nil && huge.size == .zero)
    }

    @Test("UIBezierPath ovals and rects run clockwise on screen (y down), counterclockwise in y-up terms")
    func bezierPathDirections() {
        #expect(signedArea(of: UIBezierPath(ovalIn: CGRect(x: 0, y: 0, width: 10, height: 10)).cgPath) > 0)
        #expect(signedArea(of: UIBezierPath(rect: CGRect(x: 0, y: 0, width: 10, height: 10)).cgPath) > 0)
    }
}
