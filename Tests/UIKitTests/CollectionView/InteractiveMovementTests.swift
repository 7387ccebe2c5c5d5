import Foundation
import Testing
import UIKit

/// UICollectionView's interactive movement, as Apple documents it: `beginInteractiveMovementForItem(at:)`
/// asks the data source's `canMoveItemAt`; `updateInteractiveMovementTargetPosition(_:)` makes the other items
/// make room; `endInteractiveMovement()` tells the data source `moveItemAt` once, from the original index path
/// to the final one; `cancelInteractiveMovement()` puts everything back and tells it nothing.
@MainActor @Suite(.serialized, .freshWorld)
struct InteractiveMovementTests {
    final class Movable: NSObject, UICollectionViewDataSource {
        var items = Array(0..<100)
        var log: [String] = []
        var fixed: Set<Int> = []
        func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int { items.count }
        func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
            let cell = collectionView.dequeueReusableCell(withReuseIdentifier: "cell", for: indexPath) as! GridCell
            cell.label.text = "\(items[indexPath.item])"
            return cell
        }
        func collectionView(_ collectionView: UICollectionView, canMoveItemAt indexPath: IndexPath) -> Bool {
            !fixed.contains(items[indexPath.item])
        }
        func collectionView(_ collectionView: UICollectionView, moveItemAt sourceIndexPath: IndexPath, to destinationIndexPath: IndexPath) {
            log.append("move \(sourceIndexPath.item)->\(destinationIndexPath.item)")
            items.insert(items.remove(at: sourceIndexPath.item), at: destinationIndexPath.item)
        }
    }

    private func grid(_ model: Movable) -> UICollectionView {
        let layout = UICollectionViewFlowLayout()
        layout.itemSize = CGSize(width: 50, height: 50)
        let cv = UICollectionView(frame: CGRect(x: 0, y: 0, width: 320, height: 480), collectionViewLayout: layout)
        cv.register(GridCell.self, forCellWithReuseIdentifier: "cell")
        cv.dataSource = model
        cv.layoutIfNeeded()
        return cv
    }

    private func label(_ cv: UICollectionView, _ item: Int) -> String? {
        (cv.cellForItem(at: IndexPath(item: item, section: 0)) as? GridCell)?.label.text
    }
    private func center(_ cv: UICollectionView, _ item: Int) -> CGPoint {
        let f = cv.layoutAttributesForItem(at: IndexPath(item: item, section: 0))!.frame
        return CGPoint(x: f.midX, y: f.midY)
    }

    @Test("Moving an item shows the others making room; cells made meanwhile show the shown order; the end tells the data source once")
    func moveAndEnd() {
        let model = Movable()
        let cv = grid(model)
        #expect(cv.beginInteractiveMovementForItem(at: IndexPath(item: 0, section: 0)))
        cv.updateInteractiveMovementTargetPosition(center(cv, 7))
        cv.layoutIfNeeded()
        #expect(label(cv, 0) == "1")
        #expect(label(cv, 7) == "0")
        #expect(model.log.isEmpty)
        // Scrolled away and back, the cells are made again at their shown places.
        cv.contentOffset = CGPoint(x: 0, y: 900)
        cv.layoutIfNeeded()
        cv.contentOffset = .zero
        cv.layoutIfNeeded()
        #expect(label(cv, 0) == "1")
        #expect(label(cv, 6) == "7")
        #expect(label(cv, 7) == "0")
        #expect(cv.cellForItem(at: IndexPath(item: 7, section: 0))?.configurationState.isReordering == true)
        cv.updateInteractiveMovementTargetPosition(center(cv, 7))
        cv.endInteractiveMovement()
        #expect(model.log == ["move 0->7"])
        #expect(Array(model.items.prefix(9)) == [1, 2, 3, 4, 5, 6, 7, 0, 8])
        for ip in cv.indexPathsForVisibleItems { #expect(label(cv, ip.item) == "\(model.items[ip.item])") }
        #expect(cv.cellForItem(at: IndexPath(item: 7, section: 0))?.frame == cv.layoutAttributesForItem(at: IndexPath(item: 7, section: 0))?.frame)
    }

    @Test("Cancelling puts every item back and tells the data source nothing")
    func cancel() {
        let model = Movable()
        let cv = grid(model)
        #expect(cv.beginInteractiveMovementForItem(at: IndexPath(item: 3, section: 0)))
        cv.updateInteractiveMovementTargetPosition(center(cv, 10))
        cv.layoutIfNeeded()
        #expect(label(cv, 10) == "3")
        cv.cancelInteractiveMovement()
        #expect(model.log.isEmpty)
        for k in 0..<15 { #expect(label(cv, k) == "\(k)") }
    }

    @Test("An item the data source does not let move does not begin; a second movement does not begin during one")
    func refused() {
        let model = Movable()
        model.fixed = [2]
        let cv = grid(model)
        #expect(!cv.beginInteractiveMovementForItem(at: IndexPath(item: 2, section: 0)))
        #expect(!cv.beginInteractiveMovementForItem(at: IndexPath(item: 500, section: 0)))
        #expect(cv.beginInteractiveMovementForItem(at: IndexPath(item: 1, section: 0)))
        #expect(!cv.beginInteractiveMovementForItem(at: IndexPath(item: 4, section: 0)))
        cv.endInteractiveMovement()
        #expect(model.log.isEmpty)
    }
}
