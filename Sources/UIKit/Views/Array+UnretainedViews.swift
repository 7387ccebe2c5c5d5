import Foundation
import QuartzCore

/// UIKit's own copies of QuartzCore's `_forEachUnretained` walk, for the hot loops over subviews
/// (hit testing, autoresizing, window moves).
///
/// Why copies: a closure written in a main-actor function and passed to a function of *another module*
/// gets a run-time main-executor check (`swift_task_isCurrentExecutor`, SE-0423) each time it is entered,
/// which hit testing paid once per visited view. Passed to a function of the same module, it does not.
extension Array where Element: AnyObject {
    /// Calls `body` on each element in order without retaining or releasing it; the array (the caller's
    /// copy) keeps the elements alive even if `body` edits the tree it was read from.
    @inline(__always)
    func _forEachUnretainedView(_ body: (Element) -> Void) {
        withUnsafeBufferPointer { buf in
            guard let base = buf.baseAddress else { return }
            let refs = UnsafeRawPointer(base).assumingMemoryBound(to: Unmanaged<Element>.self)
            for i in 0..<buf.count { refs[i]._withUnsafeGuaranteedRef { body($0) } }
        }
    }

    /// Calls `body` on each element from the last to the first, without retaining or releasing it, and
    /// returns the first non-nil result (front-to-back hit testing).
    @inline(__always)
    func _lastNonNilUnretained<R>(_ body: (Element) -> R?) -> R? {
        withUnsafeBufferPointer { buf -> R? in
            guard let base = buf.baseAddress else { return nil }
            let refs = UnsafeRawPointer(base).assumingMemoryBound(to: Unmanaged<Element>.self)
            var i = buf.count - 1
            while i >= 0 {
                if let r = refs[i]._withUnsafeGuaranteedRef({ body($0) }) { return r }
                i -= 1
            }
            return nil
        }
    }
}

/// The same two walks over the chunked child storage (`ChildList`): chunk by chunk, each chunk's
/// references read unretained; the list (the caller's copy) keeps them alive.
extension ChildList {
    /// Calls `body` on each element in order without retaining or releasing it.
    @inline(__always)
    func _forEachUnretainedView(_ body: (Element) -> Void) {
        guard let s = _s else { return }
        let chunks = s.chunkArray
        chunks.withUnsafeBufferPointer { cs in
            for k in 0..<cs.count {
                cs[k].withUnsafeBufferPointer { buf in
                    guard let base = buf.baseAddress else { return }
                    let refs = UnsafeRawPointer(base).assumingMemoryBound(to: Unmanaged<Element>.self)
                    for i in 0..<buf.count { refs[i]._withUnsafeGuaranteedRef { body($0) } }
                }
            }
        }
    }

    /// Calls `body` on each element from the last to the first, without retaining or releasing it, and
    /// returns the first non-nil result (front-to-back hit testing).
    @inline(__always)
    func _lastNonNilUnretained<R>(_ body: (Element) -> R?) -> R? {
        guard let s = _s else { return nil }
        let chunks = s.chunkArray
        return chunks.withUnsafeBufferPointer { cs -> R? in
            var k = cs.count - 1
            while k >= 0 {
                let r = cs[k].withUnsafeBufferPointer { buf -> R? in
                    guard let base = buf.baseAddress else { return nil }
                    let refs = UnsafeRawPointer(base).assumingMemoryBound(to: Unmanaged<Element>.self)
                    var i = buf.count - 1
                    while i >= 0 {
                        if let r = refs[i]._withUnsafeGuaranteedRef({ body($0) }) { return r }
                        i -= 1
                    }
                    return nil
                }
                if let r { return r }
                k -= 1
            }
            return nil
        }
    }
}
