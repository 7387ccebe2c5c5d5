import Foundation
import Testing
import UIKit

/// The list cell's delete accessory, as list apps edit: `UICellAccessory.delete()` shows while the collection
/// view is editing (its default `displayed` state); a tap runs its action handler, or without one opens the
/// row on its trailing swipe actions, whose Delete then runs (UIKit's documented behaviour).
@MainActor @Suite(.serialized, .freshWorld)
struct ListDeleteAccessoryTests {
    private func list(handler: (@MainActor () -> Void)?, log: @escaping (String) -> Void) -> (UIWindow, UICollectionView, AnyObject) {
        var config = UICollectionLayoutListConfiguration(appearance: .plain)
        config.trailingSwipeActionsConfigurationProvider = { ip in
            UISwipeActionsConfiguration(actions: [UIContextualAction(style: .destructive, title: "Delete") { _, _, done in
                log("swipe delete \(ip.item)")
                done(true)
            }])
        }
        let (window, cv, source) = shownDiffableCollection(
            layout: UICollectionViewCompositionalLayout.list(using: config), sections: [Array(0..<8)],
            cell: UICollectionViewListCell.self) { cell, _, item in
            var content = cell.defaultContentConfiguration()
            content.text = "Item \(item)"
            cell.contentConfiguration = content
            cell.accessories = [.delete(actionHandler: handler), .disclosureIndicator(displayed: .whenNotEditing)]
        }
        return (window, cv, source)
    }

    @Test("The delete accessory shows only while editing, and moves the content aside")
    func showsWhileEditing() throws {
        let (_, cv, source) = list(handler: nil) { _ in }
        let cell = try #require(cv.cellForItem(at: IndexPath(item: 1, section: 0)) as? UICollectionViewListCell)
        #expect(cell.contentView.frame.minX == 0)
        cv.isEditing = true
        UIApplication.shared.runOneTurn()
        #expect(cell.contentView.frame.minX > 20)
        cv.isEditing = false
        UIApplication.shared.runOneTurn()
        #expect(cell.contentView.frame.minX == 0)
        withExtendedLifetime(source) {}
    }

    @Test("A tap on the delete accessory runs its action handler")
    func actionHandler() throws {
        var log: [String] = []
        let (w, cv, source) = list(handler: { log.append("handler") }) { log.append($0) }
        cv.isEditing = true
        UIApplication.shared.runOneTurn()
        let cell = try #require(cv.cellForItem(at: IndexPath(item: 2, section: 0)))
        let y = cell.convert(cell.bounds, to: nil).midY
        tapTouch(in: w, at: CGPoint(x: 30, y: y))
        #expect(log == ["handler"])
        withExtendedLifetime(source) {}
    }

    @Test("Without a handler, a tap opens the row on its trailing actions; Delete runs the swipe action")
    func opensTrailingActions() throws {
        var log: [String] = []
        let (w, cv, source) = list(handler: nil) { log.append($0) }
        cv.isEditing = true
        UIApplication.shared.runOneTurn()
        let cell = try #require(cv.cellForItem(at: IndexPath(item: 3, section: 0)))
        let y = cell.convert(cell.bounds, to: nil).midY
        tapTouch(in: w, at: CGPoint(x: 30, y: y))
        #expect(cell.frame.minX < -50)
        tapTouch(in: w, at: CGPoint(x: 385, y: y))
        #expect(log == ["swipe delete 3"])
        #expect(cell.frame.minX == 0)
        withExtendedLifetime(source) {}
    }
}
