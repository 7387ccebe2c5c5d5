import Foundation

extension UITableView {
    /// The table's style, mirroring `UITableView.Style` (raw values as Apple's).
    public enum Style: Int, Sendable {
        case plain = 0
        case grouped = 1
        case insetGrouped = 2
    }

    /// How inserted, deleted or reloaded rows animate, mirroring `UITableView.RowAnimation`.
    public enum RowAnimation: Int, Sendable {
        case fade = 0, right, left, top, bottom, none, middle
        case automatic = 100
    }

    /// Where a row ends up after scrolling, mirroring `UITableView.ScrollPosition`.
    public enum ScrollPosition: Int, Sendable {
        case none = 0, top, middle, bottom
    }

    /// The separator style, mirroring `UITableViewCell.SeparatorStyle` (`UITableView.separatorStyle`).
    public typealias SeparatorStyle = UITableViewCell.SeparatorStyle

    /// A height that asks the table to compute it (`UITableView.automaticDimension`, Apple's value -1... is
    /// private; this is `CGFloat(-1)` too, never a real height).
    public static let automaticDimension: CGFloat = -1

    /// The separator inset reference, mirroring `UITableView.SeparatorInsetReference`.
    public enum SeparatorInsetReference: Int, Sendable {
        case fromCellEdges = 0, fromAutomaticInsets
    }
}

/// The editing control a row shows, mirroring `UITableViewCell.EditingStyle`.
extension UITableViewCell {
    public enum EditingStyle: Int, Sendable {
        case none = 0, delete, insert
    }
    /// Mirrors `UITableViewCell.CellStyle`.
    public enum CellStyle: Int, Sendable {
        case `default` = 0, value1, value2, subtitle
    }
    /// Mirrors `UITableViewCell.SelectionStyle`.
    public enum SelectionStyle: Int, Sendable {
        case none = 0, blue, gray
        case `default` = 3
    }
    /// Mirrors `UITableViewCell.AccessoryType`.
    public enum AccessoryType: Int, Sendable {
        case none = 0, disclosureIndicator, detailDisclosureButton, checkmark, detailButton
    }
    /// Mirrors `UITableViewCell.SeparatorStyle`.
    public enum SeparatorStyle: Int, Sendable {
        case none = 0, singleLine, singleLineEtched
    }
    /// Mirrors `UITableViewCell.FocusStyle`.
    public enum FocusStyle: Int, Sendable {
        case `default` = 0, custom
    }
}
