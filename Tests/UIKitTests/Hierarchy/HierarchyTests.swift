import Testing
import UIKit

/// The view hierarchy: the seeds' "Creating and Managing a View Hierarchy" and the UIView reference.
@MainActor @Suite(.serialized, .freshWorld)
struct HierarchyTests {
    @Test("Seed: 'If two sibling subviews overlap each other, the one added last (or moved to the end of the subview array) appears on top'")
    func subviewOrderIsAdditionOrder() {
        let parent = UIView(), a = UIView(), b = UIView(), c = UIView()
        parent.addSubview(a); parent.addSubview(b); parent.addSubview(c)
        #expect(parent.subviews == [a, b, c])
        #expect(parent.layer.sublayers! == [a.layer, b.layer, c.layer])
        parent.bringSubviewToFront(a)
        #expect(parent.subviews == [b, c, a])
        parent.sendSubviewToBack(c)
        #expect(parent.subviews == [c, b, a])
        parent.exchangeSubview(at: 0, withSubviewAt: 2)
        #expect(parent.subviews == [a, b, c])
        #expect(parent.layer.sublayers! == [a.layer, b.layer, c.layer])
    }

    @Test("insertSubview(_:at:), aboveSubview and belowSubview place the view at that position of subviews")
    func insertPositions() {
        let parent = UIView(), a = UIView(), b = UIView(), c = UIView(), d = UIView()
        parent.addSubview(a); parent.addSubview(b)
        parent.insertSubview(c, at: 1)
        #expect(parent.subviews == [a, c, b])
        parent.insertSubview(d, aboveSubview: a)
        #expect(parent.subviews == [a, d, c, b])
        parent.insertSubview(b, belowSubview: a) // moving an existing subview
        #expect(parent.subviews == [b, a, d, c])
        parent.insertSubview(a, at: 99) // clamped
        #expect(parent.subviews == [b, d, c, a])
        parent.insertSubview(c, at: -5)
        #expect(parent.subviews == [c, b, d, a])
    }

    @Test("subviews mirrors the layer's sublayer order even with raw sublayers mixed in")
    func subviewsMirrorLayers() {
        let parent = UIView(), a = UIView(), b = UIView()
        let raw = CALayer()
        parent.addSubview(a)
        parent.layer.addSublayer(raw)
        parent.addSubview(b)
        #expect(parent.subviews == [a, b])
        #expect(parent.layer.sublayers! == [a.layer, raw, b.layer])
        // Reordering the layers directly reorders the subviews.
        parent.layer.insertSublayer(b.layer, at: 0)
        #expect(parent.subviews == [b, a])
        // A raw sublayer never shows up as a subview, and inserting at an index counts only subviews.
        let c = UIView()
        parent.insertSubview(c, at: 1)
        #expect(parent.subviews == [b, c, a])
        #expect(parent.layer.sublayers!.count == 4)
    }

    @Test("addSubview takes the view from its old superview")
    func addSubviewReparents() {
        let one = UIView(), two = UIView(), v = UIView()
        one.addSubview(v)
        two.addSubview(v)
        #expect(one.subviews.isEmpty)
        #expect(two.subviews == [v])
        #expect(v.superview === two)
        #expect(v.layer.superlayer === two.layer)
        v.removeFromSuperview()
        #expect(v.superview == nil && two.subviews.isEmpty && v.layer.superlayer == nil)
    }

    @Test("The superview keeps its subviews alive; removing one releases it")
    func superviewRetainsSubviews() {
        let parent = UIView()
        weak var weakChild: UIView?
        do {
            let child = UIView()
            weakChild = child
            parent.addSubview(child)
        }
        #expect(weakChild != nil)
        #expect(parent.subviews.count == 1)
        weakChild?.removeFromSuperview()
        #expect(weakChild == nil)
    }

