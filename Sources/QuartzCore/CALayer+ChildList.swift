import Foundation

/// A layer in its superlayer's `ChildList` keeps the list's hint in `_indexInSuperlayer` (issue 8), so
/// `indexOfSublayer(_:)` finds it in O(1) plus a search of one chunk.
extension CALayer: ChildListElement {
    @usableFromInline package nonisolated static var _childListKeepsHints: Bool { true }
    @usableFromInline package nonisolated var _childListHint: Int32 {
        get { _indexInSuperlayer }
        set { _indexInSuperlayer = newValue }
    }
}
