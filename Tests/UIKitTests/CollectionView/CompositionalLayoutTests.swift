import Testing
import UIKit

@MainActor @Suite(.freshWorld) struct CompositionalLayoutTests {
    func makeView(_ layout: UICollectionViewLayout, _ model: GridModel) -> UICollectionView {
        let cv = UICollectionView(frame: CGRect(x: 0, y: 0, width: 320, height: 480), collectionViewLayout: layout)
        cv.register(GridCell.self, forCellWithReuseIdentifier: "cell")
        cv.register(GridHeader.self, forSupplementaryViewOfKind: UICollectionView.elementKindSectionHeader, withReuseIdentifier: "sup")
        cv.dataSource = model
        cv.layoutIfNeeded()
        return cv
    }

    @Test("a grid of thirds: fractional item widths in a fixed-height group, section insets and inter-group spacing")
    func thirds() {
        let item = NSCollectionLayoutItem(layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(0.25), heightDimension: .fractionalHeight(1)))
        item.contentInsets = NSDirectionalEdgeInsets(top: 2, leading: 2, bottom: 2, trailing: 2)
        let group = NSCollectionLayoutGroup.horizontal(
            layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(100)), subitems: [item])
        let section = NSCollectionLayoutSection(group: group)
        section.interGroupSpacing = 10
        section.contentInsets = NSDirectionalEdgeInsets(top: 10, leading: 20, bottom: 10, trailing: 20)
        let model = GridModel(counts: [7])
        let cv = makeView(UICollectionViewCompositionalLayout(section: section), model)
        // Content width 280: four items of 70 per group (the item repeats while it fits), inset by 2.
        #expect(itemFrame(cv, 0) == CGRect(x: 22, y: 12, width: 66, height: 96))
        #expect(itemFrame(cv, 3) == CGRect(x: 232, y: 12, width: 66, height: 96))
        #expect(itemFrame(cv, 4) == CGRect(x: 22, y: 122, width: 66, height: 96))
        #expect(itemFrame(cv, 6) == CGRect(x: 162, y: 122, width: 66, height: 96))
        #expect(cv.contentSize == CGSize(width: 320, height: 230))
        #expect(cv.visibleCells.count == 7)
    }

    @Test("a group with a count shares its width among the copies, less the fixed spacing; headers sit above the items")
    func countAndHeader() {
        let item = NSCollectionLayoutItem(layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .fractionalHeight(1)))
        let group = NSCollectionLayoutGroup.horizontal(
            layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(50)), subitem: item, count: 4)
        group.interItemSpacing = .fixed(8)
        let section = NSCollectionLayoutSection(group: group)
        section.interGroupSpacing = 6
        let header = NSCollectionLayoutBoundarySupplementaryItem(
            layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(40)),
            elementKind: UICollectionView.elementKindSectionHeader, alignment: .top)
        section.boundarySupplementaryItems = [header]
        let config = UICollectionViewCompositionalLayoutConfiguration()
        config.interSectionSpacing = 20
        let model = GridModel(counts: [5, 2])
        let cv = makeView(UICollectionViewCompositionalLayout(section: section, configuration: config), model)
        // (320 − 3 × 8) / 4 = 74.
        #expect(itemFrame(cv, 0) == CGRect(x: 0, y: 40, width: 74, height: 50))
        #expect(itemFrame(cv, 3) == CGRect(x: 246, y: 40, width: 74, height: 50))
        #expect(itemFrame(cv, 4) == CGRect(x: 0, y: 96, width: 74, height: 50))
        // Section 1 starts after 146 + 20: header 166–206, items at 206.
        let h1 = cv.layoutAttributesForSupplementaryElement(ofKind: UICollectionView.elementKindSectionHeader, at: IndexPath(item: 0, section: 1))
        #expect(h1?.frame == CGRect(x: 0, y: 166, width: 320, height: 40))
        #expect(itemFrame(cv, 1, 1) == CGRect(x: 82, y: 206, width: 74, height: 50))
        #expect(cv.contentSize.height == 256)
        #expect(model.supplementaryCalls == ["header 0", "header 1"])
    }

    @Test("nested groups: a large item beside a column of two")
    func nested() {
        let big = NSCollectionLayoutItem(layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(0.5), heightDimension: .fractionalHeight(1)))
        let small = NSCollectionLayoutItem(layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .fractionalHeight(0.5)))
        let column = NSCollectionLayoutGroup.vertical(
            layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(0.5), heightDimension: .fractionalHeight(1)), subitem: small, count: 2)
        let group = NSCollectionLayoutGroup.horizontal(
            layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(200)), subitems: [big, column])
        let model = GridModel(counts: [5])
        let cv = makeView(UICollectionViewCompositionalLayout(section: NSCollectionLayoutSection(group: group)), model)
        #expect(itemFrame(cv, 0) == CGRect(x: 0, y: 0, width: 160, height: 200))
        #expect(itemFrame(cv, 1) == CGRect(x: 160, y: 0, width: 160, height: 100))
        #expect(itemFrame(cv, 2) == CGRect(x: 160, y: 100, width: 160, height: 100))
        #expect(itemFrame(cv, 3) == CGRect(x: 0, y: 200, width: 160, height: 200))
        #expect(itemFrame(cv, 4) == CGRect(x: 160, y: 200, width: 160, height: 100))
    }

    @Test("list layout: full-width rows sized by their cells, one under the other; inset grouped lists are inset by 20")
    func list() {
        final class Source: NSObject, UICollectionViewDataSource {
            let registration = UICollectionView.CellRegistration<UICollectionViewListCell, Int> { cell, _, item in
                var c = cell.defaultContentConfiguration()
                c.text = "Row \(item)"
                if item % 2 == 1 { c.secondaryText = "Details of row \(item)" }
                cell.contentConfiguration = c
            }
            func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int { 6 }
            func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
                collectionView.dequeueConfiguredReusableCell(using: registration, for: indexPath, item: indexPath.item)
            }
        }
        for appearance in [UICollectionLayoutListConfiguration.Appearance.plain, .insetGrouped] {
            let s = Source()
            let cv = UICollectionView(frame: CGRect(x: 0, y: 0, width: 320, height: 480),
                                      collectionViewLayout: UICollectionViewCompositionalLayout.list(using: UICollectionLayoutListConfiguration(appearance: appearance)))
            cv.dataSource = s
            cv.layoutIfNeeded()
            let x: CGFloat = appearance == .plain ? 0 : 20
            var y: CGFloat = appearance == .plain ? 0 : 10
            var heights: [CGFloat] = []
            for i in 0..<6 {
                let f = itemFrame(cv, i)!
                #expect(f.minX == x && f.width == 320 - 2 * x && f.minY == y, "\(appearance) row \(i)")
                #expect(cv.cellForItem(at: IndexPath(item: i, section: 0))?.frame == f)
                y = f.maxY
                heights.append(f.height)
            }
            // Each row is measured by its cell: rows with a secondary line are taller than rows without.
            #expect(heights[1] > heights[0] && heights[3] > heights[2])
        }
    }

    @Test("a pinned section header stays at the top of the visible area until its section's items end")
    func pinnedHeader() {
        let item = NSCollectionLayoutItem(layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(50)))
        let group = NSCollectionLayoutGroup.vertical(layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(50)), subitems: [item])
        let section = NSCollectionLayoutSection(group: group)
        let header = NSCollectionLayoutBoundarySupplementaryItem(
            layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(30)),
            elementKind: UICollectionView.elementKindSectionHeader, alignment: .top)
        header.pinToVisibleBounds = true
        section.boundarySupplementaryItems = [header]
        let model = GridModel(counts: [10, 10])
        let cv = makeView(UICollectionViewCompositionalLayout(section: section), model)
        let kind = UICollectionView.elementKindSectionHeader
        // Section 0: header 0–30, items 30–530. Section 1: header 530–560.
        cv.contentOffset = CGPoint(x: 0, y: 200)
        cv.layoutIfNeeded()
        #expect(cv.supplementaryView(forElementKind: kind, at: IndexPath(item: 0, section: 0))?.frame.minY == 200)
        cv.contentOffset = CGPoint(x: 0, y: 510)
        cv.layoutIfNeeded()
        #expect(cv.supplementaryView(forElementKind: kind, at: IndexPath(item: 0, section: 0))?.frame.minY == 500)
        #expect(cv.supplementaryView(forElementKind: kind, at: IndexPath(item: 0, section: 1))?.frame.minY == 530)
        cv.contentOffset = CGPoint(x: 0, y: 600)
        cv.layoutIfNeeded()
        #expect(cv.supplementaryView(forElementKind: kind, at: IndexPath(item: 0, section: 1))?.frame.minY == 600)
        #expect(cv.supplementaryView(forElementKind: kind, at: IndexPath(item: 0, section: 0)) == nil)
    }

    @Test("a custom UICollectionViewLayout subclass (two-column waterfall) drives the collection view")
    func customWaterfall() {
        final class WaterfallLayout: UICollectionViewLayout {
            var heights: (Int) -> CGFloat = { _ in 50 }
            private var cache: [UICollectionViewLayoutAttributes] = []
            private var height: CGFloat = 0
            override func prepare() {
                super.prepare()
                guard let cv = collectionView else { return }
                cache = []
                var columns: [CGFloat] = [0, 0]
                let width = cv.bounds.width / 2
                for i in 0..<cv.numberOfItems(inSection: 0) {
                    let c = columns[0] <= columns[1] ? 0 : 1
                    let a = UICollectionViewLayoutAttributes(forCellWith: IndexPath(item: i, section: 0))
                    a.frame = CGRect(x: CGFloat(c) * width, y: columns[c], width: width, height: heights(i))
                    columns[c] += heights(i)
                    cache.append(a)
                }
                height = columns.max() ?? 0
            }
            override var collectionViewContentSize: CGSize { CGSize(width: collectionView?.bounds.width ?? 0, height: height) }
            override func layoutAttributesForElements(in rect: CGRect) -> [UICollectionViewLayoutAttributes]? {
                cache.filter { $0.frame.intersects(rect) }
            }
            override func layoutAttributesForItem(at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? {
                cache.indices.contains(indexPath.item) ? cache[indexPath.item] : nil
            }
        }
        let l = WaterfallLayout()
        l.heights = { [100, 60, 80, 120, 40, 90][$0 % 6] }
        let model = GridModel(counts: [30])
        let cv = makeView(l, model)
        // Each item goes to the shorter column: 0 left, 1 right (0 < 100), 2 right (60 < 100), 3 left (100 < 140).
        #expect(itemFrame(cv, 0) == CGRect(x: 0, y: 0, width: 160, height: 100))
        #expect(itemFrame(cv, 1) == CGRect(x: 160, y: 0, width: 160, height: 60))
        #expect(itemFrame(cv, 2) == CGRect(x: 160, y: 60, width: 160, height: 80))
        #expect(itemFrame(cv, 3) == CGRect(x: 0, y: 100, width: 160, height: 120))
        #expect(cv.contentSize.height == l.collectionViewContentSize.height && cv.contentSize.height > 480)
        let visible = Set(cv.indexPathsForVisibleItems)
        let expected = Set((l.layoutAttributesForElements(in: cv.bounds) ?? []).map(\.indexPath))
        #expect(visible == expected && !visible.isEmpty)
        cv.contentOffset = CGPoint(x: 0, y: 400)
        cv.layoutIfNeeded()
        #expect(Set(cv.indexPathsForVisibleItems) == Set((l.layoutAttributesForElements(in: cv.bounds) ?? []).map(\.indexPath)))
        // Left column: 0 (0–100), 3 (100–220), 6 (220–320), 8 (320–400), 10 (400–440).
        #expect(cv.indexPathForItem(at: CGPoint(x: 10, y: 410)) == IndexPath(item: 10, section: 0))
    }

    @Test("an orthogonally scrolling section lays its groups out side by side in one row")
    func orthogonalRow() {
        let item = NSCollectionLayoutItem(layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .fractionalHeight(1)))
        let group = NSCollectionLayoutGroup.horizontal(
            layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(0.75), heightDimension: .absolute(120)), subitems: [item])
        let carousel = NSCollectionLayoutSection(group: group)
        carousel.orthogonalScrollingBehavior = .groupPaging
        carousel.interGroupSpacing = 10
        carousel.contentInsets = NSDirectionalEdgeInsets(top: 0, leading: 16, bottom: 20, trailing: 16)
        let model = GridModel(counts: [4, 2])
        let layout = UICollectionViewCompositionalLayout { index, _ in
            index == 0 ? carousel : NSCollectionLayoutSection(group: NSCollectionLayoutGroup.vertical(
                layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(44)), subitems: [item]))
        }
        let cv = makeView(layout, model)
        // Content width 288: groups of 216 every 226 points from x 16.
        #expect(itemFrame(cv, 0) == CGRect(x: 16, y: 0, width: 216, height: 120))
        #expect(itemFrame(cv, 1)?.minX == 242 && itemFrame(cv, 3) == CGRect(x: 694, y: 0, width: 216, height: 120))
        #expect(itemFrame(cv, 0, 1) == CGRect(x: 0, y: 140, width: 320, height: 44))
        #expect(cv.contentSize == CGSize(width: 320, height: 228))
        #expect(Set(cv.indexPathsForVisibleItems) == [IndexPath(item: 0, section: 0), IndexPath(item: 1, section: 0),
                                                      IndexPath(item: 0, section: 1), IndexPath(item: 1, section: 1)])
    }
}
