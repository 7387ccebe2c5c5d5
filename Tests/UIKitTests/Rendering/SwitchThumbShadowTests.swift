import Testing
import UIKit

/// UISwitch's thumb casts a soft shadow on iOS: the track next to the thumb is darker by about 11%,
/// fading with distance, with no hard-edged oval.
@MainActor @Suite(.freshWorld) struct SwitchThumbShadowTests {
    private func offSwitchImage() -> CGImage? {
        let window = makeWindow(CGSize(width: 60, height: 40), scale: 3)
        let control = UISwitch(frame: CGRect(x: 0, y: 0, width: 51, height: 31))
        window.addSubview(control)
        return window.renderedImage(scale: 3).cgImage
    }

    @Test("the track just under the thumb is about 11% darker than the bare track")
    func trackDarkensUnderTheThumb() throws {
        let cg = try #require(offSwitchImage())
        // The off track is light (systemGray5); its far end, away from the thumb, is bare.
        let bare = Double(cg.rgba(atX: 140, y: 46).g)
        // 1.17 points under the thumb's lowest point (the thumb is 27 points across, 2 points inset).
        let under = Double(cg.rgba(atX: 46, y: 90).g)
        let darkening = 1 - under / bare
        #expect(abs(darkening - 0.11) <= 0.04, "darkening \(darkening)")
    }

    @Test("the shadow fades with distance: softer further from the thumb")
    func shadowIsSoft() throws {
        let cg = try #require(offSwitchImage())
        let bare = Double(cg.rgba(atX: 140, y: 46).g)
        // Beside the thumb at its middle, 1, 3 and 6 points from its right edge (x = 29 points).
        let levels = [1.0, 3, 6].map { 1 - Double(cg.rgba(atX: Int((29 + $0) * 3), y: 55).g) / bare }
        #expect(levels[0] > levels[1] && levels[1] > levels[2], "\(levels)")
        #expect(levels[2] > 0, "\(levels)")
    }
}
