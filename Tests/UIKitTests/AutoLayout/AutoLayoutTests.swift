import Testing
import UIKit

/// A view with a fixed natural size.
private final class SizedView: UIView {
    var size: CGSize
    init(_ w: CGFloat, _ h: CGFloat) { size = CGSize(width: w, height: h); super.init(frame: .zero) }
    required init?(coder: NSCoder) { fatalError() }
    override var intrinsicContentSize: CGSize { size }
}

@MainActor private func container(_ w: CGFloat = 300, _ h: CGFloat = 200) -> UIView {
    UIView(frame: CGRect(x: 0, y: 0, width: w, height: h))
}

@MainActor private func child(in parent: UIView) -> UIView {
    let v = UIView()
    v.translatesAutoresizingMaskIntoConstraints = false
    parent.addSubview(v)
    return v
}

@MainActor @Suite(.serialized, .freshWorld) struct AutoLayoutConstraintTests {
    @Test func edgesWithConstants() {
        let root = container()
        let v = child(in: root)
        NSLayoutConstraint.activate([
            v.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 10),
            v.trailingAnchor.constraint(equalTo: root.trailingAnchor, constant: -20),
            v.topAnchor.constraint(equalTo: root.topAnchor, constant: 5),
            v.bottomAnchor.constraint(equalTo: root.bottomAnchor, constant: -15),
        ])
        root.layoutIfNeeded()
        // 300 wide: 10 from the left, 20 from the right; 200 high: 5 from the top, 15 from the bottom.
        #expect(v.frame == CGRect(x: 10, y: 5, width: 270, height: 180))
    }

    @Test func activationInstallsOnClosestCommonAncestor() {
        let root = container()
        let a = child(in: root), b = child(in: root)
        let inner = child(in: a)
        let c1 = a.widthAnchor.constraint(equalToConstant: 50)
        let c2 = inner.leadingAnchor.constraint(equalTo: b.trailingAnchor)
        let c3 = inner.topAnchor.constraint(equalTo: a.topAnchor)
        #expect(!c1.isActive)
        NSLayoutConstraint.activate([c1, c2, c3])
        #expect(a.constraints.contains(c1))
        #expect(root.constraints.contains(c2))
        #expect(a.constraints.contains(c3))
        #expect(c1.isActive && c2.isActive)
        NSLayoutConstraint.deactivate([c2])
        #expect(!c2.isActive)
        #expect(!root.constraints.contains(c2))
        #expect(c1.firstItem === a && c1.secondItem == nil && c1.firstAttribute == .width && c1.secondAttribute == .notAnAttribute)
        #expect(c2.firstItem === inner && c2.secondItem === b && c2.secondAttribute == .trailing)
    }

    @Test func sizeCenterAndMultiplier() {
        let root = container(400, 300)
        let v = child(in: root)
        NSLayoutConstraint.activate([
            v.widthAnchor.constraint(equalTo: root.widthAnchor, multiplier: 0.5),
            v.heightAnchor.constraint(equalTo: v.widthAnchor, multiplier: 0.25, constant: 10),
            v.centerXAnchor.constraint(equalTo: root.centerXAnchor),
            v.centerYAnchor.constraint(equalTo: root.centerYAnchor, constant: 20),
        ])
        root.layoutIfNeeded()
        // width 200, height 200/4 + 10 = 60, centered at (200, 170).
        #expect(v.frame == CGRect(x: 100, y: 140, width: 200, height: 60))
    }

    @Test func itemAttributeInitializerWithRawValues() {
        #expect(NSLayoutConstraint.Attribute.left.rawValue == 1)
        #expect(NSLayoutConstraint.Attribute.centerYWithinMargins.rawValue == 20)
        #expect(NSLayoutConstraint.Attribute.notAnAttribute.rawValue == 0)
        #expect(NSLayoutConstraint.Relation.lessThanOrEqual.rawValue == -1)
        #expect(UILayoutPriority.required.rawValue == 1000 && UILayoutPriority.defaultHigh.rawValue == 750)
        #expect(UILayoutPriority.defaultLow.rawValue == 250 && UILayoutPriority.fittingSizeLevel.rawValue == 50)
        #expect((UILayoutPriority.required - 1).rawValue == 999)
        let root = container()
        let v = child(in: root)
        root.addConstraints([
            NSLayoutConstraint(item: v, attribute: .left, relatedBy: .equal, toItem: root, attribute: .left, multiplier: 1, constant: 30),
            NSLayoutConstraint(item: v, attribute: .top, relatedBy: .equal, toItem: root, attribute: .centerY, multiplier: 1, constant: 0),
            NSLayoutConstraint(item: v, attribute: .width, relatedBy: .equal, toItem: nil, attribute: .notAnAttribute, multiplier: 1, constant: 40),
            NSLayoutConstraint(item: v, attribute: .height, relatedBy: .equal, toItem: root, attribute: .height, multiplier: 0.25, constant: 0),
        ])
        root.layoutIfNeeded()
        #expect(v.frame == CGRect(x: 30, y: 100, width: 40, height: 50))
    }

    @Test func inequalitiesAndOptionalPriorities() {
        let root = container()
        let v = child(in: root)
        let wanted = v.widthAnchor.constraint(equalToConstant: 500)
        wanted.priority = .defaultHigh
        NSLayoutConstraint.activate([
            v.leadingAnchor.constraint(equalTo: root.leadingAnchor),
            v.topAnchor.constraint(equalTo: root.topAnchor),
            v.heightAnchor.constraint(equalToConstant: 10),
            v.trailingAnchor.constraint(lessThanOrEqualTo: root.trailingAnchor, constant: -50),
            wanted,
        ])
        root.layoutIfNeeded()
        // The optional 500 is as close as the required "≤ 300 − 50" allows.
        #expect(v.frame.width == 250)
        wanted.constant = 100
        root.layoutIfNeeded()
        #expect(v.frame.width == 100)
    }

    @Test func higherPriorityWinsBetweenConflictingOptionals() {
        let root = container()
        let v = child(in: root)
        let low = v.widthAnchor.constraint(equalToConstant: 80)
        low.priority = .defaultLow
        let high = v.widthAnchor.constraint(equalToConstant: 120)
        high.priority = .defaultHigh
        NSLayoutConstraint.activate([low, high, v.heightAnchor.constraint(equalToConstant: 1),
                                     v.leftAnchor.constraint(equalTo: root.leftAnchor), v.topAnchor.constraint(equalTo: root.topAnchor)])
        root.layoutIfNeeded()
        #expect(v.frame.width == 120)
        high.isActive = false
        root.layoutIfNeeded()
        #expect(v.frame.width == 80)
    }

    @Test func huggingAndCompressionResistance() {
        let root = container(200, 50)
        let a = SizedView(60, 20), b = SizedView(60, 20)
        for v in [a, b] { v.translatesAutoresizingMaskIntoConstraints = false; root.addSubview(v) }
        NSLayoutConstraint.activate([
            a.leadingAnchor.constraint(equalTo: root.leadingAnchor),
            b.leadingAnchor.constraint(equalTo: a.trailingAnchor),
            b.trailingAnchor.constraint(equalTo: root.trailingAnchor),
            a.topAnchor.constraint(equalTo: root.topAnchor), b.topAnchor.constraint(equalTo: root.topAnchor),
        ])
        // b hugs less, so b takes the extra 80 points; heights come from the intrinsic size.
        b.setContentHuggingPriority(.defaultLow - 1, for: .horizontal)
        root.layoutIfNeeded()
        #expect(a.frame == CGRect(x: 0, y: 0, width: 60, height: 20))
        #expect(b.frame == CGRect(x: 60, y: 0, width: 140, height: 20))
        // Too little room: the one with the lower compression resistance shrinks.
        root.frame.size.width = 100
        a.setContentCompressionResistancePriority(.required, for: .horizontal)
        root.layoutIfNeeded()
        #expect(a.frame.width == 60)
        #expect(b.frame.width == 40)
        #expect(a.contentHuggingPriority(for: .horizontal) == .defaultLow)
        #expect(b.contentCompressionResistancePriority(for: .vertical) == .defaultHigh)
    }

    @Test func intrinsicSizeInvalidationRelayouts() {
        let root = container()
        let a = SizedView(30, 10)
        a.translatesAutoresizingMaskIntoConstraints = false
        root.addSubview(a)
        NSLayoutConstraint.activate([a.centerXAnchor.constraint(equalTo: root.centerXAnchor),
                                     a.topAnchor.constraint(equalTo: root.topAnchor)])
        root.layoutIfNeeded()
        #expect(a.frame == CGRect(x: 135, y: 0, width: 30, height: 10))
        a.size = CGSize(width: 50, height: 12)
        a.invalidateIntrinsicContentSize()
        root.layoutIfNeeded()
        #expect(a.frame == CGRect(x: 125, y: 0, width: 50, height: 12))
    }

    @Test func autoresizingSuperviewResizeMovesConstrainedSubviews() {
        let root = container(300, 200)
        let v = child(in: root)
        NSLayoutConstraint.activate([
            v.trailingAnchor.constraint(equalTo: root.trailingAnchor, constant: -10),
            v.bottomAnchor.constraint(equalTo: root.bottomAnchor, constant: -10),
            v.widthAnchor.constraint(equalToConstant: 40), v.heightAnchor.constraint(equalToConstant: 30),
        ])
        root.layoutIfNeeded()
        #expect(v.frame == CGRect(x: 250, y: 160, width: 40, height: 30))
        root.frame = CGRect(x: 0, y: 0, width: 500, height: 400)
        root.layoutIfNeeded()
        #expect(v.frame == CGRect(x: 450, y: 360, width: 40, height: 30))
    }

    @Test func siblingWithFrameSetInCodeParticipates() {
        let root = container()
        let fixed = UIView(frame: CGRect(x: 20, y: 30, width: 50, height: 40))
        root.addSubview(fixed)
        let v = child(in: root)
        NSLayoutConstraint.activate([
            v.leadingAnchor.constraint(equalTo: fixed.trailingAnchor, constant: 8),
            v.topAnchor.constraint(equalTo: fixed.bottomAnchor),
            v.widthAnchor.constraint(equalTo: fixed.widthAnchor), v.heightAnchor.constraint(equalToConstant: 5),
        ])
        root.layoutIfNeeded()
        #expect(v.frame == CGRect(x: 78, y: 70, width: 50, height: 5))
        fixed.frame.origin.x = 100
        root.layoutIfNeeded()
        #expect(v.frame.minX == 158)
    }

    @Test func conflictingRequiredConstraintIsBrokenNotFatal() {
        let root = container()
        let v = child(in: root)
        NSLayoutConstraint.activate([
            v.leftAnchor.constraint(equalTo: root.leftAnchor), v.topAnchor.constraint(equalTo: root.topAnchor),
            v.heightAnchor.constraint(equalToConstant: 10),
            v.widthAnchor.constraint(equalToConstant: 100),
            v.widthAnchor.constraint(equalToConstant: 200),
        ])
        root.layoutIfNeeded()
        #expect(v.frame.width == 100)
    }

    @Test func removeFromSuperviewRemovesConstraintsThatMentionTheView() {
        let root = container()
        let v = child(in: root)
        let inner = child(in: v)
        let c = v.leadingAnchor.constraint(equalTo: root.leadingAnchor)
        let d = inner.topAnchor.constraint(equalTo: root.topAnchor)
        let own = v.widthAnchor.constraint(equalToConstant: 10)
        NSLayoutConstraint.activate([c, d, own])
        v.removeFromSuperview()
        #expect(!c.isActive && !d.isActive)
        #expect(own.isActive)
        #expect(root.constraints.isEmpty)
    }

    @Test func systemSpacingAndAnchorWithOffset() {
        let root = container()
        let a = child(in: root), b = child(in: root), gap = child(in: root)
        NSLayoutConstraint.activate([
            a.leftAnchor.constraint(equalTo: root.leftAnchor, constant: 10), a.widthAnchor.constraint(equalToConstant: 20),
            b.leadingAnchor.constraint(equalToSystemSpacingAfter: a.trailingAnchor, multiplier: 2),
            b.widthAnchor.constraint(equalTo: a.trailingAnchor.anchorWithOffset(to: b.leadingAnchor)),
            gap.widthAnchor.constraint(equalTo: a.leadingAnchor.anchorWithOffset(to: b.trailingAnchor), multiplier: 0.5),
        ] + [a, b, gap].flatMap { [$0.topAnchor.constraint(equalTo: root.topAnchor), $0.heightAnchor.constraint(equalToConstant: 1)] }
          + [gap.leftAnchor.constraint(equalTo: root.leftAnchor)])
        root.layoutIfNeeded()
        // b starts 2 × 8 after a's trailing edge (30) and is as wide as that gap.
        #expect(b.frame.minX == 46)
        #expect(b.frame.width == 16)
        #expect(gap.frame.width == 26)
    }

    @Test func descriptionNamesItemsAndRelation() {
        let v = UIView()
        let c = v.widthAnchor.constraint(equalToConstant: 100)
        c.identifier = "w"
        #expect(c.description.contains("'w'"))
        #expect(c.description.contains(".width == 100"))
    }
}

