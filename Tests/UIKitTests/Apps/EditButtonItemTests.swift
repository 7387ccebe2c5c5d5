import Foundation
import Testing
@testable import UIKit

/// `UIViewController.editButtonItem` is one item whose title follows `isEditing` (Edit, or Done while editing)
/// and whose tap calls `setEditing(_:animated:)` with the opposite state, as Apple's reference describes it.
@MainActor @Suite(.serialized, .freshWorld)
struct EditButtonItemTests {
    final class EditingVC: UIViewController {
        var calls: [(Bool, Bool)] = []
        override func setEditing(_ editing: Bool, animated: Bool) {
            super.setEditing(editing, animated: animated)
            calls.append((editing, animated))
        }
    }

    @Test("The same item every time; its title is Edit, Done after setEditing(true), Edit again after setEditing(false)")
    func titleFollowsEditing() {
        let vc = EditingVC()
        let item = vc.editButtonItem
        #expect(vc.editButtonItem === item)
        #expect(item.title == "Edit")
        #expect(item.style == .plain)
        vc.setEditing(true, animated: false)
        #expect(item.title == "Done")
        #expect(item.style == .done)
        vc.isEditing = false
        #expect(item.title == "Edit")
    }

    @Test("An item asked for while editing already says Done")
    func madeWhileEditing() {
        let vc = EditingVC()
        vc.isEditing = true
        #expect(vc.editButtonItem.title == "Done")
    }

    @Test("Tapping the item in the navigation bar toggles editing through setEditing(_:animated: true), and the bar shows the new title")
    func tapTogglesEditing() throws {
        let w = appWindow()
        let vc = EditingVC()
        vc.navigationItem.rightBarButtonItem = vc.editButtonItem
        let nav = UINavigationController(rootViewController: vc)
        w.rootViewController = nav
        w.makeKeyAndVisible()
        UIApplication.shared.runOneTurn()
        func tap() throws {
            let control = try #require(nav.navigationBar.subviews.lazy.compactMap { $0 as? BarButtonControl }
                .first { $0.item === vc.editButtonItem })
            let r = control.convert(control.bounds, to: w)
            tapTouch(in: w, at: CGPoint(x: r.midX, y: r.midY))
        }
        try tap()
        #expect(vc.isEditing)
        #expect(vc.calls.count == 1 && vc.calls[0] == (true, true))
        #expect(vc.editButtonItem.title == "Done")
        try tap()
        #expect(!vc.isEditing)
        #expect(vc.calls.count == 2 && vc.calls[1] == (false, true))
    }
}
