import Foundation
import UIKit

extension CatalogPages {
    /// A flow-layout grid of coloured cells with section headers: a UICollectionViewController subclass
    /// written as for iOS.
    static func collectionView() -> UIViewController {
        final class SwatchCell: UICollectionViewCell {
            let label = UILabel()
            override init(frame: CGRect) {
                super.init(frame: frame)
                contentView.layer.cornerRadius = 10
                contentView.layer.masksToBounds = true
                label.textAlignment = .center
                label.font = .boldSystemFont(ofSize: 15)
                label.textColor = .white
                contentView.addSubview(label)
            }
            required init?(coder: NSCoder) { return nil }
            override func layoutSubviews() {
                super.layoutSubviews()
                label.frame = contentView.bounds
            }
        }
        final class HeaderView: UICollectionReusableView {
            let label = UILabel()
            override init(frame: CGRect) {
                super.init(frame: frame)
                backgroundColor = .secondarySystemBackground
                label.font = .boldSystemFont(ofSize: 17)
                addSubview(label)
            }
            required init?(coder: NSCoder) { return nil }
            override func layoutSubviews() {
                super.layoutSubviews()
                label.frame = bounds.insetBy(dx: 16, dy: 0)
            }
        }
        final class GridController: UICollectionViewController, UICollectionViewDelegateFlowLayout {
            let sections: [(title: String, hue: CGFloat, count: Int)] = [("Warm", 0.02, 11), ("Green", 0.33, 7), ("Cool", 0.6, 40)]
            init() {
                let layout = UICollectionViewFlowLayout()
                layout.itemSize = CGSize(width: 76, height: 76)
                layout.minimumInteritemSpacing = 10
                layout.minimumLineSpacing = 10
                layout.sectionInset = UIEdgeInsets(top: 10, left: 16, bottom: 16, right: 16)
                layout.headerReferenceSize = CGSize(width: 0, height: 36)
                layout.sectionHeadersPinToVisibleBounds = true
                super.init(collectionViewLayout: layout)
            }
            required init?(coder: NSCoder) { return nil }
            override func viewDidLoad() {
                super.viewDidLoad()
                title = "Collection view"
                collectionView.backgroundColor = .systemBackground
                collectionView.register(SwatchCell.self, forCellWithReuseIdentifier: "swatch")
                collectionView.register(HeaderView.self, forSupplementaryViewOfKind: UICollectionView.elementKindSectionHeader,
                                        withReuseIdentifier: "header")
            }
            override func numberOfSections(in collectionView: UICollectionView) -> Int { sections.count }
            override func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int { sections[section].count }
            override func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
                let cell = collectionView.dequeueReusableCell(withReuseIdentifier: "swatch", for: indexPath) as! SwatchCell
                let s = sections[indexPath.section]
                let k = CGFloat(indexPath.item) / CGFloat(max(1, s.count))
                cell.contentView.backgroundColor = UIColor(hue: s.hue + 0.12 * k, saturation: 0.75, brightness: 0.95 - 0.35 * k, alpha: 1)
                cell.label.text = "\(indexPath.item + 1)"
                return cell
            }
            override func collectionView(_ collectionView: UICollectionView, viewForSupplementaryElementOfKind kind: String,
                                         at indexPath: IndexPath) -> UICollectionReusableView {
                let v = collectionView.dequeueReusableSupplementaryView(ofKind: kind, withReuseIdentifier: "header", for: indexPath) as! HeaderView
                v.label.text = "\(sections[indexPath.section].title) · \(sections[indexPath.section].count) items"
                return v
            }
            // Wide cells for the green section, as a delegate can size items one by one.
            func collectionView(_ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
                                sizeForItemAt indexPath: IndexPath) -> CGSize {
                indexPath.section == 1 ? CGSize(width: indexPath.item % 3 == 0 ? 160 : 76, height: 50) : CGSize(width: 76, height: 76)
            }
        }
        return GridController()
    }
}

extension CatalogPages {
    /// An inset grouped list: a compositional list layout, list cells from a registration, a diffable data
    /// source, and section headers.
    static func collectionList() -> UIViewController {
        final class ListController: UIViewController {
            enum Section: String, CaseIterable { case connections = "Connections", display = "Display" }
            var collectionView: UICollectionView!
            var dataSource: UICollectionViewDiffableDataSource<Section, String>!
            override func viewDidLoad() {
                super.viewDidLoad()
                title = "Lists"
                var config = UICollectionLayoutListConfiguration(appearance: .insetGrouped)
                config.headerMode = .supplementary
                collectionView = UICollectionView(frame: view.bounds, collectionViewLayout: UICollectionViewCompositionalLayout.list(using: config))
                collectionView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
                collectionView.backgroundColor = .systemGroupedBackground
                view.addSubview(collectionView)
                let cell = UICollectionView.CellRegistration<UICollectionViewListCell, String> { cell, _, item in
                    var content = cell.defaultContentConfiguration()
                    content.text = item
                    if item == "Wi-Fi" { content.secondaryText = "Home network" }
                    cell.contentConfiguration = content
                    cell.backgroundColor = .secondarySystemGroupedBackground
                    switch item {
                    case "Wi-Fi", "Bluetooth": cell.accessories = [.label(text: "On"), .disclosureIndicator()]
                    case "Light": cell.accessories = [.checkmark()]
                    default: cell.accessories = [.disclosureIndicator()]
                    }
                }
                let header = UICollectionView.SupplementaryRegistration<UICollectionViewListCell>(elementKind: UICollectionView.elementKindSectionHeader) {
                    [weak self] view, _, indexPath in
                    var content = UIListContentConfiguration.groupedHeader()
                    content.text = self?.dataSource.sectionIdentifier(for: indexPath.section)?.rawValue.uppercased()
                    view.contentConfiguration = content
                    view.backgroundColor = .clear
                }
                dataSource = UICollectionViewDiffableDataSource<Section, String>(collectionView: collectionView) { cv, indexPath, item in
                    cv.dequeueConfiguredReusableCell(using: cell, for: indexPath, item: item)
                }
                dataSource.supplementaryViewProvider = { cv, _, indexPath in
                    cv.dequeueConfiguredReusableSupplementary(using: header, for: indexPath)
                }
                var snapshot = NSDiffableDataSourceSnapshot<Section, String>()
                snapshot.appendSections(Section.allCases)
                snapshot.appendItems(["Wi-Fi", "Bluetooth", "Cellular"], toSection: .connections)
                snapshot.appendItems(["Light", "Dark", "Automatic", "Text Size"], toSection: .display)
                dataSource.apply(snapshot, animatingDifferences: false)
            }
        }
        return ListController()
    }
}
