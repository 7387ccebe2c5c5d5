import Testing
@testable import LayoutSolver

/// The table that owns a solver's rows, tags and variables (`Solver.ObjectTable`).
@Suite struct ObjectTableTests {
    /// The table that owns rows, tags and variables retains each object once while it is an entry and
    /// releases it when it leaves: overwritten, removed, emptied or with the table.
    @Test func objectTableOwnsItsEntriesOnce() {
        final class Box { let id: Int; init(_ id: Int) { self.id = id } }
        var refs: [() -> Box?] = [], late: [() -> Box?] = []
        do {
            var table = Solver.ObjectTable<Int, Box>()
            do {
                let boxes = (0..<50).map { Box($0) }
                refs = boxes.map { b in { [weak b] in b } }
                for b in boxes { table[b.id] = b }
            }
            #expect(table.count == 50 && refs.allSatisfy { $0() != nil })
            table[0] = Box(100)
            #expect(refs[0]() == nil && table[0]?.id == 100)
            let removed = table.removeValue(forKey: 1)
            #expect(removed?.id == 1 && table[1] == nil && table.count == 49)
            table[2] = nil
            #expect(refs[2]() == nil && table.count == 48)
            #expect(Set(table.values.map(\.id)) == Set([100] + Array(3..<50)))
            #expect(table.entries.allSatisfy { $0.key == $0.value.id || $0.key == 0 })
            table.removeAll()
            #expect(table.isEmpty && refs[3..<50].allSatisfy { $0() == nil })
            #expect(removed != nil && refs[1]() != nil)
            for i in 3..<10 { let b = Box(i); late.append { [weak b] in b }; table[i] = b }
        }
        #expect(refs[1]() == nil && late.allSatisfy { $0() == nil })
    }

    /// Tables emptied into one list of retains (a solver going away gathers its three tables) keep their
    /// objects alive until the list is released, which releases each object exactly once, whatever the
    /// order the objects lie in memory (objects made apart, and freed ones in between).
    @Test func retainsMovedOutAreReleasedOnceEach() {
        final class Box { let id: Int; init(_ id: Int) { self.id = id } }
        var refs: [() -> Box?] = []
        var spacers: [Box] = []
        var retained: [UInt] = []
        do {
            var first = Solver.ObjectTable<Int, Box>(), second = Solver.ObjectTable<Int, Box>()
            for i in 0..<300 {
                let b = Box(i)
                refs.append { [weak b] in b }
                if i % 2 == 0 { first[i] = b } else { second[i] = b }
                spacers.append(Box(-i))
            }
            first.moveRetains(to: &retained)
            second.moveRetains(to: &retained)
            #expect(first.isEmpty && second.isEmpty && retained.count == 300)
        }
        spacers = []
        #expect(refs.allSatisfy { $0() != nil })
        Solver.releaseInAddressOrder(retained)
        #expect(refs.allSatisfy { $0() == nil })
        Solver.releaseInAddressOrder([])
    }
}
