import Foundation
import Testing
import UIKit

/// A delegate that records the pointer interaction's questions and answers with chosen regions and styles.
@MainActor
final class RecordingPointerDelegate: UIPointerInteractionDelegate {
    var calls: [String] = []
    var requests: [CGPoint] = []
    var defaultRegions: [CGRect] = []
    var region: (UIPointerRegionRequest, UIPointerRegion) -> UIPointerRegion? = { $1 }
    var style: (UIPointerRegion) -> UIPointerStyle? = { _ in nil }

    func pointerInteraction(_ interaction: UIPointerInteraction, regionFor request: UIPointerRegionRequest,
                            defaultRegion: UIPointerRegion) -> UIPointerRegion? {
        calls.append("region")
        requests.append(request.location)
        defaultRegions.append(defaultRegion.rect)
        return region(request, defaultRegion)
    }
    func pointerInteraction(_ interaction: UIPointerInteraction, styleFor region: UIPointerRegion) -> UIPointerStyle? {
        calls.append("style")
        return style(region)
    }
    func pointerInteraction(_ interaction: UIPointerInteraction, willEnter region: UIPointerRegion,
                            animator: any UIPointerInteractionAnimating) {
        calls.append("enter \(region.identifier.map { "\($0)" } ?? "-")")
    }
    func pointerInteraction(_ interaction: UIPointerInteraction, willExit region: UIPointerRegion,
                            animator: any UIPointerInteractionAnimating) {
        calls.append("exit \(region.identifier.map { "\($0)" } ?? "-")")
    }
}

/// The pointer's cursor over views: `UIPointerInteraction` asks its delegate for the region under the
/// pointer (the view's bounds by default) and its style; styles show the hand (effects, paths, rounded
/// rectangles), the I-beam (beams) or the arrow (`system()`), text fields and text views the I-beam
/// without an interaction, and everything else the arrow.
@MainActor @Suite(.serialized, .freshWorld)
struct PointerInteractionTests {
    func scene() -> (UIWindow, UIView) {
        let (window, vc) = shownController(CGSize(width: 400, height: 400))
        let target = UIView(frame: CGRect(x: 100, y: 100, width: 100, height: 50))
        vc.view.addSubview(target)
        UIApplication.shared.runOneTurn()
        return (window, target)
    }

    @Test("no interaction under the pointer: the arrow")
    func arrowElsewhere() {
        let (window, target) = scene()
        target.addInteraction(UIPointerInteraction(delegate: nil))
        window.sendHover(CGPoint(x: 150, y: 120))
        #expect(PointerCursor.current == .hand)
        window.sendHover(CGPoint(x: 20, y: 20))
        #expect(PointerCursor.current == .arrow)
    }

    @Test("with two windows, the first one's leave after the pointer moved into the second keeps the second's cursor")
    func leaveAfterEnteringAnotherWindow() {
        let (window, target) = scene()
        target.addInteraction(UIPointerInteraction(delegate: nil))
        let (other, _) = shownController(CGSize(width: 200, height: 200))
        window.sendHover(CGPoint(x: 20, y: 20))
        #expect(PointerCursor.current == .arrow)
        other.sendHover(CGPoint(x: 10, y: 10))
        window.sendHover(CGPoint(x: 150, y: 120))
        #expect(PointerCursor.current == .hand)
        other.sendHover(nil)
        #expect(PointerCursor.current == .hand)
        window.sendHover(nil)
        #expect(PointerCursor.current == .arrow)
    }

    @Test("without a delegate the region is the view's bounds and the automatic effect shows the hand")
    func defaultStyleIsHand() {
        let (window, target) = scene()
        let interaction = UIPointerInteraction(delegate: nil)
        target.addInteraction(interaction)
        #expect(interaction.view === target)
        window.sendHover(CGPoint(x: 110, y: 110))
        #expect(PointerCursor.current == .hand)
        window.sendHover(nil)
        #expect(PointerCursor.current == .arrow)
    }

    @Test("the delegate gets the location in the view and the view's bounds as the default region; its style picks the cursor")
    func delegateChoosesStyle() {
        let (window, target) = scene()
        let delegate = RecordingPointerDelegate()
        target.addInteraction(UIPointerInteraction(delegate: delegate))
        delegate.style = { _ in UIPointerStyle(shape: .verticalBeam(length: 20)) }
        window.sendHover(CGPoint(x: 130, y: 110))
        #expect(delegate.requests == [CGPoint(x: 30, y: 10)])
        #expect(delegate.defaultRegions == [CGRect(x: 0, y: 0, width: 100, height: 50)])
        #expect(delegate.calls.prefix(2) == ["region", "style"])
        #expect(PointerCursor.current == .iBeam)
        delegate.style = { _ in UIPointerStyle(shape: .roundedRect(CGRect(x: 0, y: 0, width: 10, height: 10))) }
        target.interactions.compactMap { $0 as? UIPointerInteraction }.first?.invalidate()
        #expect(PointerCursor.current == .hand)
        delegate.style = { _ in .system() }
        window.sendHover(CGPoint(x: 131, y: 110))
        #expect(PointerCursor.current == .arrow)
        delegate.style = { _ in .hidden() }
        window.sendHover(CGPoint(x: 132, y: 110))
        #expect(PointerCursor.current == .hidden)
        delegate.style = { region in UIPointerStyle(effect: .lift(UITargetedPreview(view: target))) }
        window.sendHover(CGPoint(x: 133, y: 110))
        #expect(PointerCursor.current == .hand)
        window.sendHover(nil)
    }

