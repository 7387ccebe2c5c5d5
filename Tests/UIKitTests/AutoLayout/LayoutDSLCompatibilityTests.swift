import Testing
import UIKit

/// The shapes layout DSLs compile against (SnapKit subclasses NSLayoutConstraint and compares anchors,
/// TinyConstraints is generic over anchors, Cartography and SnapKit accept UILayoutSupport).
private final class LabeledConstraint: NSLayoutConstraint {
    var label: String?
}

@MainActor
private func pin<T>(_ a: NSLayoutAnchor<T>, to b: NSLayoutAnchor<T>, offset: CGFloat) -> NSLayoutConstraint {
    a.constraint(equalTo: b, constant: offset)
}

@MainActor @Suite(.serialized, .freshWorld) struct LayoutDSLCompatibilityTests {
    @Test func subclassAnchorsGenericsAndLayoutSupport() {
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 200, height: 100))
        let v = UIView()
        v.translatesAutoresizingMaskIntoConstraints = false
        root.addSubview(v)
        let c = LabeledConstraint(item: v, attribute: .width, relatedBy: .equal, toItem: nil, attribute: .notAnAttribute,
                                  multiplier: 1, constant: 40)
        c.label = "width"
        c.shouldBeArchived = true
        #expect(c.firstAnchor == v.widthAnchor.constraint(equalToConstant: 1).firstAnchor)
        #expect(c.secondAnchor == nil)
        let guide = UILayoutGuide()
        root.addLayoutGuide(guide)
        let support: UILayoutSupport = guide
        NSLayoutConstraint.activate([
            c,
            pin(v.leadingAnchor, to: root.leadingAnchor, offset: 12),
            pin(v.topAnchor, to: support.bottomAnchor, offset: 0),
            guide.topAnchor.constraint(equalTo: root.topAnchor),
            guide.heightAnchor.constraint(equalToConstant: 30),
            guide.leadingAnchor.constraint(equalTo: root.leadingAnchor),
            guide.widthAnchor.constraint(equalTo: root.widthAnchor),
            v.heightAnchor.constraint(equalTo: root.heightAnchor, multiplier: 0.5, constant: -10),
        ])
        root.layoutIfNeeded()
        #expect(v.frame == CGRect(x: 12, y: 30, width: 40, height: 40))
        #expect(support.length == 30)
        #expect(guide.layoutFrame == CGRect(x: 0, y: 30 - 30, width: 200, height: 30))
        #expect(root.layoutGuides.count == 1 && guide.owningView === root)
        #expect((c.firstItem as? UIView) === v)
        #expect(c.description.contains("width == 40"))
        #expect(UIApplication.shared.userInterfaceLayoutDirection == .leftToRight)
    }

    @Test func overridableMembersAreOverridable() {
        final class Custom: UIView {
            var marginChanges = 0
            override class var requiresConstraintBasedLayout: Bool { true }
            override var alignmentRectInsets: UIEdgeInsets { UIEdgeInsets(top: 0, left: 5, bottom: 0, right: 5) }
            override var intrinsicContentSize: CGSize { CGSize(width: 20, height: 10) }
            override func layoutMarginsDidChange() { marginChanges += 1 }
            override func contentHuggingPriority(for axis: NSLayoutConstraint.Axis) -> UILayoutPriority { .required }
        }
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 200, height: 100))
        let v = Custom()
        v.translatesAutoresizingMaskIntoConstraints = false
        root.addSubview(v)
        NSLayoutConstraint.activate([v.leadingAnchor.constraint(equalTo: root.leadingAnchor),
                                     v.topAnchor.constraint(equalTo: root.topAnchor)])
        root.layoutIfNeeded()
        // The alignment rect (20 wide) starts at 0, so the frame is 5 wider on each side.
        #expect(v.frame == CGRect(x: -5, y: 0, width: 30, height: 10))
        #expect(v.alignmentRect(forFrame: v.frame) == CGRect(x: 0, y: 0, width: 20, height: 10))
        v.layoutMargins = UIEdgeInsets(top: 1, left: 1, bottom: 1, right: 1)
        #expect(v.marginChanges == 1)
    }
}
