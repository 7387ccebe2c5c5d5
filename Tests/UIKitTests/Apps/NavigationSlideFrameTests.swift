import Testing
import UIKit

/// The frames of a navigation controller's built-in slide only move the two pages: a position change
/// lays nothing out (`layoutSubviews` follows bounds changes and explicit requests), so the navigation
/// controller's view is not laid out again between the slide's first frame and its end.
@MainActor @Suite(.freshWorld) struct NavigationSlideFrameTests {
    final class CountingNavigationController: UINavigationController {
        var layouts = 0
        override func viewDidLayoutSubviews() {
            super.viewDidLayoutSubviews()
            layouts += 1
        }
    }

    private func page(_ color: UIColor) -> UIViewController {
        let vc = UIViewController()
        vc.view.backgroundColor = color
        return vc
    }

    @Test("An animated pop moves the pages without laying out the navigation controller's view every frame")
    func popFramesOnlyMovePages() {
        let w = appWindow()
        let nav = CountingNavigationController(rootViewController: page(.white))
        w.rootViewController = nav
        w.makeKeyAndVisible()
        let top = page(.blue)
        nav.pushViewController(top, animated: false)
        UIApplication.shared.runOneTurn()
        nav.popViewController(animated: true)
        // The pop's first frame (the leaving page brought in front of the uncovered one, under the bar).
        runFor(1.0 / 60)
        let subviews = nav.view.subviews
        #expect(subviews.suffix(2).first === top.view && subviews.last === nav.navigationBar)
        nav.layouts = 0
        var xs: [CGFloat] = []
        for _ in 0..<12 {
            runFor(1.0 / 60)
            xs.append(top.view.frame.minX)
        }
        #expect(nav.layouts == 0)
        // The leaving page slides right, frame after frame, and stays in front of the uncovered one.
        #expect(zip(xs, xs.dropFirst()).allSatisfy { $0 < $1 })
        #expect(nav.view.subviews.suffix(2).first === top.view)
        runFor(0.3)
        #expect(nav.topViewController !== top && top.view.superview == nil)
    }
}
