import Testing
@testable import UIKit

/// What the randomized run records: which receivers, recognizers and display links ran, by identity number.
@MainActor
private final class LifetimeLog {
    var actions: [Int] = []
    var recognized: [(id: Int, view: UIView?)] = []
    var linkFires: [Int] = []
    var violations: [String] = []
    func fail(_ s: String) { if violations.count < 20 { violations.append(s) } }
}

/// A target of target-action, not retained by the control it is registered with.
@MainActor
private final class Receiver: UITargetActionReceiver {
    let id: Int
    let log: LifetimeLog
    init(id: Int, log: LifetimeLog) { self.id = id; self.log = log }
    func receiveAction(_ action: Selector, from sender: Any?, for event: UIEvent?) { log.actions.append(id) }
}

/// A view whose layout and frame changes run app code that edits the tree: `layoutSubviews` may remove
/// one of its subviews (often dropping the last reference to it), and a size change may remove a sibling.
private final class Node: UIView, UITargetActionReceiver {
    var onLayout: ((Node) -> Void)?
    var onAction: ((Node) -> Void)?
    override var canBecomeFirstResponder: Bool { true }
    func receiveAction(_ action: Selector, from sender: Any?, for event: UIEvent?) { onAction?(self) }
    var onResize: ((Node) -> Void)?
    override var bounds: CGRect {
        didSet { if bounds.size != oldValue.size { onResize?(self) } }
    }
    override func layoutSubviews() {
        super.layoutSubviews()
        onLayout?(self)
    }
}

/// A layer delegate that removes a sibling layer while the parent lays out its sublayers.
private final class PruningLayerDelegate: CALayerDelegate {
    func layoutSublayers(of layer: CALayer) {
        layer.superlayer?.sublayers?.first { $0 !== layer }?.removeFromSuperlayer()
    }
}

