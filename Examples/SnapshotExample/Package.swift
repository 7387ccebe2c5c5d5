// swift-tools-version:6.0
import Foundation
import PackageDescription

// A small app screen and its snapshot tests, depending on uikit-linux by path. A package dependency given
// by path is named after its folder, so the name is read from the path rather than written down.
let uikitFolder = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    .deletingLastPathComponent().deletingLastPathComponent().standardizedFileURL.lastPathComponent

let package = Package(
    name: "SnapshotExample",
    dependencies: [
        .package(path: "../.."),
    ],
    targets: [
        .target(name: "ProfileScreen",
                dependencies: [.product(name: "UIKit", package: uikitFolder)]),
        .testTarget(name: "ProfileScreenTests",
                    dependencies: ["ProfileScreen",
                                   .product(name: "UIKitSnapshotTesting", package: uikitFolder)],
                    exclude: ["__Snapshots__"]),
    ]
)
