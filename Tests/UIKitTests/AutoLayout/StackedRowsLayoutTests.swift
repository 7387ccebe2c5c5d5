import Testing
import UIKit

private final class Cell: UIView {
    var size: CGSize
    init(_ w: CGFloat, _ h: CGFloat) { size = CGSize(width: w, height: h); super.init(frame: .zero) }
    required init?(coder: NSCoder) { fatalError() }
    override var intrinsicContentSize: CGSize { size }
}

/// A table-like screen: rows that are centre-aligned horizontal stack views of three views with intrinsic
/// sizes, each row's top pinned 4 points below the previous row's bottom (the shape for which the solver's
/// sparse rows keep the first layout from growing with the cube of the number of rows). Frames are checked against positions computed by
/// hand from UIStackView's documented fill distribution and centre alignment.
@MainActor @Suite(.freshWorld) struct StackedRowsLayoutTests {
    @Test func chainedStackRowsGetHandComputedFrames() {
        let n = 100
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
        var rows: [UIStackView] = []
        var cells: [[Cell]] = []
        for i in 0..<n {
            let a = Cell(40, 40 + CGFloat(i % 5) * 2), b = Cell(200, 20 + CGFloat(i % 3)), c = Cell(30, 30)
            // The middle view hugs least, so it takes the width the others leave.
            b.setContentHuggingPriority(.defaultLow - 1, for: .horizontal)
            let row = UIStackView(arrangedSubviews: [a, b, c])
            row.spacing = 8
            row.alignment = .center
            row.translatesAutoresizingMaskIntoConstraints = false
            root.addSubview(row)
            NSLayoutConstraint.activate([
                row.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 16),
                row.trailingAnchor.constraint(equalTo: root.trailingAnchor, constant: -16),
                row.topAnchor.constraint(equalTo: rows.last?.bottomAnchor ?? root.topAnchor, constant: 4)])
            rows.append(row)
            cells.append([a, b, c])
        }
        root.layoutIfNeeded()

        // Row width 390 − 2 × 16 = 358; the middle view gets 358 − 40 − 30 − 2 × 8 = 272.
        func check(rowHeight: (Int) -> CGFloat) {
            var y: CGFloat = 4
            for i in 0..<n {
                let h = rowHeight(i)
                #expect(rows[i].frame == CGRect(x: 16, y: y, width: 358, height: h), "row \(i)")
                let (a, b, c) = (cells[i][0], cells[i][1], cells[i][2])
                #expect(nearlyEqual(a.frame, pixelAligned(CGRect(x: 0, y: (h - a.size.height) / 2, width: 40, height: a.size.height))), "row \(i) first")
                #expect(nearlyEqual(b.frame, pixelAligned(CGRect(x: 48, y: (h - b.size.height) / 2, width: 272, height: b.size.height))), "row \(i) middle")
                #expect(nearlyEqual(c.frame, pixelAligned(CGRect(x: 328, y: (h - 30) / 2, width: 30, height: 30))), "row \(i) last")
                y += h + 4
            }
        }
        check { 40 + CGFloat($0 % 5) * 2 }

        // A middle row's content grows taller than its first view: that row grows and the rows below move.
        let m = n / 2
        cells[m][1].size.height = 60
        cells[m][1].invalidateIntrinsicContentSize()
        root.layoutIfNeeded()
        check { $0 == m ? 60 : 40 + CGFloat($0 % 5) * 2 }

        // The engine is shared by every test: take this screen's constraints out of it again.
        NSLayoutConstraint.deactivate(root.constraints)
        for row in rows { NSLayoutConstraint.deactivate(row.constraints); row.removeFromSuperview() }
    }
}