/// Random sequences of what a long-running app does to objects it owns and the registries that refer to
/// them (the superview's list, a control's targets, a view's recognizers, the run loop's display links, the
/// first responder, layer delegates), with the app dropping its last reference at random points, often from
/// inside layout or a frame setter. UIKit's documented ownership decides what must happen:
///
/// - a control does not retain its targets: a released target is simply not called, and each live one is
///   called once per `sendActions(for:)`;
/// - a recognizer fires only for a touch in its view, which is in the window;
/// - a view that left the window is no longer first responder: a nil-targeted action never reaches it;
/// - an invalidated display link never fires again;
/// - a view keeps its recognizers, not the other way round: once the window goes, every view is released.
///
/// Under AddressSanitizer the same run also shows that no step reads freed memory.
@MainActor @Suite(.freshWorld) struct ReleasedObjectsInvariantTests {
    @Test(arguments: [1, 2, 3, 4, 5, 6, 7, 8] as [UInt64])
    func releasedObjectsAreNeverReached(seed: UInt64) {
        var rng = SplitMix64(seed: seed)
        let log = LifetimeLog()
        let layerDelegate = PruningLayerDelegate()
        weak var weakWindow: UIWindow?
        var everyView: [() -> UIView?] = []
        do {
            let (window, _) = shownController(CGSize(width: 400, height: 400))
            weakWindow = window
            let root = window.rootViewController!.view!
            var held: [UIView] = []           // the app's own strong references
            var receivers: [Receiver] = []
            var controls: [(control: UIControl, targets: [() -> Receiver?])] = []
            var links: [(link: CADisplayLink, id: Int)] = []
            var invalidated: Set<Int> = []
            var nextID = 0

            func views() -> [UIView] {
                var all: [UIView] = []
                var stack: [UIView] = [root]
                while let v = stack.popLast() { all.append(v); stack += v.subviews }
                return all
            }
            func pick(_ list: [UIView]) -> UIView? { list.isEmpty ? nil : list[rng.below(list.count)] }
            func makeNode() -> Node {
                let n = Node(frame: CGRect(x: CGFloat(rng.below(300)), y: CGFloat(rng.below(300)),
                                           width: CGFloat(20 + rng.below(100)), height: CGFloat(20 + rng.below(100))))
                n.autoresizingMask = rng.below(2) == 0 ? [.flexibleWidth, .flexibleHeight] : []
                n.onAction = { [log, weak window] me in
                    if me.window !== window { log.fail("a nil-targeted action reached a view outside the window") }
                }
                switch rng.below(4) {
                case 0: n.onLayout = { $0.subviews.last?.removeFromSuperview() }
                case 1: n.onResize = { me in me.superview?.subviews.first { $0 !== me }?.removeFromSuperview() }
                default: break
                }
                weak let w = n
                everyView.append { w }
                return n
            }

            for _ in 0..<400 {
                switch rng.below(16) {
                case 0, 1:  // a new view somewhere in the tree, often only the tree holding it
                    let n = makeNode()
                    (pick(views()) ?? root).addSubview(n)
                    if rng.below(2) == 0 { held.append(n) }
                case 2:  // a removal (the tree's reference gone)
                    if let v = pick(views()), v !== root { v.removeFromSuperview() }
                case 3:  // the app drops one of its references
                    if !held.isEmpty { held.remove(at: rng.below(held.count)) }
                case 4:  // a control with targets, some released later
                    let c = UIControl(frame: CGRect(x: CGFloat(rng.below(300)), y: CGFloat(rng.below(300)), width: 60, height: 40))
                    weak let wc: UIView? = c
                    everyView.append { wc }
                    var targets: [() -> Receiver?] = []
                    for _ in 0..<rng.int(1...3) {
                        let r = Receiver(id: nextID, log: log)
                        nextID += 1
                        c.addTarget(r, action: "tapped:", for: .touchUpInside)
                        weak let wr = r
                        targets.append { wr }
                        receivers.append(r)
                    }
                    (pick(views()) ?? root).addSubview(c)
                    controls.append((c, targets))
                case 5:  // the app releases a target
                    if !receivers.isEmpty { receivers.remove(at: rng.below(receivers.count)) }
                case 6:  // actions sent: only the live targets, each once
                    if !controls.isEmpty {
                        let (c, targets) = controls[rng.below(controls.count)]
                        let live = targets.compactMap { $0()?.id }
                        log.actions = []
                        c.sendActions(for: .touchUpInside)
                        if log.actions.sorted() != live.sorted() {
                            log.fail("sendActions called \(log.actions), live targets \(live)")
                        }
                    }
                case 7:  // a recognizer on a random view
                    if let v = pick(views()) {
                        let id = nextID
                        nextID += 1
                        v.addGestureRecognizer(UITapGestureRecognizer { [log] g in log.recognized.append((id, g.view)) })
                    }
                case 8:  // a tap: only recognizers of views in the window under the finger fire
                    let p = CGPoint(x: CGFloat(rng.below(400)), y: CGFloat(rng.below(400)))
                    log.recognized = []
                    tapTouch(in: window, at: p)
                    for (id, v) in log.recognized {
                        guard let v else { log.fail("recognizer \(id) fired without a view"); continue }
                        if v.window !== window { log.fail("recognizer \(id) fired for a view outside the window") }
                        else if !v.point(inside: v.convert(p, from: window), with: nil) {
                            log.fail("recognizer \(id) fired for a touch outside its view")
                        }
                    }
                case 9:  // a display link that edits the tree; some are invalidated later
                    let id = nextID
                    nextID += 1
                    weak let target = pick(views())
                    let link = CADisplayLink { [log] link in
                        log.linkFires.append(id)
                        // The view it works on is gone: the link stops itself, as a target-less one would.
                        guard let t = target else { link.invalidate(); return }
                        if t !== root { t.subviews.first?.removeFromSuperview() }
                    }
                    link.add(to: .main, forMode: .common)
                    links.append((link, id))
                case 10:
                    if !links.isEmpty {
                        let (link, id) = links.remove(at: rng.below(links.count))
                        link.invalidate()
                        invalidated.insert(id)
                    }
                case 11:  // layout requests and size changes (autoresizing, layout callbacks)
                    if let v = pick(views()), v !== root {
                        v.frame.size = CGSize(width: CGFloat(20 + rng.below(150)), height: CGFloat(20 + rng.below(150)))
                        v.superview?.setNeedsLayout()
                    }
                case 12:  // a layer delegate that prunes sibling layers during layout
                    if let v = pick(views()) {
                        let a = CALayer(), b = CALayer()
                        a.delegate = layerDelegate
                        v.layer.addSublayer(b)
                        v.layer.addSublayer(a)
                        a.setNeedsLayout()
                    }
                case 13:  // a first responder, often released later, then a nil-targeted action
                    if rng.below(2) == 0, let n = pick(views()) as? Node { _ = n.becomeFirstResponder() }
                    UIApplication.shared.sendAction("ping:", to: nil, from: nil, for: nil)
                default:  // a turn of the run loop
                    CAMediaClock.advance(by: 1.0 / 60)
                    log.linkFires = []
                    UIApplication.shared.runOneTurn()
                    for id in log.linkFires where invalidated.contains(id) { log.fail("invalidated link \(id) fired") }
                }
            }
            for (link, _) in links { link.invalidate() }
            window.isHidden = true
            window.rootViewController = nil
            held = []
            receivers = []
            controls = []
            log.recognized = []
            UIApplication.shared.runOneTurn()
        }
        #expect(log.violations == [])
        #expect(weakWindow == nil)
        let alive = everyView.filter { $0() != nil }.count
        #expect(alive == 0, "views still alive after their window went: \(alive) of \(everyView.count)")
    }
}
