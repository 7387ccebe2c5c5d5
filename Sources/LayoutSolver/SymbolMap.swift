extension Solver {
    /// The storage of a small map from symbols to 8-byte values (`CellMap`, `ColumnMap`): up to three
    /// entries held inline and a dictionary beyond.
    ///
    /// Most rows of a layout hold two to four cells and most columns one or two rows, so a dictionary per
    /// row and per column was most of a solver's allocations: a small one cost a heap block each, and
    /// freeing a solver freed them one by one in the scattered order of the tables that held them (the
    /// cache misses of those frees made tearing a screen down grow faster than its constraints). Inline,
    /// a small map lives in its row or in the column index's own storage.
    ///
    /// Not generic, and its values are raw bit patterns: a generic map's copies and iterations went
    /// through its runtime metadata's value witnesses (a copy per column-index resize, an enum-tag call
    /// per optional value), which cost frame-placed screens 9% of their build. Here a copy is a few
    /// moves and one retain.
    ///
    /// Invariants: symbol 0 (no symbol) marks a free inline place, and the places in use come first
    /// (`k0`, then `k1`, then `k2`). Once an insertion finds the three inline places taken, every entry
    /// moves to the dictionary and the map stays there (a map that grew once, like the objective, tends
    /// to stay large); the inline keys are then all 0. Iteration order is unspecified, as a
    /// dictionary's: the solver breaks ties by symbol, never by this order.
    struct SymbolSlots {
        private var k0: Symbol = 0, k1: Symbol = 0, k2: Symbol = 0
        private var v0: UInt64 = 0, v1: UInt64 = 0, v2: UInt64 = 0
        /// Every entry once the map outgrew the inline places.
        private var large: [Symbol: UInt64]?

        init() {}

        var count: Int {
            if let large { return large.count }
            return k2.id != 0 ? 3 : k1.id != 0 ? 2 : k0.id != 0 ? 1 : 0
        }

        @inline(__always) subscript(_ k: Symbol) -> UInt64? {
            if large != nil { return large![k] }
            guard k.id != 0 else { return nil }
            if k0 == k { return v0 }
            if k1 == k { return v1 }
            if k2 == k { return v2 }
            return nil
        }

        /// Sets the value of `k` (not 0).
        @inline(__always) mutating func set(_ k: Symbol, _ v: UInt64) {
            if large != nil { large![k] = v; return }
            if k0 == k || k0.id == 0 { k0 = k; v0 = v; return }
            if k1 == k || k1.id == 0 { k1 = k; v1 = v; return }
            if k2 == k || k2.id == 0 { k2 = k; v2 = v; return }
            var d = [Symbol: UInt64](minimumCapacity: 8)
            d[k0] = v0; d[k1] = v1; d[k2] = v2; d[k] = v
            large = d
            k0 = 0; k1 = 0; k2 = 0
        }

        /// Removes `k` and returns its value (nil if absent). The later inline entries move up.
        @inline(__always) mutating func remove(_ k: Symbol) -> UInt64? {
            if large != nil { return large!.removeValue(forKey: k) }
            guard k.id != 0 else { return nil }
            if k0 == k { let v = v0; k0 = k1; v0 = v1; k1 = k2; v1 = v2; k2 = 0; return v }
            if k1 == k { let v = v1; k1 = k2; v1 = v2; k2 = 0; return v }
            if k2 == k { k2 = 0; return v2 }
            return nil
        }

        /// The address of the dictionary's storage (0 while the entries are inline), read without
        /// retaining it, for prefetching before the map is freed.
        @inline(__always) mutating func largeStorageAddress() -> UInt {
            withUnsafeMutablePointer(to: &large) { Solver.storageWord($0) }
        }

        /// Hands the dictionary's storage (if the entries are not inline) to `retained` without touching
        /// it: its address is appended and the map's reference to it is cleared in place, so the owner of
        /// `retained` now holds that reference (and releases it with `Solver.releaseInAddressOrder`).
        /// The map is empty afterwards. For a solver that goes away: the column index's large maps are
        /// freed in address order with its rows instead of in the index's hash order.
        @inline(__always) mutating func moveLargeStorage(to retained: inout [UInt]) {
            withUnsafeMutablePointer(to: &large) { p in
                let address = Solver.storageWord(p)
                guard address != 0 else { return }
                retained.append(address)
                // An optional dictionary is one reference with 0 for nil: writing 0 moves the reference
                // out without a release.
                UnsafeMutableRawPointer(p).storeBytes(of: 0, as: UInt.self)
            }
            k0 = 0; k1 = 0; k2 = 0
        }

        /// Replaces every value `v` by `f(v)` in place (a dictionary's storage is not copied).
        @inline(__always) mutating func updateValues(_ f: (UInt64) -> UInt64) {
            if large != nil {
                var i = large!.startIndex
                while i != large!.endIndex { large!.values[i] = f(large!.values[i]); large!.formIndex(after: &i) }
                return
            }
            if k0.id != 0 { v0 = f(v0) }
            if k1.id != 0 { v1 = f(v1) }
            if k2.id != 0 { v2 = f(v2) }
        }

        struct Iterator: IteratorProtocol {
            fileprivate let slots: SymbolSlots
            fileprivate var i = 0
            fileprivate var large: Dictionary<Symbol, UInt64>.Iterator?
            @inline(__always) mutating func next() -> (key: Symbol, value: UInt64)? {
                if large != nil { return large!.next() }
                i += 1
                switch i {
                case 1: return slots.k0.id != 0 ? (slots.k0, slots.v0) : nil
                case 2: return slots.k1.id != 0 ? (slots.k1, slots.v1) : nil
                case 3: return slots.k2.id != 0 ? (slots.k2, slots.v2) : nil
                default: return nil
                }
            }
        }
        func makeIterator() -> Iterator { Iterator(slots: self, large: large?.makeIterator()) }

        /// The symbols of a map, without copying them out.
        struct Keys: Sequence {
            fileprivate let slots: SymbolSlots
            struct Iterator: IteratorProtocol {
                fileprivate var entries: SymbolSlots.Iterator
                mutating func next() -> Symbol? { entries.next()?.key }
            }
            func makeIterator() -> Iterator { Iterator(entries: slots.makeIterator()) }
            var underestimatedCount: Int { slots.count }
        }
    }

    /// A map from symbols to values kept in `SymbolSlots` (three entries inline, a dictionary beyond),
    /// with the dictionary operations the solver uses. Conformers are concrete, non-generic types, so
    /// that every use is specialised (see `SymbolSlots`).
    protocol SymbolMap: Sequence, ExpressibleByDictionaryLiteral
    where Key == Symbol, Element == (key: Symbol, value: Value) {
        var slots: SymbolSlots { get set }
        init(slots: SymbolSlots)
        static func bits(_ value: Value) -> UInt64
        static func value(_ bits: UInt64) -> Value
    }
}

