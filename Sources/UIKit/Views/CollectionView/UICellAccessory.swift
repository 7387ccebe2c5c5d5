import Foundation

/// An accessory shown at an edge of a list cell, mirroring `UICellAccessory` (a subset: disclosure
/// indicator, checkmark, label, outline disclosure, delete, reorder and custom views; see Docs/Deviations.md).
public struct UICellAccessory {
    /// When an accessory shows, mirroring `UICellAccessory.DisplayedState`.
    public enum DisplayedState: Int, Sendable {
        case always = 0, whenEditing, whenNotEditing
    }
    /// Where an accessory goes among those on its side (`UICellAccessory.Position`): given the accessories
    /// already there, the index to insert at.
    public typealias Position = ([UICellAccessory]) -> Int
    /// Where a custom accessory sits, mirroring `UICellAccessory.Placement`: the leading or trailing edge,
    /// in which editing states, and at which index among that edge's accessories (the end by default).
    public enum Placement {
        case leading(displayed: DisplayedState = .always, at: Position = { $0.count })
        case trailing(displayed: DisplayedState = .always, at: Position = { $0.count })

        /// A position just before the first accessory matching `accessory` (`position(before:)`), else the start.
        public static func position(before accessory: UICellAccessory) -> Position {
            { list in list.firstIndex { $0._sameKind(as: accessory) } ?? 0 }
        }
        /// A position just after the last accessory matching `accessory` (`position(after:)`), else the end.
        public static func position(after accessory: UICellAccessory) -> Position {
            { list in list.lastIndex { $0._sameKind(as: accessory) }.map { $0 + 1 } ?? list.count }
        }
    }
    /// The width reserved for an accessory, mirroring `UICellAccessory.LayoutDimension`: the accessory is
    /// centred within it.
    public enum LayoutDimension {
        /// The accessory's own width.
        case actual
        /// The system's standard width (the accessory's own width here).
        case standard
        /// A width of its own (never narrower than the accessory).
        case custom(CGFloat)
    }
    /// Options of a custom view accessory (`UICellAccessory.CustomViewConfiguration`).
    public struct CustomViewConfiguration {
        /// The view shown as the accessory.
        public let customView: UIView
        /// Where it sits.
        public var placement: Placement
        /// Whether it is hidden (default false).
        public var isHidden: Bool
        /// The width reserved for it (default `.standard`).
        public var reservedLayoutWidth: LayoutDimension
        /// The tint colour given to the view (nil: the cell's).
        public var tintColor: UIColor?
        /// Whether the view keeps its frame size (true) or is sized by the accessory layout, to its
        /// intrinsic content size (false, the default).
        public var maintainsFixedSize: Bool
        public init(customView: UIView, placement: Placement, isHidden: Bool? = nil, reservedLayoutWidth: LayoutDimension? = nil,
                    tintColor: UIColor? = nil, maintainsFixedSize: Bool? = nil) {
            self.customView = customView
            self.placement = placement
            self.isHidden = isHidden ?? false
            self.reservedLayoutWidth = reservedLayoutWidth ?? .standard
            self.tintColor = tintColor
            self.maintainsFixedSize = maintainsFixedSize ?? false
        }
    }
    /// Options of a disclosure indicator (`UICellAccessory.DisclosureIndicatorOptions`).
    public struct DisclosureIndicatorOptions {
        public var isHidden: Bool?
        public var reservedLayoutWidth: CGFloat?
        public var tintColor: UIColor?
        public init(isHidden: Bool? = nil, reservedLayoutWidth: CGFloat? = nil, tintColor: UIColor? = nil) {
            self.isHidden = isHidden
            self.reservedLayoutWidth = reservedLayoutWidth
            self.tintColor = tintColor
        }
    }
    /// Options of a checkmark (`UICellAccessory.CheckmarkOptions`).
    public struct CheckmarkOptions {
        public var isHidden: Bool?
        public var reservedLayoutWidth: CGFloat?
        public var tintColor: UIColor?
        public init(isHidden: Bool? = nil, reservedLayoutWidth: CGFloat? = nil, tintColor: UIColor? = nil) {
            self.isHidden = isHidden
            self.reservedLayoutWidth = reservedLayoutWidth
            self.tintColor = tintColor
        }
    }
    /// Options of a label accessory (`UICellAccessory.LabelOptions`).
    public struct LabelOptions {
        public var isHidden: Bool?
        public var reservedLayoutWidth: CGFloat?
        public var tintColor: UIColor?
        public var font: UIFont
        public var adjustsFontForContentSizeCategory: Bool
        public init(isHidden: Bool? = nil, reservedLayoutWidth: CGFloat? = nil, tintColor: UIColor? = nil,
                    font: UIFont = .systemFont(ofSize: 17), adjustsFontForContentSizeCategory: Bool = true) {
            self.isHidden = isHidden
            self.reservedLayoutWidth = reservedLayoutWidth
            self.tintColor = tintColor
            self.font = font
            self.adjustsFontForContentSizeCategory = adjustsFontForContentSizeCategory
        }
    }

