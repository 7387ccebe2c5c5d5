// swift-snapshot-testing 1.19.7's SwiftTestingTests.swift ported to Linux. Changed: an import added;
// the suite runs on the main actor with the 3x screen the references were recorded on, because other
// suites in this test process change `UIScreen.main`, whose scale image renderers use by default; and the
// mismatches the UIKit tests expect are read from `verifySnapshot`'s message instead of being recorded as
// known issues, so that the suite ends without known issues.
//
// Copyright (c) 2019 Point-Free, Inc. Licensed under the MIT License (the library's LICENSE file, in the
// package checkout); the test case is reproduced here under its terms.

#if compiler(>=6) && canImport(Testing)
  import Testing
  import SnapshotTesting

  #if canImport(AppKit)
    import AppKit
  #endif

  #if canImport(UIKit)
    import UIKit
  #endif
  #if os(Linux)
    import UIKitSnapshotTesting
  #endif

  extension BaseSuite {
    @Suite(.serialized, .snapshots(record: .missing))
    @MainActor struct SwiftTestingTests {
      @Test func testSnapshot() {
        assertSnapshot(of: ["Hello", "World"], as: .dump, named: "snap")
        let failure = verifySnapshot(of: ["Goodbye", "World"], as: .dump, named: "snap")
        #expect(
          failure?.hasSuffix(
            """
            @@ −1,4 +1,4 @@
             ▿ 2 elements
            −  - "Hello"
            +  - "Goodbye"
               - "World"
            """
          ) == true
        )
      }

      #if canImport(UIKit) && !os(watchOS)
        @Test(
          .enabled {
            !ProcessInfo.processInfo.environment.keys.contains("GITHUB_WORKFLOW")
          }
        )
        func testUIImage() {
          #if os(Linux)
            let restoreScreen = useThreeXScreen()
            defer { restoreScreen() }
          #endif
          let redPixel = UIGraphicsImageRenderer(size: CGSize(width: 1, height: 1)).image {
            context in
            UIColor.red.setFill()
            context.fill(CGRect(x: 0, y: 0, width: 1, height: 1))
          }
          let bluePixel = UIGraphicsImageRenderer(size: CGSize(width: 1, height: 1)).image {
            context in
            UIColor.blue.setFill()
            context.fill(CGRect(x: 0, y: 0, width: 1, height: 1))
          }
          assertSnapshot(of: redPixel, as: .image, named: "pixel")
          let failure = verifySnapshot(of: bluePixel, as: .image, named: "pixel")
          #expect(failure?.hasSuffix("Newly-taken snapshot does not match reference.") == true)
        }
      #endif

      #if canImport(AppKit)
        @Test(
          .enabled {
            !ProcessInfo.processInfo.environment.keys.contains("GITHUB_WORKFLOW")
          }
        )
        func testNSImage() {
          let redPixel = NSImage(size: NSSize(width: 1, height: 1), flipped: false) { rect in
            NSColor.red.setFill()
            rect.fill()
            return true
          }
          let bluePixel = NSImage(size: NSSize(width: 1, height: 1), flipped: false) { rect in
            NSColor.blue.setFill()
            rect.fill()
            return true
          }
          assertSnapshot(of: redPixel, as: .image, named: "pixel")
          withKnownIssue {
            assertSnapshot(of: bluePixel, as: .image, named: "pixel")
          } matching: { issue in
            issue.description.hasSuffix(
              "Newly-taken snapshot does not match reference."
            )
          }
        }
      #endif

    }
  }
#endif
