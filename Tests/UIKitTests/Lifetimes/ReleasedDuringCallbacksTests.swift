import Testing
@testable import UIKit

/// A layer delegate that runs app code from the layout and display callbacks.
private final class CallbackDelegate: CALayerDelegate {
    var onLayout: ((CALayer) -> Void)?
    var onDisplay: ((CALayer) -> Void)?
    var laidOut: [String] = []
    var displayed: [String] = []
    func layoutSublayers(of layer: CALayer) { laidOut.append(layer.name ?? "?"); onLayout?(layer) }
    func display(_ layer: CALayer) { displayed.append(layer.name ?? "?"); onDisplay?(layer) }
}

/// A view whose `layoutSubviews` runs app code.
private final class LayoutHook: UIView {
    var onLayout: ((LayoutHook) -> Void)?
    var layouts = 0
    override func layoutSubviews() {
        super.layoutSubviews()
        layouts += 1
        onLayout?(self)
    }
}

/// A view whose action look-up leaves its superview, dropping the last reference to itself, then reads
/// its own state; the log records the look-up's end and the view's deinit in the order they happen.
private final class LeavingOnAction: UIView {
    var log: Log
    init(log: Log) { self.log = log; super.init(frame: CGRect(x: 0, y: 0, width: 10, height: 10)) }
    required init?(coder: NSCoder) { nil }
    deinit { MainActor.assumeIsolated { log.events.append("deinit") } }
    override func action(for layer: CALayer, forKey event: String) -> (any CAAction)? {
        guard event == "opacity" else { return super.action(for: layer, forKey: event) }
        removeFromSuperview()
        log.events.append("look-up ended, tag \(tag)")
        return super.action(for: layer, forKey: event)
    }
    final class Log { var events: [String] = [] }
}

/// The layout and display passes walk a layer's sublayers (and a view's subviews) without retaining each
/// one; the callbacks they make are app code that may remove, and release, a sibling that is still to be
/// visited. The walk keeps what it was handed alive until it ends, and the sibling is released once the
/// pass is over (AddressSanitizer runs of these tests show no freed memory is read).
@MainActor @Suite(.freshWorld) struct ReleasedDuringCallbacksTests {
    /// A shown window whose layer has two sublayers, "a" then "b", with one delegate; the window's layer
    /// holds the only reference to "b", read through the returned weak reference.
    private func siblings() -> (window: UIWindow, delegate: CallbackDelegate, b: () -> CALayer?) {
        let window = appWindow(CGSize(width: 100, height: 100))
        window.makeKeyAndVisible()
        let delegate = CallbackDelegate()
        let a = CALayer(), b = CALayer()
        a.name = "a"
        b.name = "b"
        a.delegate = delegate
        b.delegate = delegate
        window.layer.addSublayer(a)
        window.layer.addSublayer(b)
        weak let weakB = b
        return (window, delegate, { weakB })
    }

    @Test func aSublayerReleasedByASiblingsLayoutIsReleasedOnceThePassEnds() {
        let (window, delegate, b) = siblings()
        delegate.onLayout = { layer in
            if layer.name == "a" { b()?.removeFromSuperlayer() }
        }
        UIApplication.shared.runOneTurn()
        delegate.laidOut = []
        window.layer.sublayers?.forEach { $0.setNeedsLayout() }
        UIApplication.shared.runOneTurn()
        #expect(delegate.laidOut.first == "a")
        #expect(b() == nil)
    }

    @Test func aSublayerReleasedByASiblingsDisplayIsReleasedOnceThePassEnds() {
        let (window, delegate, b) = siblings()
        delegate.onDisplay = { layer in
            if layer.name == "a" { b()?.removeFromSuperlayer() }
        }
        window.layer.sublayers?.forEach { $0.setNeedsDisplay() }
        UIApplication.shared.runOneTurn()
        #expect(delegate.displayed.first == "a")
        #expect(b() == nil)
    }

    @Test func aSubviewReleasedInItsSuperviewsLayoutSubviewsIsNotLaidOut() {
        let window = appWindow(CGSize(width: 100, height: 100))
        window.makeKeyAndVisible()
        let parent = LayoutHook(frame: window.bounds)
        window.addSubview(parent)
        weak var weakChild: LayoutHook?
        do {
            let child = LayoutHook(frame: CGRect(x: 0, y: 0, width: 50, height: 50))
            parent.addSubview(child)
            weakChild = child
        }
        UIApplication.shared.runOneTurn()
        let before = weakChild?.layouts ?? -1
        parent.onLayout = { $0.subviews.first?.removeFromSuperview() }
        weakChild?.setNeedsLayout()
        parent.setNeedsLayout()
        UIApplication.shared.runOneTurn()
        #expect(before == 1)
        #expect(weakChild == nil)
        #expect(parent.subviews.isEmpty)
    }

    /// UIKit asks a view's `action(for:forKey:)` before a change to its layer (`CALayerDelegate`); app code
    /// there may release the view, which still lives until the look-up returns and is released after.
    @Test func aViewReleasedInItsOwnActionLookUpLivesUntilTheLookUpEnds() {
        let container = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        let log = LeavingOnAction.Log()
        let layer: CALayer
        do {
            let v = LeavingOnAction(log: log)
            v.tag = 7
            container.addSubview(v)
            layer = v.layer
        }
        layer.opacity = 0.5
        #expect(log.events == ["look-up ended, tag 7", "deinit"])
        #expect(container.subviews.isEmpty)
        #expect(layer.opacity == 0.5)
    }
}
