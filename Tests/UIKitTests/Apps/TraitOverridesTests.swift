import Foundation
import Testing
@testable import UIKit

/// A custom trait as Apple's `UITraitDefinition` documentation defines one: an enumeration value with a
/// default.
enum Theme: Int { case standard, monochrome }
struct ThemeTrait: UITraitDefinition { static let defaultValue = Theme.standard }
/// A custom trait that changes how colours resolve.
struct ContrastBoostTrait: UITraitDefinition {
    static let defaultValue = false
    static let affectsColorAppearance = true
}

/// iOS 17's `traitOverrides` (UITraitOverrides, UIMutableTraits) and custom traits: an override changes
/// the object's own `traitCollection` and its descendants', `contains`/`remove` report and undo it,
/// changes reach `traitCollectionDidChange(_:)` and registered handlers, and dynamic colours resolve again.
@MainActor @Suite(.serialized, .freshWorld)
struct TraitOverridesTests {
    final class LogView: UIView {
        var changes: [UIUserInterfaceStyle] = []
        override func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {
            changes.append(previousTraitCollection?.userInterfaceStyle ?? .unspecified)
        }
    }
    final class LogVC: UIViewController {
        var calls = 0
        override func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) { calls += 1 }
    }

    @Test("A view's override applies to the view and its subviews, not to its superview; remove inherits again")
    func viewOverridesPropagate() {
        let w = appWindow()
        let vc = UIViewController()
        w.rootViewController = vc
        w.makeKeyAndVisible()
        let parent = UIView(), child = LogView()
        vc.view.addSubview(parent)
        parent.addSubview(child)
        #expect(child.traitCollection.userInterfaceStyle == .light)
        parent.traitOverrides.userInterfaceStyle = .dark
        #expect(parent.traitCollection.userInterfaceStyle == .dark)
        #expect(child.traitCollection.userInterfaceStyle == .dark)
        #expect(vc.view.traitCollection.userInterfaceStyle == .light)
        #expect(child.changes == [.light])
        #expect(parent.traitOverrides.contains(UITraitUserInterfaceStyle.self))
        #expect(!parent.traitOverrides.contains(UITraitHorizontalSizeClass.self))
        parent.traitOverrides.remove(UITraitUserInterfaceStyle.self)
        #expect(!parent.traitOverrides.contains(UITraitUserInterfaceStyle.self))
        #expect(child.traitCollection.userInterfaceStyle == .light)
        #expect(child.changes == [.light, .dark])
        w.isHidden = true
    }

    @Test("Reading a trait that is not overridden gives its default value, not the inherited one")
    func unsetReadsDefault() {
        let v = UIView()
        #expect(v.traitOverrides.userInterfaceStyle == .unspecified)
        #expect(v.traitOverrides.horizontalSizeClass == .unspecified)
        #expect(v.traitOverrides.displayScale == 0)
        #expect(v.traitOverrides[ThemeTrait.self] == .standard)
        v.traitOverrides.displayScale = 2
        #expect(v.traitOverrides.displayScale == 2)
        #expect(v.traitCollection.displayScale == 2)
    }

    @Test("A view controller's override reaches its view, its subviews and its children; traitCollectionDidChange runs once per change")
    func viewControllerOverrides() {
        let w = appWindow()
        let parent = LogVC(), child = LogVC()
        w.rootViewController = parent
        w.makeKeyAndVisible()
        parent.addChild(child)
        parent.view.addSubview(child.view)
        child.didMove(toParent: parent)
        let leaf = LogView()
        child.view.addSubview(leaf)
        parent.traitOverrides.horizontalSizeClass = .regular
        parent.traitOverrides.preferredContentSizeCategory = .accessibilityLarge
        #expect(parent.traitCollection.horizontalSizeClass == .regular)
        #expect(child.traitCollection.horizontalSizeClass == .regular)
        #expect(leaf.traitCollection.horizontalSizeClass == .regular)
        #expect(leaf.traitCollection.preferredContentSizeCategory == .accessibilityLarge)
        #expect(leaf.traitCollection.verticalSizeClass == .regular)
        // One call each when the view joined the window (traitCollectionDidChange(nil), as iOS up to 16),
        // then one per override change.
        #expect(parent.calls == 3)
        #expect(child.calls == 3)
        // Setting the same value again is no change.
        parent.traitOverrides.horizontalSizeClass = .regular
        #expect(parent.calls == 3)
        w.isHidden = true
    }

    @Test("Registered trait-change handlers run for an override; custom traits are stored, inherited and observed")
    func customTraitsAndRegistrations() {
        let w = appWindow()
        let vc = UIViewController()
        w.rootViewController = vc
        w.makeKeyAndVisible()
        let v = UIView()
        vc.view.addSubview(v)
        var seen: [Theme] = []
        v.registerForTraitChanges([ThemeTrait.self]) { (view: UIView, previous: UITraitCollection) in
            seen.append(previous[ThemeTrait.self])
            seen.append(view.traitCollection[ThemeTrait.self])
        }
        var styles = 0
        v.registerForTraitChanges([UITraitUserInterfaceStyle.self]) { (_: UIView, _: UITraitCollection) in styles += 1 }
        #expect(v.traitCollection[ThemeTrait.self] == .standard)
        vc.traitOverrides[ThemeTrait.self] = .monochrome
        #expect(vc.traitCollection[ThemeTrait.self] == .monochrome)
        #expect(v.traitCollection[ThemeTrait.self] == .monochrome)
        #expect(seen == [.standard, .monochrome])
        #expect(styles == 0)
        vc.traitOverrides.userInterfaceStyle = .dark
        #expect(styles == 1)
        #expect(seen.count == 2)
        w.isHidden = true
    }

    @Test("A dynamic background colour resolves again when an override changes the style or a colour-affecting custom trait")
    func dynamicColorsResolveAgain() {
        let w = appWindow()
        let vc = UIViewController()
        w.rootViewController = vc
        w.makeKeyAndVisible()
        let v = UIView()
        vc.view.addSubview(v)
        v.backgroundColor = UIColor { t in
            if t[ContrastBoostTrait.self] { return .red }
            return t.userInterfaceStyle == .dark ? .black : .white
        }
        #expect(v.layer.backgroundColor == UIColor.white.cgColor)
        v.traitOverrides.userInterfaceStyle = .dark
        #expect(v.layer.backgroundColor == UIColor.black.cgColor)
        vc.traitOverrides[ContrastBoostTrait.self] = true
        #expect(v.layer.backgroundColor == UIColor.red.cgColor)
        w.isHidden = true
    }

    @Test("UITraitCollection(mutations:) starts from an empty collection; modifyingTraits keeps the others")
    func mutationsAndModifying() {
        let t = UITraitCollection { traits in
            traits.userInterfaceStyle = .dark
            traits.horizontalSizeClass = .compact
            traits[ThemeTrait.self] = .monochrome
        }
        #expect(t.userInterfaceStyle == .dark)
        #expect(t.horizontalSizeClass == .compact)
        #expect(t.verticalSizeClass == .unspecified)
        #expect(t.displayScale == 0)
        #expect(t[ThemeTrait.self] == .monochrome)
        let u = t.modifyingTraits { $0.userInterfaceStyle = .light; $0.displayScale = 3 }
        #expect(u.userInterfaceStyle == .light)
        #expect(u.horizontalSizeClass == .compact)
        #expect(u.displayScale == 3)
        #expect(u[ThemeTrait.self] == .monochrome)
        #expect(t.userInterfaceStyle == .dark)
        #expect(!t.isEqual(UITraitCollection(userInterfaceStyle: .dark)))
        #expect(t.isEqual(UITraitCollection(traitsFrom: [UITraitCollection(userInterfaceStyle: .dark), UITraitCollection(horizontalSizeClass: .compact), UITraitCollection { $0[ThemeTrait.self] = .monochrome }])))
        #expect(t.containsTraits(in: UITraitCollection { $0[ThemeTrait.self] = .monochrome }))
        #expect(!t.containsTraits(in: UITraitCollection { $0[ThemeTrait.self] = .standard }))
        #expect(UITraitCollection()[ThemeTrait.self] == .standard)
    }

    @Test("A window scene's overrides reach its windows; a presentation controller's reach the presented controller")
    func sceneAndPresentationOverrides() {
        let w = appWindow()
        let scene = UIWindowScene(session: UISceneSession(role: .windowApplication), connectionOptions: UIScene.ConnectionOptions())
        w.windowScene = scene
        let vc = UIViewController()
        w.rootViewController = vc
        w.makeKeyAndVisible()
        scene.traitOverrides.layoutDirection = .rightToLeft
        #expect(w.traitCollection.layoutDirection == .rightToLeft)
        #expect(vc.view.traitCollection.layoutDirection == .rightToLeft)
        #expect(scene.traitCollection.layoutDirection == .rightToLeft)
        scene.traitOverrides.remove(UITraitLayoutDirection.self)
        #expect(vc.view.traitCollection.layoutDirection == .leftToRight)

        let presented = LogVC()
        vc.present(presented, animated: false)
        UIApplication.shared.runOneTurn()
        let pc = presented.presentationController!
        let before = presented.calls
        pc.traitOverrides.legibilityWeight = .bold
        #expect(pc.traitCollection.legibilityWeight == .bold)
        #expect(presented.traitCollection.legibilityWeight == .bold)
        #expect(presented.view.traitCollection.legibilityWeight == .bold)
        #expect(vc.traitCollection.legibilityWeight == .regular)
        #expect(presented.calls == before + 1)
        w.windowScene = nil
        w.isHidden = true
    }
}
