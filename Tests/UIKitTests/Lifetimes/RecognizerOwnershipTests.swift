import Testing
@testable import UIKit

/// A view keeps its gesture recognizers (`addGestureRecognizer(_:)`: "The view establishes a strong
/// reference to the gesture recognizer"); a recognizer does not keep its view, so a released view goes,
/// with its recognizers, and a recognizer that only fires for touches in its view in the window never
/// reaches a view that left it.
@MainActor @Suite(.freshWorld) struct RecognizerOwnershipTests {
    @Test func aViewWithARecognizerIsReleasedWithIt() {
        weak var weakView: UIView?
        weak var weakRecognizer: UIGestureRecognizer?
        do {
            let v = UIView(frame: CGRect(x: 0, y: 0, width: 50, height: 50))
            let r = UITapGestureRecognizer { _ in }
            v.addGestureRecognizer(r)
            weakView = v
            weakRecognizer = r
            #expect(r.view === v)
        }
        #expect(weakView == nil)
        #expect(weakRecognizer == nil)
    }

    @Test func aRecognizerTheAppKeepsHasNoViewOnceTheViewIsReleased() {
        let r = UITapGestureRecognizer { _ in }
        do {
            let v = UIView(frame: CGRect(x: 0, y: 0, width: 50, height: 50))
            v.addGestureRecognizer(r)
            #expect(r.view === v)
        }
        #expect(r.view == nil)
    }

    @Test func aRemovedViewsRecognizerDoesNotFireAndItsViewIsReleased() {
        let (window, vc) = shownController(CGSize(width: 200, height: 200))
        var fired = 0
        weak var weakView: UIView?
        do {
            let v = UIView(frame: CGRect(x: 20, y: 20, width: 100, height: 100))
            v.addGestureRecognizer(UITapGestureRecognizer { _ in fired += 1 })
            vc.view.addSubview(v)
            weakView = v
        }
        UIApplication.shared.runOneTurn()
        tapTouch(in: window, at: CGPoint(x: 50, y: 50))
        #expect(fired == 1)
        weakView?.removeFromSuperview()
        #expect(weakView == nil)
        tapTouch(in: window, at: CGPoint(x: 50, y: 50))
        #expect(fired == 1)
    }
}
