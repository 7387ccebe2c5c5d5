import Testing
import UIKit

/// Core Animation fills layer backgrounds without edge antialiasing, on whole device pixels: a 0.5-point
/// hairline covers 2 device pixels at 3× on iOS (not one and a half).
@MainActor @Suite(.freshWorld) struct HairlinePixelTests {
    @Test("a 0.5-point hairline at 3× covers exactly two whole pixel rows")
    func hairlineAtThreeX() {
        let window = makeWindow(CGSize(width: 20, height: 20), scale: 3)
        let line = UIView(frame: CGRect(x: 0, y: 10, width: 20, height: 0.5))
        line.backgroundColor = .black
        window.addSubview(line)
        guard let cg = window.renderedImage(scale: 3).cgImage else { Issue.record("no image"); return }
        let column = (26..<36).map { cg.rgba(atX: 30, y: $0).r }
        // Rows 30 and 31 are black, their neighbours white: no half-covered row.
        #expect(column == [255, 255, 255, 255, 0, 0, 255, 255, 255, 255])
    }

    @Test("at 2× the hairline is one whole pixel; at 1× one pixel too")
    func otherScales() {
        for scale in [1, 2] as [CGFloat] {
            let window = makeWindow(CGSize(width: 20, height: 20), scale: scale)
            let line = UIView(frame: CGRect(x: 0, y: 10, width: 20, height: 0.5))
            line.backgroundColor = .black
            window.addSubview(line)
            guard let cg = window.renderedImage(scale: scale).cgImage else { continue }
            let rows = (0..<cg.height).filter { cg.rgba(atX: 5, y: $0).r < 128 }
            #expect(rows.count == 1, "at \(scale)×")
            #expect((0..<cg.height).allSatisfy { let r = cg.rgba(atX: 5, y: $0).r; return r == 0 || r == 255 }, "at \(scale)×: no partial pixel")
        }
    }
}
