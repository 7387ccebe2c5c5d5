import Testing
import UIKit

@MainActor @Suite(.freshWorld) struct CollectionViewTests {
    @Test("cellForItemAt is asked only for items in the visible bounds, in order, once each")
    func onlyVisibleItems() {
        let model = GridModel(counts: [100])
        let before = GridCell.created
        let cv = makeGrid(model)
        // Lines every 60 points; lines 0–7 start above 480: items 0–39.
        #expect(model.cellCalls == (0..<40).map { IndexPath(item: $0, section: 0) })
        #expect(GridCell.created - before == 40)
        #expect(cv.indexPathsForVisibleItems == (0..<40).map { IndexPath(item: $0, section: 0) })
        #expect(cv.visibleCells.count == 40)
        #expect(model.displayed == model.cellCalls)
        #expect(cv.numberOfSections == 1 && cv.numberOfItems(inSection: 0) == 100 && cv.numberOfItems(inSection: 3) == 0)
        // Laying out again asks for nothing.
        cv.setNeedsLayout()
        cv.layoutIfNeeded()
        #expect(model.cellCalls.count == 40)
        #expect(cv.contentSize == CGSize(width: 320, height: 1190))
    }

    @Test("scrolling reuses the cells that left: prepareForReuse, no new cells, didEndDisplaying for each")
    func reuseOnScroll() {
        let model = GridModel(counts: [100])
        let before = GridCell.created
        let cv = makeGrid(model)
        model.cellCalls = []
        cv.contentOffset = CGPoint(x: 0, y: 600)
        cv.layoutIfNeeded()
        // Lines 10–17 (bottoms after 600, tops before 1080): items 50–89, all from the queue.
        #expect(model.cellCalls == (50..<90).map { IndexPath(item: $0, section: 0) })
        #expect(GridCell.created - before == 40)
        #expect(Set(model.ended) == Set((0..<40).map { IndexPath(item: $0, section: 0) }))
        let cells = cv.visibleCells.map { $0 as! GridCell }
        #expect(cells.allSatisfy { $0.prepared == 1 })
        #expect(cells.map(\.label.text) == (50..<90).map { "\($0)" })
        for (ip, c) in zip(cv.indexPathsForVisibleItems, cells) { #expect(c.frame == itemFrame(cv, ip.item)) }
        model.cellCalls = []
        cv.contentOffset = CGPoint(x: 0, y: 630)
        cv.layoutIfNeeded()
        #expect(model.cellCalls == (90..<95).map { IndexPath(item: $0, section: 0) })
        #expect(GridCell.created - before == 45)
    }

    @Test("a turn of the run loop lays out after a scroll, as the commit does")
    func scrollThroughRunLoop() {
        let w = makeEventWindow()
        let model = GridModel(counts: [200])
        let cv = makeGrid(model)
        w.addSubview(cv)
        UIApplication.shared.runOneTurn()
        model.cellCalls = []
        cv.contentOffset = CGPoint(x: 0, y: 1200)
        UIApplication.shared.runOneTurn()
        #expect(model.cellCalls.first == IndexPath(item: 100, section: 0))
        #expect(cv.cellForItem(at: IndexPath(item: 0, section: 0)) == nil)
        #expect((cv.cellForItem(at: IndexPath(item: 100, section: 0)) as? GridCell)?.label.text == "100")
    }

    @Test("supplementary views come from the data source for visible headers and footers, and are reused")
    func supplementaryViews() {
        let l = UICollectionViewFlowLayout()
        l.headerReferenceSize = CGSize(width: 0, height: 30)
        l.footerReferenceSize = CGSize(width: 0, height: 20)
        let model = GridModel(counts: [20, 20, 20])
        let cv = makeGrid(model, layout: l)
        // Each section: 30 + 230 + 20 = 280. Visible 0–480: header 0, footer 0 (260–280), header 1 (280–310).
        #expect(model.supplementaryCalls == ["header 0", "footer 0", "header 1"])
        let h = UICollectionView.elementKindSectionHeader
        #expect(cv.indexPathsForVisibleSupplementaryElements(ofKind: h) == [IndexPath(item: 0, section: 0), IndexPath(item: 0, section: 1)])
        let header0 = cv.supplementaryView(forElementKind: h, at: IndexPath(item: 0, section: 0)) as? GridHeader
        #expect(header0?.frame == CGRect(x: 0, y: 0, width: 320, height: 30) && header0?.label.text == "Section 0")
        model.supplementaryCalls = []
        cv.contentOffset = CGPoint(x: 0, y: 560)
        cv.layoutIfNeeded()
        // 560–1040: header 2 (560–590), footer 2 (820–840).
        #expect(model.supplementaryCalls == ["header 2", "footer 2"])
        #expect((cv.supplementaryView(forElementKind: h, at: IndexPath(item: 0, section: 2)) as? GridHeader)?.prepared == 1)
        #expect(cv.visibleSupplementaryViews(ofKind: UICollectionView.elementKindSectionFooter).count == 1)
    }

    @Test("indexPathForItem(at:) finds the item under a point and nil in the gaps; cellForItem only for visible items")
    func hitTestingItems() {
        let model = GridModel(counts: [100])
        let cv = makeGrid(model)
        #expect(cv.indexPathForItem(at: CGPoint(x: 100, y: 100)) == IndexPath(item: 6, section: 0))
        #expect(cv.indexPathForItem(at: CGPoint(x: 55, y: 10)) == nil)
        #expect(cv.indexPathForItem(at: CGPoint(x: 10, y: 55)) == nil)
        #expect(cv.indexPathForItem(at: CGPoint(x: 300, y: 1150)) == IndexPath(item: 99, section: 0))
        #expect(cv.cellForItem(at: IndexPath(item: 99, section: 0)) == nil)
        let c = cv.cellForItem(at: IndexPath(item: 6, section: 0))!
        #expect(cv.indexPath(for: c) == IndexPath(item: 6, section: 0))
    }

    @Test("scrollToItem places the item at the position asked, within the content")
    func scrollToItem() {
        let model = GridModel(counts: [100])
        let cv = makeGrid(model)
        cv.scrollToItem(at: IndexPath(item: 50, section: 0), at: .top, animated: false)
        #expect(cv.contentOffset.y == 600)
        cv.scrollToItem(at: IndexPath(item: 50, section: 0), at: .centeredVertically, animated: false)
        #expect(cv.contentOffset.y == 385)  // mid 625 − 480 / 2
        cv.scrollToItem(at: IndexPath(item: 50, section: 0), at: .bottom, animated: false)
        #expect(cv.contentOffset.y == 170)  // bottom 650 − 480
        cv.scrollToItem(at: IndexPath(item: 99, section: 0), at: .top, animated: false)
        #expect(cv.contentOffset.y == 710)  // clamped to 1190 − 480
        cv.scrollToItem(at: IndexPath(item: 0, section: 0), at: [], animated: false)
        #expect(cv.contentOffset.y == 0)
        #expect(cv.cellForItem(at: IndexPath(item: 0, section: 0)) != nil)
    }

    @Test("a tap selects: highlight on touch down, then shouldSelect, unhighlight, didSelect; a second tap moves the selection")
    func tapSelects() {
        let w = makeEventWindow()
        let model = GridModel(counts: [40])
        let cv = makeGrid(model)
        w.addSubview(cv)
        UIApplication.shared.runOneTurn()
        w.sendTouch(.began, at: CGPoint(x: 100, y: 100))
        CAMediaClock.advance(by: 0.2)
        UIApplication.shared.runOneTurn()
        #expect(model.log == ["shouldHighlight 6", "didHighlight 6"])
        #expect(cv.cellForItem(at: IndexPath(item: 6, section: 0))?.isHighlighted == true)
        w.sendTouch(.ended, at: CGPoint(x: 100, y: 100))
        UIApplication.shared.runOneTurn()
        #expect(model.log == ["shouldHighlight 6", "didHighlight 6", "shouldSelect 6", "didUnhighlight 6", "didSelect 6"])
        #expect(cv.indexPathsForSelectedItems == [IndexPath(item: 6, section: 0)])
        let cell6 = cv.cellForItem(at: IndexPath(item: 6, section: 0))!
        #expect(cell6.isSelected && !cell6.isHighlighted)
        model.log = []
        w.sendTouch(.began, at: CGPoint(x: 10, y: 10))
        w.sendTouch(.ended, at: CGPoint(x: 10, y: 10))
        UIApplication.shared.runOneTurn()
        #expect(model.log == ["shouldHighlight 0", "didHighlight 0", "shouldSelect 0", "didUnhighlight 0", "didDeselect 6", "didSelect 0"])
        #expect(cv.indexPathsForSelectedItems == [IndexPath(item: 0, section: 0)])
        #expect(!cell6.isSelected && cv.cellForItem(at: IndexPath(item: 0, section: 0))?.isSelected == true)
    }

    @Test("vetoes: shouldSelect false keeps the selection, shouldHighlight false prevents it, allowsSelection false ignores taps")
    func selectionVetoes() {
        let w = makeEventWindow()
        let model = GridModel(counts: [40])
        let cv = makeGrid(model)
        w.addSubview(cv)
        model.shouldSelect = { _ in false }
        w.sendTouch(.began, at: CGPoint(x: 100, y: 100))
        w.sendTouch(.ended, at: CGPoint(x: 100, y: 100))
        UIApplication.shared.runOneTurn()
        #expect(model.log == ["shouldHighlight 6", "didHighlight 6", "shouldSelect 6", "didUnhighlight 6"])
        #expect(cv.indexPathsForSelectedItems == nil)
        model.log = []
        model.shouldHighlight = { _ in false }
        w.sendTouch(.began, at: CGPoint(x: 100, y: 100))
        w.sendTouch(.ended, at: CGPoint(x: 100, y: 100))
        UIApplication.shared.runOneTurn()
        #expect(model.log.allSatisfy { $0 == "shouldHighlight 6" } && !model.log.isEmpty)
        model.log = []
        cv.allowsSelection = false
        w.sendTouch(.began, at: CGPoint(x: 100, y: 100))
        w.sendTouch(.ended, at: CGPoint(x: 100, y: 100))
        UIApplication.shared.runOneTurn()
        #expect(model.log.isEmpty && cv.indexPathsForSelectedItems == nil)
    }

    @Test("multiple selection: taps add items, a tap on a selected item asks shouldDeselect and deselects it")
    func multipleSelection() {
        let w = makeEventWindow()
        let model = GridModel(counts: [40])
        let cv = makeGrid(model)
        cv.allowsMultipleSelection = true
        w.addSubview(cv)
        for p in [CGPoint(x: 10, y: 10), CGPoint(x: 100, y: 100), CGPoint(x: 10, y: 10)] {
            w.sendTouch(.began, at: p)
            w.sendTouch(.ended, at: p)
            UIApplication.shared.runOneTurn()
        }
        #expect(model.log.filter { !$0.contains("ighlight") } == ["shouldSelect 0", "didSelect 0", "shouldSelect 6", "didSelect 6",
                                                                  "shouldDeselect 0", "didDeselect 0"])
        #expect(cv.indexPathsForSelectedItems == [IndexPath(item: 6, section: 0)])
    }

    @Test("selectItem/deselectItem change the selection without calling the delegate; reloadData clears it")
    func programmaticSelection() {
        let model = GridModel(counts: [100])
        let cv = makeGrid(model)
        cv.selectItem(at: IndexPath(item: 1, section: 0), animated: false, scrollPosition: [])
        cv.selectItem(at: IndexPath(item: 3, section: 0), animated: false, scrollPosition: [])
        #expect(cv.indexPathsForSelectedItems == [IndexPath(item: 3, section: 0)])
        cv.allowsMultipleSelection = true
        cv.selectItem(at: IndexPath(item: 80, section: 0), animated: false, scrollPosition: .top)
        #expect(cv.indexPathsForSelectedItems == [IndexPath(item: 3, section: 0), IndexPath(item: 80, section: 0)])
        #expect(cv.contentOffset.y == 710)  // item 80's line is at y 960: clamped to the end of the content (1190 − 480)
        #expect(cv.cellForItem(at: IndexPath(item: 80, section: 0))?.isSelected == true)
        cv.deselectItem(at: IndexPath(item: 80, section: 0), animated: false)
        #expect(cv.indexPathsForSelectedItems == [IndexPath(item: 3, section: 0)])
        #expect(model.log.isEmpty)
        // A selected item scrolled back into view gets a selected cell.
        cv.contentOffset = .zero
        #expect(cv.cellForItem(at: IndexPath(item: 3, section: 0))?.isSelected == true)
        #expect(cv.cellForItem(at: IndexPath(item: 1, section: 0))?.isSelected == false)
        cv.reloadData()
        #expect(cv.indexPathsForSelectedItems == nil)
        #expect(cv.cellForItem(at: IndexPath(item: 3, section: 0))?.isSelected == false)
    }

    @Test("batch updates: only inserted and reloaded items are asked for; surviving cells and the selection follow their items")
    func batchUpdates() {
        let model = GridModel(counts: [10, 10])
        let cv = makeGrid(model)
        cv.selectItem(at: IndexPath(item: 5, section: 0), animated: false, scrollPosition: [])
        let cellOf5 = cv.cellForItem(at: IndexPath(item: 5, section: 0))
        model.cellCalls = []
        var completed: [Bool] = []
        model.items[0].remove(at: 2)                      // delete 0.2
        model.items[0].insert(100, at: 0)                 // insert new 0.0
        let moved = model.items[1].remove(at: 0)          // move 1.0 → 0.4 (new index path)
        model.items[0].insert(moved, at: 4)
        cv.performBatchUpdates({
            cv.deleteItems(at: [IndexPath(item: 2, section: 0)])
            cv.insertItems(at: [IndexPath(item: 0, section: 0)])
            cv.moveItem(at: IndexPath(item: 0, section: 1), to: IndexPath(item: 4, section: 0))
            cv.reloadItems(at: [IndexPath(item: 9, section: 0)])
        }, completion: { completed.append($0) })
        #expect(completed == [true])
        // New section 0 holds [100, 0, 1, 3, 10, 4, 5, 6, 7, 8, 9]: the reloaded old 0.9 is new 0.10.
        #expect(Set(model.cellCalls) == [IndexPath(item: 0, section: 0), IndexPath(item: 10, section: 0)])
        #expect(cv.numberOfItems(inSection: 0) == 11 && cv.numberOfItems(inSection: 1) == 9)
        // Old 0.5 → new 0.5 (−1 deleted before it, +1 inserted at 0, +1 moved in at 4).
        #expect(cv.indexPathsForSelectedItems == [IndexPath(item: 6, section: 0)])
        #expect(cv.cellForItem(at: IndexPath(item: 6, section: 0)) === cellOf5)
        for (ip, c) in zip(cv.indexPathsForVisibleItems, cv.visibleCells) {
            #expect((c as! GridCell).label.text == "\(model.items[ip.section][ip.item])", "\(ip)")
            #expect(c.frame == cv.layoutAttributesForItem(at: ip)?.frame)
        }
    }

    @Test("section updates: inserted sections are asked for, deleted sections' cells are queued")
    func sectionUpdates() {
        let model = GridModel(counts: [5, 5])
        let cv = makeGrid(model)
        model.cellCalls = []
        model.items.insert([200, 201], at: 1)
        model.items.remove(at: 0)
        cv.performBatchUpdates {
            cv.deleteSections(IndexSet(integer: 0))
            cv.insertSections(IndexSet(integer: 0))
        }
        #expect(model.cellCalls == [IndexPath(item: 0, section: 0), IndexPath(item: 1, section: 0)])
        #expect(cv.numberOfSections == 2 && cv.numberOfItems(inSection: 0) == 2)
        #expect(cv.visibleCells.map { ($0 as! GridCell).label.text } == ["200", "201", "5", "6", "7", "8", "9"])
        // Updates outside a batch apply at once.
        model.items[1].append(300)
        cv.insertItems(at: [IndexPath(item: 5, section: 1)])
        #expect((cv.cellForItem(at: IndexPath(item: 5, section: 1)) as? GridCell)?.label.text == "300")
    }

    @Test("self-sizing: with estimatedItemSize the cell's Auto Layout size replaces the estimate")
    func selfSizing() {
        final class SizingCell: UICollectionViewCell {
            let box = UIView()
            var width: NSLayoutConstraint!
            override init(frame: CGRect) {
                super.init(frame: frame)
                box.translatesAutoresizingMaskIntoConstraints = false
                contentView.addSubview(box)
                width = box.widthAnchor.constraint(equalToConstant: 10)
                NSLayoutConstraint.activate([
                    box.leadingAnchor.constraint(equalTo: contentView.leadingAnchor),
                    box.trailingAnchor.constraint(equalTo: contentView.trailingAnchor),
                    box.topAnchor.constraint(equalTo: contentView.topAnchor),
                    box.bottomAnchor.constraint(equalTo: contentView.bottomAnchor),
                    box.heightAnchor.constraint(equalToConstant: 30), width,
                ])
            }
            required init?(coder: NSCoder) { nil }
        }
        final class Source: NSObject, UICollectionViewDataSource {
            func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int { 4 }
            func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
                let c = collectionView.dequeueReusableCell(withReuseIdentifier: "s", for: indexPath) as! SizingCell
                c.width.constant = CGFloat(80 + 20 * indexPath.item)
                return c
            }
        }
        let l = UICollectionViewFlowLayout()
        l.estimatedItemSize = CGSize(width: 50, height: 50)
        let cv = UICollectionView(frame: CGRect(x: 0, y: 0, width: 320, height: 480), collectionViewLayout: l)
        cv.register(SizingCell.self, forCellWithReuseIdentifier: "s")
        let s = Source()
        cv.dataSource = s
        cv.layoutIfNeeded()
        // Sizes 80, 100, 120, 140 × 30: line 0 holds 80 + 100 + 120 + 2 × 10 = 320; 140 goes to the last line.
        #expect(itemFrame(cv, 0) == CGRect(x: 0, y: 0, width: 80, height: 30))
        #expect(itemFrame(cv, 1) == CGRect(x: 90, y: 0, width: 100, height: 30))
        #expect(itemFrame(cv, 2) == CGRect(x: 200, y: 0, width: 120, height: 30))
        #expect(itemFrame(cv, 3) == CGRect(x: 0, y: 40, width: 140, height: 30))
        #expect(cv.cellForItem(at: IndexPath(item: 3, section: 0))?.frame == CGRect(x: 0, y: 40, width: 140, height: 30))
    }

    @Test("registration: an unknown class is refused; dequeue applies the layout's attributes before the data source sees the cell")
    func dequeueAppliesAttributes() {
        final class Source: NSObject, UICollectionViewDataSource {
            var sizes: [CGSize] = []
            func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int { 3 }
            func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
                let c = collectionView.dequeueReusableCell(withReuseIdentifier: "c", for: indexPath)
                sizes.append(c.bounds.size)
                return c
            }
        }
        let l = UICollectionViewFlowLayout()
        l.itemSize = CGSize(width: 70, height: 33)
        let cv = UICollectionView(frame: CGRect(x: 0, y: 0, width: 320, height: 480), collectionViewLayout: l)
        cv.register(UICollectionViewCell.self, forCellWithReuseIdentifier: "c")
        let s = Source()
        cv.dataSource = s
        cv.layoutIfNeeded()
        #expect(s.sizes == Array(repeating: CGSize(width: 70, height: 33), count: 3))
        #expect(cv.visibleCells.allSatisfy { $0.contentView.frame == $0.bounds })
    }

    @Test("cells: selectedBackgroundView shows while selected or highlighted; contentConfiguration fills the content view")
    func cellState() {
        let cell = UICollectionViewCell(frame: CGRect(x: 0, y: 0, width: 100, height: 40))
        let sel = UIView()
        cell.selectedBackgroundView = sel
        let bg = UIView()
        cell.backgroundView = bg
        #expect(sel.superview == nil && bg.superview === cell)
        cell.isSelected = true
        #expect(sel.superview === cell && cell.subviews.firstIndex(of: sel)! > cell.subviews.firstIndex(of: bg)!)
        #expect(cell.subviews.firstIndex(of: sel)! < cell.subviews.firstIndex(of: cell.contentView)!)
        cell.isSelected = false
        #expect(sel.superview == nil)
        cell.isHighlighted = true
        #expect(sel.superview === cell)
        var config = UIListContentConfiguration.cell()
        config.text = "Hello"
        cell.contentConfiguration = config
        cell.layoutIfNeeded()
        #expect(cell.contentView.subviews.count == 1 && cell.contentView.subviews[0].frame == cell.contentView.bounds)
        #expect(cell.backgroundColor == nil)
        // A background configuration puts a view of its colour and radius behind everything.
        var bg2 = UIBackgroundConfiguration.listSidebarCell()
        bg2.backgroundColor = .systemRed
        cell.backgroundConfiguration = bg2
        cell.layoutIfNeeded()
        let back = cell.subviews[0]
        #expect(back.backgroundColor == .systemRed && back.layer.cornerRadius == 10 && back.frame == cell.bounds)
        cell.backgroundConfiguration = nil
        #expect(back.superview == nil)
    }
}
