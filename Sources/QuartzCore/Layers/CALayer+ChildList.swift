import Foundation

/// A layer in its superlayer's `ChildList` keeps the list's hint in `_indexInSuperlayer`, so
/// `indexOfSublayer(_:)` finds it in O(1) plus a search of one chunk.
extension CALayer: ChildListElement {
    package nonisolated static var _childListKeepsHints: Bool { true }
}
