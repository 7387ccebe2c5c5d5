import Testing
import UIKit

/// Outline sections (`NSDiffableDataSourceSectionSnapshot`): structure, expansion and visible items as
/// documented, and a diffable data source showing a section's visible items, expanding and collapsing
/// through its outline disclosure and handlers.
@MainActor @Suite(.freshWorld) struct SectionSnapshotTests {
    /// The disclosure chevron: the one control among the cell's views.
    private func chevron(in v: UIView) -> UIControl? {
        if let c = v as? UIControl { return c }
        for s in v.subviews { if let c = chevron(in: s) { return c } }
        return nil
    }

    private func tree() -> NSDiffableDataSourceSectionSnapshot<String> {
        var s = NSDiffableDataSourceSectionSnapshot<String>()
        s.append(["Fruit", "Veg"])
        s.append(["Apple", "Pear"], to: "Fruit")
        s.append(["Green", "Red"], to: "Apple")
        s.append(["Leek"], to: "Veg")
        return s
    }

    @Test("items are depth first; visibleItems only show children of expanded parents; levels, parents and indices follow the outline")
    func structure() {
        var s = tree()
        #expect(s.items == ["Fruit", "Apple", "Green", "Red", "Pear", "Veg", "Leek"])
        #expect(s.rootItems == ["Fruit", "Veg"])
        #expect(s.visibleItems == ["Fruit", "Veg"])
        s.expand(["Fruit", "Apple"])
        #expect(s.visibleItems == ["Fruit", "Apple", "Green", "Red", "Pear", "Veg"])
        s.collapse(["Fruit"])
        #expect(s.visibleItems == ["Fruit", "Veg"])
        #expect(s.isExpanded("Apple") && !s.isVisible("Apple"))
        #expect(s.level(of: "Green") == 2 && s.level(of: "Veg") == 0)
        #expect(s.parent(of: "Green") == "Apple" && s.parent(of: "Fruit") == nil)
        #expect(s.index(of: "Pear") == 4 && s.index(of: "Kiwi") == nil)
        s.insert(["Banana"], after: "Apple")
        s.insert(["Herb"], before: "Veg")
        #expect(s.items == ["Fruit", "Apple", "Green", "Red", "Banana", "Pear", "Herb", "Veg", "Leek"])
        s.delete(["Apple"])
        #expect(!s.contains("Green") && s.items == ["Fruit", "Banana", "Pear", "Herb", "Veg", "Leek"])
        let sub = tree().snapshot(of: "Fruit", includingParent: true)
        #expect(sub.items == ["Fruit", "Apple", "Green", "Red", "Pear"] && sub.rootItems == ["Fruit"])
        #expect(tree().snapshot(of: "Fruit").rootItems == ["Apple", "Pear"])
    }

    @Test("A section snapshot applied to a section shows its visible items; the disclosure chevron expands and collapses, asking the handlers")
    func dataSourceOutline() throws {
        let cv = UICollectionView(frame: CGRect(x: 0, y: 0, width: 320, height: 600),
                                  collectionViewLayout: UICollectionViewCompositionalLayout.list(using: .init(appearance: .plain)))
        let reg = UICollectionView.CellRegistration<UICollectionViewListCell, String> { cell, _, item in
            var c = cell.defaultContentConfiguration()
            c.text = item
            cell.contentConfiguration = c
            cell.accessories = [.outlineDisclosure()]
        }
        let ds = UICollectionViewDiffableDataSource<Int, String>(collectionView: cv) { cv, ip, item in
            cv.dequeueConfiguredReusableCell(using: reg, for: ip, item: item)
        }
        var log: [String] = []
        ds.sectionSnapshotHandlers.willExpandItem = { log.append("expand \($0)") }
        ds.sectionSnapshotHandlers.shouldCollapseItem = { $0 != "Veg" }
        ds.apply(tree(), to: 0, animatingDifferences: false)
        cv.layoutIfNeeded()
        #expect(ds.snapshot().itemIdentifiers(inSection: 0) == ["Fruit", "Veg"])
        #expect(cv.numberOfItems(inSection: 0) == 2)
        let fruit = try #require(cv.cellForItem(at: IndexPath(item: 0, section: 0)) as? UICollectionViewListCell)
        let disclosure = try #require(chevron(in: fruit))
        disclosure.sendActions(for: .touchUpInside)
        cv.layoutIfNeeded()
        #expect(log == ["expand Fruit"])
        #expect(ds.snapshot().itemIdentifiers(inSection: 0) == ["Fruit", "Apple", "Pear", "Veg"])
        #expect(ds.snapshot(for: 0).isExpanded("Fruit"))
        let apple = try #require(cv.cellForItem(at: IndexPath(item: 1, section: 0)) as? UICollectionViewListCell)
        #expect(apple.indentationLevel == 1)
        disclosure.sendActions(for: .touchUpInside)
        #expect(ds.snapshot().itemIdentifiers(inSection: 0) == ["Fruit", "Veg"])
        // Veg may not collapse: expand it, then the collapse is refused.
        var s = ds.snapshot(for: 0)
        s.expand(["Veg"])
        ds.apply(s, to: 0, animatingDifferences: false)
        cv.layoutIfNeeded()
        let veg = try #require(cv.cellForItem(at: IndexPath(item: 1, section: 0)) as? UICollectionViewListCell)
        chevron(in: veg)?.sendActions(for: .touchUpInside)
        #expect(ds.snapshot().itemIdentifiers(inSection: 0) == ["Fruit", "Veg", "Leek"])
    }
}
