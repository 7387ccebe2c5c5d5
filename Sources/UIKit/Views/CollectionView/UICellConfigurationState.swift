import Foundation

/// The state a cell's configurations are updated for, mirroring `UICellConfigurationState`: the view's
/// traits plus selection, highlight and the other cell states, and custom states by key
/// (`UIConfigurationState`, so `UIListContentConfiguration.updated(for:)` takes it).
@MainActor
public struct UICellConfigurationState: @preconcurrency UIConfigurationState {
    /// The traits of the cell (`traitCollection`).
    public var traitCollection: UITraitCollection
    public var isDisabled = false
    public var isHighlighted = false
    public var isSelected = false
    public var isFocused = false
    public var isPinned = false
    public var isEditing = false
    public var isExpanded = false
    public var isSwiped = false
    public var isReordering = false
    public var cellDragState: UICollectionViewCell.DragState = .none

    /// Custom states set by the app, by key.
    private var _custom: [UIConfigurationStateCustomKey: AnyHashable] = [:]

    /// A state with traits (`init(traitCollection:)`).
    public init(traitCollection: UITraitCollection) { self.traitCollection = traitCollection }

    /// A custom state (`subscript(_:)`); nil when not set.
    public subscript(key: UIConfigurationStateCustomKey) -> AnyHashable? {
        get { _custom[key] }
        set { _custom[key] = newValue }
    }
}
