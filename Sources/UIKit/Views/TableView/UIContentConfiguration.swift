import Foundation

/// A description of a view's content, mirroring `UIContentConfiguration`: it makes the view that shows it.
/// (UIKit's `updated(for:)` with configuration states is not offered yet; see Docs/Deviations.md.)
@MainActor
public protocol UIContentConfiguration {
    func makeContentView() -> any UIView & UIContentView
}

/// A view that shows a content configuration, mirroring `UIContentView`.
@MainActor
public protocol UIContentView: AnyObject {
    var configuration: any UIContentConfiguration { get set }
}
