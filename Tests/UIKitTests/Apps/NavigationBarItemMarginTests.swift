import Testing
import UIKit

/// Bar button items in a navigation bar sit inside the bar's layout margins, as on iOS: 16 points on
/// 320- and 375-point-wide phones (the iPhone SE's `.add` glyph starts at x = 18, inside that margin, in
/// swift-snapshot-testing's iOS reference), 20 points on 414-point-wide ones.
@MainActor @Suite(.freshWorld) struct NavigationBarItemMarginTests {
    private func itemFrames(width: CGFloat) -> (left: CGRect, right: CGRect)? {
        let window = makeWindow(CGSize(width: width, height: 600), scale: 2)
        let vc = UIViewController()
        vc.navigationItem.leftBarButtonItem = UIBarButtonItem(barButtonSystemItem: .add, target: nil, action: nil)
        vc.navigationItem.rightBarButtonItem = UIBarButtonItem(barButtonSystemItem: .action, target: nil, action: nil)
        let nav = UINavigationController(rootViewController: vc)
        window.rootViewController = nav
        window.layoutIfNeeded()
        let bar = nav.navigationBar
        let controls = bar.subviews.filter { $0 is UIControl && !$0.isHidden && !$0.bounds.isEmpty }
            .map { $0.convert($0.bounds, to: bar) }.sorted { $0.minX < $1.minX }
        guard controls.count == 2 else { return nil }
        return (controls[0], controls[1])
    }

    @Test("items start and end 16 points from the edges of a 320- or 375-point bar", arguments: [320.0, 375.0])
    func compactPhoneMargins(_ width: Double) throws {
        let frames = try #require(itemFrames(width: width))
        #expect(frames.left.minX == 16)
        #expect(abs(frames.right.maxX - (width - 16)) < 1e-9)
    }

    @Test("items keep 20-point margins on a 414-point bar")
    func largePhoneMargins() throws {
        let frames = try #require(itemFrames(width: 414))
        #expect(frames.left.minX == 20)
        #expect(abs(frames.right.maxX - 394) < 1e-9)
    }
}
