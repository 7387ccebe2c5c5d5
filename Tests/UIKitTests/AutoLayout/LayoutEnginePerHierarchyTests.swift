import Testing
import QuartzCore
@testable import UIKit

/// Each view hierarchy (a window's, or a root view's without a window) has its own Auto Layout engine, as
/// UIKit keeps one per window: a subtree that moves between hierarchies takes its constraints along (UIKit
/// keeps a constraint while both its items stay in the hierarchy), a change in one window never touches
/// another window's solver, and activating a constraint between two windows' views raises, as iOS does.
/// Expected frames follow from the constraints alone (a subview pinned 10 pt inside each edge of a
/// 200×100 superview is (10, 10, 180, 80)).
@MainActor @Suite(.serialized, .freshWorld) struct LayoutEnginePerHierarchyTests {

    /// A 200×100 root (frame-placed) with one subview pinned 10 pt inside each edge.
    private func pinnedPair() -> (root: UIView, child: UIView, leading: NSLayoutConstraint) {
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 200, height: 100))
        let child = UIView()
        child.translatesAutoresizingMaskIntoConstraints = false
        root.addSubview(child)
        let leading = child.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 10)
        NSLayoutConstraint.activate([
            leading,
            child.trailingAnchor.constraint(equalTo: root.trailingAnchor, constant: -10),
            child.topAnchor.constraint(equalTo: root.topAnchor, constant: 10),
            child.bottomAnchor.constraint(equalTo: root.bottomAnchor, constant: -10),
        ])
        return (root, child, leading)
    }

    private func window(_ width: CGFloat = 400, scale: CGFloat = 1) -> UIWindow {
        let w = UIWindow(frame: CGRect(x: 0, y: 0, width: width, height: 300))
        w.screen = UIScreen(bounds: CGRect(x: 0, y: 0, width: width, height: 300), scale: scale)
        return w
    }

    @Test func twoRootHierarchiesHaveTwoEnginesHoldingTheSameCounts() {
        PipelineOwner.installFresh()
        let first = pinnedPair(), second = pinnedPair()
        first.root.layoutIfNeeded()
        second.root.layoutIfNeeded()
        #expect(first.child.frame == CGRect(x: 10, y: 10, width: 180, height: 80))
        #expect(second.child.frame == CGRect(x: 10, y: 10, width: 180, height: 80))
        #expect(!LayoutEngineInspection.shareEngine(first.root, second.root))
        #expect(LayoutEngineInspection.shareEngine(first.root, first.child))
        let counts = LayoutEngineInspection.solverCounts(of: first.root)
        #expect(counts.constraints > 0)
        #expect(LayoutEngineInspection.solverCounts(of: second.root) == counts)
    }

    @Test func aConstraintChangeInOneWindowLeavesTheOtherWindowsEngineAlone() {
        PipelineOwner.installFresh()
        let busy = window(), idle = window()
        let a = pinnedPair(), b = pinnedPair()
        busy.addSubview(a.root)
        idle.addSubview(b.root)
        busy.layoutIfNeeded()
        idle.layoutIfNeeded()
        let idleCounts = LayoutEngineInspection.solverCounts(of: idle)
        let idleSolves = LayoutEngineInspection.solveCount(of: idle)
        let busySolves = LayoutEngineInspection.solveCount(of: busy)

        a.leading.constant = 30
        let extra = UIView()
        extra.translatesAutoresizingMaskIntoConstraints = false
        a.root.addSubview(extra)
        NSLayoutConstraint.activate([extra.widthAnchor.constraint(equalToConstant: 20),
                                     extra.heightAnchor.constraint(equalToConstant: 20)])
        UIApplication.shared.runOneTurn()
        busy.layoutIfNeeded()
        #expect(a.child.frame == CGRect(x: 30, y: 10, width: 160, height: 80))
        #expect(LayoutEngineInspection.solveCount(of: busy) > busySolves)
        #expect(LayoutEngineInspection.solverCounts(of: idle) == idleCounts)
        #expect(LayoutEngineInspection.solveCount(of: idle) == idleSolves)
        #expect(b.child.frame == CGRect(x: 10, y: 10, width: 180, height: 80))
    }

    @Test func aSubtreeMovedToAnotherWindowTakesItsConstraintsAlong() {
        PipelineOwner.installFresh()
        let w1 = window(), w2 = window()
        let pair = pinnedPair()
        w1.addSubview(pair.root)
        w1.layoutIfNeeded()
        // An empty window laid out once: its own pins only.
        let pinned = UIView()
        pinned.translatesAutoresizingMaskIntoConstraints = false
        w2.addSubview(pinned)
        pinned.widthAnchor.constraint(equalToConstant: 1).isActive = true
        w2.layoutIfNeeded()
        pinned.removeFromSuperview()
        w2.layoutIfNeeded()
        let w2Before = LayoutEngineInspection.solverCounts(of: w2)
        #expect(LayoutEngineInspection.solverCounts(of: w1).constraints > 0)

        w2.addSubview(pair.root)
        // Kept: both items of each constraint stay in the moved subtree.
        #expect(pair.leading.isActive)
        #expect(pair.root.constraints.count == 4)
        pair.root.frame = CGRect(x: 0, y: 0, width: 300, height: 200)
        w2.layoutIfNeeded()
        #expect(pair.child.frame == CGRect(x: 10, y: 10, width: 280, height: 180))
        #expect(LayoutEngineInspection.shareEngine(pair.child, w2))
        #expect(!LayoutEngineInspection.shareEngine(pair.child, w1))
        // The first window's engine let go of the moved views entirely: it holds only the window's own
        // pins, as the second window's did before the move.
        #expect(LayoutEngineInspection.viewsInSolver(of: w1).allSatisfy { $0 === w1 })
        #expect(LayoutEngineInspection.solverCounts(of: w1) == w2Before)
        #expect(LayoutEngineInspection.solverCounts(of: w2).constraints > w2Before.constraints)
    }

    @Test func aSubtreeRemovedFromItsWindowLaysOutInAnEngineOfItsOwn() {
        PipelineOwner.installFresh()
        let w = window()
        let pair = pinnedPair()
        w.addSubview(pair.root)
        w.layoutIfNeeded()
        pair.root.removeFromSuperview()
        #expect(!LayoutEngineInspection.shareEngine(pair.root, w))
        pair.leading.constant = 40
        pair.root.layoutIfNeeded()
        #expect(pair.child.frame == CGRect(x: 40, y: 10, width: 150, height: 80))
        pair.leading.constant = 30
        pair.root.layoutIfNeeded()
        #expect(pair.child.frame == CGRect(x: 30, y: 10, width: 160, height: 80))
        pair.leading.constant = 40
        pair.root.layoutIfNeeded()
        #expect(pair.child.frame == CGRect(x: 40, y: 10, width: 150, height: 80))
        let windowCounts = LayoutEngineInspection.solverCounts(of: w)
        #expect(LayoutEngineInspection.solverCounts(of: pair.root).constraints > 0)
        // Added back, it joins the window's engine again.
        w.addSubview(pair.root)
        w.layoutIfNeeded()
        #expect(LayoutEngineInspection.shareEngine(pair.child, w))
        #expect(LayoutEngineInspection.solverCounts(of: w).constraints > windowCounts.constraints)
        #expect(pair.child.frame == CGRect(x: 40, y: 10, width: 150, height: 80))
    }

    @Test func framesSnapToTheirOwnWindowsScale() {
        PipelineOwner.installFresh()
        // A 101-point row split in two equal halves: 50.5 on a 2× screen, 51 (halves up) on a 1× screen.
        func halves(in w: UIWindow) -> UIView {
            let left = UIView(), right = UIView()
            for v in [left, right] { v.translatesAutoresizingMaskIntoConstraints = false; w.addSubview(v) }
            NSLayoutConstraint.activate([
                left.leadingAnchor.constraint(equalTo: w.leadingAnchor),
                left.topAnchor.constraint(equalTo: w.topAnchor),
                left.heightAnchor.constraint(equalToConstant: 10),
                right.leadingAnchor.constraint(equalTo: left.trailingAnchor),
                right.topAnchor.constraint(equalTo: w.topAnchor),
                right.heightAnchor.constraint(equalToConstant: 10),
                right.widthAnchor.constraint(equalTo: left.widthAnchor),
                right.trailingAnchor.constraint(equalTo: w.leadingAnchor, constant: 101),
            ])
            w.layoutIfNeeded()
            return left
        }
        let sharp = window(scale: 2), plain = window(scale: 1)
        #expect(halves(in: sharp).frame.width == 50.5)
        let onPlain = halves(in: plain)
        #expect(onPlain.frame.width == 51)
        // The window moves to a 2× screen: its frames snap at the new scale.
        plain.screen = UIScreen(bounds: CGRect(x: 0, y: 0, width: 400, height: 300), scale: 2)
        plain.layoutIfNeeded()
        #expect(onPlain.frame.width == 50.5)
    }

    @Test func aRootWithConstraintsHandsItsEngineToAPlainHierarchy() {
        PipelineOwner.installFresh()
        let container = UIView(frame: CGRect(x: 0, y: 0, width: 400, height: 300))
        let pair = pinnedPair()
        pair.root.layoutIfNeeded()
        let counts = LayoutEngineInspection.solverCounts(of: pair.root)
        container.addSubview(pair.root)
        #expect(LayoutEngineInspection.shareEngine(container, pair.child))
        #expect(LayoutEngineInspection.solverCounts(of: container) == counts)
        pair.leading.constant = 20
        container.layoutIfNeeded()
        #expect(pair.child.frame == CGRect(x: 20, y: 10, width: 170, height: 80))
    }

    @Test("Activating a constraint between views of two windows raises, as iOS does (no common ancestor)")
    func constraintBetweenTwoWindowsTraps() async {
        await #expect(processExitsWith: .failure) {
            await MainActor.run {
                let w1 = UIWindow(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
                let w2 = UIWindow(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
                let a = UIView(), b = UIView()
                w1.addSubview(a)
                w2.addSubview(b)
                a.leadingAnchor.constraint(equalTo: b.leadingAnchor).isActive = true
            }
        }
    }

    @Test func aSubviewThatOutlivesItsReleasedRootLaysOutByItsOwnConstraints() {
        PipelineOwner.installFresh()
        // A card (its content pinned 5 pt inside) held on to while the screen around it is released.
        var survivor: UIView?
        var content: UIView?
        weak var releasedRoot: UIView?
        do {
            let root = UIView(frame: CGRect(x: 0, y: 0, width: 300, height: 300))
            let card = UIView(), inner = UIView()
            for v in [card, inner] { v.translatesAutoresizingMaskIntoConstraints = false }
            root.addSubview(card)
            card.addSubview(inner)
            NSLayoutConstraint.activate([
                card.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 20),
                card.topAnchor.constraint(equalTo: root.topAnchor, constant: 20),
                card.widthAnchor.constraint(equalToConstant: 100),
                card.heightAnchor.constraint(equalToConstant: 60),
                inner.leadingAnchor.constraint(equalTo: card.leadingAnchor, constant: 5),
                inner.trailingAnchor.constraint(equalTo: card.trailingAnchor, constant: -5),
                inner.topAnchor.constraint(equalTo: card.topAnchor, constant: 5),
                inner.bottomAnchor.constraint(equalTo: card.bottomAnchor, constant: -5),
            ])
            root.layoutIfNeeded()
            #expect(inner.frame == CGRect(x: 5, y: 5, width: 90, height: 50))
            survivor = card; content = inner; releasedRoot = root
        }
        #expect(releasedRoot == nil)
        guard let card = survivor, let inner = content else { return }
        #expect(card.superview == nil)
        // Its own constraints are kept; the ones to the released root went with it. A new size for the card
        // lays its content out again in the card's own engine, which holds nothing of the released views.
        #expect(card.constraints.count == 6)
        card.frame = CGRect(x: 0, y: 0, width: 200, height: 100)
        card.translatesAutoresizingMaskIntoConstraints = true
        card.layoutIfNeeded()
        #expect(inner.frame == CGRect(x: 5, y: 5, width: 190, height: 90))
        #expect(LayoutEngineInspection.viewsInSolver(of: card).allSatisfy { $0 === card || $0 === inner })
    }
}
