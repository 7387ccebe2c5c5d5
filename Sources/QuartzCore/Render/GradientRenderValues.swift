import Foundation
import CoreGraphics

/// A `CAGradientLayer`'s drawn values as committed (see `SubclassRenderValues`).
@MainActor
final class GradientRenderValues: SubclassRenderValues, GradientDrawnValues {
    let colors: [Any]?
    let locations: [NSNumber]?
    let startPoint: CGPoint
    let endPoint: CGPoint
    let type: CAGradientLayerType

    init(_ l: CAGradientLayer) {
        colors = l.colors; locations = l.locations; startPoint = l.startPoint; endPoint = l.endPoint; type = l.type
    }

    /// `old` when it holds `l`'s values already, else a new cell.
    static func of(_ l: CAGradientLayer, reusing old: SubclassRenderValues?) -> GradientRenderValues {
        if let o = old as? GradientRenderValues,
           o.differences(colors: l.colors, locations: l.locations, start: l.startPoint, end: l.endPoint, type: l.type).isEmpty {
            return o
        }
        return GradientRenderValues(l)
    }

    override func animValue(forKey key: String) -> AnimValue? { gradientAnimValue(forKey: key) }
    override func apply(to layer: CALayer) { (layer as? CAGradientLayer)?.setGradientValues(self) }

    override func differences(from other: SubclassRenderValues?) -> [String] {
        guard let o = other as? GradientRenderValues else { return ["gradient values"] }
        return differences(colors: o.colors, locations: o.locations, start: o.startPoint, end: o.endPoint, type: o.type)
    }

    private func differences(colors c: [Any]?, locations l: [NSNumber]?, start: CGPoint, end: CGPoint,
                             type t: CAGradientLayerType) -> [String] {
        var out: [String] = []
        if !GradientRenderValues.sameColors(colors, c) { out.append("colors") }
        if locations != l { out.append("locations") }
        if startPoint != start { out.append("startPoint") }
        if endPoint != end { out.append("endPoint") }
        if type != t { out.append("type") }
        return out
    }

    /// Whether two colour lists hold the same colours (by identity or equality; other objects by identity).
    private static func sameColors(_ a: [Any]?, _ b: [Any]?) -> Bool {
        guard let a, let b else { return a == nil && b == nil }
        guard a.count == b.count else { return false }
        for (x, y) in zip(a, b) {
            if let cx = x as? CGColor, let cy = y as? CGColor {
                if CGColor.sameOrEqual(cx, cy) { continue }
                return false
            }
            guard (x as AnyObject) === (y as AnyObject) else { return false }
        }
        return true
    }
}
