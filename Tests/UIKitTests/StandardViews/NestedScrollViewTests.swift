import Foundation
import Testing
import UIKit

/// A horizontal paging scroll view whose pages are vertical scroll views: a scroll view's pan does not
/// begin in a direction in which it cannot scroll, so a horizontal drag over a page pages the outer
/// scroll view, and a vertical drag scrolls the page, as on iOS.
@MainActor @Suite(.serialized, .freshWorld)
struct NestedScrollViewTests {
    private func pager(innerHeight: CGFloat) -> (UIWindow, UIScrollView, [UIScrollView]) {
        let (window, vc) = shownController(CGSize(width: 390, height: 844))
        let outer = UIScrollView(frame: vc.view.bounds)
        outer.isPagingEnabled = true
        outer.contentSize = CGSize(width: 390 * 2, height: 844)
        var pages: [UIScrollView] = []
        for i in 0..<2 {
            let page = UIScrollView(frame: CGRect(x: CGFloat(i) * 390, y: 0, width: 390, height: 844))
            page.contentSize = CGSize(width: 390, height: innerHeight)
            outer.addSubview(page)
            pages.append(page)
        }
        vc.view.addSubview(outer)
        UIApplication.shared.runOneTurn()
        return (window, outer, pages)
    }

    private func drag(_ w: UIWindow, from a: CGPoint, by d: CGPoint, steps: Int = 10) {
        w.sendTouch(.began, at: a)
        UIApplication.shared.runOneTurn()
        for i in 1...steps {
            CAMediaClock.advance(by: 1.0 / 60)
            let f = CGFloat(i) / CGFloat(steps)
            w.sendTouch(.moved, at: CGPoint(x: a.x + d.x * f, y: a.y + d.y * f))
            UIApplication.shared.runOneTurn()
        }
        w.sendTouch(.ended, at: CGPoint(x: a.x + d.x, y: a.y + d.y))
        UIApplication.shared.runOneTurn()
    }

    @Test("A horizontal drag over a vertical page pages the outer scroll view", arguments: [2000, 600] as [CGFloat])
    func horizontalDragPages(innerHeight: CGFloat) {
        let (w, outer, pages) = pager(innerHeight: innerHeight)
        drag(w, from: CGPoint(x: 300, y: 400), by: CGPoint(x: -250, y: 4))
        runFor(2)
        #expect(outer.contentOffset.x == 390)
        #expect(pages[0].contentOffset.y == 0)
    }

    @Test("A vertical drag over a tall page scrolls the page and leaves the pager where it is")
    func verticalDragScrollsPage() {
        let (w, outer, pages) = pager(innerHeight: 2000)
        drag(w, from: CGPoint(x: 200, y: 600), by: CGPoint(x: 3, y: -200))
        #expect(pages[0].contentOffset.y > 150)
        runFor(2)
        #expect(outer.contentOffset.x == 0)
    }
}
