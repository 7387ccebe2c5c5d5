import Testing
import QuartzCore
@testable import UIKit

/// Random constraint screens (rows of plain views and of stack views, chained top to bottom) in several
/// hierarchies, under random builds, constant edits, removals and releases: a hierarchy released whole,
/// or released while the app keeps some of its rows (which become roots, as on iOS, keeping their own
/// constraints). After every step, in every hierarchy still alive, each required constraint the test made
/// holds in the frames UIKit set (measured in the root's coordinates, within a pixel's rounding per
/// edge), and no solver holds a released view's variables: the test keeps weak references to every
/// view's engine variables, and a solver constraint retains the variables it mentions, so a dead view's
/// variable that is still alive is one some engine kept.
@MainActor @Suite(.serialized, .freshWorld) struct ReleasedHierarchiesInvariantTests {

    /// A view with a fixed intrinsic size (a stack view's arranged content).
    private final class Sized: UIView {
        let size: CGSize
        init(_ size: CGSize) { self.size = size; super.init(frame: .zero) }
        required init?(coder: NSCoder) { fatalError("not used") }
        override var intrinsicContentSize: CGSize { size }
    }

    /// One row and the required constraints the test made for it (its height or stack content, its
    /// sides, its top against the row above).
    private struct Row {
        let view: UIView
        var constraints: [NSLayoutConstraint]
    }

    /// A hierarchy: a root (a window or a plain view) with a frame-placed container of chained rows.
    @MainActor private final class Screen {
        let root: UIView
        let container: UIView
        var rows: [Row] = []
        init(root: UIView) {
            self.root = root
            container = UIView(frame: CGRect(x: 0, y: 0, width: 320, height: 2000))
            root.addSubview(container)
        }
    }

    /// Weak references to a view and to its engine variables, taken after it was laid out.
    private struct Watched {
        weak var view: UIView?
        var variables: [() -> AnyObject?]
        let label: String
    }

    private func makeRow(in s: Screen, _ rng: inout SplitMix64) -> Row {
        let view: UIView
        var cs: [NSLayoutConstraint] = []
        if Bool.random(using: &rng) {
            view = UIView()
            view.translatesAutoresizingMaskIntoConstraints = false
            cs.append(view.heightAnchor.constraint(equalToConstant: CGFloat(Int.random(in: 10...40, using: &rng))))
        } else {
            let items = (0..<Int.random(in: 1...3, using: &rng)).map { _ in
                Sized(CGSize(width: CGFloat(Int.random(in: 20...60, using: &rng)), height: CGFloat(Int.random(in: 12...30, using: &rng))))
            }
            let stack = UIStackView(arrangedSubviews: items)
            stack.spacing = 4
            stack.alignment = .center
            stack.translatesAutoresizingMaskIntoConstraints = false
            view = stack
        }
        s.container.addSubview(view)
        let inset = CGFloat(Int.random(in: 0...20, using: &rng))
        cs += [view.leadingAnchor.constraint(equalTo: s.container.leadingAnchor, constant: inset),
               view.trailingAnchor.constraint(equalTo: s.container.trailingAnchor, constant: -inset),
               view.topAnchor.constraint(equalTo: s.rows.last?.view.bottomAnchor ?? s.container.topAnchor, constant: 4)]
        NSLayoutConstraint.activate(cs)
        return Row(view: view, constraints: cs)
    }

    /// Re-chains row `k` to the row above it (or the container) after a removal broke its top constraint.
    private func rechain(_ s: Screen, _ k: Int) {
        guard k < s.rows.count else { return }
        let top = s.rows[k].view.topAnchor.constraint(equalTo: k > 0 ? s.rows[k - 1].view.bottomAnchor : s.container.topAnchor, constant: 4)
        top.isActive = true
        s.rows[k].constraints[s.rows[k].constraints.count - 1] = top
    }

    /// The value of `attribute` of `view` in `root`'s coordinates, from the frames UIKit set.
    private func value(_ view: UIView, _ attribute: NSLayoutConstraint.Attribute, in root: UIView) -> CGFloat {
        let r = view.convert(view.bounds, to: root)
        switch attribute {
        case .leading, .left: return r.minX
        case .trailing, .right: return r.maxX
        case .top: return r.minY
        case .bottom: return r.maxY
        case .height: return r.height
        case .width: return r.width
        default: return .nan
        }
    }

    private func watch(_ v: UIView, _ label: String) -> Watched {
        let vars = v._existingLayoutEngine?.engineVariables(of: v) ?? []
        return Watched(view: v, variables: vars.map { o in { [weak o] in o } }, label: label)
    }

