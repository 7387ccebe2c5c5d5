import Foundation
import CoreGraphics

/// The replicator's instance values in the frame being rendered: the committed values
/// (`ReplicatorRenderValues`), else, for a layer without a render node, the model's (see
/// CALayer+Presented.swift).
extension CAReplicatorLayer {
    /// The node's committed instance values (every node of a replicator has them: `RenderValues.init`).
    @inline(__always) var committedReplica: ReplicatorRenderValues? {
        guard let n = _node else { return nil }
        return unsafeDowncast(n.values.subclass.unsafelyUnwrapped, to: ReplicatorRenderValues.self)
    }

    var rInstanceCount: Int { committedReplica?.instanceCount ?? instanceCount }
    var rInstanceTransform: CATransform3D { committedReplica?.instanceTransform ?? instanceTransform }
    var rInstanceColor: CGColor? { committedReplica.map(\.instanceColor) ?? instanceColor }
    /// Red, green, blue and alpha offsets added per copy.
    var rInstanceOffsets: SIMD4<Float> {
        committedReplica?.offsets ?? ReplicatorRenderValues.offsets(of: self)
    }
}
