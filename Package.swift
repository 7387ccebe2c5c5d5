// swift-tools-version:6.0
import PackageDescription

// Internal consistency checks (`_checkInvariants()`), on in debug builds so the project's tests run with
// them, as swift-collections does with COLLECTIONS_INTERNAL_CHECKS (issue 8).
let internalChecks: [SwiftSetting] = [.define("UIKIT_INTERNAL_CHECKS", .when(configuration: .debug))]

let package = Package(
    name: "uikit-linux",
    products: [
        .library(name: "UIKit", targets: ["UIKit"]),
        .library(name: "QuartzCore", targets: ["QuartzCore"]),
        .library(name: "CoreGraphics", targets: ["CoreGraphics"]),
        .executable(name: "uikit-demo", targets: ["UIKitDemo"]),
        .executable(name: "uikit-bench", targets: ["UIKitBench"]),
    ],
    targets: [
        // C libraries from Debian, found through pkg-config.
        .systemLibrary(name: "CCairo", pkgConfig: "cairo",
                       providers: [.apt(["libcairo2-dev"])]),
        .systemLibrary(name: "CPangoCairo", pkgConfig: "pangocairo",
                       providers: [.apt(["libpango1.0-dev"])]),
        .systemLibrary(name: "CSDL2", pkgConfig: "sdl2",
                       providers: [.apt(["libsdl2-dev"])]),
        .systemLibrary(name: "CJPEG", pkgConfig: "libjpeg",
                       providers: [.apt(["libjpeg-dev"])]),

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
                dependencies: ["QuartzCore", "CoreGraphics", "LayoutSolver", "CPangoCairo", "CSDL2", "_Testing_UIKit"],
                swiftSettings: internalChecks),

        // Scenes shared by the demo and the end-to-end tests.
        .target(name: "DemoScenes", dependencies: ["UIKit"]),
        .executableTarget(name: "UIKitDemo", dependencies: ["UIKit", "DemoScenes"]),

        // The benchmark: the same work through this project and directly through Cairo in C.
        .target(name: "CCairoBench", dependencies: ["CCairo"]),
        .target(name: "CPangoBench", dependencies: ["CPangoCairo"]),
        .executableTarget(name: "UIKitBench",
                          dependencies: ["UIKit", "CCairoBench", "CPangoBench", "LayoutSolver"]),

        .testTarget(name: "CoreGraphicsTests", dependencies: ["CoreGraphics", "UIKit"], exclude: ["Fixtures"]),
        .testTarget(name: "LayoutSolverTests", dependencies: ["LayoutSolver"]),
        .testTarget(name: "QuartzCoreTests", dependencies: ["QuartzCore"]),
        .testTarget(name: "UIKitTests", dependencies: ["UIKit", "DemoScenes", "CPangoCairo", "CSDL2"],
                    exclude: ["Goldens"]),
    ]
)
