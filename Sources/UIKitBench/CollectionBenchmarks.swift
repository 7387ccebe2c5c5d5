import Foundation
import UIKit

// UICollectionView with a flow layout: a 10,000-item grid scrolled frame by frame, reloadData, and the
// flow layout's prepare(). `--collection` runs only these.

@MainActor
private final class BenchCell: UICollectionViewCell {
    let label = UILabel()
    override init(frame: CGRect) {
        super.init(frame: frame)
        label.font = .systemFont(ofSize: 14)
        label.textAlignment = .center
        contentView.addSubview(label)
    }
    required init?(coder: NSCoder) { nil }
    override func layoutSubviews() {
        super.layoutSubviews()
        label.frame = contentView.bounds
    }
}

@MainActor
private final class BenchGridSource: NSObject, UICollectionViewDataSource {
    let count: Int
    var calls = 0
    init(count: Int) { self.count = count }
    func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int { count }
    func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
        calls += 1
        let cell = collectionView.dequeueReusableCell(withReuseIdentifier: "c", for: indexPath) as! BenchCell
        cell.contentView.backgroundColor = UIColor(hue: CGFloat(indexPath.item % 97) / 97, saturation: 0.6, brightness: 0.9, alpha: 1)
        cell.label.text = "\(indexPath.item)"
        return cell
    }
}

@MainActor
func collectionBenchmarks() {
    let saved = UIScreen.main
    defer { UIScreen.main = saved }
    UIScreen.main = UIScreen(bounds: CGRect(x: 0, y: 0, width: 1280, height: 800), scale: 1)
    let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 1280, height: 800))
    window.backgroundColor = .white
    let layout = UICollectionViewFlowLayout()
    layout.itemSize = CGSize(width: 60, height: 60)
    layout.minimumLineSpacing = 8
    layout.minimumInteritemSpacing = 8
    layout.sectionInset = UIEdgeInsets(top: 8, left: 8, bottom: 8, right: 8)
    let cv = UICollectionView(frame: window.bounds, collectionViewLayout: layout)
    cv.register(BenchCell.self, forCellWithReuseIdentifier: "c")
    let source = BenchGridSource(count: 10_000)
    window.addSubview(cv)
    window.makeKeyAndVisible()

    // Build: data source set, first layout (prepare of 10,000 items, the visible cells made).
    let t0 = now()
    cv.dataSource = source
    cv.layoutIfNeeded()
    let firstLayout = now() - t0
    UIApplication.shared.runOneTurn()
    let visible = cv.visibleCells.count
    report(Figure(name: "collection view: data source set + first layout, 10,000 items (\(visible) cells visible), 1280×800",
                  value: firstLayout * 1000, unit: "ms"))

    // A frame while scrolling 8 points per frame: one run-loop turn (collection layout, display, composite).
    var y: CGFloat = 0
    let maxY = cv.contentSize.height - cv.bounds.height
    let frame = measure {
        y += 8
        if y > maxY { y = 0 }
        cv.contentOffset = CGPoint(x: 0, y: y)
        UIApplication.shared.runOneTurn()
    }
    report(Figure(name: "collection view: scroll frame (8 points, run-loop turn), 10,000-item grid", value: frame * 1000, unit: "ms"))

    // The collection view's own share: the layout pass only (cells leaving and entering, attributes in the rect).
    let layoutOnly = measure {
        y += 8
        if y > maxY { y = 0 }
        cv.contentOffset = CGPoint(x: 0, y: y)
        cv.layoutIfNeeded()
    }
    report(Figure(name: "collection view: scroll step, layout pass only (8 points)", value: layoutOnly * 1000, unit: "ms"))

    // A jump of a whole screen: every visible cell is recycled and reconfigured.
    let jump = measure {
        y += 800
        if y > maxY { y = 0 }
        cv.contentOffset = CGPoint(x: 0, y: y)
        cv.layoutIfNeeded()
    }
    report(Figure(name: "collection view: jump of one screen (all \(visible) cells reused), layout pass", value: jump * 1000, unit: "ms"))

    // reloadData: counts read again, layout prepared again, every visible cell asked for again (from the queue).
    let reload = measure {
        cv.reloadData()
        cv.layoutIfNeeded()
    }
    report(Figure(name: "collection view: reloadData + layout, 10,000 items", value: reload * 1000, unit: "ms"))

    // The flow layout alone: prepare() for 10,000 items.
    let prepare = measure {
        layout.invalidateLayout()
        layout.prepare()
    }
    report(Figure(name: "flow layout: prepare(), 10,000 items of one size", value: prepare * 1000, unit: "ms"))
    let rectQuery = measure {
        for k in 0..<100 { _ = layout.layoutAttributesForElements(in: CGRect(x: 0, y: CGFloat(k) * 600, width: 1280, height: 800)) }
    }
    report(Figure(name: "flow layout: layoutAttributesForElements(in:) for a screen", value: rectQuery * 1000 / 100, unit: "ms"))
}
