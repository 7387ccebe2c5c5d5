import Testing
import Foundation
@testable import UIKit

/// A shown list of `config` whose sections hold `items[s]` rows each (with "HEADER" headers when the
/// configuration asks for them); keep the returned window and data source for the test's duration.
@MainActor
private func shownList(_ config: UICollectionLayoutListConfiguration, items: [Int]) -> (UIWindow, UICollectionView, AnyObject) {
    let window = appWindow(CGSize(width: 390, height: 700))
    let cv = UICollectionView(frame: window.bounds, collectionViewLayout: UICollectionViewCompositionalLayout.list(using: config))
    window.addSubview(cv)
    window.isHidden = false
    let cell = UICollectionView.CellRegistration<UICollectionViewListCell, String> { cell, _, item in
        var c = cell.defaultContentConfiguration(); c.text = item; cell.contentConfiguration = c
    }
    let header = UICollectionView.SupplementaryRegistration<UICollectionViewListCell>(elementKind: UICollectionView.elementKindSectionHeader) { v, _, _ in
        var c = UIListContentConfiguration.groupedHeader(); c.text = "HEADER"; v.contentConfiguration = c
    }
    let ds = UICollectionViewDiffableDataSource<Int, String>(collectionView: cv) { cv, ip, item in
        cv.dequeueConfiguredReusableCell(using: cell, for: ip, item: item)
    }
    if config.headerMode == .supplementary {
        ds.supplementaryViewProvider = { cv, _, ip in cv.dequeueConfiguredReusableSupplementary(using: header, for: ip) }
    }
    var snap = NSDiffableDataSourceSnapshot<Int, String>()
    for (s, n) in items.enumerated() {
        snap.appendSections([s])
        snap.appendItems((0..<n).map { "\(s)-\($0)" }, toSection: s)
    }
    ds.apply(snap, animatingDifferences: false)
    cv.layoutIfNeeded()
    return (window, cv, ds)
}

/// The list cell of row `item` in `section`.
@MainActor
private func listCell(_ cv: UICollectionView, _ item: Int, _ section: Int) throws -> UICollectionViewListCell {
    try #require(cv.cellForItem(at: IndexPath(item: item, section: section)) as? UICollectionViewListCell)
}

/// How list rows look in the list layout's appearances, as iOS draws them: an inset grouped section is a
/// card with 10-point rounded outer corners (the first row's top corners, the last row's bottom ones), the
/// last row of such a section has no separator, headers never have one, and a plain list keeps the
/// separator under every row. The rows had square corners and separators under headers and last rows.
@MainActor @Suite(.freshWorld) struct ListAppearanceTests {
    private func list(_ appearance: UICollectionLayoutListConfiguration.Appearance, items: [Int]) -> (UIWindow, UICollectionView, AnyObject) {
        var config = UICollectionLayoutListConfiguration(appearance: appearance)
        config.headerMode = .supplementary
        return shownList(config, items: items)
    }

    @Test func insetGroupedSectionsRoundTheirOuterCornersAndEndWithoutASeparator() throws {
        let (w, cv, ds) = list(.insetGrouped, items: [3, 1])
        try withExtendedLifetime((w, ds)) {
            let first = try listCell(cv, 0, 0), middle = try listCell(cv, 1, 0), last = try listCell(cv, 2, 0), single = try listCell(cv, 0, 1)
            #expect(first.layer.cornerRadius == 10)
            #expect(first.layer.maskedCorners == [.layerMinXMinYCorner, .layerMaxXMinYCorner])
            #expect(first.layer.masksToBounds)
            #expect(middle.layer.cornerRadius == 0 || middle.layer.maskedCorners.isEmpty)
            #expect(last.layer.maskedCorners == [.layerMinXMaxYCorner, .layerMaxXMaxYCorner])
            #expect(single.layer.maskedCorners == [.layerMinXMinYCorner, .layerMaxXMinYCorner, .layerMinXMaxYCorner, .layerMaxXMaxYCorner])
            #expect(!first._separator.isHidden)
            #expect(!middle._separator.isHidden)
            #expect(last._separator.isHidden)
            #expect(single._separator.isHidden)
            let header = try #require(cv.supplementaryView(forElementKind: UICollectionView.elementKindSectionHeader,
                                                           at: IndexPath(item: 0, section: 0)) as? UICollectionViewListCell)
            #expect(header._separator.isHidden)
            #expect(header.layer.cornerRadius == 0)
        }
    }

    @Test func plainListsKeepSquareRowsWithASeparatorUnderEachRow() throws {
        let (w, cv, ds) = list(.plain, items: [2])
        try withExtendedLifetime((w, ds)) {
            for i in 0..<2 {
                let c = try listCell(cv, i, 0)
                #expect(c.layer.cornerRadius == 0)
                #expect(!c._separator.isHidden)
            }
        }
    }

    @Test func hidingSeparatorsHidesEveryRowsSeparator() throws {
        var config = UICollectionLayoutListConfiguration(appearance: .grouped)
        config.showsSeparators = false
        let (w, cv, ds) = shownList(config, items: [3])
        defer { withExtendedLifetime((w, ds)) {} }
        for i in 0..<3 { #expect(try listCell(cv, i, 0)._separator.isHidden) }
    }
}

/// `separatorConfiguration` and `itemSeparatorHandler` (iOS 14.5): a section-wide colour, and per-row
/// visibility and insets that override the list's automatic choice.
@MainActor @Suite(.freshWorld) struct ListSeparatorConfigurationTests {
    @Test func perRowHandlerOverridesVisibilityInsetsAndColour() throws {
        var config = UICollectionLayoutListConfiguration(appearance: .insetGrouped)
        #expect(config.separatorConfiguration.bottomSeparatorVisibility == .automatic)
        #expect(config.separatorConfiguration.bottomSeparatorInsets == UIListSeparatorConfiguration.automaticInsets)
        config.separatorConfiguration.color = .red
        var asked: [IndexPath] = []
        config.itemSeparatorHandler = { ip, c in
            asked.append(ip)
            var c = c
            if ip.item == 0 { c.bottomSeparatorVisibility = .hidden }
            if ip.item == 1 { c.bottomSeparatorInsets = NSDirectionalEdgeInsets(top: 0, leading: 40, bottom: 0, trailing: 10) }
            if ip.item == 2 { c.bottomSeparatorVisibility = .visible }   // the last row: automatic would hide it
            return c
        }
        let (w, cv, ds) = shownList(config, items: [3])
        defer { withExtendedLifetime((w, ds)) {} }
        #expect(Set(asked) == [IndexPath(item: 0, section: 0), IndexPath(item: 1, section: 0), IndexPath(item: 2, section: 0)])
        let cells = try (0..<3).map { try listCell(cv, $0, 0) }
        #expect(cells[0]._separator.isHidden)
        #expect(!cells[1]._separator.isHidden)
        #expect(cells[1]._separator.frame.minX == 40)
        #expect(cells[1]._separator.frame.maxX == cells[1].bounds.width - 10)
        #expect(!cells[2]._separator.isHidden)
        #expect(cells[1]._separator.backgroundColor == .red)
    }
}
