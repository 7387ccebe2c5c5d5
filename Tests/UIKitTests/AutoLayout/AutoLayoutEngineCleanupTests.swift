import Testing
@testable import UIKit

private final class Sized: UIView {
    let size: CGSize
    init(_ w: CGFloat, _ h: CGFloat) { size = CGSize(width: w, height: h); super.init(frame: .zero) }
    required init?(coder: NSCoder) { fatalError() }
    override var intrinsicContentSize: CGSize { size }
}

/// Views that leave the hierarchy and are released take their constraints and engine variables with them
/// (UIKit: `removeFromSuperview()` "removes any constraints that refer to the view you are removing, or
/// that refer to any view in the subtree"; a deallocated view's own constraints go with it). The checks
/// use weak references to the views, constraints and the engine's variables of the views (a solver
/// constraint holds its variables, so a freed variable is in no constraint): the engine's global counts
/// are shared with suites running in parallel.
@MainActor @Suite(.serialized, .freshWorld) struct AutoLayoutEngineCleanupTests {

    /// Builds a constrained card (a stack view of sized views, a label-like view pinned with margins)
    /// inside `root`, lays out, and returns weak references to everything made.
    private func addCard(to root: UIView, rows: Int) -> [() -> AnyObject?] {
        let card = UIView()
        card.translatesAutoresizingMaskIntoConstraints = false
        root.addSubview(card)
        var refs: [() -> AnyObject?] = []
        weak let weakCard = card
        refs.append { weakCard }
        let stack = UIStackView()
        stack.axis = .vertical
        stack.alignment = .center
        stack.spacing = 4
        stack.translatesAutoresizingMaskIntoConstraints = false
        card.addSubview(stack)
        for i in 0..<rows {
            let v = Sized(CGFloat(20 + i), 10)
            stack.addArrangedSubview(v)
            weak let w = v
            refs.append { w }
        }
        weak let weakStack = stack
        refs.append { weakStack }
        var made: [NSLayoutConstraint] = [
            card.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 10),
            card.topAnchor.constraint(equalTo: root.safeAreaLayoutGuide.topAnchor, constant: 10),
            card.widthAnchor.constraint(equalToConstant: 200),
            stack.topAnchor.constraint(equalTo: card.layoutMarginsGuide.topAnchor),
            stack.centerXAnchor.constraint(equalTo: card.centerXAnchor),
            stack.bottomAnchor.constraint(equalTo: card.bottomAnchor),
        ]
        NSLayoutConstraint.activate(made)
        for c in made { weak let w = c; refs.append { w } }
        made = []
        root.layoutIfNeeded()
        // The engine's variables of every view made: freed only when no solver constraint mentions them.
        var made2: [UIView] = [card, stack]
        made2 += stack.arrangedSubviews
        for v in made2 {
            let vars = v._layoutEngine.engineVariables(of: v)
            #expect(vars.count == 4)
            for x in vars { weak let w = x; refs.append { w } }
        }
        return refs
    }

    @Test func removingAndReleasingASubtreeEmptiesTheEngineAgain() {
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 390, height: 800))
        let anchor = Sized(50, 50)
        anchor.translatesAutoresizingMaskIntoConstraints = false
        root.addSubview(anchor)
        // The root's safe-area guide enters the engine here (the card uses it too) and stays: the root lives.
        NSLayoutConstraint.activate([anchor.topAnchor.constraint(equalTo: root.safeAreaLayoutGuide.topAnchor)])
        root.layoutIfNeeded()

        var refs: [() -> AnyObject?] = []
        do {
            refs = addCard(to: root, rows: 5)
            let card = root.subviews.last!
            #expect(abs(card.frame.minX - 10) < 1e-9)
            card.removeFromSuperview()
            root.layoutIfNeeded()
        }
        for r in refs { #expect(r() == nil) }
        root.layoutIfNeeded()
        // The remaining layout still works.
        #expect(abs(anchor.frame.height - 50) < 1e-9)
    }

    @Test func releasingADetachedConstrainedTreeFreesItsOwnConstraints() {
        var refs: [() -> AnyObject?] = []
        do {
            // A tree that never had a window or superview: its constraints live on its own views.
            let root = UIView(frame: CGRect(x: 0, y: 0, width: 300, height: 300))
            refs = addCard(to: root, rows: 3)
            weak let weakRoot = root
            refs.append { weakRoot }
        }
        for r in refs { #expect(r() == nil) }
    }

    @Test func repeatedBuildAndReleaseDoesNotGrowTheEngine() {
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 390, height: 800))
        root.layoutIfNeeded()
        var refs: [() -> AnyObject?] = []
        for _ in 0..<20 {
            refs += addCard(to: root, rows: 4)
            root.subviews.last!.removeFromSuperview()
            root.layoutIfNeeded()
        }
        // Every view, constraint and engine variable of the 20 cards is gone: nothing accumulates.
        #expect(refs.count > 20 * 10)
        #expect(refs.allSatisfy { $0() == nil })
    }
}
