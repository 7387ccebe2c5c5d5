import Testing
import UIKit

/// Compositional layout elements attached to items and sections, as Apple documents them:
/// `NSCollectionLayoutSupplementaryItem(layoutSize:elementKind:containerAnchor:itemAnchor:)` places a view by
/// anchors on the item's cell (`NSCollectionLayoutAnchor(edges:fractionalOffset:)` moves it by fractions of
/// its own size: Apple's badge sample overhangs the top-trailing corner with (0.3, −0.3)); the view comes
/// from the data source for the item's index path. `NSCollectionLayoutDecorationItem.background(elementKind:)`
/// fills the section's area behind its cells, from the view class registered on the layout.
@MainActor @Suite(.freshWorld) struct CompositionalAnchoredItemsTests {
    final class Background: UICollectionReusableView {}

    /// Three 100 × 100 items per row in a 300-point-wide collection view, each with `supplementaryItems`.
    func makeView(supplementaryItems: [NSCollectionLayoutSupplementaryItem], decorate: Bool = false,
                  counts: [Int] = [4], height: CGFloat = 600) -> (UICollectionView, GridModel) {
        let item = NSCollectionLayoutItem(layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1.0 / 3), heightDimension: .fractionalHeight(1)),
                                          supplementaryItems: supplementaryItems)
        let group = NSCollectionLayoutGroup.horizontal(
            layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(100)), subitems: [item])
        let section = NSCollectionLayoutSection(group: group)
        section.contentInsets = NSDirectionalEdgeInsets(top: 20, leading: 0, bottom: 20, trailing: 0)
        if decorate {
            let bg = NSCollectionLayoutDecorationItem.background(elementKind: "background")
            bg.contentInsets = NSDirectionalEdgeInsets(top: 5, leading: 5, bottom: 5, trailing: 5)
            section.decorationItems = [bg]
        }
        let layout = UICollectionViewCompositionalLayout(section: section)
        layout.register(Background.self, forDecorationViewOfKind: "background")
        let cv = UICollectionView(frame: CGRect(x: 0, y: 0, width: 300, height: height), collectionViewLayout: layout)
        cv.register(GridCell.self, forCellWithReuseIdentifier: "cell")
        cv.register(GridHeader.self, forSupplementaryViewOfKind: "badge", withReuseIdentifier: "sup")
        let model = GridModel(counts: counts)
        cv.dataSource = model
        cv.layoutIfNeeded()
        return (cv, model)
    }

    @Test("a badge anchored at the top-trailing corner with fractional offset (0.3, −0.3) overhangs the corner")
    func badgeAtTheCorner() throws {
        let badge = NSCollectionLayoutSupplementaryItem(
            layoutSize: NSCollectionLayoutSize(widthDimension: .absolute(20), heightDimension: .absolute(20)), elementKind: "badge",
            containerAnchor: NSCollectionLayoutAnchor(edges: [.top, .trailing], fractionalOffset: CGPoint(x: 0.3, y: -0.3)))
        let (cv, model) = makeView(supplementaryItems: [badge])
        // Item 0 is (0, 20, 100, 100): the badge's top-trailing corner on the item's, moved by (6, −6).
        let a = cv.layoutAttributesForSupplementaryElement(ofKind: "badge", at: IndexPath(item: 0, section: 0))
        #expect(a?.frame == CGRect(x: 86, y: 14, width: 20, height: 20))
        #expect(cv.layoutAttributesForSupplementaryElement(ofKind: "badge", at: IndexPath(item: 3, section: 0))?.frame
                == CGRect(x: 86, y: 114, width: 20, height: 20))
        // Each visible item's badge is asked of the data source and shown above the cell.
        #expect(model.supplementaryCalls.count == 4)
        let view = try #require(cv.supplementaryView(forElementKind: "badge", at: IndexPath(item: 1, section: 0)))
        #expect(view.frame == CGRect(x: 186, y: 14, width: 20, height: 20))
        #expect(view.layer.zPosition > 0)
    }

    @Test("an item anchor: the supplementary's top centre sits on the cell's bottom centre, moved by an absolute offset")
    func itemAnchor() {
        let caption = NSCollectionLayoutSupplementaryItem(
            layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(0.4), heightDimension: .absolute(10)), elementKind: "badge",
            containerAnchor: NSCollectionLayoutAnchor(edges: [.bottom], absoluteOffset: CGPoint(x: 0, y: 2)),
            itemAnchor: NSCollectionLayoutAnchor(edges: [.top]))
        let (cv, _) = makeView(supplementaryItems: [caption])
        // Item 1 is (100, 20, 100, 100); the caption is 40 wide (0.4 of the item).
        #expect(cv.layoutAttributesForSupplementaryElement(ofKind: "badge", at: IndexPath(item: 1, section: 0))?.frame
                == CGRect(x: 130, y: 122, width: 40, height: 10))
    }

    @Test("an anchor with no edges centres the supplementary on the cell")
    func centred() {
        let dot = NSCollectionLayoutSupplementaryItem(
            layoutSize: NSCollectionLayoutSize(widthDimension: .absolute(10), heightDimension: .absolute(10)), elementKind: "badge",
            containerAnchor: NSCollectionLayoutAnchor(edges: []))
        let (cv, _) = makeView(supplementaryItems: [dot])
        #expect(cv.layoutAttributesForSupplementaryElement(ofKind: "badge", at: IndexPath(item: 0, section: 0))?.frame
                == CGRect(x: 45, y: 65, width: 10, height: 10))
    }

    @Test("a background decoration fills the section (insets included) less its own insets, behind the cells")
    func backgroundDecoration() throws {
        let (cv, _) = makeView(supplementaryItems: [], decorate: true, counts: [4, 2])
        // Section 0: 20 + two rows of 100 + 20 = 240 high; section 1 starts at 240 and is 140 high.
        let a0 = cv.collectionViewLayout.layoutAttributesForDecorationView(ofKind: "background", at: IndexPath(item: 0, section: 0))
        #expect(a0?.frame == CGRect(x: 5, y: 5, width: 290, height: 230))
        #expect(a0?.representedElementCategory == .decorationView)
        let a1 = cv.collectionViewLayout.layoutAttributesForDecorationView(ofKind: "background", at: IndexPath(item: 0, section: 1))
        #expect(a1?.frame == CGRect(x: 5, y: 245, width: 290, height: 130))
        let backgrounds = cv.subviews.compactMap { $0 as? Background }
        #expect(backgrounds.count == 2)
        let frames = Set(backgrounds.map { "\($0.frame)" })
        #expect(frames == ["\(a0!.frame)", "\(a1!.frame)"])
        let firstCell = try #require(cv.subviews.firstIndex { $0 is UICollectionViewCell })
        for b in backgrounds { #expect(try #require(cv.subviews.firstIndex(of: b)) < firstCell) }
        // Cells made later (scrolling new ones in) still go above the backgrounds.
        let (short, shortModel) = makeView(supplementaryItems: [], decorate: true, counts: [4, 2], height: 200)
        short.contentOffset.y = 150
        short.layoutIfNeeded()
        #expect(short.indexPathsForVisibleItems.contains(IndexPath(item: 0, section: 1)))
        let lowestCell = try #require(short.subviews.firstIndex { $0 is UICollectionViewCell })
        let shortBackgrounds = short.subviews.compactMap { $0 as? Background }
        #expect(shortBackgrounds.count == 2)
        for b in shortBackgrounds { #expect(try #require(short.subviews.firstIndex(of: b)) < lowestCell) }
        withExtendedLifetime(shortModel) {}
    }
}

