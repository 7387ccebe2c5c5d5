import Foundation
import UIKit

/// Puts a view or a view controller on a device for a snapshot and takes it off again, the way
/// swift-snapshot-testing does on iOS: the view gets the configuration's size, the controller is made the
/// child of a root controller in a window of that size whose safe area is the configuration's, the traits
/// are given to the child as an override, the appearance callbacks run (appear, then disappear when the
/// snapshot is taken), and layout is committed.
///
/// Before anything, one turn of the main run loop runs (`UIApplication.shared.runOneTurn()`): timers due
/// on the media clock, main-queue work and pending commits take effect first, so a strategy wrapped in
/// `.wait(for:on:)` sees what happened during the wait.
@MainActor
enum SnapshotHost {
    /// Shows `view` (which is `viewController.view` or goes inside it) as `config` says and returns what
    /// takes it off again.
    static func prepare(config: ViewImageConfig, drawHierarchyInKeyWindow: Bool, traits: UITraitCollection,
                        view: UIView, viewController: UIViewController) -> () -> Void {
        UIApplication.shared.runOneTurn()
        let size = config.size ?? viewController.view.frame.size
        view.frame.size = size
        if view !== viewController.view {
            viewController.view.bounds = view.bounds
            viewController.view.addSubview(view)
        }
        let combined = UITraitCollection(traitsFrom: [config.traits, traits])
        let window: UIWindow
        if drawHierarchyInKeyWindow {
            // iOS uses the test host's key window; a test process here has one only if the test made it,
            // so a window is made key for the snapshot otherwise.
            window = UIApplication.shared.keyWindow ?? SnapshotWindow(
                config: ViewImageConfig(safeArea: config.safeArea, size: size, traits: combined),
                viewController: viewController, makeKey: true)
            window.frame.size = size
        } else {
            window = SnapshotWindow(
                config: ViewImageConfig(safeArea: config.safeArea, size: config.size ?? size, traits: combined),
                viewController: viewController, makeKey: false)
        }
        let remove = show(viewController, with: combined, in: window)
        if size.width == 0 || size.height == 0 {
            // A view without a size gets the one it asks for.
            view.sizeToFit()
            view.setNeedsLayout()
            view.layoutIfNeeded()
        }
        return {
            remove()
            if let own = window as? SnapshotWindow { own.isHidden = true }
        }
    }

    /// Renders `view` as an image after preparing it, then takes it off again.
    static func snapshot(config: ViewImageConfig, drawHierarchyInKeyWindow: Bool, traits: UITraitCollection,
                         view: UIView, viewController: UIViewController) -> UIImage {
        let initialFrame = view.frame
        let dispose = prepare(config: config, drawHierarchyInKeyWindow: drawHierarchyInKeyWindow, traits: traits,
                              view: view, viewController: viewController)
        // `render(in:)` draws in the layer's own coordinates, as on iOS, so a renderer over the view's
        // bounds shows what is visible (a scrolled view's content where it is scrolled to).
        let image = render(bounds: view.bounds, traits: traits) { ctx in
            if drawHierarchyInKeyWindow {
                view.drawHierarchy(in: view.bounds, afterScreenUpdates: true)
            } else {
                CATransaction.flush()
                view.layer.render(in: ctx)
            }
        }
        view.frame = initialFrame
        dispose()
        return image
    }

    /// An image of `bounds` at the traits' display scale (the main screen's when unspecified), as
    /// `UIGraphicsImageRenderer(bounds:format: .init(for: traits))` makes on iOS.
    static func render(bounds: CGRect, traits: UITraitCollection, _ draw: (CGContext) -> Void) -> UIImage {
        let format = UIGraphicsImageRendererFormat()
        if traits.displayScale > 0 { format.scale = traits.displayScale }
        return UIGraphicsImageRenderer(bounds: bounds, format: format).image { draw($0.cgContext) }
    }

    /// Makes `viewController` the window's root (or a child of a clear root controller when it is not the
    /// root already), overrides its traits, and runs its appearance; returns what undoes it all.
    private static func show(_ viewController: UIViewController, with traits: UITraitCollection,
                             in window: UIWindow) -> () -> Void {
        let root: UIViewController
        if viewController !== window.rootViewController {
            root = UIViewController()
            root.view.backgroundColor = .clear
            root.view.frame = window.frame
            // The library copies the child's translatesAutoresizingMaskIntoConstraints to the root view,
            // and iOS keeps the window-sized frame of such a root view all the same; this Auto Layout
            // solves an unconstrained root view to zero, so the root view keeps its autoresizing here,
            // which gives iOS's result (the child pinned to a window-sized root).
            root.preferredContentSize = root.view.frame.size
            viewController.view.frame = root.view.frame
            root.view.addSubview(viewController.view)
            if viewController.view.translatesAutoresizingMaskIntoConstraints {
                viewController.view.autoresizingMask = [.flexibleWidth, .flexibleHeight]
            } else {
                NSLayoutConstraint.activate([
                    viewController.view.topAnchor.constraint(equalTo: root.view.topAnchor),
                    viewController.view.bottomAnchor.constraint(equalTo: root.view.bottomAnchor),
                    viewController.view.leadingAnchor.constraint(equalTo: root.view.leadingAnchor),
                    viewController.view.trailingAnchor.constraint(equalTo: root.view.trailingAnchor),
                ])
            }
            root.addChild(viewController)
        } else {
            root = viewController
        }
        root.setOverrideTraitCollection(traits, forChild: viewController)
        viewController.didMove(toParent: root)
        window.rootViewController = root
        root.beginAppearanceTransition(true, animated: false)
        root.endAppearanceTransition()
        root.view.setNeedsLayout()
        root.view.layoutIfNeeded()
        viewController.view.setNeedsLayout()
        viewController.view.layoutIfNeeded()
        return {
            root.beginAppearanceTransition(false, animated: false)
            viewController.willMove(toParent: nil)
            viewController.view.removeFromSuperview()
            viewController.removeFromParent()
            viewController.didMove(toParent: nil)
            root.endAppearanceTransition()
            window.rootViewController = nil
        }
    }
}

/// The window a snapshot is taken in: the configuration's size, and its safe area as the window's.
/// Navigation and tab bar controllers lay their bars out against the window's edges, so, as the library
/// does, their window gives up the inset a bar already covers.
final class SnapshotWindow: UIWindow {
    private var config: ViewImageConfig

    init(config: ViewImageConfig, viewController: UIViewController, makeKey: Bool) {
        var config = config
        var size = config.size ?? viewController.view.bounds.size
        if viewController is UINavigationController {
            size.height -= config.safeArea.top
            config.safeArea.top = 0
        } else if let tabs = viewController as? UITabBarController {
            size.height -= config.safeArea.bottom
            config.safeArea.bottom = 0
            if tabs.selectedViewController is UINavigationController {
                size.height -= config.safeArea.top
                config.safeArea.top = 0
            }
        }
        self.config = config
        super.init(frame: CGRect(origin: .zero, size: size))
        if makeKey { makeKeyAndVisible() } else { isHidden = false }
    }

    required init?(coder: NSCoder) {
        preconditionFailure("SnapshotWindow is made in code")
    }

    /// The configuration's safe area; none when it is only a status bar's 20 points and the root
    /// controller hides the status bar.
    override var safeAreaInsets: UIEdgeInsets {
        if config.safeArea == UIEdgeInsets(top: 20, left: 0, bottom: 0, right: 0),
           rootViewController?.prefersStatusBarHidden ?? false {
            return .zero
        }
        return config.safeArea
    }
}
