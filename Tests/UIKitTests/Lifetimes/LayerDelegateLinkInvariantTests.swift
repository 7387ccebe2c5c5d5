import Testing
@testable import UIKit

/// A view's layer reaches its view through an unretained owner link that the view clears as it goes away,
/// not through a weak reference; these check that the layer's `delegate` always answers as a weak
/// reference would: the living view, another delegate while one is assigned, nil once either is gone.
@MainActor @Suite(.freshWorld) struct LayerDelegateLinkInvariantTests {
    /// A delegate that is not a view, answering layout and action questions.
    final class OtherDelegate: NSObject, CALayerDelegate {
        var layouts = 0
        func layoutSublayers(of layer: CALayer) { layouts += 1 }
    }

    /// Who a held layer's delegate should be.
    enum Expected {
        case ownView          // the view that made it (owner link)
        case assignedView     // its view again, assigned through `delegate` (a weak reference)
        case other(Int)       // `others[i]`
        case none
    }

    /// A layer the test keeps, the view it came from (held by the test or not) and what it should answer.
    @MainActor final class Entry {
        var view: UIView?
        weak var weakView: UIView?
        let layer: CALayer
        var expected: Expected = .ownView
        init(_ view: UIView) { self.view = view; weakView = view; layer = view.layer }
        /// Whether the layer's delegate is its (living) view.
        var answersItsView: Bool {
            switch expected {
            case .ownView, .assignedView: return weakView != nil
            default: return false
            }
        }
        /// Whether the view is gone or outside any hierarchy (its layer may take another delegate).
        var isLoose: Bool { weakView.map { $0.superview == nil && $0.subviews.isEmpty } ?? true }
    }

    static func makeView(_ kind: Int) -> UIView {
        switch kind {
        case 0: return UIView(frame: CGRect(x: 0, y: 0, width: 20, height: 20))
        case 1: let l = UILabel(); l.text = "label"; return l
        case 2: return UIImageView(frame: CGRect(x: 0, y: 0, width: 5, height: 5))
        default: return UIControl(frame: CGRect(x: 1, y: 1, width: 8, height: 8))
        }
    }

    @Test("Random view, layer and delegate releases: a layer's delegate is its living view, its other delegate, or nil")
    func delegateNeverDangles() {
        var rng = SplitMix64(seed: 0x1A7E)
        var entries: [Entry] = []
        var others: [OtherDelegate?] = []
        var otherRefs: [Int: () -> OtherDelegate?] = [:]
        for step in 0..<4000 {
            switch rng.below(9) {
            case 0, 1:
                entries.append(Entry(Self.makeView(rng.below(4))))
            case 2:
                // The test lets go of a view; it lives on only while a superview holds it.
                if !entries.isEmpty { entries[rng.below(entries.count)].view = nil }
            case 3:
                // A living view joins another living view (views in a hierarchy keep their layers'
                // delegates, which debug builds check).
                let living = entries.filter { $0.answersItsView }.compactMap(\.weakView)
                if living.count >= 2 {
                    let child = living[rng.below(living.count)], parent = living[rng.below(living.count)]
                    if child !== parent, !parent.isDescendant(of: child) { parent.addSubview(child) }
                }
            case 4:
                // A view leaves its superview, which may hold the last reference to it.
                let living = entries.compactMap(\.weakView).filter { $0.superview != nil }
                if !living.isEmpty { living[rng.below(living.count)].removeFromSuperview() }
            case 5:
                // Another delegate takes over the layer of a view outside any hierarchy.
                let loose = entries.filter(\.isLoose)
                if !loose.isEmpty {
                    let e = loose[rng.below(loose.count)]
                    let d = OtherDelegate()
                    others.append(d)
                    let i = others.count - 1
                    weak let w = d
                    otherRefs[i] = { w }
                    e.layer.delegate = d
                    e.expected = .other(i)
                }
            case 6:
                // The layer's delegate is cleared, or set to its view again (a plain weak reference now).
                let loose = entries.filter(\.isLoose)
                if !loose.isEmpty {
                    let e = loose[rng.below(loose.count)]
                    if rng.below(2) == 0 {
                        e.layer.delegate = nil
                        e.expected = .none
                    } else if let v = e.weakView {
                        e.layer.delegate = v
                        e.expected = .assignedView
                    }
                }
            case 7:
                // The test lets go of another delegate.
                if !others.isEmpty { others[rng.below(others.count)] = nil }
            default:
                // The test lets go of a layer it kept (its view may still hold it).
                if entries.count > 40 { entries.remove(at: rng.below(entries.count)) }
            }
            for e in entries {
                let expected: AnyObject?
                switch e.expected {
                case .ownView, .assignedView: expected = e.weakView
                case .other(let i): expected = otherRefs[i]?()
                case .none: expected = nil
                }
                let actual = e.layer.delegate
                #expect(actual === expected, "step \(step): \(String(describing: actual)) instead of \(String(describing: expected))")
                if let v = e.weakView { #expect(v.layer === e.layer) }
            }
        }
        // Orphaned layers behave as layers without a delegate: layout asks no one, and the class's default
        // action answers.
        let orphans = entries.filter { $0.weakView == nil && $0.layer.delegate == nil }
        #expect(!orphans.isEmpty)
        for e in orphans {
            e.layer.setNeedsLayout()
            e.layer.layoutIfNeeded()
            #expect(e.layer.action(forKey: "position") is CABasicAnimation)
        }
        withExtendedLifetime(others) {}
    }

    @Test("A view's layer answers the view as its delegate; a layer kept past its view answers nil")
    func ownerLinkAnswersAsAWeakReference() {
        var layer: CALayer?
        weak var weakLabel: UILabel?
        do {
            let label = UILabel()
            label.text = "gone soon"
            weakLabel = label
            layer = label.layer
            #expect(label.layer.delegate === label)
            #expect(label.layer.delegate is UILabel)
        }
        #expect(weakLabel == nil)
        #expect(layer?.delegate == nil)
    }
}
