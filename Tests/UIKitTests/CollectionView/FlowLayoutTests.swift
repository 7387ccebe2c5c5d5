import Testing
import UIKit

/// Flow-layout frames worked out by hand from Apple's documented rules (see UICollectionViewFlowLayout's
/// doc comment): lines fill the width left by the section insets with at least `minimumInteritemSpacing`,
/// full lines are spread edge to edge, line spacing separates lines only, headers and footers lie outside
/// the section insets.
@MainActor @Suite(.freshWorld) struct FlowLayoutTests {
    @Test("Apple's defaults: 50×50 items, spacing 10, no insets, no headers, vertical")
    func defaults() {
        let l = UICollectionViewFlowLayout()
        #expect(l.itemSize == CGSize(width: 50, height: 50))
        #expect(l.minimumLineSpacing == 10 && l.minimumInteritemSpacing == 10)
        #expect(l.sectionInset == .zero && l.headerReferenceSize == .zero && l.footerReferenceSize == .zero)
        #expect(l.scrollDirection == .vertical && l.estimatedItemSize == .zero)
        #expect(l.sectionInsetReference == .fromContentInset && !l.sectionHeadersPinToVisibleBounds)
        #expect(UICollectionView.elementKindSectionHeader == "UICollectionElementKindSectionHeader")
        #expect(UICollectionView.elementKindSectionFooter == "UICollectionElementKindSectionFooter")
        #expect(UICollectionView.ScrollPosition.centeredHorizontally.rawValue == 16)
    }

    @Test("default grid in 320 points: 5 columns spread 67.5 apart, lines 60 apart, last line on the columns")
    func defaultGrid() {
        let model = GridModel(counts: [12])
        let cv = makeGrid(model)
        // 5 × 50 + 4 × 10 = 290 ≤ 320 < 6 × 50 + 5 × 10: five per line; the 70 points left spread as 4 gaps of 17.5.
        let xs: [CGFloat] = [0, 67.5, 135, 202.5, 270]
        for i in 0..<12 {
            #expect(itemFrame(cv, i) == CGRect(x: xs[i % 5], y: CGFloat(i / 5) * 60, width: 50, height: 50), "item \(i)")
        }
        #expect(cv.contentSize == CGSize(width: 320, height: 170))
    }

    @Test("section insets, spacings, headers and footers over two sections")
    func insetsHeadersFooters() {
        let model = GridModel(counts: [5, 2])
        let l = UICollectionViewFlowLayout()
        l.itemSize = CGSize(width: 100, height: 40)
        l.minimumInteritemSpacing = 5
        l.minimumLineSpacing = 8
        l.sectionInset = UIEdgeInsets(top: 20, left: 10, bottom: 30, right: 10)
        l.headerReferenceSize = CGSize(width: 999, height: 44)
        l.footerReferenceSize = CGSize(width: 0, height: 22)
        let cv = makeGrid(model, layout: l)
        // Width left: 300. Two per line (3 × 100 + 2 × 5 > 300), spread to x 10 and 210.
        let header = UICollectionView.elementKindSectionHeader, footer = UICollectionView.elementKindSectionFooter
        #expect(cv.layoutAttributesForSupplementaryElement(ofKind: header, at: IndexPath(item: 0, section: 0))?.frame == CGRect(x: 0, y: 0, width: 320, height: 44))
        #expect(itemFrame(cv, 0) == CGRect(x: 10, y: 64, width: 100, height: 40))
        #expect(itemFrame(cv, 1) == CGRect(x: 210, y: 64, width: 100, height: 40))
        #expect(itemFrame(cv, 2) == CGRect(x: 10, y: 112, width: 100, height: 40))
        #expect(itemFrame(cv, 4) == CGRect(x: 10, y: 160, width: 100, height: 40))
        #expect(cv.layoutAttributesForSupplementaryElement(ofKind: footer, at: IndexPath(item: 0, section: 0))?.frame == CGRect(x: 0, y: 230, width: 320, height: 22))
        #expect(cv.layoutAttributesForSupplementaryElement(ofKind: header, at: IndexPath(item: 0, section: 1))?.frame == CGRect(x: 0, y: 252, width: 320, height: 44))
        #expect(itemFrame(cv, 0, 1) == CGRect(x: 10, y: 316, width: 100, height: 40))
        #expect(itemFrame(cv, 1, 1) == CGRect(x: 210, y: 316, width: 100, height: 40))
        #expect(cv.layoutAttributesForSupplementaryElement(ofKind: footer, at: IndexPath(item: 0, section: 1))?.frame == CGRect(x: 0, y: 386, width: 320, height: 22))
        #expect(cv.contentSize == CGSize(width: 320, height: 408))
        // Supplementary attributes carry their kind and category; items theirs.
        let a = cv.layoutAttributesForSupplementaryElement(ofKind: header, at: IndexPath(item: 0, section: 1))
        #expect(a?.representedElementCategory == .supplementaryView && a?.representedElementKind == header)
        #expect(cv.layoutAttributesForItem(at: IndexPath(item: 0, section: 0))?.representedElementCategory == .cell)
        #expect(cv.layoutAttributesForItem(at: IndexPath(item: 0, section: 0))?.representedElementKind == nil)
        #expect(cv.layoutAttributesForItem(at: IndexPath(item: 5, section: 0)) == nil)
    }

