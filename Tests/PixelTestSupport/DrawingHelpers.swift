import CoreGraphics

/// A raw Core Graphics bitmap context (y-up, CTM identity) in Cairo's native layout.
public func rawBitmapContext(_ w: Int, _ h: Int) -> CGContext {
    CGContext(data: nil, width: w, height: h, bitsPerComponent: 8, bytesPerRow: 0,
              space: CGColorSpace(name: CGColorSpace.sRGB)!,
              bitmapInfo: CGImageAlphaInfo.premultipliedFirst.rawValue | CGBitmapInfo.byteOrder32Little.rawValue)!
}

/// The signed area of a path's on-curve points (the shoelace formula): positive when they run
/// counterclockwise with y up (clockwise on a y-down screen), negative when clockwise with y up.
public func signedArea(of path: CGPath) -> CGFloat {
    var pts: [CGPoint] = []
    for e in path.elements {
        switch e {
        case .move(let q), .line(let q), .curve(_, _, let q): pts.append(q)
        default: break
        }
    }
    var a: CGFloat = 0
    for i in 0..<pts.count { let p0 = pts[i], p1 = pts[(i + 1) % pts.count]; a += p0.x * p1.y - p1.x * p0.y }
    return a / 2
}
