import Foundation

/// The layout cycle: autoresizing (applied synchronously when a superview's bounds size changes),
/// `layoutSubviews` in the commit's layout pass (shallowest first, before display), `sizeThatFits`.
extension UIView {
    /// Applies every subview's `autoresizingMask` for a bounds size change from `oldSize`, as
    /// `UIView.AutoresizingMask` documents: on each axis the size difference goes to the flexible parts
    /// (left margin, width, right margin; top margin, height, bottom margin), distributed in proportion
    /// to their current sizes when several are flexible (equally when they are all zero).
    func resizeSubviews(withOldSize oldSize: CGSize) {
        let newSize = layer.bounds.size
        // A copy of the list (one retain) that the loop reads unretained, as the subviews' setters may
        // change the hierarchy.
        let subs = _subviews
        subs._forEachUnretainedView { s in
            if !s.autoresizingMask.isEmpty { s.autoresize(oldSuperSize: oldSize, newSuperSize: newSize) }
        }
    }

    func autoresize(oldSuperSize: CGSize, newSuperSize: CGSize) {
        let m = autoresizingMask
        let f = frame
        let (x, w) = UIView.distribute(delta: newSuperSize.width - oldSuperSize.width,
                                       lead: f.minX, size: f.width, trail: oldSuperSize.width - f.maxX,
                                       flexLead: m.contains(.flexibleLeftMargin), flexSize: m.contains(.flexibleWidth),
                                       flexTrail: m.contains(.flexibleRightMargin))
        let (y, h) = UIView.distribute(delta: newSuperSize.height - oldSuperSize.height,
                                       lead: f.minY, size: f.height, trail: oldSuperSize.height - f.maxY,
                                       flexLead: m.contains(.flexibleTopMargin), flexSize: m.contains(.flexibleHeight),
                                       flexTrail: m.contains(.flexibleBottomMargin))
        let r = CGRect(x: x, y: y, width: max(w, 0), height: max(h, 0))
        if !r._isSame(as: f) { frame = r }
    }

    /// One axis of autoresizing: returns the new leading margin and size.
    @inline(__always)
    static func distribute(delta: CGFloat, lead: CGFloat, size: CGFloat, trail: CGFloat,
                           flexLead: Bool, flexSize: Bool, flexTrail: Bool) -> (CGFloat, CGFloat) {
        guard delta != 0, flexLead || flexSize || flexTrail else { return (lead, size) }
        // Plain arithmetic (no arrays): the flexible parts' current sizes, and their count for the equal
        // split when they are all zero.
        let a = flexLead ? max(lead, 0) : 0, b = flexSize ? max(size, 0) : 0, c = flexTrail ? max(trail, 0) : 0
        let total = a + b + c
        if total > 0 {
            return (lead + (flexLead ? delta * a / total : 0), size + (flexSize ? delta * b / total : 0))
        }
        let count = CGFloat((flexLead ? 1 : 0) + (flexSize ? 1 : 0) + (flexTrail ? 1 : 0))
        return (lead + (flexLead ? delta / count : 0), size + (flexSize ? delta / count : 0))
    }

    /// The layout step of one view: constraints first if asked for, then `layoutSubviews()`.
    func runLayout(for layer: CALayer) {
        guard layer === self.layer else { return }
        let vc = _viewController // a root view's controller hears about its layout first, as on iOS
        if let vc, vc._needsContentUnavailableUpdate { vc._updateContentUnavailableIfNeeded() }
        vc?.viewWillLayoutSubviews()
        runAutoLayoutStep()
        layoutSubviews()
        if let vc, vc._contentUnavailable != nil { vc._layoutContentUnavailableView() }
        vc?.viewDidLayoutSubviews()
    }

    func performSizeToFit() {
        let s = sizeThatFits(bounds.size)
        guard s.width.isFinite, s.height.isFinite else { return }
        if transform.isIdentity {
            frame = CGRect(origin: frame.origin, size: s)
        } else {
            bounds.size = s
        }
    }
}
