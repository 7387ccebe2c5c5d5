import Foundation

/// How the separators of a list section's rows look, mirroring `UIListSeparatorConfiguration` (iOS 14.5):
/// set section-wide as `UICollectionLayoutListConfiguration.separatorConfiguration`, per row through
/// `itemSeparatorHandler`. Each row has a top and a bottom separator; `.automatic` lets the list decide
/// (a bottom separator under each row but the last of an inset grouped or sidebar section, no top one).
public struct UIListSeparatorConfiguration: Hashable, Sendable {
    /// Whether a separator shows (`UIListSeparatorConfiguration.Visibility`).
    public enum Visibility: Int, Hashable, Sendable {
        case automatic = 0, visible, hidden
    }

    /// A placeholder inset whose edges the list replaces with its own values (`automaticInsets`).
    public static let automaticInsets = NSDirectionalEdgeInsets(top: .greatestFiniteMagnitude, leading: .greatestFiniteMagnitude,
                                                                bottom: .greatestFiniteMagnitude, trailing: .greatestFiniteMagnitude)

    /// The top separator's visibility (`topSeparatorVisibility`, default `.automatic`).
    public var topSeparatorVisibility: Visibility = .automatic
    /// The bottom separator's visibility (`bottomSeparatorVisibility`, default `.automatic`).
    public var bottomSeparatorVisibility: Visibility = .automatic
    /// The top separator's insets (`topSeparatorInsets`, default `automaticInsets`).
    public var topSeparatorInsets: NSDirectionalEdgeInsets = automaticInsets
    /// The bottom separator's insets (`bottomSeparatorInsets`, default `automaticInsets`).
    public var bottomSeparatorInsets: NSDirectionalEdgeInsets = automaticInsets
    /// The separators' colour (`color`, default `.separator`).
    public var color: UIColor = .separator
    /// The colour while several rows are selected (`multipleSelectionColor`, default `.separator`).
    public var multipleSelectionColor: UIColor = .separator

    /// The defaults for a list of `listAppearance` (`init(listAppearance:)`).
    public init(listAppearance: UICollectionLayoutListConfiguration.Appearance) {}
}
