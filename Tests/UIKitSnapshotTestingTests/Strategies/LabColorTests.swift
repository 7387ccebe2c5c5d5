import Testing
@testable import UIKitSnapshotTesting

/// The CIE L*a*b* conversion and ΔE 1994 the perceptual comparison uses (Core Image's `CILabDeltaE`
/// computes ΔE 1994 values from 0 to 100).
@Suite struct LabColorTests {
    @Test func srgbPrimariesHaveTheirPublishedLabValues() {
        // sRGB red is L* 53.24, a* 80.09, b* 67.20 (D65); white is L* 100 with no chroma.
        let red = LabColor(red: 255, green: 0, blue: 0)
        #expect(abs(red.l - 53.24) < 0.05 && abs(red.a - 80.09) < 0.05 && abs(red.b - 67.20) < 0.05)
        let white = LabColor(red: 255, green: 255, blue: 255)
        #expect(abs(white.l - 100) < 0.01 && abs(white.a) < 0.01 && abs(white.b) < 0.01)
    }

    @Test func blackAgainstWhiteIsTheWholeScale() {
        let e = LabColor(red: 0, green: 0, blue: 0).deltaE94(to: LabColor(red: 255, green: 255, blue: 255))
        #expect(abs(e - 100) < 0.01)
    }

    @Test func lightnessOnlyDifferencesAreTheirLightnessDifference() {
        // Greys have no chroma, so ΔE94 is |ΔL*|.
        let a = LabColor(red: 100, green: 100, blue: 100), b = LabColor(red: 110, green: 110, blue: 110)
        #expect(abs(a.deltaE94(to: b) - abs(a.l - b.l)) < 0.001)
    }
}
