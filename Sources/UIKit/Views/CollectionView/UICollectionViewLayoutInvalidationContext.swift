import Foundation

/// What part of a layout is out of date, mirroring `UICollectionViewLayoutInvalidationContext`. This
/// implementation prepares the whole layout again for any context; the properties are kept so layouts
/// written for iOS compile and can read them.
@preconcurrency @MainActor
open class UICollectionViewLayoutInvalidationContext: NSObject {
    /// Creates a context (`init()`).
    public required override init() { super.init() }
    /// Whether everything is invalid, as after `reloadData()` (`invalidateEverything`).
    open internal(set) var invalidateEverything = false
    /// Whether the section and item counts changed (`invalidateDataSourceCounts`).
    open internal(set) var invalidateDataSourceCounts = false
    /// Items whose attributes changed (`invalidatedItemIndexPaths`).
    open private(set) var invalidatedItemIndexPaths: [IndexPath]?
    /// Supplementary elements whose attributes changed (`invalidatedSupplementaryIndexPaths`).
    open private(set) var invalidatedSupplementaryIndexPaths: [String: [IndexPath]]?
    /// How much the content size changes (`contentSizeAdjustment`).
    open var contentSizeAdjustment: CGSize = .zero
    /// How much the content offset changes (`contentOffsetAdjustment`).
    open var contentOffsetAdjustment: CGPoint = .zero

    /// Names items whose attributes changed (`invalidateItems(at:)`).
    open func invalidateItems(at indexPaths: [IndexPath]) {
        invalidatedItemIndexPaths = (invalidatedItemIndexPaths ?? []) + indexPaths
    }
    /// Names supplementary elements whose attributes changed (`invalidateSupplementaryElements(ofKind:at:)`).
    open func invalidateSupplementaryElements(ofKind elementKind: String, at indexPaths: [IndexPath]) {
        var d = invalidatedSupplementaryIndexPaths ?? [:]
        d[elementKind, default: []] += indexPaths
        invalidatedSupplementaryIndexPaths = d
    }
}

/// The flow layout's invalidation context, mirroring `UICollectionViewFlowLayoutInvalidationContext`.
@preconcurrency @MainActor
open class UICollectionViewFlowLayoutInvalidationContext: UICollectionViewLayoutInvalidationContext {
    /// Whether item sizes must be asked again from the delegate (`invalidateFlowLayoutDelegateMetrics`, default true).
    open var invalidateFlowLayoutDelegateMetrics = true
    /// Whether the flow layout's cached attributes are invalid (`invalidateFlowLayoutAttributes`, default true).
    open var invalidateFlowLayoutAttributes = true
}

/// One insert, delete, reload or move of a batch update, mirroring `UICollectionViewUpdateItem`, as given
/// to `UICollectionViewLayout.prepare(forCollectionViewUpdates:)`.
@preconcurrency @MainActor
open class UICollectionViewUpdateItem: NSObject {
    /// The kind of update, mirroring `UICollectionViewUpdateItem.Action`.
    public enum Action: Int, Sendable {
        case insert = 0, delete, reload, move, none
    }
    /// The index path before the update (nil for inserts) (`indexPathBeforeUpdate`).
    open private(set) var indexPathBeforeUpdate: IndexPath?
    /// The index path after the update (nil for deletes) (`indexPathAfterUpdate`).
    open private(set) var indexPathAfterUpdate: IndexPath?
    /// The kind of update (`updateAction`).
    open private(set) var updateAction: Action

    init(action: Action, before: IndexPath?, after: IndexPath?) {
        updateAction = action
        indexPathBeforeUpdate = before
        indexPathAfterUpdate = after
        super.init()
    }
}
