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

        /// Releases the objects of `table` in address order, to the bucket: one counting-sort pass puts
        /// them in at most `count` buckets of equal address ranges, so the objects of one bucket lie
        /// within a few cache lines of each other and their order among themselves does not matter. A
        /// comparison sort added 16% to the instructions of tearing down 1,000 stack-view rows; this
        /// pass, a few instructions per object, adds 2.5%.
        private static func releaseInAddressOrder(_ table: [Key: Unmanaged<Object>]) {
            let n = table.count
            guard n > 0 else { return }
            @inline(__always) func address(_ u: Unmanaged<Object>) -> UInt { UInt(bitPattern: u.toOpaque()) }
            var lo = UInt.max, hi: UInt = 0
            for u in table.values { let a = address(u); if a < lo { lo = a }; if a > hi { hi = a } }
            var shift: UInt = 0
            while (hi - lo) >> shift >= UInt(n) { shift += 1 }
            let buckets = Int((hi - lo) >> shift) + 1
            var next = [Int](repeating: 0, count: buckets + 1)
            for u in table.values { next[Int((address(u) - lo) >> shift) + 1] += 1 }
            for b in 0..<buckets { next[b + 1] += next[b] }
            var ordered = [UInt](repeating: 0, count: n)
            for u in table.values {
                let a = address(u), b = Int((a - lo) >> shift)
                ordered[next[b]] = a
                next[b] += 1
            }
            for a in ordered { Unmanaged<Object>.fromOpaque(UnsafeRawPointer(bitPattern: a).unsafelyUnwrapped).release() }
        }
    }
}
