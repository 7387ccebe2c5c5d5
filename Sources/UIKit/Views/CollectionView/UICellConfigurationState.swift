import Foundation

/// The state a cell's configurations are updated for, mirroring `UICellConfigurationState`: the view's
/// traits plus selection, highlight and the other cell states.
@MainActor
public struct UICellConfigurationState {
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

    /// A state with traits (`init(traitCollection:)`).
    public init(traitCollection: UITraitCollection) { self.traitCollection = traitCollection }
}
