import Testing
import UIKit

@MainActor @Suite(.serialized, .freshWorld) struct GeometryFixesTests {
    final class Counting: UIView {
        var layouts = 0
        override func layoutSubviews() { layouts += 1; super.layoutSubviews() }
    }

    @Test func boundsSizeChangeLaysOutTheSuperviewButScrollingDoesNot() {
        let parent = Counting(frame: CGRect(x: 0, y: 0, width: 200, height: 200))
        let v = Counting(frame: CGRect(x: 0, y: 0, width: 50, height: 50))
        parent.addSubview(v)
        parent.layoutIfNeeded()
        let (p0, v0) = (parent.layouts, v.layouts)
        v.layer.bounds = CGRect(x: 0, y: 0, width: 60, height: 50)
        parent.layoutIfNeeded()
        #expect(parent.layouts == p0 + 1)
        #expect(v.layouts == v0 + 1)
        v.bounds.origin = CGPoint(x: 0, y: 30)
        parent.layoutIfNeeded()
        #expect(parent.layouts == p0 + 1)
        #expect(v.layouts == v0 + 1)
    }

    @Test func conversionOutsideAWindowIncludesTheRootFrame() {
        let root = UIView(frame: CGRect(x: 100, y: 50, width: 300, height: 300))
        let child = UIView(frame: CGRect(x: 10, y: 20, width: 50, height: 50))
        root.addSubview(child)
        #expect(child.convert(CGPoint(x: 1, y: 2), to: nil) == CGPoint(x: 111, y: 72))
        #expect(child.convert(CGPoint(x: 111, y: 72), from: nil) == CGPoint(x: 1, y: 2))
        let other = UIView(frame: CGRect(x: 5, y: 5, width: 10, height: 10))
        #expect(child.convert(CGRect(x: 0, y: 0, width: 4, height: 4), to: other) == CGRect(x: 105, y: 65, width: 4, height: 4))
        #expect(other.convert(CGPoint(x: 105, y: 65), to: child) == CGPoint(x: 0, y: 0))
    }

    @Test func frameUnderScaleReadsBackWhatWasSet() {
        let v = UIView(frame: .zero)
        v.transform = CGAffineTransform(scaleX: 1.5, y: 1.5)
        v.frame = CGRect(x: 10, y: 20, width: 100, height: 100)
        #expect(v.frame == CGRect(x: 10, y: 20, width: 100, height: 100))
        v.transform = CGAffineTransform(scaleX: 2.5, y: 0.7)
        v.frame = CGRect(x: 0, y: 0, width: 37, height: 99)
        #expect(v.frame.size == CGSize(width: 37, height: 99))
    }

    @Test func geometryPrintsAsOnApplePlatforms() {
        #expect("\(CGRect(x: 40, y: 100, width: 200, height: 100))" == "(40.0, 100.0, 200.0, 100.0)")
        #expect("\(CGPoint(x: 1, y: 2.5))" == "(1.0, 2.5)")
        #expect("\(CGSize(width: 3, height: 4))" == "(3.0, 4.0)")
        #expect("\([CGPoint(x: 1, y: 2)])" == "[(1.0, 2.0)]")
        #expect("\(CGAffineTransform.identity)" == "CGAffineTransform(a: 1.0, b: 0.0, c: 0.0, d: 1.0, tx: 0.0, ty: 0.0)")
    }
}

@MainActor @Suite(.serialized, .freshWorld) struct VisualFormatTests {
    private func setup() -> (UIView, UIView, UIView) {
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 300, height: 200))
        let a = UIView(), b = UIView()
        for v in [a, b] { v.translatesAutoresizingMaskIntoConstraints = false; root.addSubview(v) }
        return (root, a, b)
    }

    @Test func horizontalChainWithSpacingsAndSize() {
        let (root, a, b) = setup()
        let cs = NSLayoutConstraint.constraints(withVisualFormat: "H:|-10-[a]-gap-[b(40)]-|", options: [.alignAllTop],
                                                metrics: ["gap": 20], views: ["a": a, "b": b])
        NSLayoutConstraint.activate(cs)
        NSLayoutConstraint.activate(NSLayoutConstraint.constraints(withVisualFormat: "V:|-(5)-[a(30)]", options: [], metrics: nil, views: ["a": a]))
        NSLayoutConstraint.activate([b.heightAnchor.constraint(equalToConstant: 10)])
        root.layoutIfNeeded()
        // b ends 20 (the standard superview spacing) before 300; a fills from 10 to 20 before b.
        #expect(b.frame == CGRect(x: 240, y: 5, width: 40, height: 10))
        #expect(a.frame == CGRect(x: 10, y: 5, width: 210, height: 30))
    }

    @Test func verticalEqualHeightsAndPriorities() {
        let (root, a, b) = setup()
        NSLayoutConstraint.activate(NSLayoutConstraint.constraints(withVisualFormat: "V:|[a(==b)][b]|", options: [], metrics: nil, views: ["a": a, "b": b]))
        NSLayoutConstraint.activate(NSLayoutConstraint.constraints(withVisualFormat: "H:|[a]|", options: [], metrics: nil, views: ["a": a]))
        let bh = NSLayoutConstraint.constraints(withVisualFormat: "H:|-(>=7,==50@750)-[b(<=100)]", options: [], metrics: nil, views: ["b": b])
        #expect(bh.count == 3)
        #expect(bh.contains { $0.priority == UILayoutPriority(750) && $0.constant == 50 })
        NSLayoutConstraint.activate(bh + [b.widthAnchor.constraint(equalToConstant: 30)])
        root.layoutIfNeeded()
        #expect(a.frame == CGRect(x: 0, y: 0, width: 300, height: 100))
        #expect(b.frame == CGRect(x: 50, y: 100, width: 30, height: 100))
    }
}
