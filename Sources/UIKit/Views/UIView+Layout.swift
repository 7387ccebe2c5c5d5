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
        for s in _subviews where !s.autoresizingMask.isEmpty {
            s.autoresize(oldSuperSize: oldSize, newSuperSize: newSize)
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
        if r != f { frame = r }
    }

    /// One axis of autoresizing: returns the new leading margin and size.
    static func distribute(delta: CGFloat, lead: CGFloat, size: CGFloat, trail: CGFloat,
                           flexLead: Bool, flexSize: Bool, flexTrail: Bool) -> (CGFloat, CGFloat) {
        guard delta != 0, flexLead || flexSize || flexTrail else { return (lead, size) }
        let parts = [(flexLead, max(lead, 0)), (flexSize, max(size, 0)), (flexTrail, max(trail, 0))]
        let flexible = parts.filter(\.0)
        let total = flexible.reduce(0) { $0 + $1.1 }
        func share(_ i: Int) -> CGFloat {
            guard parts[i].0 else { return 0 }
            return total > 0 ? delta * parts[i].1 / total : delta / CGFloat(flexible.count)
        }
        return (lead + share(0), size + share(1))
    }

    /// The layout step of one view: constraints first if asked for, then `layoutSubviews()`.
    func runLayout(for layer: CALayer) {
        guard layer === self.layer else { return }
        if _needsUpdateConstraints { updateConstraints() }
        let vc = _viewController // issue 13: a root view's controller hears about its layout
        vc?.viewWillLayoutSubviews()
        layoutSubviews()
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
