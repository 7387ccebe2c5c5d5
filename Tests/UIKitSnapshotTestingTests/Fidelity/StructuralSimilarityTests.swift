import Testing
@testable import UIKitSnapshotTesting

/// The fidelity suite's SSIM against values worked out from the formula of Wang et al. (2004) with
/// C1 = (0.01·255)² = 6.5025 and C2 = (0.03·255)² = 58.5225.
@Suite struct StructuralSimilarityTests {
    private func uniform(_ level: Double, width: Int = 8, height: Int = 8) -> GreyImage {
        GreyImage(width: width, height: height, levels: Array(repeating: level, count: width * height))
    }

    private func checkerboard(dark: Double, light: Double) -> GreyImage {
        GreyImage(width: 8, height: 8, levels: (0..<64).map { ($0 / 8 + $0 % 8) % 2 == 0 ? dark : light })
    }

    @Test func equalImagesScoreOne() {
        let image = checkerboard(dark: 30, light: 200)
        #expect(structuralSimilarity(image, image) == 1)
    }

    /// Flat blocks have no variance, so only the luminance term remains:
    /// (2·100·150 + C1) / (100² + 150² + C1) = 30006.5025 / 32506.5025.
    @Test func flatBlocksCompareByLuminanceOnly() {
        let score = structuralSimilarity(uniform(100), uniform(150))
        #expect(abs(score - 0.923092310530793) < 1e-12)
    }

    /// A 0/255 checkerboard and its inverse: equal means and variances 127.5², covariance −127.5², so
    /// SSIM = (C2 − 32512.5) / (C2 + 32512.5).
    @Test func invertedStructureScoresNearMinusOne() {
        let score = structuralSimilarity(checkerboard(dark: 0, light: 255), checkerboard(dark: 255, light: 0))
        #expect(abs(score - -0.9964064683569576) < 1e-12)
    }

    /// The result is the mean over the 8 × 8 blocks: one equal block and one flat 100-against-150 block.
    @Test func scoreIsTheMeanOverBlocks() {
        let a = uniform(100, width: 16)
        var b = uniform(100, width: 16)
        for y in 0..<8 { for x in 8..<16 { b.levels[y * 16 + x] = 150 } }
        #expect(abs(structuralSimilarity(a, b) - 0.9615461552653966) < 1e-12)
    }

    /// Blocks at the edges are as large as the image leaves: a 3 × 3 image is one block.
    @Test func smallImagesAreOneBlock() {
        let score = structuralSimilarity(uniform(100, width: 3, height: 3), uniform(150, width: 3, height: 3))
        #expect(abs(score - 0.923092310530793) < 1e-12)
    }

    /// Grey levels are BT.601 luma over white: a transparent pixel is white, opaque red is 0.299 · 255.
    @Test func greyLevelsAreLumaOverWhite() {
        let pixels = PixelBuffer(width: 2, height: 1, bytes: [0, 0, 0, 0, 255, 0, 0, 255])
        let grey = GreyImage(pixels)
        #expect(abs(grey.levels[0] - 255) < 1e-9)
        #expect(abs(grey.levels[1] - 0.299 * 255) < 1e-9)
    }
}
