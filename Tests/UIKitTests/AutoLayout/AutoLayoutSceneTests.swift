import Testing
import UIKit
import DemoScenes

@MainActor @Suite(.serialized, .freshWorld) struct AutoLayoutSceneTests {
    @Test func pageFollowsTheWindowSize() {
        for (w, h) in [(CGFloat(390), CGFloat(600)), (700, 460)] {
            let screen = UIScreen(bounds: CGRect(x: 0, y: 0, width: w, height: h), scale: 1)
            let scene = AutoLayoutScene(screen: screen, size: CGSize(width: w, height: h))
            UIApplication.shared.runOneTurn()
            #expect(scene.header.frame == CGRect(x: 0, y: 0, width: w, height: 56))
            // Rows span the root's margins (8 each side) inside the vertical stack.
            let row = scene.rows[0]
            #expect(row.frame.width == w - 16)
            // Icon (32) + 10 + title + 10 + badge (24) inside 8-point margins: the title stretches.
            let title = row.arrangedSubviews[1]
            #expect(title.frame.width == w - 16 - 16 - 32 - 24 - 20)
            if h == 600 {
                #expect(row.frame.height == 44) // the tallest (32) plus 6 + 6 margins
            } else {
                // 460 points are too few for the list: rows shrink (compression resistance 750 gives way
                // to the required constraints), as on iOS.
                #expect(row.frame.height < 44)
            }
        }
    }
}
