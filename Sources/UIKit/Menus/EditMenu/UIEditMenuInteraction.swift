import Foundation

/// An interaction that shows edit commands (cut, copy, paste, select all and the delegate's own actions)
/// in a menu, mirroring `UIEditMenuInteraction` (iOS 16).
///
/// `presentEditMenu(with:)` gathers the standard edit actions the responder chain from the interaction's
/// view can perform (`canPerformAction(_:withSender:)`), lets the delegate build the menu from them, and
/// shows it as iOS shows an edit menu for touch: a dark rounded bar of titles above the source point (below
/// it when there is no room above or the configuration prefers an up arrow), on top of everything in the
/// window. Choosing a title dismisses the menu and runs the action; a touch anywhere else dismisses it.
/// Text fields and text views carry one, shown on a long press or a secondary click.
@preconcurrency @MainActor
open class UIEditMenuInteraction: NSObject, UIInteraction {
    /// The delegate (held weakly).
    open private(set) weak var delegate: (any UIEditMenuInteractionDelegate)?
    /// The view the interaction is attached to.
    open private(set) weak var view: UIView?

    /// The configuration of the menu being shown.
    private(set) var presentedConfiguration: UIEditMenuConfiguration?
    /// The overlay holding the bar being shown.
    private(set) weak var overlay: _MenuOverlay?
    /// The source point of the last presentation, in `view`'s coordinates.
    private var lastLocation: CGPoint = .zero

    /// An interaction asking `delegate` (which may be nil) for its menus (`init(delegate:)`).
    public init(delegate: (any UIEditMenuInteractionDelegate)?) {
        self.delegate = delegate
        super.init()
    }

    /// The location of the interaction in `view`'s coordinates (`location(in:)`): the source point of the
    /// menu last presented.
    open func location(in view: UIView?) -> CGPoint {
        guard let own = self.view else { return lastLocation }
        return own.convert(lastLocation, to: view)
    }

    /// Presents the menu for `configuration` (`presentEditMenu(with:)`), dismissing one already shown.
    /// Nothing is shown while the view is outside a window, or when the menu has no action to show.
    open func presentEditMenu(with configuration: UIEditMenuConfiguration) {
        dismissMenu()
        guard let view, let window = view.window else { return }
        lastLocation = configuration.sourcePoint
        guard let menu = makeMenu(for: configuration) else { return }
        let bar = _EditMenuBarView(menu: menu, sender: self)
        guard !bar.buttons.isEmpty else { return }
        presentedConfiguration = configuration
        delegate?.editMenuInteraction(self, willPresentMenuFor: configuration, animator: ContextMenuImmediateAnimator(preview: nil))
        let shown = MenuPresenter.present(bar, in: window, onDismiss: { [weak self] in self?.menuDidClose() })
        bar.onChoose = { [weak shown] action in
            shown?.close()
            action.perform(sender: self)
        }
        overlay = shown
        place(bar, in: shown, for: configuration)
    }

    /// Dismisses the menu being shown, if any (`dismissMenu()`); the delegate hears `willDismissMenuFor`.
    open func dismissMenu() {
        overlay?.close()
    }

    /// Asks the delegate for the menu again and shows it in place of the visible one (`reloadVisibleMenu()`).
    open func reloadVisibleMenu() {
        guard let configuration = presentedConfiguration, let overlay, let old = overlay.bar,
              let menu = makeMenu(for: configuration) else { return }
        old.show(menu)
        place(old, in: overlay, for: configuration)
    }

    /// Places the visible menu again at its target rect (`updateVisibleMenuPosition(animated:)`; there is
    /// no animation here).
    open func updateVisibleMenuPosition(animated: Bool) {
        guard let configuration = presentedConfiguration, let overlay, let bar = overlay.bar else { return }
        place(bar, in: overlay, for: configuration)
    }

    open func willMove(to view: UIView?) {
        dismissMenu()
    }

    open func didMove(to view: UIView?) {
        self.view = view
    }

    /// The delegate's menu for `configuration`, or the suggested actions when it returns nil.
    private func makeMenu(for configuration: UIEditMenuConfiguration) -> UIMenu? {
        guard let view else { return nil }
        let suggested = StandardEditAction.suggestedActions(from: view, sender: self)
        if let menu = delegate?.editMenuInteraction(self, menuFor: configuration, suggestedActions: suggested) { return menu }
        return UIMenu(children: suggested)
    }

    /// Positions `bar` against the delegate's target rect (the source point when it gives none).
    private func place(_ bar: _EditMenuBarView, in overlay: _MenuOverlay, for configuration: UIEditMenuConfiguration) {
        guard let view else { return }
        var target = delegate?.editMenuInteraction(self, targetRectFor: configuration) ?? .null
        if target.isNull { target = CGRect(origin: configuration.sourcePoint, size: .zero) }
        bar.place(against: view.convert(target, to: overlay), in: overlay.bounds,
                  below: configuration.preferredArrowDirection == .up)
    }

    /// The overlay closed (a choice, a touch outside, `dismissMenu()` or another menu opening).
    private func menuDidClose() {
        guard let configuration = presentedConfiguration else { return }
        presentedConfiguration = nil
        overlay = nil
        delegate?.editMenuInteraction(self, willDismissMenuFor: configuration, animator: ContextMenuImmediateAnimator(preview: nil))
    }
}
