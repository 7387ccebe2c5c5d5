import Foundation

/// An element of a `ChildList`: a layer in its superlayer's sublayers or a view in its superview's
/// subviews.
package protocol ChildListElement: AnyObject {
    /// Whether the list keeps a hint on each element so `ChildList.index(of:)` finds it in O(1): true for
    /// `CALayer` only (the hint is its `_indexInSuperlayer`). A view's index is found through its
    /// layer's (UIView+Hierarchy.swift), so views carry no hint.
    static var _childListKeepsHints: Bool { get }
}

/// Child storage of the layer and view trees: an ordered list of strong references whose
/// edits move at most one chunk of 128 references, instead of up to N in one contiguous array.
///
/// Elements live in chunks of at most 128 references, kept as `Unmanaged` values so that moving them
/// (inserting, removing, reordering, splitting and merging chunks) never touches reference counts: the
/// list retains an element once when it enters and releases it once when it leaves. A list with one chunk
/// is a plain growing array; from the second chunk on, `starts` holds the global index of each chunk's
/// first element (binary search from an index to its chunk) and each chunk has a stable id, so a layer's
/// hint (chunk id and slot) leads to its chunk in O(1) and a search of at most one chunk finds it.
/// Elements that change chunks (splits, merges, moves between chunks) get their hints rewritten, so the
/// chunk id in a member's hint is always exact; the slot is a starting point.
///
/// Value semantics: a copy shares the storage until one of them is edited (then the edited one copies
/// its references, O(N)), so a walk over a copy is safe while the tree is edited. The hot loops read the
/// elements unretained through `_forEachUnretained` (QuartzCore) and the UIKit helpers in
/// `Array+UnretainedViews.swift`. `array` builds an `Array` on demand and keeps it until the next edit
/// (the `subviews` and `sublayers` getters).
///
/// This generic wrapper only converts between `Element` and the references of the non-generic
/// `_ChildListStorage`, where all the work is.
package struct ChildList<Element: ChildListElement> {
    package var _s: _ChildListStorage?

    /// An empty list (no storage).
    package init() { _s = nil }

    /// A list of `elements`, in order.
    package init<S: Sequence>(_ elements: S) where S.Element == Element {
        _s = nil
        for e in elements { append(e) }
    }

    /// The largest chunk (exposed for tests).
    package static var maxChunk: Int { _ChildListStorage.maxChunk }

    /// The storage, created or copied so that it can be edited, with its cached array dropped.
    @inline(__always)
    mutating func _unique() -> _ChildListStorage {
        if isKnownUniquelyReferenced(&_s), let s = _s {
            if s.arrayCache != nil { s.arrayCache = nil }
            return s
        }
        let s = _s?.clone() ?? _ChildListStorage(keepsHints: Element._childListKeepsHints)
        _s = s
        return s
    }

    @inline(__always)
    static func element(_ u: _ChildListStorage.Ref) -> Element {
        unsafeDowncast(u.takeUnretainedValue(), to: Element.self)
    }

    // MARK: Reading

    package var count: Int { _s?.count ?? 0 }
    package var isEmpty: Bool { (_s?.count ?? 0) == 0 }

    /// The elements as an array, built on demand and kept until the next edit.
    package var array: [Element] {
        guard let s = _s, s.count > 0 else { return [] }
        if let a = s.arrayCache { return unsafeBitCast(a, to: [Element].self) }
        var a: [Element] = []
        a.reserveCapacity(s.count)
        for c in s.chunks { for u in c { a.append(Self.element(u)) } }
        // Kept as `[AnyObject]` (the same representation) by the non-generic storage.
        s.arrayCache = unsafeBitCast(a, to: [AnyObject].self)
        return a
    }

    /// The index of `element`, or nil if it is not in the list. With hints (layers): O(1) plus a search
    /// of its chunk from its slot outwards. Without: a scan of the list by identity.
    package func index(of element: Element) -> Int? {
        guard let s = _s, s.count > 0 else { return nil }
        return s.index(of: element)
    }

    /// The index of `element` within `range` (clamped to the list), searched by identity from the top of
    /// the range down; nil if it is not there.
    package func index(of element: Element, in range: ClosedRange<Int>) -> Int? {
        guard let s = _s else { return nil }
        return s.index(of: element, in: range)
    }

    // MARK: Editing

    /// Appends `element` (the list retains it).
    package mutating func append(_ element: Element) {
        let s = _unique()
        s.insertRaw(Unmanaged.passRetained(element), at: s.count)
    }

    /// Inserts `element` at `index` (0...count; the list retains it).
    package mutating func insert(_ element: Element, at index: Int) {
        precondition(index >= 0 && index <= count, "ChildList: insertion index out of range")
        let s = _unique()
        s.insertRaw(Unmanaged.passRetained(element), at: index)
    }

    /// Removes and returns the element at `index`.
    @discardableResult
    package mutating func remove(at index: Int) -> Element {
        precondition(index >= 0 && index < count, "ChildList: index out of range")
        return unsafeDowncast(_unique().removeRaw(at: index).takeRetainedValue(), to: Element.self)
    }

    /// Removes every element.
    package mutating func removeAll() { _s = nil }

    /// Moves the element at `from` to `to` (indices of the list, `to` counted in the list after the
    /// move), shifting the ones between by one place: one memory move within a chunk, or a removal and
    /// an insertion of one reference when the two places are in different chunks. No reference counting.
    package mutating func move(from: Int, to: Int) {
        precondition(from >= 0 && from < count && to >= 0 && to < count, "ChildList: index out of range")
        guard from != to else { return }
        _unique().move(from: from, to: to)
    }

    /// Exchanges the elements at `i` and `j`.
    package mutating func swapAt(_ i: Int, _ j: Int) {
        precondition(i >= 0 && i < count && j >= 0 && j < count, "ChildList: index out of range")
        guard i != j else { return }
        _unique().swapAt(i, j)
    }

    // MARK: Walking without reference counting

    /// Calls `body` on each element in order without retaining or releasing it; the list (the caller's
    /// copy) keeps the elements alive even if `body` edits the tree it was read from.
    @inline(__always)
    package func _forEachUnretained(_ body: (Element) throws -> Void) rethrows {
        guard let s = _s else { return }
        let chunks = s.chunks
        for k in 0..<chunks.count {
            try chunks[k].withUnsafeBufferPointer { buf in
                guard let base = buf.baseAddress else { return }
                let refs = UnsafeRawPointer(base).assumingMemoryBound(to: Unmanaged<Element>.self)
                for i in 0..<buf.count { try refs[i]._withUnsafeGuaranteedRef { try body($0) } }
            }
        }
    }

    /// Checks the list's structure (chunk sizes, starts, chunk ids, layer hints, cached array); traps on
    /// the first violation. `UIView._checkInvariants()` and `CALayer._checkInvariants()` call it, and the
    /// list's own randomized test after each edit.
    package func _checkInvariants() { _s?._checkInvariants() }
}

