import Testing
import UIKit
import DemoScenes

/// The seed's figures, end to end (views → layers → display → compositor → PNG), against goldens.
@MainActor @Suite(.serialized, .freshWorld)
struct ProgrammingGuideFigureTests {
    private func screen(_ w: CGFloat, _ h: CGFloat) -> UIScreen {
        UIScreen(bounds: CGRect(x: 0, y: 0, width: w, height: h), scale: 1)
    }

    @Test("Frame/bounds figure: an image view at (40, 40), 240×380, its frame outlined and its center marked")
    func frameAndBounds() throws {
        let (window, imageView) = SeedFigures.frameAndBounds(screen: screen(320, 460))
        #expect(imageView.frame == CGRect(x: 40, y: 40, width: 240, height: 380))
        #expect(imageView.bounds == CGRect(x: 0, y: 0, width: 240, height: 380))
        try Golden.check(window.renderedImage(scale: 1), named: "frame-bounds@1x.png")
    }

    @Test("Content-mode figure: each picture is drawn once; after the resize only the .redraw one draws again")
    func contentModes() throws {
        let figure = SeedFigures.contentModes(screen: screen(480, 300))
        UIApplication.shared.runOneTurn()
        #expect(figure.views.allSatisfy { $0.drawCount == 1 })
        figure.resize()
        UIApplication.shared.runOneTurn()
        #expect(figure.views.map(\.drawCount) == SeedFigures.contentModes.map { $0 == .redraw ? 2 : 1 })
        try Golden.check(figure.window.renderedImage(scale: 1), named: "content-modes@1x.png")
    }

    @Test("Rotation figure, clipsToBounds figure and overlapping transparent subviews")
    func otherFigures() throws {
        try Golden.check(SeedFigures.rotations(screen: screen(400, 220)).renderedImage(scale: 1), named: "rotations@1x.png")
        try Golden.check(SeedFigures.clipping(screen: screen(400, 220)).renderedImage(scale: 1), named: "clips-to-bounds@1x.png")
        try Golden.check(SeedFigures.overlapping(screen: screen(320, 240)).renderedImage(scale: 1), named: "overlapping@1x.png")
    }
}
