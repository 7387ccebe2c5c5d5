import Foundation
import Testing
import UIKit

/// Trait collections: size classes from the window's size, style overrides, change callbacks, content size categories.
@MainActor @Suite(.serialized, .freshWorld)
struct TraitTests {
    final class TraitVC: UIViewController {
        var changes: [UITraitCollection?] = []
        override func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) { changes.append(previousTraitCollection) }
    }
    final class TraitView: UIView {
        var changes = 0
        override func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) { changes += 1 }
    }

    @Test("A phone-sized window is compact × regular; a wide one regular × regular; the scale is the screen's")
    func sizeClasses() {
        let w = appWindow(CGSize(width: 390, height: 844))
        let vc = TraitVC()
        w.rootViewController = vc
        w.makeKeyAndVisible()
        #expect(vc.traitCollection.horizontalSizeClass == .compact)
        #expect(vc.traitCollection.verticalSizeClass == .regular)
        #expect(vc.traitCollection.displayScale == 1)
        #expect(vc.view.traitCollection.userInterfaceStyle == .light)
        let v = TraitView()
        vc.view.addSubview(v)
        w.frame = CGRect(x: 0, y: 0, width: 1280, height: 800)
        w.layoutIfNeeded()
        #expect(vc.traitCollection.horizontalSizeClass == .regular)
        #expect(vc.traitCollection.verticalSizeClass == .regular)
        // The first call came when the view joined the window, with no previous collection (iOS up to 16).
        #expect(vc.changes.count == 2)
        #expect(vc.changes.first.map { $0 == nil } == true)
        #expect(vc.changes.last??.horizontalSizeClass == .compact)
        #expect(v.changes == 1)
        w.frame = CGRect(x: 0, y: 0, width: 844, height: 390)
        w.layoutIfNeeded()
        #expect(vc.traitCollection.verticalSizeClass == .compact)
    }

    @Test("overrideUserInterfaceStyle reaches the view controller's view and subviews, with one callback each")
    func styleOverride() {
        let w = appWindow()
        let vc = TraitVC()
        w.rootViewController = vc
        w.makeKeyAndVisible()
        let v = TraitView()
        vc.view.addSubview(v)
        vc.overrideUserInterfaceStyle = .dark
        #expect(v.traitCollection.userInterfaceStyle == .dark)
        // The view controller's first call came when its view joined the window.
        #expect(vc.changes.count == 2 && v.changes == 1)
        vc.overrideUserInterfaceStyle = .dark
        #expect(vc.changes.count == 2)
        v.overrideUserInterfaceStyle = .light
        #expect(v.traitCollection.userInterfaceStyle == .light && v.changes == 2)
        #expect(vc.traitCollection.userInterfaceStyle == .dark)
    }

    @Test("UITraitCollection(traitsFrom:) takes the last specified value of each trait; containsTraits checks specified ones")
    func combining() {
        let a = UITraitCollection(userInterfaceStyle: .dark)
        let b = UITraitCollection(horizontalSizeClass: .regular)
        let c = UITraitCollection(userInterfaceStyle: .light)
        let all = UITraitCollection(traitsFrom: [a, b, c])
        #expect(all.userInterfaceStyle == .light && all.horizontalSizeClass == .regular && all.verticalSizeClass == .unspecified)
        #expect(all.containsTraits(in: b))
        #expect(!all.containsTraits(in: a))
        #expect(all.hasDifferentColorAppearance(comparedTo: a))
        #expect(UITraitCollection().displayScale == 0)
    }

    @Test("UIContentSizeCategory: Apple's raw values, ordered, accessibility sizes flagged; system changes post the notification")
    func contentSize() {
        #expect(UIContentSizeCategory.large.rawValue == "UICTContentSizeCategoryL")
        #expect(UIContentSizeCategory.accessibilityExtraExtraExtraLarge.rawValue == "UICTContentSizeCategoryAccessibilityXXXL")
        #expect(UIContentSizeCategory.extraSmall < .large && UIContentSizeCategory.extraExtraExtraLarge < .accessibilityMedium)
        #expect(UIContentSizeCategory.accessibilityMedium.isAccessibilityCategory && !UIContentSizeCategory.extraExtraExtraLarge.isAccessibilityCategory)
        let w = appWindow()
        let vc = TraitVC()
        w.rootViewController = vc
        w.makeKeyAndVisible()
        var posted = 0
        let token = NotificationCenter.default.addObserver(forName: UIContentSizeCategory.didChangeNotification, object: nil, queue: nil) { _ in
            MainActor.assumeIsolated { posted += 1 }
        }
        defer { NotificationCenter.default.removeObserver(token) }
        UITraitCollection._setSystemTraits(category: .extraLarge)
        defer { UITraitCollection._setSystemTraits(category: .large) }
        #expect(vc.traitCollection.preferredContentSizeCategory == .extraLarge)
        #expect(posted == 1)
        #expect(vc.changes.count == 2) // the first when the view joined the window
    }
}

/// Window size changes reach view controllers.
@MainActor @Suite(.serialized, .freshWorld)
struct SizeTransitionTests {
    final class VC: UIViewController {
        var sizes: [CGSize] = []
        var completions = 0
        override func viewWillTransition(to size: CGSize, with coordinator: any UIViewControllerTransitionCoordinator) {
            super.viewWillTransition(to: size, with: coordinator)
            sizes.append(size)
            coordinator.animate(alongsideTransition: nil) { _ in self.completions += 1 }
        }
    }

