import Foundation
import CSDL2
import Testing
import UIKit

/// Desktop drops and the cursor through the SDL host, with events pushed into SDL's queue: a drop's
/// `SDL_DROPBEGIN`, `SDL_DROPFILE`/`SDL_DROPTEXT` and `SDL_DROPCOMPLETE` reach the drop interaction under
/// the pointer as one session of file and text item providers, and hovering moves SDL's cursor between
/// the arrow, the hand and the I-beam.
@MainActor @Suite(.serialized, .freshWorld)
struct SDLDropAndCursorTests {
    static func push(_ type: SDL_EventType, window id: UInt32, payload: String? = nil) {
        var e = SDL_Event()
        e.drop.type = type.rawValue
        e.drop.windowID = id
        // SDL owns the string until the handler frees it with SDL_free.
        e.drop.file = payload.flatMap { SDL_strdup($0) }
        _ = SDL_PushEvent(&e)
    }

    static func pushMotion(to p: CGPoint, window id: UInt32) {
        var e = SDL_Event()
        e.motion.type = SDL_MOUSEMOTION.rawValue
        e.motion.windowID = id
        e.motion.x = Int32(p.x)
        e.motion.y = Int32(p.y)
        _ = SDL_PushEvent(&e)
    }

    func shownWindow(_ host: SDLHost) throws -> (UIWindow, UIViewController, UInt32) {
        let (window, vc) = shownController(CGSize(width: 400, height: 300))
        window.backgroundColor = .white
        UIApplication.shared.runOneTurn()
        host.present(window)
        let id = try #require(host.osWindowID(of: window))
        return (window, vc, id)
    }

    @Test("a dropped file and text reach performDrop of the view under the pointer, as a file URL and a string")
    func fileAndTextDrop() throws {
        let host = try #require(SDLTestHost.make())
        defer { SDLTestHost.finish() }
        let (window, vc, id) = try shownWindow(host)
        let left = UIView(frame: CGRect(x: 0, y: 0, width: 200, height: 300))
        let right = UIView(frame: CGRect(x: 200, y: 0, width: 200, height: 300))
        vc.view.addSubview(left)
        vc.view.addSubview(right)
        let leftDelegate = RecordingDropDelegate("left"), rightDelegate = RecordingDropDelegate("right")
        left.addInteraction(UIDropInteraction(delegate: leftDelegate))
        right.addInteraction(UIDropInteraction(delegate: rightDelegate))
        UIApplication.shared.runOneTurn()

        let file = FileManager.default.temporaryDirectory.appendingPathComponent("uikit-sdl-drop-\(getpid()).txt")
        try "dropped".write(to: file, atomically: true, encoding: .utf8)
        defer { try? FileManager.default.removeItem(at: file) }

        SDLDropAndCursorTests.push(SDL_DROPBEGIN, window: id)
        SDLDropAndCursorTests.pushMotion(to: CGPoint(x: 300, y: 100), window: id)
        SDLDropAndCursorTests.push(SDL_DROPFILE, window: id, payload: file.path)
        SDLDropAndCursorTests.push(SDL_DROPTEXT, window: id, payload: "some text")
        SDLDropAndCursorTests.push(SDL_DROPCOMPLETE, window: id)
        _ = host.pollEvents()
        UIApplication.shared.runOneTurn() // the main queue runs the load completions
        #expect(leftDelegate.calls.isEmpty)
        #expect(rightDelegate.calls == ["canHandle", "enter", "update", "perform", "conclude", "end"])
        #expect(rightDelegate.locations == [CGPoint(x: 100, y: 100)])
        #expect(rightDelegate.urls.map(\.path) == [file.path])
        // The file is plain text too: its contents come first, then the dropped text.
        #expect(rightDelegate.strings == ["dropped", "some text"])
        withExtendedLifetime(window) {}
    }

    @Test("a drop with no item, or with nothing under the pointer that takes drops, calls no delegate")
    func emptyDrop() throws {
        let host = try #require(SDLTestHost.make())
        defer { SDLTestHost.finish() }
        let (window, vc, id) = try shownWindow(host)
        let target = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        vc.view.addSubview(target)
        let delegate = RecordingDropDelegate("target")
        target.addInteraction(UIDropInteraction(delegate: delegate))
        SDLDropAndCursorTests.push(SDL_DROPBEGIN, window: id)
        SDLDropAndCursorTests.pushMotion(to: CGPoint(x: 50, y: 50), window: id)
        SDLDropAndCursorTests.push(SDL_DROPCOMPLETE, window: id)
        SDLDropAndCursorTests.push(SDL_DROPBEGIN, window: id)
        SDLDropAndCursorTests.pushMotion(to: CGPoint(x: 300, y: 200), window: id)
        SDLDropAndCursorTests.push(SDL_DROPTEXT, window: id, payload: "elsewhere")
        SDLDropAndCursorTests.push(SDL_DROPCOMPLETE, window: id)
        _ = host.pollEvents()
        #expect(delegate.calls.isEmpty)
        withExtendedLifetime(window) {}
    }

    @Test("hovering a pointer interaction, a text field and empty space shows the hand, the I-beam and the arrow")
    func cursorFollowsHover() throws {
        let host = try #require(SDLTestHost.make())
        defer { SDLTestHost.finish() }
        let saved = UIApplication.shared.host
        UIApplication.shared.host = host
        defer { UIApplication.shared.host = saved }
        let (window, vc, id) = try shownWindow(host)
        let button = UIButton(frame: CGRect(x: 20, y: 20, width: 100, height: 40))
        button.addInteraction(UIPointerInteraction(delegate: nil))
        let field = UITextField(frame: CGRect(x: 20, y: 100, width: 200, height: 30))
        vc.view.addSubview(button)
        vc.view.addSubview(field)
        UIApplication.shared.runOneTurn()
        // SDL's dummy video driver has no cursors; a real display (Xvfb) has the system's.
        let driver = SDL_GetCurrentVideoDriver().map { String(cString: $0) } ?? ""
        var seen: [PointerCursor] = []
        for p in [CGPoint(x: 50, y: 40), CGPoint(x: 50, y: 110), CGPoint(x: 300, y: 250)] {
            SDLDropAndCursorTests.pushMotion(to: p, window: id)
            _ = host.pollEvents()
            seen.append(PointerCursor.current)
            if driver != "dummy" { #expect(host.osCursorIs(PointerCursor.current)) }
        }
        #expect(seen == [.hand, .iBeam, .arrow])
        withExtendedLifetime(window) {}
    }
}
