import Foundation
import Testing
import UIKit

/// `UIImage(named:in:compatibleWith:)` and `UIColor(named:in:compatibleWith:)` read a bundle's resources as
/// apps ship them: loose PNG/JPEG files with `@2x`/`@3x` variants and asset catalogs copied as folders.
@MainActor @Suite(.freshWorld) struct BundleResourceTests {
    /// A solid PNG of `pixels`×`pixels` in `color`.
    func png(_ pixels: Int, _ color: UIColor) -> Data {
        let format = UIGraphicsImageRendererFormat()
        format.scale = 1
        return UIGraphicsImageRenderer(size: CGSize(width: pixels, height: pixels), format: format).pngData { ctx in
            color.setFill()
            ctx.fill(CGRect(x: 0, y: 0, width: pixels, height: pixels))
        }
    }

    /// A temporary bundle directory holding loose images and an asset catalog.
    func makeBundle() throws -> (Bundle, URL) {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("bundle-\(UUID().uuidString).bundle")
        let fm = FileManager.default
        try fm.createDirectory(at: root, withIntermediateDirectories: true)
        // Loose files: icon (1x 10 px, 2x 20 px, 3x 30 px); photo only at 2x.
        try png(10, .red).write(to: root.appendingPathComponent("icon.png"))
        try png(20, .green).write(to: root.appendingPathComponent("icon@2x.png"))
        try png(30, .blue).write(to: root.appendingPathComponent("icon@3x.png"))
        try png(40, .red).write(to: root.appendingPathComponent("photo@2x.png"))
        // An asset catalog with a group folder, an image set (scales and a dark variant) and colour sets.
        let catalog = root.appendingPathComponent("Assets.xcassets")
        let set = catalog.appendingPathComponent("Group/Badge.imageset")
        try fm.createDirectory(at: set, withIntermediateDirectories: true)
        try png(16, .red).write(to: set.appendingPathComponent("badge@2x.png"))
        try png(24, .red).write(to: set.appendingPathComponent("badge@3x.png"))
        try png(24, .blue).write(to: set.appendingPathComponent("badge-dark@3x.png"))
        try """
        {"images":[{"idiom":"universal","scale":"1x"},
                   {"idiom":"universal","filename":"badge@2x.png","scale":"2x"},
                   {"idiom":"universal","filename":"badge@3x.png","scale":"3x"},
                   {"idiom":"universal","filename":"badge-dark@3x.png","scale":"3x",
                    "appearances":[{"appearance":"luminosity","value":"dark"}]}],
         "info":{"author":"xcode","version":1}}
        """.write(to: set.appendingPathComponent("Contents.json"), atomically: true, encoding: .utf8)
        let colors = catalog.appendingPathComponent("Brand.colorset")
        try fm.createDirectory(at: colors, withIntermediateDirectories: true)
        try """
        {"colors":[{"idiom":"universal","color":{"color-space":"srgb","components":{"red":"1.000","green":"0.000","blue":"0.000","alpha":"1.000"}}},
                   {"idiom":"universal","appearances":[{"appearance":"luminosity","value":"dark"}],
                    "color":{"color-space":"srgb","components":{"red":"0x00","green":"0x00","blue":"0xFF","alpha":"1.000"}}},
                   {"idiom":"universal","appearances":[{"appearance":"contrast","value":"high"}],
                    "color":{"color-space":"srgb","components":{"red":"128","green":"0","blue":"0","alpha":"1.000"}}}],
         "info":{"author":"xcode","version":1}}
        """.write(to: colors.appendingPathComponent("Contents.json"), atomically: true, encoding: .utf8)
        guard let bundle = Bundle(path: root.path) else { throw CocoaError(.fileNoSuchFile) }
        return (bundle, root)
    }

    func rgb(_ c: UIColor) -> (CGFloat, CGFloat, CGFloat) {
        var r: CGFloat = 0, g: CGFloat = 0, b: CGFloat = 0, a: CGFloat = 0
        _ = c.getRed(&r, green: &g, blue: &b, alpha: &a)
        return (r, g, b)
    }