    @Test("Resizing the window calls viewWillTransition(to:with:) on the root view controller and its children, and runs the coordinator's completion")
    func resize() {
        let w = appWindow(CGSize(width: 390, height: 844))
        let root = VC(), child = VC()
        root.addChild(child)
        root.view.addSubview(child.view)
        child.didMove(toParent: root)
        w.rootViewController = root
        w.makeKeyAndVisible()
        w.layoutIfNeeded()
        w.frame = CGRect(x: 0, y: 0, width: 844, height: 390)
        w.layoutIfNeeded()
        #expect(root.sizes == [CGSize(width: 844, height: 390)])
        #expect(child.sizes == [CGSize(width: 844, height: 390)])
        #expect(root.completions == 1)
    }
}

/// Dynamic colours and the system colours' dark values.
@MainActor @Suite(.serialized, .freshWorld)
struct DarkModeColorTests {
    func rgba(_ c: UIColor) -> [CGFloat] {
        var r: CGFloat = 0, g: CGFloat = 0, b: CGFloat = 0, a: CGFloat = 0
        _ = c.getRed(&r, green: &g, blue: &b, alpha: &a)
        return [r, g, b, a].map { ($0 * 255).rounded() }
    }

    @Test("System colours resolve to Apple's dark values under a dark trait collection and light values otherwise")
    func systemDarkValues() {
        let dark = UITraitCollection(userInterfaceStyle: .dark), light = UITraitCollection(userInterfaceStyle: .light)
        #expect(rgba(UIColor.systemBackground.resolvedColor(with: dark)) == [0, 0, 0, 255])
        #expect(rgba(UIColor.systemBackground.resolvedColor(with: light)) == [255, 255, 255, 255])
        #expect(rgba(UIColor.label.resolvedColor(with: dark)) == [255, 255, 255, 255])
        #expect(rgba(UIColor.systemBlue.resolvedColor(with: dark)) == [10, 132, 255, 255])
        #expect(rgba(UIColor.systemBlue.resolvedColor(with: light)) == [0, 122, 255, 255])
        #expect(rgba(UIColor.secondarySystemBackground.resolvedColor(with: dark)) == [28, 28, 30, 255])
        let plain = UIColor.red
        #expect(plain.resolvedColor(with: dark) === plain)
    }

    @Test("A view's dynamic background follows its traits: an override to dark re-resolves it, and the getter returns the dynamic colour")
    func viewBackground() {
        let w = appWindow()
        w.makeKeyAndVisible()
        let v = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        v.backgroundColor = .systemBackground
        w.addSubview(v)
        #expect(v.layer.backgroundColor.map { rgba(UIColor(cgColor: $0)) } == [255, 255, 255, 255])
        v.overrideUserInterfaceStyle = .dark
        #expect(v.layer.backgroundColor.map { rgba(UIColor(cgColor: $0)) } == [0, 0, 0, 255])
        #expect(v.backgroundColor.map { rgba($0.resolvedColor(with: UITraitCollection(userInterfaceStyle: .light))) } == [255, 255, 255, 255])
        let custom = UIColor { $0.userInterfaceStyle == .dark ? .yellow : .blue }
        v.backgroundColor = custom
        #expect(v.layer.backgroundColor == UIColor.yellow.cgColor)
        v.overrideUserInterfaceStyle = .light
        #expect(v.layer.backgroundColor == UIColor.blue.cgColor)
    }

    @Test("draw(_:) runs with the view's traits as UITraitCollection.current")
    func drawSeesTraits() {
        final class Probe: UIView {
            var seen: [UIUserInterfaceStyle] = []
            override func draw(_ rect: CGRect) {
                seen.append(UITraitCollection.current.userInterfaceStyle)
                UIColor.label.setFill()
                UIRectFill(bounds)
            }
        }
        let w = appWindow()
        w.makeKeyAndVisible()
        let p = Probe(frame: CGRect(x: 0, y: 0, width: 4, height: 4))
        w.addSubview(p)
        p.overrideUserInterfaceStyle = .dark
        UIApplication.shared.runOneTurn()
        #expect(p.seen.last == .dark)
        let px = p.renderedImage(scale: 1)
        _ = px
    }
}

/// UIContentContainer: trait transitions and preferred content sizes.
@MainActor @Suite(.serialized, .freshWorld)
struct ContentContainerTests {
    final class VC: UIViewController {
        var log: [String] = []
        override func willTransition(to newCollection: UITraitCollection, with coordinator: any UIViewControllerTransitionCoordinator) {
            super.willTransition(to: newCollection, with: coordinator)
            log.append("willTransition \(newCollection.horizontalSizeClass == .regular ? "regular" : "compact") (now \(traitCollection.horizontalSizeClass == .regular ? "regular" : "compact"))")
        }
        override func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) { log.append("traitCollectionDidChange") }
        override func preferredContentSizeDidChange(forChildContentContainer container: any UIContentContainer) {
            log.append("childSize \(container.preferredContentSize.width)")
        }
    }

    @Test("willTransition(to:with:) comes before the traits change and traitCollectionDidChange after; a child's preferredContentSize change tells its parent")
    func transitions() {
        let w = appWindow(CGSize(width: 390, height: 844))
        let vc = VC()
        w.rootViewController = vc
        w.makeKeyAndVisible()
        #expect(vc.log == ["traitCollectionDidChange"]) // joining the window (iOS up to 16)
        vc.log = []
        w.frame = CGRect(x: 0, y: 0, width: 1024, height: 768)
        w.layoutIfNeeded()
        #expect(vc.log == ["willTransition regular (now compact)", "traitCollectionDidChange"])
        let child = UIViewController()
        vc.addChild(child)
        vc.log = []
        child.preferredContentSize = CGSize(width: 300, height: 200)
        child.preferredContentSize = CGSize(width: 300, height: 200)
        #expect(vc.log == ["childSize 300.0"])
    }
}
