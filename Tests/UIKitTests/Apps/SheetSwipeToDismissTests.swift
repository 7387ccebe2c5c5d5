import Foundation
import Testing
import UIKit

/// Page and form sheets are dismissed by swiping them down while `isModalInPresentation` is false (the
/// default), with the adaptive delegate's callbacks; a modal sheet stays and tells the delegate of the
/// attempt, as iOS documents.
@MainActor @Suite(.serialized, .freshWorld)
struct SheetSwipeToDismissTests {
    final class Delegate: NSObject, UIAdaptivePresentationControllerDelegate {
        var log: [String] = []
        func presentationControllerWillDismiss(_ presentationController: UIPresentationController) { log.append("willDismiss") }
        func presentationControllerDidDismiss(_ presentationController: UIPresentationController) { log.append("didDismiss") }
        func presentationControllerDidAttemptToDismiss(_ presentationController: UIPresentationController) { log.append("didAttempt") }
    }

    private func swipeDown(_ w: UIWindow, from p: CGPoint, by dy: CGFloat) {
        w.sendTouch(.began, at: p)
        UIApplication.shared.runOneTurn()
        for i in 1...12 {
            CAMediaClock.advance(by: 1.0 / 60)
            w.sendTouch(.moved, at: CGPoint(x: p.x, y: p.y + dy * CGFloat(i) / 12))
            UIApplication.shared.runOneTurn()
        }
        w.sendTouch(.ended, at: CGPoint(x: p.x, y: p.y + dy))
        UIApplication.shared.runOneTurn()
        runFor(1)
    }

    @Test("Swiping a page sheet down dismisses it, with willDismiss and didDismiss")
    func swipeDismisses() {
        let (window, home) = shownController()
        let sheet = UIViewController()
        sheet.modalPresentationStyle = .pageSheet
        let delegate = Delegate()
        home.present(sheet, animated: false)
        sheet.presentationController?.delegate = delegate
        UIApplication.shared.runOneTurn()
        let top = sheet.view.convert(sheet.view.bounds, to: window).minY
        swipeDown(window, from: CGPoint(x: 195, y: top + 100), by: 400)
        #expect(home.presentedViewController == nil)
        #expect(delegate.log == ["willDismiss", "didDismiss"])
    }

    @Test("A sheet that is modal in presentation stays, and the delegate hears of the attempt")
    func modalSheetStays() {
        let (window, home) = shownController()
        let sheet = UIViewController()
        sheet.isModalInPresentation = true
        let delegate = Delegate()
        home.present(sheet, animated: false)
        sheet.presentationController?.delegate = delegate
        UIApplication.shared.runOneTurn()
        let rest = sheet.view.frame
        swipeDown(window, from: CGPoint(x: 195, y: rest.minY + 100), by: 400)
        #expect(home.presentedViewController === sheet)
        #expect(delegate.log == ["didAttempt"])
        #expect(sheet.view.frame == rest)
    }

    @Test("A short slow drag springs the sheet back")
    func shortDragSpringsBack() {
        let (window, home) = shownController()
        let sheet = UIViewController()
        home.present(sheet, animated: false)
        UIApplication.shared.runOneTurn()
        let rest = sheet.view.frame
        window.sendTouch(.began, at: CGPoint(x: 195, y: rest.minY + 100))
        UIApplication.shared.runOneTurn()
        for i in 1...30 {
            CAMediaClock.advance(by: 1.0 / 60)
            window.sendTouch(.moved, at: CGPoint(x: 195, y: rest.minY + 100 + CGFloat(i) * 2))
            UIApplication.shared.runOneTurn()
        }
        CAMediaClock.advance(by: 0.2)
        window.sendTouch(.ended, at: CGPoint(x: 195, y: rest.minY + 160))
        UIApplication.shared.runOneTurn()
        runFor(1)
        #expect(home.presentedViewController === sheet)
        #expect(sheet.view.frame == rest)
    }
}
