import Foundation
import XCTest
import SnapshotTesting
import UIKitSnapshotTesting

/// The base of the ported XCTest cases, as the library's own tests have one. It leaves the record mode
/// to the environment (`SNAPSHOT_TESTING_RECORD`; missing references are recorded) and gives each test
/// the main screen the library's references were recorded on (an iPhone simulator at 3×).
class BaseTestCase: XCTestCase {
    private var restoreScreen: (() -> Void)?
    override func setUp() {
        super.setUp()
        restoreScreen = MainActor.assumeIsolated { useThreeXScreen() }
    }
    override func tearDown() {
        MainActor.assumeIsolated { restoreScreen?() }
        super.tearDown()
    }
}

/// Makes the main screen a 390 × 844-point screen at 3× (other suites in the test process change it) and
/// returns what puts the previous one back.
@MainActor
func useThreeXScreen() -> () -> Void {
    let saved = UIScreen.main
    UIScreen.main = UIScreen(bounds: CGRect(x: 0, y: 0, width: 390, height: 844), scale: 3)
    return { UIScreen.main = saved }
}

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
