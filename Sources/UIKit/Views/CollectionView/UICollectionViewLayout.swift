import Foundation

/// The object that decides where a collection view's cells and supplementary views go, mirroring
/// `UICollectionViewLayout` (an abstract base: subclasses override `prepare()`,
/// `collectionViewContentSize` and the `layoutAttributesFor…` methods).
///
/// The collection view calls `prepare()` once after each invalidation, before asking for the content size
/// and for attributes; it invalidates the layout on `reloadData()`, batch updates, a new data source and
/// whenever `shouldInvalidateLayout(forBoundsChange:)` says so.
@preconcurrency @MainActor
open class UICollectionViewLayout: NSObject {
    weak var _collectionView: UICollectionView?
    /// Set by `invalidateLayout()`; the collection view prepares the layout again before using it.
    var _needsPrepare = true
    /// Decoration view classes registered by kind (`register(_:forDecorationViewOfKind:)`).
    var _decorationClasses: [String: UICollectionReusableView.Type] = [:]

    /// Creates a layout (`init()`).
    public override init() { super.init() }
    /// Creates a layout from an archive (`init?(coder:)`); no archives are read here.
    public required init?(coder: NSCoder) { super.init() }

    /// The collection view using this layout (`collectionView`), nil until the layout is assigned to one.
    open var collectionView: UICollectionView? { _collectionView }

    /// The class the layout makes attributes of (`layoutAttributesClass`).
    open class var layoutAttributesClass: AnyClass { UICollectionViewLayoutAttributes.self }
    /// The class of the layout's invalidation contexts (`invalidationContextClass`).
    open class var invalidationContextClass: AnyClass { UICollectionViewLayoutInvalidationContext.self }

    /// Computes whatever the layout needs before the collection view asks for attributes (`prepare()`).
    /// The default does nothing.
    open func prepare() {}

    /// The size of the whole content (`collectionViewContentSize`); the default is zero.
    open var collectionViewContentSize: CGSize { .zero }

