import Foundation
import QuartzCore

/// Where and how one element of a collection view is shown, mirroring `UICollectionViewLayoutAttributes`:
/// the layout makes one per cell, supplementary view or decoration view, and the collection view applies it
/// to the view (`frame`, `alpha`, `transform3D`, `zIndex`, `isHidden`, then `apply(_:)`).
///
/// `frame`, `center`, `size` and `bounds` are kept consistent as on iOS: the frame is the bounds (of `size`)
/// centred on `center`, ignoring the transform.
@preconcurrency @MainActor
open class UICollectionViewLayoutAttributes: NSObject {
    /// The centre of the element in collection-view coordinates (`center`).
    open var center: CGPoint = .zero
    /// The element's size (`size`).
    open var size: CGSize = .zero
    /// The element's frame (`frame`): derived from `center` and `size`; setting it sets both.
    open var frame: CGRect {
        get { CGRect(x: center.x - size.width / 2, y: center.y - size.height / 2, width: size.width, height: size.height) }
        set {
            size = newValue.size
            center = CGPoint(x: newValue.midX, y: newValue.midY)
        }
    }
    /// The element's bounds (`bounds`): origin zero, `size`.
    open var bounds: CGRect {
        get { CGRect(origin: .zero, size: size) }
        set { size = newValue.size }
    }
    /// The 3-D transform applied to the element (`transform3D`, default identity).
    open var transform3D: CATransform3D = CATransform3DIdentity
    /// The affine transform applied to the element (`transform`); reads the affine part of `transform3D`.
    open var transform: CGAffineTransform {
        get { CATransform3DGetAffineTransform(transform3D) }
        set { transform3D = CATransform3DMakeAffineTransform(newValue) }
    }
    /// The element's opacity (`alpha`, default 1).
    open var alpha: CGFloat = 1
    /// The element's position on the z axis: higher values are in front (`zIndex`, default 0).
    open var zIndex: Int = 0
    /// Whether the element is hidden (`isHidden`, default false). Hidden elements get no view.
    open var isHidden = false
    /// The index path of the element (`indexPath`).
    open var indexPath: IndexPath = IndexPath(item: 0, section: 0)
    /// Whether the element is a cell, supplementary view or decoration view (`representedElementCategory`).
    public internal(set) var representedElementCategory: UICollectionView.ElementCategory = .cell
    /// The kind of a supplementary or decoration view; nil for cells (`representedElementKind`).
    public internal(set) var representedElementKind: String?
    /// Where a list layout puts this element (what iOS's list layout tells its list cells privately:
    /// separators and the rounded corners of inset grouped sections).
    var _listPlacement: _ListPlacement?

    /// Attributes for a cell at index path (0, 0) (`init()`).
    public required override init() { super.init() }

    /// Attributes for the cell at an index path (`init(forCellWith:)`).
    public convenience init(forCellWith indexPath: IndexPath) {
        self.init()
        self.indexPath = indexPath
    }
    /// Attributes for a supplementary view of a kind (`init(forSupplementaryViewOfKind:with:)`).
    public convenience init(forSupplementaryViewOfKind elementKind: String, with indexPath: IndexPath) {
        self.init()
        self.indexPath = indexPath
        representedElementCategory = .supplementaryView
        representedElementKind = elementKind
    }
    /// Attributes for a decoration view of a kind (`init(forDecorationViewOfKind:with:)`).
    public convenience init(forDecorationViewOfKind decorationViewKind: String, with indexPath: IndexPath) {
        self.init()
        self.indexPath = indexPath
        representedElementCategory = .decorationView
        representedElementKind = decorationViewKind
    }

    /// A copy of the same class with every property (`copy()`, NSCopying). Subclasses that add properties
    /// override it, call super and copy theirs, as on iOS.
    open func copy(with zone: NSZone? = nil) -> Any {
        let c = type(of: self).init()
        c.center = center
        c.size = size
        c.transform3D = transform3D
        c.alpha = alpha
        c.zIndex = zIndex
        c.isHidden = isHidden
        c.indexPath = indexPath
        c.representedElementCategory = representedElementCategory
        c.representedElementKind = representedElementKind
        c._listPlacement = _listPlacement
        return c
    }
    /// A copy (NSObject's `copy()`, through `copy(with:)`).
    open override func copy() -> Any {
        nonisolated(unsafe) var out: Any = self
        MainActor.assumeIsolated { out = self.copy(with: nil) }
        return out
    }

    /// Attributes are equal when every property is (`isEqual(_:)`), as UIKit compares them to skip
    /// re-applying unchanged attributes.
    open override func isEqual(_ object: Any?) -> Bool {
        guard let o = object as? UICollectionViewLayoutAttributes else { return false }
        return MainActor.assumeIsolated { o.center == center && o.size == size && CATransform3DEqualToTransform(o.transform3D, transform3D)
            && o.alpha == alpha && o.zIndex == zIndex && o.isHidden == isHidden && o.indexPath == indexPath
            && o.representedElementCategory == representedElementCategory && o.representedElementKind == representedElementKind
            && o._listPlacement == _listPlacement }
    }
    open override var hash: Int { MainActor.assumeIsolated {
        var h = Hasher()
        h.combine(indexPath)
        h.combine(representedElementKind)
        h.combine(center.x); h.combine(center.y); h.combine(size.width); h.combine(size.height)
        return h.finalize()
    } }

    open override var description: String { MainActor.assumeIsolated {
        let kind = representedElementKind.map { " kind \($0)" } ?? ""
        return "<\(type(of: self)) index path: (\(indexPath.count == 2 ? "\(indexPath[0])-\(indexPath[1])" : "\(indexPath)"))\(kind); frame = \(frame)>"
    } }
}
