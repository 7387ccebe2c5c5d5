import Foundation
import UIKit
import DemoScenes

// The demo is an ordinary UIKit app: `@main` on its app delegate. With a display it shows the catalog in a
// window (UIKIT_RUN_SECONDS limits the time; UIKIT_DEMO_LOG=1 prints its layout passes and size
// transitions as `catalog:` lines); headless it walks every page into out/ at 1x and 2x.

@main
final class DemoApp: UIResponder, UIApplicationDelegate {
    let catalog = CatalogAppDelegate()

    /// `@main`'s entry point: a standalone page when `UIKIT_DEMO_PAGE` names one (StandalonePages.swift),
    /// else the catalog app through UIKit's launch (`UIApplicationMain`). Headless, the catalog run also
    /// writes the standalone pages' frames.
    static func main() {
        let page = ProcessInfo.processInfo.environment["UIKIT_DEMO_PAGE"]
        let handled = MainActor.assumeIsolated { () -> Bool in
            if StandalonePages.run(page) { return true }
            if !SDLHost.displayAvailable { StandalonePages.writeHeadlessFrames() }
            return false
        }
        if handled { exit(0) }
        MainActor.assumeIsolated {
            _ = UIApplicationMain(CommandLine.argc, CommandLine.unsafeArgv, nil, NSStringFromClass(DemoApp.self))
        }
        exit(0)
    }

    func application(_ application: UIApplication, didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
        if !SDLHost.displayAvailable {
            UIScreen.main = UIScreen(bounds: CGRect(x: 0, y: 0, width: 390, height: 844), scale: 1)
        }
        // The catalog's layout passes and size transitions, for the end-to-end tests.
        if ProcessInfo.processInfo.environment["UIKIT_DEMO_LOG"] == "1" {
            CatalogLog.sink = { print("catalog: \($0)"); fflush(nil) }
        }
        return true
    }

    func application(_ application: UIApplication, configurationForConnecting connectingSceneSession: UISceneSession,
                     options: UIScene.ConnectionOptions) -> UISceneConfiguration {
        catalog.application(application, configurationForConnecting: connectingSceneSession, options: options)
    }
}
