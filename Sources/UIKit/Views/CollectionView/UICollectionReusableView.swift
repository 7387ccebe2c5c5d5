import Foundation

/// A view a collection view reuses, mirroring `UICollectionReusableView`: the base of cells and of
/// supplementary views (headers, footers).
///
/// Deviation: the collection view creates registered classes through `init(_collectionReuseIdentifier:)`,
/// a required convenience initializer that calls `init(frame: .zero)`. Swift inherits it into every
/// subclass that overrides `init(frame:)` (or declares no initializers); see Docs/Deviations.md.
@preconcurrency @MainActor
open class UICollectionReusableView: UIView {
    /// The identifier the view was registered with (`reuseIdentifier`).
    open internal(set) var reuseIdentifier: String?
    /// The attributes last applied (internal; used for self-sizing).
    var _appliedAttributes: UICollectionViewLayoutAttributes?
    weak var _collectionView: UICollectionView?
    /// The supplementary kind the view was dequeued for (nil for cells).
    var _elementKind: String?

    /// Creates a view with a frame (`init(frame:)`).
    public override init(frame: CGRect) { super.init(frame: frame) }
    public required init?(coder: NSCoder) { super.init(coder: coder) }

    /// How a collection view makes a registered class's views (see the type's note).
    public required convenience init(_collectionReuseIdentifier identifier: String) {
        self.init(frame: .zero)
        reuseIdentifier = identifier
    }

    /// Called just before the collection view returns this view from a dequeue call; reset state here
    /// (`prepareForReuse()`). The default does nothing.
    open func prepareForReuse() {}

    /// Applies layout attributes beyond the standard ones (frame, alpha, transform, zIndex, hidden), which
    /// the collection view sets itself (`apply(_:)`). The default does nothing.
    open func apply(_ layoutAttributes: UICollectionViewLayoutAttributes) {}

    /// Called before the view moves to a new layout (`willTransition(from:to:)`).
    open func willTransition(from oldLayout: UICollectionViewLayout, to newLayout: UICollectionViewLayout) {}
    /// Called after the view moved to a new layout (`didTransition(from:to:)`).
    open func didTransition(from oldLayout: UICollectionViewLayout, to newLayout: UICollectionViewLayout) {}

    /// The attributes the view would like for self-sizing (`preferredLayoutAttributesFitting(_:)`): the
    /// given attributes with the size Auto Layout gives the view (`systemLayoutSizeFitting`) when the layout
    /// uses estimated sizes; otherwise unchanged.
    open func preferredLayoutAttributesFitting(_ layoutAttributes: UICollectionViewLayoutAttributes) -> UICollectionViewLayoutAttributes {
        guard let cv = _collectionView, cv.collectionViewLayout._usesSelfSizing(for: layoutAttributes) else { return layoutAttributes }
        let a = layoutAttributes.copy() as! UICollectionViewLayoutAttributes
        let fitted = _selfSizingSize(for: layoutAttributes.size, axis: cv.collectionViewLayout._selfSizingFixedAxis)
        if fitted.width > 0 && fitted.height > 0 { a.size = fitted }
        return a
    }

    /// The view whose Auto Layout size self-sizing measures (cells measure their content view).
    var _sizingView: UIView { self }
    /// The view asked for `sizeThatFits` when Auto Layout gives no size (cells: their configuration's view).
    var _fallbackSizingView: UIView { self }

    /// The Auto Layout fitting size of the sizing view, compressed on free axes; `fixed` keeps one axis at the
    /// layout's size (0 neither, 1 width, 2 height). Without constraints that give a size, `sizeThatFits`.
    func _selfSizingSize(for size: CGSize, axis fixed: Int) -> CGSize {
        let target = CGSize(width: fixed == 1 ? size.width : 0, height: fixed == 2 ? size.height : 0)
        let s = _sizingView.systemLayoutSizeFitting(target, withHorizontalFittingPriority: fixed == 1 ? .required : .fittingSizeLevel,
                                                    verticalFittingPriority: fixed == 2 ? .required : .fittingSizeLevel)
        var out = CGSize(width: ceil(s.width), height: ceil(s.height))
        if fixed == 1 { out.width = size.width }
        if fixed == 2 { out.height = size.height }
        if out.width <= 0 || out.height <= 0 {
            let t = _fallbackSizingView.sizeThatFits(CGSize(width: fixed == 1 ? size.width : .greatestFiniteMagnitude,
                                                            height: fixed == 2 ? size.height : .greatestFiniteMagnitude))
            if out.width <= 0 { out.width = ceil(t.width) }
            if out.height <= 0 { out.height = ceil(t.height) }
        }
        return out
    }
}
