import Testing
import UIKit

// Collection view code as an iOS app writes it: a UICollectionViewController subclass with a flow layout,
// the flow-layout delegate in an extension, a custom cell and header, list cells with accessories, and a
// diffable data source with registrations in a plain view controller.
@MainActor
private final class PhotoCell: UICollectionViewCell {
    static let reuseIdentifier = "PhotoCell"
    let titleLabel = UILabel()
    override init(frame: CGRect) {
        super.init(frame: frame)
        contentView.backgroundColor = .systemTeal
        titleLabel.translatesAutoresizingMaskIntoConstraints = false
        contentView.addSubview(titleLabel)
        NSLayoutConstraint.activate([
            titleLabel.centerXAnchor.constraint(equalTo: contentView.centerXAnchor),
            titleLabel.centerYAnchor.constraint(equalTo: contentView.centerYAnchor),
        ])
        selectedBackgroundView = UIView()
        selectedBackgroundView?.backgroundColor = .systemBlue
    }
    required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }
    override func prepareForReuse() {
        super.prepareForReuse()
        titleLabel.text = nil
    }
}

@MainActor
private final class SectionHeader: UICollectionReusableView {
    static let reuseIdentifier = "SectionHeader"
    let label = UILabel()
    override init(frame: CGRect) {
        super.init(frame: frame)
        addSubview(label)
    }
    required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }
    override func layoutSubviews() {
        super.layoutSubviews()
        label.frame = bounds.insetBy(dx: 16, dy: 0)
    }
}

@MainActor
private final class GalleryViewController: UICollectionViewController {
    var photos: [[String]] = [(1...7).map { "P\($0)" }, (1...3).map { "Q\($0)" }]
    var opened: [String] = []

    init() {
        let layout = UICollectionViewFlowLayout()
        layout.minimumInteritemSpacing = 8
        layout.minimumLineSpacing = 8
        layout.sectionInset = UIEdgeInsets(top: 8, left: 8, bottom: 8, right: 8)
        layout.headerReferenceSize = CGSize(width: 0, height: 32)
        super.init(collectionViewLayout: layout)
    }
    required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }

    override func viewDidLoad() {
        super.viewDidLoad()
        collectionView.backgroundColor = .systemBackground
        collectionView.register(PhotoCell.self, forCellWithReuseIdentifier: PhotoCell.reuseIdentifier)
        collectionView.register(SectionHeader.self, forSupplementaryViewOfKind: UICollectionView.elementKindSectionHeader,
                                withReuseIdentifier: SectionHeader.reuseIdentifier)
    }

    override func numberOfSections(in collectionView: UICollectionView) -> Int { photos.count }
    override func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int { photos[section].count }
    override func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
        guard let cell = collectionView.dequeueReusableCell(withReuseIdentifier: PhotoCell.reuseIdentifier, for: indexPath) as? PhotoCell else {
            fatalError("unexpected cell type")
        }
        cell.titleLabel.text = photos[indexPath.section][indexPath.item]
        return cell
    }
    override func collectionView(_ collectionView: UICollectionView, viewForSupplementaryElementOfKind kind: String,
                                 at indexPath: IndexPath) -> UICollectionReusableView {
        let header = collectionView.dequeueReusableSupplementaryView(ofKind: kind, withReuseIdentifier: SectionHeader.reuseIdentifier,
                                                                     for: indexPath) as! SectionHeader
        header.label.text = indexPath.section == 0 ? "Recent" : "Favourites"
        return header
    }
    override func collectionView(_ collectionView: UICollectionView, didSelectItemAt indexPath: IndexPath) {
        opened.append(photos[indexPath.section][indexPath.item])
        collectionView.deselectItem(at: indexPath, animated: true)
    }
}

extension GalleryViewController: UICollectionViewDelegateFlowLayout {
    func collectionView(_ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
                        sizeForItemAt indexPath: IndexPath) -> CGSize {
        // Three columns filling the width between the insets.
        let width = (collectionView.bounds.width - 16 - 2 * 8) / 3
        return CGSize(width: floor(width), height: floor(width))
    }
}

