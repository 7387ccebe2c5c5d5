import Foundation
import CoreGraphics

/// The layout step: `setNeedsLayout`, `layoutIfNeeded`, `layoutSublayers`, as `CALayer` documents them.
/// Marks a layer delegate that is a view (UIKit's views adopt it), whose size changes lay out the
/// superview too.
package protocol ViewBackedLayerDelegate: CALayerDelegate {}

extension CALayer {
    func invalidateLayout() {
        if !needsLayoutFlag {
            needsLayoutFlag = true
            markAncestorsNeedLayout()
        }
    }

    /// Marks every ancestor as having a descendant that needs layout, so a commit finds it from the root.
    func markAncestorsNeedLayout() {
        // Through the unretained superlayer links (issue 8: no weak loads; CALayer+Links.swift).
        var l = _superlayerLink
        while let c = l, !c._withRef({ $0.descendantNeedsLayout }) {
            c._withRef { $0.descendantNeedsLayout = true }
            l = c._withRef { $0._superlayerLink }
        }
        CATransaction._registerLayout(root: _rootLayerUnretained)
    }

    func performLayoutIfNeeded() {
        var top = self
        while let s = top.superlayer, s.needsLayoutFlag { top = s }
        top.layoutSubtreeIfNeeded()
    }

    /// Lays out this layer if it needs it, then every descendant that needs it, shallowest first.
    package func layoutSubtreeIfNeeded() {
        if needsLayoutFlag {
            needsLayoutFlag = false
            // A flag on the layer, not a set of identities: no hashing per laid-out layer (issue 8).
            let wasLayingOut = _isLayingOut
            _isLayingOut = true
            layoutSublayers()
            _isLayingOut = wasLayingOut
        }
        guard descendantNeedsLayout else { return }
        descendantNeedsLayout = false
        // A copy of the list (one retain; layout code may edit the tree) read unretained, so the walk
        // costs no reference counting per sublayer.
        let subs = _sublayers
        subs._forEachUnretained { s in
            if s.needsLayoutFlag || s.descendantNeedsLayout { s.layoutSubtreeIfNeeded() }
        }
    }

    /// Whether this layer or anything below it needs layout.
    package var subtreeNeedsLayout: Bool { needsLayoutFlag || descendantNeedsLayout }
}

