import Foundation
import Testing
import UIKit

/// Resizing the OS window (the host's `_hostWindowDidResize(to:)`): the window and its scene's screen take
/// the size, size classes follow iOS's widths and heights, `viewWillTransition(to:with:)` runs with a
/// coordinator whose blocks run, the root view lays out once per size, and the scene's size restrictions
/// limit the size.
@MainActor @Suite(.serialized, .freshWorld)
struct WindowResizeTests {
    final class SizeLog: UIViewController {
        var transitions: [CGSize] = []
        var alongside = 0, completions = 0
        var layouts: [CGSize] = []
        var classesAtCompletion: [UIUserInterfaceSizeClass] = []
        override func viewWillTransition(to size: CGSize, with coordinator: any UIViewControllerTransitionCoordinator) {
            super.viewWillTransition(to: size, with: coordinator)
            transitions.append(size)
            coordinator.animate(alongsideTransition: { _ in self.alongside += 1 }, completion: { _ in
                self.completions += 1
                self.classesAtCompletion.append(self.traitCollection.horizontalSizeClass)
            })
        }
        override func viewWillLayoutSubviews() { layouts.append(view.bounds.size) }
    }

    final class GeometryDelegate: UIResponder, UIWindowSceneDelegate {
        var window: UIWindow?
        var updates: [(previous: CGSize, previousClass: UIUserInterfaceSizeClass, nowClass: UIUserInterfaceSizeClass)] = []
        func windowScene(_ windowScene: UIWindowScene, didUpdate previousCoordinateSpace: UIScreen,
                         interfaceOrientation previousInterfaceOrientation: UIInterfaceOrientation,
                         traitCollection previousTraitCollection: UITraitCollection) {
            updates.append((previousCoordinateSpace.bounds.size, previousTraitCollection.horizontalSizeClass,
                            windowScene.traitCollection.horizontalSizeClass))
        }
    }

    func shown(_ size: CGSize) -> (UIWindow, SizeLog) {
        let window = appWindow(size)
        let vc = SizeLog()
        window.rootViewController = vc
        window.makeKeyAndVisible()
        UIApplication.shared.runOneTurn()
        vc.transitions = []; vc.layouts = []
        return (window, vc)
    }

    @Test("a phone-sized window resized to 1024×768 becomes regular × regular after one layout, with viewWillTransition and its coordinator's blocks")
    func resizeToRegular() {
        let (window, vc) = shown(CGSize(width: 390, height: 844))
        #expect(vc.traitCollection.horizontalSizeClass == .compact)
        window._hostWindowDidResize(to: CGSize(width: 1024, height: 768))
        #expect(window.bounds.size == CGSize(width: 1024, height: 768))
        #expect(window.screen.bounds.size == CGSize(width: 1024, height: 768))
        #expect(UIScreen.main.bounds.size == CGSize(width: 1024, height: 768))
        UIApplication.shared.runOneTurn()
        #expect(vc.transitions == [CGSize(width: 1024, height: 768)])
        #expect(vc.alongside == 1)
        #expect(vc.completions == 1)
        #expect(vc.classesAtCompletion == [.regular], "the completion runs with the new size's traits")
        #expect(vc.layouts == [CGSize(width: 1024, height: 768)])
        #expect(vc.view.bounds.size == CGSize(width: 1024, height: 768))
        #expect(vc.traitCollection.horizontalSizeClass == .regular)
        #expect(vc.traitCollection.verticalSizeClass == .regular)
        UIApplication.shared.runOneTurn()
        #expect(vc.layouts.count == 1, "no second layout for the same size")
    }

    @Test("several resizes before a commit lay out once, at the last size, with one viewWillTransition")
    func resizesCoalesce() {
        let (window, vc) = shown(CGSize(width: 390, height: 844))
        for w in stride(from: 400, through: 800, by: 100) { window._hostWindowDidResize(to: CGSize(width: CGFloat(w), height: 600)) }
        UIApplication.shared.runOneTurn()
        #expect(vc.transitions == [CGSize(width: 800, height: 600)])
        #expect(vc.layouts == [CGSize(width: 800, height: 600)])
        window._hostWindowDidResize(to: CGSize(width: 800, height: 600))
        UIApplication.shared.runOneTurn()
        #expect(vc.transitions.count == 1)
    }

    @Test("horizontal size class: compact below 678 points (iPad split halves and phones), regular from 678; vertical regular from 480")
    func sizeClassThresholds() {
        let (window, vc) = shown(CGSize(width: 390, height: 844))
        func classes(_ w: CGFloat, _ h: CGFloat) -> (UIUserInterfaceSizeClass, UIUserInterfaceSizeClass) {
            window._hostWindowDidResize(to: CGSize(width: w, height: h))
            UIApplication.shared.runOneTurn()
            return (vc.traitCollection.horizontalSizeClass, vc.traitCollection.verticalSizeClass)
        }
        #expect(classes(639, 1366) == (.compact, .regular))  // 12.9-inch iPad, narrow side of Split View
        #expect(classes(678, 1024) == (.regular, .regular))  // 12.9-inch iPad, half of Split View
        #expect(classes(677, 1024) == (.compact, .regular))
        #expect(classes(320, 480) == (.compact, .regular))   // iPhone 4s portrait
        #expect(classes(568, 320) == (.compact, .compact))   // iPhone 5 landscape
        #expect(classes(768, 479) == (.regular, .compact))
        #expect(classes(1366, 1024) == (.regular, .regular)) // 12.9-inch iPad landscape
    }

    @Test("the scene's size restrictions clamp a resize; the scene delegate hears the geometry change after the layout")
    func sizeRestrictionsAndSceneDelegate() throws {
        let app = UIApplication.shared
        app._resetLifecycleForTesting()
        defer { app._resetLifecycleForTesting() }
        let scene = try #require(app._connectScene() as? UIWindowScene)
        let delegate = GeometryDelegate()
        scene.delegate = delegate
        let (window, vc) = shown(CGSize(width: 390, height: 844))
        window.windowScene = scene
        let limits = try #require(scene.sizeRestrictions)
        limits.minimumSize = CGSize(width: 320, height: 400)
        limits.maximumSize = CGSize(width: 900, height: 700)
        window._hostWindowDidResize(to: CGSize(width: 2000, height: 300))
        #expect(window.bounds.size == CGSize(width: 900, height: 400))
        #expect(delegate.updates.isEmpty)
        app.runOneTurn()
        #expect(vc.transitions == [CGSize(width: 900, height: 400)])
        #expect(delegate.updates.count == 1)
        #expect(delegate.updates.first?.previous == CGSize(width: 390, height: 844))
        #expect(delegate.updates.first?.previousClass == .compact)
        #expect(delegate.updates.first?.nowClass == .regular)
        window.windowScene = nil
    }

    @Test("UIKIT_APPEARANCE=dark or light chooses the interface style an app launches with; light by default")
    func appearanceAtLaunch() {
        #expect(UITraitCollection._launchStyle(["UIKIT_APPEARANCE": "dark"]) == .dark)
        #expect(UITraitCollection._launchStyle(["UIKIT_APPEARANCE": "Dark "]) == .dark)
        #expect(UITraitCollection._launchStyle(["UIKIT_APPEARANCE": "light"]) == .light)
        #expect(UITraitCollection._launchStyle([:]) == .light)
    }
}