extension ChildList: RandomAccessCollection {
    package typealias Index = Int
    package typealias Indices = Range<Int>

    package var startIndex: Int { 0 }
    package var endIndex: Int { count }
    package func index(after i: Int) -> Int { i + 1 }
    package func index(before i: Int) -> Int { i - 1 }

    /// The element at `position`: O(1) in a one-chunk list, a binary search over the chunks otherwise.
    package subscript(position: Int) -> Element {
        precondition(position >= 0 && position < count, "ChildList: index out of range")
        return Self.element(_s!.ref(at: position))
    }

    package var first: Element? { _s?.chunks.first?.first.map { Self.element($0) } }
    package var last: Element? { _s?.chunks.last?.last.map { Self.element($0) } }

    /// Walks the chunks in order (no index look-up per element).
    package struct Iterator: IteratorProtocol {
        let s: _ChildListStorage?
        var p = 0, o = 0
        init(_ s: _ChildListStorage?) { self.s = s }
        package mutating func next() -> Element? {
            guard let s else { return nil }
            while p < s.chunks.count {
                if o < s.chunks[p].count {
                    defer { o += 1 }
                    return ChildList.element(s.chunks[p][o])
                }
                p += 1; o = 0
            }
            return nil
        }
    }

    package func makeIterator() -> Iterator { Iterator(_s) }
}

