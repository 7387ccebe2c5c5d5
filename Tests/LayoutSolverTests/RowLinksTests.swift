import Testing
@testable import LayoutSolver

/// A row's list of references or dependents (`Solver.RowLinks`, first entry inline) behaves as the
/// array it replaced: random appends, swap-removals of the last link to a row, sorts by basic symbol and
/// clears give the same entries in the same order as an array driven by the same steps, across lists of
/// none, one (inline only) and several entries.
@Suite struct RowLinksTests {
    @Test(arguments: [1, 2, 3, 11, 2026] as [UInt64])
    func behavesAsAnArray(seed: UInt64) {
        var rng = Rng(state: seed)
        // Rows with distinct basic symbols, kept alive by this array (the links are unretained).
        let rows: [Solver.Row] = (1...6).map { i in
            let r = Solver.Row(0)
            r.basic = Solver.Symbol(i << 2)
            return r
        }
        func entries(_ l: Solver.RowLinks) -> [String] { l.map { "\($0.row.toOpaque())/\($0.coefficient)" } }
        func entries(_ a: [Solver.RowLinks.Link]) -> [String] { a.map { "\($0.row.toOpaque())/\($0.coefficient)" } }
        for _ in 0..<200 {
            var links = Solver.RowLinks()
            var model: [Solver.RowLinks.Link] = []
            for _ in 0..<rng.int(1...30) {
                let row = Unmanaged.passUnretained(rows[rng.int(0...5)])
                switch rng.int(0...5) {
                case 0...2:
                    let link = (row: row, coefficient: Double(rng.int(-9...9)))
                    links.append(link)
                    model.append(link)
                case 3:
                    links.removeLink(to: row.toOpaque())
                    if let i = model.lastIndex(where: { $0.row.toOpaque() == row.toOpaque() }) {
                        model[i] = model[model.count - 1]
                        model.removeLast()
                    }
                case 4:
                    // Sorting needs distinct rows, as a row's references are: keep the first link to each.
                    var seen: Set<UnsafeMutableRawPointer> = []
                    while let i = model.indices.last(where: { j in
                        model[..<j].contains { $0.row.toOpaque() == model[j].row.toOpaque() } }) {
                        links.removeLink(to: model[i].row.toOpaque())
                        model[i] = model[model.count - 1]
                        model.removeLast()
                    }
                    for l in model { seen.insert(l.row.toOpaque()) }
                    #expect(seen.count == model.count)
                    links.sortByBasic()
                    model.sort { $0.row.takeUnretainedValue().basic < $1.row.takeUnretainedValue().basic }
                default:
                    if rng.int(0...3) == 0 {
                        links.removeAll()
                        model.removeAll()
                    }
                }
                #expect(links.count == model.count)
                #expect(links.isEmpty == model.isEmpty)
                #expect(entries(links) == entries(model))
            }
        }
        withExtendedLifetime(rows) {}
    }
}