@MainActor
private final class SettingsListViewController: UIViewController {
    enum Section { case main }
    var collectionView: UICollectionView!
    var dataSource: UICollectionViewDiffableDataSource<Section, String>!

    override func viewDidLoad() {
        super.viewDidLoad()
        let layout = UICollectionViewFlowLayout()
        layout.itemSize = CGSize(width: 320, height: 44)
        layout.minimumLineSpacing = 0
        collectionView = UICollectionView(frame: view.bounds, collectionViewLayout: layout)
        collectionView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        view.addSubview(collectionView)
        let cellRegistration = UICollectionView.CellRegistration<UICollectionViewListCell, String> { cell, indexPath, item in
            var content = cell.defaultContentConfiguration()
            content.text = item
            cell.contentConfiguration = content
            cell.accessories = indexPath.item == 0 ? [.checkmark()] : [.label(text: "On"), .disclosureIndicator()]
        }
        dataSource = UICollectionViewDiffableDataSource<Section, String>(collectionView: collectionView) { collectionView, indexPath, item in
            collectionView.dequeueConfiguredReusableCell(using: cellRegistration, for: indexPath, item: item)
        }
        var snapshot = NSDiffableDataSourceSnapshot<Section, String>()
        snapshot.appendSections([.main])
        snapshot.appendItems(["Wi-Fi", "Bluetooth", "Cellular"])
        dataSource.apply(snapshot, animatingDifferences: false)
    }
}

@MainActor @Suite(.freshWorld) struct CollectionViewAppStyleTests {
    @Test("a UICollectionViewController subclass with a flow layout delegate in an extension, tapped by the user")
    func galleryController() {
        let w = makeEventWindow()
        let vc = GalleryViewController()
        w.rootViewController = vc
        UIApplication.shared.runOneTurn()
        let cv = vc.collectionView!
        #expect(cv.frame == w.bounds && cv.dataSource === vc && cv.delegate === vc)
        #expect(vc.collectionViewLayout === cv.collectionViewLayout)
        // (320 − 16 − 16) / 3 = 96: three columns at x 8, 112, 216 (the 8 points left spread over two gaps).
        #expect(cv.layoutAttributesForItem(at: IndexPath(item: 0, section: 0))?.frame == CGRect(x: 8, y: 40, width: 96, height: 96))
        #expect(cv.layoutAttributesForItem(at: IndexPath(item: 2, section: 0))?.frame == CGRect(x: 216, y: 40, width: 96, height: 96))
        #expect(cv.layoutAttributesForItem(at: IndexPath(item: 3, section: 0))?.frame == CGRect(x: 8, y: 144, width: 96, height: 96))
        let header = cv.supplementaryView(forElementKind: UICollectionView.elementKindSectionHeader, at: IndexPath(item: 0, section: 0)) as? SectionHeader
        #expect(header?.label.text == "Recent")
        let cell = cv.cellForItem(at: IndexPath(item: 4, section: 0)) as? PhotoCell
        #expect(cell?.titleLabel.text == "P5")
        let p = cv.convert(CGPoint(x: 160, y: 190), to: w)
        w.sendTouch(.began, at: p)
        w.sendTouch(.ended, at: p)
        UIApplication.shared.runOneTurn()
        #expect(vc.opened == ["P5"] && cv.indexPathsForSelectedItems == nil)
    }

    @Test("list cells from a registration through a diffable data source, with accessories")
    func settingsList() {
        let w = makeEventWindow()
        let vc = SettingsListViewController()
        w.rootViewController = vc
        UIApplication.shared.runOneTurn()
        let cv = vc.collectionView!
        let cells = cv.visibleCells.compactMap { $0 as? UICollectionViewListCell }
        #expect(cells.map { ($0.contentConfiguration as? UIListContentConfiguration)?.text } == ["Wi-Fi", "Bluetooth", "Cellular"])
        #expect(cells.map(\.accessories.count) == [1, 2, 2])
        // The content view leaves room for the trailing accessories.
        #expect(cells[1].contentView.frame.maxX < cells[1].bounds.maxX - 40)
        #expect(vc.dataSource.itemIdentifier(for: IndexPath(item: 2, section: 0)) == "Cellular")
    }
}
