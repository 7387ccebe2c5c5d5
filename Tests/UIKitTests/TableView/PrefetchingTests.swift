import Testing
import UIKit

/// Prefetching data sources: rows and items not yet on screen are announced before they scroll in, each
/// once; ones that are passed by without being shown are cancelled; nothing already visible is announced.
@MainActor @Suite(.freshWorld) struct PrefetchingTests {
    final class TablePrefetcher: NSObject, UITableViewDataSourcePrefetching {
        var prefetched: [[IndexPath]] = []
        var cancelled: [[IndexPath]] = []
        func tableView(_ tableView: UITableView, prefetchRowsAt indexPaths: [IndexPath]) { prefetched.append(indexPaths) }
        func tableView(_ tableView: UITableView, cancelPrefetchingForRowsAt indexPaths: [IndexPath]) { cancelled.append(indexPaths) }
    }
    final class ItemPrefetcher: NSObject, UICollectionViewDataSourcePrefetching {
        var prefetched: [IndexPath] = []
        func collectionView(_ collectionView: UICollectionView, prefetchItemsAt indexPaths: [IndexPath]) { prefetched += indexPaths }
    }
    final class Items: NSObject, UICollectionViewDataSource {
        func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int { 200 }
        func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
            collectionView.dequeueReusableCell(withReuseIdentifier: "c", for: indexPath)
        }
    }

    private func rows(_ r: ClosedRange<Int>) -> [IndexPath] { r.map { IndexPath(row: $0, section: 0) } }

    @Test("A table announces rows ahead of the visible ones, each once and never a visible row; scrolling back cancels rows passed by")
    func tableRows() {
        let model = TableModel(rows: [1000], heights: { _ in 40 })
        let t = UITableView(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
        t.register(CountingCell.self, forCellReuseIdentifier: "cell")
        let p = TablePrefetcher()
        t.dataSource = model
        t.delegate = model
        t.prefetchDataSource = p
        t.layoutIfNeeded()
        let visible = Set(t.indexPathsForVisibleRows ?? [])
        let announced = p.prefetched.flatMap { $0 }
        #expect(!announced.isEmpty)
        #expect(visible.isDisjoint(with: announced))
        // Rows 0..<12 fill 480 points; the next screen holds rows 12..<24.
        #expect(announced == rows(12...23))
        t.contentOffset = CGPoint(x: 0, y: 200)
        t.layoutIfNeeded()
        let second = p.prefetched.dropFirst().flatMap { $0 }
        #expect(Set(second).isDisjoint(with: announced))
        #expect(Set(second).isDisjoint(with: t.indexPathsForVisibleRows ?? []))
        #expect(p.cancelled.isEmpty)
        // Scrolling back up: the rows below that were announced but never shown are cancelled.
        t.contentOffset = CGPoint(x: 0, y: 120)
        t.layoutIfNeeded()
        let cancelled = Set(p.cancelled.flatMap { $0 })
        #expect(!cancelled.isEmpty)
        #expect(cancelled.allSatisfy { $0.row >= 17 })
    }

    @Test("A collection view announces items ahead while isPrefetchingEnabled, and none when it is off")
    func collectionItems() {
        let layout = UICollectionViewFlowLayout()
        layout.itemSize = CGSize(width: 100, height: 100)
        layout.minimumLineSpacing = 0
        layout.minimumInteritemSpacing = 0
        let cv = UICollectionView(frame: CGRect(x: 0, y: 0, width: 300, height: 300), collectionViewLayout: layout)
        cv.register(UICollectionViewCell.self, forCellWithReuseIdentifier: "c")
        let items = Items(), p = ItemPrefetcher()
        cv.dataSource = items
        cv.prefetchDataSource = p
        cv.layoutIfNeeded()
        // Three rows of three are visible (items 0..<9); the next 300 points hold items 9..<18.
        #expect(p.prefetched == (9..<18).map { IndexPath(item: $0, section: 0) })
        let off = UICollectionView(frame: CGRect(x: 0, y: 0, width: 300, height: 300), collectionViewLayout: UICollectionViewFlowLayout())
        off.register(UICollectionViewCell.self, forCellWithReuseIdentifier: "c")
        let p2 = ItemPrefetcher()
        off.dataSource = items
        off.prefetchDataSource = p2
        off.isPrefetchingEnabled = false
        off.layoutIfNeeded()
        #expect(p2.prefetched.isEmpty)
    }
}