@MainActor @Suite(.serialized, .freshWorld) struct AutoLayoutPassTests {
    final class CountingView: UIView {
        var log: [String]
        let name: String
        var updates = 0, layouts = 0
        init(_ name: String, _ log: [String] = []) { self.name = name; self.log = log; super.init(frame: .zero) }
        required init?(coder: NSCoder) { fatalError() }
        static var shared: [String] = []
        override func updateConstraints() { updates += 1; CountingView.shared.append("update \(name)"); super.updateConstraints() }
        override func layoutSubviews() { layouts += 1; CountingView.shared.append("layout \(name)"); super.layoutSubviews() }
    }

    @Test func updateConstraintsRunsBottomUpBeforeLayoutOnce() {
        CountingView.shared = []
        let root = CountingView("root")
        root.frame = CGRect(x: 0, y: 0, width: 100, height: 100)
        let mid = CountingView("mid"), leaf = CountingView("leaf")
        root.addSubview(mid); mid.addSubview(leaf)
        root.layoutIfNeeded()
        CountingView.shared = []
        root.setNeedsUpdateConstraints()
        leaf.setNeedsUpdateConstraints()
        mid.setNeedsUpdateConstraints()
        #expect(leaf.needsUpdateConstraints())
        root.layoutIfNeeded()
        let updates = CountingView.shared.filter { $0.hasPrefix("update") }
        #expect(updates == ["update leaf", "update mid", "update root"])
        #expect(CountingView.shared.firstIndex(of: "update root")! < CountingView.shared.firstIndex(of: "layout root")!)
        #expect(!leaf.needsUpdateConstraints())
        root.layoutIfNeeded()
        #expect(root.updates == 1 && mid.updates == 1 && leaf.updates == 1)
    }

