// swift-snapshot-testing 1.19.7's test cases that set fonts with Dynamic Type
// (`UIFont.preferredFont(forTextStyle:compatibleWith:)`, `adjustsFontForContentSizeCategory`), ported as
// the others in SnapshotTestingTests.swift are. Their references were recorded on Linux; they reproduce
// whatever order the library's content-size dictionary is iterated in.
//
// Copyright (c) 2019 Point-Free, Inc. Licensed under the MIT License (the library's LICENSE file, in the
// package checkout); the test cases are reproduced here under its terms.

import Foundation
import XCTest
import SnapshotTesting
#if os(Linux)
import UIKitSnapshotTesting
#endif

extension SnapshotTestingTests {
  func testTraits() {
    #if os(iOS) || os(tvOS) || os(Linux)
      if #available(iOS 11.0, tvOS 11.0, *) {
        class MyViewController: UIViewController {
          let topLabel = UILabel()
          let leadingLabel = UILabel()
          let trailingLabel = UILabel()
          let bottomLabel = UILabel()

          override func viewDidLoad() {
            super.viewDidLoad()

            self.navigationItem.leftBarButtonItem = .init(
              barButtonSystemItem: .add, target: nil, action: nil)

            self.view.backgroundColor = .white

            self.topLabel.text = "What's"
            self.leadingLabel.text = "the"
            self.trailingLabel.text = "point"
            self.bottomLabel.text = "?"

            self.topLabel.translatesAutoresizingMaskIntoConstraints = false
            self.leadingLabel.translatesAutoresizingMaskIntoConstraints = false
            self.trailingLabel.translatesAutoresizingMaskIntoConstraints = false
            self.bottomLabel.translatesAutoresizingMaskIntoConstraints = false

            self.view.addSubview(self.topLabel)
            self.view.addSubview(self.leadingLabel)
            self.view.addSubview(self.trailingLabel)
            self.view.addSubview(self.bottomLabel)

            NSLayoutConstraint.activate([
              self.topLabel.topAnchor.constraint(equalTo: self.view.safeAreaLayoutGuide.topAnchor),
              self.topLabel.centerXAnchor.constraint(
                equalTo: self.view.safeAreaLayoutGuide.centerXAnchor),
              self.leadingLabel.leadingAnchor.constraint(
                equalTo: self.view.safeAreaLayoutGuide.leadingAnchor),
              self.leadingLabel.trailingAnchor.constraint(
                lessThanOrEqualTo: self.view.safeAreaLayoutGuide.centerXAnchor),
              //            self.leadingLabel.trailingAnchor.constraint(equalTo: self.view.safeAreaLayoutGuide.centerXAnchor),
              self.leadingLabel.centerYAnchor.constraint(
                equalTo: self.view.safeAreaLayoutGuide.centerYAnchor),
              self.trailingLabel.leadingAnchor.constraint(
                greaterThanOrEqualTo: self.view.safeAreaLayoutGuide.centerXAnchor),
              self.trailingLabel.trailingAnchor.constraint(
                equalTo: self.view.safeAreaLayoutGuide.trailingAnchor),
              self.trailingLabel.centerYAnchor.constraint(
                equalTo: self.view.safeAreaLayoutGuide.centerYAnchor),
              self.bottomLabel.bottomAnchor.constraint(
                equalTo: self.view.safeAreaLayoutGuide.bottomAnchor),
              self.bottomLabel.centerXAnchor.constraint(
                equalTo: self.view.safeAreaLayoutGuide.centerXAnchor),
            ])
          }

          override func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {
            super.traitCollectionDidChange(previousTraitCollection)
            self.topLabel.font = .preferredFont(
              forTextStyle: .headline, compatibleWith: self.traitCollection)
            self.leadingLabel.font = .preferredFont(
              forTextStyle: .body, compatibleWith: self.traitCollection)
            self.trailingLabel.font = .preferredFont(
              forTextStyle: .body, compatibleWith: self.traitCollection)
            self.bottomLabel.font = .preferredFont(
              forTextStyle: .subheadline, compatibleWith: self.traitCollection)
            self.view.setNeedsUpdateConstraints()
            self.view.updateConstraintsIfNeeded()
          }
        }

        let viewController = MyViewController()

        #if os(iOS) || os(Linux)
          assertSnapshot(of: viewController, as: .image(on: .iPhoneSe), named: "iphone-se")
          assertSnapshot(of: viewController, as: .image(on: .iPhone8), named: "iphone-8")
          assertSnapshot(of: viewController, as: .image(on: .iPhone8Plus), named: "iphone-8-plus")
          assertSnapshot(of: viewController, as: .image(on: .iPhoneX), named: "iphone-x")
          assertSnapshot(of: viewController, as: .image(on: .iPhoneXr), named: "iphone-xr")
          assertSnapshot(of: viewController, as: .image(on: .iPhoneXsMax), named: "iphone-xs-max")
          assertSnapshot(of: viewController, as: .image(on: .iPadMini), named: "ipad-mini")
          assertSnapshot(of: viewController, as: .image(on: .iPad9_7), named: "ipad-9-7")
          assertSnapshot(of: viewController, as: .image(on: .iPad10_2), named: "ipad-10-2")
          assertSnapshot(of: viewController, as: .image(on: .iPadPro10_5), named: "ipad-pro-10-5")
          assertSnapshot(of: viewController, as: .image(on: .iPadPro11), named: "ipad-pro-11")
          assertSnapshot(of: viewController, as: .image(on: .iPadPro12_9), named: "ipad-pro-12-9")

          assertSnapshot(
            of: viewController, as: .recursiveDescription(on: .iPhoneSe), named: "iphone-se")
          assertSnapshot(
            of: viewController, as: .recursiveDescription(on: .iPhone8), named: "iphone-8")
          assertSnapshot(
            of: viewController, as: .recursiveDescription(on: .iPhone8Plus), named: "iphone-8-plus")
          assertSnapshot(
            of: viewController, as: .recursiveDescription(on: .iPhoneX), named: "iphone-x")
          assertSnapshot(
            of: viewController, as: .recursiveDescription(on: .iPhoneXr), named: "iphone-xr")
          assertSnapshot(
            of: viewController, as: .recursiveDescription(on: .iPhoneXsMax), named: "iphone-xs-max")
          assertSnapshot(
            of: viewController, as: .recursiveDescription(on: .iPadMini), named: "ipad-mini")
          assertSnapshot(
            of: viewController, as: .recursiveDescription(on: .iPad9_7), named: "ipad-9-7")
          assertSnapshot(
            of: viewController, as: .recursiveDescription(on: .iPad10_2), named: "ipad-10-2")
          assertSnapshot(
            of: viewController, as: .recursiveDescription(on: .iPadPro10_5), named: "ipad-pro-10-5")
          assertSnapshot(
            of: viewController, as: .recursiveDescription(on: .iPadPro11), named: "ipad-pro-11")
          assertSnapshot(
            of: viewController, as: .recursiveDescription(on: .iPadPro12_9), named: "ipad-pro-12-9")

          assertSnapshot(
            of: viewController, as: .image(on: .iPhoneSe(.portrait)), named: "iphone-se")
          assertSnapshot(of: viewController, as: .image(on: .iPhone8(.portrait)), named: "iphone-8")
          assertSnapshot(
            of: viewController, as: .image(on: .iPhone8Plus(.portrait)), named: "iphone-8-plus")
          assertSnapshot(of: viewController, as: .image(on: .iPhoneX(.portrait)), named: "iphone-x")
          assertSnapshot(
            of: viewController, as: .image(on: .iPhoneXr(.portrait)), named: "iphone-xr")
          assertSnapshot(
            of: viewController, as: .image(on: .iPhoneXsMax(.portrait)), named: "iphone-xs-max")
          assertSnapshot(
            of: viewController, as: .image(on: .iPadMini(.landscape)), named: "ipad-mini")
          assertSnapshot(
            of: viewController, as: .image(on: .iPad9_7(.landscape)), named: "ipad-9-7")
          assertSnapshot(
            of: viewController, as: .image(on: .iPad10_2(.landscape)), named: "ipad-10-2")
          assertSnapshot(
            of: viewController, as: .image(on: .iPadPro10_5(.landscape)), named: "ipad-pro-10-5")
          assertSnapshot(
            of: viewController, as: .image(on: .iPadPro11(.landscape)), named: "ipad-pro-11")
          assertSnapshot(
            of: viewController, as: .image(on: .iPadPro12_9(.landscape)), named: "ipad-pro-12-9")

          assertSnapshot(
            of: viewController, as: .image(on: .iPadMini(.landscape(splitView: .oneThird))),
            named: "ipad-mini-33-split-landscape")
          assertSnapshot(
            of: viewController, as: .image(on: .iPadMini(.landscape(splitView: .oneHalf))),
            named: "ipad-mini-50-split-landscape")
          assertSnapshot(
            of: viewController, as: .image(on: .iPadMini(.landscape(splitView: .twoThirds))),
            named: "ipad-mini-66-split-landscape")
          assertSnapshot(
            of: viewController, as: .image(on: .iPadMini(.portrait(splitView: .oneThird))),
            named: "ipad-mini-33-split-portrait")
          assertSnapshot(
            of: viewController, as: .image(on: .iPadMini(.portrait(splitView: .twoThirds))),
            named: "ipad-mini-66-split-portrait")

          assertSnapshot(
            of: viewController, as: .image(on: .iPad9_7(.landscape(splitView: .oneThird))),
            named: "ipad-9-7-33-split-landscape")
          assertSnapshot(
            of: viewController, as: .image(on: .iPad9_7(.landscape(splitView: .oneHalf))),
            named: "ipad-9-7-50-split-landscape")
          assertSnapshot(
            of: viewController, as: .image(on: .iPad9_7(.landscape(splitView: .twoThirds))),
            named: "ipad-9-7-66-split-landscape")
          assertSnapshot(
            of: viewController, as: .image(on: .iPad9_7(.portrait(splitView: .oneThird))),
            named: "ipad-9-7-33-split-portrait")
          assertSnapshot(
            of: viewController, as: .image(on: .iPad9_7(.portrait(splitView: .twoThirds))),
            named: "ipad-9-7-66-split-portrait")

          assertSnapshot(
            of: viewController, as: .image(on: .iPad10_2(.landscape(splitView: .oneThird))),
            named: "ipad-10-2-split-landscape")
          assertSnapshot(
            of: viewController, as: .image(on: .iPad10_2(.landscape(splitView: .oneHalf))),
            named: "ipad-10-2-50-split-landscape")
          assertSnapshot(
            of: viewController, as: .image(on: .iPad10_2(.landscape(splitView: .twoThirds))),
            named: "ipad-10-2-66-split-landscape")
          assertSnapshot(
            of: viewController, as: .image(on: .iPad10_2(.portrait(splitView: .oneThird))),
            named: "ipad-10-2-33-split-portrait")
          assertSnapshot(
            of: viewController, as: .image(on: .iPad10_2(.portrait(splitView: .twoThirds))),
            named: "ipad-10-2-66-split-portrait")

          assertSnapshot(
            of: viewController, as: .image(on: .iPadPro10_5(.landscape(splitView: .oneThird))),
            named: "ipad-pro-10inch-33-split-landscape")
          assertSnapshot(
            of: viewController, as: .image(on: .iPadPro10_5(.landscape(splitView: .oneHalf))),
            named: "ipad-pro-10inch-50-split-landscape")
          assertSnapshot(
            of: viewController, as: .image(on: .iPadPro10_5(.landscape(splitView: .twoThirds))),
            named: "ipad-pro-10inch-66-split-landscape")
          assertSnapshot(
            of: viewController, as: .image(on: .iPadPro10_5(.portrait(splitView: .oneThird))),
            named: "ipad-pro-10inch-33-split-portrait")
          assertSnapshot(
            of: viewController, as: .image(on: .iPadPro10_5(.portrait(splitView: .twoThirds))),
            named: "ipad-pro-10inch-66-split-portrait")

          assertSnapshot(
            of: viewController, as: .image(on: .iPadPro11(.landscape(splitView: .oneThird))),
            named: "ipad-pro-11inch-33-split-landscape")
          assertSnapshot(
            of: viewController, as: .image(on: .iPadPro11(.landscape(splitView: .oneHalf))),
            named: "ipad-pro-11inch-50-split-landscape")
          assertSnapshot(
            of: viewController, as: .image(on: .iPadPro11(.landscape(splitView: .twoThirds))),
            named: "ipad-pro-11inch-66-split-landscape")
          assertSnapshot(
            of: viewController, as: .image(on: .iPadPro11(.portrait(splitView: .oneThird))),
            named: "ipad-pro-11inch-33-split-portrait")
          assertSnapshot(
            of: viewController, as: .image(on: .iPadPro11(.portrait(splitView: .twoThirds))),
            named: "ipad-pro-11inch-66-split-portrait")

          assertSnapshot(
            of: viewController, as: .image(on: .iPadPro12_9(.landscape(splitView: .oneThird))),
            named: "ipad-pro-12inch-33-split-landscape")
          assertSnapshot(
            of: viewController, as: .image(on: .iPadPro12_9(.landscape(splitView: .oneHalf))),
            named: "ipad-pro-12inch-50-split-landscape")
          assertSnapshot(
            of: viewController, as: .image(on: .iPadPro12_9(.landscape(splitView: .twoThirds))),
            named: "ipad-pro-12inch-66-split-landscape")
          assertSnapshot(
            of: viewController, as: .image(on: .iPadPro12_9(.portrait(splitView: .oneThird))),
            named: "ipad-pro-12inch-33-split-portrait")
          assertSnapshot(
            of: viewController, as: .image(on: .iPadPro12_9(.portrait(splitView: .twoThirds))),
            named: "ipad-pro-12inch-66-split-portrait")

          assertSnapshot(
            of: viewController, as: .image(on: .iPhoneSe(.landscape)),
            named: "iphone-se-alternative")
          assertSnapshot(
            of: viewController, as: .image(on: .iPhone8(.landscape)), named: "iphone-8-alternative")
          assertSnapshot(
            of: viewController, as: .image(on: .iPhone8Plus(.landscape)),
            named: "iphone-8-plus-alternative")
          assertSnapshot(
            of: viewController, as: .image(on: .iPhoneX(.landscape)), named: "iphone-x-alternative")
          assertSnapshot(
            of: viewController, as: .image(on: .iPhoneXr(.landscape)),
            named: "iphone-xr-alternative")
          assertSnapshot(
            of: viewController, as: .image(on: .iPhoneXsMax(.landscape)),
            named: "iphone-xs-max-alternative")
          assertSnapshot(
            of: viewController, as: .image(on: .iPadMini(.portrait)), named: "ipad-mini-alternative"
          )
          assertSnapshot(
            of: viewController, as: .image(on: .iPad9_7(.portrait)), named: "ipad-9-7-alternative")
          assertSnapshot(
            of: viewController, as: .image(on: .iPad10_2(.portrait)), named: "ipad-10-2-alternative"
          )
          assertSnapshot(
            of: viewController, as: .image(on: .iPadPro10_5(.portrait)),
            named: "ipad-pro-10-5-alternative")
          assertSnapshot(
            of: viewController, as: .image(on: .iPadPro11(.portrait)),
            named: "ipad-pro-11-alternative")
          assertSnapshot(
            of: viewController, as: .image(on: .iPadPro12_9(.portrait)),
            named: "ipad-pro-12-9-alternative")

          allContentSizes.forEach { name, contentSize in
            assertSnapshot(
              of: viewController,
              as: .image(on: .iPhoneSe, traits: .init(preferredContentSizeCategory: contentSize)),
              named: "iphone-se-\(name)"
            )
          }
        #elseif os(tvOS)
          assertSnapshot(
            of: viewController, as: .image(on: .tv), named: "tv")
          assertSnapshot(
            of: viewController, as: .image(on: .tv4K), named: "tv4k")
        #endif
      }
    #endif
  }

  func testTraitsEmbeddedInTabNavigation() {
    #if os(iOS) || os(Linux)
      if #available(iOS 11.0, *) {
        class MyViewController: UIViewController {
          let topLabel = UILabel()
          let leadingLabel = UILabel()
          let trailingLabel = UILabel()
          let bottomLabel = UILabel()

          override func viewDidLoad() {
            super.viewDidLoad()

            self.navigationItem.leftBarButtonItem = .init(
              barButtonSystemItem: .add, target: nil, action: nil)

            self.view.backgroundColor = .white

            self.topLabel.text = "What's"
            self.leadingLabel.text = "the"
            self.trailingLabel.text = "point"
            self.bottomLabel.text = "?"

            self.topLabel.translatesAutoresizingMaskIntoConstraints = false
            self.leadingLabel.translatesAutoresizingMaskIntoConstraints = false
            self.trailingLabel.translatesAutoresizingMaskIntoConstraints = false
            self.bottomLabel.translatesAutoresizingMaskIntoConstraints = false

            self.view.addSubview(self.topLabel)
            self.view.addSubview(self.leadingLabel)
            self.view.addSubview(self.trailingLabel)
            self.view.addSubview(self.bottomLabel)

            NSLayoutConstraint.activate([
              self.topLabel.topAnchor.constraint(equalTo: self.view.safeAreaLayoutGuide.topAnchor),
              self.topLabel.centerXAnchor.constraint(
                equalTo: self.view.safeAreaLayoutGuide.centerXAnchor),
              self.leadingLabel.leadingAnchor.constraint(
                equalTo: self.view.safeAreaLayoutGuide.leadingAnchor),
              self.leadingLabel.trailingAnchor.constraint(
                lessThanOrEqualTo: self.view.safeAreaLayoutGuide.centerXAnchor),
              //            self.leadingLabel.trailingAnchor.constraint(equalTo: self.view.safeAreaLayoutGuide.centerXAnchor),
              self.leadingLabel.centerYAnchor.constraint(
                equalTo: self.view.safeAreaLayoutGuide.centerYAnchor),
              self.trailingLabel.leadingAnchor.constraint(
                greaterThanOrEqualTo: self.view.safeAreaLayoutGuide.centerXAnchor),
              self.trailingLabel.trailingAnchor.constraint(
                equalTo: self.view.safeAreaLayoutGuide.trailingAnchor),
              self.trailingLabel.centerYAnchor.constraint(
                equalTo: self.view.safeAreaLayoutGuide.centerYAnchor),
              self.bottomLabel.bottomAnchor.constraint(
                equalTo: self.view.safeAreaLayoutGuide.bottomAnchor),
              self.bottomLabel.centerXAnchor.constraint(
                equalTo: self.view.safeAreaLayoutGuide.centerXAnchor),
            ])
          }

          override func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {
            super.traitCollectionDidChange(previousTraitCollection)
            self.topLabel.font = .preferredFont(
              forTextStyle: .headline, compatibleWith: self.traitCollection)
            self.leadingLabel.font = .preferredFont(
              forTextStyle: .body, compatibleWith: self.traitCollection)
            self.trailingLabel.font = .preferredFont(
              forTextStyle: .body, compatibleWith: self.traitCollection)
            self.bottomLabel.font = .preferredFont(
              forTextStyle: .subheadline, compatibleWith: self.traitCollection)
            self.view.setNeedsUpdateConstraints()
            self.view.updateConstraintsIfNeeded()
          }
        }

        let myViewController = MyViewController()
        let navController = UINavigationController(rootViewController: myViewController)
        let viewController = UITabBarController()
        viewController.setViewControllers([navController], animated: false)

        assertSnapshot(of: viewController, as: .image(on: .iPhoneSe), named: "iphone-se")
        assertSnapshot(of: viewController, as: .image(on: .iPhone8), named: "iphone-8")
        assertSnapshot(of: viewController, as: .image(on: .iPhone8Plus), named: "iphone-8-plus")
        assertSnapshot(of: viewController, as: .image(on: .iPhoneX), named: "iphone-x")
        assertSnapshot(of: viewController, as: .image(on: .iPhoneXr), named: "iphone-xr")
        assertSnapshot(of: viewController, as: .image(on: .iPhoneXsMax), named: "iphone-xs-max")
        assertSnapshot(of: viewController, as: .image(on: .iPadMini), named: "ipad-mini")
        assertSnapshot(of: viewController, as: .image(on: .iPad9_7), named: "ipad-9-7")
        assertSnapshot(of: viewController, as: .image(on: .iPad10_2), named: "ipad-10-2")
        assertSnapshot(of: viewController, as: .image(on: .iPadPro10_5), named: "ipad-pro-10-5")
        assertSnapshot(of: viewController, as: .image(on: .iPadPro11), named: "ipad-pro-11")
        assertSnapshot(of: viewController, as: .image(on: .iPadPro12_9), named: "ipad-pro-12-9")

        assertSnapshot(of: viewController, as: .image(on: .iPhoneSe(.portrait)), named: "iphone-se")
        assertSnapshot(of: viewController, as: .image(on: .iPhone8(.portrait)), named: "iphone-8")
        assertSnapshot(
          of: viewController, as: .image(on: .iPhone8Plus(.portrait)), named: "iphone-8-plus")
        assertSnapshot(of: viewController, as: .image(on: .iPhoneX(.portrait)), named: "iphone-x")
        assertSnapshot(of: viewController, as: .image(on: .iPhoneXr(.portrait)), named: "iphone-xr")
        assertSnapshot(
          of: viewController, as: .image(on: .iPhoneXsMax(.portrait)), named: "iphone-xs-max")
        assertSnapshot(
          of: viewController, as: .image(on: .iPadMini(.landscape)), named: "ipad-mini")
        assertSnapshot(of: viewController, as: .image(on: .iPad9_7(.landscape)), named: "ipad-9-7")
        assertSnapshot(
          of: viewController, as: .image(on: .iPad10_2(.landscape)), named: "ipad-10-2")
        assertSnapshot(
          of: viewController, as: .image(on: .iPadPro10_5(.landscape)), named: "ipad-pro-10-5")
        assertSnapshot(
          of: viewController, as: .image(on: .iPadPro11(.landscape)), named: "ipad-pro-11")
        assertSnapshot(
          of: viewController, as: .image(on: .iPadPro12_9(.landscape)), named: "ipad-pro-12-9")

        assertSnapshot(
          of: viewController, as: .image(on: .iPhoneSe(.landscape)), named: "iphone-se-alternative")
        assertSnapshot(
          of: viewController, as: .image(on: .iPhone8(.landscape)), named: "iphone-8-alternative")
        assertSnapshot(
          of: viewController, as: .image(on: .iPhone8Plus(.landscape)),
          named: "iphone-8-plus-alternative")
        assertSnapshot(
          of: viewController, as: .image(on: .iPhoneX(.landscape)), named: "iphone-x-alternative")
        assertSnapshot(
          of: viewController, as: .image(on: .iPhoneXr(.landscape)), named: "iphone-xr-alternative")
        assertSnapshot(
          of: viewController, as: .image(on: .iPhoneXsMax(.landscape)),
          named: "iphone-xs-max-alternative")
        assertSnapshot(
          of: viewController, as: .image(on: .iPadMini(.portrait)), named: "ipad-mini-alternative")
        assertSnapshot(
          of: viewController, as: .image(on: .iPad9_7(.portrait)), named: "ipad-9-7-alternative")
        assertSnapshot(
          of: viewController, as: .image(on: .iPad10_2(.portrait)), named: "ipad-10-2-alternative")
        assertSnapshot(
          of: viewController, as: .image(on: .iPadPro10_5(.portrait)),
          named: "ipad-pro-10-5-alternative")
        assertSnapshot(
          of: viewController, as: .image(on: .iPadPro11(.portrait)),
          named: "ipad-pro-11-alternative")
        assertSnapshot(
          of: viewController, as: .image(on: .iPadPro12_9(.portrait)),
          named: "ipad-pro-12-9-alternative")
      }
    #endif
  }

  func testTraitsWithView() {
    #if os(iOS) || os(Linux)
      if #available(iOS 11.0, *) {
        let label = UILabel()
        label.font = .preferredFont(forTextStyle: .title1)
        label.adjustsFontForContentSizeCategory = true
        label.text = "What's the point?"

        allContentSizes.forEach { name, contentSize in
          assertSnapshot(
            of: label,
            as: .image(traits: .init(preferredContentSizeCategory: contentSize)),
            named: "label-\(name)"
          )
        }
      }
    #endif
  }

  func testTraitsWithViewController() {
    #if os(iOS) || os(Linux)
      let label = UILabel()
      label.font = .preferredFont(forTextStyle: .title1)
      label.adjustsFontForContentSizeCategory = true
      label.text = "What's the point?"

      let viewController = UIViewController()
      viewController.view.addSubview(label)

      label.translatesAutoresizingMaskIntoConstraints = false
      NSLayoutConstraint.activate([
        label.leadingAnchor.constraint(
          equalTo: viewController.view.layoutMarginsGuide.leadingAnchor),
        label.topAnchor.constraint(equalTo: viewController.view.layoutMarginsGuide.topAnchor),
        label.trailingAnchor.constraint(
          equalTo: viewController.view.layoutMarginsGuide.trailingAnchor),
      ])

      allContentSizes.forEach { name, contentSize in
        assertSnapshot(
          of: viewController,
          as: .recursiveDescription(
            on: .iPhoneSe, traits: .init(preferredContentSizeCategory: contentSize)),
          named: "label-\(name)"
        )
      }
    #endif
  }
}

#if os(iOS) || os(Linux)
  private let allContentSizes =
    [
      "extra-small": UIContentSizeCategory.extraSmall,
      "small": .small,
      "medium": .medium,
      "large": .large,
      "extra-large": .extraLarge,
      "extra-extra-large": .extraExtraLarge,
      "extra-extra-extra-large": .extraExtraExtraLarge,
      "accessibility-medium": .accessibilityMedium,
      "accessibility-large": .accessibilityLarge,
      "accessibility-extra-large": .accessibilityExtraLarge,
      "accessibility-extra-extra-large": .accessibilityExtraExtraLarge,
      "accessibility-extra-extra-extra-large": .accessibilityExtraExtraExtraLarge,
    ]
#endif
