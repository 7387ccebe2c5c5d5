import Foundation
import Testing
import UIKit

/// List cells as apps write them: a cell that builds its content in `updateConfiguration(using:)` is
/// measured with that content (rows do not overlap), a `configurationUpdateHandler` runs before the cell
/// is shown, and `backgroundConfiguration = .clear()` leaves a list cell clear.
@MainActor @Suite(.serialized, .freshWorld)
struct ListCellConfigurationTests {
    /// A note row that builds its content when its configuration updates (Apple's custom list cell pattern).
    final class NoteCell: UICollectionViewListCell {
        var note: String? { didSet { setNeedsUpdateConfiguration() } }
        override func updateConfiguration(using state: UICellConfigurationState) {
            var content = defaultContentConfiguration().updated(for: state)
            content.text = note
            contentConfiguration = content
        }
    }

    private func list<Cell: UICollectionViewListCell>(_ window: UIWindow, items: [String],
                                                      configure: @escaping (Cell, String) -> Void) -> (UICollectionView, AnyObject) {
        let cv = UICollectionView(frame: window.bounds, collectionViewLayout:
            UICollectionViewCompositionalLayout.list(using: UICollectionLayoutListConfiguration(appearance: .plain)))
        window.addSubview(cv)
        window.isHidden = false
        let registration = UICollectionView.CellRegistration<Cell, String> { cell, _, item in configure(cell, item) }
        let ds = UICollectionViewDiffableDataSource<Int, String>(collectionView: cv) { cv, ip, item in
            cv.dequeueConfiguredReusableCell(using: registration, for: ip, item: item)
        }
        var snap = NSDiffableDataSourceSnapshot<Int, String>()
        snap.appendSections([0])
        snap.appendItems(items)
        ds.apply(snap, animatingDifferences: false)
        UIApplication.shared.runOneTurn()
        return (cv, ds)
    }

    @Test("A cell whose content is built in updateConfiguration(using:) self-sizes; rows do not overlap")
    func updateConfigurationContentSelfSizes() throws {
        let window = appWindow(CGSize(width: 390, height: 800))
        let long = "Groceries: milk, eggs, flour, butter, apples, coffee beans, rice, tomatoes, basil, olive oil and bread"
        let (cv, ds) = list(window, items: [long, "Call Ana"]) { (cell: NoteCell, item) in cell.note = item }
        let first = try #require(cv.cellForItem(at: IndexPath(item: 0, section: 0)))
        let second = try #require(cv.cellForItem(at: IndexPath(item: 1, section: 0)))
        #expect(first.frame.height > 60) // several lines of body text
        #expect(second.frame.minY >= first.frame.maxY)
        _ = ds
    }

    @Test("A configurationUpdateHandler set in the registration runs before the cell is shown")
    func updateHandlerRuns() throws {
        let window = appWindow(CGSize(width: 390, height: 800))
        let (cv, ds) = list(window, items: ["A"]) { (cell: UICollectionViewListCell, item) in
            cell.configurationUpdateHandler = { cell, state in
                var c = UIListContentConfiguration.cell().updated(for: state)
                c.text = "Handled " + item
                cell.contentConfiguration = c
            }
        }
        let cell = try #require(cv.cellForItem(at: IndexPath(item: 0, section: 0)))
        #expect((cell.contentConfiguration as? UIListContentConfiguration)?.text == "Handled A")
        _ = ds
    }

    @Test("backgroundConfiguration = .clear() leaves a list cell without a background colour")
    func clearBackground() throws {
        let window = appWindow(CGSize(width: 390, height: 800))
        let (cv, ds) = list(window, items: ["A"]) { (cell: UICollectionViewListCell, item) in
            var c = cell.defaultContentConfiguration(); c.text = item; cell.contentConfiguration = c
            cell.backgroundConfiguration = .clear()
        }
        let cell = try #require(cv.cellForItem(at: IndexPath(item: 0, section: 0)))
        #expect(cell.backgroundColor == nil)
        let plain = UICollectionViewListCell(frame: .zero)
        #expect(plain.backgroundColor != nil) // the list's default background without a configuration
        _ = ds
    }
}
