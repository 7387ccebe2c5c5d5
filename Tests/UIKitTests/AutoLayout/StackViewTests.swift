import Testing
import UIKit

private final class Box: UIView {
    let size: CGSize
    init(_ w: CGFloat, _ h: CGFloat) { size = CGSize(width: w, height: h); super.init(frame: .zero) }
    required init?(coder: NSCoder) { fatalError() }
    override var intrinsicContentSize: CGSize { size }
}

/// A 300×100 horizontal stack of boxes 50×20, 70×30 and 30×10 with 10 points of spacing.
@MainActor private func makeStack(_ d: UIStackView.Distribution, _ a: UIStackView.Alignment = .fill) -> (UIStackView, [UIView]) {
    let views = [Box(50, 20), Box(70, 30), Box(30, 10)]
    let stack = UIStackView(arrangedSubviews: views)
    stack.frame = CGRect(x: 0, y: 0, width: 300, height: 100)
    stack.spacing = 10
    stack.distribution = d
    stack.alignment = a
    return (stack, views)
}

private func close(_ a: CGRect, _ b: CGRect) -> Bool {
    abs(a.minX - b.minX) < 1e-6 && abs(a.minY - b.minY) < 1e-6 && abs(a.width - b.width) < 1e-6 && abs(a.height - b.height) < 1e-6
}

@MainActor @Suite(.serialized, .freshWorld) struct StackViewTests {
    @Test func defaultsAndArrangedSubviews() {
        let s = UIStackView()
        #expect(s.axis == .horizontal && s.distribution == .fill && s.alignment == .fill && s.spacing == 0)
        #expect(UIStackView.Alignment.top == .leading && UIStackView.Alignment.bottom == .trailing)
        #expect(UIStackView.Distribution.equalCentering.rawValue == 4 && UIStackView.Alignment.lastBaseline.rawValue == 5)
        let a = UIView(), b = UIView(), c = UIView()
        s.addArrangedSubview(a); s.addArrangedSubview(c); s.insertArrangedSubview(b, at: 1)
        #expect(s.arrangedSubviews == [a, b, c])
        #expect(s.subviews.count == 3 && !a.translatesAutoresizingMaskIntoConstraints)
        s.removeArrangedSubview(b)
        #expect(s.arrangedSubviews == [a, c])
        #expect(b.superview === s)
        c.removeFromSuperview()
        #expect(s.arrangedSubviews == [a])
        #expect(s.customSpacing(after: a) == UIStackView.spacingUseDefault)
    }

    @Test func fillGivesExtraSpaceToTheLeastHuggingView() {
        let (stack, v) = makeStack(.fill)
        v[2].setContentHuggingPriority(.defaultLow - 1, for: .horizontal)
        stack.layoutIfNeeded()
        // 300 − (50 + 70 + 30 + 2 × 10) = 130 extra points, all to the third view.
        #expect(close(v[0].frame, CGRect(x: 0, y: 0, width: 50, height: 100)))
        #expect(close(v[1].frame, CGRect(x: 60, y: 0, width: 70, height: 100)))
        #expect(close(v[2].frame, CGRect(x: 140, y: 0, width: 160, height: 100)))
    }

