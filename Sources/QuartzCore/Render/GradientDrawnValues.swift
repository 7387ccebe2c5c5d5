import Foundation
import CoreGraphics

/// A gradient layer's drawn values, as the model holds them (`CAGradientLayer`) or as a commit handed them
/// to the render node (`GradientRenderValues`); see `ShapeDrawnValues`.
@MainActor
protocol GradientDrawnValues: AnyObject {
    var colors: [Any]? { get }
    var locations: [NSNumber]? { get }
    var startPoint: CGPoint { get }
    var endPoint: CGPoint { get }
    var type: CAGradientLayerType { get }
}

extension GradientDrawnValues {
    /// The animatable gradient property named `key` as an animation reads it; nil for any other key.
    func gradientAnimValue(forKey key: String) -> AnimValue? {
        switch key {
        case "colors": return colors.flatMap { AnimValue($0) } ?? .null
        case "locations": return locations.flatMap { AnimValue($0) } ?? .null
        case "startPoint": return .point(startPoint)
        case "endPoint": return .point(endPoint)
        default: return nil
        }
    }
}

extension CAGradientLayer: GradientDrawnValues {
    /// Sets every drawn gradient value from `o` (a presentation copy takes the model's or the committed ones).
    func setGradientValues(_ o: some GradientDrawnValues) {
        colors = o.colors; locations = o.locations; startPoint = o.startPoint; endPoint = o.endPoint; type = o.type
    }
}
