import Foundation
import Testing
import UIKit

/// Patterns that nearly every iOS app uses, checked as Apple documents them.
@MainActor @Suite(.freshWorld) struct CommonPatternsTests {
    /// Animating a constraint change: the constant changes outside the block, `layoutIfNeeded()` runs inside
    /// `UIView.animate`; the model frame jumps at once, the presentation frame moves along the curve.
    @Test func constraintChangeAnimatesThroughLayoutIfNeeded() throws {
        let (window, vc) = shownController(CGSize(width: 400, height: 400))
        defer { withExtendedLifetime(window) {} }
        let box = UIView()
        box.translatesAutoresizingMaskIntoConstraints = false
        vc.view.addSubview(box)
        let left = box.leadingAnchor.constraint(equalTo: vc.view.leadingAnchor)
        NSLayoutConstraint.activate([
            left, box.topAnchor.constraint(equalTo: vc.view.topAnchor, constant: 10),
            box.widthAnchor.constraint(equalToConstant: 50), box.heightAnchor.constraint(equalToConstant: 40),
        ])
        UIApplication.shared.runOneTurn()
        #expect(box.frame == CGRect(x: 0, y: 10, width: 50, height: 40))
        left.constant = 100
        var finished: Bool?
        UIView.animate(withDuration: 1, delay: 0, options: .curveLinear, animations: {
            vc.view.layoutIfNeeded()
        }, completion: { finished = $0 })
        #expect(box.frame.origin.x == 100)
        CAMediaClock.advance(by: 0.5)
        UIApplication.shared.runOneTurn()
        let mid = try #require(box.layer.presentation()).frame.origin.x
        #expect(abs(mid - 50) < 1)
        #expect(finished == nil)
        runFor(0.6)
        #expect(finished == true)
        #expect(box.layer.presentation()?.frame.origin.x == 100)
    }

    /// A tap recognizer's action runs once for a touch down and up in place; its state is `.ended`
    /// (`.recognized`) during the action.
    @Test func tapRecognizerFiresOnce() {
        let (window, vc) = shownController(CGSize(width: 300, height: 300))
        UIApplication.shared.runOneTurn()
        var states: [UIGestureRecognizer.State] = []
        let tap = UITapGestureRecognizer()
        tap.addHandler { r in states.append(r.state) }
        vc.view.addGestureRecognizer(tap)
        window.sendTouch(.began, at: CGPoint(x: 50, y: 50))
        UIApplication.shared.runOneTurn()
        window.sendTouch(.ended, at: CGPoint(x: 50, y: 50))
        UIApplication.shared.runOneTurn()
        #expect(states == [.ended])
    }

    /// A button's `.touchUpInside` action runs for a tap inside it, and not for a touch that ends outside.
    @Test func buttonTouchUpInside() {
        let (window, vc) = shownController(CGSize(width: 300, height: 300))
        let button = UIButton(type: .system)
        button.setTitle("Go", for: .normal)
        button.frame = CGRect(x: 20, y: 20, width: 100, height: 44)
        var taps = 0
        button.addAction(UIAction { _ in taps += 1 }, for: .touchUpInside)
        vc.view.addSubview(button)
        UIApplication.shared.runOneTurn()
        window.sendTouch(.began, at: CGPoint(x: 60, y: 40))
        #expect(button.isHighlighted)
        window.sendTouch(.ended, at: CGPoint(x: 60, y: 40))
        #expect(taps == 1)
        #expect(!button.isHighlighted)
        window.sendTouch(.began, at: CGPoint(x: 60, y: 40))
        window.sendTouch(.moved, at: CGPoint(x: 280, y: 280))
        window.sendTouch(.ended, at: CGPoint(x: 280, y: 280))
        #expect(taps == 1)
    }

