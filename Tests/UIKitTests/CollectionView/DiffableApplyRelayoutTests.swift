import Foundation
import Testing
import UIKit

/// Applying a snapshot runs the collection view's update, which lays it out again even when the snapshot
/// is unchanged, so a list whose layout reads a setting the app changed (an appearance switcher applies
/// `dataSource.snapshot()` again) shows the new layout, as on iOS.
@MainActor @Suite(.serialized, .freshWorld)
struct DiffableApplyRelayoutTests {
    final class Setting { var appearance: UICollectionLayoutListConfiguration.Appearance = .plain }

    @Test("Re-applying an unchanged snapshot after the section provider's setting changed lays the list out again")
    func unchangedSnapshotRelayouts() throws {
        let window = appWindow(CGSize(width: 390, height: 700))
        let setting = Setting()
        let layout = UICollectionViewCompositionalLayout { _, env in
            NSCollectionLayoutSection.list(using: UICollectionLayoutListConfiguration(appearance: setting.appearance),
                                           layoutEnvironment: env)
        }
        let cv = UICollectionView(frame: window.bounds, collectionViewLayout: layout)
        window.addSubview(cv)
        window.isHidden = false
        let registration = UICollectionView.CellRegistration<UICollectionViewListCell, String> { cell, _, item in
            var c = cell.defaultContentConfiguration(); c.text = item; cell.contentConfiguration = c
        }
        let ds = UICollectionViewDiffableDataSource<Int, String>(collectionView: cv) { cv, ip, item in
            cv.dequeueConfiguredReusableCell(using: registration, for: ip, item: item)
        }
        var snap = NSDiffableDataSourceSnapshot<Int, String>()
        snap.appendSections([0])
        snap.appendItems(["One", "Two", "Three"])
        ds.apply(snap, animatingDifferences: false)
        UIApplication.shared.runOneTurn()
        let plainFrame = try #require(cv.cellForItem(at: IndexPath(item: 0, section: 0))).frame
        #expect(plainFrame.minX == 0 && plainFrame.width == 390)

        setting.appearance = .insetGrouped
        ds.apply(ds.snapshot(), animatingDifferences: true)
        UIApplication.shared.runOneTurn()
        let insetFrame = try #require(cv.cellForItem(at: IndexPath(item: 0, section: 0))).frame
        #expect(insetFrame.minX > 0 && insetFrame.width < 390)
    }

    @Test("An empty performBatchUpdates lays the collection view out again")
    func emptyBatchInvalidates() throws {
        let window = appWindow(CGSize(width: 390, height: 700))
        let setting = Setting()
        let layout = UICollectionViewCompositionalLayout { _, env in
            NSCollectionLayoutSection.list(using: UICollectionLayoutListConfiguration(appearance: setting.appearance),
                                           layoutEnvironment: env)
        }
        let cv = UICollectionView(frame: window.bounds, collectionViewLayout: layout)
        window.addSubview(cv)
        window.isHidden = false
        let registration = UICollectionView.CellRegistration<UICollectionViewListCell, String> { _, _, _ in }
        let ds = UICollectionViewDiffableDataSource<Int, String>(collectionView: cv) { cv, ip, item in
            cv.dequeueConfiguredReusableCell(using: registration, for: ip, item: item)
        }
        var snap = NSDiffableDataSourceSnapshot<Int, String>()
        snap.appendSections([0])
        snap.appendItems(["One"])
        ds.apply(snap, animatingDifferences: false)
        UIApplication.shared.runOneTurn()
        setting.appearance = .insetGrouped
        cv.performBatchUpdates(nil)
        UIApplication.shared.runOneTurn()
        #expect(try #require(cv.cellForItem(at: IndexPath(item: 0, section: 0))).frame.minX > 0)
    }
}