extension Solver.SymbolMap {
    init() { self.init(slots: Solver.SymbolSlots()) }
    init(dictionaryLiteral elements: (Solver.Symbol, Value)...) {
        // Not `self.init()`: with no arguments that resolves to this initializer again.
        self.init(slots: Solver.SymbolSlots())
        for (k, v) in elements { self[k] = v }
    }

    var count: Int { slots.count }
    var isEmpty: Bool { slots.count == 0 }
    var underestimatedCount: Int { slots.count }
    /// The symbols, without copying them out.
    var keys: Solver.SymbolSlots.Keys { Solver.SymbolSlots.Keys(slots: slots) }

    @inline(__always) subscript(_ k: Solver.Symbol) -> Value? {
        get { slots[k].map(Self.value) }
        set {
            if let v = newValue { slots.set(k, Self.bits(v)) } else { _ = slots.remove(k) }
        }
    }

    subscript(_ k: Solver.Symbol, default d: @autoclosure () -> Value) -> Value {
        get { self[k] ?? d() }
        set { self[k] = newValue }
    }

    /// Removes `k` and returns its value (nil if absent).
    @discardableResult
    @inline(__always) mutating func removeValue(forKey k: Solver.Symbol) -> Value? {
        slots.remove(k).map(Self.value)
    }
}

extension Solver {
    /// A row's cells: symbol → coefficient.
    struct CellMap: SymbolMap {
        typealias Key = Symbol
        typealias Value = Double
        var slots: SymbolSlots
        init(slots: SymbolSlots) { self.slots = slots }
        @inline(__always) static func bits(_ value: Double) -> UInt64 { value.bitPattern }
        @inline(__always) static func value(_ bits: UInt64) -> Double { Double(bitPattern: bits) }

        /// Multiplies every coefficient by `f` in place.
        @inline(__always) mutating func scale(by f: Double) {
            slots.updateValues { (Double(bitPattern: $0) * f).bitPattern }
        }

        struct Iterator: IteratorProtocol {
            fileprivate var entries: SymbolSlots.Iterator
            @inline(__always) mutating func next() -> (key: Symbol, value: Double)? {
                entries.next().map { ($0.key, Double(bitPattern: $0.value)) }
            }
        }
        func makeIterator() -> Iterator { Iterator(entries: slots.makeIterator()) }
    }

    /// A column of the index: basic symbol → its row, unretained (see `Solver.columns`).
    struct ColumnMap: SymbolMap {
        typealias Key = Symbol
        typealias Value = Unmanaged<Row>
        var slots: SymbolSlots
        init(slots: SymbolSlots) { self.slots = slots }
        @inline(__always) static func bits(_ value: Unmanaged<Row>) -> UInt64 {
            UInt64(UInt(bitPattern: value.toOpaque()))
        }
        @inline(__always) static func value(_ bits: UInt64) -> Unmanaged<Row> {
            Unmanaged.fromOpaque(UnsafeRawPointer(bitPattern: UInt(bits)).unsafelyUnwrapped)
        }

        struct Iterator: IteratorProtocol {
            fileprivate var entries: SymbolSlots.Iterator
            @inline(__always) mutating func next() -> (key: Symbol, value: Unmanaged<Row>)? {
                entries.next().map { ($0.key, ColumnMap.value($0.value)) }
            }
        }
        func makeIterator() -> Iterator { Iterator(entries: slots.makeIterator()) }
    }
}
