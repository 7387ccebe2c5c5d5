import Foundation
import Testing
import UIKit

/// SDLHost against a real display. Opens windows, so it runs only when asked: UIKIT_SDL_TESTS=1 with
/// DISPLAY (e.g. Xvfb) set. UIKIT_SDL_HOLD_SECONDS keeps the windows up that long at the end, for a
/// screenshot (`xwd -root`).
@MainActor @Suite(.serialized, .enabled(if: ProcessInfo.processInfo.environment["UIKIT_SDL_TESTS"] == "1" && SDLHost.displayAvailable), .freshWorld)
struct SDLHostTests {
    @Test("SDLHost uploads a new window whole, then only the damaged rectangle, and nothing for a frame with no change")
    func damagedUploads() throws {
        let host = try #require(SDLHost(title: "SDLHostTests"))
        let alert = makeWindow(CGSize(width: 120, height: 80), background: .red)
        alert.windowLevel = .alert
        host.present(alert)
        #expect(host.uploadedByteCount == 120 * 80 * 4)
        // Created after the alert window, the normal one maps on top; the host raises the alert back above.
        let normal = makeWindow(CGSize(width: 320, height: 240), background: .blue)
        let v = UIView(frame: CGRect(x: 10, y: 20, width: 24, height: 16))
        v.backgroundColor = .green
        normal.addSubview(v)
        host.present(normal)
        #expect(host.uploadedByteCount == (120 * 80 + 320 * 240) * 4)
        v.backgroundColor = .yellow
        host.present(normal)
        #expect(host.uploadedByteCount == (120 * 80 + 320 * 240 + 24 * 16) * 4)
        host.present(normal)
        host.present(alert)
        #expect(host.uploadedByteCount == (120 * 80 + 320 * 240 + 24 * 16) * 4)
        if let hold = ProcessInfo.processInfo.environment["UIKIT_SDL_HOLD_SECONDS"].flatMap(Double.init) {
            let end = Date().addingTimeInterval(hold)
            while Date() < end { _ = host.pollEvents(); host.waitForNextFrame() }
        }
        withExtendedLifetime((alert, normal)) {}
    }
}
