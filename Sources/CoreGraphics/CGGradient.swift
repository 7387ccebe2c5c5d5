import Foundation

/// A colour ramp, mirroring Core Graphics' `CGGradient`: colours at locations in 0...1, interpolated
/// between them. Immutable.
public final class CGGradient: @unchecked Sendable {
    /// The stops, sorted by location: straight (non-premultiplied) sRGB components.
    let stops: [(location: Double, r: Double, g: Double, b: Double, a: Double)]
    /// The colour space the gradient was made in.
    let space: CGColorSpace?

    /// A gradient from `CGColor`s (given `as CFArray`, as iOS code does) at `locations`, or spread evenly
    /// from 0 to 1 when `locations` is nil. Nil when the array holds no colours.
    public init?(colorsSpace space: CGColorSpace?, colors: CFArray, locations: UnsafePointer<CGFloat>?) {
        let colours = colors.compactMap { $0 as? CGColor }
        guard !colours.isEmpty, colours.count == colors.count else { return nil }
        let n = colours.count
        var stops: [(location: Double, r: Double, g: Double, b: Double, a: Double)] = []
        for (i, c) in colours.enumerated() {
            let loc = locations.map { Double($0[i]) } ?? (n == 1 ? 0 : Double(i) / Double(n - 1))
            let v = CGContext.sanitized(c)
            stops.append((loc.isFinite ? min(max(loc, 0), 1) : 0, v.r, v.g, v.b, v.a))
        }
        self.stops = stops.enumerated().sorted { ($0.element.location, $0.offset) < ($1.element.location, $1.offset) }.map(\.element)
        self.space = space
    }

    /// A gradient from raw components in `space` (`count` colours, each `numberOfComponents + 1` values
    /// with alpha last) at `locations`, or spread evenly when `locations` is nil. Nil for `count` < 1.
    public init?(colorSpace space: CGColorSpace, colorComponents components: UnsafePointer<CGFloat>,
                 locations: UnsafePointer<CGFloat>?, count: Int) {
        guard count >= 1, count <= 1 << 16 else { return nil }
        let per = space.numberOfComponents + 1
        var colours: [Any] = []
        for i in 0..<count {
            let comps = Array(UnsafeBufferPointer(start: components + i * per, count: per))
            colours.append(CGColor(space: space, comps: comps))
        }
        guard let g = CGGradient(colorsSpace: space, colors: colours, locations: locations) else { return nil }
        self.stops = g.stops
        self.space = space
    }
}
