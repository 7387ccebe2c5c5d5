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
        // Issue 8, session 4: a view's layer also holds its view's subview list for the walk (one retain of
        // the list's storage). While the view still has that same storage (no edit since: an edit copies a
        // shared list), every subview is in it and so alive, and UIKit calls the subviews' layout without
        // retaining each one (`_layoutWalk`, UIView+LayerLink.swift).
        let saved = CALayer._layoutWalk
        if let v = _ownerView, let calls = CALayer._ownerViewCalls {
            if let list = calls._ownerSubviewStorage(v) {
                CALayer._layoutWalk = _LayoutWalk(view: v, listID: Unmanaged.passUnretained(list).toOpaque(), list: list)
            } else {
                CALayer._layoutWalk = _LayoutWalk()
            }
        } else {
            CALayer._layoutWalk = _LayoutWalk()
        }
        subs._forEachUnretained { s in
            if s.needsLayoutFlag || s.descendantNeedsLayout { s.layoutSubtreeIfNeeded() }
        }
        CALayer._layoutWalk = saved
    }

    /// The view whose subviews' layers the innermost running layout walk visits, and that view's subview
    /// list as it was when the walk began (held strongly here, so its elements stay alive).
    @exclusivity(unchecked) nonisolated(unsafe) static var _layoutWalk = _LayoutWalk()

    /// Whether this layer or anything below it needs layout.
    package var subtreeNeedsLayout: Bool { needsLayoutFlag || descendantNeedsLayout }
}

/// A layout walk's hold on its view's subviews (issue 8, session 4; see `CALayer._layoutWalk`).
struct _LayoutWalk {
    /// The view that owns the walked layer (unretained; the walk runs inside a call on that layer).
    var view: UnsafeMutableRawPointer?
    /// `list`'s address, read without reference counting.
    var listID: UnsafeMutableRawPointer?
    /// The view's subview list storage when the walk began, retained for the walk.
    var list: _ChildListStorage?
    init(view: UnsafeMutableRawPointer? = nil, listID: UnsafeMutableRawPointer? = nil, list: _ChildListStorage? = nil) {
        self.view = view; self.listID = listID; self.list = list
    }
}
