import Testing
import UIKit

extension StandardViews {
@MainActor @Suite(.freshWorld) struct SymbolImageTests {
    @Test("UIImage(systemName:) returns nil for a name that is not a symbol, an image for a known one")
    func knownAndUnknownNames() {
        #expect(UIImage(systemName: "no.such.symbol.name") == nil)
        #expect(UIImage(systemName: "") == nil)
        for name in ["chevron.right", "chevron.left", "plus", "minus", "xmark", "checkmark", "star", "star.fill",
                     "heart", "heart.fill", "gear", "magnifyingglass", "trash", "square.and.arrow.up", "person",
                     "person.fill", "house", "house.fill", "info.circle", "exclamationmark.triangle", "circle",
                     "circle.fill"] {
            let image = UIImage(systemName: name)
            #expect(image != nil, "\(name)")
            #expect(image?.isSymbolImage == true)
            #expect(image?.symbolConfiguration != nil)
        }
        #expect(UIImage(cgImageOrNilForTest: ()).isSymbolImage == false)
    }

    @Test("Symbol images are template images with ink in them (non-transparent pixels)")
    func templateWithInk() throws {
        let image = try #require(UIImage(systemName: "circle.fill"))
        #expect(image.renderingMode == .alwaysTemplate)
        let px = Int(image.size.width * image.scale)
        // The centre of a filled circle is opaque; a corner is transparent.
        #expect(image.pixel(px / 2, px / 2)[3] == 255)
        #expect(image.pixel(0, 0)[3] == 0)
        // An outlined circle leaves its centre empty.
        let ring = try #require(UIImage(systemName: "circle"))
        #expect(ring.pixel(px / 2, px / 2)[3] == 0)
    }

    @Test("The configured point size and scale set the image size; larger configurations give larger images")
    func sizeFollowsConfiguration() throws {
        let base = try #require(UIImage(systemName: "star"))
        let big = try #require(UIImage(systemName: "star", withConfiguration: UIImage.SymbolConfiguration(pointSize: 40)))
        let small = try #require(UIImage(systemName: "star", withConfiguration: UIImage.SymbolConfiguration(pointSize: 10)))
        #expect(big.size.height > base.size.height && base.size.height > small.size.height)
        #expect(big.size.height >= 40)
        let large = try #require(UIImage(systemName: "star",
                                         withConfiguration: UIImage.SymbolConfiguration(pointSize: 20, weight: .bold, scale: .large)))
        let medium = try #require(UIImage(systemName: "star",
                                          withConfiguration: UIImage.SymbolConfiguration(pointSize: 20, weight: .bold, scale: .medium)))
        let smallScale = try #require(UIImage(systemName: "star",
                                              withConfiguration: UIImage.SymbolConfiguration(pointSize: 20, weight: .bold, scale: .small)))
        #expect(large.size.width > medium.size.width && medium.size.width > smallScale.size.width)
        // The body text style is the default size.
        let body = try #require(UIImage(systemName: "star", withConfiguration: UIImage.SymbolConfiguration(textStyle: .body)))
        #expect(body.size == base.size)
    }

    @Test("A heavier weight draws more ink")
    func weightThickens() throws {
        func ink(_ w: UIImage.SymbolWeight) throws -> Int {
            let i = try #require(UIImage(systemName: "circle", withConfiguration: UIImage.SymbolConfiguration(pointSize: 30, weight: w)))
            let n = Int(i.size.width * i.scale)
            var sum = 0
            for y in stride(from: 0, to: n, by: 1) { for x in stride(from: 0, to: n, by: 1) { sum += Int(i.pixel(x, y)[3]) } }
            return sum
        }
        #expect(try ink(.black) > ink(.regular))
        #expect(try ink(.regular) > ink(.ultraLight))
    }

    @Test("SymbolWeight and SymbolScale have Apple's raw values")
    func rawValues() {
        #expect(UIImage.SymbolWeight.unspecified.rawValue == 0 && UIImage.SymbolWeight.ultraLight.rawValue == 1)
        #expect(UIImage.SymbolWeight.regular.rawValue == 4 && UIImage.SymbolWeight.black.rawValue == 9)
        #expect(UIImage.SymbolScale.default.rawValue == -1 && UIImage.SymbolScale.unspecified.rawValue == 0)
        #expect(UIImage.SymbolScale.small.rawValue == 1 && UIImage.SymbolScale.large.rawValue == 3)
        #expect(UIImage.SymbolWeight.bold.fontWeight() == .bold)
    }

    @Test("applying(_:) lets the other configuration's specified values win and keeps the rest")
    func applying() {
        let a = UIImage.SymbolConfiguration(pointSize: 20, weight: .bold)
        let b = UIImage.SymbolConfiguration(scale: .large)
        let c = a.applying(b)
        #expect(c.isEqual(to: UIImage.SymbolConfiguration(pointSize: 20, weight: .bold, scale: .large)))
        let d = c.applying(UIImage.SymbolConfiguration(weight: .light))
        #expect(d.isEqual(to: UIImage.SymbolConfiguration(pointSize: 20, weight: .light, scale: .large)))
        #expect(d.configurationWithoutScale().isEqual(to: UIImage.SymbolConfiguration(pointSize: 20, weight: .light)))
        #expect(d.configurationWithoutWeight().isEqual(to: UIImage.SymbolConfiguration(pointSize: 20, weight: .unspecified, scale: .large)))
        #expect(a.applying(nil) === a)
    }

    @Test("withTintColor, withRenderingMode and withConfiguration keep a symbol image a symbol image")
    func copiesStaySymbols() throws {
        let star = try #require(UIImage(systemName: "star.fill"))
        let red = star.withTintColor(.red)
        #expect(red.isSymbolImage && red.tintColor == .red && red.renderingMode == .alwaysTemplate)
        let original = star.withRenderingMode(.alwaysOriginal)
        #expect(original.isSymbolImage && original.renderingMode == .alwaysOriginal)
        let bigger = star.withConfiguration(UIImage.SymbolConfiguration(pointSize: 48))
        #expect(bigger.isSymbolImage && bigger.size.width > star.size.width)
        #expect(star.applyingSymbolConfiguration(UIImage.SymbolConfiguration(pointSize: 48))?.size == bigger.size)
        let tinted = red.withConfiguration(UIImage.SymbolConfiguration(pointSize: 48))
        #expect(tinted.tintColor == .red)
        // Not a symbol: applyingSymbolConfiguration answers nil, withConfiguration changes nothing.
        let plain = UIImage()
        #expect(plain.applyingSymbolConfiguration(UIImage.SymbolConfiguration(pointSize: 48)) == nil)
        #expect(plain.withConfiguration(UIImage.SymbolConfiguration(pointSize: 48)) === plain)
        #expect(plain.symbolConfiguration == nil)
    }

    @Test("A symbol tinted with withTintColor draws in that colour")
    func tintedDraws() throws {
        let image = try #require(UIImage(systemName: "circle.fill", withConfiguration: UIImage.SymbolConfiguration(pointSize: 20)))
            .withTintColor(.blue)
        let out = UIGraphicsImageRenderer(size: image.size).image { _ in image.draw(at: .zero) }
        let s = Int(out.scale)
        let c = out.pixel(Int(image.size.width / 2) * s, Int(image.size.height / 2) * s)
        #expect(c.isClose(to: [0, 0, 255, 255], tolerance: 2))
    }
}
}

