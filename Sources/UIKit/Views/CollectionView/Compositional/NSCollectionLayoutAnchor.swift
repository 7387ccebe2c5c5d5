import Foundation

/// Where a supplementary item attaches to the item it belongs to, mirroring `NSCollectionLayoutAnchor`: the
/// `edges` pick a point of the container (top-trailing corner, leading edge's middle, the centre with no
/// edges), and the offset moves the supplementary from there, in points (`absoluteOffset`) or in fractions
/// of the supplementary's own size (`fractionalOffset`: (0.3, -0.3) at the top-trailing corner lets a
/// badge overhang the corner).
@preconcurrency @MainActor
open class NSCollectionLayoutAnchor: NSObject {
    /// The edges the anchor sits against (`edges`).
    public let edges: NSDirectionalRectEdge
    /// An offset in points (`offset`).
    public let offset: CGPoint
    /// Whether `offset` is a fraction of the supplementary's size (`isFractionalOffset`).
    public let isFractionalOffset: Bool
    /// Whether `offset` is in points (`isAbsoluteOffset`).
    public var isAbsoluteOffset: Bool { !isFractionalOffset }

    /// An anchor at `edges` with no offset (`init(edges:)`).
    public convenience init(edges: NSDirectionalRectEdge) { self.init(edges: edges, offset: .zero, fractional: false) }
    /// An anchor at `edges`, moved by points (`init(edges:absoluteOffset:)`).
    public convenience init(edges: NSDirectionalRectEdge, absoluteOffset: CGPoint) {
        self.init(edges: edges, offset: absoluteOffset, fractional: false)
    }
    /// An anchor at `edges`, moved by fractions of the supplementary's size (`init(edges:fractionalOffset:)`).
    public convenience init(edges: NSDirectionalRectEdge, fractionalOffset: CGPoint) {
        self.init(edges: edges, offset: fractionalOffset, fractional: true)
    }
    init(edges: NSDirectionalRectEdge, offset: CGPoint, fractional: Bool) {
        precondition(!(edges.contains(.top) && edges.contains(.bottom)) && !(edges.contains(.leading) && edges.contains(.trailing)),
                     "NSCollectionLayoutAnchor: edges may not contain opposite edges")
        self.edges = edges
        self.offset = offset
        self.isFractionalOffset = fractional
        super.init()
    }

    /// The point `edges` pick on `rect` as fractions of its size (0 leading/top, 0.5 middle, 1 trailing/bottom),
    /// for a left-to-right layout (`rtl` mirrors leading and trailing).
    func unitPoint(rtl: Bool) -> CGPoint {
        var x: CGFloat = 0.5, y: CGFloat = 0.5
        if edges.contains(.leading) { x = rtl ? 1 : 0 }
        if edges.contains(.trailing) { x = rtl ? 0 : 1 }
        if edges.contains(.top) { y = 0 }
        if edges.contains(.bottom) { y = 1 }
        return CGPoint(x: x, y: y)
    }

    /// The frame of a supplementary of `size` anchored to `container`: its point picked by `itemAnchor`
    /// (this anchor's edges when nil) placed on the container's point picked by this anchor, then offset.
    func frame(of size: CGSize, in container: CGRect, itemAnchor: NSCollectionLayoutAnchor?, rtl: Bool) -> CGRect {
        let c = unitPoint(rtl: rtl)
        let i = (itemAnchor ?? self).unitPoint(rtl: rtl)
        var origin = CGPoint(x: container.minX + c.x * container.width - i.x * size.width,
                             y: container.minY + c.y * container.height - i.y * size.height)
        for a in [self, itemAnchor].compactMap({ $0 }) {
            let dx = a.isFractionalOffset ? a.offset.x * size.width : a.offset.x
            origin.x += rtl ? -dx : dx
            origin.y += a.isFractionalOffset ? a.offset.y * size.height : a.offset.y
        }
        return CGRect(origin: origin, size: size)
    }
}
