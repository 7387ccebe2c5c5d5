import Foundation
import UIKit

/// Removes the addresses from a description as swift-snapshot-testing does (`<UIView: 0x7f…; frame` reads
/// `<UIView; frame`), so that text snapshots do not change from run to run.
func removingAddresses(_ text: String) -> String {
    text.replacingOccurrences(of: ":?\\s*0x[\\da-f]+(\\s*)", with: "$1", options: .regularExpression)
}

extension Snapshotting where Value == UIView, Format == String {
    /// Snapshots a view's `recursiveDescription()` at its own size, as the library's iOS strategy.
    public static var recursiveDescription: Snapshotting { .recursiveDescription() }

    /// Snapshots a view's `recursiveDescription()`, mirroring swift-snapshot-testing's iOS
    /// `Snapshotting<UIView, String>.recursiveDescription(size:traits:)`: the view is laid out in a window
    /// of its size (or `size`) with `traits`, and its description is recorded without addresses:
    ///
    /// ```
    /// <UIButton; frame = (0 0; 22 22); opaque = NO; layer = <CALayer>>
    ///    | <UIImageView; frame = (0 0; 22 22); clipsToBounds = YES; opaque = NO; userInteractionEnabled = NO; layer = <CALayer>>
    /// ```
    public static func recursiveDescription(size: CGSize? = nil, traits: UITraitCollection = .init()) -> Snapshotting<UIView, String> {
        SimplySnapshotting.lines.pullback { (view: UIView) in
            MainActor.assumeIsolated {
                let dispose = SnapshotHost.prepare(config: .init(safeArea: .zero, size: size ?? view.frame.size, traits: traits),
                                                   drawHierarchyInKeyWindow: false, traits: .init(), view: view,
                                                   viewController: UIViewController())
                defer { dispose() }
                return removingAddresses(view.recursiveDescription())
            }
        }
    }
}

extension Snapshotting where Value == UIViewController, Format == String {
    /// Snapshots a view controller's hierarchy (`_printHierarchy()`), mirroring swift-snapshot-testing's
    /// iOS `Snapshotting<UIViewController, String>.hierarchy`: the controller is shown in a window first.
    ///
    /// ```
    /// <UITabBarController>, state: appeared, view: <UILayoutContainerView>
    ///    | <UINavigationController>, state: appeared, view: <UILayoutContainerView>
    ///    |    | <UIViewController>, state: appeared, view: <UIView>
    /// ```
    public static var hierarchy: Snapshotting {
        Snapshotting<String, String>.lines.pullback { (viewController: UIViewController) in
            MainActor.assumeIsolated {
                let dispose = SnapshotHost.prepare(config: .init(), drawHierarchyInKeyWindow: false, traits: .init(),
                                                   view: viewController.view, viewController: viewController)
                defer { dispose() }
                return removingAddresses(viewController._printHierarchy())
            }
        }
    }

    /// Snapshots a view controller's view's `recursiveDescription()`, as the library's iOS strategy.
    public static var recursiveDescription: Snapshotting { .recursiveDescription() }

    /// Snapshots a view controller's view's `recursiveDescription()` on a device, mirroring
    /// swift-snapshot-testing's iOS `Snapshotting<UIViewController, String>.recursiveDescription(on:size:traits:)`.
    public static func recursiveDescription(on config: ViewImageConfig = .init(), size: CGSize? = nil,
                                            traits: UITraitCollection = .init()) -> Snapshotting<UIViewController, String> {
        SimplySnapshotting.lines.pullback { (viewController: UIViewController) in
            MainActor.assumeIsolated {
                let dispose = SnapshotHost.prepare(
                    config: .init(safeArea: config.safeArea, size: size ?? config.size, traits: config.traits),
                    drawHierarchyInKeyWindow: false, traits: traits, view: viewController.view,
                    viewController: viewController)
                defer { dispose() }
                return removingAddresses(viewController.view.recursiveDescription())
            }
        }
    }
}
