import Foundation
import Testing
@testable import UIKit

/// Toolbar and search bar background images, as UIKit documents them: `setBackgroundImage(_:forToolbarPosition:barMetrics:)`
/// ("when non-nil the image will be used instead of the system image for toolbars in the specified position";
/// nil by default), `UISearchBar.backgroundImage` ("images that are 1 point wide or stretchable images are
/// stretched, otherwise the image is tiled"), `setSearchFieldBackgroundImage(_:for:)` (valid states `.normal`
/// and `.disabled`).
@MainActor @Suite(.serialized, .freshWorld)
struct BarBackgroundImageTests {
    private func solid(_ color: UIColor, _ size: CGSize) -> UIImage {
        let format = UIGraphicsImageRendererFormat(); format.scale = 1
        return UIGraphicsImageRenderer(size: size, format: format).image { ctx in
            color.setFill(); ctx.fill(CGRect(origin: .zero, size: size))
        }
    }

    /// A 4 × 4 image: red left half, blue right half.
    private func halves() -> UIImage {
        let format = UIGraphicsImageRendererFormat(); format.scale = 1
        return UIGraphicsImageRenderer(size: CGSize(width: 4, height: 4), format: format).image { ctx in
            UIColor(red: 1, green: 0, blue: 0, alpha: 1).setFill(); ctx.fill(CGRect(x: 0, y: 0, width: 2, height: 4))
            UIColor(red: 0, green: 0, blue: 1, alpha: 1).setFill(); ctx.fill(CGRect(x: 2, y: 0, width: 2, height: 4))
        }
    }

    private func shown(_ view: UIView) -> UIWindow {
        let window = appWindow()
        let root = UIViewController()
        root.view.backgroundColor = UIColor(red: 0, green: 1, blue: 0, alpha: 1)
        window.rootViewController = root
        window.makeKeyAndVisible()
        view.frame = CGRect(x: 0, y: 100, width: window.bounds.width, height: 44)
        root.view.addSubview(view)
        UIApplication.shared.runOneTurn()
        return window
    }

    @Test("a toolbar's background image for .any is drawn over the bar; nil by default; nil restores the system background")
    func toolbarImage() {
        let bar = UIToolbar()
        let window = shown(bar)
        #expect(bar.backgroundImage(forToolbarPosition: .any, barMetrics: .default) == nil)
        bar.setBackgroundImage(solid(UIColor(red: 1, green: 0, blue: 0, alpha: 1), CGSize(width: 1, height: 1)),
                               forToolbarPosition: .any, barMetrics: .default)
        UIApplication.shared.runOneTurn()
        #expect(bar.backgroundImage(forToolbarPosition: .any, barMetrics: .default) != nil)
        #expect(bar.backgroundImage(forToolbarPosition: .bottom, barMetrics: .default) == nil)
        #expect(window.renderedImage(scale: 1).pixel(150, 120).isClose(to: [255, 0, 0, 255], tolerance: 3))
        bar.setBackgroundImage(nil, forToolbarPosition: .any, barMetrics: .default)
        UIApplication.shared.runOneTurn()
        #expect(!window.renderedImage(scale: 1).pixel(150, 120).isClose(to: [255, 0, 0, 255], tolerance: 3))
    }

    @Test("a toolbar's own position wins over .any; an empty image and shadow image make it see-through")
    func toolbarPositionAndTransparency() {
        let bar = UIToolbar()
        let window = shown(bar)
        bar.setBackgroundImage(solid(UIColor(red: 1, green: 0, blue: 0, alpha: 1), CGSize(width: 1, height: 1)),
                               forToolbarPosition: .any, barMetrics: .default)
        bar.setBackgroundImage(solid(UIColor(red: 0, green: 0, blue: 1, alpha: 1), CGSize(width: 1, height: 1)),
                               forToolbarPosition: .bottom, barMetrics: .default)
        UIApplication.shared.runOneTurn()
        #expect(window.renderedImage(scale: 1).pixel(150, 120).isClose(to: [0, 0, 255, 255], tolerance: 3))
        bar.setBackgroundImage(UIImage(), forToolbarPosition: .bottom, barMetrics: .default)
        bar.setShadowImage(UIImage(), forToolbarPosition: .any)
        UIApplication.shared.runOneTurn()
        #expect(bar.hairline.isHidden)
        #expect(window.renderedImage(scale: 1).pixel(150, 120).isClose(to: [0, 255, 0, 255], tolerance: 3))
    }

    @Test("a search bar's background image wider than 1 point is tiled; a 1-point one is stretched")
    func searchBarImageTiles() {
        let bar = UISearchBar()
        let window = shown(bar)
        #expect(bar.backgroundImage == nil)
        bar.backgroundImage = halves()
        UIApplication.shared.runOneTurn()
        #expect(bar.backgroundImage(for: .any, barMetrics: .default) != nil)
        let tiled = window.renderedImage(scale: 1)
        // Tiled from the bar's left edge: x 0-1 red, 2-3 blue, 4-5 red again.
        #expect(tiled.pixel(0, 102).isClose(to: [255, 0, 0, 255], tolerance: 3))
        #expect(tiled.pixel(2, 102).isClose(to: [0, 0, 255, 255], tolerance: 3))
        #expect(tiled.pixel(4, 102).isClose(to: [255, 0, 0, 255], tolerance: 3))
        bar.backgroundImage = solid(UIColor(red: 0, green: 0, blue: 1, alpha: 1), CGSize(width: 1, height: 4))
        UIApplication.shared.runOneTurn()
        let stretched = window.renderedImage(scale: 1)
        #expect(stretched.pixel(4, 102).isClose(to: [0, 0, 255, 255], tolerance: 3))
        #expect(stretched.pixel(Int(window.bounds.width) - 2, 141).isClose(to: [0, 0, 255, 255], tolerance: 3))
    }

    @Test("a search field background image replaces the field's rounded fill, per state")
    func searchFieldImage() {
        let bar = UISearchBar()
        let window = shown(bar)
        let red = solid(UIColor(red: 1, green: 0, blue: 0, alpha: 1), CGSize(width: 4, height: 4))
        #expect(bar.searchFieldBackgroundImage(for: .normal) == nil)
        bar.setSearchFieldBackgroundImage(red, for: .normal)
        UIApplication.shared.runOneTurn()
        #expect(bar.searchFieldBackgroundImage(for: .normal) === red)
        #expect(bar.searchFieldBackgroundImage(for: .disabled) == nil)
        #expect(bar.searchTextField.background === red)
        let field = bar.searchTextField.convert(bar.searchTextField.bounds, to: window)
        // The field's right part, away from the glass and the placeholder.
        #expect(window.renderedImage(scale: 1).pixel(Int(field.maxX) - 6, Int(field.midY)).isClose(to: [255, 0, 0, 255], tolerance: 3))
        bar.setSearchFieldBackgroundImage(nil, for: .normal)
        UIApplication.shared.runOneTurn()
        #expect(bar.searchTextField.background == nil)
        #expect(bar.searchTextField.backgroundColor != nil)
    }
}
