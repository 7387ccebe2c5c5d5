import Foundation

/// What a change invalidates, for damage tracking. The commit derives the kind of a value change from the
/// difference between a node's old and new values (`RenderValues.damage(from:redrawn:)`); the other kinds
/// are recorded where no value shows them (`.partial` for tiles, `.removed`, animations).
struct LayerDamage: OptionSet {
    let rawValue: UInt8
    /// The layer's own drawing changed (background, border, contents, shadow): its own rect is damaged.
    static let content = LayerDamage(rawValue: 1)
    /// The layer's geometry or visibility changed: its whole subtree's old and new rects are damaged.
    static let subtree = LayerDamage(rawValue: 2)
    /// Part of the contents was redrawn (the node's `partialDamage`, in bounds coordinates).
    static let partial = LayerDamage(rawValue: 4)
    /// A sublayer was removed: the node's `removedDamage` holds the surface rect it covered.
    static let removed = LayerDamage(rawValue: 8)
    /// Only the bounds origin changed: the sublayers moved together, the layer's own drawing did not
    /// (CALayer+ScrollDamage.swift).
    static let scrolled = LayerDamage(rawValue: 16)
    /// Only the position changed: the whole subtree moved by one translation and draws the same, so its
    /// remembered rects are translated instead of recomputed (CALayer+MoveDamage.swift).
    static let moved = LayerDamage(rawValue: 32)
}