/// The storage of a `ChildList` (see there).
///
/// Not generic: the elements are `Unmanaged<AnyObject>`, so the code is compiled once in QuartzCore and
/// UIKit calls it directly (generic code called from another module ran unspecialized, with a metadata
/// look-up in every loop: view edits took twice as long as with a plain array).
package final class _ChildListStorage {
    package typealias Ref = Unmanaged<AnyObject>
    package typealias Chunk = ContiguousArray<Ref>

    /// The most references a chunk holds (a split makes two halves), and the fill below which a chunk
    /// joins a neighbour when the two fit in `mergeLimit`.
    static var maxChunk: Int { 128 }
    static var minChunk: Int { 16 }
    static var mergeLimit: Int { 96 }

    /// The chunks in order; a one-chunk list has no `starts`, `ids`, `posOfID` (its chunk's id is 0).
    @exclusivity(unchecked) package var chunks: ContiguousArray<Chunk> = []
    /// The global index of each chunk's first element.
    @exclusivity(unchecked) package var starts: ContiguousArray<Int> = []
    /// Each chunk's id, and for each id the chunk's position (-1 for a free id).
    @exclusivity(unchecked) package var ids: ContiguousArray<Int32> = []
    @exclusivity(unchecked) package var posOfID: ContiguousArray<Int32> = []
    @exclusivity(unchecked) package var freeIDs: ContiguousArray<Int32> = []
    @exclusivity(unchecked) package var count = 0
    /// The elements as an array, built by `ChildList.array` and dropped by the next edit.
    @exclusivity(unchecked) package var arrayCache: [AnyObject]?
    /// Whether the elements are layers whose `_indexInSuperlayer` holds their hint (sublayer lists).
    package let keepsHints: Bool

    package init(keepsHints: Bool) { self.keepsHints = keepsHints }

    deinit {
        for c in chunks { for u in c { u.release() } }
    }

    /// A copy that owns its own references (one retain per element).
    package func clone() -> _ChildListStorage {
        let s = _ChildListStorage(keepsHints: keepsHints)
        s.chunks = chunks
        s.starts = starts
        s.ids = ids
        s.posOfID = posOfID
        s.freeIDs = freeIDs
        s.count = count
        for c in chunks { for u in c { _ = u.retain() } }
        return s
    }

    /// The chunk holding global index `i` and the offset in it; `i == count` gives the end of the last chunk.
    @inline(__always)
    package func locate(_ i: Int) -> (Int, Int) {
        let k = chunks.count
        if k <= 1 { return (0, i) }
        return starts.withUnsafeBufferPointer { st in
            var lo = 0, hi = k - 1
            while lo < hi {
                let mid = (lo + hi + 1) >> 1
                if st[mid] <= i { lo = mid } else { hi = mid - 1 }
            }
            return (lo, i - st[lo])
        }
    }

    @inline(__always)
    package func start(_ p: Int) -> Int { chunks.count <= 1 ? 0 : starts[p] }

    @inline(__always)
    func chunkID(_ p: Int) -> Int32 { chunks.count <= 1 ? 0 : ids[p] }

    /// The hint of a layer element (`CALayer._indexInSuperlayer`).
    @inline(__always)
    static func hint(of u: Ref) -> Int32 {
        Unmanaged<CALayer>.fromOpaque(u.toOpaque())._withUnsafeGuaranteedRef { $0._indexInSuperlayer }
    }

    @inline(__always)
    func setHint(_ u: Ref, id: Int32, slot: Int) {
        guard keepsHints else { return }
        let h = id << 8 | Int32(truncatingIfNeeded: min(slot, 255))
        Unmanaged<CALayer>.fromOpaque(u.toOpaque())._withUnsafeGuaranteedRef { $0._indexInSuperlayer = h }
    }

    /// Rewrites the hints of every element of chunk `p` (after it changed id or gained elements).
    package func rehint(_ p: Int, from first: Int = 0) {
        guard keepsHints else { return }
        let id = chunkID(p)
        chunks[p].withUnsafeBufferPointer { buf in
            for o in first..<buf.count { setHint(buf[o], id: id, slot: o) }
        }
    }

    /// Adds `delta` to the starts of the chunks after `p`.
    @inline(__always)
    func shiftStarts(after p: Int, by delta: Int) {
        let k = chunks.count
        guard k > 1, p + 1 < k else { return }
        starts.withUnsafeMutableBufferPointer { st in
            for q in (p + 1)..<k { st[q] &+= delta }
        }
    }

    /// Inserts a reference the caller has retained for the list.
    package func insertRaw(_ u: Ref, at i: Int) {
        if chunks.isEmpty {
            var c = Chunk()
            c.reserveCapacity(4)
            chunks.append(c)
        }
        var (p, o) = locate(i)
        // At a boundary between chunks, the end of the previous chunk when it has room (appends and
        // inserts at a chunk's start then cost no shift of the next chunk).
        if o == 0, p > 0, chunks[p - 1].count < Self.maxChunk { p -= 1; o = chunks[p].count }
        if chunks[p].count == Self.maxChunk {
            // A full chunk: appending after the last one or inserting before the first starts a new chunk
            // there (lists built by appends keep full chunks: no half-empty ones, no split moves);
            // anywhere else the chunk splits in two first.
            if o == chunks[p].count, p == chunks.count - 1 { newChunk(at: p + 1, with: u); return }
            if o == 0, p == 0 { newChunk(at: 0, with: u); return }
            split(p)
            if o > chunks[p].count { o -= chunks[p].count; p += 1 }
        }
        // Growth by doubling up to exactly `maxChunk` (the array's own growth overshoots to 160).
        let n = chunks[p].count
        if n == chunks[p].capacity { chunks[p].reserveCapacity(Swift.min(Swift.max(2 * n, 4), Self.maxChunk)) }
        chunks[p].insert(u, at: o)
        count += 1
        shiftStarts(after: p, by: 1)
        setHint(u, id: chunkID(p), slot: o)
    }

    /// Removes the reference at `i` and hands the list's retain to the caller.
    package func removeRaw(at i: Int) -> Ref {
        let (p, o) = locate(i)
        let u = chunks[p].remove(at: o)
        count -= 1
        shiftStarts(after: p, by: -1)
        if chunks.count > 1, chunks[p].count < Self.minChunk { shrink(p) }
        return u
    }

    package func move(from: Int, to: Int) {
        let (p, o) = locate(from)
        let s = start(p)
        if to >= s && to < s + chunks[p].count {
            // Both places in one chunk: one memory move inside it.
            let t = to - s
            chunks[p].withUnsafeMutableBufferPointer { buf in
                _ChildListStorage.moveElement(in: buf.baseAddress!, from: o, to: t)
                setHint(buf[t], id: chunkID(p), slot: t)
            }
            return
        }
        insertRaw(removeRaw(at: from), at: to)
    }

    package func swapAt(_ i: Int, _ j: Int) {
        let (p, o) = locate(i), (q, r) = locate(j)
        let a = chunks[p][o], b = chunks[q][r]
        chunks[p][o] = b
        chunks[q][r] = a
        setHint(b, id: chunkID(p), slot: o)
        setHint(a, id: chunkID(q), slot: r)
    }

    /// Moves the element at `from` to `to` in a buffer, shifting the ones between by one place in a single
    /// memory move, with no reference counting (the one shared implementation of the sublayer and subview
    /// moves).
    @inline(__always)
    package static func moveElement<T>(in base: UnsafeMutablePointer<T>, from: Int, to: Int) {
        guard from != to else { return }
        let moving = (base + from).move()
        if from < to {
            (base + from).moveInitialize(from: base + from + 1, count: to - from)
        } else {
            (base + to + 1).moveInitialize(from: base + to, count: from - to)
        }
        (base + to).initialize(to: moving)
    }

    // MARK: Chunk maintenance

    package func newID() -> Int32 {
        if let f = freeIDs.popLast() { return f }
        posOfID.append(-1)
        return Int32(posOfID.count - 1)
    }

    /// Renumbers the positions of the chunks from `p` on.
    package func reposition(from p: Int) {
        for q in p..<chunks.count { posOfID[Int(ids[q])] = Int32(q) }
    }

    /// Leaving the one-chunk form: chunk 0 gets id 0 and its elements' hints say so.
    package func makeIndexed() {
        guard chunks.count == 1 else { return }
        starts = [0]
        ids = [0]
        posOfID = [0]
        rehint(0)
    }

    /// Inserts a new chunk holding only `u` at chunk position `p` (at the end or the start of the list).
    package func newChunk(at p: Int, with u: Ref) {
        makeIndexed()
        var c = Chunk()
        c.reserveCapacity(4)
        c.append(u)
        let id = newID()
        let start = p < chunks.count ? starts[p] : count
        chunks.insert(c, at: p)
        ids.insert(id, at: p)
        starts.insert(start, at: p)
        count += 1
        shiftStarts(after: p, by: 1)
        reposition(from: p)
        setHint(u, id: id, slot: 0)
    }

    /// Splits an overfull chunk into two halves.
    package func split(_ p: Int) {
        makeIndexed()
        let n = chunks[p].count, half = n / 2
        var tail = Chunk()
        tail.reserveCapacity(Self.maxChunk)
        chunks[p].withUnsafeBufferPointer { buf in
            tail.append(contentsOf: UnsafeBufferPointer(rebasing: buf[half...]))
        }
        chunks[p].removeSubrange(half...)
        let id = newID()
        chunks.insert(tail, at: p + 1)
        ids.insert(id, at: p + 1)
        starts.insert(starts[p] + half, at: p + 1)
        reposition(from: p + 1)
        rehint(p + 1)
    }

    /// Chunk `p` fell below `minChunk`: drop it when empty, or move its elements into the smaller
    /// neighbour when the two fit in `mergeLimit`.
    package func shrink(_ p: Int) {
        let n = chunks[p].count
        if n > 0 {
            let k = chunks.count
            let left = p > 0 ? chunks[p - 1].count : Int.max
            let right = p + 1 < k ? chunks[p + 1].count : Int.max
            let q = left <= right ? p - 1 : p + 1
            guard min(left, right) + n <= Self.mergeLimit else { return }
            let moved = chunks[p]
            if q < p {
                let at = chunks[q].count
                chunks[q].append(contentsOf: moved)
                rehint(q, from: at)
            } else {
                chunks[q].insert(contentsOf: moved, at: 0)
                starts[q] = starts[p]
                if keepsHints {
                    let id = ids[q]
                    for o in 0..<n { setHint(moved[o], id: id, slot: o) }
                }
            }
            chunks[p].removeAll()
        }
        deleteChunk(p)
    }

    /// Removes the (empty) chunk `p` and frees its id; back to the one-chunk form when one is left.
    package func deleteChunk(_ p: Int) {
        let id = ids[p]
        posOfID[Int(id)] = -1
        freeIDs.append(id)
        chunks.remove(at: p)
        ids.remove(at: p)
        starts.remove(at: p)
        if chunks.count == 1 {
            starts = []
            ids = []
            posOfID = []
            freeIDs = []
            rehint(0)
        } else {
            reposition(from: p)
        }
    }

    /// See `ChildList.index(of:)`.
    package func index(of element: AnyObject) -> Int? {
        let target = Unmanaged.passUnretained(element).toOpaque()
        if keepsHints {
            let h = Self.hint(of: Unmanaged.passUnretained(element))
            let id = Int(h >> 8), slot = Int(h & 0xFF)
            var p = -1
            if chunks.count == 1 { p = 0 } else if id < posOfID.count, posOfID[id] >= 0 { p = Int(posOfID[id]) }
            if p >= 0, let o = Self.find(target, in: chunks[p], near: slot) {
                if o != slot { setHint(Unmanaged.passUnretained(element), id: chunkID(p), slot: o) }
                return start(p) + o
            }
        }
        // No hint (views) or a stale one (not a member): a scan of every chunk by identity.
        for p in 0..<chunks.count {
            if let o = Self.find(target, in: chunks[p], near: 0) {
                if keepsHints { setHint(chunks[p][o], id: chunkID(p), slot: o) }
                return start(p) + o
            }
        }
        return nil
    }

    /// The offset of `target` in `chunk`, searched outwards from `near`, comparing raw pointers.
    @inline(__always)
    static func find(_ target: UnsafeMutableRawPointer, in chunk: Chunk, near: Int) -> Int? {
        chunk.withUnsafeBufferPointer { buf -> Int? in
            let n = buf.count
            guard n > 0 else { return nil }
            let h = min(near, n - 1)
            if buf[h].toOpaque() == target { return h }
            var lo = h - 1, hi = h + 1
            while lo >= 0 || hi < n {
                if lo >= 0 { if buf[lo].toOpaque() == target { return lo }; lo -= 1 }
                if hi < n { if buf[hi].toOpaque() == target { return hi }; hi += 1 }
            }
            return nil
        }
    }

    /// The reference at global index `i`.
    @inline(__always)
    package func ref(at i: Int) -> Ref {
        let (p, o) = locate(i)
        return chunks[p][o]
    }

    /// See `ChildList.index(of:in:)`.
    package func index(of element: AnyObject, in range: ClosedRange<Int>) -> Int? {
        guard count > 0 else { return nil }
        let lo = Swift.max(range.lowerBound, 0), hi = Swift.min(range.upperBound, count - 1)
        guard lo <= hi else { return nil }
        let target = Unmanaged.passUnretained(element).toOpaque()
        var i = hi
        var (p, o) = locate(hi)
        while true {
            if chunks[p][o].toOpaque() == target { return i }
            if i == lo { return nil }
            i -= 1
            if o > 0 { o -= 1 } else { p -= 1; o = chunks[p].count - 1 }
        }
    }

    /// See `ChildList._checkInvariants()`.
    package func _checkInvariants() {
        let k = chunks.count
        var total = 0
        for c in chunks { total += c.count }
        precondition(total == count, "ChildList: count \(count) is not the sum of the chunks' \(total)")
        if k <= 1 {
            precondition(starts.isEmpty && ids.isEmpty && posOfID.isEmpty && freeIDs.isEmpty,
                         "ChildList: a single chunk keeps no chunk index")
        } else {
            precondition(starts.count == k && ids.count == k, "ChildList: chunk index has the wrong size")
            var start = 0
            for q in 0..<k {
                precondition(starts[q] == start, "ChildList: start of chunk \(q) is \(starts[q]), not \(start)")
                precondition(!chunks[q].isEmpty, "ChildList: empty chunk \(q) in a list of \(k)")
                precondition(chunks[q].count <= Self.maxChunk, "ChildList: chunk \(q) overfull")
                let id = Int(ids[q])
                precondition(id >= 0 && id < posOfID.count && Int(posOfID[id]) == q,
                             "ChildList: chunk \(q)'s id \(id) does not lead back to it")
                start += chunks[q].count
            }
            let free = posOfID.indices.filter { posOfID[$0] < 0 }
            precondition(Set(free) == Set(freeIDs.map(Int.init)) && free.count == freeIDs.count,
                         "ChildList: free chunk ids disagree")
            precondition(posOfID.count - free.count == k, "ChildList: chunk ids in use are not the chunks")
        }
        if keepsHints {
            for q in 0..<k {
                let id = k == 1 ? 0 : ids[q]
                for u in chunks[q] {
                    precondition(Self.hint(of: u) >> 8 == id, "ChildList: a layer's hint names the wrong chunk")
                }
            }
        }
        if let a = arrayCache {
            precondition(a.count == count, "ChildList: cached array has the wrong count")
            var i = 0
            for c in chunks {
                for u in c {
                    precondition(a[i] === u.takeUnretainedValue(), "ChildList: cached array is out of order")
                    i += 1
                }
            }
        }
    }

    // MARK: Reads for other modules
    // UIKit reads the storage through these calls rather than its fields: a stored property of a class in
    // another module is read with a run-time exclusivity check (`swift_beginAccess`), which
    // `@exclusivity(unchecked)` only removes inside QuartzCore.

    /// The number of elements.
    package var elementCount: Int { count }
    /// The chunks, for walks over the elements.
    package var chunkArray: ContiguousArray<Chunk> { chunks }
    /// The array `ChildList.array` built since the last edit, if any.
    package var cachedArray: [AnyObject]? { arrayCache }
}

/// A list of main-actor objects is only edited on the main actor; the one read outside it is a layer's
/// `deinit` clearing its sublayers' unretained links (as `[CALayer]`, which is `Sendable`, allowed).
extension ChildList: @unchecked Sendable where Element: Sendable {}
