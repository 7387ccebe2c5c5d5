/// A weak reference to a layer, for lists that must not keep layers alive (the owner's `leftRenderTree`).
@MainActor
struct WeakLayer {
    weak var layer: CALayer?
    init(_ layer: CALayer) { self.layer = layer }
}
