import Foundation
import UIKit
import DemoScenes

/// `UIKIT_DEMO_PAGE=pointer`: the catalog's pointer, drops and printing page alone in a window. It prints
/// what happens as `pointer:`-style lines and the cursor UIKit chose whenever it changes (`cursor: hand`,
/// with `(os)` when SDL shows that system cursor); the end-to-end test reads them. Files and text dropped
/// on the window from another program (X11's XDND) reach the page's drop target.
@MainActor
enum PointerDropPrintPage {
    static func show(host: SDLHost, seconds: Double?) {
        let app = UIApplication.shared
        UIScreen.main = UIScreen(bounds: CGRect(x: 0, y: 0, width: 480, height: 320), scale: host.desktopScale())
        app._launch(delegate: nil)
        guard let scene = app.connectedScenes.first as? UIWindowScene else { return }
        scene.title = "uikit-linux pointer"
        let window = UIWindow(windowScene: scene)
        let vc = DesktopInputController()
        window.rootViewController = vc
        window.makeKeyAndVisible()
        var lastCursor = PointerCursor.current
        let start = Date()
        var logged = 0
        func flush() {
            while logged < vc.log.count { print(vc.log[logged]); logged += 1 }
            fflush(nil)
        }
        app.run(while: {
            if PointerCursor.current != lastCursor {
                lastCursor = PointerCursor.current
                print("cursor: \(lastCursor)\(host.osCursorIs(lastCursor) ? " (os)" : "")")
            }
            flush()
            return seconds.map { Date().timeIntervalSince(start) < $0 } ?? true
        })
        flush()
        withExtendedLifetime(window) {}
    }
}
