import Foundation
import Testing
import UIKit

/// Custom states on a cell's configuration state, as Apple's sample shows them: a cell subclass adds its
/// own state to `configurationState` by a `UIConfigurationStateCustomKey`, calls
/// `setNeedsUpdateConfiguration()` when it changes, and reads it back in `updateConfiguration(using:)`.
@MainActor @Suite(.serialized, .freshWorld)
struct CustomConfigurationStateTests {
    final class FavoriteCell: UICollectionViewListCell {
        static let isFavoriteKey = UIConfigurationStateCustomKey("com.example.isFavorite")
        var isFavorite = false { didSet { if isFavorite != oldValue { setNeedsUpdateConfiguration() } } }
        var seen: [Bool] = []

        override var configurationState: UICellConfigurationState {
            var state = super.configurationState
            state[Self.isFavoriteKey] = isFavorite
            return state
        }
        override func updateConfiguration(using state: UICellConfigurationState) {
            let favorite = state[Self.isFavoriteKey] as? Bool ?? false
            seen.append(favorite)
            var content = defaultContentConfiguration().updated(for: state)
            content.text = favorite ? "★ Item" : "Item"
            contentConfiguration = content
        }
    }

    @Test("A custom state set by key reaches updateConfiguration(using:), which runs again when the cell asks for it")
    func customKey() throws {
        var state = UICellConfigurationState(traitCollection: UITraitCollection())
        #expect(state[FavoriteCell.isFavoriteKey] == nil)
        state[FavoriteCell.isFavoriteKey] = true
        #expect(state[FavoriteCell.isFavoriteKey] == AnyHashable(true))

        let (_, cv, source) = shownDiffableCollection(
            layout: UICollectionViewCompositionalLayout.list(using: .init(appearance: .plain)), sections: [[1]], cell: FavoriteCell.self)
        defer { withExtendedLifetime(source) {} }
        let cell = try #require(cv.cellForItem(at: IndexPath(item: 0, section: 0)) as? FavoriteCell)
        #expect(cell.seen.last == false)
        cell.isFavorite = true
        UIApplication.shared.runOneTurn()
        #expect(cell.seen.last == true)
        #expect((cell.contentConfiguration as? UIListContentConfiguration)?.text == "★ Item")
    }
}