extension UIImage {
    /// An ordinary (non-symbol) image.
    convenience init(cgImageOrNilForTest: Void) { self.init() }
}

extension StandardViews {
@MainActor @Suite(.freshWorld) struct TemplateImageViewTests {
    @Test("An image view shows a symbol in its tintColor, follows tint changes, and keeps an image's own tint")
    func imageViewTints() throws {
        let w = makeWindow(CGSize(width: 60, height: 30), background: .white)
        let symbol = try #require(UIImage(systemName: "circle.fill", withConfiguration: UIImage.SymbolConfiguration(pointSize: 24)))
        let iv = UIImageView(image: symbol)
        iv.frame = CGRect(x: 0, y: 0, width: 30, height: 30)
        iv.contentMode = .center
        iv.tintColor = .red
        w.addSubview(iv)
        #expect(w.renderedImage(scale: 1).pixel(15, 15).isClose(to: [255, 0, 0, 255], tolerance: 3))
        iv.tintColor = .blue
        #expect(w.renderedImage(scale: 1).pixel(15, 15).isClose(to: [0, 0, 255, 255], tolerance: 3))
        iv.image = symbol.withTintColor(.green)
        #expect(w.renderedImage(scale: 1).pixel(15, 15).isClose(to: [0, 255, 0, 255], tolerance: 3))
        // alwaysOriginal: drawn as it is (black ink).
        iv.image = symbol.withRenderingMode(.alwaysOriginal)
        #expect(w.renderedImage(scale: 1).pixel(15, 15).isClose(to: [0, 0, 0, 255], tolerance: 3))
    }
}
}

extension StandardViews {
@MainActor @Suite(.freshWorld) struct PreferredSymbolConfigurationTests {
    @Test("preferredSymbolConfiguration redraws a symbol image at the preferred size")
    func preferred() throws {
        let w = makeWindow(CGSize(width: 60, height: 60), background: .white)
        let iv = UIImageView(frame: CGRect(x: 0, y: 0, width: 60, height: 60))
        iv.contentMode = .center
        iv.tintColor = .red
        guard let dot = UIImage(systemName: "circle.fill", withConfiguration: UIImage.SymbolConfiguration(pointSize: 10)) else {
            Issue.record("no circle.fill symbol"); return
        }
        iv.image = dot
        w.addSubview(iv)
        // A 10-point dot centred at 30: a point 12 from the centre is outside it.
        #expect(w.renderedImage(scale: 1).pixel(30, 18).isClose(to: [255, 255, 255, 255], tolerance: 2))
        #expect(iv.preferredSymbolConfiguration == nil)
        iv.preferredSymbolConfiguration = UIImage.SymbolConfiguration(pointSize: 40)
        #expect(iv.preferredSymbolConfiguration != nil)
        #expect(w.renderedImage(scale: 1).pixel(30, 18).isClose(to: [255, 0, 0, 255], tolerance: 2))
        iv.preferredSymbolConfiguration = nil
        #expect(w.renderedImage(scale: 1).pixel(30, 18).isClose(to: [255, 255, 255, 255], tolerance: 2))
    }
}
}
