import XCTest
import SnapshotTesting
#if os(Linux)
import UIKitSnapshotTesting
#endif
import ProfileScreen

// An XCTestCase as iOS teams write them. On Linux a test class marked @MainActor aborts under
// `swift test`; leave the class unannotated and, in Swift 6 language mode, run each test's body with
// `MainActor.assumeIsolated` (XCTest runs test methods on the main thread).
final class ProfileXCTestCaseTests: XCTestCase {
    func testProfileOnIPhone13() {
        MainActor.assumeIsolated {
            assertSnapshot(of: ProfileViewController(), as: .image(on: .iPhone13), named: "iPhone13")
        }
    }
}
