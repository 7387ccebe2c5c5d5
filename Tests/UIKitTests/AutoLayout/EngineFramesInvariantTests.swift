import Testing
import UIKit

/// A view with a settable intrinsic size that counts its layout passes.
private final class ProbeView: UIView {
    var size = CGSize(width: UIView.noIntrinsicMetric, height: UIView.noIntrinsicMetric)
    var layoutCount = 0
    override var intrinsicContentSize: CGSize { size }
    override func layoutSubviews() {
        layoutCount += 1
        super.layoutSubviews()
    }
}

/// One axis of a constrained view: where its leading edge (or centre, or trailing edge) sits relative to
/// an earlier view, and where its length comes from. Every axis fixes one position and one length, each
/// from views made earlier, so the layout is unique and can be computed without a solver.
private struct AxisSpec {
    /// 0: leading = target leading + c; 1: leading = target trailing + c; 2: centre = target centre + c;
    /// 3: trailing = target trailing + c.
    var kind = 0
    var target = 0
    var constant: CGFloat = 0
    /// 0: length = constant; 1: intrinsic length (hugging 250, compression resistance 750), optionally
    /// pulled to `optional` at priority 500; 2: length = `sizeRef`'s length × multiplier + sizeConstant.
    var sizeKind = 0
    var sizeConstant: CGFloat = 10
    var intrinsic: CGFloat = 20
    var optional: CGFloat?
    var sizeRef = 0
    var multiplier: CGFloat = 1
}

@MainActor private final class Node {
    let view = ProbeView()
    var parent: Int?
    var tamic: Bool
    var frame = CGRect.zero
    var h = AxisSpec(), v = AxisSpec()
    var alive = true
    /// The constraints this node's specs made (position, length, optional length; per axis).
    var hPosition: NSLayoutConstraint?, vPosition: NSLayoutConstraint?
    var owned: [NSLayoutConstraint] = []
    init(parent: Int?, tamic: Bool) { self.parent = parent; self.tamic = tamic }
}