    @Test("loose files: the variant for the display scale, else the nearest larger, else the largest")
    func looseFiles() throws {
        let (bundle, root) = try makeBundle(); defer { try? FileManager.default.removeItem(at: root) }
        for scale in [1, 2, 3] as [CGFloat] {
            let image = UIImage(named: "icon", in: bundle, compatibleWith: UITraitCollection(displayScale: scale))
            #expect(image?.scale == scale && image?.size == CGSize(width: 10, height: 10))
        }
        let photo = UIImage(named: "photo", in: bundle, compatibleWith: UITraitCollection(displayScale: 3))
        #expect(photo?.scale == 2 && photo?.size == CGSize(width: 20, height: 20))
        #expect(UIImage(named: "icon.png", in: bundle, compatibleWith: UITraitCollection(displayScale: 2))?.scale == 2)
        #expect(UIImage(named: "missing", in: bundle, compatibleWith: nil) == nil)
    }

    @Test("an image set in an asset catalog: the scale for the traits and the dark variant in dark mode")
    func imageSet() throws {
        let (bundle, root) = try makeBundle(); defer { try? FileManager.default.removeItem(at: root) }
        let two = UIImage(named: "Badge", in: bundle, compatibleWith: UITraitCollection(displayScale: 2))
        #expect(two?.scale == 2 && two?.size == CGSize(width: 8, height: 8))
        let light = UIImage(named: "Badge", in: bundle, compatibleWith: UITraitCollection(traitsFrom: [
            UITraitCollection(displayScale: 3), UITraitCollection(userInterfaceStyle: .light)]))
        let dark = UIImage(named: "Badge", in: bundle, compatibleWith: UITraitCollection(traitsFrom: [
            UITraitCollection(displayScale: 3), UITraitCollection(userInterfaceStyle: .dark)]))
        #expect(light?.scale == 3 && dark?.scale == 3)
        #expect(light?.cgImage?.rgba(atX: 1, y: 1).r == 255 && light?.cgImage?.rgba(atX: 1, y: 1).b == 0)
        #expect(dark?.cgImage?.rgba(atX: 1, y: 1).b == 255 && dark?.cgImage?.rgba(atX: 1, y: 1).r == 0)
        // Dark at 2x has no dark variant: the default look.
        let darkTwo = UIImage(named: "Badge", in: bundle, compatibleWith: UITraitCollection(traitsFrom: [
            UITraitCollection(displayScale: 2), UITraitCollection(userInterfaceStyle: .dark)]))
        #expect(darkTwo?.scale == 3 && darkTwo?.cgImage?.rgba(atX: 1, y: 1).b == 255)
    }

    @Test("a colour set: light, dark and high-contrast variants chosen by the trait collection; nil when missing")
    func colorSet() throws {
        let (bundle, root) = try makeBundle(); defer { try? FileManager.default.removeItem(at: root) }
        let light = UIColor(named: "Brand", in: bundle, compatibleWith: UITraitCollection(userInterfaceStyle: .light))
        let dark = UIColor(named: "Brand", in: bundle, compatibleWith: UITraitCollection(userInterfaceStyle: .dark))
        let high = UIColor(named: "Brand", in: bundle, compatibleWith: UITraitCollection(traitsFrom: [
            UITraitCollection(userInterfaceStyle: .light), UITraitCollection(accessibilityContrast: .high)]))
        let l = rgb(try #require(light)), d = rgb(try #require(dark)), h = rgb(try #require(high))
        #expect(l == (1, 0, 0))
        #expect(d == (0, 0, 1))
        let expectedRed: CGFloat = 128 / 255
        #expect(abs(h.0 - expectedRed) < 1e-6 && h.1 == 0)
        // Without traits: a dynamic colour that resolves per trait collection.
        let dynamic = try #require(UIColor(named: "Brand", in: bundle, compatibleWith: nil))
        #expect(rgb(dynamic.resolvedColor(with: UITraitCollection(userInterfaceStyle: .dark))) == (0, 0, 1))
        #expect(rgb(dynamic.resolvedColor(with: UITraitCollection(userInterfaceStyle: .light))) == (1, 0, 0))
        #expect(UIColor(named: "Missing", in: bundle, compatibleWith: nil) == nil)
    }
}