    @Test func constantChangeLaysOutTheHolderOnce() {
        let root = CountingView("root")
        root.frame = CGRect(x: 0, y: 0, width: 100, height: 100)
        let v = CountingView("v")
        v.translatesAutoresizingMaskIntoConstraints = false
        root.addSubview(v)
        let w = v.widthAnchor.constraint(equalToConstant: 10)
        NSLayoutConstraint.activate([w, v.heightAnchor.constraint(equalToConstant: 10),
                                     v.leftAnchor.constraint(equalTo: root.leftAnchor), v.topAnchor.constraint(equalTo: root.topAnchor)])
        root.layoutIfNeeded()
        let (r0, v0) = (root.layouts, v.layouts)
        w.constant = 20
        root.layoutIfNeeded()
        #expect(v.frame.width == 20)
        #expect(root.layouts == r0 + 1)
        #expect(v.layouts == v0 + 1) // its bounds size changed
        root.layoutIfNeeded()
        #expect(root.layouts == r0 + 1)
    }

    @Test func systemLayoutSizeFittingCompressedAndExpanded() {
        let cell = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        let label = SizedView(80, 20)
        label.translatesAutoresizingMaskIntoConstraints = false
        cell.addSubview(label)
        NSLayoutConstraint.activate([
            label.leadingAnchor.constraint(equalTo: cell.leadingAnchor, constant: 16),
            label.trailingAnchor.constraint(lessThanOrEqualTo: cell.trailingAnchor, constant: -16),
            label.topAnchor.constraint(equalTo: cell.topAnchor, constant: 11),
            label.bottomAnchor.constraint(equalTo: cell.bottomAnchor, constant: -11),
        ])
        let s = cell.systemLayoutSizeFitting(UIView.layoutFittingCompressedSize)
        #expect(s == CGSize(width: 112, height: 42))
        let fixedWidth = cell.systemLayoutSizeFitting(CGSize(width: 320, height: 0), withHorizontalFittingPriority: .required,
                                                      verticalFittingPriority: .fittingSizeLevel)
        #expect(fixedWidth == CGSize(width: 320, height: 42))
        #expect(cell.frame.size == CGSize(width: 10, height: 10))
    }

