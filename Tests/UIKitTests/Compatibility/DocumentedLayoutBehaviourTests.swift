import Testing
import UIKit

/// Layout behaviours UIKit documents for bars, layout direction, table cells and custom collection layouts.
@MainActor @Suite(.freshWorld) struct DocumentedLayoutBehaviourTests {
    /// A 320 × 480 window shown with `root` as its root view controller, laid out.
    private func shownWindow(_ root: UIViewController) -> UIWindow {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
        window.rootViewController = root
        window.makeKeyAndVisible()
        window.layoutIfNeeded()
        return window
    }

    @Test("making the navigation bar opaque lays the child's view out again below the bar; a tab bar's too")
    func translucencyRelayout() {
        let root = UIViewController()
        let nav = UINavigationController(rootViewController: root)
        let window = shownWindow(nav)
        #expect(root.view.frame.minY == 0) // translucent: the view extends under the bar
        nav.navigationBar.isTranslucent = false
        window.layoutIfNeeded()
        #expect(root.view.frame.minY == nav.navigationBar.frame.maxY && root.view.frame.minY > 0)
        nav.navigationBar.isTranslucent = true
        window.layoutIfNeeded()
        #expect(root.view.frame.minY == 0)

        let tabs = UITabBarController()
        let child = UIViewController()
        tabs.viewControllers = [child]
        window.rootViewController = tabs
        window.layoutIfNeeded()
        #expect(child.view.frame.maxY == 480)
        tabs.tabBar.isTranslucent = false
        window.layoutIfNeeded()
        #expect(child.view.frame.maxY == tabs.tabBar.frame.minY && child.view.frame.maxY < 480)
    }

    /// `edgesForExtendedLayout` extends a view under translucent bars only, unless
    /// `extendedLayoutIncludesOpaqueBars`: an opaque toolbar ends the view at its top edge.
    @Test("making a navigation controller's toolbar opaque lays the child's view out again above the toolbar")
    func toolbarTranslucencyRelayout() {
        let root = UIViewController()
        let nav = UINavigationController(rootViewController: root)
        nav.isToolbarHidden = false
        let window = shownWindow(nav)
        #expect(root.view.frame.maxY == 480) // translucent: the view extends under the toolbar
        nav.toolbar.isTranslucent = false
        window.layoutIfNeeded()
        #expect(root.view.frame.maxY == nav.toolbar.frame.minY && nav.toolbar.frame.minY < 480)
        root.extendedLayoutIncludesOpaqueBars = true
        nav.view.setNeedsLayout()
        window.layoutIfNeeded()
        #expect(root.view.frame.maxY == 480)
        nav.toolbar.isTranslucent = true
        root.extendedLayoutIncludesOpaqueBars = false
        window.layoutIfNeeded()
        #expect(root.view.frame.maxY == 480)
    }

    @Test("changing a search bar's isTranslucent lays out the view that holds it again")
    func searchBarTranslucencyRelayout() {
        final class Holder: UIView {
            var layouts = 0
            override func layoutSubviews() { super.layoutSubviews(); layouts += 1 }
        }
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
        let holder = Holder(frame: window.bounds)
        let bar = UISearchBar(frame: CGRect(x: 0, y: 0, width: 320, height: 56))
        holder.addSubview(bar)
        window.addSubview(holder)
        window.makeKeyAndVisible()
        window.layoutIfNeeded()
        let before = holder.layouts
        bar.isTranslucent = false
        window.layoutIfNeeded()
        #expect(holder.layouts == before + 1)
    }

    @Test("changing semanticContentAttribute after constraints are active flips their leading and trailing")
    func semanticFlip() {
        let container = UIView(frame: CGRect(x: 0, y: 0, width: 200, height: 100))
        let box = UIView()
        box.translatesAutoresizingMaskIntoConstraints = false
        container.addSubview(box)
        NSLayoutConstraint.activate([
            box.leadingAnchor.constraint(equalTo: container.leadingAnchor, constant: 10),
            box.widthAnchor.constraint(equalToConstant: 50),
            box.topAnchor.constraint(equalTo: container.topAnchor),
            box.heightAnchor.constraint(equalToConstant: 20),
        ])
        container.layoutIfNeeded()
        #expect(box.frame == CGRect(x: 10, y: 0, width: 50, height: 20))
        container.semanticContentAttribute = .forceRightToLeft
        container.layoutIfNeeded()
        #expect(box.frame == CGRect(x: 140, y: 0, width: 50, height: 20))
        container.semanticContentAttribute = .forceLeftToRight
        container.layoutIfNeeded()
        #expect(box.frame == CGRect(x: 10, y: 0, width: 50, height: 20))
    }

