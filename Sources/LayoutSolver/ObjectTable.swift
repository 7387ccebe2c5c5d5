extension Solver {
    /// A dictionary that owns its objects (the solver's rows, tags and variables) and releases them in
    /// address order: when it is emptied (`removeAll()`, a rebuild or reset) and when the solver is freed.
    ///
    /// A dictionary releases its values in bucket order, which the hash makes random. Freeing a large
    /// solver then touched each object, and glibc's neighbouring chunk headers as it merged the freed
    /// blocks, far from the previous one: those cache misses, not instructions, were most of the time of
    /// tearing down a screen of 2,000 stack-view rows. The entries here are unretained references (the
    /// table holds one retain per entry itself), so the addresses are read from the table's own storage
    /// without touching an object, sorted, and released walking memory forwards: objects made one after
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

        private static func releaseInAddressOrder(_ table: [Key: Unmanaged<Object>]) {
            guard !table.isEmpty else { return }
            var addresses: [UInt] = []
            addresses.reserveCapacity(table.count)
            for u in table.values { addresses.append(UInt(bitPattern: u.toOpaque())) }
            addresses.sort()
            for a in addresses { Unmanaged<Object>.fromOpaque(UnsafeRawPointer(bitPattern: a).unsafelyUnwrapped).release() }
        }
    }
}
