import Foundation

extension Array where Element: AnyObject {
    /// Calls `body` on each element in order without retaining or releasing it.
    ///
    /// Views and layers are weakly referenced, so their reference counts live in side tables and every
    /// retain/release takes the runtime's slow path; a walk over thousands of children paid that per child.
    /// The array (one retain of its buffer, held by the caller's copy) keeps the elements alive for the
    /// whole walk, even if `body` edits the tree the array was read from.
    @inlinable @inline(__always)
    package func _forEachUnretained(_ body: (Element) throws -> Void) rethrows {
        try withUnsafeBufferPointer { buf in
            guard let base = buf.baseAddress else { return }
            let refs = UnsafeRawPointer(base).assumingMemoryBound(to: Unmanaged<Element>.self)
            for i in 0..<buf.count { try refs[i]._withUnsafeGuaranteedRef { try body($0) } }
        }
    }

    /// Whether both arrays are views of one buffer (a copy not edited since): O(1).
    @inlinable @inline(__always)
    package func _sharesBuffer(with other: [Element]) -> Bool {
        count == other.count && withUnsafeBufferPointer { a in other.withUnsafeBufferPointer { a.baseAddress == $0.baseAddress } }
    }
}
