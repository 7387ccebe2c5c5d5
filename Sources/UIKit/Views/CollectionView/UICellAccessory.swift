import Foundation

/// An accessory shown at the trailing edge of a list cell, mirroring `UICellAccessory` (a basic subset:
/// disclosure indicator, checkmark, label; see Docs/Deviations.md).
public struct UICellAccessory {
    /// When an accessory shows, mirroring `UICellAccessory.DisplayedState`.
    public enum DisplayedState: Int, Sendable {
        case always = 0, whenEditing, whenNotEditing
    }
    /// Where an accessory sits, mirroring `UICellAccessory.Placement`.
    public enum Placement: Sendable {
        case leading, trailing
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
