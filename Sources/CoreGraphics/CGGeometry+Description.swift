import Foundation

// Apple's platforms print geometry values compactly (`print(rect)` gives `(40.0, 100.0, 200.0, 100.0)`),
// and libraries put these strings into messages their tests compare. swift-corelibs-foundation prints
// the memberwise form instead, so the Apple forms are supplied here.

extension CGRect: @retroactive CustomDebugStringConvertible {
    /// `(x, y, width, height)`, as on Apple's platforms.
    public var debugDescription: String { "(\(origin.x), \(origin.y), \(size.width), \(size.height))" }
}

extension CGPoint: @retroactive CustomDebugStringConvertible {
    /// `(x, y)`, as on Apple's platforms.
    public var debugDescription: String { "(\(x), \(y))" }
}

extension CGSize: @retroactive CustomDebugStringConvertible {
    /// `(width, height)`, as on Apple's platforms.
    public var debugDescription: String { "(\(width), \(height))" }
}

extension CGAffineTransform: CustomDebugStringConvertible {
    /// `CGAffineTransform(a: 1.0, b: 0.0, c: 0.0, d: 1.0, tx: 0.0, ty: 0.0)`, as on Apple's platforms.
    public var debugDescription: String { "CGAffineTransform(a: \(a), b: \(b), c: \(c), d: \(d), tx: \(tx), ty: \(ty))" }
}
