import Foundation
import UIKit

extension CatalogPages {
    /// A mail-style table: rows swipe left for Delete and Flag and right for Pin, a full swipe deletes, and
    /// Edit shows delete and reorder controls, written as for iOS.
    static func swipeActions() -> UIViewController {
        final class InboxController: UIViewController, UITableViewDataSource, UITableViewDelegate {
            var messages = ["Lunch on Friday?", "Your order has shipped", "Minutes of the weekly meeting", "Photos from the trip",
                            "Re: project plan", "Invoice 2041", "Welcome to the team", "Flight check-in is open",
                            "Book club: next title", "Quarterly report draft", "Garden party", "Password changed"]
            var flagged: Set<String> = []
            var pinned: Set<String> = []
            let table = UITableView(frame: .zero, style: .plain)

            override func viewDidLoad() {
                super.viewDidLoad()
                title = "Swipe actions"
                navigationItem.rightBarButtonItem = editButtonItem
                table.frame = view.bounds
                table.autoresizingMask = [.flexibleWidth, .flexibleHeight]
                table.register(UITableViewCell.self, forCellReuseIdentifier: "message")
                table.dataSource = self
                table.delegate = self
                view.addSubview(table)
            }
            override func setEditing(_ editing: Bool, animated: Bool) {
                super.setEditing(editing, animated: animated)
                table.setEditing(editing, animated: animated)
            }
            func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { messages.count }
            func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
                let cell = tableView.dequeueReusableCell(withIdentifier: "message", for: indexPath)
                let m = messages[indexPath.row]
                var content = cell.defaultContentConfiguration()
                content.text = m
                content.image = UIImage(systemName: pinned.contains(m) ? "pin.fill" : flagged.contains(m) ? "flag.fill" : "envelope")
                content.imageProperties.preferredSymbolConfiguration = UIImage.SymbolConfiguration(pointSize: 20, weight: .semibold)
                content.imageProperties.tintColor = flagged.contains(m) ? .systemOrange : .systemBlue
                cell.contentConfiguration = content
                return cell
            }
            func tableView(_ tableView: UITableView, canMoveRowAt indexPath: IndexPath) -> Bool { true }
            func tableView(_ tableView: UITableView, moveRowAt sourceIndexPath: IndexPath, to destinationIndexPath: IndexPath) {
                messages.insert(messages.remove(at: sourceIndexPath.row), at: destinationIndexPath.row)
            }
            func tableView(_ tableView: UITableView, commit editingStyle: UITableViewCell.EditingStyle, forRowAt indexPath: IndexPath) {
                guard editingStyle == .delete else { return }
                messages.remove(at: indexPath.row)
                tableView.deleteRows(at: [indexPath], with: .automatic)
            }
            func tableView(_ tableView: UITableView, trailingSwipeActionsConfigurationForRowAt indexPath: IndexPath) -> UISwipeActionsConfiguration? {
                let delete = UIContextualAction(style: .destructive, title: "Delete") { [weak self] _, _, done in
                    self?.tableView(tableView, commit: .delete, forRowAt: indexPath)
                    done(true)
                }
                let m = messages[indexPath.row]
                let flag = UIContextualAction(style: .normal, title: flagged.contains(m) ? "Unflag" : "Flag") { [weak self] _, _, done in
                    guard let self else { return done(false) }
                    if flagged.remove(m) == nil { flagged.insert(m) }
                    tableView.reloadRows(at: [indexPath], with: .none)
                    done(true)
                }
                flag.backgroundColor = .systemOrange
                flag.image = UIImage(systemName: "flag.fill")
                return UISwipeActionsConfiguration(actions: [delete, flag])
            }
            func tableView(_ tableView: UITableView, leadingSwipeActionsConfigurationForRowAt indexPath: IndexPath) -> UISwipeActionsConfiguration? {
                let m = messages[indexPath.row]
                let pin = UIContextualAction(style: .normal, title: pinned.contains(m) ? "Unpin" : "Pin") { [weak self] _, _, done in
                    guard let self else { return done(false) }
                    if pinned.remove(m) == nil { pinned.insert(m) }
                    tableView.reloadRows(at: [indexPath], with: .none)
                    done(true)
                }
                pin.backgroundColor = .systemYellow
                pin.image = UIImage(systemName: "pin.fill")
                return UISwipeActionsConfiguration(actions: [pin])
            }
            func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
                tableView.deselectRow(at: indexPath, animated: true)
            }
        }
        return InboxController()
    }

    /// Shelves that scroll sideways on their own: compositional sections with orthogonal scrolling (centred
    /// group paging for the cards, which a visible-items handler scales down away from the centre; continuous
    /// for the tiles) above a list that scrolls vertically, whose rows Edit lets reorder by their handles
    /// within the list.
    static func shelves() -> UIViewController {
        final class TileCell: UICollectionViewCell {
            let icon = UIImageView()
            let label = UILabel()
            override init(frame: CGRect) {
                super.init(frame: frame)
                contentView.layer.cornerRadius = 12
                contentView.layer.masksToBounds = true
                icon.tintColor = .white
                icon.contentMode = .center
                label.font = .boldSystemFont(ofSize: 15)
                label.textColor = .white
                label.textAlignment = .center
                contentView.addSubview(icon)
                contentView.addSubview(label)
            }
            required init?(coder: NSCoder) { return nil }
            override func layoutSubviews() {
                super.layoutSubviews()
                let b = contentView.bounds
                icon.frame = CGRect(x: 0, y: 0, width: b.width, height: b.height - 28)
                label.frame = CGRect(x: 4, y: b.height - 30, width: b.width - 8, height: 22)
            }
        }
        final class ShelvesController: UIViewController, UICollectionViewDelegate {
            enum Section: Int, CaseIterable { case featured, tiles, list }
            let symbols = ["sun.max.fill", "cloud.rain.fill", "snowflake", "wind", "moon.stars.fill", "bolt.fill",
                           "leaf.fill", "flame.fill", "drop.fill", "star.fill"]
            var collectionView: UICollectionView!
            var dataSource: UICollectionViewDiffableDataSource<Section, String>!

            override func viewDidLoad() {
                super.viewDidLoad()
                title = "Shelves"
                navigationItem.rightBarButtonItem = editButtonItem
                let layout = UICollectionViewCompositionalLayout { index, environment in
                    switch Section(rawValue: index) ?? .list {
                    case .featured:
                        let item = NSCollectionLayoutItem(layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .fractionalHeight(1)))
                        let group = NSCollectionLayoutGroup.horizontal(
                            layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(0.8), heightDimension: .absolute(180)), subitems: [item])
                        let section = NSCollectionLayoutSection(group: group)
                        section.orthogonalScrollingBehavior = .groupPagingCentered
                        section.interGroupSpacing = 12
                        // Cards away from the middle shrink a little, as carousels do.
                        section.visibleItemsInvalidationHandler = { items, offset, environment in
                            let width = environment.container.contentSize.width
                            for item in items {
                                let distance = abs(item.frame.midX - offset.x - width / 2)
                                let scale = max(0.85, 1 - distance / width * 0.3)
                                item.transform = CGAffineTransform(scaleX: scale, y: scale)
                            }
                        }
                        section.contentInsets = NSDirectionalEdgeInsets(top: 16, leading: 16, bottom: 16, trailing: 16)
                        return section
                    case .tiles:
                        let item = NSCollectionLayoutItem(layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .fractionalHeight(1)))
                        let group = NSCollectionLayoutGroup.horizontal(
                            layoutSize: NSCollectionLayoutSize(widthDimension: .absolute(110), heightDimension: .absolute(110)), subitems: [item])
                        let section = NSCollectionLayoutSection(group: group)
                        section.orthogonalScrollingBehavior = .continuous
                        section.interGroupSpacing = 10
                        section.contentInsets = NSDirectionalEdgeInsets(top: 0, leading: 16, bottom: 16, trailing: 16)
                        return section
                    case .list:
                        return NSCollectionLayoutSection.list(using: UICollectionLayoutListConfiguration(appearance: .insetGrouped),
                                                              layoutEnvironment: environment)
                    }
                }
                collectionView = UICollectionView(frame: view.bounds, collectionViewLayout: layout)
                collectionView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
                collectionView.backgroundColor = .systemGroupedBackground
                collectionView.delegate = self
                view.addSubview(collectionView)
                let tile = UICollectionView.CellRegistration<TileCell, String> { [weak self] cell, indexPath, item in
                    guard let self else { return }
                    let featured = indexPath.section == Section.featured.rawValue
                    let k = self.symbols.firstIndex(of: String(item.split(separator: "#")[0])) ?? 0
                    cell.contentView.backgroundColor = UIColor(hue: CGFloat(k) / CGFloat(self.symbols.count), saturation: 0.55,
                                                               brightness: featured ? 0.8 : 0.7, alpha: 1)
                    cell.icon.preferredSymbolConfiguration = UIImage.SymbolConfiguration(pointSize: featured ? 64 : 34, weight: .bold)
                    cell.icon.image = UIImage(systemName: self.symbols[k])
                    cell.label.text = self.symbols[k].split(separator: ".")[0].capitalized
                }
                let row = UICollectionView.CellRegistration<UICollectionViewListCell, String> { cell, _, item in
                    var content = cell.defaultContentConfiguration()
                    content.text = item
                    cell.contentConfiguration = content
                    cell.accessories = [.disclosureIndicator(displayed: .whenNotEditing), .reorder()]
                }
                dataSource = UICollectionViewDiffableDataSource<Section, String>(collectionView: collectionView) { cv, indexPath, item in
                    indexPath.section == Section.list.rawValue
                        ? cv.dequeueConfiguredReusableCell(using: row, for: indexPath, item: item)
                        : cv.dequeueConfiguredReusableCell(using: tile, for: indexPath, item: item)
                }
                var snapshot = NSDiffableDataSourceSnapshot<Section, String>()
                snapshot.appendSections(Section.allCases)
                snapshot.appendItems(symbols.map { "\($0)#featured" }, toSection: .featured)
                snapshot.appendItems(symbols.reversed().map { "\($0)#tile" }, toSection: .tiles)
                snapshot.appendItems((1...12).map { "Forecast \($0)" }, toSection: .list)
                dataSource.apply(snapshot, animatingDifferences: false)
                dataSource.reorderingHandlers.canReorderItem = { $0.hasPrefix("Forecast") }
            }
            override func setEditing(_ editing: Bool, animated: Bool) {
                super.setEditing(editing, animated: animated)
                collectionView.isEditing = editing
            }
            /// Rows move within the list only.
            func collectionView(_ collectionView: UICollectionView, targetIndexPathForMoveOfItemFromOriginalIndexPath originalIndexPath: IndexPath,
                                atCurrentIndexPath currentIndexPath: IndexPath, toProposedIndexPath proposedIndexPath: IndexPath) -> IndexPath {
                proposedIndexPath.section == originalIndexPath.section ? proposedIndexPath : currentIndexPath
            }
        }
        return ShelvesController()
    }
}