    /// The attributes of every element whose frame intersects `rect` (`layoutAttributesForElements(in:)`).
    /// The default returns nil (no elements).
    open func layoutAttributesForElements(in rect: CGRect) -> [UICollectionViewLayoutAttributes]? { nil }
    /// The attributes of one item (`layoutAttributesForItem(at:)`); the default returns nil.
    open func layoutAttributesForItem(at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? { nil }
    /// The attributes of one supplementary view (`layoutAttributesForSupplementaryView(ofKind:at:)`); nil by default.
    open func layoutAttributesForSupplementaryView(ofKind elementKind: String, at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? { nil }
    /// The attributes of one decoration view (`layoutAttributesForDecorationView(ofKind:at:)`); nil by default.
    open func layoutAttributesForDecorationView(ofKind elementKind: String, at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? { nil }

    /// Whether a change of the collection view's bounds (scrolling or resizing) needs a new layout
    /// (`shouldInvalidateLayout(forBoundsChange:)`); the default is false.
    open func shouldInvalidateLayout(forBoundsChange newBounds: CGRect) -> Bool { false }
    /// The context describing what a bounds change invalidates (`invalidationContext(forBoundsChange:)`).
    open func invalidationContext(forBoundsChange newBounds: CGRect) -> UICollectionViewLayoutInvalidationContext {
        _makeContext()
    }
    /// Whether a cell's preferred attributes (self-sizing) need a new layout
    /// (`shouldInvalidateLayout(forPreferredLayoutAttributes:withOriginalAttributes:)`); false by default.
    open func shouldInvalidateLayout(forPreferredLayoutAttributes preferredAttributes: UICollectionViewLayoutAttributes,
                                     withOriginalAttributes originalAttributes: UICollectionViewLayoutAttributes) -> Bool { false }
    /// The context for a preferred-attributes change
    /// (`invalidationContext(forPreferredLayoutAttributes:withOriginalAttributes:)`).
    open func invalidationContext(forPreferredLayoutAttributes preferredAttributes: UICollectionViewLayoutAttributes,
                                  withOriginalAttributes originalAttributes: UICollectionViewLayoutAttributes) -> UICollectionViewLayoutInvalidationContext {
        _makeContext()
    }

    /// Marks the layout as out of date: the collection view calls `prepare()` again at its next layout
    /// (`invalidateLayout()`).
    open func invalidateLayout() {
        invalidateLayout(with: _makeContext())
    }
    /// Invalidates the parts a context names (`invalidateLayout(with:)`); here the whole layout is prepared
    /// again, whatever the context says.
    open func invalidateLayout(with context: UICollectionViewLayoutInvalidationContext) {
        _needsPrepare = true
        if context.invalidateEverything || context.invalidateDataSourceCounts { _collectionView?._dataChanged() }
        _collectionView?._layoutInvalidated()
    }

    /// The content offset to use after a layout change or animated transition
    /// (`targetContentOffset(forProposedContentOffset:)`); the default returns the proposal.
    open func targetContentOffset(forProposedContentOffset proposedContentOffset: CGPoint) -> CGPoint { proposedContentOffset }
    /// Where scrolling should stop (`targetContentOffset(forProposedContentOffset:withScrollingVelocity:)`);
    /// the default returns the proposal.
    open func targetContentOffset(forProposedContentOffset proposedContentOffset: CGPoint,
                                  withScrollingVelocity velocity: CGPoint) -> CGPoint { proposedContentOffset }

    /// Called before the collection view applies a batch of updates (`prepare(forCollectionViewUpdates:)`).
    open func prepare(forCollectionViewUpdates updateItems: [UICollectionViewUpdateItem]) {}
    /// Called after a batch of updates, inside the update's animation block (`finalizeCollectionViewUpdates()`).
    open func finalizeCollectionViewUpdates() {}
    /// Called before the layout is replaced or its bounds animate (`prepare(forAnimatedBoundsChange:)`).
    open func prepare(forAnimatedBoundsChange oldBounds: CGRect) {}
    /// Called after an animated bounds change (`finalizeAnimatedBoundsChange()`).
    open func finalizeAnimatedBoundsChange() {}
    /// Called when the layout becomes a collection view's layout (`prepareForTransition(from:)`).
    open func prepareForTransition(from oldLayout: UICollectionViewLayout) {}
    /// Called when the layout is replaced (`prepareForTransition(to:)`).
    open func prepareForTransition(to newLayout: UICollectionViewLayout) {}
    /// Called after a layout transition (`finalizeLayoutTransition()`).
    open func finalizeLayoutTransition() {}

    /// The layout direction the layout was written for (`developmentLayoutDirection`, default left-to-right).
    open var developmentLayoutDirection: UIUserInterfaceLayoutDirection { .leftToRight }
    /// Whether the layout mirrors itself in right-to-left layouts (`flipsHorizontallyInOppositeLayoutDirection`).
    open var flipsHorizontallyInOppositeLayoutDirection: Bool { false }

    /// Registers a decoration view class for a kind (`register(_:forDecorationViewOfKind:)`).
    open func register(_ viewClass: AnyClass?, forDecorationViewOfKind elementKind: String) {
        if let c = viewClass {
            guard let v = c as? UICollectionReusableView.Type else {
                preconditionFailure("UICollectionViewLayout: decoration view class for kind \(elementKind) is not a UICollectionReusableView subclass")
            }
            _decorationClasses[elementKind] = v
        } else {
            _decorationClasses[elementKind] = nil
        }
    }

    /// Records the size a self-sizing cell asked for, before the layout is invalidated (internal hook for
    /// the flow layout; the base class keeps nothing).
    func _recordPreferredAttributes(_ attributes: UICollectionViewLayoutAttributes) {}
    /// Whether views with these attributes size themselves (`preferredLayoutAttributesFitting(_:)` measures).
    func _usesSelfSizing(for attributes: UICollectionViewLayoutAttributes) -> Bool { false }
    /// Whether this is an app's own layout (not flow or compositional, which measure only with estimated
    /// sizes).
    var _isCustomLayout: Bool { !(self is UICollectionViewFlowLayout) && !(self is UICollectionViewCompositionalLayout) }
    /// Which axis self-sizing keeps at the layout's size: 0 neither, 1 width, 2 height.
    var _selfSizingFixedAxis: Int { 0 }
    /// The sections that scroll across the layout's axis in scroll views of their own, by section index
    /// (the compositional layout's orthogonal sections; none in other layouts).
    var _orthogonalScrollingSections: [Int: _OrthogonalSection] { [:] }
    /// The sections' visible-items handlers, by section index, and the environment to pass them.
    var _visibleItemsHandlers: [Int: NSCollectionLayoutSectionVisibleItemsInvalidationHandler] { [:] }
    var _layoutEnvironment: (any NSCollectionLayoutEnvironment)? { nil }
    /// Moves whatever the layout keeps per index path (measured sizes) after a batch update.
    func _remapIndexPaths(_ newIndexPath: (IndexPath) -> IndexPath?) {}

    /// New attributes of the layout's `layoutAttributesClass` for a cell.
    func _makeAttributes(forCellWith indexPath: IndexPath) -> UICollectionViewLayoutAttributes {
        let cls: UICollectionViewLayoutAttributes.Type
        if let c = _attributesClass { cls = c } else {
            cls = (type(of: self).layoutAttributesClass as? UICollectionViewLayoutAttributes.Type) ?? UICollectionViewLayoutAttributes.self
            _attributesClass = cls
        }
        let a = cls == UICollectionViewLayoutAttributes.self ? UICollectionViewLayoutAttributes() : cls.init()
        a.indexPath = indexPath
        return a
    }
    /// `layoutAttributesClass`, looked up once (a class property: constant for a layout class).
    var _attributesClass: UICollectionViewLayoutAttributes.Type?
    /// New attributes of the layout's `layoutAttributesClass` for a supplementary view.
    func _makeAttributes(forSupplementaryViewOfKind kind: String, with indexPath: IndexPath) -> UICollectionViewLayoutAttributes {
        let a = _makeAttributes(forCellWith: indexPath)
        a.representedElementCategory = .supplementaryView
        a.representedElementKind = kind
        return a
    }

    func _makeContext() -> UICollectionViewLayoutInvalidationContext {
        (type(of: self).invalidationContextClass as? UICollectionViewLayoutInvalidationContext.Type)?.init()
            ?? UICollectionViewLayoutInvalidationContext()
    }
}
