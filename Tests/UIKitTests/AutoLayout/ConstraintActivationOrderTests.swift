import Testing
@testable import UIKit

/// Where activation installs a constraint and in which order the engine takes queued work: UIKit adds an
/// activated constraint to the closest common ancestor of its items, and updates constraints from the
/// deepest views up.
@MainActor @Suite(.freshWorld) struct ConstraintActivationOrderTests {
    /// `isActive = true` adds the constraint to the closest common ancestor of its items: cousins of
    /// unequal depth, a view with its own superview, and an item given as a layout guide.
    @Test func activationInstallsOnTheClosestCommonAncestor() {
        let root = UIView(), a = UIView(), b = UIView(), aChild = UIView(), bChild = UIView(), bGrandchild = UIView()
        root.addSubview(a); root.addSubview(b)
        a.addSubview(aChild); b.addSubview(bChild); bChild.addSubview(bGrandchild)
        let cousins = aChild.leadingAnchor.constraint(equalTo: bGrandchild.trailingAnchor)
        let withSuperview = bGrandchild.topAnchor.constraint(equalTo: bChild.topAnchor)
        let guide = UILayoutGuide()
        a.addLayoutGuide(guide)
        let withGuide = NSLayoutConstraint(item: guide, attribute: .width, relatedBy: .equal, toItem: aChild,
                                           attribute: .width, multiplier: 1, constant: 0)
        NSLayoutConstraint.activate([cousins, withSuperview, withGuide])
        #expect(root.constraints.contains { $0 === cousins })
        #expect(bChild.constraints.contains { $0 === withSuperview })
        #expect(a.constraints.contains { $0 === withGuide })
        #expect(withGuide.firstItem === guide)
        #expect(b.constraints.isEmpty && bGrandchild.constraints.isEmpty && aChild.constraints.isEmpty)
    }

    /// The engine's ordering of queued work: deepest first, items of equal depth in the order they were
    /// queued (a stable order by decreasing depth), for random depths and lengths.
    @Test func queuedWorkIsOrderedDeepestFirstKeepingQueueOrder() {
        var rng = SystemRandomNumberGenerator()
        for _ in 0..<200 {
            let count = Int.random(in: 0...40, using: &rng)
            let items = (0..<count).map { i in (index: i, depth: Int.random(in: 0...6, using: &rng)) }
            let ordered = LayoutEngine.deepestFirst(items, depth: { $0.depth })
            #expect(ordered.count == items.count)
            #expect(Set(ordered.map(\.index)) == Set(items.map(\.index)))
            for (x, y) in zip(ordered, ordered.dropFirst()) {
                #expect(x.depth > y.depth || (x.depth == y.depth && x.index < y.index))
            }
        }
    }

    /// Views that asked for `updateConstraints()` are updated after their deeper descendants, each
    /// exactly once.
    @Test func updatePassRunsDeepestFirstOncePerView() {
        final class Recorder: UIView {
            var log: (String) -> Void = { _ in }
            var name = ""
            override func updateConstraints() { log(name); super.updateConstraints() }
        }
        var calls: [String] = []
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 200, height: 200))
        func make(_ name: String) -> Recorder {
            let r = Recorder()
            r.name = name
            r.log = { calls.append($0) }
            return r
        }
        let first = make("first"), second = make("second"), deep = make("deep")
        root.addSubview(first); root.addSubview(second); second.addSubview(deep)
        for v in [first, second, deep] { v.translatesAutoresizingMaskIntoConstraints = false }
        NSLayoutConstraint.activate([
            first.topAnchor.constraint(equalTo: root.topAnchor), second.topAnchor.constraint(equalTo: first.bottomAnchor),
            deep.widthAnchor.constraint(equalToConstant: 10)])
        root.layoutIfNeeded()
        calls = []
        first.setNeedsUpdateConstraints(); second.setNeedsUpdateConstraints(); deep.setNeedsUpdateConstraints()
        root.layoutIfNeeded()
        #expect(calls.first == "deep")
        #expect(calls.sorted() == ["deep", "first", "second"])
    }
}
