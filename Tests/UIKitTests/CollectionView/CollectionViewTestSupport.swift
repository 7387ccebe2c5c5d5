import Testing
import UIKit

/// A cell that counts `prepareForReuse()` calls and shows its item in a label.
@MainActor
final class GridCell: UICollectionViewCell {
    nonisolated(unsafe) static var created = 0
    var prepared = 0
    var applied = 0
    let label = UILabel()
    override init(frame: CGRect) {
        super.init(frame: frame)
        GridCell.created += 1
        contentView.addSubview(label)
    }
    required init?(coder: NSCoder) { nil }
    override func prepareForReuse() {
        super.prepareForReuse()
        prepared += 1
        label.text = nil
    }
    override func apply(_ layoutAttributes: UICollectionViewLayoutAttributes) {
        super.apply(layoutAttributes)
        applied += 1
    }
}

/// A header view that counts reuse.
@MainActor
final class GridHeader: UICollectionReusableView {
    let label = UILabel()
    var prepared = 0
    override init(frame: CGRect) {
        super.init(frame: frame)
        addSubview(label)
    }
    required init?(coder: NSCoder) { nil }
    override func prepareForReuse() { super.prepareForReuse(); prepared += 1 }
}

/// A data source and flow-layout delegate with configurable sections and sizes, logging every call.
@MainActor
final class GridModel: NSObject, UICollectionViewDataSource, UICollectionViewDelegateFlowLayout {
    /// Item identifiers per section; cells show them, so tests can check which item a cell holds.
    var items: [[Int]]
    var sizes: ((IndexPath) -> CGSize)?
    var cellCalls: [IndexPath] = []
    var supplementaryCalls: [String] = []
    var log: [String] = []
    var displayed: [IndexPath] = []
    var ended: [IndexPath] = []
    var shouldSelect: (IndexPath) -> Bool = { _ in true }
    var shouldHighlight: (IndexPath) -> Bool = { _ in true }

    init(items: [[Int]], sizes: ((IndexPath) -> CGSize)? = nil) {
        self.items = items
        self.sizes = sizes
    }
    convenience init(counts: [Int]) {
        var next = 0
        self.init(items: counts.map { n in (0..<n).map { _ in defer { next += 1 }; return next } })
    }

    func numberOfSections(in collectionView: UICollectionView) -> Int { items.count }
    func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int { items[section].count }
    func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
        cellCalls.append(indexPath)
        let cell = collectionView.dequeueReusableCell(withReuseIdentifier: "cell", for: indexPath) as! GridCell
        cell.label.text = "\(items[indexPath.section][indexPath.item])"
        return cell
    }
    func collectionView(_ collectionView: UICollectionView, viewForSupplementaryElementOfKind kind: String,
                        at indexPath: IndexPath) -> UICollectionReusableView {
        supplementaryCalls.append("\(kind == UICollectionView.elementKindSectionHeader ? "header" : "footer") \(indexPath.section)")
        let v = collectionView.dequeueReusableSupplementaryView(ofKind: kind, withReuseIdentifier: "sup", for: indexPath) as! GridHeader
        v.label.text = "Section \(indexPath.section)"
        return v
    }
    func collectionView(_ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
                        sizeForItemAt indexPath: IndexPath) -> CGSize {
        sizes?(indexPath) ?? (collectionViewLayout as! UICollectionViewFlowLayout).itemSize
    }
    func collectionView(_ collectionView: UICollectionView, willDisplay cell: UICollectionViewCell, forItemAt indexPath: IndexPath) {
        displayed.append(indexPath)
    }
    func collectionView(_ collectionView: UICollectionView, didEndDisplaying cell: UICollectionViewCell, forItemAt indexPath: IndexPath) {
        ended.append(indexPath)
    }
    func collectionView(_ collectionView: UICollectionView, shouldHighlightItemAt indexPath: IndexPath) -> Bool {
        log.append("shouldHighlight \(indexPath.item)")
        return shouldHighlight(indexPath)
    }
    func collectionView(_ collectionView: UICollectionView, didHighlightItemAt indexPath: IndexPath) { log.append("didHighlight \(indexPath.item)") }
    func collectionView(_ collectionView: UICollectionView, didUnhighlightItemAt indexPath: IndexPath) { log.append("didUnhighlight \(indexPath.item)") }
    func collectionView(_ collectionView: UICollectionView, shouldSelectItemAt indexPath: IndexPath) -> Bool {
        log.append("shouldSelect \(indexPath.item)")
        return shouldSelect(indexPath)
    }
    func collectionView(_ collectionView: UICollectionView, shouldDeselectItemAt indexPath: IndexPath) -> Bool {
        log.append("shouldDeselect \(indexPath.item)")
        return true
    }
    func collectionView(_ collectionView: UICollectionView, didSelectItemAt indexPath: IndexPath) { log.append("didSelect \(indexPath.item)") }
    func collectionView(_ collectionView: UICollectionView, didDeselectItemAt indexPath: IndexPath) { log.append("didDeselect \(indexPath.item)") }
}

