import Testing
@testable import LayoutSolver

/// The solver's small symbol map (a row's cells, a column of the index) behaves as a dictionary: random
/// insertions, overwrites and removals, across the switch from inline places to a dictionary, give the
/// same lookups, count and entries as a `Dictionary` driven by the same steps.
@Suite struct SymbolMapTests {
    @Test(arguments: [1, 2, 3, 11, 2026] as [UInt64])
    func behavesAsADictionary(seed: UInt64) {
        var rng = Rng(state: seed)
        for _ in 0..<200 {
            var map: Solver.CellMap = [:]
            var model: [Int: Double] = [:]
            // Small key ranges keep most maps inline; larger ones push them past three entries.
            let range = rng.int(1...8)
            for _ in 0..<rng.int(1...40) {
                let k = rng.int(1...range) << 2 | rng.int(0...3)
                switch rng.int(0...5) {
                case 0...2:
                    let v = Double(rng.int(-50...50))
                    map[Solver.Symbol(k)] = v
                    model[k] = v
                case 3:
                    #expect(map.removeValue(forKey: Solver.Symbol(k)) == model.removeValue(forKey: k))
                case 4:
                    map[Solver.Symbol(k)] = nil
                    model[k] = nil
                default:
                    map[Solver.Symbol(k), default: 0] += 1
                    model[k, default: 0] += 1
                }
                #expect(map.count == model.count)
                #expect(map.isEmpty == model.isEmpty)
                for probe in 1...(range + 1) {
                    for kind in 0...3 {
                        let key = probe << 2 | kind
                        #expect(map[Solver.Symbol(key)] == model[key])
                    }
                }
                var seen: [Int: Double] = [:]
                for (s, v) in map {
                    #expect(seen[s.id] == nil, "a key iterated twice")
                    seen[s.id] = v
                }
                #expect(seen == model)
                #expect(Set(map.keys.map(\.id)) == Set(model.keys))
            }
        }
    }

    /// A map's dictionary handed to a list of retains (`moveLargeStorage`, as a solver going away does
    /// with its column index) leaves the map empty and passes exactly one reference: a copy sharing the
    /// dictionary keeps every entry, and once the list is released the copy is the dictionary's only
    /// owner (its next write happens in place, not in a fresh copy). An inline map hands over nothing.
    @Test func movingLargeStorageHandsOverOneReference() {
        var map: Solver.ColumnMap = [:]
        var model: Solver.CellMap = [:]
        for k in 1...6 { model[Solver.Symbol(k << 2)] = Double(k) }
        for (s, v) in model { map.slots.set(s, v.bitPattern) }
        var copy = map
        let address = copy.slots.largeStorageAddress()
        #expect(address != 0)
        var retained: [UInt] = []
        map.slots.moveLargeStorage(to: &retained)
        #expect(retained == [address])
        #expect(map.isEmpty && map.slots.largeStorageAddress() == 0)
        #expect(copy.count == 6)
        for k in 1...6 { #expect(copy.slots[Solver.Symbol(k << 2)] == Double(k).bitPattern) }
        Solver.releaseInAddressOrder(retained)
        copy.slots.set(Solver.Symbol(7 << 2), 0)
        #expect(copy.slots.largeStorageAddress() == address)
        #expect(copy.count == 7)

        var small: Solver.CellMap = [4: 1, 8: 2]
        var none: [UInt] = []
        small.slots.moveLargeStorage(to: &none)
        #expect(none.isEmpty && small.isEmpty)
    }

    /// A copy is a value: changing it leaves the original as it was, inline or not.
    @Test func copiesAreIndependent() {
        var a: Solver.CellMap = [4: 1, 8: 2]
        var b = a
        b[12] = 3
        b[4] = nil
        #expect(a.count == 2 && a[4] == 1 && a[12] == nil)
        a[16] = 4; a[20] = 5; a[24] = 6
        let c = a
        a[4] = 9
        #expect(c[4] == 1 && c.count == 5 && a[4] == 9)
        #expect(b.count == 2 && b[8] == 2 && b[12] == 3)
    }
}
