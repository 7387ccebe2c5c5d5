import Foundation
import Testing
@testable import UIKit

/// What an app stores in `UserDefaults.standard` is on disk once the app moves to the background or
/// terminates, so it survives a relaunch, as on iOS (swift-corelibs-foundation writes only on
/// `synchronize()`).
@MainActor @Suite(.serialized, .freshWorld)
struct UserDefaultsPersistenceTests {
    /// The file swift-corelibs-foundation keeps the standard defaults in.
    private var defaultsFile: URL {
        let config = ProcessInfo.processInfo.environment["XDG_CONFIG_HOME"].map { URL(fileURLWithPath: $0) }
            ?? URL(fileURLWithPath: NSHomeDirectory()).appendingPathComponent(".config")
        return config.appendingPathComponent(ProcessInfo.processInfo.processName + ".plist")
    }

    private func storedValue(_ key: String) -> Any? {
        guard let data = try? Data(contentsOf: defaultsFile),
              let plist = try? PropertyListSerialization.propertyList(from: data, format: nil) as? [String: Any] else { return nil }
        return plist[key]
    }

    @Test("Moving to the background and terminating save the standard defaults to disk")
    func savedOnBackgroundAndTerminate() {
        let app = UIApplication.shared
        app._resetLifecycleForTesting()
        LifecycleSceneDelegate.setsWindow = true
        app._launch(delegate: LifecycleAppDelegate())
        let key = "uikit-linux.test.bestScore"
        let first = Int.random(in: 1...1_000_000)
        UserDefaults.standard.set(first, forKey: key)
        app._enterBackground()
        #expect(storedValue(key) as? Int == first)
        app._enterForeground()
        UserDefaults.standard.set(first + 1, forKey: key)
        app._terminate()
        #expect(storedValue(key) as? Int == first + 1)
        UserDefaults.standard.removeObject(forKey: key)
        _ = UserDefaults.standard.synchronize()
        app._resetLifecycleForTesting()
    }
}