    @Test func marginsGuideAndMarginAttributes() {
        let root = container(300, 200)
        root.layoutMargins = UIEdgeInsets(top: 10, left: 20, bottom: 30, right: 40)
        let v = child(in: root)
        NSLayoutConstraint.activate([
            v.leadingAnchor.constraint(equalTo: root.layoutMarginsGuide.leadingAnchor),
            v.trailingAnchor.constraint(equalTo: root.layoutMarginsGuide.trailingAnchor),
            v.topAnchor.constraint(equalTo: root.layoutMarginsGuide.topAnchor),
            NSLayoutConstraint(item: v, attribute: .bottom, relatedBy: .equal, toItem: root, attribute: .bottomMargin, multiplier: 1, constant: 0),
        ])
        root.layoutIfNeeded()
        #expect(v.frame == CGRect(x: 20, y: 10, width: 240, height: 160))
        root.directionalLayoutMargins = NSDirectionalEdgeInsets(top: 0, leading: 5, bottom: 0, trailing: 5)
        root.layoutIfNeeded()
        #expect(v.frame == CGRect(x: 5, y: 0, width: 290, height: 200))
        #expect(UIView().layoutMargins == UIEdgeInsets(top: 8, left: 8, bottom: 8, right: 8))
        #expect(root.layoutMarginsGuide.layoutFrame == CGRect(x: 5, y: 0, width: 290, height: 200))
    }