    /// A label with `numberOfLines = 0` in a constrained width wraps: its height grows with the text.
    @Test func multilineLabelWrapsInConstrainedWidth() {
        let (window, vc) = shownController(CGSize(width: 300, height: 600))
        let label = UILabel()
        label.numberOfLines = 0
        label.text = String(repeating: "Words wrap onto new lines. ", count: 10)
        label.translatesAutoresizingMaskIntoConstraints = false
        vc.view.addSubview(label)
        NSLayoutConstraint.activate([
            label.leadingAnchor.constraint(equalTo: vc.view.leadingAnchor, constant: 20),
            label.trailingAnchor.constraint(equalTo: vc.view.trailingAnchor, constant: -20),
            label.topAnchor.constraint(equalTo: vc.view.topAnchor, constant: 20),
        ])
        UIApplication.shared.runOneTurn()
        let oneLine = UILabel()
        oneLine.text = "Words"
        let lineHeight = oneLine.intrinsicContentSize.height
        #expect(label.frame.width == 260)
        #expect(label.frame.height > lineHeight * 4)
        // The frame is the text's size when wrapped at the label's width (sizeThatFits' contract).
        #expect(label.frame.height == label.sizeThatFits(CGSize(width: 260, height: CGFloat.greatestFiniteMagnitude)).height)
        // The view below it follows its wrapped height.
        let below = UIView()
        below.translatesAutoresizingMaskIntoConstraints = false
        vc.view.addSubview(below)
        NSLayoutConstraint.activate([
            below.topAnchor.constraint(equalTo: label.bottomAnchor, constant: 8),
            below.leadingAnchor.constraint(equalTo: label.leadingAnchor),
            below.widthAnchor.constraint(equalToConstant: 10), below.heightAnchor.constraint(equalToConstant: 10),
        ])
        UIApplication.shared.runOneTurn()
        #expect(below.frame.minY == label.frame.maxY + 8)
        // A narrower window wraps into more lines.
        let before = label.frame.height
        window.frame = CGRect(x: 0, y: 0, width: 200, height: 600)
        UIApplication.shared.runOneTurn()
        #expect(label.frame.width == 160)
        #expect(label.frame.height > before)
        #expect(label.frame.height == label.sizeThatFits(CGSize(width: 160, height: CGFloat.greatestFiniteMagnitude)).height)
        // A short text stays on one line at its natural width when only the leading edge is pinned.
        let short = UILabel()
        short.numberOfLines = 0
        short.text = "Hi"
        short.translatesAutoresizingMaskIntoConstraints = false
        vc.view.addSubview(short)
        NSLayoutConstraint.activate([
            short.leadingAnchor.constraint(equalTo: vc.view.leadingAnchor), short.topAnchor.constraint(equalTo: vc.view.topAnchor),
        ])
        UIApplication.shared.runOneTurn()
        let natural = short.sizeThatFits(CGSize(width: CGFloat.greatestFiniteMagnitude, height: CGFloat.greatestFiniteMagnitude))
        #expect(short.frame.size == natural)
    }

    /// Self-sizing: `systemLayoutSizeFitting` at a fixed width (what a self-sizing table cell asks for)
    /// wraps a multi-line label at that width, so the fitting height grows with the text.
    @Test func fittingSizeWrapsMultilineLabel() {
        let container = UIView()
        let label = UILabel()
        label.numberOfLines = 0
        label.text = String(repeating: "Self-sizing cells wrap their text. ", count: 8)
        label.translatesAutoresizingMaskIntoConstraints = false
        container.addSubview(label)
        NSLayoutConstraint.activate([
            label.leadingAnchor.constraint(equalTo: container.leadingAnchor, constant: 16),
            label.trailingAnchor.constraint(equalTo: container.trailingAnchor, constant: -16),
            label.topAnchor.constraint(equalTo: container.topAnchor, constant: 11),
            label.bottomAnchor.constraint(equalTo: container.bottomAnchor, constant: -11),
        ])
        let size = container.systemLayoutSizeFitting(CGSize(width: 320, height: 0),
                                                      withHorizontalFittingPriority: .required,
                                                      verticalFittingPriority: .fittingSizeLevel)
        let wrapped = label.sizeThatFits(CGSize(width: 288, height: CGFloat.greatestFiniteMagnitude)).height
        #expect(size.width == 320)
        // The solver's sums carry rounding residue in the last bits (186.66666666666669 for 560/3).
        #expect(abs(size.height - (wrapped + 22)) < 1e-9)
        let oneLine = UILabel()
        oneLine.text = "Self"
        #expect(wrapped > oneLine.intrinsicContentSize.height * 3)
    }

