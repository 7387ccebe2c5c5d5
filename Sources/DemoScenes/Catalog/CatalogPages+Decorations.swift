import UIKit

extension CatalogPages {
    /// Compositional layout extras and bar images: tiles with a badge anchored to each item's top-trailing
    /// corner, a rounded background decoration behind each section, a search bar over a tiled background
    /// image, a toolbar with a stretched background image, and a geometry-flipped layer whose bars grow
    /// up from its bottom edge.
    static func decorations() -> UIViewController {
        final class Badge: UICollectionReusableView {
            let label = UILabel()
            override init(frame: CGRect) {
                super.init(frame: frame)
                backgroundColor = .systemRed
                layer.cornerRadius = 10
                label.font = .boldSystemFont(ofSize: 11)
                label.textColor = .white
                label.textAlignment = .center
                addSubview(label)
            }
            required init?(coder: NSCoder) { super.init(coder: coder) }
            override func layoutSubviews() { super.layoutSubviews(); label.frame = bounds }
        }
        final class SectionBackground: UICollectionReusableView {
            override init(frame: CGRect) {
                super.init(frame: frame)
                backgroundColor = .secondarySystemBackground
                layer.cornerRadius = 12
            }
            required init?(coder: NSCoder) { super.init(coder: coder) }
        }
        final class Tile: UICollectionViewCell {}
        final class Controller: UIViewController, UICollectionViewDataSource {
            let colors: [UIColor] = [.systemBlue, .systemGreen, .systemOrange, .systemPurple, .systemTeal, .systemPink]
            var collectionView: UICollectionView!
            let search = UISearchBar(frame: .zero)
            let chart = UIView(frame: .zero)
            let toolbar = UIToolbar(frame: .zero)
            override func viewDidLoad() {
                super.viewDidLoad()
                title = "Badges and bar images"
                view.backgroundColor = .systemBackground
                search.placeholder = "Search"
                search.backgroundImage = Controller.stripes(.systemYellow, .systemOrange)
                search.returnKeyType = .go
                let badge = NSCollectionLayoutSupplementaryItem(
                    layoutSize: NSCollectionLayoutSize(widthDimension: .absolute(20), heightDimension: .absolute(20)),
                    elementKind: "badge",
                    containerAnchor: NSCollectionLayoutAnchor(edges: [.top, .trailing], fractionalOffset: CGPoint(x: 0.3, y: -0.3)))
                let item = NSCollectionLayoutItem(layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1.0 / 3),
                                                                                     heightDimension: .fractionalHeight(1)),
                                                  supplementaryItems: [badge])
                item.contentInsets = NSDirectionalEdgeInsets(top: 8, leading: 8, bottom: 8, trailing: 8)
                let group = NSCollectionLayoutGroup.horizontal(
                    layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(90)), subitems: [item])
                let section = NSCollectionLayoutSection(group: group)
                section.contentInsets = NSDirectionalEdgeInsets(top: 16, leading: 16, bottom: 16, trailing: 16)
                let background = NSCollectionLayoutDecorationItem.background(elementKind: "section-background")
                background.contentInsets = NSDirectionalEdgeInsets(top: 8, leading: 8, bottom: 8, trailing: 8)
                section.decorationItems = [background]
                let layout = UICollectionViewCompositionalLayout(section: section)
                layout.register(SectionBackground.self, forDecorationViewOfKind: "section-background")
                collectionView = UICollectionView(frame: .zero, collectionViewLayout: layout)
                collectionView.backgroundColor = .systemBackground
                collectionView.register(Tile.self, forCellWithReuseIdentifier: "tile")
                collectionView.register(Badge.self, forSupplementaryViewOfKind: "badge", withReuseIdentifier: "badge")
                collectionView.dataSource = self
                // A layer with flipped geometry: bars placed at y = 0 stand on its bottom edge.
                chart.backgroundColor = .tertiarySystemFill
                chart.layer.cornerRadius = 8
                chart.layer.isGeometryFlipped = true
                for (i, h) in [20, 45, 30, 60, 50, 70].enumerated() {
                    let bar = CALayer()
                    bar.frame = CGRect(x: 12 + CGFloat(i) * 40, y: 0, width: 28, height: CGFloat(h))
                    bar.backgroundColor = colors[i].cgColor
                    chart.layer.addSublayer(bar)
                }
                toolbar.setBackgroundImage(Controller.stripes(.systemIndigo, .systemIndigo), forToolbarPosition: .any, barMetrics: .default)
                toolbar.tintColor = .white
                toolbar.items = [UIBarButtonItem(title: "Edit", style: .plain, target: nil, action: nil),
                                 UIBarButtonItem(barButtonSystemItem: .flexibleSpace, target: nil, action: nil),
                                 UIBarButtonItem(title: "Share", style: .done, target: nil, action: nil)]
                for v in [collectionView!, search, chart, toolbar] as [UIView] { view.addSubview(v) }
            }

            /// Search bar, tiles, chart and toolbar stacked within the safe area.
            override func viewDidLayoutSubviews() {
                super.viewDidLayoutSubviews()
                let area = view.bounds.inset(by: view.safeAreaInsets)
                search.frame = CGRect(x: area.minX, y: area.minY, width: area.width, height: 56)
                toolbar.frame = CGRect(x: area.minX, y: area.maxY - 44, width: area.width, height: 44)
                chart.frame = CGRect(x: area.minX + 16, y: toolbar.frame.minY - 82, width: area.width - 32, height: 74)
                collectionView.frame = CGRect(x: area.minX, y: search.frame.maxY, width: area.width,
                                              height: max(0, chart.frame.minY - 8 - search.frame.maxY))
            }

            /// An 8 × 8 image of two vertical stripes (tiled by a search bar, stretched when 1 point wide).
            static func stripes(_ a: UIColor, _ b: UIColor) -> UIImage {
                let format = UIGraphicsImageRendererFormat()
                format.scale = 1
                return UIGraphicsImageRenderer(size: CGSize(width: 8, height: 8), format: format).image { ctx in
                    a.setFill(); ctx.fill(CGRect(x: 0, y: 0, width: 4, height: 8))
                    b.setFill(); ctx.fill(CGRect(x: 4, y: 0, width: 4, height: 8))
                }
            }

            func numberOfSections(in collectionView: UICollectionView) -> Int { 2 }
            func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int { section == 0 ? 6 : 3 }
            func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
                let cell = collectionView.dequeueReusableCell(withReuseIdentifier: "tile", for: indexPath)
                cell.contentView.backgroundColor = colors[(indexPath.item + indexPath.section) % colors.count]
                cell.contentView.layer.cornerRadius = 10
                return cell
            }
            func collectionView(_ collectionView: UICollectionView, viewForSupplementaryElementOfKind kind: String,
                                at indexPath: IndexPath) -> UICollectionReusableView {
                let badge = collectionView.dequeueReusableSupplementaryView(ofKind: kind, withReuseIdentifier: "badge", for: indexPath) as! Badge
                badge.label.text = "\(indexPath.item + 1)"
                return badge
            }
        }
        return Controller()
    }
}
