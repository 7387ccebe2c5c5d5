import Foundation

/// Glyphs of system bar items that have no SF Symbol name, drawn like the symbols (same pen, weight and
/// image size) but not reachable through `UIImage(systemName:)`, where only Apple's names are symbols.
extension SymbolImageRenderer {
    /// `UIBarButtonItem.SystemItem.pageCurl`'s glyph: a page whose lower right corner curls up towards its
    /// middle, the fold showing as a triangle.
    static let pageCurl: Glyph = { p in
        let c = p.ctx
        c.beginPath()
        c.move(to: CGPoint(x: 0.2, y: 0.1))
        c.addLine(to: CGPoint(x: 0.8, y: 0.1))
        c.addLine(to: CGPoint(x: 0.8, y: 0.6))
        c.addQuadCurve(to: CGPoint(x: 0.5, y: 0.9), control: CGPoint(x: 0.72, y: 0.84))
        c.addLine(to: CGPoint(x: 0.2, y: 0.9))
        c.closePath()
        c.strokePath()
        p.line([(0.8, 0.6), (0.58, 0.66), (0.5, 0.9)])
    }

    /// A bar item's glyph image under `configuration`: a template image like a symbol image's.
    static func barItemImage(_ glyph: Glyph, configuration: UIImage.SymbolConfiguration) -> UIImage? {
        guard let cg = render(glyph, widthFraction: 1, configuration: configuration) else { return nil }
        return UIImage(cgImage: cg, scale: pixelScale, orientation: .up, renderingMode: .alwaysTemplate,
                       capInsets: .zero, resizingMode: .tile, tintColor: nil, resizable: false)
    }
}
