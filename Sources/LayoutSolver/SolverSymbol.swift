extension Solver {
    /// A symbol of the tableau: a serial number shifted left by two, the low two bits its kind
    /// (`Solver.external`, `slack`, `error` or `dummy`). Symbols are numbered across all solvers, so a
    /// solver's symbols are not dense and arrays indexed by them would grow without bound.
    ///
    /// The rows by basic symbol, the column index, the objective's candidates and every row's or
    /// column's entries beyond three (`SymbolMap`) are dictionaries or sets keyed by symbol, so hashing
    /// one is the solver's most frequent operation:
    /// with `Int` keys the standard library's SipHash took a third of the instructions of tearing a
    /// screen down. A symbol is hashed by one multiplication instead (`_rawHashValue(seed:)`, which the
    /// standard library's hashed collections call). Its keys are serial numbers, not chosen by an
    /// adversary, so the flooding resistance SipHash buys is not needed; the collection's seed is mixed
    /// in, so copying one table into another of a different size still scatters its keys.
    struct Symbol: Hashable, Comparable, ExpressibleByIntegerLiteral, CustomStringConvertible {
        /// The serial number shifted left by two, ored with the kind; 0 is no symbol.
        let id: Int

        @inline(__always) init(_ id: Int) { self.id = id }
        @inline(__always) init(integerLiteral id: Int) { self.id = id }

        @inline(__always) static func == (a: Symbol, b: Symbol) -> Bool { a.id == b.id }
        /// Symbol order is creation order (ties in the simplex steps go to the lowest symbol).
        @inline(__always) static func < (a: Symbol, b: Symbol) -> Bool { a.id < b.id }

        /// For hashers that combine a symbol with other values; hashed collections of symbols use
        /// `_rawHashValue(seed:)`. Both depend on `id` alone, as `==` does.
        func hash(into h: inout Hasher) { h.combine(id) }

        /// Fibonacci hashing: the id (xored with the collection's seed) times 2^64 / φ, whose high bits
        /// depend on every bit of the id. They are folded into the low bits, which pick the bucket: the
        /// low bits of the product alone would depend only on the low bits of the id (its kind).
        @inline(__always) func _rawHashValue(seed: Int) -> Int {
            let h = UInt64(UInt(bitPattern: id ^ seed)) &* 0x9E37_79B9_7F4A_7C15
            return Int(truncatingIfNeeded: h ^ (h >> 32))
        }

        var description: String { String(id) }
    }
}
