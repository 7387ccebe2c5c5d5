import Foundation
import CoreGraphics

/// The pacing of an animation as a cubic Bézier from (0,0) to (1,1), mirroring `CAMediaTimingFunction`.
public final class CAMediaTimingFunction: NSObject, @unchecked Sendable {
    /// The two inner control points.
    let c1: (Float, Float), c2: (Float, Float)

    /// A function with control points (c1x, c1y) and (c2x, c2y).
    public init(controlPoints c1x: Float, _ c1y: Float, _ c2x: Float, _ c2y: Float) {
        c1 = (c1x, c1y); c2 = (c2x, c2y)
    }

    /// One of the named functions, with the control points Apple documents for each.
    public convenience init(name: CAMediaTimingFunctionName) {
        switch name {
        case .easeIn: self.init(controlPoints: 0.42, 0, 1, 1)
        case .easeOut: self.init(controlPoints: 0, 0, 0.58, 1)
        case .easeInEaseOut: self.init(controlPoints: 0.42, 0, 0.58, 1)
        case .default: self.init(controlPoints: 0.25, 0.1, 0.25, 1)
        default: self.init(controlPoints: 0, 0, 1, 1)
        }
    }

    /// Writes control point `idx` (0...3; 0 is (0,0) and 3 is (1,1)) into `ptr`.
    public func getControlPoint(at idx: Int, values ptr: UnsafeMutablePointer<Float>) {
        let p: (Float, Float)
        switch idx {
        case 0: p = (0, 0)
        case 1: p = c1
        case 2: p = c2
        default: p = (1, 1)
        }
        ptr[0] = p.0; ptr[1] = p.1
    }
}
