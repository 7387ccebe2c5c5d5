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

/// More transform algebra: rotation sign, inversion, size and rect application.
@Suite struct AffineTransformMoreTests {
    @Test("rotationAngle π/2 maps (1, 0) to (0, 1): counterclockwise in y-up space, per the matrix [cos sin; −sin cos]")
    func rotation() {
        let p = CGPoint(x: 1, y: 0).applying(CGAffineTransform(rotationAngle: .pi / 2))
        #expect(abs(p.x) < 1e-12 && abs(p.y - 1) < 1e-12)
    }

    @Test("t · t⁻¹ is the identity for a general invertible transform")
    func inversion() {
        let t = CGAffineTransform(a: 1, b: 2, c: 3, d: 4, tx: 5, ty: 6) // det = −2
        let i = t.inverted()
        let p = CGPoint(x: 7, y: -3)
        let back = p.applying(t).applying(i)
        #expect(abs(back.x - p.x) < 1e-9 && abs(back.y - p.y) < 1e-9)
    }

    @Test("CGSize.applying ignores translation and may go negative")
    func sizeApplying() {
        let s = CGSize(width: 2, height: 3).applying(CGAffineTransform(a: -1, b: 0, c: 0, d: 2, tx: 100, ty: 100))
        #expect(s == CGSize(width: -2, height: 6))
    }

    @Test("scaledBy then translatedBy compose right to left: the translation is scaled")
    func composition() {
        let t = CGAffineTransform.identity.scaledBy(x: 2, y: 3).translatedBy(x: 1, y: 1)
        #expect(CGPoint.zero.applying(t) == CGPoint(x: 2, y: 3))
        #expect(t == CGAffineTransform(a: 2, b: 0, c: 0, d: 3, tx: 2, ty: 3))
    }
}
