import Testing
import CoreGraphics

/// CGAffineTransform against Apple's documented matrix: x' = a·x + c·y + tx, y' = b·x + d·y + ty.
@Suite struct AffineTransformTests {
    @Test func pointApplyFollowsDocumentedFormula() {
        let t = CGAffineTransform(a: 1, b: 2, c: 3, d: 4, tx: 5, ty: 6)
        // x' = 1·10 + 3·20 + 5 = 75; y' = 2·10 + 4·20 + 6 = 106
        #expect(CGPoint(x: 10, y: 20).applying(t) == CGPoint(x: 75, y: 106))
    }

    @Test func concatenatingAppliesSelfFirst() {
        let scale = CGAffineTransform(scaleX: 2, y: 2)
        let move = CGAffineTransform(translationX: 10, y: 0)
        // scale then translate: (1,1) → (2,2) → (12,2)
        #expect(CGPoint(x: 1, y: 1).applying(scale.concatenating(move)) == CGPoint(x: 12, y: 2))
        // translatedBy applies the translation first: (1,1) → (11,1) → (22,2)
        #expect(CGPoint(x: 1, y: 1).applying(scale.translatedBy(x: 10, y: 0)) == CGPoint(x: 22, y: 2))
    }

    @Test func nonInvertibleTransformIsReturnedUnchanged() {
        let singular = CGAffineTransform(scaleX: 0, y: 1)
        #expect(singular.inverted() == singular)
        let t = CGAffineTransform(a: 2, b: 0, c: 0, d: 4, tx: 6, ty: 8)
        #expect(t.concatenating(t.inverted()).isIdentity)
    }

    @Test func rectApplyingIsTheBoundingBoxOfTheCorners() {
        let r = CGRect(x: 0, y: 0, width: 10, height: 20)
        let rotated = r.applying(CGAffineTransform(rotationAngle: .pi / 2))
        // Corners (0,0),(10,0),(0,20),(10,20) rotate to (0,0),(0,10),(-20,0),(-20,10).
        #expect(abs(rotated.minX + 20) < 1e-9 && abs(rotated.minY) < 1e-9)
        #expect(abs(rotated.width - 20) < 1e-9 && abs(rotated.height - 10) < 1e-9)
    }
}
