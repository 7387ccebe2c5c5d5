import Foundation

/// The one walk up a layer's superlayers that the damage, scroll and visibility code share: each ancestor
/// is borrowed through the unretained `_superlayerLink` (`_withRef`), never loaded weakly or retained. A
/// weak load takes the layer's side table, and a root always has one (its sublayers' `superlayer` is
/// weak), so even a plain retain of it takes the slow path; these walks run for every damaged layer of a
/// frame.
extension CALayer {
    /// Calls `body` with each superlayer of this layer, the nearest first, until `body` returns false or
    /// the root is passed. With `belowRoot`, the root itself (the topmost layer, whose own geometry,
    /// opacity and hiddenness a renderer ignores) is not visited.
    @inline(__always)
    func forEachAncestor(belowRoot: Bool, _ body: (CALayer) -> Bool) {
        var link = _superlayerLink
        while let u = link {
            link = u._withRef { c -> Unmanaged<CALayer>? in
                let up = c._superlayerLink
                if belowRoot, up == nil { return nil }
                return body(c) ? up : nil
            }
        }
    }
}
