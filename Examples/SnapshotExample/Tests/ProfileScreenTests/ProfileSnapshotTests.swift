import Testing
import SnapshotTesting
#if os(Linux)
import UIKitSnapshotTesting
#endif
import ProfileScreen

// The references in __Snapshots__ were recorded on Linux. Re-record with SNAPSHOT_TESTING_RECORD=all.
@MainActor @Suite struct ProfileSnapshotTests {
    @Test func profileOnPhones() {
        assertSnapshot(of: ProfileViewController(), as: .image(on: .iPhone13), named: "iPhone13")
        assertSnapshot(of: ProfileViewController(), as: .image(on: .iPhoneSe(.landscape)), named: "iPhoneSe-landscape")
    }

    @Test func followingChangesTheButton() {
        let vc = ProfileViewController()
        vc.loadViewIfNeeded()
        vc.toggleFollow()
        assertSnapshot(of: vc, as: .image(on: .iPhone13, perceptualPrecision: 0.98))
    }

    @Test func avatarAlone() {
        let vc = ProfileViewController()
        vc.loadViewIfNeeded()
        let avatar: UIView = vc.avatar
        avatar.frame = CGRect(x: 0, y: 0, width: 96, height: 96)
        assertSnapshot(of: avatar, as: .image)
    }

    @Test func layoutAsText() {
        assertSnapshot(of: ProfileViewController(), as: .recursiveDescription(on: .iPhone13))
    }
}
