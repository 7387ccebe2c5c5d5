import Foundation
import CoreGraphics

/// Damage of a committed sublayer list's change (`commitRenderValues()`): a sublayer that took a new place
/// in the compositing order is damaged whole where it was and where it lands (`.subtree`), and a layer that
/// gains its first sublayer or loses its last composites differently (a group at `opacity` below 1 instead
/// of a leaf), so its own drawing is damaged. Removed sublayers are not in the new list and were recorded
/// when they left (`noteRemovedDamage`).
extension CALayer {
    /// Records the placement damage of the change from the committed list `old` to `new` and returns the
    /// damage of this layer's own drawing; nil when the lists hold the same layers in the same order.
    ///
    /// The common front and back of the two lists keep their places; of the middle, a single layer moved
    /// from one end to the other (bring to front, send to back, remove and add again, insert at an index)
    /// or two layers exchanged are damaged alone, anything else every layer of the new middle. A sublayer
    /// whose node was dropped (it left and came back before this commit) has no remembered rects, so it is
    /// damaged as new even where it kept its place; `nodesDropped` says whether any left since the last
    /// commit, so the common case compares references only.
    func sublayerListDamage(from old: [CALayer], to new: [CALayer], nodesDropped: Bool) -> LayerDamage? {
        let oc = old.count, nc = new.count
        @inline(__always) func same(_ i: Int, _ j: Int) -> Bool {
            old[i] === new[j] && (!nodesDropped || new[j]._node != nil)
        }
        var p = 0
        while p < oc, p < nc, same(p, p) { p += 1 }
        if p == oc && p == nc { return nil }
        var s = 0
        while s < oc - p, s < nc - p, same(oc - 1 - s, nc - 1 - s) { s += 1 }
        let own: LayerDamage = (oc == 0) != (nc == 0) ? .content : []
        let on = oc - p - s, nn = nc - p - s
        guard nn > 0 else { return own }
        /// Whether `new[j ..< j + n]` holds `old[i ..< i + n]`.
        func sameRun(_ i: Int, _ j: Int, _ n: Int) -> Bool {
            for k in 0..<n where !same(i + k, j + k) { return false }
            return true
        }
        let oLast = p + on - 1, nLast = p + nn - 1
        if on == nn, nn >= 2 {
            if old[p] === new[nLast], sameRun(p + 1, p, nn - 1) {
                new[nLast].noteDamage(.subtree)
                return own
            }
            if old[oLast] === new[p], sameRun(p, p + 1, nn - 1) {
                new[p].noteDamage(.subtree)
                return own
            }
            if old[p] === new[nLast], old[oLast] === new[p], sameRun(p + 1, p + 1, nn - 2) {
                new[p].noteDamage(.subtree)
                new[nLast].noteDamage(.subtree)
                return own
            }
        }
        for j in p...nLast { new[j].noteDamage(.subtree) }
        return own
    }
}
