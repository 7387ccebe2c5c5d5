import Foundation
import Testing
import UIKit

/// A drop delegate that records its calls and answers with chosen values.
@MainActor
final class RecordingDropDelegate: UIDropInteractionDelegate {
    let name: String
    var calls: [String] = []
    var canHandle = true
    var operation: UIDropOperation = .copy
    var locations: [CGPoint] = []
    var strings: [String] = []
    var urls: [URL] = []
    var loadsStrings = true
    init(_ name: String) { self.name = name }

    var localSessions: [Bool] = []
    func dropInteraction(_ interaction: UIDropInteraction, canHandle session: any UIDropSession) -> Bool {
        calls.append("canHandle")
        localSessions.append(session.localDragSession != nil)
        return canHandle
    }
    func dropInteraction(_ interaction: UIDropInteraction, sessionDidEnter session: any UIDropSession) {
        calls.append("enter")
        locations.append(session.location(in: interaction.view!))
    }
    func dropInteraction(_ interaction: UIDropInteraction, sessionDidUpdate session: any UIDropSession) -> UIDropProposal {
        calls.append("update"); return UIDropProposal(operation: operation)
    }
    func dropInteraction(_ interaction: UIDropInteraction, sessionDidExit session: any UIDropSession) { calls.append("exit") }
    func dropInteraction(_ interaction: UIDropInteraction, performDrop session: any UIDropSession) {
        calls.append("perform")
        if loadsStrings { session.loadObjects(ofClass: String.self) { self.strings += $0 } }
        session.loadObjects(ofClass: URL.self) { self.urls += $0 }
    }
    func dropInteraction(_ interaction: UIDropInteraction, concludeDrop session: any UIDropSession) { calls.append("conclude") }
    func dropInteraction(_ interaction: UIDropInteraction, sessionDidEnd session: any UIDropSession) { calls.append("end") }
}

/// Drops routed to `UIDropInteraction` delegates (`UIWindow.sendDrop(_:at:)`, the host's path): the
/// hit-tested view's interaction (or an ancestor's) that can handle the session hears enter, update, then
/// perform and conclude for a copy or exit for a cancel, and end; items load through the session.
@MainActor @Suite(.serialized, .freshWorld)
struct DropRoutingTests {
    func scene() -> (UIWindow, UIView, UIView) {
        let (window, vc) = shownController(CGSize(width: 400, height: 400))
        let outer = UIView(frame: CGRect(x: 50, y: 50, width: 300, height: 300))
        let inner = UIView(frame: CGRect(x: 50, y: 50, width: 100, height: 100))
        vc.view.addSubview(outer)
        outer.addSubview(inner)
        UIApplication.shared.runOneTurn()
        return (window, outer, inner)
    }

    @Test("a copy proposal: canHandle, enter, update, perform, conclude, end; the location is in the view's coordinates; items load as strings on the main queue")
    func copyDrop() {
        let (window, _, inner) = scene()
        let delegate = RecordingDropDelegate("inner")
        inner.addInteraction(UIDropInteraction(delegate: delegate))
        let op = window.sendDrop([NSItemProvider(object: "hello"), NSItemProvider(object: "world")], at: CGPoint(x: 130, y: 140))
        #expect(op == .copy)
        #expect(delegate.calls == ["canHandle", "enter", "update", "perform", "conclude", "end"])
        #expect(delegate.locations == [CGPoint(x: 30, y: 40)])
        #expect(delegate.localSessions == [false], "a drop from another program has no local drag session")
        #expect(delegate.strings.isEmpty) // the completion runs on the main queue, after performDrop returns
        UIApplication.shared.runOneTurn()
        #expect(delegate.strings == ["hello", "world"])
        #expect(delegate.urls.isEmpty)
    }

    @Test("a cancel or forbidden proposal exits instead of performing")
    func cancelledDrop() {
        let (window, _, inner) = scene()
        let delegate = RecordingDropDelegate("inner")
        delegate.operation = .forbidden
        inner.addInteraction(UIDropInteraction(delegate: delegate))
        #expect(window.sendDrop([NSItemProvider(object: "x")], at: CGPoint(x: 120, y: 120)) == .forbidden)
        #expect(delegate.calls == ["canHandle", "enter", "update", "exit", "end"])
    }

    @Test("a delegate without sessionDidUpdate accepts nothing")
    func defaultProposalCancels() {
        final class Silent: UIDropInteractionDelegate {}
        let (window, _, inner) = scene()
        let delegate = Silent()
        inner.addInteraction(UIDropInteraction(delegate: delegate))
        #expect(window.sendDrop([NSItemProvider(object: "x")], at: CGPoint(x: 120, y: 120)) == .cancel)
    }

    @Test("the drop goes to the view under the pointer; an interaction that cannot handle it passes it to the superview's")
    func hitTestedTarget() {
        let (window, outer, inner) = scene()
        let outerDelegate = RecordingDropDelegate("outer")
        let innerDelegate = RecordingDropDelegate("inner")
        outer.addInteraction(UIDropInteraction(delegate: outerDelegate))
        inner.addInteraction(UIDropInteraction(delegate: innerDelegate))
        // Outside the inner view: only the outer one hears it.
        window.sendDrop([NSItemProvider(object: "a")], at: CGPoint(x: 300, y: 300))
        #expect(outerDelegate.calls.first == "canHandle")
        #expect(innerDelegate.calls.isEmpty)
        outerDelegate.calls = []
        innerDelegate.canHandle = false
        window.sendDrop([NSItemProvider(object: "b")], at: CGPoint(x: 120, y: 120))
        #expect(innerDelegate.calls == ["canHandle"])
        #expect(outerDelegate.calls == ["canHandle", "enter", "update", "perform", "conclude", "end"])
        // Nowhere to drop: cancelled.
        #expect(window.sendDrop([NSItemProvider(object: "c")], at: CGPoint(x: 10, y: 10)) == .cancel)
    }

