import Foundation
import Testing
import UIKit

/// Self-sizing collection view cells: a flow layout with `estimatedItemSize = automaticSize` asks each cell
/// for its Auto Layout size; a cell with a multi-line label pinned to a fixed width grows with its text.
@MainActor @Suite(.freshWorld) struct SelfSizingCollectionTests {
    final class NoteCell: UICollectionViewCell {
        let label = UILabel()
        override init(frame: CGRect) {
            super.init(frame: frame)
            label.numberOfLines = 0
            label.translatesAutoresizingMaskIntoConstraints = false
            contentView.addSubview(label)
            NSLayoutConstraint.activate([
                label.leadingAnchor.constraint(equalTo: contentView.leadingAnchor, constant: 8),
                label.trailingAnchor.constraint(equalTo: contentView.trailingAnchor, constant: -8),
                label.topAnchor.constraint(equalTo: contentView.topAnchor, constant: 8),
                label.bottomAnchor.constraint(equalTo: contentView.bottomAnchor, constant: -8),
                contentView.widthAnchor.constraint(equalToConstant: 200),
            ])
        }
        required init?(coder: NSCoder) { return nil }
    }

    final class Source: NSObject, UICollectionViewDataSource {
        let texts: [String]
        init(_ t: [String]) { texts = t }
        func collectionView(_ cv: UICollectionView, numberOfItemsInSection section: Int) -> Int { texts.count }
        func collectionView(_ cv: UICollectionView, cellForItemAt ip: IndexPath) -> UICollectionViewCell {
            let c = cv.dequeueReusableCell(withReuseIdentifier: "note", for: ip) as! NoteCell
            c.label.text = texts[ip.item]
            return c
        }
    }

    @Test func multilineCellsGrow() {
        let (window, vc) = shownController(CGSize(width: 320, height: 800))
        defer { withExtendedLifetime(window) {} }
        let flow = UICollectionViewFlowLayout()
        flow.estimatedItemSize = UICollectionViewFlowLayout.automaticSize
        let cv = UICollectionView(frame: CGRect(x: 0, y: 0, width: 320, height: 800), collectionViewLayout: flow)
        cv.register(NoteCell.self, forCellWithReuseIdentifier: "note")
        let long = String(repeating: "Cells grow with their text. ", count: 6)
        let source = Source(["Short", long])
        cv.dataSource = source
        vc.view.addSubview(cv)
        UIApplication.shared.runOneTurn()
        UIApplication.shared.runOneTurn()
        let a = cv.layoutAttributesForItem(at: IndexPath(item: 0, section: 0))?.frame
        let b = cv.layoutAttributesForItem(at: IndexPath(item: 1, section: 0))?.frame
        let probe = UILabel()
        probe.numberOfLines = 0
        probe.text = long
        let wrapped = probe.sizeThatFits(CGSize(width: 184, height: CGFloat.greatestFiniteMagnitude)).height
        #expect(a?.width == 200)
        #expect(b?.width == 200)
        #expect(b.map { abs($0.height - (wrapped + 16)) <= 1 } == true)
        #expect((b?.height ?? 0) > (a?.height ?? 0) * 3)
    }
}
