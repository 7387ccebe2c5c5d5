import Foundation
import UIKit
import DemoScenes

// The demo is an ordinary UIKit app: `@main` on its app delegate. With a display it shows the catalog in a
// window (UIKIT_RUN_SECONDS limits the time); headless it walks every page into out/ at 1x and 2x.

@main
final class DemoApp: UIResponder, UIApplicationDelegate {
    let catalog = CatalogAppDelegate()

    func application(_ application: UIApplication, didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
        if !SDLHost.displayAvailable {
            UIScreen.main = UIScreen(bounds: CGRect(x: 0, y: 0, width: 390, height: 844), scale: 1)
        }
        return true
    }

    func application(_ application: UIApplication, configurationForConnecting connectingSceneSession: UISceneSession,
                     options: UIScene.ConnectionOptions) -> UISceneConfiguration {
        catalog.application(application, configurationForConnecting: connectingSceneSession, options: options)
    }
}
