import Foundation

// The `equalTo` comparisons Apple's Core Graphics overlay provides and Foundation on Linux lacks.

extension CGPoint {
    /// Whether the two points are equal (`equalTo(_:)`).
    public func equalTo(_ point: CGPoint) -> Bool { self == point }
}

extension CGSize {
    /// Whether the two sizes are equal (`equalTo(_:)`).
    public func equalTo(_ size: CGSize) -> Bool { self == size }
}

extension CGRect {
    /// Whether the two rectangles are equal (`equalTo(_:)`): same standardized origin and size, as
    /// `CGRectEqualToRect` compares.
    public func equalTo(_ rect: CGRect) -> Bool { standardized == rect.standardized }
}
