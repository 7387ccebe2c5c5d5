import Foundation

extension UIScrollView {
    /// The guide for the scroll view's content area, mirroring `UIScrollView.contentLayoutGuide`: its
    /// origin is the content's origin and its `layoutFrame` is `(0, 0, contentSize)`. When constraints
    /// determine its width and height (content pinned to its edges), the solved size becomes
    /// `contentSize` at each layout, as on iOS.
    public var contentLayoutGuide: UILayoutGuide {
        if let g = _contentGuide { return g }
        let g = _makeScrollGuide(.scrollContent, identifier: "UIScrollView-contentLayoutGuide")
        _contentGuide = g
        return g
    }

    /// The guide for the scroll view's visible frame, mirroring `UIScrollView.frameLayoutGuide`: content
    /// constrained to it stays put while the content scrolls; its `layoutFrame` is the bounds.
    public var frameLayoutGuide: UILayoutGuide {
        if let g = _frameGuide { return g }
        let g = _makeScrollGuide(.scrollFrame, identifier: "UIScrollView-frameLayoutGuide")
        _frameGuide = g
        return g
    }

    private func _makeScrollGuide(_ kind: UILayoutGuide.SystemKind, identifier: String) -> UILayoutGuide {
        let g = UILayoutGuide()
        g.systemKind = kind
        g.identifier = identifier
        g.owningView = self
        return g
    }

    /// After the engine solved this view's layout: a content guide whose size the user's constraints
    /// determine gives the content size.
    func _adoptContentGuideSize() {
        guard let g = _contentGuide, g.inEngine else { return }
        // One walk over the constraints (this runs at every layout, including each scrolled frame).
        var horizontal = false, vertical = false
        for c in allConstraintsAbove() where c.items.contains(where: { $0 === g }) {
            if c.firstAttribute.isHorizontal { horizontal = true } else { vertical = true }
        }
        guard horizontal || vertical else { return }
        let r = g.vars.rect
        var size = contentSize
        if horizontal, r.width.isFinite { size.width = max(0, r.width) }
        if vertical, r.height.isFinite { size.height = max(0, r.height) }
        if size != contentSize { contentSize = size }
    }
}
