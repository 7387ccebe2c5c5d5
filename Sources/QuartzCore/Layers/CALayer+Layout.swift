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
        // Through the unretained superlayer links (no weak loads; CALayer+Links.swift).
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
    ///
    /// `inCommit` is set for the commit's own walk (`CATransaction.runLayoutPass()`): there a layer is laid
    /// out at most `CATransaction.layoutsPerCommit` times; a layer that layout code dirties again after
    /// that keeps its request (and its ancestors keep the path to it) for the next commit, so a feedback
    /// loop between views costs a layout per turn instead of a tight loop. Explicit `layoutIfNeeded()`
    /// calls always lay out.
    package func layoutSubtreeIfNeeded(inCommit: Bool = false) {
        var deferred = false
        if needsLayoutFlag {
            if inCommit {
                let commit = CATransaction.layoutCommit
                if _layoutCommit != commit { _layoutCommit = commit; _layoutsInCommit = 0 }
                if _layoutsInCommit >= CATransaction.layoutsPerCommit {
                    deferred = true
                } else {
                    _layoutsInCommit += 1
                }
            }
            if !deferred {
                needsLayoutFlag = false
                // A flag on the layer, not a set of identities: no hashing per laid-out layer.
                let wasLayingOut = _isLayingOut
                _isLayingOut = true
                layoutSublayers()
                _isLayingOut = wasLayingOut
            }
        }
        guard descendantNeedsLayout else { return }
        descendantNeedsLayout = false
        // A copy of the list (one retain; layout code may edit the tree) read unretained, so the walk
        // costs no reference counting per sublayer.
        let subs = _sublayers
        var pending = false
        subs._forEachUnretained { s in
            if s.needsLayoutFlag || s.descendantNeedsLayout {
                s.layoutSubtreeIfNeeded(inCommit: inCommit)
                // A deferred layer below keeps the path to it marked for the next commit.
                if inCommit, s.needsLayoutFlag || s.descendantNeedsLayout, s._superlayerLink?.toOpaque() == Unmanaged.passUnretained(self).toOpaque() {
                    pending = true
                }
            }
        }
        if pending { descendantNeedsLayout = true }
    }

    /// Whether this layer or anything below it needs layout.
    package var subtreeNeedsLayout: Bool { needsLayoutFlag || descendantNeedsLayout }
}

