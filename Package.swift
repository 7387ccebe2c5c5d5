// swift-tools-version:6.0
import PackageDescription

// Internal consistency checks (`_checkInvariants()`), on in debug builds so the project's tests run with
// them, as swift-collections does with COLLECTIONS_INTERNAL_CHECKS.
let internalChecks: [SwiftSetting] = [.define("UIKIT_INTERNAL_CHECKS", .when(configuration: .debug))]

let package = Package(
    name: "uikit-linux",
    products: [
        .library(name: "UIKit", targets: ["UIKit"]),
        .library(name: "QuartzCore", targets: ["QuartzCore"]),
        .library(name: "CoreGraphics", targets: ["CoreGraphics"]),
        // swift-snapshot-testing's UIKit strategies on Linux; UIKit itself never depends on it.
        .library(name: "UIKitSnapshotTesting", targets: ["UIKitSnapshotTesting"]),
        .executable(name: "uikit-demo", targets: ["UIKitDemo"]),
        .executable(name: "uikit-bench", targets: ["UIKitBench"]),
    ],
    dependencies: [
        .package(url: "https://github.com/pointfreeco/swift-snapshot-testing", exact: "1.19.7"),
    ],
    targets: [
        // C libraries from Debian, found through pkg-config. SDL2 (libsdl2-dev) is not: its headers are
        // on the default include path as <SDL2/...>, and sdl2.pc adds only -D_REENTRANT, a flag SwiftPM
        // refuses from pkg-config with a warning in every dependent build (Sources/CSDL2/shim.h).
        .systemLibrary(name: "CCairo", pkgConfig: "cairo",
                       providers: [.apt(["libcairo2-dev"])]),
        .systemLibrary(name: "CPangoCairo", pkgConfig: "pangocairo",
                       providers: [.apt(["libpango1.0-dev"])]),
        .systemLibrary(name: "CSDL2"),
        .systemLibrary(name: "CJPEG", pkgConfig: "libjpeg",
                       providers: [.apt(["libjpeg-dev"])]),
        // The session bus, for the desktop's light or dark preference (the settings portal).
        .systemLibrary(name: "CDBus", pkgConfig: "dbus-1",
                       providers: [.apt(["libdbus-1-dev"])]),

        // Swift Testing's cross-import overlays: `import Testing` together with `import UIKit` or
        // `import CoreGraphics` looks these modules up by name. They exist so that tests build on Linux.
        .target(name: "_Testing_CoreGraphics"),
        .target(name: "_Testing_UIKit"),

        .target(name: "CoreGraphics",
                dependencies: ["CCairo", "CJPEG", "CPangoCairo", "_Testing_CoreGraphics"]),
        .target(name: "QuartzCore",
                dependencies: ["CoreGraphics"],
                swiftSettings: internalChecks),
        // The Auto Layout engine: an incremental Cassowary solver with no UIKit dependency.
        .target(name: "LayoutSolver"),
        .target(name: "UIKit",
                dependencies: ["QuartzCore", "CoreGraphics", "LayoutSolver", "CPangoCairo", "CSDL2", "CDBus", "_Testing_UIKit"],
                swiftSettings: internalChecks),

        // The snapshot strategies swift-snapshot-testing compiles only for iOS, for this UIKit.
        .target(name: "UIKitSnapshotTesting",
                dependencies: ["UIKit", .product(name: "SnapshotTesting", package: "swift-snapshot-testing")]),

        // Scenes shared by the demo and the end-to-end tests.
        .target(name: "DemoScenes", dependencies: ["UIKit"]),
        .executableTarget(name: "UIKitDemo", dependencies: ["UIKit", "DemoScenes"]),

        // The benchmark: the same work through this project and directly through Cairo in C.
        .target(name: "CCairoBench", dependencies: ["CCairo"]),
        .target(name: "CPangoBench", dependencies: ["CPangoCairo"]),
        .executableTarget(name: "UIKitBench",
                          dependencies: ["UIKit", "CCairoBench", "CPangoBench", "LayoutSolver", "UIKitSnapshotTesting"]),

        // Pixel checks shared by the drawing tests of CoreGraphics and UIKit (Core Graphics only).
        .target(name: "PixelTestSupport", dependencies: ["CoreGraphics"], path: "Tests/PixelTestSupport"),
        // The scope trait that gives each test of UIKit and QuartzCore a world of its own (`.freshWorld`).
        .target(name: "WorldTestSupport", dependencies: ["QuartzCore"], path: "Tests/WorldTestSupport"),
        .testTarget(name: "CoreGraphicsTests", dependencies: ["CoreGraphics", "PixelTestSupport"]),
        .testTarget(name: "LayoutSolverTests", dependencies: ["LayoutSolver"]),
        .testTarget(name: "QuartzCoreTests", dependencies: ["QuartzCore", "WorldTestSupport"]),
        .testTarget(name: "UIKitTests", dependencies: ["UIKit", "DemoScenes", "CPangoCairo", "CSDL2", "PixelTestSupport", "WorldTestSupport"],
                    exclude: ["Goldens", "Drawing/Fixtures"]),
        // The library's own iOS UIKit tests ported (XCTest, Swift 5 mode as the library writes them) and
        // this package's Swift Testing suites for the strategies.
        .testTarget(name: "UIKitSnapshotTestingTests", dependencies: ["UIKitSnapshotTesting"],
                    exclude: ["__Snapshots__"],
                    swiftSettings: [.swiftLanguageMode(.v5)]),
    ]
)
