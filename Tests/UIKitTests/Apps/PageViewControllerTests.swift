import Foundation
import Testing
import UIKit

private final class Pages: NSObject, UIPageViewControllerDataSource, UIPageViewControllerDelegate {
    let pages: [UIViewController] = (0..<3).map { _ in UIViewController() }
    var log: [String] = []
    func index(_ vc: UIViewController) -> Int { pages.firstIndex { $0 === vc } ?? -1 }
    func pageViewController(_ p: UIPageViewController, viewControllerBefore viewController: UIViewController) -> UIViewController? {
        let i = index(viewController)
        return i > 0 ? pages[i - 1] : nil
    }
    func pageViewController(_ p: UIPageViewController, viewControllerAfter viewController: UIViewController) -> UIViewController? {
        let i = index(viewController)
        return i < pages.count - 1 ? pages[i + 1] : nil
    }
    func presentationCount(for pageViewController: UIPageViewController) -> Int { pages.count }
    func presentationIndex(for pageViewController: UIPageViewController) -> Int { 0 }
    func pageViewController(_ p: UIPageViewController, willTransitionTo pending: [UIViewController]) {
        log.append("will:\(pending.map { index($0) })")
    }
    func pageViewController(_ p: UIPageViewController, didFinishAnimating finished: Bool, previousViewControllers: [UIViewController],
                            transitionCompleted completed: Bool) {
        log.append("did:\(previousViewControllers.map { index($0) }):\(completed)")
    }
}

/// `UIPageViewController` paging by finger, as UIKit documents it: the data source gives neighbours on
/// demand, the delegate hears the turn's start and end, a short drag snaps back.
@MainActor @Suite(.serialized, .freshWorld) struct PageViewControllerTests {
    private func drag(_ w: UIWindow, from x0: CGFloat, to x1: CGFloat, y: CGFloat = 300) {
        w.sendTouch(.began, at: CGPoint(x: x0, y: y))
        runFor(1.0 / 60)
        let steps = 8
        for k in 1...steps {
            w.sendTouch(.moved, at: CGPoint(x: x0 + (x1 - x0) * CGFloat(k) / CGFloat(steps), y: y))
            runFor(0.1)
        }
        w.sendTouch(.ended, at: CGPoint(x: x1, y: y))
        runFor(0.6)
    }

    @Test func dragTurnsPagesAndShortDragsSnapBack() {
        let w = appWindow()
        let source = Pages()
        let pvc = UIPageViewController(transitionStyle: .scroll, navigationOrientation: .horizontal, options: [.interPageSpacing: 10])
        pvc.dataSource = source
        pvc.delegate = source
        pvc.setViewControllers([source.pages[0]], direction: .forward, animated: false)
        w.rootViewController = pvc
        w.makeKeyAndVisible()
        UIApplication.shared.runOneTurn()
        #expect(pvc.viewControllers?.first === source.pages[0])
        #expect(source.pages[0].parent === pvc)
        #expect(pvc.gestureRecognizers.count == 1)

        // Drag two thirds of the width to the left: the next page comes in and stays.
        drag(w, from: 350, to: 90)
        #expect(pvc.viewControllers?.first === source.pages[1])
        #expect(source.log == ["will:[1]", "did:[0]:true"])
        #expect(source.pages[0].parent == nil)
        #expect(source.pages[1].view.frame == pvc.view.bounds)

        // A short drag to the right brings the first page in, then snaps back.
        source.log = []
        drag(w, from: 100, to: 160)
        #expect(pvc.viewControllers?.first === source.pages[1])
        #expect(source.log == ["will:[0]", "did:[1]:false"])
        #expect(source.pages[1].view.frame == pvc.view.bounds)
    }

    @Test func settingPagesInCodeAndTheIndicator() {
        let w = appWindow()
        let source = Pages()
        let pvc = UIPageViewController(transitionStyle: .scroll, navigationOrientation: .horizontal)
        #expect(pvc.spineLocation == .none)
        pvc.dataSource = source
        w.rootViewController = pvc
        w.makeKeyAndVisible()
        var done: [Bool] = []
        pvc.setViewControllers([source.pages[2]], direction: .forward, animated: false) { done.append($0) }
        #expect(done == [true])
        #expect(pvc.viewControllers?.first === source.pages[2])
        // A page indicator shows the three pages with the third selected.
        let control = pvc.view.subviews.compactMap { $0 as? UIPageControl }.first
        #expect(control?.numberOfPages == 3)
        #expect(control?.currentPage == 2)
        let curl = UIPageViewController(transitionStyle: .pageCurl, navigationOrientation: .horizontal)
        #expect(curl.spineLocation == .min)
    }
}
