import Testing
import Foundation
@testable import UIKit

/// A controller that logs the safe-area and margin callbacks of its root view.
@MainActor
private final class MarginsVC: UIViewController {
    var log: [String] = []
    override func viewSafeAreaInsetsDidChange() { log.append("viewSafeAreaInsetsDidChange") }
    override func viewLayoutMarginsDidChange() { log.append("viewLayoutMarginsDidChange") }
}

/// A root view that logs the same changes from the view's side.
@MainActor
private final class MarginsRootView: UIView {
    weak var controller: MarginsVC?
    override func safeAreaInsetsDidChange() { controller?.log.append("view.safeAreaInsetsDidChange") }
    override func layoutMarginsDidChange() { controller?.log.append("view.layoutMarginsDidChange") }
}

/// The root view of a view controller: UIKit's Auto Layout Guide gives it side margins of 16 points in a
/// compact width (20 in a regular one) and 0 at the top and bottom; `systemMinimumLayoutMargins` keeps
/// custom margins from going below that unless `viewRespectsSystemMinimumLayoutMargins` is false.
@MainActor @Suite(.freshWorld) struct RootViewMarginsTests {
    private func shown(_ vc: UIViewController, width: CGFloat, traits: UITraitCollection? = nil) -> UIWindow {
        let w = appWindow(CGSize(width: width, height: 600))
        w.rootViewController = vc
        w.makeKeyAndVisible()
        w.layoutIfNeeded()
        return w
    }

    @Test func compactWidthRootViewHasSixteenPointSideMarginsAndNoneAtTopAndBottom() {
        let vc = UIViewController()
        let w = shown(vc, width: 390)
        #expect(vc.traitCollection.horizontalSizeClass == .compact)
        #expect(vc.systemMinimumLayoutMargins == NSDirectionalEdgeInsets(top: 0, leading: 16, bottom: 0, trailing: 16))
        #expect(vc.view.layoutMargins == UIEdgeInsets(top: 0, left: 16, bottom: 0, right: 16))
        // A subview pinned to the margins guide sits 16 points in.
        let v = UIView()
        v.translatesAutoresizingMaskIntoConstraints = false
        vc.view.addSubview(v)
        NSLayoutConstraint.activate([
            v.leadingAnchor.constraint(equalTo: vc.view.layoutMarginsGuide.leadingAnchor),
            v.trailingAnchor.constraint(equalTo: vc.view.layoutMarginsGuide.trailingAnchor),
            v.topAnchor.constraint(equalTo: vc.view.layoutMarginsGuide.topAnchor),
            v.heightAnchor.constraint(equalToConstant: 10)])
        w.layoutIfNeeded()
        #expect(v.frame == CGRect(x: 16, y: 0, width: 390 - 32, height: 10))
        // Subviews keep the ordinary 8-point margins.
        #expect(v.layoutMargins == UIEdgeInsets(top: 8, left: 8, bottom: 8, right: 8))
    }

    @Test func regularWidthRootViewHasTwentyPointSideMargins() {
        let vc = UIViewController()
        let w = shown(vc, width: 1024)
        withExtendedLifetime(w) {
            #expect(vc.traitCollection.horizontalSizeClass == .regular)
            #expect(vc.systemMinimumLayoutMargins == NSDirectionalEdgeInsets(top: 0, leading: 20, bottom: 0, trailing: 20))
            #expect(vc.view.layoutMargins.left == 20)
            #expect(vc.view.layoutMargins.right == 20)
        }
    }

    @Test("A large phone's compact-width window (414 points, the Plus and Max iPhones) gets 20-point root-view margins")
    func largePhoneRootViewHasTwentyPointSideMargins() {
        let vc = UIViewController()
        let w = shown(vc, width: 414)
        withExtendedLifetime(w) {
            #expect(vc.traitCollection.horizontalSizeClass == .compact)
            #expect(vc.systemMinimumLayoutMargins == NSDirectionalEdgeInsets(top: 0, leading: 20, bottom: 0, trailing: 20))
            #expect(vc.view.layoutMargins == UIEdgeInsets(top: 0, left: 20, bottom: 0, right: 20))
        }
    }

    @Test func customMarginsBelowTheMinimumAreRaisedUnlessTheControllerOptsOut() {
        let vc = UIViewController()
        let w = shown(vc, width: 390)
        vc.view.directionalLayoutMargins = NSDirectionalEdgeInsets(top: 4, leading: 2, bottom: 6, trailing: 30)
        w.layoutIfNeeded()
        // Whichever is greater, edge by edge.
        #expect(vc.view.directionalLayoutMargins == NSDirectionalEdgeInsets(top: 4, leading: 16, bottom: 6, trailing: 30))
        vc.viewRespectsSystemMinimumLayoutMargins = false
        w.layoutIfNeeded()
        #expect(vc.view.directionalLayoutMargins == NSDirectionalEdgeInsets(top: 4, leading: 2, bottom: 6, trailing: 30))
        vc.view.directionalLayoutMargins = .zero
        #expect(vc.view.layoutMarginsGuide.layoutFrame == vc.view.bounds)
    }

    @Test func rootViewMarginsReflectTheSafeArea() {
        let vc = UIViewController()
        let w = shown(vc, width: 390)
        w.screen.safeAreaInsets = UIEdgeInsets(top: 47, left: 0, bottom: 34, right: 0)
        defer { w.screen.safeAreaInsets = .zero }
        w.layoutIfNeeded()
        #expect(vc.view.layoutMargins == UIEdgeInsets(top: 47, left: 16, bottom: 34, right: 16))
        #expect(vc.view.layoutMarginsGuide.layoutFrame == CGRect(x: 16, y: 47, width: 390 - 32, height: 600 - 47 - 34))
    }

    @Test func controllerHearsOfSafeAreaAndMarginChangesAfterItsView() {
        let vc = MarginsVC()
        let root = MarginsRootView()
        root.controller = vc
        vc.view = root
        let w = shown(vc, width: 390)
        vc.log.removeAll()
        vc.additionalSafeAreaInsets = UIEdgeInsets(top: 10, left: 0, bottom: 0, right: 0)
        #expect(vc.log.isEmpty, "the safe area changes at the next layout pass")
        w.layoutIfNeeded()
        #expect(vc.log == ["view.safeAreaInsetsDidChange", "viewSafeAreaInsetsDidChange",
                           "view.layoutMarginsDidChange", "viewLayoutMarginsDidChange"])
        #expect(vc.view.safeAreaInsets.top == 10)
        vc.log.removeAll()
        vc.view.layoutMargins = UIEdgeInsets(top: 1, left: 30, bottom: 1, right: 30)
        #expect(vc.log == ["view.layoutMarginsDidChange", "viewLayoutMarginsDidChange"])
    }
}