    /// Options of an outline disclosure (`UICellAccessory.OutlineDisclosureOptions`).
    public struct OutlineDisclosureOptions {
        /// How the disclosure behaves (`UICellAccessory.OutlineDisclosureOptions.Style`): with `.header`
        /// a tap anywhere on the cell expands or collapses it; with `.cell` (and `.automatic`) only the
        /// chevron does.
        public enum Style: Int, Sendable { case automatic = 0, header, cell }
        public var style: Style
        public var isHidden: Bool?
        public var reservedLayoutWidth: CGFloat?
        public var tintColor: UIColor?
        public init(style: Style = .automatic, isHidden: Bool? = nil, reservedLayoutWidth: CGFloat? = nil, tintColor: UIColor? = nil) {
            self.style = style
            self.isHidden = isHidden
            self.reservedLayoutWidth = reservedLayoutWidth
            self.tintColor = tintColor
        }
    }

    enum _Kind {
        case disclosure, checkmark
        case label(String, UIFont)
        case outline(OutlineDisclosureOptions.Style, (@MainActor () -> Void)?)
        case custom(CustomViewConfiguration)
        case delete((@MainActor () -> Void)?)
        case reorder(showsVerticalSeparator: Bool)
    }
    let _kind: _Kind
    let _displayed: DisplayedState
    let _hidden: Bool
    let _tint: UIColor?

    /// A chevron showing the item leads somewhere (`disclosureIndicator(displayed:options:)`).
    public static func disclosureIndicator(displayed: DisplayedState = .always, options: DisclosureIndicatorOptions = .init()) -> UICellAccessory {
        UICellAccessory(_kind: .disclosure, _displayed: displayed, _hidden: options.isHidden ?? false, _tint: options.tintColor)
    }
    /// A checkmark (`checkmark(displayed:options:)`).
    public static func checkmark(displayed: DisplayedState = .always, options: CheckmarkOptions = .init()) -> UICellAccessory {
        UICellAccessory(_kind: .checkmark, _displayed: displayed, _hidden: options.isHidden ?? false, _tint: options.tintColor)
    }
    /// A short text (`label(text:displayed:options:)`).
    public static func label(text: String, displayed: DisplayedState = .always, options: LabelOptions = .init()) -> UICellAccessory {
        UICellAccessory(_kind: .label(text, options.font), _displayed: displayed, _hidden: options.isHidden ?? false, _tint: options.tintColor)
    }

    /// A chevron that expands and collapses the cell's item in an outline section
    /// (`outlineDisclosure(displayed:options:actionHandler:)`): right when collapsed, down when expanded.
    /// `actionHandler`, when given, runs instead of the data source's expand or collapse.
    public static func outlineDisclosure(displayed: DisplayedState = .always, options: OutlineDisclosureOptions = .init(),
                                         actionHandler: (@MainActor () -> Void)? = nil) -> UICellAccessory {
        UICellAccessory(_kind: .outline(options.style, actionHandler), _displayed: displayed, _hidden: options.isHidden ?? false,
                        _tint: options.tintColor)
    }

