import Foundation

/// The delegate of a context menu interaction, mirroring `UIContextMenuInteractionDelegate`. Only
/// `contextMenuInteraction(_:configurationForMenuAtLocation:)` is required.
@preconcurrency @MainActor
public protocol UIContextMenuInteractionDelegate: AnyObject {
    /// The configuration for a menu at `location` (in the interaction's view), or nil for no menu.
    func contextMenuInteraction(_ interaction: UIContextMenuInteraction,
                                configurationForMenuAtLocation location: CGPoint) -> UIContextMenuConfiguration?
    /// The menu is about to be shown.
    func contextMenuInteraction(_ interaction: UIContextMenuInteraction,
                                willDisplayMenuFor configuration: UIContextMenuConfiguration,
                                animator: (any UIContextMenuInteractionAnimating)?)
    /// The menu is about to be dismissed.
    func contextMenuInteraction(_ interaction: UIContextMenuInteraction,
                                willEndFor configuration: UIContextMenuConfiguration,
                                animator: (any UIContextMenuInteractionAnimating)?)
}

extension UIContextMenuInteractionDelegate {
    public func contextMenuInteraction(_ interaction: UIContextMenuInteraction,
                                       willDisplayMenuFor configuration: UIContextMenuConfiguration,
                                       animator: (any UIContextMenuInteractionAnimating)?) {}
    public func contextMenuInteraction(_ interaction: UIContextMenuInteraction,
                                       willEndFor configuration: UIContextMenuConfiguration,
                                       animator: (any UIContextMenuInteractionAnimating)?) {}
}

/// The animator handed to context menu delegate calls, mirroring `UIContextMenuInteractionAnimating`.
@preconcurrency @MainActor
public protocol UIContextMenuInteractionAnimating: AnyObject {
    /// The preview view controller, if any.
    var previewViewController: UIViewController? { get }
    /// Runs `animations` alongside the menu's.
    func addAnimations(_ animations: @escaping () -> Void)
    /// Runs `completion` when the menu's animation ends.
    func addCompletion(_ completion: @escaping () -> Void)
}

/// The animator used here: there is no menu animation, so both blocks run at once.
final class ContextMenuImmediateAnimator: UIContextMenuInteractionAnimating {
    let previewViewController: UIViewController?
    init(preview: UIViewController?) { previewViewController = preview }
    func addAnimations(_ animations: @escaping () -> Void) { animations() }
    func addCompletion(_ completion: @escaping () -> Void) { completion() }
}

/// An interaction that shows a context menu on a long press, mirroring `UIContextMenuInteraction`.
///
/// Added to a view with `addInteraction(_:)`, it installs a long-press recognizer. When the press begins
/// the delegate is asked for a configuration at the press location; the configuration's action provider
/// builds the menu, and `willDisplayMenuFor` is called. The menu is not drawn on Linux yet: it is kept in
/// `presentedMenu` until `dismissMenu()` (see Docs/Deviations.md).
@preconcurrency @MainActor
open class UIContextMenuInteraction: NSObject, UIInteraction {
    /// The menu's appearance, mirroring `UIContextMenuInteraction.Appearance`.
    public enum Appearance: Int, Sendable {
        case unknown = 0, rich, compact
    }

    /// The delegate (held weakly).
    open private(set) weak var delegate: (any UIContextMenuInteractionDelegate)?
    /// The view the interaction is attached to.
    open private(set) weak var view: UIView?
    /// The menu's appearance (`.unknown` while no menu is shown, `.compact` while one is).
    open private(set) var menuAppearance: Appearance = .unknown

    private var recognizer: UILongPressGestureRecognizer?
    /// The configuration of the menu being shown.
    private(set) var presentedConfiguration: UIContextMenuConfiguration?
    /// The menu being shown (not drawn on Linux).
    private(set) var presentedMenu: UIMenu?

    /// An interaction asking `delegate` for its menus (`init(delegate:)`).
    public init(delegate: any UIContextMenuInteractionDelegate) {
        self.delegate = delegate
        super.init()
    }

    /// The location of the interaction's touch in `view`'s coordinates (`location(in:)`).
    open func location(in view: UIView?) -> CGPoint {
        recognizer?.location(in: view) ?? .zero
    }

    /// Dismisses the menu being shown (`dismissMenu()`), calling `willEndFor`.
    open func dismissMenu() {
        guard let configuration = presentedConfiguration else { return }
        presentedConfiguration = nil
        presentedMenu = nil
        menuAppearance = .unknown
        MenuPresenter.dismiss()
        delegate?.contextMenuInteraction(self, willEndFor: configuration, animator: ContextMenuImmediateAnimator(preview: nil))
    }

    /// Rebuilds the visible menu's children (`updateVisibleMenu(_:)`).
    open func updateVisibleMenu(_ block: (UIMenu) -> UIMenu) {
        guard let menu = presentedMenu else { return }
        presentedMenu = block(menu)
    }

    open func willMove(to view: UIView?) {
        if let recognizer, let old = self.view { old.removeGestureRecognizer(recognizer) }
        recognizer = nil
    }

    open func didMove(to view: UIView?) {
        self.view = view
        guard let view else { return }
        let r = UILongPressGestureRecognizer(handler: { [weak self] g in
            guard g.state == .began else { return }
            self?.present(at: g.location(in: g.view))
        })
        recognizer = r
        view.addGestureRecognizer(r)
    }

    /// Asks the delegate for a configuration at `location` and "shows" its menu.
    func present(at location: CGPoint) {
        guard presentedConfiguration == nil,
              let configuration = delegate?.contextMenuInteraction(self, configurationForMenuAtLocation: location)
        else { return }
        presentedConfiguration = configuration
        // Deferred elements are resolved as the menu is displayed (UIDeferredMenuElement).
        presentedMenu = configuration.makeMenu()?._resolvingDeferredElements { [weak self] element, elements in
            guard let self, self.presentedConfiguration === configuration else { return }
            self.updateVisibleMenu { $0._replacing(element, with: elements) }
        }
        menuAppearance = .compact
        if let menu = presentedMenu, let view {
            MenuPresenter.show(menu, from: CGRect(origin: location, size: .zero), in: view, sender: nil) { [weak self] in
                self?.dismissMenu()
            }
        }
        delegate?.contextMenuInteraction(self, willDisplayMenuFor: configuration,
                                         animator: ContextMenuImmediateAnimator(preview: configuration.previewProvider?()))
    }
}