    @Test func rightToLeftFlipsLeadingAndTrailing() {
        let root = container(300, 100)
        root.semanticContentAttribute = .forceRightToLeft
        let v = child(in: root)
        NSLayoutConstraint.activate([
            v.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 10),
            v.widthAnchor.constraint(equalToConstant: 50), v.topAnchor.constraint(equalTo: root.topAnchor),
            v.heightAnchor.constraint(equalToConstant: 5),
        ])
        root.layoutIfNeeded()
        #expect(v.effectiveUserInterfaceLayoutDirection == .rightToLeft)
        #expect(v.frame.minX == 240)
        #expect(UIView.userInterfaceLayoutDirection(for: .forceLeftToRight, relativeTo: .rightToLeft) == .leftToRight)
    }

    @Test func safeAreaFromTheScreenInsetsTheGuide() {
        let screen = UIScreen(bounds: CGRect(x: 0, y: 0, width: 390, height: 844), scale: 1)
        screen.safeAreaInsets = UIEdgeInsets(top: 47, left: 0, bottom: 34, right: 0)
        let window = UIWindow(frame: screen.bounds)
        window.screen = screen
        let content = UIView(frame: CGRect(x: 0, y: 20, width: 390, height: 800))
        window.addSubview(content)
        #expect(window.safeAreaInsets == UIEdgeInsets(top: 47, left: 0, bottom: 34, right: 0))
        // The window's top 47 points overlap the content's top 27; its bottom edge 44 above the window's.
        #expect(content.safeAreaInsets == UIEdgeInsets(top: 27, left: 0, bottom: 10, right: 0))
        let v = child(in: content)
        NSLayoutConstraint.activate([
            v.topAnchor.constraint(equalTo: content.safeAreaLayoutGuide.topAnchor),
            v.bottomAnchor.constraint(equalTo: content.safeAreaLayoutGuide.bottomAnchor),
            v.leftAnchor.constraint(equalTo: content.leftAnchor), v.widthAnchor.constraint(equalToConstant: 10),
        ])
        content.layoutIfNeeded()
        #expect(v.frame == CGRect(x: 0, y: 27, width: 10, height: 763))
    }
}