    @Test("items of different sizes: full lines spread, items centred in their line, last line packed from the left")
    func mixedSizes() {
        let sizes = [CGSize(width: 100, height: 50), CGSize(width: 80, height: 30), CGSize(width: 100, height: 40),
                     CGSize(width: 200, height: 20), CGSize(width: 60, height: 60), CGSize(width: 50, height: 50)]
        let model = GridModel(items: [Array(0..<6)], sizes: { sizes[$0.item] })
        let cv = makeGrid(model)
        // Line 0: 100 + 80 + 100 + 2 × 10 = 300 fits, + 200 does not; 320 − 280 = 40 over 2 gaps → gaps of 20.
        #expect(itemFrame(cv, 0) == CGRect(x: 0, y: 0, width: 100, height: 50))
        #expect(itemFrame(cv, 1) == CGRect(x: 120, y: 10, width: 80, height: 30))
        #expect(itemFrame(cv, 2) == CGRect(x: 220, y: 5, width: 100, height: 40))
        // Line 1 (60 high at y 60): 200 + 60 = 260 + gap 10 fits, + 50 does not: one gap of 60.
        #expect(itemFrame(cv, 3) == CGRect(x: 0, y: 80, width: 200, height: 20))
        #expect(itemFrame(cv, 4) == CGRect(x: 260, y: 60, width: 60, height: 60))
        // Last line: not spread.
        #expect(itemFrame(cv, 5) == CGRect(x: 0, y: 130, width: 50, height: 50))
        #expect(cv.contentSize.height == 180)
    }

    @Test("a lone item on a line that is not the last is centred")
    func loneItemCentred() {
        let sizes = [CGSize(width: 300, height: 30), CGSize(width: 200, height: 30), CGSize(width: 200, height: 30)]
        let model = GridModel(items: [[0, 1, 2]], sizes: { sizes[$0.item] })
        let cv = makeGrid(model)
        #expect(itemFrame(cv, 0) == CGRect(x: 10, y: 0, width: 300, height: 30))
        #expect(itemFrame(cv, 1) == CGRect(x: 60, y: 40, width: 200, height: 30))
        #expect(itemFrame(cv, 2) == CGRect(x: 0, y: 80, width: 200, height: 30))
    }

