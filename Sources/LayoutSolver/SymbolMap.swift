extension Solver {
    /// A map from symbols to values with up to three entries held inline and a dictionary beyond: a row's
    /// cells (`Row.cells`) and a column of the index (`Solver.columns`).
    ///
    /// Most rows of a layout hold two to four cells and most columns one or two rows, so a dictionary per
    /// row and per column was most of a solver's allocations: a small one cost a heap block each, and
    /// freeing a solver freed them one by one in the scattered order of the tables that held them (the
    /// cache misses of those frees made tearing a screen down grow faster than its constraints). Inline,
    /// a small map lives in its row or in the column index's own storage.
    ///
    /// Once an insertion finds the three inline places taken, every entry moves to the dictionary and
    /// the map stays there (a map that grew once, like the objective, tends to stay large). Iteration
    /// order is unspecified, as a dictionary's: the solver breaks ties by symbol, never by this order.
    struct SymbolMap<Value>: Sequence, ExpressibleByDictionaryLiteral {
        typealias Element = (key: Symbol, value: Value)

        private var k0: Symbol = 0, k1: Symbol = 0, k2: Symbol = 0
        private var v0: Value?, v1: Value?, v2: Value?
        /// The inline entries in use (0...3); unused once `large` holds the entries.
        private var n = 0
        /// Every entry once the map outgrew the inline places.
        private var large: [Symbol: Value]?

        init() {}
        init(dictionaryLiteral elements: (Symbol, Value)...) {
            for (k, v) in elements { self[k] = v }
        }

        var count: Int { large?.count ?? n }
        var isEmpty: Bool { count == 0 }

        /// The inline place of `k` (0...2), or -1.
        @inline(__always) private func slot(_ k: Symbol) -> Int {
            if n > 0 && k0 == k { return 0 }
            if n > 1 && k1 == k { return 1 }
            if n > 2 && k2 == k { return 2 }
            return -1
        }

        @inline(__always) private func value(at i: Int) -> Value {
            switch i { case 0: return v0!; case 1: return v1!; default: return v2! }
        }

        @inline(__always) private mutating func set(_ i: Int, _ k: Symbol, _ v: Value?) {
            switch i {
            case 0: k0 = k; v0 = v
            case 1: k1 = k; v1 = v
            default: k2 = k; v2 = v
            }
        }

        subscript(_ k: Symbol) -> Value? {
            get {
                if let large { return large[k] }
                let i = slot(k)
                return i < 0 ? nil : value(at: i)
            }
            set {
                guard let v = newValue else { _ = removeValue(forKey: k); return }
                if large != nil { large![k] = v; return }
                let i = slot(k)
                if i >= 0 { set(i, k, v); return }
                if n < 3 { set(n, k, v); n += 1; return }
                var d: [Symbol: Value] = [k0: v0!, k1: v1!, k2: v2!]
                d[k] = v
                large = d
                n = 0; v0 = nil; v1 = nil; v2 = nil
            }
        }

        subscript(_ k: Symbol, default d: @autoclosure () -> Value) -> Value {
            get { self[k] ?? d() }
            set { self[k] = newValue }
        }

        /// Removes `k` and returns its value (nil if absent).
        @discardableResult
        mutating func removeValue(forKey k: Symbol) -> Value? {
            if large != nil { return large!.removeValue(forKey: k) }
            let i = slot(k)
            guard i >= 0 else { return nil }
            let v = value(at: i)
            let last = n - 1
            if i != last { set(i, last == 1 ? k1 : k2, value(at: last)) }
            set(last, 0, nil)
            n = last
            return v
        }

        /// The symbols, without copying them out.
        var keys: LazyMapSequence<SymbolMap<Value>, Symbol> { lazy.map { $0.key } }

        struct Iterator: IteratorProtocol {
            fileprivate let map: SymbolMap<Value>
            fileprivate var i = 0
            fileprivate var large: Dictionary<Symbol, Value>.Iterator?
            mutating func next() -> Element? {
                if large != nil {
                    guard let (k, v) = large!.next() else { return nil }
                    return (k, v)
                }
                guard i < map.n else { return nil }
                defer { i += 1 }
                switch i {
                case 0: return (map.k0, map.v0!)
                case 1: return (map.k1, map.v1!)
                default: return (map.k2, map.v2!)
                }
            }
        }

        func makeIterator() -> Iterator { Iterator(map: self, large: large?.makeIterator()) }
        var underestimatedCount: Int { count }
    }
}
