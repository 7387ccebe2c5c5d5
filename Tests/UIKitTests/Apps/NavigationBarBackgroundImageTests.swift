import Foundation
import Testing
@testable import UIKit

/// `UINavigationBar.setBackgroundImage(_:for:)` with `UIBarMetrics`: an empty image with an empty shadow
/// image makes the bar transparent (the classic see-through bar), an image is drawn over the bar.
@MainActor @Suite(.serialized, .freshWorld)
struct NavigationBarBackgroundImageTests {
    private func shownNav() -> (UIWindow, UINavigationController) {
        let window = appWindow()
        let root = UIViewController()
        root.title = "Home"
        root.view.backgroundColor = UIColor(red: 0, green: 1, blue: 0, alpha: 1)
        let nav = UINavigationController(rootViewController: root)
        window.rootViewController = nav
        window.makeKeyAndVisible()
        UIApplication.shared.runOneTurn()
        return (window, nav)
    }

    @Test("An empty background image and shadow image make the bar see-through")
    func transparentBar() throws {
        let (window, nav) = shownNav()
        let bar = nav.navigationBar
        #expect(bar.backgroundImage(for: .default) == nil)
        bar.setBackgroundImage(UIImage(), for: .default)
        bar.shadowImage = UIImage()
        UIApplication.shared.runOneTurn()
        #expect(bar.backgroundImage(for: .default) != nil && bar.backgroundImage(for: .compact) == nil)
        #expect(bar.hairline.isHidden)
        let shot = window.renderedImage(scale: 1)
        // Under the bar, away from the title: the content's green shows through.
        #expect(shot.pixel(20, 30).isClose(to: [0, 255, 0, 255], tolerance: 3))
    }

    @Test("A background image is drawn over the bar, stretched")
    func imageBar() throws {
        let (window, nav) = shownNav()
        let format = UIGraphicsImageRendererFormat()
        format.scale = 1
        let red = UIGraphicsImageRenderer(size: CGSize(width: 2, height: 2), format: format).image { ctx in
            UIColor(red: 1, green: 0, blue: 0, alpha: 1).setFill(); ctx.fill(CGRect(x: 0, y: 0, width: 2, height: 2))
        }
        nav.navigationBar.setBackgroundImage(red, for: .default)
        UIApplication.shared.runOneTurn()
        let shot = window.renderedImage(scale: 1)
        #expect(shot.pixel(20, 30).isClose(to: [255, 0, 0, 255], tolerance: 3))
        nav.navigationBar.setBackgroundImage(nil, for: .default)
        UIApplication.shared.runOneTurn()
        #expect(!window.renderedImage(scale: 1).pixel(20, 30).isClose(to: [255, 0, 0, 255], tolerance: 3))
    }
}
