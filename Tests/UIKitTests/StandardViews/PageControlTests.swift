import Testing
import UIKit

extension StandardViews {
@MainActor @Suite(.freshWorld) struct PageControlTests {
    @Test("Defaults: no pages, page 0, not hiding for a single page, no tint colours")
    func defaults() {
        let pc = UIPageControl()
        #expect(pc.numberOfPages == 0 && pc.currentPage == 0 && !pc.hidesForSinglePage)
        #expect(pc.pageIndicatorTintColor == nil && pc.currentPageIndicatorTintColor == nil)
        #expect(pc.backgroundStyle == .automatic && pc.direction == .natural && pc.allowsContinuousInteraction)
        #expect(UIPageControl.BackgroundStyle.minimal.rawValue == 2 && UIPageControl.Direction.bottomToTop.rawValue == 4)
    }

    @Test("currentPage is clamped to the pages; fewer pages pull the current page back")
    func clamping() {
        let pc = UIPageControl()
        pc.numberOfPages = 5
        pc.currentPage = 3
        #expect(pc.currentPage == 3)
        pc.currentPage = 9
        #expect(pc.currentPage == 4)
        pc.currentPage = -2
        #expect(pc.currentPage == 0)
        pc.currentPage = 4
        pc.numberOfPages = 2
        #expect(pc.currentPage == 1)
        pc.numberOfPages = -3
        #expect(pc.numberOfPages == 0 && pc.currentPage == 0)
    }

    @Test("size(forNumberOfPages:) grows with the page count and is the intrinsic size")
    func sizing() {
        let pc = UIPageControl()
        let three = pc.size(forNumberOfPages: 3), six = pc.size(forNumberOfPages: 6)
        #expect(six.width > three.width && six.height == three.height && three.height > 0)
        #expect(pc.size(forNumberOfPages: 0).width == 0)
        pc.numberOfPages = 3
        #expect(pc.intrinsicContentSize == three && pc.sizeThatFits(.zero) == three)
    }

    @Test("A tap right of the current dot goes to the next page, left to the previous, sending valueChanged")
    func tapsChangePages() {
        let w = makeEventWindow()
        let pc = UIPageControl(frame: CGRect(x: 0, y: 100, width: 320, height: 40))
        pc.numberOfPages = 3
        w.addSubview(pc)
        var pages: [Int] = []
        pc.addAction(UIAction { _ in pages.append(pc.currentPage) }, for: .valueChanged)
        func tap(_ x: CGFloat) {
            w.sendTouch(.began, at: CGPoint(x: x, y: 120)); w.sendTouch(.ended, at: CGPoint(x: x, y: 120))
            CAMediaClock.advance(by: 1)
        }
        tap(300)
        #expect(pc.currentPage == 1 && pages == [1])
        tap(300)
        #expect(pc.currentPage == 2 && pages == [1, 2])
        tap(300) // already on the last page: nothing changes, nothing is sent
        #expect(pc.currentPage == 2 && pages == [1, 2])
        tap(10)
        #expect(pc.currentPage == 1 && pages == [1, 2, 1])
        // Setting the page in code sends nothing.
        pc.currentPage = 0
        #expect(pages == [1, 2, 1])
    }

    @Test("Right-to-left direction reverses which side moves forward")
    func rightToLeft() {
        let w = makeEventWindow()
        let pc = UIPageControl(frame: CGRect(x: 0, y: 0, width: 320, height: 40))
        pc.numberOfPages = 3
        pc.direction = .rightToLeft
        w.addSubview(pc)
        w.sendTouch(.began, at: CGPoint(x: 10, y: 20)); w.sendTouch(.ended, at: CGPoint(x: 10, y: 20))
        #expect(pc.currentPage == 1)
    }

    @Test("Dots are drawn in the indicator colours; hidesForSinglePage with one page draws nothing")
    func drawing() {
        let w = makeWindow(CGSize(width: 100, height: 40), background: .white)
        let pc = UIPageControl(frame: CGRect(x: 0, y: 0, width: 100, height: 40))
        pc.numberOfPages = 2
        pc.pageIndicatorTintColor = .red
        pc.currentPageIndicatorTintColor = .blue
        w.addSubview(pc)
        var img = w.renderedImage(scale: 1)
        // Two 16-point cells centred in 100 points: dots at x = 42 and 58, y = 20.
        #expect(img.pixel(42, 20).isClose(to: [0, 0, 255, 255], tolerance: 2))
        #expect(img.pixel(58, 20).isClose(to: [255, 0, 0, 255], tolerance: 2))
        #expect(img.pixel(50, 20).isClose(to: [255, 255, 255, 255], tolerance: 2))
        pc.numberOfPages = 1
        pc.hidesForSinglePage = true
        img = w.renderedImage(scale: 1)
        #expect(img.pixel(50, 20).isClose(to: [255, 255, 255, 255], tolerance: 2))
        pc.hidesForSinglePage = false
        img = w.renderedImage(scale: 1)
        #expect(img.pixel(50, 20).isClose(to: [0, 0, 255, 255], tolerance: 2))
    }
}
}
