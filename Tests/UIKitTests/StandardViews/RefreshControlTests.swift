import Testing
import UIKit

extension StandardViews {
@MainActor @Suite(.freshWorld) struct RefreshControlTests {
    @Test("beginRefreshing/endRefreshing toggle isRefreshing without sending valueChanged")
    func programmatic() {
        let rc = UIRefreshControl()
        var sent = 0
        rc.addAction(UIAction { _ in sent += 1 }, for: .valueChanged)
        #expect(!rc.isRefreshing && rc.attributedTitle == nil)
        rc.beginRefreshing()
        #expect(rc.isRefreshing)
        rc.beginRefreshing()
        #expect(rc.isRefreshing)
        rc.endRefreshing()
        #expect(!rc.isRefreshing)
        rc.endRefreshing()
        #expect(!rc.isRefreshing && sent == 0)
        rc.attributedTitle = NSAttributedString(string: "Pull to refresh")
        #expect(rc.attributedTitle?.string == "Pull to refresh")
        rc.tintColor = .red
        #expect(rc.tintColor == .red)
    }

    @Test("refreshControl attaches the control above the content; replacing or clearing it detaches the old one")
    func attaching() {
        let s = UIScrollView(frame: CGRect(x: 0, y: 0, width: 320, height: 400))
        #expect(s.refreshControl == nil)
        let rc = UIRefreshControl()
        s.refreshControl = rc
        #expect(s.refreshControl === rc && rc.superview === s)
        #expect(rc.frame.maxY <= 0 && rc.frame.width == 320)
        let other = UIRefreshControl()
        s.refreshControl = other
        #expect(s.refreshControl === other && rc.superview == nil)
        s.refreshControl = nil
        #expect(s.refreshControl == nil && other.superview == nil)
        // Moving a control to another scroll view takes it from the first.
        let t = UIScrollView(frame: .zero)
        s.refreshControl = rc
        t.refreshControl = rc
        #expect(s.refreshControl == nil && t.refreshControl === rc)
    }

    @Test("Pulling the content down far enough and letting go starts refreshing and sends valueChanged once")
    func pullToRefresh() {
        CAMediaClock.useManualClock(startingAt: 100)
        let window = makeWindow(CGSize(width: 320, height: 480))
        let s = UIScrollView(frame: window.bounds)
        s.contentSize = CGSize(width: 320, height: 1000)
        s.contentInsetAdjustmentBehavior = .never
        window.addSubview(s)
        let rc = UIRefreshControl()
        s.refreshControl = rc
        var sent = 0
        rc.addAction(UIAction { _ in sent += 1 }, for: .valueChanged)
        func drag(by dy: CGFloat) {
            window.sendTouch(.began, at: CGPoint(x: 100, y: 100))
            CAMediaClock.advance(by: 0.016)
            window.sendTouch(.moved, at: CGPoint(x: 100, y: 110))
            CAMediaClock.advance(by: 0.016)
            window.sendTouch(.moved, at: CGPoint(x: 100, y: 110 + dy))
            CAMediaClock.advance(by: 1)
            window.sendTouch(.ended, at: CGPoint(x: 100, y: 110 + dy))
            for _ in 0..<5 { CAMediaClock.advance(by: 1); UIApplication.shared.runOneTurn() }
        }
        drag(by: 30) // a small pull: not enough
        #expect(!rc.isRefreshing && sent == 0)
        drag(by: 300)
        #expect(rc.isRefreshing && sent == 1)
        drag(by: 300) // already refreshing: nothing more is sent
        #expect(sent == 1)
        rc.endRefreshing()
        rc.isEnabled = false
        drag(by: 300) // a disabled control does not start
        #expect(!rc.isRefreshing && sent == 1)
    }
}
}

extension StandardViews.RefreshControlTests {
    @Test("UITableViewController.refreshControl is its table view's refresh control")
    func tableViewController() {
        let tvc = UITableViewController(style: .plain)
        let rc = UIRefreshControl()
        tvc.refreshControl = rc
        #expect(tvc.tableView.refreshControl === rc && tvc.refreshControl === rc && rc.superview === tvc.tableView)
    }
}
