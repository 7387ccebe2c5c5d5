import Foundation
import CoreGraphics

/// A `CAReplicatorLayer`'s instance values as committed (see `SubclassRenderValues`).
@MainActor
final class ReplicatorRenderValues: SubclassRenderValues {
    let instanceCount: Int
    let instanceTransform: CATransform3D
    let instanceColor: CGColor?
    /// Red, green, blue and alpha offsets added per copy.
    let offsets: SIMD4<Float>

    init(_ l: CAReplicatorLayer) {
        instanceCount = l.instanceCount; instanceTransform = l.instanceTransform; instanceColor = l.instanceColor
        offsets = ReplicatorRenderValues.offsets(of: l)
    }

    static func offsets(of l: CAReplicatorLayer) -> SIMD4<Float> {
        SIMD4(l.instanceRedOffset, l.instanceGreenOffset, l.instanceBlueOffset, l.instanceAlphaOffset)
    }

    /// `old` when it holds `l`'s values already, else a new cell.
    static func of(_ l: CAReplicatorLayer, reusing old: SubclassRenderValues?) -> ReplicatorRenderValues {
        if let o = old as? ReplicatorRenderValues,
           o.differences(count: l.instanceCount, transform: l.instanceTransform, color: l.instanceColor,
                         offsets: offsets(of: l)).isEmpty {
            return o
        }
        return ReplicatorRenderValues(l)
    }

    /// The copies of the sublayers change.
    override var changeDamage: LayerDamage { .subtree }

    override func apply(to layer: CALayer) {
        guard let r = layer as? CAReplicatorLayer else { return }
        r.instanceCount = instanceCount; r.instanceTransform = instanceTransform; r.instanceColor = instanceColor
        r.instanceRedOffset = offsets[0]; r.instanceGreenOffset = offsets[1]; r.instanceBlueOffset = offsets[2]
        r.instanceAlphaOffset = offsets[3]
    }

    override func differences(from other: SubclassRenderValues?) -> [String] {
        guard let o = other as? ReplicatorRenderValues else { return ["replicator values"] }
        return differences(count: o.instanceCount, transform: o.instanceTransform, color: o.instanceColor, offsets: o.offsets)
    }

    private func differences(count: Int, transform: CATransform3D, color: CGColor?, offsets o: SIMD4<Float>) -> [String] {
        var out: [String] = []
        if instanceCount != count { out.append("instanceCount") }
        if instanceTransform != transform { out.append("instanceTransform") }
        if !CGColor.sameOrEqual(instanceColor, color) { out.append("instanceColor") }
        if offsets != o { out.append("instance colour offsets") }
        return out
    }
}
