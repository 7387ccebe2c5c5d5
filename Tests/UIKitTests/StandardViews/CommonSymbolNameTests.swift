import Foundation
import Testing
@testable import UIKit

/// `UIImage(systemName:)` for the names apps use: every name of Apple's set gives a symbol image with ink
/// (a drawn glyph or a visible placeholder), so `UIImage(systemName: "timer")!` does not crash and a bar
/// button made from it can be seen and tapped; names Apple's set does not have stay nil.
@MainActor @Suite(.serialized, .freshWorld)
struct CommonSymbolNameTests {
    /// The fraction of the image's pixels that have ink.
    private func ink(_ image: UIImage) -> Double {
        let px = Int(image.size.width * image.scale)
        var inked = 0
        for y in 0..<px { for x in 0..<px where image.pixel(x, y)[3] > 0 { inked += 1 } }
        return Double(inked) / Double(px * px)
    }

    @Test("Common names give template symbol images with ink", arguments: [
        "timer", "clock", "play.fill", "pause.fill", "stop.fill", "arrow.clockwise", "bell", "calendar", "list.bullet",
        "square.and.pencil", "pencil", "bookmark", "folder", "doc.text", "lock.fill", "envelope", "cloud.sun.rain.fill",
        "sun.max.fill", "moon.stars", "photo", "flag.fill", "gearshape.fill", "slider.horizontal.3", "location.fill",
        "paperplane.fill", "bolt.fill", "eye.slash", "cart", "globe", "hourglass", "person.crop.circle",
        "arrow.triangle.2.circlepath", "chevron.backward", "xmark.circle.fill", "plus.circle.fill", "trash.circle",
        "1.circle.fill", "a.square", "wind", "drop.fill", "thermometer", "speaker.wave.2.fill", "music.note",
    ])
    func commonNames(name: String) throws {
        let image = try #require(UIImage(systemName: name))
        #expect(image.isSymbolImage)
        #expect(image.renderingMode == .alwaysTemplate)
        #expect(image.size.width > 0)
        #expect(ink(image) > 0.02)
    }

    @Test("Names that are not in Apple's set stay nil")
    func unknownNames() {
        for name in ["timer.fancy", "clock.fill.fill", "no.such.symbol", "Timer", "play.fill ", "heartt"] {
            #expect(UIImage(systemName: name) == nil, "\(name)")
        }
    }

    @Test("A bar button item made from a symbol that is not drawn here is visible in the bar")
    func barButtonWithPlaceholderIsVisible() throws {
        let image = try #require(UIImage(systemName: "hourglass"))
        let vc = UIViewController()
        vc.navigationItem.rightBarButtonItem = UIBarButtonItem(image: image, style: .plain, target: nil, action: nil)
        let w = appWindow()
        let nav = UINavigationController(rootViewController: vc)
        w.rootViewController = nav
        w.makeKeyAndVisible()
        UIApplication.shared.runOneTurn()
        let item = try #require(vc.navigationItem.rightBarButtonItem)
        let control = try #require(nav.navigationBar.subviews.lazy.compactMap { $0 as? BarButtonControl }.first { $0.item === item })
        #expect(image.size.width >= 17) // the body text style's point size
        #expect(control.bounds.width >= image.size.width && control.bounds.height >= image.size.height)
        #expect(!control.isHidden && control.alpha == 1)
    }
}
