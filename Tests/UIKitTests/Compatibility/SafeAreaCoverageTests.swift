import Testing
import UIKit

/// `UIView.safeAreaInsets` of a view that is not a view controller's root view "reflect only the portion
/// of the view that is covered" by its superview's unsafe edges (UIKit documentation). The unsafe bands
/// lie inside the superview's bounds, so a view that hangs past the superview's edge is covered only up
/// to that edge: its inset on that side never exceeds the superview's. (Found by PinLayout's
/// `PinSafeAreaTests`: a subview at `y = -20` under a 44-point bar reports `top: 44`, and a subview at
/// `x = -10` reports `left: 0` when the superview's left inset is 0.)
@MainActor @Suite(.freshWorld) struct SafeAreaCoverageTests {
    /// A window whose screen has insets (top 47, left 20, bottom 34, right 20) on a 390 × 844 screen.
    private func window() -> UIWindow {
        let screen = UIScreen(bounds: CGRect(x: 0, y: 0, width: 390, height: 844), scale: 1)
        screen.safeAreaInsets = UIEdgeInsets(top: 47, left: 20, bottom: 34, right: 20)
        let window = UIWindow(frame: screen.bounds)
        window.screen = screen
        return window
    }

    @Test func aViewHangingPastTheTopLeftIsCoveredOnlyInsideTheSuperview() {
        let w = window()
        let v = UIView(frame: CGRect(x: -10, y: -20, width: 100, height: 100))
        w.addSubview(v)
        // The bands cover the view from the window's top (y = 0) to 47, and from x = 0 to 20: the view's
        // parts above and left of the window are not covered by anything.
        #expect(v.safeAreaInsets == UIEdgeInsets(top: 47, left: 20, bottom: 0, right: 0))
    }

    @Test func aViewHangingPastTheBottomRightIsCoveredOnlyInsideTheSuperview() {
        let w = window()
        let v = UIView(frame: CGRect(x: 300, y: 800, width: 100, height: 100))
        w.addSubview(v)
        // Right band x ∈ [370, 390], bottom band y ∈ [810, 844]: 20 and 34 points of the view.
        #expect(v.safeAreaInsets == UIEdgeInsets(top: 0, left: 0, bottom: 34, right: 20))
    }

    @Test func aViewInsideTheSuperviewKeepsItsOverlap() {
        let w = window()
        let v = UIView(frame: CGRect(x: 10, y: 10, width: 100, height: 100))
        w.addSubview(v)
        #expect(v.safeAreaInsets == UIEdgeInsets(top: 37, left: 10, bottom: 0, right: 0))
        // A view entirely within the superview's safe area has zero insets.
        let inner = UIView(frame: CGRect(x: 40, y: 100, width: 100, height: 100))
        w.addSubview(inner)
        #expect(inner.safeAreaInsets == .zero)
    }

    @Test func aNestedViewInheritsTheClippedInsets() {
        let w = window()
        let v = UIView(frame: CGRect(x: -10, y: -20, width: 200, height: 200))
        w.addSubview(v)
        // v's insets are (47, 20, 0, 0): its safe area starts at (20, 47) in its own coordinates.
        let child = UIView(frame: CGRect(x: 0, y: 30, width: 50, height: 50))
        v.addSubview(child)
        #expect(child.safeAreaInsets == UIEdgeInsets(top: 17, left: 20, bottom: 0, right: 0))
    }

    /// Random frames: every inset lies between zero and the superview's inset on that side, and equals
    /// the covered band clipped to the superview's bounds.
    @Test func randomFramesNeverExceedTheSuperviewsInsets() {
        var rng = SystemRandomNumberGenerator()
        let w = window()
        let pi = w.safeAreaInsets
        for _ in 0..<400 {
            let f = CGRect(x: CGFloat(Int.random(in: -150...450, using: &rng)),
                           y: CGFloat(Int.random(in: -150...900, using: &rng)),
                           width: CGFloat(Int.random(in: 0...300, using: &rng)),
                           height: CGFloat(Int.random(in: 0...300, using: &rng)))
            let v = UIView(frame: f)
            w.addSubview(v)
            let i = v.safeAreaInsets
            #expect(i.top >= 0 && i.top <= pi.top && i.left >= 0 && i.left <= pi.left)
            #expect(i.bottom >= 0 && i.bottom <= pi.bottom && i.right >= 0 && i.right <= pi.right)
            // Covered band, clipped to both the window's bounds and the view.
            let top = max(0, min(pi.top, f.maxY) - max(0, f.minY))
            let left = max(0, min(pi.left, f.maxX) - max(0, f.minX))
            let bottom = max(0, min(844, f.maxY) - max(844 - pi.bottom, f.minY))
            let right = max(0, min(390, f.maxX) - max(390 - pi.right, f.minX))
            #expect(i == UIEdgeInsets(top: min(top, f.height), left: min(left, f.width),
                                      bottom: min(bottom, f.height), right: min(right, f.width)),
                    "frame \(f)")
            v.removeFromSuperview()
        }
    }
}