    /// Options of a delete accessory (`UICellAccessory.DeleteOptions`).
    public struct DeleteOptions {
        public var isHidden: Bool?
        public var reservedLayoutWidth: LayoutDimension?
        public var tintColor: UIColor?
        public var backgroundColor: UIColor?
        public init(isHidden: Bool? = nil, reservedLayoutWidth: LayoutDimension? = nil, tintColor: UIColor? = nil, backgroundColor: UIColor? = nil) {
            self.isHidden = isHidden
            self.reservedLayoutWidth = reservedLayoutWidth
            self.tintColor = tintColor
            self.backgroundColor = backgroundColor
        }
    }

    /// The delete control at the leading edge, shown while the list is editing by default
    /// (`delete(displayed:options:actionHandler:)`). A tap runs `actionHandler`; without one it opens the
    /// row on its trailing swipe actions, as UIKit does.
    public static func delete(displayed: DisplayedState = .whenEditing, options: DeleteOptions = .init(),
                              actionHandler: (@MainActor () -> Void)? = nil) -> UICellAccessory {
        UICellAccessory(_kind: .delete(actionHandler), _displayed: displayed, _hidden: options.isHidden ?? false,
                        _tint: options.backgroundColor ?? options.tintColor)
    }

    /// Options of a reorder accessory (`UICellAccessory.ReorderOptions`).
    public struct ReorderOptions {
        /// Whether the accessory is hidden (default false).
        public var isHidden: Bool
        /// The width reserved for it (default `.standard`).
        public var reservedLayoutWidth: LayoutDimension
        /// The bars' colour (nil: system grey).
        public var tintColor: UIColor?
        /// Whether a vertical separator shows before it when it follows another accessory (default true).
        public var showsVerticalSeparator: Bool
        public init(isHidden: Bool? = nil, reservedLayoutWidth: LayoutDimension? = nil, tintColor: UIColor? = nil,
                    showsVerticalSeparator: Bool? = nil) {
            self.isHidden = isHidden ?? false
            self.reservedLayoutWidth = reservedLayoutWidth ?? .standard
            self.tintColor = tintColor
            self.showsVerticalSeparator = showsVerticalSeparator ?? true
        }
    }

    /// The reorder control: three grey bars at the trailing edge, shown while the list is editing by
    /// default (`reorder(displayed:options:)`). Dragging it moves the cell's item through the collection
    /// view's interactive movement (`beginInteractiveMovementForItem(at:)` and the rest): the other rows
    /// make room as it passes them, and on release the data source hears `moveItemAt` (a diffable data
    /// source runs its `reorderingHandlers`). Only items the data source lets move (`canMoveItemAt`) move.
    public static func reorder(displayed: DisplayedState = .whenEditing, options: ReorderOptions = ReorderOptions()) -> UICellAccessory {
        UICellAccessory(_kind: .reorder(showsVerticalSeparator: options.showsVerticalSeparator), _displayed: displayed,
                        _hidden: options.isHidden, _tint: options.tintColor)
    }

    /// A custom view accessory (`customView(configuration:)`): the configuration's view at its placement.
    public static func customView(configuration: CustomViewConfiguration) -> UICellAccessory {
        let displayed: DisplayedState
        switch configuration.placement {
        case .leading(let d, _), .trailing(let d, _): displayed = d
        }
        return UICellAccessory(_kind: .custom(configuration), _displayed: displayed, _hidden: configuration.isHidden,
                               _tint: configuration.tintColor)
    }

    /// Whether the accessory sits at the leading edge (only custom accessories placed there do).
    var _isLeading: Bool {
        if case .custom(let c) = _kind, case .leading = c.placement { return true }
        if case .delete = _kind { return true }
        return false
    }

    /// Whether two accessories are of the same kind (what `Placement.position(before:)` matches).
    func _sameKind(as other: UICellAccessory) -> Bool {
        switch (_kind, other._kind) {
        case (.disclosure, .disclosure), (.checkmark, .checkmark), (.label, .label), (.outline, .outline), (.delete, .delete),
             (.reorder, .reorder): return true
        case (.custom(let a), .custom(let b)): return a.customView === b.customView
        default: return false
        }
    }

    /// Whether the accessory shows in an editing state.
    func _shows(editing: Bool) -> Bool {
        guard !_hidden else { return false }
        switch _displayed {
        case .always: return true
        case .whenEditing: return editing
        case .whenNotEditing: return !editing
        }
    }
}