    @Test(arguments: [1, 2, 3, 4, 5, 6] as [UInt64])
    func requiredConstraintsHoldAndReleasedViewsLeaveNoVariables(seed: UInt64) {
        PipelineOwner.installFresh()
        var rng = SplitMix64(seed: seed &* 0x9E37_79B9)
        var screens: [Screen] = []
        /// Rows the app kept when their hierarchy was released: each is a root now, with its own subtree.
        var kept: [Row] = []
        var watched: [Watched] = []
        func newScreen() -> Screen {
            let root: UIView
            if Bool.random(using: &rng) {
                let w = UIWindow(frame: CGRect(x: 0, y: 0, width: 320, height: 2000))
                w.screen = UIScreen(bounds: CGRect(x: 0, y: 0, width: 320, height: 2000), scale: 2)
                root = w
            } else {
                root = UIView(frame: CGRect(x: 0, y: 0, width: 320, height: 2000))
            }
            let s = Screen(root: root)
            for _ in 0..<Int.random(in: 2...8, using: &rng) { s.rows.append(makeRow(in: s, &rng)) }
            return s
        }
        for _ in 0..<3 { screens.append(newScreen()) }
        var log: [String] = []
        for step in 0..<50 {
            let op = Int.random(in: 0..<8, using: &rng)
            log.append(String(op))
            let i = Int.random(in: 0..<screens.count, using: &rng)
            let s = screens[i]
            switch op {
            case 0:   // a new row at the end
                s.rows.append(makeRow(in: s, &rng))
            case 1:   // a constant edit
                if let k = s.rows.indices.randomElement(using: &rng) {
                    s.rows[k].constraints[0].constant = CGFloat(Int.random(in: 10...40, using: &rng))
                }
            case 2:   // one row removed and released
                if s.rows.count > 1 {
                    let k = Int.random(in: 0..<s.rows.count, using: &rng)
                    let row = s.rows.remove(at: k)
                    row.view.removeFromSuperview()
                    rechain(s, k)
                }
            case 3:   // the whole hierarchy released
                screens.remove(at: i)
                screens.append(newScreen())
            case 4:   // the hierarchy released while the app keeps some of its rows
                let keep = s.rows.filter { _ in Int.random(in: 0..<3, using: &rng) == 0 }
                kept += keep
                screens.remove(at: i)
                screens.append(newScreen())
            case 5:   // a kept row released
                if !kept.isEmpty { kept.remove(at: Int.random(in: 0..<kept.count, using: &rng)) }
            case 6:   // a kept row joins a screen at its end (its constraints to its old container are gone)
                if !kept.isEmpty {
                    let row = kept.remove(at: Int.random(in: 0..<kept.count, using: &rng))
                    s.container.addSubview(row.view)
                    let inset = CGFloat(Int.random(in: 0...20, using: &rng))
                    var cs = row.view is UIStackView ? [] : [row.constraints[0]]
                    cs += [row.view.leadingAnchor.constraint(equalTo: s.container.leadingAnchor, constant: inset),
                           row.view.trailingAnchor.constraint(equalTo: s.container.trailingAnchor, constant: -inset),
                           row.view.topAnchor.constraint(equalTo: s.rows.last?.view.bottomAnchor ?? s.container.topAnchor, constant: 4)]
                    NSLayoutConstraint.activate(cs)
                    s.rows.append(Row(view: row.view, constraints: cs))
                }
            default:   // a screen with rows of its own, laid out and released at once
                let extra = newScreen()
                extra.root.layoutIfNeeded()
                for r in extra.rows { watched.append(watch(r.view, "transient row")) }
            }
            for sc in screens { sc.root.layoutIfNeeded() }
            for r in kept { r.view.layoutIfNeeded() }
            let context = "seed \(seed) step \(step) after \(log)"

            // Every required constraint the test made holds in the frames, in each live hierarchy.
            for sc in screens {
                for row in sc.rows {
                    for c in row.constraints where c.isActive && c.priority == .required {
                        guard let a = c.firstItem as? UIView else { continue }
                        let lhs = value(a, c.firstAttribute, in: sc.root)
                        let rhs: CGFloat
                        if let b = c.secondItem as? UIView {
                            rhs = value(b, c.secondAttribute, in: sc.root) * c.multiplier + c.constant
                        } else {
                            rhs = c.constant
                        }
                        #expect(abs(lhs - rhs) <= 1.01, "\(context): \(c) gives \(lhs), want \(rhs)")
                    }
                }
            }
            // A kept row keeps its own content's constraints: its height (a plain row) holds.
            for r in kept where !(r.view is UIStackView) {
                #expect(abs(r.view.frame.height - r.constraints[0].constant) <= 1.01, "\(context): kept row height")
            }
            // No engine keeps a dead view's variables; the views laid out so far are watched from now on.
            for w in watched where w.view == nil {
                for v in w.variables { #expect(v() == nil, "\(context): a released \(w.label)'s variable is still alive") }
            }
            watched.removeAll { $0.view == nil }
            for sc in screens {
                for r in sc.rows {
                    watched.append(watch(r.view, "row"))
                    for sub in r.view.subviews { watched.append(watch(sub, "stack item")) }
                }
            }
            for r in kept { watched.append(watch(r.view, "kept row")) }
        }
        // Everything released at the end: every watched variable goes with its view.
        screens = []
        kept = []
        for w in watched {
            #expect(w.view == nil, "seed \(seed): a \(w.label) outlived every reference the test held")
            for v in w.variables { #expect(v() == nil, "seed \(seed): a released \(w.label)'s variable is still alive") }
        }
    }
}
