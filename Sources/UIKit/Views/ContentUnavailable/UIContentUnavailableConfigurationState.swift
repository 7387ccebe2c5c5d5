import Foundation

/// The state a content-unavailable configuration is updated for, mirroring
/// `UIContentUnavailableConfigurationState` (iOS 17): the traits and the search text of the view
/// controller's search field. A view controller hands one to `updateContentUnavailableConfiguration(using:)`.
public struct UIContentUnavailableConfigurationState: UIConfigurationState, Hashable, @unchecked Sendable {
    /// The traits of the view controller.
    public var traitCollection: UITraitCollection
    /// The text of the search field (the navigation item's search controller's), or nil.
    public var searchText: String?
    var _custom: [UIConfigurationStateCustomKey: AnyHashable] = [:]

    /// Creates a state with `traitCollection` and no search text.
    public init(traitCollection: UITraitCollection) { self.traitCollection = traitCollection }
    /// Creates a state with `traitCollection` and `searchText`.
    public init(traitCollection: UITraitCollection, searchText: String?) {
        self.traitCollection = traitCollection
        self.searchText = searchText
    }

    /// A custom state value.
    public subscript(key: UIConfigurationStateCustomKey) -> AnyHashable? {
        get { _custom[key] }
        set { _custom[key] = newValue }
    }
}