/// Random trees of constrained and frame-placed views under random edits (constants, intrinsic sizes,
/// added, removed and moved subtrees, replaced constraints, frames set in code, the root's size). After each
/// `layoutIfNeeded()` every view's frame must equal the frame computed directly from the specs (each
/// view's position and length follow from views made before it, by the documented meaning of the
/// anchors and priorities), so a re-layout that sets only the frames the engine changed never leaves a
/// stale frame; and every view whose size changed got a `layoutSubviews()` call.
@MainActor @Suite(.freshWorld) struct EngineFramesInvariantTests {
    @Test(arguments: Array(1...16) as [UInt64])
    func framesMatchIndependentLayoutAfterRandomEdits(seed: UInt64) {
        var rng = SplitMix64(seed: seed &* 0x9E37)
        var nodes: [Node] = []
        let root = Node(parent: nil, tamic: true)
        root.frame = CGRect(x: 0, y: 0, width: 400, height: 600)
        root.view.frame = root.frame
        nodes.append(root)

        func isDescendant(_ i: Int, of a: Int) -> Bool {
            var p = nodes[i].parent
            while let q = p { if q == a { return true }; p = nodes[q].parent }
            return false
        }
        func randomAxis(for i: Int, parent: Int, horizontal: Bool) -> AxisSpec {
            var s = AxisSpec()
            // Mostly the parent or a sibling, sometimes any earlier view (a constraint across subtrees,
            // installed on the closest common ancestor).
            let earlier = (0..<i).filter { nodes[$0].alive }
            let siblings = earlier.filter { nodes[$0].parent == parent }
            let pick = rng.below(10)
            if pick < 4 || earlier.isEmpty { s.target = parent }
            else if pick < 8, !siblings.isEmpty { s.target = siblings[rng.below(siblings.count)] }
            else { s.target = earlier[rng.below(earlier.count)] }
            s.kind = s.target == parent ? [0, 2, 3][rng.below(3)] : rng.below(4)
            s.constant = CGFloat(rng.int(-20...40))
            s.sizeKind = rng.below(3)
            s.sizeConstant = CGFloat(rng.int(0...60))
            s.intrinsic = CGFloat(rng.int(0...80))
            s.optional = rng.below(2) == 0 ? CGFloat(rng.int(0...100)) : nil
            s.sizeRef = earlier.isEmpty ? parent : earlier[rng.below(earlier.count)]
            s.multiplier = rng.below(2) == 0 ? 1 : 0.5
            return s
        }
        func anchorConstraint(_ i: Int, _ s: AxisSpec, horizontal: Bool) -> NSLayoutConstraint {
            let v = nodes[i].view, t = nodes[s.target].view
            if horizontal {
                switch s.kind {
                case 0: return v.leadingAnchor.constraint(equalTo: t.leadingAnchor, constant: s.constant)
                case 1: return v.leadingAnchor.constraint(equalTo: t.trailingAnchor, constant: s.constant)
                case 2: return v.centerXAnchor.constraint(equalTo: t.centerXAnchor, constant: s.constant)
                default: return v.trailingAnchor.constraint(equalTo: t.trailingAnchor, constant: s.constant)
                }
            }
            switch s.kind {
            case 0: return v.topAnchor.constraint(equalTo: t.topAnchor, constant: s.constant)
            case 1: return v.topAnchor.constraint(equalTo: t.bottomAnchor, constant: s.constant)
            case 2: return v.centerYAnchor.constraint(equalTo: t.centerYAnchor, constant: s.constant)
            default: return v.bottomAnchor.constraint(equalTo: t.bottomAnchor, constant: s.constant)
            }
        }
        func lengthConstraints(_ i: Int, _ s: AxisSpec, horizontal: Bool) -> [NSLayoutConstraint] {
            let v = nodes[i].view
            let mine = horizontal ? v.widthAnchor : v.heightAnchor
            switch s.sizeKind {
            case 0: return [mine.constraint(equalToConstant: s.sizeConstant)]
            case 1:
                guard let o = s.optional else { return [] }
                let c = mine.constraint(equalToConstant: o)
                c.priority = UILayoutPriority(500)
                return [c]
            default:
                let r = nodes[s.sizeRef].view
                return [mine.constraint(equalTo: horizontal ? r.widthAnchor : r.heightAnchor,
                                        multiplier: s.multiplier, constant: s.sizeConstant)]
            }
        }
        /// (Re)makes a constrained node's constraints and intrinsic size from its specs.
        func rebuild(_ i: Int) {
            let n = nodes[i]
            NSLayoutConstraint.deactivate(n.owned)
            n.owned = []
            guard !n.tamic else { return }
            n.view.size = CGSize(width: n.h.sizeKind == 1 ? n.h.intrinsic : UIView.noIntrinsicMetric,
                                 height: n.v.sizeKind == 1 ? n.v.intrinsic : UIView.noIntrinsicMetric)
            n.view.invalidateIntrinsicContentSize()
            n.hPosition = anchorConstraint(i, n.h, horizontal: true)
            n.vPosition = anchorConstraint(i, n.v, horizontal: false)
            n.owned = [n.hPosition!, n.vPosition!] + lengthConstraints(i, n.h, horizontal: true)
                + lengthConstraints(i, n.v, horizontal: false)
            NSLayoutConstraint.activate(n.owned)
        }
        func addNode() {
            let parents = nodes.indices.filter { nodes[$0].alive }
            let parent = parents[rng.below(parents.count)]
            let n = Node(parent: parent, tamic: rng.below(4) == 0)
            let i = nodes.count
            nodes.append(n)
            if n.tamic {
                n.frame = CGRect(x: rng.int(0...100), y: rng.int(0...100), width: rng.int(20...200), height: rng.int(20...200))
                n.view.frame = n.frame
            } else {
                n.view.translatesAutoresizingMaskIntoConstraints = false
                n.h = randomAxis(for: i, parent: parent, horizontal: true)
                n.v = randomAxis(for: i, parent: parent, horizontal: false)
            }
            nodes[parent].view.addSubview(n.view)
            rebuild(i)
        }
        func references(_ n: Node, _ dead: Set<Int>) -> Bool {
            !n.tamic && (dead.contains(n.h.target) || dead.contains(n.v.target)
                || (n.h.sizeKind == 2 && dead.contains(n.h.sizeRef)) || (n.v.sizeKind == 2 && dead.contains(n.v.sizeRef)))
        }

        /// Absolute rectangles (the root at the origin) computed from the specs, in creation order.
        func expectedRects() -> [Int: CGRect] {
            var abs: [Int: CGRect] = [0: CGRect(origin: .zero, size: root.frame.size)]
            for i in nodes.indices.dropFirst() where nodes[i].alive {
                let n = nodes[i], p = abs[n.parent!]!
                if n.tamic {
                    abs[i] = n.frame.offsetBy(dx: p.minX, dy: p.minY)
                    continue
                }
                func length(_ s: AxisSpec, horizontal: Bool) -> CGFloat {
                    switch s.sizeKind {
                    case 0: return s.sizeConstant
                    case 1: return max(s.intrinsic, s.optional ?? 0)
                    default:
                        let r = abs[s.sizeRef]!
                        return (horizontal ? r.width : r.height) * s.multiplier + s.sizeConstant
                    }
                }
                func origin(_ s: AxisSpec, length: CGFloat, horizontal: Bool) -> CGFloat {
                    let t = abs[s.target]!
                    let (tMin, tLen) = horizontal ? (t.minX, t.width) : (t.minY, t.height)
                    switch s.kind {
                    case 0: return tMin + s.constant
                    case 1: return tMin + tLen + s.constant
                    case 2: return tMin + tLen / 2 + s.constant - length / 2
                    default: return tMin + tLen + s.constant - length
                    }
                }
                let w = length(n.h, horizontal: true), h = length(n.v, horizontal: false)
                abs[i] = CGRect(x: origin(n.h, length: w, horizontal: true), y: origin(n.v, length: h, horizontal: false),
                                width: w, height: h)
            }
            return abs
        }

        for _ in 0..<8 { addNode() }
        var previousSizes: [Int: CGSize] = [:]
        for step in 0..<100 {
            let counts = nodes.map(\.view.layoutCount)
            for _ in 0..<rng.int(1...3) {
                let live = nodes.indices.filter { nodes[$0].alive }
                let constrained = live.filter { !nodes[$0].tamic }
                let i = constrained.isEmpty ? 0 : constrained[rng.below(constrained.count)]
                switch rng.below(11) {
                case 0 where i != 0:
                    // A constant changes in place.
                    let n = nodes[i]
                    if rng.below(2) == 0 { n.h.constant = CGFloat(rng.int(-20...40)); n.hPosition?.constant = n.h.constant }
                    else { n.v.constant = CGFloat(rng.int(-20...40)); n.vPosition?.constant = n.v.constant }
                case 1 where i != 0:
                    // An intrinsic size changes (used only by an axis whose length is intrinsic).
                    let n = nodes[i]
                    n.h.intrinsic = CGFloat(rng.int(0...80)); n.v.intrinsic = CGFloat(rng.int(0...80))
                    n.view.size = CGSize(width: n.h.sizeKind == 1 ? n.h.intrinsic : UIView.noIntrinsicMetric,
                                         height: n.v.sizeKind == 1 ? n.v.intrinsic : UIView.noIntrinsicMetric)
                    n.view.invalidateIntrinsicContentSize()
                case 2, 3:
                    if live.count < 30 { addNode() }
                case 4 where live.count > 4:
                    // A subtree leaves: UIKit removes the constraints that mention it; the views that
                    // were placed against it get new constraints against their parents.
                    let j = live[1 + rng.below(live.count - 1)]
                    var dead: Set<Int> = [j]
                    for k in live where isDescendant(k, of: j) { dead.insert(k) }
                    for k in dead { nodes[k].alive = false }
                    nodes[j].view.removeFromSuperview()
                    for k in live where !dead.contains(k) && references(nodes[k], dead) {
                        let n = nodes[k]
                        if dead.contains(n.h.target) { n.h.target = n.parent!; n.h.kind = 0 }
                        if dead.contains(n.v.target) { n.v.target = n.parent!; n.v.kind = 0 }
                        if n.h.sizeKind == 2 && dead.contains(n.h.sizeRef) { n.h.sizeKind = 0 }
                        if n.v.sizeKind == 2 && dead.contains(n.v.sizeRef) { n.v.sizeKind = 0 }
                        rebuild(k)
                    }
                case 5 where i != 0:
                    // Constraints replaced: one axis gets a new position and length.
                    let n = nodes[i]
                    if rng.below(2) == 0 { n.h = randomAxis(for: i, parent: n.parent!, horizontal: true) }
                    else { n.v = randomAxis(for: i, parent: n.parent!, horizontal: false) }
                    rebuild(i)
                case 6:
                    // A frame-placed view moves or resizes (or the root resizes).
                    let framed = live.filter { nodes[$0].tamic }
                    let k = framed[rng.below(framed.count)]
                    let n = nodes[k]
                    if k == 0 {
                        n.frame.size = CGSize(width: rng.int(200...500), height: rng.int(300...700))
                    } else {
                        n.frame = CGRect(x: rng.int(0...100), y: rng.int(0...100), width: rng.int(20...200), height: rng.int(20...200))
                    }
                    n.view.frame = n.frame
                case 7 where i != 0:
                    // A constrained view's frame set in code; its superview lays out again, which puts
                    // back the engine's frame.
                    let n = nodes[i]
                    n.view.frame = CGRect(x: rng.int(-50...50), y: rng.int(-50...50), width: rng.int(0...90), height: rng.int(0...90))
                    n.view.superview?.setNeedsLayout()
                case 8 where i != 0:
                    // The optional length constraint comes or goes.
                    let n = nodes[i]
                    if n.h.sizeKind == 1 { n.h.optional = n.h.optional == nil ? CGFloat(rng.int(0...100)) : nil }
                    else { n.h.sizeKind = 1; n.h.optional = CGFloat(rng.int(0...100)) }
                    rebuild(i)
                case 9 where live.count > 2:
                    // A subtree moves to another superview (made before it, so every view still follows
                    // the views it depends on). UIKit removes the constraints that cross the subtree's
                    // edge (held by its former ancestors); those views get constraints to their parents.
                    let m = live[1 + rng.below(live.count - 1)]
                    let targets = live.filter { $0 < m && $0 != nodes[m].parent }
                    guard !targets.isEmpty else { break }
                    let newParent = targets[rng.below(targets.count)]
                    var moved: Set<Int> = [m]
                    for k in live where isDescendant(k, of: m) { moved.insert(k) }
                    nodes[newParent].view.addSubview(nodes[m].view)
                    nodes[m].parent = newParent
                    for k in live where k != m && !nodes[k].tamic {
                        let n = nodes[k], inside = moved.contains(k)
                        var changed = false
                        if moved.contains(n.h.target) != inside { n.h.target = n.parent!; n.h.kind = 0; changed = true }
                        if moved.contains(n.v.target) != inside { n.v.target = n.parent!; n.v.kind = 0; changed = true }
                        if n.h.sizeKind == 2 && moved.contains(n.h.sizeRef) != inside { n.h.sizeKind = 0; changed = true }
                        if n.v.sizeKind == 2 && moved.contains(n.v.sizeRef) != inside { n.v.sizeKind = 0; changed = true }
                        if changed { rebuild(k) }
                    }
                    if !nodes[m].tamic {
                        nodes[m].h = randomAxis(for: m, parent: newParent, horizontal: true)
                        nodes[m].v = randomAxis(for: m, parent: newParent, horizontal: false)
                    }
                    rebuild(m)
                default:
                    break
                }
            }
            root.view.layoutIfNeeded()

            let expected = expectedRects()
            for (i, a) in expected where i != 0 {
                let p = expected[nodes[i].parent!]!
                let want = nodes[i].tamic ? CGRect(x: a.minX - p.minX, y: a.minY - p.minY, width: max(a.width, 0), height: max(a.height, 0))
                    : pixelAligned(CGRect(x: a.minX - p.minX, y: a.minY - p.minY, width: max(a.width, 0), height: max(a.height, 0)))
                let got = nodes[i].view.frame
                let close = abs(got.minX - want.minX) < 1e-3 && abs(got.minY - want.minY) < 1e-3
                    && abs(got.width - want.width) < 1e-3 && abs(got.height - want.height) < 1e-3
                #expect(close, "seed \(seed) step \(step) view \(i) (\(nodes[i].tamic ? "frame" : "constrained")): \(got) want \(want)")
                // A view whose size changed was laid out (UIKit calls layoutSubviews on it).
                if let old = previousSizes[i], old != got.size, i < counts.count {
                    #expect(nodes[i].view.layoutCount > counts[i], "seed \(seed) step \(step) view \(i): size changed without layoutSubviews")
                }
            }
            previousSizes = [:]
            for (i, _) in expected { previousSizes[i] = nodes[i].view.frame.size }
        }
    }
}
