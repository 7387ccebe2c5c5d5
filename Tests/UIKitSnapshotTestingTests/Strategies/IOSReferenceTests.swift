import Foundation
import Testing
import SnapshotTesting
import UIKitSnapshotTesting

/// Text snapshots compared with the library's iOS-recorded `.txt` references, read from the package's
/// checkout of swift-snapshot-testing (never copied here): for views without text they must be equal.
@MainActor @Suite struct IOSReferenceTests {
    private func verifyAgainstIOS<Value>(_ value: Value, as strategy: Snapshotting<Value, String>, test: String,
                                         named name: String) -> String? {
        verifySnapshot(of: value, as: strategy, named: name, record: .never,
                       snapshotDirectory: iOSReferencesDirectory.path, testName: test)
    }

    @Test func buttonRecursiveDescriptionEqualsIOS() throws {
        let restoreScreen = useThreeXScreen()
        defer { restoreScreen() }
        try #require(FileManager.default.fileExists(atPath: iOSReferencesDirectory.appendingPathComponent("testUIView.2.txt").path))
        let failure = verifyAgainstIOS(UIButton(type: .contactAdd), as: .recursiveDescription, test: "testUIView", named: "2")
        #expect(failure == nil)
    }

    @Test func viewControllerHierarchyEqualsIOS() throws {
        let restoreScreen = useThreeXScreen()
        defer { restoreScreen() }
        let reference = try String(contentsOf: iOSReferencesDirectory.appendingPathComponent("testViewControllerHierarchy.1.txt"), encoding: .utf8)
        let page = UIPageViewController(transitionStyle: .scroll, navigationOrientation: .horizontal)
        page.setViewControllers([UIViewController()], direction: .forward, animated: false)
        let tab = UITabBarController()
        tab.viewControllers = [
            UINavigationController(rootViewController: page),
            UINavigationController(rootViewController: UIViewController()),
            UINavigationController(rootViewController: UIViewController()),
            UINavigationController(rootViewController: UIViewController()),
            UINavigationController(rootViewController: UIViewController()),
        ]
        var text = ""
        Snapshotting<UIViewController, String>.hierarchy.snapshot(tab).run { text = $0 }
        // Every tab's navigation controller has its view (outside the window for unselected tabs) while
        // only the selected tab's root is loaded, as on iOS.
        #expect(text == reference)
    }

    /// Images of layers without text, compared with the library's iOS-recorded PNGs.
    @Test(arguments: ["testCALayer", "testCALayerWithGradient"])
    func layerImagesMatchIOS(_ test: String) {
        let restoreScreen = useThreeXScreen()
        defer { restoreScreen() }
        let layer: CALayer
        if test == "testCALayer" {
            layer = CALayer()
            layer.frame = CGRect(x: 0, y: 0, width: 100, height: 100)
            layer.backgroundColor = UIColor.red.cgColor
            layer.borderWidth = 4.0
            layer.borderColor = UIColor.black.cgColor
        } else {
            layer = CALayer()
            layer.frame = CGRect(x: 0, y: 0, width: 100, height: 100)
            let gradientLayer = CAGradientLayer()
            gradientLayer.colors = [UIColor.red.cgColor, UIColor.yellow.cgColor]
            gradientLayer.frame = layer.frame
            layer.addSublayer(gradientLayer)
        }
        let failure = verifySnapshot(of: layer, as: .image(precision: 0.99, perceptualPrecision: 0.98), named: "1",
                                     record: .never, snapshotDirectory: iOSReferencesDirectory.path, testName: test)
        #expect(failure == nil)
    }

    /// A horizontal strip of orange cards inside the root view's layout margins, as the library's
    /// `testCollectionViewsWithMultipleScreenSizes` builds it.
    final class Cards: UIViewController, UICollectionViewDataSource, UICollectionViewDelegateFlowLayout {
        lazy var collection: UICollectionView = {
            let layout = UICollectionViewFlowLayout()
            layout.scrollDirection = .horizontal
            layout.minimumLineSpacing = 20
            return UICollectionView(frame: .zero, collectionViewLayout: layout)
        }()
        override func viewDidLoad() {
            super.viewDidLoad()
            view.backgroundColor = .white
            collection.backgroundColor = .white
            collection.dataSource = self
            collection.delegate = self
            collection.register(UICollectionViewCell.self, forCellWithReuseIdentifier: "card")
            collection.translatesAutoresizingMaskIntoConstraints = false
            view.addSubview(collection)
            let margins = view.layoutMarginsGuide
            NSLayoutConstraint.activate([
                collection.leadingAnchor.constraint(equalTo: margins.leadingAnchor),
                collection.trailingAnchor.constraint(equalTo: margins.trailingAnchor),
                collection.topAnchor.constraint(equalTo: margins.topAnchor),
                collection.bottomAnchor.constraint(equalTo: margins.bottomAnchor),
            ])
        }
        override func viewDidLayoutSubviews() {
            super.viewDidLayoutSubviews()
            collection.collectionViewLayout.invalidateLayout()
        }
        func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int { 20 }
        func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
            let cell = collectionView.dequeueReusableCell(withReuseIdentifier: "card", for: indexPath)
            cell.contentView.backgroundColor = .orange
            return cell
        }
        func collectionView(_ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
                            sizeForItemAt indexPath: IndexPath) -> CGSize {
            CGSize(width: min(collectionView.frame.width - 50, 300), height: collectionView.frame.height)
        }
    }

    /// Screens without text on four devices compared with the library's iOS PNGs: the same bytes.
    @Test(arguments: [("iphoneSe", ViewImageConfig.iPhoneSe), ("iphone8", .iPhone8), ("iphoneMax", .iPhoneXsMax),
                      ("ipad", .iPadPro12_9)])
    func collectionViewScreensMatchIOS(_ name: String, _ config: ViewImageConfig) {
        let restoreScreen = useThreeXScreen()
        defer { restoreScreen() }
        let failure = verifySnapshot(of: Cards(), as: .image(on: config), named: name, record: .never,
                                     snapshotDirectory: iOSReferencesDirectory.path,
                                     testName: "testCollectionViewsWithMultipleScreenSizes")
        // The Max's 414-point width gets the large phones' 20-point root-view margins, as on iOS.
        #expect(failure == nil)
    }
}
