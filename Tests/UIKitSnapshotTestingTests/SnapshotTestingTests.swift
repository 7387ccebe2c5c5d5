// swift-snapshot-testing 1.19.7's own UIKit test cases (Tests/SnapshotTestingTests/SnapshotTestingTests.swift),
// ported to Linux to show that iOS snapshot tests build and record here unchanged. What changed: the
// imports, `os(Linux)` added to the `#if os(iOS)` guards, and the fixture read from the library's
// checkout. The references under __Snapshots__/SnapshotTestingTests were recorded on Linux; the iOS ones
// are compared in IOSReferenceTests.swift.
//
// Copyright (c) 2019 Point-Free, Inc. Licensed under the MIT License (the library's LICENSE file, in the
// package checkout); the test cases are reproduced here under its terms.

import Foundation
import XCTest
import SnapshotTesting
#if os(Linux)
import UIKitSnapshotTesting
#endif

final class SnapshotTestingTests: BaseTestCase {
  func testAutolayout() {
    #if os(iOS) || os(Linux)
      let vc = UIViewController()
      vc.view.translatesAutoresizingMaskIntoConstraints = false
      let subview = UIView()
      subview.translatesAutoresizingMaskIntoConstraints = false
      vc.view.addSubview(subview)
      NSLayoutConstraint.activate([
        subview.topAnchor.constraint(equalTo: vc.view.topAnchor),
        subview.bottomAnchor.constraint(equalTo: vc.view.bottomAnchor),
        subview.leftAnchor.constraint(equalTo: vc.view.leftAnchor),
        subview.rightAnchor.constraint(equalTo: vc.view.rightAnchor),
      ])
      assertSnapshot(of: vc, as: .image)
    #endif
  }

  func testPrecision() {
    #if os(iOS) || os(macOS) || os(tvOS)
      #if os(iOS) || os(tvOS) || os(Linux)
        let label = UILabel()
        #if os(iOS) || os(Linux)
          label.frame = CGRect(origin: .zero, size: CGSize(width: 43.5, height: 20.5))
        #elseif os(tvOS)
          label.frame = CGRect(origin: .zero, size: CGSize(width: 98, height: 46))
        #endif
        label.backgroundColor = .white
      #elseif os(macOS)
        let label = NSTextField()
        label.frame = CGRect(origin: .zero, size: CGSize(width: 37, height: 16))
        label.backgroundColor = .white
        label.isBezeled = false
        label.isEditable = false
      #endif
      if !ProcessInfo.processInfo.environment.keys.contains("GITHUB_WORKFLOW") {
        label.text = "Hello."
        assertSnapshot(of: label, as: .image(precision: 0.9), named: platform)
        label.text = "Hello"
        assertSnapshot(of: label, as: .image(precision: 0.9), named: platform)
      }
    #endif
  }

