import Foundation
import Testing
import UIKit

/// The navigation controller's edge swipe runs the interactive pop.
@MainActor @Suite(.freshWorld) struct InteractivePopGestureTests {
    func makeStack() -> (UIWindow, UINavigationController, UIViewController, UIViewController) {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
        let root = UIViewController(), top = UIViewController()
        let nav = UINavigationController(rootViewController: root)
        window.rootViewController = nav
        window.makeKeyAndVisible()
        nav.pushViewController(top, animated: false)
        UIApplication.shared.runOneTurn()
        return (window, nav, root, top)
    }

    @Test("interactivePopGestureRecognizer is a left-edge pan on the navigation controller's view")
    func recognizerExists() {
        let (_, nav, _, _) = makeStack()
        let r = nav.interactivePopGestureRecognizer
        #expect(r is UIScreenEdgePanGestureRecognizer)
        #expect((r as? UIScreenEdgePanGestureRecognizer)?.edges == .left)
        #expect(r?.view === nav.view)
    }

    @Test("Dragging from the left edge past half the width and lifting pops the top view controller; a short drag cancels")
    func swipePops() {
        CAMediaClock.useManualClock(startingAt: 300)
        let (window, nav, root, top) = makeStack()
        // A short drag, held still, then lifted: cancelled, the stack is unchanged.
        window.sendTouch(.began, at: CGPoint(x: 5, y: 200))
        CAMediaClock.advance(by: 0.016)
        window.sendTouch(.moved, at: CGPoint(x: 40, y: 200))
        CAMediaClock.advance(by: 0.016)
        window.sendTouch(.moved, at: CGPoint(x: 80, y: 200))
        CAMediaClock.advance(by: 1)
        window.sendTouch(.ended, at: CGPoint(x: 80, y: 200))
        for _ in 0..<40 { CAMediaClock.advance(by: 1.0 / 60); UIApplication.shared.runOneTurn() }
        #expect(nav.viewControllers.count == 2)
        #expect(nav.topViewController === top)
        // A long drag past half of the 320-point width: the pop finishes.
        window.sendTouch(.began, at: CGPoint(x: 5, y: 200))
        CAMediaClock.advance(by: 0.016)
        window.sendTouch(.moved, at: CGPoint(x: 40, y: 200))
        CAMediaClock.advance(by: 0.016)
        window.sendTouch(.moved, at: CGPoint(x: 250, y: 200))
        CAMediaClock.advance(by: 1)
        window.sendTouch(.ended, at: CGPoint(x: 250, y: 200))
        for _ in 0..<40 { CAMediaClock.advance(by: 1.0 / 60); UIApplication.shared.runOneTurn() }
        #expect(nav.viewControllers.count == 1)
        #expect(nav.topViewController === root)
    }
}
