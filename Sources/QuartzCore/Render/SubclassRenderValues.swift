import Foundation
import CoreGraphics

/// The values a layer subclass draws beyond `CALayer`'s (a shape's path and stroke, a gradient's colours,
/// a replicator's instances), as the last commit handed them to the render node
/// (`RenderValues.subclass`, made by `CALayer.makeSubclassRenderValues(reusing:)`). Immutable: a commit
/// that finds the values unchanged keeps the cell, one that finds a change makes a new one.
@MainActor
class SubclassRenderValues {
    /// The names of the values that differ from `other`'s (all of them when `other` is another subclass's
    /// cell or none).
    func differences(from other: SubclassRenderValues?) -> [String] { [] }
    /// The committed value of the animatable subclass property `key`, the base an animation of it starts
    /// from in a frame and in `presentation()` (nil for keys the subclass does not draw).
    func animValue(forKey key: String) -> AnimValue? { nil }
    /// Sets these committed values on `layer`, a presentation copy of the layer they were committed from.
    func apply(to layer: CALayer) {}
    /// What a change of these values damages: the layer's own drawing, unless the subclass draws its
    /// sublayers differently (`RenderValues.damage(from:redrawn:)`).
    var changeDamage: LayerDamage { .content }
}

extension CGColor {
    /// Whether two optional colours are the same object or equal.
    static func sameOrEqual(_ a: CGColor?, _ b: CGColor?) -> Bool { a === b || a == b }
}
