import Foundation

/// A description of a view's content, mirroring `UIContentConfiguration`: it makes the view that shows it,
/// and gives a copy styled for a configuration state (`updated(for:)`; the default returns it unchanged).
@MainActor
public protocol UIContentConfiguration {
    /// Makes a view showing this configuration.
    func makeContentView() -> any UIView & UIContentView
    /// A copy of this configuration styled for `state`.
    func updated(for state: any UIConfigurationState) -> Self
}

extension UIContentConfiguration {
    public func updated(for state: any UIConfigurationState) -> Self { self }
}

/// A view that shows a content configuration, mirroring `UIContentView`.
@MainActor
public protocol UIContentView: AnyObject {
    var configuration: any UIContentConfiguration { get set }
}
