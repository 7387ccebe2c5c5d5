import Foundation
import Testing
import UIKit

/// Orthogonally scrolling sections of a compositional layout, as app stores' and weather apps' shelves use
/// them: the section lays its groups out in a row and a horizontal drag scrolls that row on its own (in a
/// scroll view of its own, as on iOS), leaving the collection view where it is; a vertical drag still
/// scrolls the collection view; the paging behaviours come to rest on a page or a group.
@MainActor @Suite(.serialized, .freshWorld)
struct OrthogonalScrollingTests {
    final class Delegate: NSObject, UICollectionViewDelegate {
        var selected: [IndexPath] = []
        func collectionView(_ collectionView: UICollectionView, didSelectItemAt indexPath: IndexPath) { selected.append(indexPath) }
    }

    /// A shelf section (`behavior`, groups `groupFraction` of the width, 16-point side insets, 10 between
    /// groups) above a plain vertical section of rows.
    private func shelf(_ behavior: UICollectionLayoutSectionOrthogonalScrollingBehavior, groupFraction: CGFloat = 0.4)
        -> (UIWindow, UICollectionView, Delegate) {
        let (window, vc) = shownController(CGSize(width: 390, height: 844))
        let layout = UICollectionViewCompositionalLayout { section, _ in
            if section == 0 {
                let item = NSCollectionLayoutItem(layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .fractionalHeight(1)))
                let group = NSCollectionLayoutGroup.horizontal(
                    layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(groupFraction), heightDimension: .absolute(100)), subitems: [item])
                let s = NSCollectionLayoutSection(group: group)
                s.orthogonalScrollingBehavior = behavior
                s.interGroupSpacing = 10
                s.contentInsets = NSDirectionalEdgeInsets(top: 0, leading: 16, bottom: 0, trailing: 16)
                return s
            }
            let item = NSCollectionLayoutItem(layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(44)))
            let group = NSCollectionLayoutGroup.vertical(layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(44)), subitems: [item])
            return NSCollectionLayoutSection(group: group)
        }
        let cv = UICollectionView(frame: vc.view.bounds, collectionViewLayout: layout)
        cv.contentInsetAdjustmentBehavior = .never
        let registration = UICollectionView.CellRegistration<UICollectionViewCell, Int> { cell, _, _ in cell.backgroundColor = .systemBlue }
        let source = UICollectionViewDiffableDataSource<Int, Int>(collectionView: cv) { cv, ip, item in
            cv.dequeueConfiguredReusableCell(using: registration, for: ip, item: item)
        }
        var snapshot = NSDiffableDataSourceSnapshot<Int, Int>()
        snapshot.appendSections([0, 1])
        snapshot.appendItems(Array(0..<10), toSection: 0)
        snapshot.appendItems(Array(100..<140), toSection: 1)
        source.apply(snapshot, animatingDifferences: false)
        keepAlive(source)
        let delegate = Delegate()
        cv.delegate = delegate
        vc.view.addSubview(cv)
        UIApplication.shared.runOneTurn()
        return (window, cv, delegate)
    }

    /// Keeps the data source alive as long as the collection view (its `dataSource` is weak).
    private func keepAlive(_ source: AnyObject) { Self.kept = [source] }
    nonisolated(unsafe) static var kept: [AnyObject] = []

    private func drag(_ w: UIWindow, from a: CGPoint, by d: CGPoint, steps: Int = 10, hold: Bool = false) {
        dragTouch(in: w, from: a, by: d, steps: steps, holdBeforeLift: hold)
    }

    private func sectionScroller(_ cv: UICollectionView) throws -> UIScrollView {
        let cell = try #require(cv.cellForItem(at: IndexPath(item: 0, section: 0)))
        return try #require(cell.superview as? UIScrollView)
    }

    @Test("A horizontal drag scrolls the section's row on its own and shows the items it brings in")
    func continuousDrag() throws {
        let (w, cv, delegate) = shelf(.continuous)
        let scroller = try sectionScroller(cv)
        #expect(scroller !== cv)
        // Group width 0.4 × (390 − 32) = 143.2: items 0 to 2 are on screen, item 4 is not.
        #expect(cv.cellForItem(at: IndexPath(item: 4, section: 0)) == nil)
        // The scroll view follows the finger from where its pan began (the first 30-point step is the hysteresis).
        drag(w, from: CGPoint(x: 340, y: 50), by: CGPoint(x: -300, y: 3), hold: true)
        runFor(1)
        #expect(abs(scroller.contentOffset.x - 270) < 1)
        #expect(cv.contentOffset == .zero)
        let four = try #require(cv.cellForItem(at: IndexPath(item: 4, section: 0)))
        // Item 4 starts at 16 + 4 × 153.2 = 628.8; seen 270 points further left.
        #expect(abs(four.convert(four.bounds, to: cv).minX - (628.8 - 270)) < 1)
        // A tap selects the item under the finger.
        w.sendTouch(.began, at: CGPoint(x: 380, y: 50))
        UIApplication.shared.runOneTurn()
        w.sendTouch(.ended, at: CGPoint(x: 380, y: 50))
        UIApplication.shared.runOneTurn()
        #expect(cv.indexPathsForSelectedItems == [IndexPath(item: 4, section: 0)])
        #expect(delegate.selected == [IndexPath(item: 4, section: 0)])
    }

    @Test("A vertical drag over the section scrolls the collection view, not the row")
    func verticalDragScrollsCollection() throws {
        let (w, cv, _) = shelf(.continuous)
        let scroller = try sectionScroller(cv)
        drag(w, from: CGPoint(x: 200, y: 60), by: CGPoint(x: 2, y: -150), hold: true)
        #expect(cv.contentOffset.y > 100)
        #expect(scroller.contentOffset.x == 0)
    }

    @Test("Paging comes to rest a page further; group paging one group further, leading or centred")
    func paging() throws {
        do {
            let (w, cv, _) = shelf(.paging)
            let scroller = try sectionScroller(cv)
            drag(w, from: CGPoint(x: 300, y: 50), by: CGPoint(x: -120, y: 0))
            runFor(2)
            #expect(scroller.contentOffset.x == 390)
        }
        // Groups of 0.8 × 358 = 286.4 points, 10 apart, after a 16-point inset.
        do {
            let (w, cv, _) = shelf(.groupPaging, groupFraction: 0.8)
            let scroller = try sectionScroller(cv)
            drag(w, from: CGPoint(x: 300, y: 50), by: CGPoint(x: -80, y: 0))
            runFor(2)
            #expect(abs(scroller.contentOffset.x - 296.4) < 0.01)
        }
        do {
            let (w, cv, _) = shelf(.groupPagingCentered, groupFraction: 0.8)
            let scroller = try sectionScroller(cv)
            drag(w, from: CGPoint(x: 300, y: 50), by: CGPoint(x: -80, y: 0))
            runFor(2)
            #expect(abs(scroller.contentOffset.x - (16 + 286.4 + 10 + 143.2 - 195)) < 0.01)
        }
        do {
            let (w, cv, _) = shelf(.continuousGroupLeadingBoundary, groupFraction: 0.8)
            let scroller = try sectionScroller(cv)
            drag(w, from: CGPoint(x: 300, y: 50), by: CGPoint(x: -200, y: 0), hold: true)
            runFor(2)
            #expect(abs(scroller.contentOffset.x - 296.4) < 0.01)
        }
    }
}