    @Test("a nil region leaves the pointer to the views behind; a disabled interaction is passed over")
    func nilRegionAndDisabled() {
        let (window, target) = scene()
        let delegate = RecordingPointerDelegate()
        let interaction = UIPointerInteraction(delegate: delegate)
        target.addInteraction(interaction)
        // The left half is a region, the right half none.
        delegate.region = { request, _ in request.location.x < 50 ? UIPointerRegion(rect: CGRect(x: 0, y: 0, width: 50, height: 50)) : nil }
        window.sendHover(CGPoint(x: 120, y: 120))
        #expect(PointerCursor.current == .hand)
        window.sendHover(CGPoint(x: 180, y: 120))
        #expect(PointerCursor.current == .arrow)
        window.sendHover(CGPoint(x: 120, y: 120))
        #expect(PointerCursor.current == .hand)
        interaction.isEnabled = false
        #expect(PointerCursor.current == .arrow)
        window.sendHover(nil)
    }

    @Test("the pointer enters and leaves regions once each, told apart by identifier")
    func enterAndExit() {
        let (window, target) = scene()
        let delegate = RecordingPointerDelegate()
        target.addInteraction(UIPointerInteraction(delegate: delegate))
        delegate.region = { request, _ in
            UIPointerRegion(rect: CGRect(x: request.location.x < 50 ? 0 : 50, y: 0, width: 50, height: 50),
                            identifier: request.location.x < 50 ? "left" : "right")
        }
        window.sendHover(CGPoint(x: 110, y: 110))
        window.sendHover(CGPoint(x: 120, y: 110))
        window.sendHover(CGPoint(x: 170, y: 110))
        window.sendHover(CGPoint(x: 20, y: 20))
        #expect(delegate.calls.filter { $0.hasPrefix("enter") || $0.hasPrefix("exit") }
                == ["enter left", "exit left", "enter right", "exit right"])
    }

    @Test("text fields and text views give the I-beam; a disabled field and a view over them do not")
    func textGetsIBeam() {
        let (window, vc) = shownController(CGSize(width: 400, height: 400))
        let field = UITextField(frame: CGRect(x: 10, y: 10, width: 200, height: 30))
        let textView = UITextView(frame: CGRect(x: 10, y: 60, width: 200, height: 100))
        textView.text = "Some text"
        let button = UIButton(frame: CGRect(x: 10, y: 200, width: 100, height: 40))
        button.addInteraction(UIPointerInteraction(delegate: nil))
        vc.view.addSubview(field)
        vc.view.addSubview(textView)
        vc.view.addSubview(button)
        UIApplication.shared.runOneTurn()
        window.sendHover(CGPoint(x: 50, y: 20))
        #expect(PointerCursor.current == .iBeam)
        window.sendHover(CGPoint(x: 50, y: 100))
        #expect(PointerCursor.current == .iBeam)
        window.sendHover(CGPoint(x: 50, y: 220))
        #expect(PointerCursor.current == .hand)
        textView.isEditable = false
        textView.isSelectable = false
        window.sendHover(CGPoint(x: 50, y: 100))
        #expect(PointerCursor.current == .arrow)
        field.isEnabled = false
        window.sendHover(CGPoint(x: 50, y: 20))
        #expect(PointerCursor.current == .arrow)
        window.sendHover(nil)
    }
}

/// Buttons' pointer effects: off by default; on, the automatic effect (the hand) or the provider's style.
@MainActor @Suite(.serialized, .freshWorld)
struct ButtonPointerTests {
    @Test("isPointerInteractionEnabled adds one pointer interaction; the style provider gets the proposed effect and decides the cursor")
    func buttonPointer() {
        let (window, vc) = shownController(CGSize(width: 300, height: 300))
        let button = UIButton(frame: CGRect(x: 50, y: 50, width: 100, height: 40))
        vc.view.addSubview(button)
        UIApplication.shared.runOneTurn()
        #expect(!button.isPointerInteractionEnabled)
        window.sendHover(CGPoint(x: 60, y: 60))
        #expect(PointerCursor.current == .arrow)
        button.isPointerInteractionEnabled = true
        button.isPointerInteractionEnabled = true
        #expect(button.interactions.count == 1)
        window.sendHover(CGPoint(x: 61, y: 60))
        #expect(PointerCursor.current == .hand)
        var proposed: [UIView] = []
        button.pointerStyleProvider = { b, effect, _ in
            proposed.append(effect.preview.view)
            return .system()
        }
        #expect(PointerCursor.current == .arrow, "a new provider applies at once")
        #expect(proposed.first === button)
        button.isPointerInteractionEnabled = false
        #expect(button.interactions.isEmpty)
        window.sendHover(nil)
    }
}