  func testImagePrecision() throws {
    #if os(iOS) || os(tvOS) || os(Linux) || os(macOS)
      let imageURL = libraryTestsDirectory
        .appendingPathComponent("__Fixtures__/testImagePrecision.reference.png")
      #if os(iOS) || os(tvOS) || os(Linux)
        let image = try XCTUnwrap(UIImage(contentsOfFile: imageURL.path))
      #elseif os(macOS)
        let image = try XCTUnwrap(NSImage(byReferencing: imageURL))
      #endif

      assertSnapshot(of: image, as: .image(precision: 0.995), named: "exact")
      if #available(iOS 11.0, tvOS 11.0, macOS 10.13, *) {
        assertSnapshot(of: image, as: .image(perceptualPrecision: 0.98), named: "perceptual")
      }
    #endif
  }

  func testTableViewController() {
    #if os(iOS) || os(Linux)
      class TableViewController: UITableViewController {
        override func viewDidLoad() {
          super.viewDidLoad()
          self.tableView.register(UITableViewCell.self, forCellReuseIdentifier: "Cell")
        }
        override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int
        {
          return 10
        }
        override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath)
          -> UITableViewCell
        {
          let cell = tableView.dequeueReusableCell(withIdentifier: "Cell", for: indexPath)
          cell.textLabel?.text = "\(indexPath.row)"
          return cell
        }
      }
      let tableViewController = TableViewController()
      assertSnapshot(of: tableViewController, as: .image(on: .iPhoneSe))
    #endif
  }

  func testAssertMultipleSnapshot() {
    #if os(iOS) || os(Linux)
      class TableViewController: UITableViewController {
        override func viewDidLoad() {
          super.viewDidLoad()
          self.tableView.register(UITableViewCell.self, forCellReuseIdentifier: "Cell")
        }
        override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int
        {
          return 10
        }
        override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath)
          -> UITableViewCell
        {
          let cell = tableView.dequeueReusableCell(withIdentifier: "Cell", for: indexPath)
          cell.textLabel?.text = "\(indexPath.row)"
          return cell
        }
      }
      let tableViewController = TableViewController()
      assertSnapshots(
        of: tableViewController,
        as: ["iPhoneSE-image": .image(on: .iPhoneSe), "iPad-image": .image(on: .iPadMini)])
      assertSnapshots(
        of: tableViewController, as: [.image(on: .iPhoneX), .image(on: .iPhoneXsMax)])
    #endif
  }

  func testCollectionViewsWithMultipleScreenSizes() {
    #if os(iOS) || os(Linux)

      final class CollectionViewController: UIViewController, UICollectionViewDataSource,
        UICollectionViewDelegateFlowLayout
      {

        let flowLayout: UICollectionViewFlowLayout = {
          let layout = UICollectionViewFlowLayout()
          layout.scrollDirection = .horizontal
          layout.minimumLineSpacing = 20
          return layout
        }()

        lazy var collectionView = UICollectionView(frame: .zero, collectionViewLayout: flowLayout)

        override func viewDidLoad() {
          super.viewDidLoad()

          view.backgroundColor = .white
          view.addSubview(collectionView)

          collectionView.backgroundColor = .white
          collectionView.dataSource = self
          collectionView.delegate = self
          collectionView.register(UICollectionViewCell.self, forCellWithReuseIdentifier: "Cell")
          collectionView.translatesAutoresizingMaskIntoConstraints = false

          NSLayoutConstraint.activate([
            collectionView.leadingAnchor.constraint(equalTo: view.layoutMarginsGuide.leadingAnchor),
            collectionView.topAnchor.constraint(equalTo: view.layoutMarginsGuide.topAnchor),
            collectionView.trailingAnchor.constraint(
              equalTo: view.layoutMarginsGuide.trailingAnchor),
            collectionView.bottomAnchor.constraint(equalTo: view.layoutMarginsGuide.bottomAnchor),
          ])

          collectionView.reloadData()
        }

        override func viewDidLayoutSubviews() {
          super.viewDidLayoutSubviews()
          collectionView.collectionViewLayout.invalidateLayout()
        }

        override func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {
          super.traitCollectionDidChange(previousTraitCollection)
          collectionView.collectionViewLayout.invalidateLayout()
        }

        func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath)
          -> UICollectionViewCell
        {
          let cell = collectionView.dequeueReusableCell(withReuseIdentifier: "Cell", for: indexPath)
          cell.contentView.backgroundColor = .orange
          return cell
        }

        func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int)
          -> Int
        {
          return 20
        }

        func collectionView(
          _ collectionView: UICollectionView,
          layout collectionViewLayout: UICollectionViewLayout,
          sizeForItemAt indexPath: IndexPath
        ) -> CGSize {
          return CGSize(
            width: min(collectionView.frame.width - 50, 300),
            height: collectionView.frame.height
          )
        }

      }

      let viewController = CollectionViewController()

      assertSnapshots(
        of: viewController,
        as: [
          "ipad": .image(on: .iPadPro12_9),
          "iphoneSe": .image(on: .iPhoneSe),
          "iphone8": .image(on: .iPhone8),
          "iphoneMax": .image(on: .iPhoneXsMax),
        ])
    #endif
  }

  func testUIView() {
    #if os(iOS) || os(Linux)
      let view = UIButton(type: .contactAdd)
      assertSnapshot(of: view, as: .image)
      assertSnapshot(of: view, as: .recursiveDescription)
    #endif
  }

  func testCALayer() {
    #if os(iOS) || os(Linux)
      let layer = CALayer()
      layer.frame = CGRect(x: 0, y: 0, width: 100, height: 100)
      layer.backgroundColor = UIColor.red.cgColor
      layer.borderWidth = 4.0
      layer.borderColor = UIColor.black.cgColor
      assertSnapshot(of: layer, as: .image)
    #endif
  }

  func testCALayerWithGradient() {
    #if os(iOS) || os(Linux)
      let baseLayer = CALayer()
      baseLayer.frame = CGRect(x: 0, y: 0, width: 100, height: 100)
      let gradientLayer = CAGradientLayer()
      gradientLayer.colors = [UIColor.red.cgColor, UIColor.yellow.cgColor]
      gradientLayer.frame = baseLayer.frame
      baseLayer.addSublayer(gradientLayer)
      assertSnapshot(of: baseLayer, as: .image)
    #endif
  }

  func testViewControllerHierarchy() {
    #if os(iOS) || os(Linux)
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
      assertSnapshot(of: tab, as: .hierarchy)
    #endif
  }

  func testViewWithZeroHeightOrWidth() {
    #if os(iOS) || os(tvOS) || os(Linux)
      var rect = CGRect(x: 0, y: 0, width: 350, height: 0)
      var view = UIView(frame: rect)
      view.backgroundColor = .red
      assertSnapshot(of: view, as: .image, named: "noHeight")

      rect = CGRect(x: 0, y: 0, width: 0, height: 350)
      view = UIView(frame: rect)
      view.backgroundColor = .green
      assertSnapshot(of: view, as: .image, named: "noWidth")

      rect = CGRect(x: 0, y: 0, width: 0, height: 0)
      view = UIView(frame: rect)
      view.backgroundColor = .blue
      assertSnapshot(of: view, as: .image, named: "noWidth.noHeight")
    #endif
  }

  func testViewAgainstEmptyImage() {
    #if os(iOS) || os(tvOS) || os(Linux)
      let rect = CGRect(x: 0, y: 0, width: 0, height: 0)
      let view = UIView(frame: rect)
      view.backgroundColor = .blue

      let failure = verifySnapshot(of: view, as: .image, named: "notEmptyImage")
      XCTAssertNotNil(failure)
    #endif
  }
}
