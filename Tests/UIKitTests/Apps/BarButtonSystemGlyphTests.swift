import Testing
@testable import UIKit

/// System bar button items draw SF Symbols' glyphs at iOS's size and place: in swift-snapshot-testing's
/// iOS-recorded `testTraitsEmbeddedInTabNavigation` screens (3×), the navigation bar's `.add` plus is
/// 17.67 × 18 points of ink (53 × 54 pixels) starting at x = 18, y = 13, inside the bar's 16-point margin.
@MainActor @Suite(.serialized, .freshWorld) struct BarButtonSystemGlyphTests {
    /// The bounding box, in pixels, of the tint-coloured pixels of `image`.
    private func tintInk(_ image: UIImage) -> CGRect? {
        guard let cg = image.cgImage else { return nil }
        var minX = Int.max, minY = Int.max, maxX = -1, maxY = -1
        for y in 0..<cg.height {
            for x in 0..<cg.width {
                let p = cg.rgba(atX: x, y: y)
                guard Int(p.b) > Int(p.r) + 60, p.a > 0 else { continue }
                minX = min(minX, x); maxX = max(maxX, x); minY = min(minY, y); maxY = max(maxY, y)
            }
        }
        return maxX < 0 ? nil : CGRect(x: minX, y: minY, width: maxX - minX + 1, height: maxY - minY + 1)
    }

    @Test("the add item's plus in a 375-point navigation bar at 3×: 53 × 54 pixels of ink at (54, 39), as iOS")
    func addGlyphMatchesIOS() throws {
        let window = makeWindow(CGSize(width: 375, height: 667), scale: 3)
        let vc = UIViewController()
        vc.navigationItem.leftBarButtonItem = UIBarButtonItem(barButtonSystemItem: .add, target: nil, action: nil)
        let nav = UINavigationController(rootViewController: vc)
        window.rootViewController = nav
        window.layoutIfNeeded()
        let bar = nav.navigationBar
        let image = bar.renderedImage(scale: 3)
        let ink = try #require(tintInk(image))
        let barTop = bar.convert(bar.bounds, to: window).minY
        #expect(abs(ink.minX - 54) <= 1 && abs(ink.width - 53) <= 1, "\(ink)")
        #expect(abs(ink.minY - 39) <= 1 && abs(ink.height - 54) <= 1, "\(ink) (bar at \(barTop))")
    }

    @Test("every system item but the text ones, the spaces and the page curl shows a drawn SF Symbol glyph, not the placeholder")
    func everyGlyphIsDrawn() {
        let all: [UIBarButtonItem.SystemItem] = [.add, .compose, .reply, .action, .organize, .bookmarks, .search,
                                                 .refresh, .stop, .camera, .trash, .play, .pause, .rewind,
                                                 .fastForward, .undo, .redo, .close]
        for item in all {
            guard let name = UIBarButtonItem.systemSymbolName(item) else { Issue.record("\(item) has no symbol"); continue }
            #expect(SymbolImageRenderer.glyphs[name] != nil || SymbolImageRenderer.moreGlyphs[name] != nil, "\(item): \(name)")
            let b = UIBarButtonItem(barButtonSystemItem: item, target: nil, action: nil)
            // 17 points at the large scale: 23 points tall.
            #expect(b.image?.size.height == 23, "\(item)")
        }
    }
    @Test("the page curl item shows a tinted glyph at the bar glyphs' size, not its title, in a toolbar")
    func pageCurlShowsAGlyph() throws {
        let item = UIBarButtonItem(barButtonSystemItem: .pageCurl, target: nil, action: nil)
        #expect(item.title == nil)
        let image = try #require(item.image)
        // The system items' glyph size: 17 points at the large scale, 23 points tall; a template.
        #expect(image.size.height == 23 && image.renderingMode == .alwaysTemplate)
        #expect(UIImage(systemName: "pagecurl") == nil, "the glyph is not offered as a symbol name")

        let window = makeWindow(CGSize(width: 320, height: 100), scale: 2)
        let toolbar = UIToolbar(frame: CGRect(x: 0, y: 0, width: 320, height: 44))
        toolbar.items = [item]
        window.addSubview(toolbar)
        window.layoutIfNeeded()
        let ink = try #require(tintInk(toolbar.renderedImage(scale: 2)), "the glyph is drawn in the tint colour")
        // Inside the bar's 16-point leading margin and its height, and a glyph's size, not a word's.
        #expect(ink.minX >= 32 && ink.maxY <= 88 && ink.height >= 24 && ink.width <= 46, "\(ink)")
    }
}
