import Foundation
import Testing
import UIKit

/// `UISplitViewController` as UIKit documents it: columns side by side when wide, one navigation stack
/// when collapsed, `showDetailViewController` filling the secondary column or pushing.
@MainActor @Suite(.serialized, .freshWorld) struct SplitViewControllerTests {
    @Test func wideSplitTilesThePrimaryBesideTheSecondary() {
        let w = appWindow(CGSize(width: 1024, height: 768))
        let split = UISplitViewController(style: .doubleColumn)
        let list = UIViewController(), detail = UIViewController()
        split.setViewController(list, for: .primary)
        split.setViewController(detail, for: .secondary)
        #expect(split.viewController(for: .primary) === list)
        #expect(list.navigationController != nil)   // wrapped, as UIKit wraps column controllers
        #expect(list.splitViewController === split)
        w.rootViewController = split
        w.makeKeyAndVisible()
        w.layoutIfNeeded()
        #expect(!split.isCollapsed)
        #expect(split.displayMode == .oneBesideSecondary)
        #expect(list.navigationController?.view.frame == CGRect(x: 0, y: 0, width: 320, height: 768))
        #expect(detail.navigationController?.view.frame == CGRect(x: 320, y: 0, width: 704, height: 768))

        let other = UIViewController()
        list.showDetailViewController(other, sender: nil)
        w.layoutIfNeeded()
        #expect(split.viewController(for: .secondary) === other)
        #expect(other.navigationController?.view.frame == CGRect(x: 320, y: 0, width: 704, height: 768))

        split.preferredDisplayMode = .secondaryOnly
        w.layoutIfNeeded()
        #expect(split.displayMode == .secondaryOnly)
        #expect(list.navigationController?.view.superview == nil)
        #expect(other.navigationController?.view.frame == CGRect(x: 0, y: 0, width: 1024, height: 768))
    }

    @Test func narrowSplitCollapsesOntoThePrimaryStack() {
        let w = appWindow(CGSize(width: 390, height: 844))
        let split = UISplitViewController(style: .doubleColumn)
        let list = UIViewController(), detail = UIViewController()
        split.setViewController(list, for: .primary)
        split.setViewController(detail, for: .secondary)
        w.rootViewController = split
        w.makeKeyAndVisible()
        w.layoutIfNeeded()
        #expect(split.isCollapsed)
        let nav = list.navigationController
        #expect(nav?.view.frame == CGRect(x: 0, y: 0, width: 390, height: 844))
        #expect(nav?.topViewController === list)
        split.show(.secondary)
        #expect(nav?.topViewController === detail)
        let third = UIViewController()
        list.showDetailViewController(third, sender: nil)
        #expect(nav?.topViewController === third)
    }
}