    @Test("isDescendant(of:) is true for the view itself and everything below; viewWithTag checks the receiver first, then depth first")
    func descendantsAndTags() {
        let root = UIView(), a = UIView(), a1 = UIView(), b = UIView()
        root.addSubview(a); a.addSubview(a1); root.addSubview(b)
        #expect(a1.isDescendant(of: root) && a1.isDescendant(of: a) && a1.isDescendant(of: a1))
        #expect(!b.isDescendant(of: a) && !root.isDescendant(of: a))
        a1.tag = 7; b.tag = 7
        #expect(root.viewWithTag(7) === a1) // depth first: a's subtree before b
        root.tag = 7
        #expect(root.viewWithTag(7) === root)
        #expect(root.viewWithTag(42) == nil)
    }

    @Test("Adding a view to itself or to its own descendant is a precondition failure")
    func addingToOwnSubtreeTraps() async {
        await #expect(processExitsWith: .failure) {
            await MainActor.run {
                let v = UIView(), child = UIView()
                v.addSubview(child)
                child.addSubview(v)
            }
        }
        await #expect(processExitsWith: .failure) {
            await MainActor.run {
                let v = UIView()
                v.addSubview(v)
            }
        }
    }

    @Test("Callback order when a subtree enters a window: willMove(toSuperview:), willMove(toWindow:) down the subtree, didMoveToWindow down the subtree, didMoveToSuperview, didAddSubview")
    func callbacksEnteringWindow() {
        let log = CallLog()
        let window = makeWindow()
        let container = RecordingView("container", log: log)
        window.addSubview(container)
        let parent = RecordingView("parent", log: log), child = RecordingView("child", log: log)
        parent.addSubview(child)
        log.entries.removeAll()
        container.addSubview(parent)
        #expect(log.entries == [
            "parent.willMove(toSuperview: container)",
            "parent.willMove(toWindow: window)",
            "child.willMove(toWindow: window)",
            "parent.didMoveToWindow",
            "child.didMoveToWindow",
            "parent.didMoveToSuperview",
            "container.didAddSubview(parent)",
        ])
        #expect(child.window === window)
    }

    @Test("Callback order when a subtree leaves a window (as logged on iOS): willRemoveSubview, willMove(toSuperview: nil), willMove(toWindow: nil), didMoveToWindow, didMoveToSuperview")
    func callbacksLeavingWindow() {
        let log = CallLog()
        let window = makeWindow()
        let container = RecordingView("container", log: log)
        let parent = RecordingView("parent", log: log), child = RecordingView("child", log: log)
        window.addSubview(container); container.addSubview(parent); parent.addSubview(child)
        log.entries.removeAll()
        parent.removeFromSuperview()
        #expect(log.entries == [
            "container.willRemoveSubview(parent)",
            "parent.willMove(toSuperview: nil)",
            "parent.willMove(toWindow: nil)",
            "child.willMove(toWindow: nil)",
            "parent.didMoveToWindow",
            "child.didMoveToWindow",
            "parent.didMoveToSuperview",
        ])
        #expect(child.window == nil)
    }

    @Test("Outside a window only the superview callbacks run; moving between superviews tells the old one first")
    func callbacksWithoutWindowAndWhenMoving() {
        let log = CallLog()
        let one = RecordingView("one", log: log), two = RecordingView("two", log: log), v = RecordingView("v", log: log)
        one.addSubview(v)
        #expect(log.entries == ["v.willMove(toSuperview: one)", "v.didMoveToSuperview", "one.didAddSubview(v)"])
        log.entries.removeAll()
        two.addSubview(v)
        #expect(log.entries == [
            "v.willMove(toSuperview: two)", "one.willRemoveSubview(v)", "v.didMoveToSuperview", "two.didAddSubview(v)",
        ])
        log.entries.removeAll()
        two.bringSubviewToFront(v)
        two.addSubview(v) // already a subview: reorder only
        #expect(log.entries.isEmpty)
    }

    @Test("UIResponder: a view's next responder is its superview; a window's is the application")
    func responderChain() {
        let window = makeWindow(), v = UIView()
        window.addSubview(v)
        #expect(v.next === window)
        #expect(window.next === UIApplication.shared)
        let object: NSObject = v // UIResponder, and so UIView, is an NSObject subclass
        #expect(object === v)
    }
}