    /// A multi-line label in a vertical stack view pinned to the window's sides wraps at the stack's width.
    @Test func multilineLabelInStackViewWraps() {
        let (window, vc) = shownController(CGSize(width: 320, height: 600))
        defer { withExtendedLifetime(window) {} }
        let title = UILabel()
        title.text = "Title"
        let body = UILabel()
        body.numberOfLines = 0
        body.text = String(repeating: "Body text that needs several lines. ", count: 6)
        let stack = UIStackView(arrangedSubviews: [title, body])
        stack.axis = .vertical
        stack.spacing = 4
        stack.translatesAutoresizingMaskIntoConstraints = false
        vc.view.addSubview(stack)
        NSLayoutConstraint.activate([
            stack.leadingAnchor.constraint(equalTo: vc.view.leadingAnchor, constant: 10),
            stack.trailingAnchor.constraint(equalTo: vc.view.trailingAnchor, constant: -10),
            stack.topAnchor.constraint(equalTo: vc.view.topAnchor, constant: 10),
        ])
        UIApplication.shared.runOneTurn()
        #expect(body.frame.width == 300)
        let wrapped = body.sizeThatFits(CGSize(width: 300, height: CGFloat.greatestFiniteMagnitude)).height
        #expect(body.frame.height == wrapped)
        #expect(stack.frame.height == title.intrinsicContentSize.height + 4 + wrapped)
    }

    /// Presenting with animation: the completion runs after the transition; the presented controller's
    /// `presentingViewController` is set; dismissing clears `presentedViewController`.
    @Test func presentAndDismissCompletions() {
        let window = appWindow()
        let log = VCLog()
        let root = LoggedVC("root", log)
        window.rootViewController = root
        window.makeKeyAndVisible()
        runFor(0.1)
        log.clear()
        let modal = LoggedVC("modal", log)
        var presented = false
        root.present(modal, animated: true) { presented = true }
        #expect(root.presentedViewController === modal)
        #expect(modal.presentingViewController === root)
        runFor(1)
        #expect(presented)
        #expect(log.entries.contains("modal.viewDidAppear"))
        var dismissed = false
        root.dismiss(animated: true) { dismissed = true }
        runFor(1)
        #expect(dismissed)
        #expect(root.presentedViewController == nil)
        #expect(log.entries.last == "modal.viewDidDisappear" || log.entries.last == "root.viewDidAppear")
    }

    /// A scroll view follows a pan: dragging up by 100 points moves `contentOffset.y` by about 100 and the
    /// delegate hears `scrollViewDidScroll`.
    @Test func scrollViewFollowsDrag() {
        let (window, vc) = shownController(CGSize(width: 300, height: 400))
        let scroll = UIScrollView(frame: CGRect(x: 0, y: 0, width: 300, height: 400))
        scroll.contentSize = CGSize(width: 300, height: 2000)
        vc.view.addSubview(scroll)
        final class D: NSObject, UIScrollViewDelegate {
            var scrolls = 0, begins = 0
            func scrollViewDidScroll(_ s: UIScrollView) { scrolls += 1 }
            func scrollViewWillBeginDragging(_ s: UIScrollView) { begins += 1 }
        }
        let d = D()
        scroll.delegate = d
        UIApplication.shared.runOneTurn()
        var y = 300.0
        window.sendTouch(.began, at: CGPoint(x: 150, y: y))
        for _ in 0..<20 {
            y -= 5
            CAMediaClock.advance(by: 0.016)
            window.sendTouch(.moved, at: CGPoint(x: 150, y: y))
            UIApplication.shared.runOneTurn()
        }
        let during = scroll.contentOffset.y
        // The pan starts after the 10-point hysteresis; the content then tracks the finger.
        #expect(during > 80 && during <= 100)
        #expect(d.begins == 1)
        #expect(d.scrolls > 0)
        #expect(scroll.isDragging)
        window.sendTouch(.ended, at: CGPoint(x: 150, y: y))
        runFor(3)
        #expect(!scroll.isDecelerating)
        #expect(scroll.contentOffset.y > during)
    }
}

/// Self-sizing table rows (`rowHeight = UITableView.automaticDimension`, the default since iOS 11).
@MainActor @Suite(.freshWorld) struct SelfSizingRowTests {
    final class Source: NSObject, UITableViewDataSource {
        let texts: [String]
        let makeCell: (String) -> UITableViewCell
        init(_ texts: [String], _ makeCell: @escaping (String) -> UITableViewCell) { self.texts = texts; self.makeCell = makeCell }
        func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { texts.count }
        func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell { makeCell(texts[indexPath.row]) }
    }

