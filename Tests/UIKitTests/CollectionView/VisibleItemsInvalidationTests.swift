import Foundation
import Testing
import UIKit

/// A compositional section's `visibleItemsInvalidationHandler`, as carousel screens use it: called before
/// layout with the section's visible items, the scroll offset (the section's own when it scrolls
/// orthogonally, else the collection view's) and the layout environment, whenever the section or the
/// collection view scrolls; the transforms and alpha it sets on the items are how the cells show (Apple:
/// `NSCollectionLayoutVisibleItem`'s alpha, zIndex, isHidden, center, transform and transform3D can change).
@MainActor @Suite(.serialized, .freshWorld)
struct VisibleItemsInvalidationTests {
    final class Calls {
        var offsets: [CGPoint] = []
        var items: [[IndexPath]] = []
        var containerWidth: CGFloat = 0
    }

    private func collection(orthogonal: Bool, calls: Calls,
                            handler: @escaping ([any NSCollectionLayoutVisibleItem], CGPoint, any NSCollectionLayoutEnvironment) -> Void)
        -> (UIWindow, UICollectionView, AnyObject) {
        let item = NSCollectionLayoutItem(layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .fractionalHeight(1)))
        let groupSize = orthogonal ? NSCollectionLayoutSize(widthDimension: .absolute(200), heightDimension: .absolute(150))
                                   : NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(100))
        let group = NSCollectionLayoutGroup.horizontal(layoutSize: groupSize, subitems: [item])
        let section = NSCollectionLayoutSection(group: group)
        if orthogonal { section.orthogonalScrollingBehavior = .continuous }
        section.visibleItemsInvalidationHandler = { items, offset, env in
            calls.offsets.append(offset)
            calls.items.append(items.map(\.indexPath).sorted())
            calls.containerWidth = env.container.contentSize.width
            handler(items, offset, env)
        }
        let (window, cv, source) = shownDiffableCollection(layout: UICollectionViewCompositionalLayout(section: section),
                                                           sections: [Array(0..<20)], cell: UICollectionViewCell.self) { cell, _, _ in
            cell.contentView.backgroundColor = .systemBlue
        }
        return (window, cv, source)
    }

    @Test("An orthogonal carousel's handler gets the section's offset as it scrolls, and its scales show on the cells")
    func orthogonalCarousel() throws {
        let calls = Calls()
        var applied: [IndexPath: CGFloat] = [:]
        let (w, cv, source) = collection(orthogonal: true, calls: calls) { items, offset, env in
            for item in items {
                let s = max(0.7, 1 - abs(item.frame.midX - offset.x - env.container.contentSize.width / 2) / env.container.contentSize.width)
                item.transform = CGAffineTransform(scaleX: s, y: s)
                item.alpha = s
                applied[item.indexPath] = s
            }
        }
        #expect(calls.offsets.first == .zero)
        #expect(calls.items.last == [0, 1].map { IndexPath(item: $0, section: 0) })
        let first = try #require(cv.cellForItem(at: IndexPath(item: 0, section: 0)))
        #expect(first.transform == CGAffineTransform(scaleX: applied[IndexPath(item: 0, section: 0)]!, y: applied[IndexPath(item: 0, section: 0)]!))
        #expect(abs(first.alpha - applied[IndexPath(item: 0, section: 0)]!) < 1e-6)   // alpha is kept as a layer's Float opacity
        let before = calls.offsets.count
        dragTouch(in: w, from: CGPoint(x: 300, y: 75), by: CGPoint(x: -250, y: 0), steps: 10, holdBeforeLift: true)
        #expect(calls.offsets.count > before)
        let offset = try #require(calls.offsets.last)
        #expect(offset.x > 200)
        #expect(cv.contentOffset.y == 0)
        for ip in cv.indexPathsForVisibleItems {
            let cell = try #require(cv.cellForItem(at: ip))
            let s = try #require(applied[ip])
            #expect(cell.transform == CGAffineTransform(scaleX: s, y: s))
            #expect(abs(cell.alpha - s) < 1e-6)
        }
        // The layout's own attributes stay untouched: the handler works on copies.
        #expect(cv.layoutAttributesForItem(at: IndexPath(item: 0, section: 0))?.transform == .identity)
        #expect(calls.containerWidth == 390)
        withExtendedLifetime(source) {}
    }

    @Test("A vertical section's handler gets the collection view's content offset when it scrolls; alpha and hiding show")
    func verticalSection() throws {
        let calls = Calls()
        let (_, cv, source) = collection(orthogonal: false, calls: calls) { items, _, _ in
            for item in items {
                item.alpha = 0.5
                item.isHidden = item.indexPath.item == 3
            }
        }
        #expect(calls.offsets.last == .zero)
        cv.contentOffset = CGPoint(x: 0, y: 120)
        UIApplication.shared.runOneTurn()
        #expect(calls.offsets.last == CGPoint(x: 0, y: 120))
        let shown = try #require(calls.items.last)
        #expect(shown.first == IndexPath(item: 1, section: 0))
        #expect(shown == cv.indexPathsForVisibleItems)
        let cell = try #require(cv.cellForItem(at: IndexPath(item: 2, section: 0)))
        #expect(cell.alpha == 0.5)
        #expect(cv.cellForItem(at: IndexPath(item: 3, section: 0))?.isHidden == true)
        withExtendedLifetime(source) {}
    }
}
