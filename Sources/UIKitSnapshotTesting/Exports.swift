/// A test file written for iOS keeps `import SnapshotTesting`; importing this module on Linux brings the
/// library in with it, as well as UIKit.
@_exported import SnapshotTesting
@_exported import UIKit
