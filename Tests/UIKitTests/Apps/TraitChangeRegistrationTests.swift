import Foundation
import Testing
import UIKit

/// iOS 17's trait-change registrations (`registerForTraitChanges`): a handler runs when one of its traits
/// changes, with the object and the previous collection, after `traitCollectionDidChange(_:)`; other trait
/// changes do not run it; unregistering stops it.
@MainActor @Suite(.serialized, .freshWorld)
struct TraitChangeRegistrationTests {
    final class OrderView: UIView {
        var log: [String] = []
        override func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) { log.append("didChange") }
    }
    final class ActionVC: UIViewController, UITargetActionReceiver {
        var received: [String] = []
        func receiveAction(_ action: Selector, from sender: Any?, for event: UIEvent?) { received.append(action.name) }
    }

    @Test("A style registration runs once per style change with the previous collection, after traitCollectionDidChange; a size-class change does not run it")
    func styleHandler() {
        let w = appWindow(CGSize(width: 390, height: 844))
        let vc = UIViewController()
        w.rootViewController = vc
        w.makeKeyAndVisible()
        let v = OrderView()
        vc.view.addSubview(v)
        var previous: [UIUserInterfaceStyle] = []
        v.registerForTraitChanges([UITraitUserInterfaceStyle.self]) { (view: OrderView, prev: UITraitCollection) in
            view.log.append("handler")
            previous.append(prev.userInterfaceStyle)
        }
        vc.overrideUserInterfaceStyle = .dark
        #expect(v.log == ["didChange", "handler"])
        #expect(previous == [.light])
        // Width past 600 points: the horizontal size class changes, the style does not.
        w.frame = CGRect(x: 0, y: 0, width: 1280, height: 844)
        w.layoutIfNeeded()
        #expect(v.traitCollection.horizontalSizeClass == .regular)
        #expect(v.log == ["didChange", "handler", "didChange"])
        vc.overrideUserInterfaceStyle = .light
        #expect(previous == [.light, .dark])
        w.isHidden = true
    }

    @Test("Size-class registrations on a view controller, the target/action form, and unregistering")
    func sizeClassAndUnregister() {
        let w = appWindow(CGSize(width: 390, height: 844))
        let vc = ActionVC()
        w.rootViewController = vc
        w.makeKeyAndVisible()
        var calls = 0
        let token = vc.registerForTraitChanges([UITraitHorizontalSizeClass.self, UITraitVerticalSizeClass.self]) { (_: ActionVC, _: UITraitCollection) in
            calls += 1
        }
        vc.registerForTraitChanges([UITraitHorizontalSizeClass.self], action: "sizeClassChanged")
        w.frame = CGRect(x: 0, y: 0, width: 1280, height: 844)
        w.layoutIfNeeded()
        #expect(calls == 1)
        #expect(vc.received == ["sizeClassChanged"])
        vc.unregisterForTraitChanges(token)
        w.frame = CGRect(x: 0, y: 0, width: 390, height: 844)
        w.layoutIfNeeded()
        #expect(calls == 1)
        #expect(vc.received == ["sizeClassChanged", "sizeClassChanged"])
        w.isHidden = true
    }

    @Test("systemTraitsAffectingColorAppearance includes the interface style")
    func colorAppearanceTraits() {
        #expect(UITraitCollection.systemTraitsAffectingColorAppearance.contains { $0 == UITraitUserInterfaceStyle.self })
        #expect(UITraitUserInterfaceStyle.affectsColorAppearance)
        #expect(!UITraitHorizontalSizeClass.affectsColorAppearance)
    }
}