@MainActor @Suite(.serialized, .freshWorld) struct AutoLayoutBadInputTests {
    @Test func nonFiniteConstantsAndIntrinsicSizesAreIgnored() {
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        let v = UIView()
        v.translatesAutoresizingMaskIntoConstraints = false
        root.addSubview(v)
        let w = v.widthAnchor.constraint(equalToConstant: 30)
        NSLayoutConstraint.activate([w, v.heightAnchor.constraint(equalToConstant: 10),
                                     v.leftAnchor.constraint(equalTo: root.leftAnchor), v.topAnchor.constraint(equalTo: root.topAnchor)])
        w.constant = .nan
        w.constant = .infinity
        #expect(w.constant == 30)
        root.layoutIfNeeded()
        #expect(v.frame.width == 30)
        let p = v.widthAnchor.constraint(equalToConstant: 1)
        p.priority = UILayoutPriority(5000)
        #expect(p.priority == .required)
        p.priority = UILayoutPriority(0)
        #expect(p.priority.rawValue == 1)
    }

    @Test func conflictingSystemStaysUsableAfterManyEdits() {
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 300, height: 300))
        var views: [UIView] = []
        var state: UInt64 = 99
        func next(_ n: Int) -> Int { state = state &* 6364136223846793005 &+ 1442695040888963407; return Int(state >> 33) % n }
        for _ in 0..<20 {
            let v = UIView()
            v.translatesAutoresizingMaskIntoConstraints = false
            root.addSubview(v)
            views.append(v)
            NSLayoutConstraint.activate([v.leftAnchor.constraint(equalTo: root.leftAnchor, constant: CGFloat(next(100))),
                                         v.topAnchor.constraint(equalTo: root.topAnchor, constant: CGFloat(next(100))),
                                         v.widthAnchor.constraint(equalToConstant: CGFloat(next(50)))])
        }
        var extra: [NSLayoutConstraint] = []
        for _ in 0..<300 {
            let a = views[next(20)], b = views[next(20)]
            if next(3) == 0, !extra.isEmpty {
                extra.remove(at: next(extra.count)).isActive = false
            } else {
                let c = a.heightAnchor.constraint(equalTo: b.heightAnchor, constant: CGFloat(next(20)))
                c.priority = next(2) == 0 ? .required : .defaultLow
                c.isActive = true
                extra.append(c)
            }
            root.layoutIfNeeded()
        }
        // Whatever was broken, the required width and position constraints still hold.
        for v in views { #expect(v.frame.width.isFinite && v.frame.minX >= 0 && v.frame.minX < 100) }
    }
}