    @Test("a uniform grid with one column centres its items")
    func singleColumnCentred() {
        let l = UICollectionViewFlowLayout()
        l.itemSize = CGSize(width: 200, height: 100)
        let model = GridModel(counts: [3])
        let cv = makeGrid(model, layout: l)
        for i in 0..<3 { #expect(itemFrame(cv, i) == CGRect(x: 60, y: CGFloat(i) * 110, width: 200, height: 100)) }
    }

    @Test("horizontal scrolling: lines are columns, headers at the leading edge, content as high as the view")
    func horizontal() {
        let l = UICollectionViewFlowLayout()
        l.scrollDirection = .horizontal
        l.headerReferenceSize = CGSize(width: 30, height: 999)
        let model = GridModel(counts: [7])
        let cv = makeGrid(model, layout: l, frame: CGRect(x: 0, y: 0, width: 320, height: 200))
        // 200 high: three per column (3 × 50 + 2 × 10 = 170), spread 75 apart; columns 60 apart after the 30-point header.
        #expect(cv.layoutAttributesForSupplementaryElement(ofKind: UICollectionView.elementKindSectionHeader,
                                                           at: IndexPath(item: 0, section: 0))?.frame == CGRect(x: 0, y: 0, width: 30, height: 200))
        for i in 0..<7 {
            #expect(itemFrame(cv, i) == CGRect(x: 30 + CGFloat(i / 3) * 60, y: CGFloat(i % 3) * 75, width: 50, height: 50), "item \(i)")
        }
        #expect(cv.contentSize == CGSize(width: 200, height: 200))
    }

    @Test("content insets narrow the lines; the content is as wide as the view minus its insets")
    func contentInset() {
        let model = GridModel(counts: [6])
        let cv = makeGrid(model)
        cv.contentInset = UIEdgeInsets(top: 0, left: 20, bottom: 0, right: 25)
        cv.layoutIfNeeded()
        // 275 wide: four per line (4 × 50 + 3 × 10 = 230; five need 290), 75 left over 3 gaps → 75 apart.
        #expect(cv.contentSize.width == 275)
        #expect(itemFrame(cv, 3) == CGRect(x: 225, y: 0, width: 50, height: 50))
        #expect(itemFrame(cv, 4) == CGRect(x: 0, y: 60, width: 50, height: 50))
    }

    @Test("delegate metrics per section override the layout's properties")
    func delegateMetrics() {
        final class Metrics: NSObject, UICollectionViewDataSource, UICollectionViewDelegateFlowLayout {
            func numberOfSections(in collectionView: UICollectionView) -> Int { 2 }
            func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int { 3 }
            func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
                collectionView.dequeueReusableCell(withReuseIdentifier: "cell", for: indexPath)
            }
            func collectionView(_ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
                                insetForSectionAt section: Int) -> UIEdgeInsets {
                section == 0 ? .zero : UIEdgeInsets(top: 5, left: 60, bottom: 5, right: 60)
            }
            func collectionView(_ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
                                minimumLineSpacingForSectionAt section: Int) -> CGFloat { section == 0 ? 0 : 20 }
        }
        let m = Metrics()
        let cv = UICollectionView(frame: CGRect(x: 0, y: 0, width: 320, height: 480), collectionViewLayout: UICollectionViewFlowLayout())
        cv.register(UICollectionViewCell.self, forCellWithReuseIdentifier: "cell")
        cv.dataSource = m
        cv.delegate = m
        cv.layoutIfNeeded()
        // Section 0: items of one size sit on the columns of a full line (five, 67.5 apart).
        #expect(itemFrame(cv, 1, 0) == CGRect(x: 67.5, y: 0, width: 50, height: 50))
        // Section 1 from y 50: inset 5, 200 wide → three per line (170), gaps 25; x 60, 135, 210.
        #expect(itemFrame(cv, 0, 1) == CGRect(x: 60, y: 55, width: 50, height: 50))
        #expect(itemFrame(cv, 2, 1) == CGRect(x: 210, y: 55, width: 50, height: 50))
        #expect(cv.contentSize.height == 110)
    }

    @Test("pinned headers stay at the top of the visible area until their section's end pushes them")
    func pinnedHeaders() {
        let l = UICollectionViewFlowLayout()
        l.headerReferenceSize = CGSize(width: 0, height: 40)
        l.sectionHeadersPinToVisibleBounds = true
        let model = GridModel(counts: [20, 20])
        let cv = makeGrid(model, layout: l)
        let h = UICollectionView.elementKindSectionHeader
        // Section 0: header 0–40, four lines 40–270. Section 1: header 270–310, lines 310–540.
        cv.contentOffset = CGPoint(x: 0, y: 100)
        cv.layoutIfNeeded()
        #expect(cv.supplementaryView(forElementKind: h, at: IndexPath(item: 0, section: 0))?.frame == CGRect(x: 0, y: 100, width: 320, height: 40))
        cv.contentOffset = CGPoint(x: 0, y: 250)
        cv.layoutIfNeeded()
        #expect(cv.supplementaryView(forElementKind: h, at: IndexPath(item: 0, section: 0))?.frame.minY == 230)
        #expect(cv.supplementaryView(forElementKind: h, at: IndexPath(item: 0, section: 1))?.frame.minY == 270)
        cv.contentOffset = CGPoint(x: 0, y: 300)
        cv.layoutIfNeeded()
        #expect(cv.supplementaryView(forElementKind: h, at: IndexPath(item: 0, section: 0)) == nil)
        #expect(cv.supplementaryView(forElementKind: h, at: IndexPath(item: 0, section: 1))?.frame.minY == 300)
    }

    @Test("a width change re-flows the lines; scrolling alone does not prepare the layout again")
    func invalidation() {
        final class CountingLayout: UICollectionViewFlowLayout {
            var prepares = 0
            override func prepare() { super.prepare(); prepares += 1 }
        }
        let l = CountingLayout()
        let model = GridModel(counts: [100])
        let cv = makeGrid(model, layout: l)
        #expect(l.prepares == 1)
        cv.contentOffset = CGPoint(x: 0, y: 300)
        cv.layoutIfNeeded()
        #expect(l.prepares == 1)
        cv.frame = CGRect(x: 0, y: 0, width: 200, height: 480)
        cv.layoutIfNeeded()
        #expect(l.prepares == 2)
        // 200 wide: three per line.
        #expect(itemFrame(cv, 3) == CGRect(x: 0, y: 60, width: 50, height: 50))
        l.itemSize = CGSize(width: 40, height: 40)
        cv.layoutIfNeeded()
        #expect(l.prepares == 3 && itemFrame(cv, 0)?.size == CGSize(width: 40, height: 40))
    }

    @Test("bad sizes get UIKit's tolerance: negative and non-finite item sizes and spacings count as zero, nothing huge is made")
    func badSizes() {
        let model = GridModel(items: [[0, 1, 2]], sizes: { ip in
            [CGSize(width: -20, height: 30), CGSize(width: CGFloat.infinity, height: 40), CGSize(width: CGFloat.nan, height: 10)][ip.item]
        })
        let l = UICollectionViewFlowLayout()
        l.minimumLineSpacing = .infinity
        let cv = makeGrid(model, layout: l)
        #expect(itemFrame(cv, 0)?.size == CGSize(width: 0, height: 30))
        #expect(itemFrame(cv, 1)?.size == .zero && itemFrame(cv, 2)?.size == .zero)
        #expect(cv.contentSize.width == 320 && cv.contentSize.height.isFinite && cv.contentSize.height <= 30)
    }

    @Test("layoutAttributesClass: the flow layout makes attributes of the subclass; a subclass layout can adjust them and cells get them in apply(_:)")
    func customAttributes() {
        final class TintedAttributes: UICollectionViewLayoutAttributes {
            var tint = 0
            override func copy(with zone: NSZone? = nil) -> Any {
                let c = super.copy(with: zone) as! TintedAttributes
                c.tint = tint
                return c
            }
            override func isEqual(_ object: Any?) -> Bool {
                guard let o = object as? TintedAttributes else { return false }
                return MainActor.assumeIsolated { o.tint == tint } && super.isEqual(object)
            }
        }
        final class LeftAlignedLayout: UICollectionViewFlowLayout {
            override class var layoutAttributesClass: AnyClass { TintedAttributes.self }
            override func layoutAttributesForElements(in rect: CGRect) -> [UICollectionViewLayoutAttributes]? {
                // The usual left-aligned subclass: items of a line follow each other at the minimum spacing.
                let attrs = super.layoutAttributesForElements(in: rect)?.map { $0.copy() as! UICollectionViewLayoutAttributes } ?? []
                var x = sectionInset.left, lineY: CGFloat = -1
                for a in attrs where a.representedElementCategory == .cell {
                    if a.frame.minY != lineY { x = sectionInset.left; lineY = a.frame.minY }
                    a.frame.origin.x = x
                    x += a.frame.width + minimumInteritemSpacing
                    (a as! TintedAttributes).tint = a.indexPath.item * 2
                }
                return attrs
            }
        }
        final class TintCell: UICollectionViewCell {
            var tints: [Int] = []
            override func apply(_ layoutAttributes: UICollectionViewLayoutAttributes) {
                super.apply(layoutAttributes)
                if let t = layoutAttributes as? TintedAttributes { tints.append(t.tint) }
            }
        }
        let l = LeftAlignedLayout()
        #expect(l.prepareAndFirstAttributes(count: 1) is TintedAttributes)
        let model = GridModel(counts: [3])
        let cv = UICollectionView(frame: CGRect(x: 0, y: 0, width: 320, height: 480), collectionViewLayout: l)
        cv.register(TintCell.self, forCellWithReuseIdentifier: "cell")
        let source = TintSource(model)
        cv.dataSource = source
        cv.layoutIfNeeded()
        let cells = cv.visibleCells.map { $0 as! TintCell }
        #expect(cells.map(\.frame.minX) == [0, 60, 120])
        #expect(cells.map { $0.tints.last } == [0, 2, 4])
        // Laying out again with equal attributes does not apply them again.
        let counts = cells.map(\.tints.count)
        cv.setNeedsLayout()
        cv.layoutIfNeeded()
        #expect(cells.map(\.tints.count) == counts)
    }
}

/// A data source dequeuing "cell" of any class for `GridModel`'s items.
@MainActor
final class TintSource: NSObject, UICollectionViewDataSource {
    let model: GridModel
    init(_ model: GridModel) { self.model = model }
    func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int { model.items[section].count }
    func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
        collectionView.dequeueReusableCell(withReuseIdentifier: "cell", for: indexPath)
    }
}

extension UICollectionViewFlowLayout {
    /// Prepares the layout in a throwaway collection view with `count` items and returns the first item's attributes.
    @MainActor
    func prepareAndFirstAttributes(count: Int) -> UICollectionViewLayoutAttributes? {
        let model = GridModel(counts: [count])
        let cv = UICollectionView(frame: CGRect(x: 0, y: 0, width: 320, height: 480), collectionViewLayout: self)
        cv.register(GridCell.self, forCellWithReuseIdentifier: "cell")
        cv.dataSource = model
        cv.layoutIfNeeded()
        let a = cv.layoutAttributesForItem(at: IndexPath(item: 0, section: 0))
        cv.collectionViewLayout = UICollectionViewFlowLayout()
        return a
    }
}