/// A 320×480 collection view with a default flow layout (50×50 items, spacing 10), `GridCell` registered
/// as "cell" and `GridHeader` as "sup" for headers and footers, laid out.
@MainActor
func makeGrid(_ model: GridModel, layout: UICollectionViewFlowLayout = UICollectionViewFlowLayout(),
              frame: CGRect = CGRect(x: 0, y: 0, width: 320, height: 480)) -> UICollectionView {
    let cv = UICollectionView(frame: frame, collectionViewLayout: layout)
    cv.register(GridCell.self, forCellWithReuseIdentifier: "cell")
    cv.register(GridHeader.self, forSupplementaryViewOfKind: UICollectionView.elementKindSectionHeader, withReuseIdentifier: "sup")
    cv.register(GridHeader.self, forSupplementaryViewOfKind: UICollectionView.elementKindSectionFooter, withReuseIdentifier: "sup")
    cv.dataSource = model
    cv.delegate = model
    cv.layoutIfNeeded()
    return cv
}

/// The frame the layout gives an item.
@MainActor
func itemFrame(_ cv: UICollectionView, _ item: Int, _ section: Int = 0) -> CGRect? {
    cv.layoutAttributesForItem(at: IndexPath(item: item, section: section))?.frame
}

/// A collection view filling a shown controller's view (see `shownController`), fed by a diffable data
/// source whose sections 0, 1, … hold `sections`' items, its cells of class `Cell` configured by
/// `configure`, after one turn. Keep the data source for the test's duration (the collection view holds it
/// weakly).
@MainActor
func shownDiffableCollection<Cell: UICollectionViewCell, Item: Hashable>(
    layout: UICollectionViewLayout, sections: [[Item]], cell: Cell.Type,
    configure: @escaping (Cell, IndexPath, Item) -> Void = { _, _, _ in }
) -> (window: UIWindow, collectionView: UICollectionView, source: UICollectionViewDiffableDataSource<Int, Item>) {
    let (window, vc) = shownController(CGSize(width: 390, height: 844))
    let cv = UICollectionView(frame: vc.view.bounds, collectionViewLayout: layout)
    let registration = UICollectionView.CellRegistration<Cell, Item>(handler: configure)
    let source = UICollectionViewDiffableDataSource<Int, Item>(collectionView: cv) { cv, ip, item in
        cv.dequeueConfiguredReusableCell(using: registration, for: ip, item: item)
    }
    var snapshot = NSDiffableDataSourceSnapshot<Int, Item>()
    for (s, items) in sections.enumerated() {
        snapshot.appendSections([s])
        snapshot.appendItems(items, toSection: s)
    }
    source.apply(snapshot, animatingDifferences: false)
    vc.view.addSubview(cv)
    UIApplication.shared.runOneTurn()
    return (window, cv, source)
}
