import Foundation
import Testing
@testable import UIKit

/// A tapped bar button item sends its action to its target (`UIBarButtonItem(barButtonSystemItem:target:action:)`,
/// `(title:style:target:action:)`), with the item as the sender, as UIKit documents; a nil target sends it
/// up the responder chain; `primaryAction` supersedes the pair.
@MainActor @Suite(.serialized, .freshWorld)
struct BarButtonTargetActionTests {
    final class ListVC: UIViewController, UITargetActionReceiver {
        var received: [(String, AnyObject?)] = []
        func receiveAction(_ action: Selector, from sender: Any?, for event: UIEvent?) {
            received.append((action.name, sender as AnyObject?))
        }
    }

    final class ReceivingNav: UINavigationController, UITargetActionReceiver {
        var received: [String] = []
        func receiveAction(_ action: Selector, from sender: Any?, for event: UIEvent?) { received.append(action.name) }
    }

    private func tapControl(of item: UIBarButtonItem, in nav: UINavigationController, window: UIWindow) throws {
        let control = try #require(nav.navigationBar.subviews.lazy.compactMap { $0 as? BarButtonControl }.first { $0.item === item })
        let r = control.convert(control.bounds, to: window)
        window.sendTouch(.began, at: CGPoint(x: r.midX, y: r.midY))
        UIApplication.shared.runOneTurn()
        window.sendTouch(.ended, at: CGPoint(x: r.midX, y: r.midY))
        UIApplication.shared.runOneTurn()
    }

    @Test("System and titled items call their UITargetActionReceiver target with the item as sender")
    func targetReceivesAction() throws {
        let w = appWindow()
        let vc = ListVC()
        let add = UIBarButtonItem(barButtonSystemItem: .add, target: vc, action: Selector("addTapped:"))
        let edit = UIBarButtonItem(title: "Edit", style: .plain, target: vc, action: Selector("editTapped"))
        vc.navigationItem.rightBarButtonItem = add
        vc.navigationItem.leftBarButtonItem = edit
        let nav = UINavigationController(rootViewController: vc)
        w.rootViewController = nav
        w.makeKeyAndVisible()
        UIApplication.shared.runOneTurn()
        try tapControl(of: add, in: nav, window: w)
        try tapControl(of: edit, in: nav, window: w)
        #expect(vc.received.map(\.0) == ["addTapped:", "editTapped"])
        #expect(vc.received.first?.1 === add)
    }

    @Test("A nil target sends the action up the responder chain from the item's bar; a primary action supersedes target and action")
    func nilTargetAndPrimaryAction() throws {
        let w = appWindow()
        let vc = ListVC()
        let done = UIBarButtonItem(barButtonSystemItem: .done, target: nil, action: Selector("done"))
        var primary = 0
        let save = UIBarButtonItem(barButtonSystemItem: .save, target: vc, action: Selector("save"))
        save.primaryAction = UIAction { _ in primary += 1 }
        vc.navigationItem.rightBarButtonItems = [done, save]
        let nav = ReceivingNav(rootViewController: vc)
        w.rootViewController = nav
        w.makeKeyAndVisible()
        UIApplication.shared.runOneTurn()
        try tapControl(of: done, in: nav, window: w)
        try tapControl(of: save, in: nav, window: w)
        #expect(nav.received == ["done"])
        #expect(vc.received.isEmpty)
        #expect(primary == 1)
    }
}
