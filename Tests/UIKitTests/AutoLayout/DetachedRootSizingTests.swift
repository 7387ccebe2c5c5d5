import Foundation
import Testing
import UIKit

/// A view with no superview and `translatesAutoresizingMaskIntoConstraints == false` takes the size its
/// own constraints give it at `layoutIfNeeded()` (width and height constraints, intrinsic content size,
/// subviews pinned inside), so a game can snapshot a board it built off screen.
@MainActor @Suite(.serialized, .freshWorld)
struct DetachedRootSizingTests {
    @Test("Width and height constraints size a superview-less view; its snapshot is non-nil and that size")
    func sizeFromOwnConstraints() throws {
        let board = UIView()
        board.backgroundColor = .systemGreen
        board.translatesAutoresizingMaskIntoConstraints = false
        NSLayoutConstraint.activate([board.widthAnchor.constraint(equalToConstant: 300),
                                     board.heightAnchor.constraint(equalTo: board.widthAnchor)])
        let tile = UIView()
        tile.translatesAutoresizingMaskIntoConstraints = false
        board.addSubview(tile)
        NSLayoutConstraint.activate([tile.leadingAnchor.constraint(equalTo: board.leadingAnchor, constant: 10),
                                     tile.topAnchor.constraint(equalTo: board.topAnchor, constant: 10),
                                     tile.widthAnchor.constraint(equalTo: board.widthAnchor, multiplier: 0.5)])
        board.layoutIfNeeded()
        #expect(board.bounds.size == CGSize(width: 300, height: 300))
        #expect(tile.frame.minX == 10 && tile.frame.width == 150)
        let snapshot = try #require(board.snapshotView(afterScreenUpdates: true))
        #expect(snapshot.bounds.size == CGSize(width: 300, height: 300))
    }

    @Test("A label with no superview is sized from its intrinsic content size; subviews pinned inside size a container")
    func sizeFromIntrinsicAndContent() {
        let label = UILabel()
        label.text = "Score"
        label.translatesAutoresizingMaskIntoConstraints = false
        label.layoutIfNeeded()
        #expect(label.bounds.size == label.intrinsicContentSize)
        #expect(label.bounds.width > 0)

        let badge = UIView()
        badge.translatesAutoresizingMaskIntoConstraints = false
        let inner = UIView()
        inner.translatesAutoresizingMaskIntoConstraints = false
        badge.addSubview(inner)
        NSLayoutConstraint.activate([inner.leadingAnchor.constraint(equalTo: badge.leadingAnchor, constant: 4),
                                     inner.trailingAnchor.constraint(equalTo: badge.trailingAnchor, constant: -4),
                                     inner.topAnchor.constraint(equalTo: badge.topAnchor, constant: 2),
                                     inner.bottomAnchor.constraint(equalTo: badge.bottomAnchor, constant: -2),
                                     inner.widthAnchor.constraint(equalToConstant: 40),
                                     inner.heightAnchor.constraint(equalToConstant: 20)])
        badge.layoutIfNeeded()
        #expect(badge.bounds.size == CGSize(width: 48, height: 24))
        #expect(badge.frame.origin == .zero)
    }
}