    @Test("UITableViewCell creates textLabel on first access: a fresh cell's content view has no subviews")
    func cellTextLabelIsLazy() {
        let cell = UITableViewCell(style: .subtitle, reuseIdentifier: "c")
        #expect(cell.contentView.subviews.isEmpty)
        let label = cell.textLabel
        #expect(label != nil && label?.superview === cell.contentView)
        #expect(cell.contentView.subviews.count == 1)
        #expect(UITableViewCell().contentView.subviews.isEmpty)
    }

    @Test("a custom UICollectionViewLayout subclass gets preferredLayoutAttributesFitting for its cells and can invalidate with them")
    func customLayoutSelfSizing() {
        final class ColumnLayout: UICollectionViewLayout {
            var heights: [Int: CGFloat] = [:]
            var asked = 0
            var frames: [CGRect] = []
            override func prepare() {
                frames = []
                var y: CGFloat = 0
                for i in 0..<(collectionView?.numberOfItems(inSection: 0) ?? 0) {
                    let h = heights[i] ?? 44
                    frames.append(CGRect(x: 0, y: y, width: 320, height: h))
                    y += h
                }
            }
            override var collectionViewContentSize: CGSize { CGSize(width: 320, height: frames.last?.maxY ?? 0) }
            override func layoutAttributesForElements(in rect: CGRect) -> [UICollectionViewLayoutAttributes]? {
                frames.enumerated().filter { $0.element.intersects(rect) }.map { i, f in
                    let a = UICollectionViewLayoutAttributes(forCellWith: IndexPath(item: i, section: 0))
                    a.frame = f
                    return a
                }
            }
            override func layoutAttributesForItem(at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? {
                let a = UICollectionViewLayoutAttributes(forCellWith: indexPath)
                a.frame = frames[indexPath.item]
                return a
            }
            override func shouldInvalidateLayout(forPreferredLayoutAttributes preferred: UICollectionViewLayoutAttributes,
                                                 withOriginalAttributes original: UICollectionViewLayoutAttributes) -> Bool {
                asked += 1
                guard preferred.size.height != original.size.height else { return false }
                heights[preferred.indexPath.item] = preferred.size.height
                return true
            }
        }
        final class TallCell: UICollectionViewCell {
            override func preferredLayoutAttributesFitting(_ a: UICollectionViewLayoutAttributes) -> UICollectionViewLayoutAttributes {
                let p = a.copy() as! UICollectionViewLayoutAttributes
                p.size.height = 60 + CGFloat(a.indexPath.item) * 10
                return p
            }
        }
        final class Source: NSObject, UICollectionViewDataSource {
            func collectionView(_ cv: UICollectionView, numberOfItemsInSection section: Int) -> Int { 3 }
            func collectionView(_ cv: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
                cv.dequeueReusableCell(withReuseIdentifier: "t", for: indexPath)
            }
        }
        let layout = ColumnLayout()
        let cv = UICollectionView(frame: CGRect(x: 0, y: 0, width: 320, height: 480), collectionViewLayout: layout)
        cv.register(TallCell.self, forCellWithReuseIdentifier: "t")
        let source = Source()
        cv.dataSource = source
        cv.layoutIfNeeded()
        #expect(layout.asked >= 3)
        #expect(cv.cellForItem(at: IndexPath(item: 0, section: 0))?.frame.height == 60)
        #expect(cv.cellForItem(at: IndexPath(item: 2, section: 0))?.frame == CGRect(x: 0, y: 130, width: 320, height: 80))
    }
}

/// A window keeps its root view controller's view at its own size, whatever the view's
/// `translatesAutoresizingMaskIntoConstraints`.
@MainActor @Suite(.freshWorld) struct WindowRootViewSizeTests {
    @Test("a root view with translatesAutoresizingMaskIntoConstraints = false stays at the window's size")
    func rootViewWithoutAutoresizingTranslation() {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
        let vc = UIViewController()
        vc.view.translatesAutoresizingMaskIntoConstraints = false
        let label = UILabel()
        label.text = "Centered"
        label.translatesAutoresizingMaskIntoConstraints = false
        vc.view.addSubview(label)
        NSLayoutConstraint.activate([
            label.centerXAnchor.constraint(equalTo: vc.view.centerXAnchor),
            label.centerYAnchor.constraint(equalTo: vc.view.centerYAnchor),
        ])
        window.rootViewController = vc
        window.makeKeyAndVisible()
        window.layoutIfNeeded()
        #expect(vc.view.frame == CGRect(x: 0, y: 0, width: 320, height: 480))
        // Centred within the half point its pixel-aligned frame allows on this 1× window.
        #expect(abs(label.center.x - 160) <= 0.5 && abs(label.center.y - 240) <= 0.5)
        window.frame = CGRect(x: 0, y: 0, width: 480, height: 320)
        window.layoutIfNeeded()
        #expect(vc.view.frame == CGRect(x: 0, y: 0, width: 480, height: 320))
        #expect(abs(label.center.x - 240) <= 0.5)
    }
}
