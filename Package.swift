// swift-tools-version:6.0
import PackageDescription

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
                dependencies: ["CoreGraphics"]),
        .target(name: "UIKit",
                dependencies: ["QuartzCore", "CoreGraphics", "CPangoCairo", "CSDL2", "_Testing_UIKit"]),

        // Scenes shared by the demo and the end-to-end tests.
        .target(name: "DemoScenes", dependencies: ["UIKit"]),
        .executableTarget(name: "UIKitDemo", dependencies: ["UIKit", "DemoScenes"]),

        // The benchmark: the same work through this project and directly through Cairo in C.
        .target(name: "CCairoBench", dependencies: ["CCairo"]),
        .target(name: "CPangoBench", dependencies: ["CPangoCairo"]),
        .executableTarget(name: "UIKitBench",
                          dependencies: ["UIKit", "CCairoBench", "CPangoBench"]),

        .testTarget(name: "CoreGraphicsTests", dependencies: ["CoreGraphics", "UIKit"], exclude: ["Fixtures"]),
        .testTarget(name: "QuartzCoreTests", dependencies: ["QuartzCore"]),
        .testTarget(name: "UIKitTests", dependencies: ["UIKit", "DemoScenes", "CPangoCairo"],
                    exclude: ["Goldens"]),
    ]
)