    final class NoteCell: UITableViewCell {
        let body = UILabel()
        override init(style: UITableViewCell.CellStyle, reuseIdentifier: String?) {
            super.init(style: style, reuseIdentifier: reuseIdentifier)
            body.numberOfLines = 0
            body.translatesAutoresizingMaskIntoConstraints = false
            contentView.addSubview(body)
            NSLayoutConstraint.activate([
                body.leadingAnchor.constraint(equalTo: contentView.leadingAnchor, constant: 20),
                body.trailingAnchor.constraint(equalTo: contentView.trailingAnchor, constant: -20),
                body.topAnchor.constraint(equalTo: contentView.topAnchor, constant: 12),
                body.bottomAnchor.constraint(equalTo: contentView.bottomAnchor, constant: -12),
            ])
        }
        required init?(coder: NSCoder) { return nil }
    }

    func table(_ source: Source) -> UITableView {
        let (window, vc) = shownController(CGSize(width: 320, height: 800))
        defer { withExtendedLifetime(window) {} }
        let table = UITableView(frame: CGRect(x: 0, y: 0, width: 320, height: 800), style: .plain)
        table.dataSource = source
        vc.view.addSubview(table)
        UIApplication.shared.runOneTurn()
        return table
    }

    @Test func constrainedMultilineLabelSizesItsRow() {
        let long = String(repeating: "A note long enough to wrap. ", count: 8)
        let source = Source(["Short", long]) { text in
            let c = NoteCell(style: .default, reuseIdentifier: nil)
            c.body.text = text
            return c
        }
        let t = table(source)
        let short = t.rectForRow(at: IndexPath(row: 0, section: 0)).height
        let tall = t.rectForRow(at: IndexPath(row: 1, section: 0)).height
        let probe = UILabel()
        probe.numberOfLines = 0
        probe.text = long
        let wrapped = probe.sizeThatFits(CGSize(width: 280, height: CGFloat.greatestFiniteMagnitude)).height
        #expect(tall == ceil(wrapped + 24))
        #expect(tall > short * 3)
    }

    @Test func builtInStyleWithUnlimitedLinesSizesItsRow() {
        let long = String(repeating: "Built-in cells wrap too. ", count: 10)
        let source = Source(["One line", long]) { text in
            let c = UITableViewCell(style: .default, reuseIdentifier: nil)
            c.textLabel?.text = text
            c.textLabel?.numberOfLines = 0
            return c
        }
        let t = table(source)
        #expect(t.rectForRow(at: IndexPath(row: 0, section: 0)).height == 44)
        let tall = t.rectForRow(at: IndexPath(row: 1, section: 0)).height
        let probe = UILabel()
        probe.numberOfLines = 0
        probe.text = long
        let lines = probe.sizeThatFits(CGSize(width: 288, height: CGFloat.greatestFiniteMagnitude)).height
        #expect(tall >= lines + 22 - 1 && tall <= lines + 22 + 1)
        let cell = t.cellForRow(at: IndexPath(row: 1, section: 0))
        #expect((cell?.textLabel?.frame.height ?? 0) >= lines - 1)
    }
}

/// A text view with scrolling disabled grows with its text under Auto Layout (the "self-sizing text
/// view" of chat and form screens).
@MainActor @Suite(.freshWorld) struct SelfSizingTextViewTests {
    @Test func nonScrollingTextViewGrowsWithText() {
        let (window, vc) = shownController(CGSize(width: 320, height: 600))
        defer { withExtendedLifetime(window) {} }
        let tv = UITextView()
        tv.isScrollEnabled = false
        tv.font = .systemFont(ofSize: 17)
        tv.text = "One line"
        tv.translatesAutoresizingMaskIntoConstraints = false
        vc.view.addSubview(tv)
        NSLayoutConstraint.activate([
            tv.leadingAnchor.constraint(equalTo: vc.view.leadingAnchor, constant: 10),
            tv.trailingAnchor.constraint(equalTo: vc.view.trailingAnchor, constant: -10),
            tv.topAnchor.constraint(equalTo: vc.view.topAnchor, constant: 10),
        ])
        UIApplication.shared.runOneTurn()
        let oneLine = tv.frame.height
        #expect(oneLine == tv.sizeThatFits(CGSize(width: 300, height: 0)).height)
        tv.text = String(repeating: "More text makes the view taller. ", count: 8)
        UIApplication.shared.runOneTurn()
        #expect(tv.frame.width == 300)
        #expect(tv.frame.height == tv.sizeThatFits(CGSize(width: 300, height: 0)).height)
        #expect(tv.frame.height > oneLine * 3)
        // With scrolling on again it has no intrinsic size.
        tv.isScrollEnabled = true
        #expect(tv.intrinsicContentSize == CGSize(width: UIView.noIntrinsicMetric, height: UIView.noIntrinsicMetric))
    }
}