    @Test("a move proposal for a desktop drop copies, with a warning")
    func moveBecomesCopy() {
        let (window, _, inner) = scene()
        let delegate = RecordingDropDelegate("inner")
        delegate.operation = .move
        inner.addInteraction(UIDropInteraction(delegate: delegate))
        #expect(window.sendDrop([NSItemProvider(object: "x")], at: CGPoint(x: 120, y: 120)) == .copy)
        #expect(UIKitLog.warnings.last?.contains(".move") == true)
    }

    @Test("a file's provider: its content type, its file, and its URL as an object; the session answers type questions")
    func fileProvider() throws {
        let dir = FileManager.default.temporaryDirectory.appendingPathComponent("uikit-drop-\(getpid())")
        try FileManager.default.createDirectory(at: dir, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: dir) }
        let file = dir.appendingPathComponent("notes.txt")
        try "file body".write(to: file, atomically: true, encoding: .utf8)
        let provider = try #require(NSItemProvider(contentsOf: file))
        #expect(provider.registeredTypeIdentifiers.first == "public.plain-text")
        #expect(provider.hasItemConformingToTypeIdentifier("public.text"))
        #expect(provider.hasItemConformingToTypeIdentifier("public.file-url"))
        #expect(!provider.hasItemConformingToTypeIdentifier("public.image"))
        #expect(provider.suggestedName == "notes")
        #expect(provider.canLoadObject(ofClass: URL.self))
        #expect(NSItemProvider(contentsOf: dir.appendingPathComponent("missing.txt")) == nil)

        let (window, _, inner) = scene()
        final class TypeChecking: UIDropInteractionDelegate {
            var answers: [Bool] = []
            var urls: [URL] = []
            func dropInteraction(_ interaction: UIDropInteraction, canHandle session: any UIDropSession) -> Bool {
                answers = [session.hasItemsConforming(toTypeIdentifiers: ["public.file-url"]),
                           session.canLoadObjects(ofClass: URL.self),
                           session.hasItemsConforming(toTypeIdentifiers: ["public.image"])]
                return session.canLoadObjects(ofClass: URL.self)
            }
            func dropInteraction(_ interaction: UIDropInteraction, sessionDidUpdate session: any UIDropSession) -> UIDropProposal {
                UIDropProposal(operation: .copy)
            }
            func dropInteraction(_ interaction: UIDropInteraction, performDrop session: any UIDropSession) {
                session.loadObjects(ofClass: URL.self) { self.urls = $0 }
            }
        }
        let delegate = TypeChecking()
        inner.addInteraction(UIDropInteraction(delegate: delegate))
        window.sendDrop([provider], at: CGPoint(x: 120, y: 120))
        UIApplication.shared.runOneTurn()
        #expect(delegate.answers == [true, true, false])
        #expect(delegate.urls.map(\.path) == [file.path])
    }

    @Test("text dropped on an editable text field or view is inserted where it lands; a file's text too; a drop interaction on it wins")
    func textInputsTakeTextDrops() {
        let (window, vc) = shownController(CGSize(width: 400, height: 400))
        let field = UITextField(frame: CGRect(x: 10, y: 10, width: 300, height: 34))
        field.text = "world"
        let textView = UITextView(frame: CGRect(x: 10, y: 60, width: 300, height: 100))
        textView.text = "end"
        vc.view.addSubview(field)
        vc.view.addSubview(textView)
        UIApplication.shared.runOneTurn()
        var changes = 0
        field.addAction(UIAction { _ in changes += 1 }, for: .editingChanged)
        // At the field's left edge: before the existing text.
        #expect(window.sendDrop([NSItemProvider(object: "hello ")], at: CGPoint(x: 11, y: 27)) == .copy)
        #expect(field.text == "hello world")
        #expect(field.isFirstResponder)
        #expect(changes == 1)
        // Past the end of the text view's text: after it; two items on lines of their own.
        #expect(window.sendDrop([NSItemProvider(object: "one"), NSItemProvider(object: "two")], at: CGPoint(x: 300, y: 150)) == .copy)
        #expect(textView.text == "endone\ntwo")
        // A URL is no text: nothing happens.
        #expect(window.sendDrop([NSItemProvider(object: URL(string: "https://example.com")!)], at: CGPoint(x: 11, y: 27)) == .cancel)
        #expect(field.text == "hello world")
        // Not editable: no drop.
        textView.isEditable = false
        #expect(window.sendDrop([NSItemProvider(object: "x")], at: CGPoint(x: 300, y: 150)) == .cancel)
        // The field's own drop interaction comes first.
        let delegate = RecordingDropDelegate("field")
        field.addInteraction(UIDropInteraction(delegate: delegate))
        window.sendDrop([NSItemProvider(object: "y")], at: CGPoint(x: 11, y: 27))
        #expect(delegate.calls.contains("perform"))
        #expect(field.text == "hello world")
    }
}
