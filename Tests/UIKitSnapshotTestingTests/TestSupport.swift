import Foundation
import XCTest
import SnapshotTesting
import UIKitSnapshotTesting

/// The base of the ported XCTest cases, as the library's own tests have one. It leaves the record mode
/// to the environment (`SNAPSHOT_TESTING_RECORD`; missing references are recorded).
class BaseTestCase: XCTestCase {}

/// The platform name the library's tests put in some snapshots' names.
let platform = "ios"

/// The library's own test folder in this package's checkout of it (its iOS-recorded references and
/// fixtures): `.build/checkouts/swift-snapshot-testing/Tests/SnapshotTestingTests`, found from this
/// file's path, or from `SNAPSHOT_TESTING_CHECKOUT` when the build folder is elsewhere.
let libraryTestsDirectory: URL = {
    if let path = ProcessInfo.processInfo.environment["SNAPSHOT_TESTING_CHECKOUT"] {
        return URL(fileURLWithPath: path).appendingPathComponent("Tests/SnapshotTestingTests")
    }
    let packageRoot = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent()
    return packageRoot.appendingPathComponent(".build/checkouts/swift-snapshot-testing/Tests/SnapshotTestingTests")
}()

/// The library's iOS-recorded references for its `SnapshotTestingTests` cases.
let iOSReferencesDirectory = libraryTestsDirectory.appendingPathComponent("__Snapshots__/SnapshotTestingTests")
