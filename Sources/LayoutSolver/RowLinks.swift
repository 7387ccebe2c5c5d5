extension Solver {
    /// A row's list of links to other rows (`Row.refs`: the rows it refers to with their coefficients;
    /// `Row.dependents`: the rows referring to it, coefficient unused), with its first entry inline.
    ///
    /// Most rows of a layout refer to one or two rows and have one or two dependents. As arrays, each list
    /// was a heap block of its own: a screen's solver held two per row of a variable, and freeing a
    /// solver freed them one by one, each a cache miss in the allocator (most of a large tear-down's time
    /// is such misses). Inline, a list of one lives in its row; a second entry makes the array.
    ///
    /// Behaves as the array `[head] + tail`: indices, order, and the order `removeLink` leaves are those
    /// of that array. Invariant: `head` is nil only when the list is empty (`tail` is then empty too).
    /// Not generic (see `SymbolSlots`).
    struct RowLinks: Sequence {
        /// One link: a row (unretained, see `Row.refs`) and a coefficient.
        typealias Link = (row: Unmanaged<Row>, coefficient: Double)
        private var head: Link?
        private var tail: [Link] = []

        init() {}

        var count: Int { head == nil ? 0 : 1 &+ tail.count }
        var isEmpty: Bool { head == nil }

        /// Appends `link` at the end.
        @inline(__always) mutating func append(_ link: Link) {
            if head == nil { head = link } else { tail.append(link) }
        }

        /// Empties the list, keeping the tail's storage for the next links.
        mutating func removeAll() {
            head = nil
            tail.removeAll(keepingCapacity: true)
        }

        /// Removes the last link to the row at `row` (if any): the last entry takes its place, as a
        /// swap-remove in the array would.
        mutating func removeLink(to row: UnsafeMutableRawPointer) {
            if let i = tail.lastIndex(where: { $0.row.toOpaque() == row }) {
                tail[i] = tail[tail.count - 1]
                tail.removeLast()
            } else if head?.row.toOpaque() == row {
                if tail.isEmpty { head = nil } else { head = tail.removeLast() }
            }
        }

        /// Orders the links by their rows' basic symbols (a value sums its references in this order).
        mutating func sortByBasic() {
            guard let first = head, !tail.isEmpty else { return }
            var all = tail
            all.append(first)
            all.sort { $0.row._withUnsafeGuaranteedRef { $0.basic } < $1.row._withUnsafeGuaranteedRef { $0.basic } }
            head = all[0]
            tail.removeAll(keepingCapacity: true)
            tail.append(contentsOf: all[1...])
        }

        /// The address of the tail's storage, read without retaining it (for prefetching before the
        /// row is freed).
        @inline(__always) mutating func tailStorageAddress() -> UInt {
            withUnsafeMutablePointer(to: &tail) { Solver.storageWord($0) }
        }

        struct Iterator: IteratorProtocol {
            fileprivate var head: Link?
            fileprivate var tail: IndexingIterator<[Link]>
            @inline(__always) mutating func next() -> Link? {
                if let h = head { head = nil; return h }
                return tail.next()
            }
        }
        @inline(__always) func makeIterator() -> Iterator { Iterator(head: head, tail: tail.makeIterator()) }
        var underestimatedCount: Int { count }
    }
}
