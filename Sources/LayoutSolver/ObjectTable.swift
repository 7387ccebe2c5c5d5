extension Solver {
    /// A dictionary that owns its objects (the solver's rows, tags and variables) and releases them in
    /// address order: when it is emptied (`removeAll()`, a rebuild or reset) and when the solver is freed.
    ///
    /// A dictionary releases its values in bucket order, which the hash makes random. Freeing a large
    /// solver then touched each object, and glibc's neighbouring chunk headers as it merged the freed
    /// blocks, far from the previous one: those cache misses, not instructions, were most of the time of
    /// tearing down a screen of 2,000 stack-view rows. The entries here are unretained references (the
    /// table holds one retain per entry itself), so the addresses are read from the table's own storage
    /// without touching an object, ordered, and released walking memory forwards: objects made one after
    /// another lie one after another.
    ///
    /// Noncopyable, so that one table owns each retain: an entry is retained when it enters and released
    /// when it leaves (`subscript` set, `removeValue`, `removeAll`, deinit).
    struct ObjectTable<Key: Hashable, Object: AnyObject>: ~Copyable {
        private var table: [Key: Unmanaged<Object>] = [:]

        init() {}

        deinit { ObjectTable.releaseInAddressOrder(table) }

        var count: Int { table.count }
        var isEmpty: Bool { table.isEmpty }

        subscript(_ key: Key) -> Object? {
            @inline(__always) get { table[key]?.takeUnretainedValue() }
            set {
                let old: Unmanaged<Object>?
                if let newValue {
                    old = table.updateValue(.passRetained(newValue), forKey: key)
                } else {
                    old = table.removeValue(forKey: key)
                }
                old?.release()
            }
        }

        /// Removes the entry of `key` and returns its object (nil if absent).
        @discardableResult
        mutating func removeValue(forKey key: Key) -> Object? {
            table.removeValue(forKey: key)?.takeRetainedValue()
        }

        /// Removes every entry, releasing the objects in address order.
        mutating func removeAll() {
            let old = table
            table = [:]
            ObjectTable.releaseInAddressOrder(old)
        }

        var keys: Dictionary<Key, Unmanaged<Object>>.Keys { table.keys }

        /// The objects, in the table's (unspecified) order. Read them before changing the table: an
        /// object removed from it may be freed.
        var values: LazyMapSequence<Dictionary<Key, Unmanaged<Object>>.Values, Object> {
            table.values.lazy.map { $0.takeUnretainedValue() }
        }

        /// The entries, in the table's (unspecified) order (see `values`).
        var entries: LazyMapSequence<[Key: Unmanaged<Object>], (key: Key, value: Object)> {
            table.lazy.map { ($0.key, $0.value.takeUnretainedValue()) }
        }

        /// Empties the table without releasing anything: each object's address is appended to `retained`,
        /// whose owner now holds the table's retain of it (and releases it with `releaseInAddressOrder`).
        /// A solver that goes away gathers its three tables this way, so that their objects are released
        /// in one walk through memory instead of one walk per table.
        /// `kind` is stored in each address's low bits (see `ReleaseKind`), so that the walk can prefetch
        /// what releasing the object will free with it.
        mutating func moveRetains(to retained: inout [UInt], kind: ReleaseKind = .plain) {
            retained.reserveCapacity(retained.count + table.count)
            for u in table.values { retained.append(UInt(bitPattern: u.toOpaque()) | kind.rawValue) }
            table = [:]
        }

        private static func releaseInAddressOrder(_ table: [Key: Unmanaged<Object>]) {
            guard !table.isEmpty else { return }
            var addresses: [UInt] = []
            addresses.reserveCapacity(table.count)
            for u in table.values { addresses.append(UInt(bitPattern: u.toOpaque())) }
            Solver.releaseInAddressOrder(addresses)
        }
    }

    /// What an address given to `releaseInAddressOrder` is, in its low four bits (Swift objects are
    /// 16-byte aligned): the walk prefetches what releasing a row or a tag frees with it.
    enum ReleaseKind: UInt {
        /// Only the object itself is prefetched.
        case plain = 0
        /// A `Row`: its reference lists and its large cell map are freed with it.
        case row = 1
        /// A `Tag`: its constraint (usually last held here) is freed with it, and the constraint's terms.
        case tag = 2
    }

    /// Releases one retain of each object at `addresses` (native Swift objects, each address ored with
    /// its `ReleaseKind`), walking memory forwards.
    ///
    /// One counting-sort pass puts the addresses in at most `count` buckets of equal address ranges, so
    /// the objects of one bucket lie within a few cache lines of each other and their order among
    /// themselves does not matter (a comparison sort added 16% to the instructions of tearing down 1,000
    /// stack-view rows; this pass, a few instructions per object, adds 2.5%). The walk prefetches in
    /// stages: each object `prefetchDistance` releases ahead, the blocks it owns (read from the object,
    /// which is in cache by then) half as far ahead, and a tag's constraint's terms a quarter as far. A
    /// release reads the object's reference count and freeing reads its allocator header, so without the
    /// prefetch every object of a large solver was a cache miss the walk waited for; once the objects
    /// were prefetched, the misses left were those of the blocks they own (a row's reference lists, a
    /// tag's constraint), freed by their deinits.
    static func releaseInAddressOrder(_ addresses: [UInt]) {
        let n = addresses.count
        guard n > 0 else { return }
        var lo = UInt.max, hi: UInt = 0
        for a in addresses { if a < lo { lo = a }; if a > hi { hi = a } }
        var shift: UInt = 0
        while (hi - lo) >> shift >= UInt(n) { shift += 1 }
        let buckets = Int((hi - lo) >> shift) + 1
        var next = [Int](repeating: 0, count: buckets + 1)
        for a in addresses { next[Int((a - lo) >> shift) + 1] += 1 }
        for b in 0..<buckets { next[b + 1] += next[b] }
        var ordered = [UInt](repeating: 0, count: n)
        for a in addresses {
            let b = Int((a - lo) >> shift)
            ordered[next[b]] = a
            next[b] += 1
        }
        let far = prefetchDistance, middle = prefetchDistance / 2, near = prefetchDistance / 4
        ordered.withUnsafeBufferPointer { list in
            for i in 0..<n {
                if i &+ far < n { prefetchObject(list[i &+ far]) }
                if i &+ middle < n { prefetchOwned(list[i &+ middle]) }
                if i &+ near < n, list[i &+ near] & 15 == ReleaseKind.tag.rawValue { prefetchTerms(list[i &+ near]) }
                Unmanaged<AnyObject>.fromOpaque(UnsafeRawPointer(bitPattern: list[i] & ~15).unsafelyUnwrapped).release()
            }
        }
    }

    /// How many releases ahead `releaseInAddressOrder` prefetches an object: a release and free take a
    /// few hundred instructions, so a few objects ahead covers a memory access.
    static let prefetchDistance = 16

    /// Prefetches every cache line of the object at `tagged` (an address ored with its `ReleaseKind`)
    /// that its release, deinit and free read: from glibc's chunk size word (8 bytes before the object)
    /// to the last stored property its deinit reads (a row's dependents' tail ends 160 bytes in, a tag's
    /// plan 72, anything else is read within 56). Addresses 64 bytes apart from the first, plus the last
    /// byte, touch each line of the span at least once. A row spans three or four lines and its deinit
    /// reads its cell map, variable and reference lists in the second and third: prefetching the first
    /// line alone left those loads to miss in the middle stage of the walk, which waited on them.
    /// Unrolled: a loop over the lines cost a third more instructions than the walk's own.
    @inline(__always) private static func prefetchObject(_ tagged: UInt) {
        let p = tagged & ~15
        line(p &- 8)
        switch tagged & 15 {
        case ReleaseKind.row.rawValue:
            line(p &+ 56); line(p &+ 120); line(p &+ 159)
        case ReleaseKind.tag.rawValue:
            line(p &+ 56); line(p &+ 71)
        default:
            line(p &+ 55)
        }
    }

    /// Prefetches the line at `address`, known not to be 0.
    @inline(__always) private static func line(_ address: UInt) {
        _llvmPrefetch(UnsafeRawPointer(bitPattern: address).unsafelyUnwrapped, 0, 3, 1)
    }

    /// Prefetches the blocks the object at `tagged` (an address ored with its `ReleaseKind`) frees when
    /// it goes: a row's reference lists and large cell map, a tag's constraint.
    @inline(__always) private static func prefetchOwned(_ tagged: UInt) {
        let p = UnsafeRawPointer(bitPattern: tagged & ~15).unsafelyUnwrapped
        switch tagged & 15 {
        case ReleaseKind.row.rawValue:
            Unmanaged<Row>.fromOpaque(p)._withUnsafeGuaranteedRef { $0.prefetchOwnedStorage() }
        case ReleaseKind.tag.rawValue:
            Unmanaged<Tag>.fromOpaque(p)._withUnsafeGuaranteedRef {
                prefetch(UInt(bitPattern: Unmanaged.passUnretained($0.constraint).toOpaque()))
            }
        default:
            break
        }
    }

    /// Prefetches the terms of the constraint of the tag at `tagged` (the tag and its constraint were
    /// prefetched earlier in the walk).
    @inline(__always) private static func prefetchTerms(_ tagged: UInt) {
        let p = UnsafeRawPointer(bitPattern: tagged & ~15).unsafelyUnwrapped
        Unmanaged<Tag>.fromOpaque(p)._withUnsafeGuaranteedRef { $0.constraint.prefetchTerms() }
    }

    /// The first word of the value at `p`: the storage address of an array, or of an optional
    /// dictionary (0 for nil), read without retaining it.
    @inline(__always) static func storageWord<T>(_ p: UnsafeMutablePointer<T>) -> UInt {
        UnsafeRawPointer(p).load(as: UInt.self)
    }

    /// Asks the processor to load the cache line at `address` (a hint: no fault, no effect on results).
    @inline(__always) static func prefetch(_ address: UInt) {
        guard let p = UnsafeRawPointer(bitPattern: address) else { return }
        _llvmPrefetch(p, 0, 3, 1)
    }
}

extension Solver.Row {
    /// Prefetches the blocks freed with the row: its reference lists and its cells' dictionary.
    @inline(__always) func prefetchOwnedStorage() {
        Solver.prefetch(refs.tailStorageAddress())
        Solver.prefetch(dependents.tailStorageAddress())
        Solver.prefetch(cells.slots.largeStorageAddress())
    }
}

extension Constraint {
    /// Prefetches the storage of the expression's terms (freed with the constraint).
    @inline(__always) func prefetchTerms() {
        Solver.prefetch(UInt(bitPattern: unsafeBitCast(expression.terms, to: UnsafeRawPointer.self)))
    }
}

/// LLVM's prefetch intrinsic (read, high locality, data cache): the standard library exposes no
/// prefetch, and the intrinsic compiles to one instruction (`prefetcht0` on x86-64, `prfm` on arm64).
@_silgen_name("llvm.prefetch.p0")
private func _llvmPrefetch(_ address: UnsafeRawPointer, _ write: Int32, _ locality: Int32, _ cache: Int32)

