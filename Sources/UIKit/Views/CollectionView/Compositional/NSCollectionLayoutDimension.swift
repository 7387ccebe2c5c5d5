import Foundation

/// One axis of a compositional layout size, mirroring `NSCollectionLayoutDimension`: a fraction of the
/// container's width or height, an absolute number of points, or an estimate the view's own size replaces.
@preconcurrency @MainActor
public final class NSCollectionLayoutDimension: NSObject {
    enum _Kind { case fractionalWidth, fractionalHeight, absolute, estimated }
    let _kind: _Kind
    /// The fraction, points or estimate (`dimension`).
    public let dimension: CGFloat

    init(_ kind: _Kind, _ value: CGFloat) {
        _kind = kind
        dimension = value
        super.init()
    }

    /// A fraction of the container's width (`fractionalWidth(_:)`).
    public class func fractionalWidth(_ fractionalWidth: CGFloat) -> Self { self.init(.fractionalWidth, fractionalWidth) }
    /// A fraction of the container's height (`fractionalHeight(_:)`).
    public class func fractionalHeight(_ fractionalHeight: CGFloat) -> Self { self.init(.fractionalHeight, fractionalHeight) }
    /// A size in points (`absolute(_:)`).
    public class func absolute(_ absoluteDimension: CGFloat) -> Self { self.init(.absolute, absoluteDimension) }
    /// An estimate replaced by the view's own size once it is shown (`estimated(_:)`).
    public class func estimated(_ estimatedDimension: CGFloat) -> Self { self.init(.estimated, estimatedDimension) }

    public var isFractionalWidth: Bool { _kind == .fractionalWidth }
    public var isFractionalHeight: Bool { _kind == .fractionalHeight }
    public var isAbsolute: Bool { _kind == .absolute }
    public var isEstimated: Bool { _kind == .estimated }

    /// The points for a container size.
    /// The points for a container size (non-finite results count as zero).
    func _resolve(in container: CGSize) -> CGFloat {
        let v: CGFloat
        switch _kind {
        case .fractionalWidth: v = container.width * dimension
        case .fractionalHeight: v = container.height * dimension
        case .absolute, .estimated: v = dimension
        }
        return v.isFinite ? v : 0
    }
}

/// A width and height of a compositional layout element, mirroring `NSCollectionLayoutSize`.
@preconcurrency @MainActor
public final class NSCollectionLayoutSize: NSObject {
    /// The width (`widthDimension`).
    public let widthDimension: NSCollectionLayoutDimension
    /// The height (`heightDimension`).
    public let heightDimension: NSCollectionLayoutDimension
    /// A size of two dimensions (`init(widthDimension:heightDimension:)`).
    public init(widthDimension width: NSCollectionLayoutDimension, heightDimension height: NSCollectionLayoutDimension) {
        widthDimension = width
        heightDimension = height
        super.init()
    }
    func _resolve(in container: CGSize) -> CGSize {
        CGSize(width: max(0, widthDimension._resolve(in: container)), height: max(0, heightDimension._resolve(in: container)))
    }
}

/// Spacing between the items of a group, mirroring `NSCollectionLayoutSpacing`.
@preconcurrency @MainActor
public final class NSCollectionLayoutSpacing: NSObject {
    /// The points (`spacing`).
    public let spacing: CGFloat
    /// Whether the spacing is exact (`isFixedSpacing`) or a minimum the group may widen (`isFlexibleSpacing`).
    public let isFixedSpacing: Bool
    public var isFlexibleSpacing: Bool { !isFixedSpacing }
    init(_ spacing: CGFloat, fixed: Bool) {
        self.spacing = spacing
        isFixedSpacing = fixed
        super.init()
    }
    /// Exactly `fixedSpacing` points (`fixed(_:)`).
    public class func fixed(_ fixedSpacing: CGFloat) -> Self { self.init(fixedSpacing, fixed: true) }
    /// At least `flexibleSpacing` points; the group spreads its items (`flexible(_:)`).
    public class func flexible(_ flexibleSpacing: CGFloat) -> Self { self.init(flexibleSpacing, fixed: false) }
}

/// Spacing around an item, mirroring `NSCollectionLayoutEdgeSpacing` (kept; the layout uses `contentInsets`).
@preconcurrency @MainActor
public final class NSCollectionLayoutEdgeSpacing: NSObject {
    public let leading: NSCollectionLayoutSpacing?
    public let top: NSCollectionLayoutSpacing?
    public let trailing: NSCollectionLayoutSpacing?
    public let bottom: NSCollectionLayoutSpacing?
    public init(leading: NSCollectionLayoutSpacing?, top: NSCollectionLayoutSpacing?, trailing: NSCollectionLayoutSpacing?,
                bottom: NSCollectionLayoutSpacing?) {
        self.leading = leading
        self.top = top
        self.trailing = trailing
        self.bottom = bottom
        super.init()
    }
}
