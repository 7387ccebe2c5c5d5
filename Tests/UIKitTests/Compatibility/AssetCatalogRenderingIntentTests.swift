import Foundation
import Testing
import UIKit

/// An image set's `template-rendering-intent` in its Contents.json ("Render As" in Xcode's asset catalog
/// editor): "template" gives an image whose `renderingMode` is `.alwaysTemplate`, so an image view tints it;
/// "original" gives `.alwaysOriginal`; without the property the mode is `.automatic`.
@MainActor @Suite(.freshWorld) struct AssetCatalogRenderingIntentTests {
    func png(_ color: UIColor) -> Data {
        let format = UIGraphicsImageRendererFormat(); format.scale = 1
        return UIGraphicsImageRenderer(size: CGSize(width: 8, height: 8), format: format).pngData { ctx in
            color.setFill(); ctx.fill(CGRect(x: 0, y: 0, width: 8, height: 8))
        }
    }

    /// A bundle whose catalog holds `Glyph` (template), `Photo` (original) and `Plain` (no intent), all black.
    func makeBundle() throws -> (Bundle, URL) {
        let fm = FileManager.default
        let root = fm.temporaryDirectory.appendingPathComponent("intent-\(UUID().uuidString).bundle")
        let catalog = root.appendingPathComponent("Assets.xcassets")
        for (name, intent) in [("Glyph", "template"), ("Photo", "original"), ("Plain", nil)] as [(String, String?)] {
            let set = catalog.appendingPathComponent("\(name).imageset")
            try fm.createDirectory(at: set, withIntermediateDirectories: true)
            try png(.black).write(to: set.appendingPathComponent("\(name).png"))
            let properties = intent.map { #","properties":{"template-rendering-intent":"\#($0)"}"# } ?? ""
            try """
            {"images":[{"idiom":"universal","filename":"\(name).png","scale":"1x"}],"info":{"author":"xcode","version":1}\(properties)}
            """.write(to: set.appendingPathComponent("Contents.json"), atomically: true, encoding: .utf8)
        }
        guard let bundle = Bundle(path: root.path) else { throw CocoaError(.fileNoSuchFile) }
        return (bundle, root)
    }

    @Test("template, original and no intent give .alwaysTemplate, .alwaysOriginal and .automatic")
    func renderingModes() throws {
        let (bundle, root) = try makeBundle(); defer { try? FileManager.default.removeItem(at: root) }
        #expect(UIImage(named: "Glyph", in: bundle, compatibleWith: nil)?.renderingMode == .alwaysTemplate)
        #expect(UIImage(named: "Photo", in: bundle, compatibleWith: nil)?.renderingMode == .alwaysOriginal)
        #expect(UIImage(named: "Plain", in: bundle, compatibleWith: nil)?.renderingMode == .automatic)
        #expect(UIImage(named: "Glyph", in: bundle, compatibleWith: nil)?.size == CGSize(width: 8, height: 8))
    }

    @Test("an image view tints a template image from the catalog with its tint colour; an original one stays black")
    func imageViewTints() throws {
        let (bundle, root) = try makeBundle(); defer { try? FileManager.default.removeItem(at: root) }
        let window = makeWindow(CGSize(width: 20, height: 10))
        let glyph = UIImageView(image: UIImage(named: "Glyph", in: bundle, compatibleWith: nil))
        glyph.frame = CGRect(x: 0, y: 0, width: 8, height: 8)
        glyph.tintColor = UIColor(red: 1, green: 0, blue: 0, alpha: 1)
        let photo = UIImageView(image: UIImage(named: "Photo", in: bundle, compatibleWith: nil))
        photo.frame = CGRect(x: 10, y: 0, width: 8, height: 8)
        photo.tintColor = UIColor(red: 1, green: 0, blue: 0, alpha: 1)
        window.addSubview(glyph); window.addSubview(photo)
        let shot = window.renderedImage(scale: 1)
        #expect(shot.pixel(4, 4).isClose(to: [255, 0, 0, 255], tolerance: 3))
        #expect(shot.pixel(14, 4).isClose(to: [0, 0, 0, 255], tolerance: 3))
    }
}
