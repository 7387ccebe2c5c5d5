import Foundation
import Testing
import UIKit

/// Sheets with detents, bar appearances, and bad input during transitions.
@MainActor @Suite(.serialized, .freshWorld)
struct PresentationExtrasTests {
    @Test("A sheet's medium detent is half the card's height; the grabber shows when asked; large is the whole card")
    func detents() throws {
        let w = appWindow(CGSize(width: 390, height: 844))
        let a = UIViewController()
        w.rootViewController = a
        w.makeKeyAndVisible()
        let b = UIViewController()
        let sheet = try #require(b.sheetPresentationController)
        sheet.detents = [.medium(), .large()]
        sheet.prefersGrabberVisible = true
        a.present(b, animated: false)
        #expect(b.presentationController === sheet)
        // The card is 844 − 10 points high; the medium detent is half of it, resting on the bottom edge.
        #expect(b.view.frame == CGRect(x: 0, y: 844 - 417, width: 390, height: 417))
        sheet.selectedDetentIdentifier = .large
        sheet.containerView?.layoutIfNeeded()
        #expect(b.view.frame == CGRect(x: 0, y: 10, width: 390, height: 834))
        #expect(sheet.grabber.superview === b.view)
        let full = UIViewController()
        full.modalPresentationStyle = .fullScreen
        #expect(full.sheetPresentationController == nil)
    }

    @Test("Bar appearances set the navigation and tab bars' background and hairline")
    func appearances() {
        let w = appWindow()
        let a = UIViewController()
        let nav = UINavigationController(rootViewController: a)
        let tabs = UITabBarController()
        tabs.viewControllers = [nav]
        w.rootViewController = tabs
        w.makeKeyAndVisible()
        let ap = UINavigationBarAppearance()
        ap.configureWithOpaqueBackground()
        ap.backgroundColor = .red
        nav.navigationBar.standardAppearance = ap
        nav.navigationBar.scrollEdgeAppearance = ap
        nav.navigationBar.layoutIfNeeded()
        #expect(nav.navigationBar.background.backgroundColor == .red)
        let t = UITabBarAppearance()
        t.configureWithTransparentBackground()
        tabs.tabBar.standardAppearance = t
        tabs.tabBar.layoutIfNeeded()
        #expect(tabs.tabBar.hairline.isHidden)
        let copy = ap.copy() as? UINavigationBarAppearance
        #expect(copy?.backgroundColor == .red && copy !== ap)
    }

    @Test("Bad input: a child removed from the stack while its push animates leaves the previous top on screen, without a hang")
    func removeMidTransition() {
        let w = appWindow()
        let a = UIViewController(), b = UIViewController()
        let nav = UINavigationController(rootViewController: a)
        w.rootViewController = nav
        w.makeKeyAndVisible()
        UIApplication.shared.runOneTurn()
        nav.pushViewController(b, animated: true)
        runFor(0.1)
        b.willMove(toParent: nil)
        b.removeFromParent()
        runFor(0.5)
        #expect(nav.viewControllers == [a])
        #expect(a.view.superview === nav.view)
        #expect(b.view.superview == nil)
        // Operations queued during a transition run after it.
        let c = UIViewController(), d = UIViewController()
        nav.pushViewController(c, animated: true)
        nav.pushViewController(d, animated: true)
        runFor(1)
        #expect(nav.viewControllers == [a, c, d])
    }

    @Test("UIApplication's system services answer as a device without them")
    func system() {
        let app = UIApplication.shared
        #expect(!app.canOpenURL(URL(string: "tel:123")!))
        app.isIdleTimerDisabled = true
        #expect(app.isIdleTimerDisabled)
        app.isIdleTimerDisabled = false
        #expect(!app.isRegisteredForRemoteNotifications)
    }
}

/// Popover anchors (shown as sheets).
@MainActor @Suite(.serialized, .freshWorld)
struct PopoverTests {
    @Test("An action sheet and a popover-style controller have a popover controller to anchor; the presentation still works")
    func popover() {
        let w = appWindow()
        let a = UIViewController()
        w.rootViewController = a
        w.makeKeyAndVisible()
        let sheet = UIAlertController(title: nil, message: nil, preferredStyle: .actionSheet)
        sheet.addAction(UIAlertAction(title: "Share", style: .default))
        sheet.popoverPresentationController?.sourceView = a.view
        sheet.popoverPresentationController?.sourceRect = CGRect(x: 10, y: 10, width: 1, height: 1)
        #expect(sheet.popoverPresentationController?.sourceView === a.view)
        #expect(UIAlertController(title: nil, message: nil, preferredStyle: .alert).popoverPresentationController == nil)
        a.present(sheet, animated: false)
        #expect(a.presentedViewController === sheet)
        #expect(abs(sheet.view.frame.maxY - (844 - 8)) < 0.001) // action sheets sit at the bottom
        sheet.dismiss(animated: false)
        let pop = UIViewController()
        pop.modalPresentationStyle = .popover
        pop.popoverPresentationController?.permittedArrowDirections = .up
        #expect(pop.popoverPresentationController?.permittedArrowDirections == .up)
        a.present(pop, animated: false)
        #expect(pop.view.frame.minY == 10) // shown as a page sheet
    }
}
