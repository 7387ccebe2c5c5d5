// swift-snapshot-testing 1.19.7's Internal/BaseSuite.swift, used by the ported SwiftTestingTests.
//
// Copyright (c) 2019 Point-Free, Inc. Licensed under the MIT License (the library's LICENSE file, in the
// package checkout); the test case is reproduced here under its terms.

#if canImport(Testing)
  import Testing
  import SnapshotTesting

  @Suite(.snapshots(record: .failed, diffTool: .ksdiff))
  struct BaseSuite {
  }
#endif
