import Foundation
import Testing
@testable import UIKit

/// The desktop's scale becomes `UIScreen.scale`: `UIKIT_SCALE` overrides, then `GDK_SCALE` (an integer),
/// then the X resource `Xft.dpi` (96 DPI is 1×, so 144 is 1.5× and 192 is 2×), then the display's DPI from
/// 144 up; 1 otherwise.
@MainActor @Suite(.freshWorld) struct DisplayScaleTests {
    @Test("precedence: UIKIT_SCALE, GDK_SCALE, Xft.dpi, the display's DPI, 1")
    func precedence() {
        #expect(DisplayScale.resolve(environment: ["UIKIT_SCALE": "3", "GDK_SCALE": "2"], xftDPI: 144, displayDPI: 300) == 3)
        #expect(DisplayScale.resolve(environment: ["GDK_SCALE": "2"], xftDPI: 144, displayDPI: 300) == 2)
        #expect(DisplayScale.resolve(environment: [:], xftDPI: 144, displayDPI: 300) == 1.5)
        #expect(DisplayScale.resolve(environment: [:], xftDPI: 192, displayDPI: nil) == 2)
        #expect(DisplayScale.resolve(environment: [:], xftDPI: nil, displayDPI: 192) == 2)
        #expect(DisplayScale.resolve(environment: [:], xftDPI: nil, displayDPI: 110) == 1)
        #expect(DisplayScale.resolve(environment: [:], xftDPI: nil, displayDPI: nil) == 1)
    }

    @Test("bad values fall through to the next source; scales are quarters within 1…4")
    func badValues() {
        #expect(DisplayScale.resolve(environment: ["UIKIT_SCALE": "zero", "GDK_SCALE": "0"], xftDPI: 120, displayDPI: nil) == 1.25)
        #expect(DisplayScale.resolve(environment: ["GDK_SCALE": "9"], xftDPI: nil, displayDPI: nil) == 4)
        #expect(DisplayScale.resolve(environment: [:], xftDPI: 72, displayDPI: nil) == 1)
    }

    @Test("Xft.dpi is read from xrdb's listing of the X resources")
    func xftFromResources() {
        #expect(DisplayScale.xftDPI(fromResources: "Xcursor.size:\t24\nXft.dpi:\t144\nXft.hinting:\t1\n") == 144)
        #expect(DisplayScale.xftDPI(fromResources: "Xcursor.size:\t24\n") == nil)
        #expect(DisplayScale.xftDPI(fromResources: "") == nil)
    }
}
