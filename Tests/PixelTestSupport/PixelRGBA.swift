import CoreGraphics

/// Straight RGBA bytes of one pixel, for exact pixel checks in the drawing tests of CoreGraphics and UIKit.
public struct PixelRGBA: Equatable, CustomStringConvertible, Sendable {
    public var r: Int, g: Int, b: Int, a: Int
    public init(_ r: Int, _ g: Int, _ b: Int, _ a: Int) { self.r = r; self.g = g; self.b = b; self.a = a }
    public var description: String { "(\(r), \(g), \(b), \(a))" }
    /// Within `tol` per channel.
    public func near(_ o: PixelRGBA, _ tol: Int = 1) -> Bool {
        abs(r - o.r) <= tol && abs(g - o.g) <= tol && abs(b - o.b) <= tol && abs(a - o.a) <= tol
    }
    public static let clear = PixelRGBA(0, 0, 0, 0)
    public static let red = PixelRGBA(255, 0, 0, 255)
    public static let blue = PixelRGBA(0, 0, 255, 255)
    public static let green = PixelRGBA(0, 255, 0, 255)
}

extension CGImage {
    /// The pixel at (x, y), top row 0, straight alpha.
    public func px(_ x: Int, _ y: Int) -> PixelRGBA {
        let p = rgba(atX: x, y: y)
        return PixelRGBA(Int(p.r), Int(p.g), Int(p.b), Int(p.a))
    }
}