    @Test func fillEqually() {
        let (stack, v) = makeStack(.fillEqually)
        stack.layoutIfNeeded()
        let w = (300 - 20) / 3.0
        for i in 0..<3 { #expect(close(v[i].frame, pixelAligned(CGRect(x: CGFloat(i) * (w + 10), y: 0, width: w, height: 100)))) }
    }

    @Test func fillProportionally() {
        let (stack, v) = makeStack(.fillProportionally)
        stack.layoutIfNeeded()
        // 280 points shared 50 : 70 : 30.
        let widths: [CGFloat] = [280 * 50 / 150, 280 * 70 / 150, 280 * 30 / 150]
        var x: CGFloat = 0
        for i in 0..<3 {
            #expect(close(v[i].frame, pixelAligned(CGRect(x: x, y: 0, width: widths[i], height: 100))))
            x += widths[i] + 10
        }
    }

    @Test func equalSpacing() {
        let (stack, v) = makeStack(.equalSpacing)
        stack.layoutIfNeeded()
        // Natural widths; the 150 points left make two gaps of 75.
        #expect(close(v[0].frame, CGRect(x: 0, y: 0, width: 50, height: 100)))
        #expect(close(v[1].frame, CGRect(x: 125, y: 0, width: 70, height: 100)))
        #expect(close(v[2].frame, CGRect(x: 270, y: 0, width: 30, height: 100)))
    }

    @Test func equalCentering() {
        let (stack, v) = makeStack(.equalCentering)
        stack.layoutIfNeeded()
        // Centers at 25 and 285, so the middle one is centered at 155.
        #expect(close(v[1].frame, CGRect(x: 120, y: 0, width: 70, height: 100)))
        #expect(close(v[2].frame, CGRect(x: 270, y: 0, width: 30, height: 100)))
    }

    @Test func alignments() {
        let expectations: [(UIStackView.Alignment, [CGFloat], [CGFloat])] = [
            (.top, [0, 0, 0], [20, 30, 10]),
            (.center, [40, 35, 45], [20, 30, 10]),
            (.bottom, [80, 70, 90], [20, 30, 10]),
            (.fill, [0, 0, 0], [100, 100, 100]),
            // Plain views' baselines are their bottom edges: all bottoms line up under the tallest.
            (.firstBaseline, [10, 0, 20], [20, 30, 10]),
            (.lastBaseline, [10, 0, 20], [20, 30, 10]),
        ]
        for (alignment, ys, hs) in expectations {
            let (stack, v) = makeStack(.equalSpacing, alignment)
            stack.layoutIfNeeded()
            for i in 0..<3 {
                #expect(abs(v[i].frame.minY - ys[i]) < 1e-6, "\(alignment) view \(i) y")
                #expect(abs(v[i].frame.height - hs[i]) < 1e-6, "\(alignment) view \(i) height")
            }
        }
    }

    @Test func verticalAxisWithLeadingAlignmentAndCustomSpacing() {
        let (stack, v) = makeStack(.fill, .leading)
        stack.axis = .vertical
        stack.frame = CGRect(x: 0, y: 0, width: 100, height: 300)
        stack.setCustomSpacing(25, after: v[0])
        v[2].setContentHuggingPriority(.defaultLow - 1, for: .vertical)
        stack.layoutIfNeeded()
        #expect(close(v[0].frame, CGRect(x: 0, y: 0, width: 50, height: 20)))
        #expect(close(v[1].frame, CGRect(x: 0, y: 45, width: 70, height: 30)))
        #expect(close(v[2].frame, CGRect(x: 0, y: 85, width: 30, height: 215)))
    }

    @Test func hiddenArrangedViewsCollapse() {
        let (stack, v) = makeStack(.fillEqually)
        stack.layoutIfNeeded()
        v[1].isHidden = true
        stack.layoutIfNeeded()
        #expect(close(v[0].frame, CGRect(x: 0, y: 0, width: 145, height: 100)))
        #expect(close(v[2].frame, CGRect(x: 155, y: 0, width: 145, height: 100)))
        #expect(v[1].frame.width == 0)
        v[1].isHidden = false
        stack.layoutIfNeeded()
        #expect(close(v[1].frame, pixelAligned(CGRect(x: 280 / 3.0 + 10, y: 0, width: 280 / 3.0, height: 100))))
    }

    @Test func layoutMarginsRelativeArrangement() {
        let (stack, v) = makeStack(.fillEqually)
        stack.isLayoutMarginsRelativeArrangement = true
        stack.layoutMargins = UIEdgeInsets(top: 5, left: 10, bottom: 5, right: 10)
        stack.layoutIfNeeded()
        let w = (280 - 20) / 3.0
        #expect(close(v[0].frame, pixelAligned(CGRect(x: 10, y: 5, width: w, height: 90))))
    }

    @Test func stackInsideConstraintsShrinkWrapsItsContent() {
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 400, height: 400))
        let views = [Box(50, 20), Box(70, 30)]
        let stack = UIStackView(arrangedSubviews: views)
        stack.spacing = 8
        stack.alignment = .center
        stack.translatesAutoresizingMaskIntoConstraints = false
        root.addSubview(stack)
        NSLayoutConstraint.activate([stack.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 20),
                                     stack.topAnchor.constraint(equalTo: root.topAnchor, constant: 30)])
        root.layoutIfNeeded()
        #expect(close(stack.frame, CGRect(x: 20, y: 30, width: 128, height: 30)))
        #expect(close(views[0].frame, CGRect(x: 0, y: 5, width: 50, height: 20)))
    }
}
