import Foundation
import Testing
import UIKit
import DemoScenes

/// The catalog app: every page of `DemoCatalog.pages` opens with its title in the bar and renders, and the
/// headless walk writes each page at 1x and 2x.
@MainActor @Suite(.serialized, .freshWorld)
struct CatalogTests {
    /// Launches the catalog app headless on a 390 × 844 screen at 1x, at media time 50.
    private func launchCatalog() -> UIApplication {
        let app = UIApplication.shared
        app._resetLifecycleForTesting()
        CAMediaClock.useManualClock(startingAt: 50)
        UIScreen.main = UIScreen(bounds: CGRect(x: 0, y: 0, width: 390, height: 844), scale: 1)
        app._launch(delegate: CatalogAppDelegate())
        return app
    }

    @Test("The catalog launches as an app; the headless walk writes the index and every page at 1x and 2x, each different from the index")
    func walk() throws {
        let app = launchCatalog()
        defer { app._resetLifecycleForTesting() }
        let scene = try #require(app.connectedScenes.first)
        let delegate = try #require(scene.delegate as? CatalogSceneDelegate)
        let nav = try #require(delegate.navigation)
        #expect(delegate.window?.isKeyWindow == true)
        // Every page pushes with its title.
        for (i, page) in DemoCatalog.pages.enumerated() {
            (nav.viewControllers.first as? CatalogListViewController)?.open(i, animated: false)
            nav.navigationBar.layoutIfNeeded()
            #expect(nav.navigationBar._displayedTitle == page.title)
            nav.popToRootViewController(animated: false)
        }
        let dir = FileManager.default.temporaryDirectory.appendingPathComponent("catalog-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: dir) }
        let files = delegate.walk(to: dir)
        #expect(files.count == 2 * (DemoCatalog.pages.count + 1))
        let index = try Data(contentsOf: files[0])
        for f in files.dropFirst(2) where f.lastPathComponent.hasSuffix("@1x.png") {
            #expect(try Data(contentsOf: f) != index, "\(f.lastPathComponent) looks like the index")
        }
        delegate.window?.isHidden = true
    }

    @Test("The Auto Layout page hosts its scene at the page's width: the scene's flexible root stretches from the scene's own size, not from the zero-size host it was moved into")
    func hostedAutoLayoutSceneFitsThePage() throws {
        let app = launchCatalog()
        defer { app._resetLifecycleForTesting() }
        let delegate = try #require(app.connectedScenes.first?.delegate as? CatalogSceneDelegate)
        let nav = try #require(delegate.navigation)
        let window = try #require(delegate.window)
        defer { window.isHidden = true }
        let index = try #require(DemoCatalog.pages.firstIndex { $0.title == "Auto Layout" })
        (nav.viewControllers.first as? CatalogListViewController)?.open(index, animated: false)
        app.runOneTurn()
        func all(_ v: UIView) -> [UIView] { [v] + v.subviews.flatMap(all) }
        // The scene's vertical list is pinned to its root's layout margins (8 points, the default for a
        // view that is not a view controller's): in a 390-point page it spans 8...382.
        let list = try #require(all(window).first { ($0 as? UIStackView)?.axis == .vertical && ($0 as? UIStackView)?.arrangedSubviews.count == 7 })
        let frame = list.convert(list.bounds, to: nil)
        #expect(abs(frame.minX - 8) < 1e-6)
        #expect(abs(frame.width - (390 - 16)) < 1e-6)
        nav.popToRootViewController(animated: false)
    }

    @Test("Page titles make distinct file names")
    func slugs() {
        let slugs = DemoCatalog.pages.map(\.slug)
        #expect(Set(slugs).count == slugs.count)
        #expect(DemoPage(title: "Points and pixels", summary: "", make: { UIViewController() }).slug == "points-and-pixels")
    }
}

/// Where UIKit raises, this raises too (checked in a child process).
@Suite(.freshWorld)
struct ViewControllerPreconditionTests {
    @Test("Pushing a view controller that is already in the stack is a precondition failure, as UIKit raises")
    func pushTwice() async {
        await #expect(processExitsWith: .failure) {
            await MainActor.run {
                let vc = UIViewController()
                let nav = UINavigationController(rootViewController: vc)
                nav.pushViewController(vc, animated: false)
            }
        }
    }

    @Test("Presenting a view controller that is already presented is a precondition failure")
    func presentTwice() async {
        await #expect(processExitsWith: .failure) {
            await MainActor.run {
                let w = UIWindow(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
                let a = UIViewController(), b = UIViewController()
                w.rootViewController = a
                w.makeKeyAndVisible()
                a.present(b, animated: false)
                UIViewController().present(b, animated: false)
            }
        }
    }
}
