import Foundation
import Testing
import UIKit

/// iOS up to 16 calls a view controller's `traitCollectionDidChange(_:)` with a nil previous collection
/// when its view first joins a window, and apps build size-class-dependent UI there; iOS 17's trait-change
/// registrations run only for real changes.
@MainActor @Suite(.serialized, .freshWorld)
struct FirstTraitChangeTests {
    /// A game screen that adds its header in `traitCollectionDidChange`, by size class.
    final class GameVC: UIViewController {
        var calls: [UITraitCollection?] = []
        var header: UIView?
        override func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {
            super.traitCollectionDidChange(previousTraitCollection)
            calls.append(previousTraitCollection)
            if header == nil, traitCollection.horizontalSizeClass == .compact {
                let h = UIView(frame: CGRect(x: 0, y: 0, width: view.bounds.width, height: 80))
                view.addSubview(h)
                header = h
            }
        }
    }

    @Test("The root view controller hears traitCollectionDidChange(nil) once, when its view joins the window")
    func rootViewController() {
        let w = appWindow(CGSize(width: 390, height: 844))
        let vc = GameVC()
        _ = vc.view
        #expect(vc.calls.isEmpty) // loading the view is not joining a window
        w.rootViewController = vc
        w.makeKeyAndVisible()
        UIApplication.shared.runOneTurn()
        #expect(vc.calls.count == 1)
        #expect(vc.calls.first.map { $0 == nil } == true)
        #expect(vc.header != nil)
        vc.view.removeFromSuperview()
        w.addSubview(vc.view)
        #expect(vc.calls.count == 1) // only the first time
    }

    @Test("A pushed view controller hears it when its view joins the window; registrations do not run for it")
    func pushedAndRegistered() {
        let w = appWindow(CGSize(width: 390, height: 844))
        let nav = UINavigationController(rootViewController: UIViewController())
        w.rootViewController = nav
        w.makeKeyAndVisible()
        let vc = GameVC()
        var registered = 0
        vc.registerForTraitChanges([UITraitHorizontalSizeClass.self]) { (_: GameVC, _: UITraitCollection) in registered += 1 }
        nav.pushViewController(vc, animated: false)
        UIApplication.shared.runOneTurn()
        #expect(vc.calls.count == 1 && vc.calls.first.map { $0 == nil } == true)
        #expect(registered == 0)
        w.frame = CGRect(x: 0, y: 0, width: 1280, height: 844)
        w.layoutIfNeeded()
        #expect(vc.calls.count == 2 && vc.calls.last??.horizontalSizeClass == .compact)
        #expect(registered == 1)
    }
}
