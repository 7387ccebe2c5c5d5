import Foundation
import Testing
import UIKit

/// A desktop clipboard standing in for the host's: what other programs would see and have copied.
@MainActor final class FakeDesktopClipboard: SystemClipboard {
    var text: String?
    var writes: [String] = []
    init(_ text: String? = nil) { self.text = text }
    func readText() -> String? { text }
    func writeText(_ text: String) { self.text = text; writes.append(text) }
}

/// The general pasteboard is the desktop clipboard for strings and URLs while a host with a desktop runs:
/// the app's copies reach it at once, outside copies arrive when the app becomes active (one change, one
/// `changedNotification`), images stay in the process. Without such a host it is process-local as before.
@MainActor @Suite(.serialized, .freshWorld)
struct SystemClipboardTests {
    /// Launches the app (active), installs `clipboard` behind the general pasteboard, runs `body`, and
    /// puts everything back.
    func withDesktop(_ clipboard: FakeDesktopClipboard?, _ body: (UIApplication) throws -> Void) rethrows {
        let app = UIApplication.shared
        app._resetLifecycleForTesting()
        app._launch(delegate: nil)
        UIPasteboard.systemClipboard = clipboard
        defer { UIPasteboard.systemClipboard = nil; app._resetLifecycleForTesting() }
        try body(app)
    }

    func countChanges(of board: UIPasteboard, _ body: () -> Void) -> Int {
        final class Counter: @unchecked Sendable { var n = 0 }
        let counter = Counter()
        let token = NotificationCenter.default.addObserver(forName: UIPasteboard.changedNotification, object: board, queue: nil) { _ in counter.n += 1 }
        body()
        NotificationCenter.default.removeObserver(token)
        return counter.n
    }

    @Test("a string or URL copied in the app becomes the desktop clipboard's text at once")
    func copiesReachTheDesktop() {
        let desktop = FakeDesktopClipboard("before")
        withDesktop(desktop) { _ in
            let board = UIPasteboard.general
            #expect(board.string == "before") // the clipboard's text is on the pasteboard from the start
            board.string = "Hello, desktop"
            #expect(desktop.text == "Hello, desktop")
            board.url = URL(string: "https://example.com/a?b=1")
            #expect(desktop.text == "https://example.com/a?b=1")
            #expect(desktop.writes == ["Hello, desktop", "https://example.com/a?b=1"])
            // Another program copies while the app is active; the app copying its text again still writes it.
            desktop.text = "elsewhere"
            board.url = URL(string: "https://example.com/a?b=1")
            #expect(desktop.text == "https://example.com/a?b=1")
        }
    }

    @Test("text copied in another program arrives when the app becomes active: changeCount + 1, one notification, hasStrings")
    func outsideCopiesArriveOnActivation() {
        let desktop = FakeDesktopClipboard()
        withDesktop(desktop) { app in
            let board = UIPasteboard.general
            board.items = []
            let count = board.changeCount
            app._resignActive()
            desktop.text = "copied elsewhere"
            #expect(board.changeCount == count) // nothing is read while the app is not active
            let posted = countChanges(of: board) { app._becomeActive() }
            #expect(posted == 1)
            #expect(board.changeCount == count + 1)
            #expect(board.hasStrings)
            #expect(board.string == "copied elsewhere")
            // Adopting the outside text does not write it back.
            #expect(desktop.writes.isEmpty)
            // Becoming active again with the same clipboard changes nothing.
            app._resignActive()
            #expect(countChanges(of: board) { app._becomeActive() } == 0)
            #expect(board.changeCount == count + 1)
        }
    }

    @Test("an outside copy of a link is both a string and a URL")
    func outsideLinkIsAURL() {
        let desktop = FakeDesktopClipboard()
        withDesktop(desktop) { app in
            app._resignActive()
            desktop.text = "https://swift.org/documentation/"
            app._becomeActive()
            #expect(UIPasteboard.general.hasURLs)
            #expect(UIPasteboard.general.url == URL(string: "https://swift.org/documentation/"))
            #expect(UIPasteboard.general.string == "https://swift.org/documentation/")
            app._resignActive()
            desktop.text = "two words"
            app._becomeActive()
            #expect(!UIPasteboard.general.hasURLs)
        }
    }

    @Test("an image copied in the app stays in the process: the desktop keeps its text and the image survives activation")
    func imagesStayInTheProcess() {
        let desktop = FakeDesktopClipboard("desktop text")
        withDesktop(desktop) { app in
            let image = UIGraphicsImageRenderer(size: CGSize(width: 4, height: 4)).image { _ in UIColor.red.setFill(); UIRectFill(CGRect(x: 0, y: 0, width: 4, height: 4)) }
            UIPasteboard.general.image = image
            #expect(desktop.text == "desktop text")
            #expect(desktop.writes.isEmpty)
            app._resignActive()
            app._becomeActive()
            #expect(UIPasteboard.general.hasImages)
        }
    }

    @Test("named pasteboards never reach the desktop; without a desktop the general pasteboard stays in the process")
    func processLocalBoards() {
        let desktop = FakeDesktopClipboard("keep")
        withDesktop(desktop) { _ in
            let named = UIPasteboard.withUniqueName()
            named.string = "private"
            #expect(desktop.writes.isEmpty)
            UIPasteboard.remove(withName: named.name)
        }
        withDesktop(nil) { app in
            let board = UIPasteboard.general
            board.string = "local"
            let count = board.changeCount
            app._resignActive()
            #expect(countChanges(of: board) { app._becomeActive() } == 0)
            #expect(board.changeCount == count)
            #expect(board.string == "local")
        }
    }

    @Test("a text field's copy goes to the desktop and its paste takes what another program copied")
    func textFieldCopyAndPaste() {
        let desktop = FakeDesktopClipboard()
        withDesktop(desktop) { app in
            let (window, vc) = shownController()
            let field = UITextField(frame: CGRect(x: 10, y: 40, width: 200, height: 30))
            field.text = "copy me"
            vc.view.addSubview(field)
            #expect(field.becomeFirstResponder())
            field.selectAll(nil)
            field.copy(nil)
            #expect(desktop.text == "copy me")
            app._resignActive()
            desktop.text = " and more"
            app._becomeActive()
            field.selectedTextRange = field.textRange(from: field.endOfDocument, to: field.endOfDocument)
            field.paste(nil)
            #expect(field.text == "copy me and more")
            field.resignFirstResponder()
            withExtendedLifetime(window) {}
        }
    }
}
