// swift-snapshot-testing 1.19.7's WaitTests.swift ported to Linux (only the imports changed).
//
// Copyright (c) 2019 Point-Free, Inc. Licensed under the MIT License (the library's LICENSE file, in the
// package checkout); the test case is reproduced here under its terms.

import XCTest

import SnapshotTesting
#if os(Linux)
import UIKitSnapshotTesting
#endif

class WaitTests: BaseTestCase {
  func testWait() {
    var value = "Hello"
    DispatchQueue.main.asyncAfter(deadline: .now() + 1) {
      value = "Goodbye"
    }

    let strategy = Snapshotting.lines.pullback { (_: Void) in
      value
    }

    assertSnapshot(of: (), as: .wait(for: 1.5, on: strategy))
  }
}
