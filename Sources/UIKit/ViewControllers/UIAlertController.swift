import Foundation

/// An action of an alert, mirroring `UIAlertAction`.
@preconcurrency @MainActor
open class UIAlertAction: NSObject {
    /// Action styles, mirroring `UIAlertAction.Style`.
    public enum Style: Int, Sendable {
        case `default` = 0
        case cancel = 1
        case destructive = 2
    }
    /// The button title.
    public let title: String?
    /// The style.
    public let style: UIAlertAction.Style
    /// Whether the button is enabled (default true).
    open var isEnabled = true
    let handler: ((UIAlertAction) -> Void)?

    /// An action with a title, style and handler (run after the alert is dismissed).
    public init(title: String?, style: UIAlertAction.Style, handler: ((UIAlertAction) -> Void)? = nil) {
        self.title = title
        self.style = style
        self.handler = handler
        super.init()
    }
}

/// An alert or action sheet, mirroring `UIAlertController`: presented modally; a tapped action dismisses
/// the alert, then runs its handler. Alerts are a 270-point-wide box centered over a dimming view; action
/// sheets sit at the bottom, the cancel action last and apart. Alerts can carry text fields, stacked below
/// the message.
@preconcurrency @MainActor
open class UIAlertController: UIViewController {
    /// Alert styles, mirroring `UIAlertController.Style`.
    public enum Style: Int, Sendable {
        case actionSheet = 0
        case alert = 1
    }
    /// The style.
    public private(set) var preferredStyle: UIAlertController.Style = .alert
    /// The message.
    open var message: String? { didSet { viewIfLoaded?.setNeedsLayout() } }
    /// The actions, in the order added.
    public private(set) var actions: [UIAlertAction] = []
    /// The action emphasised (bold).
    open var preferredAction: UIAlertAction?

    /// An alert with a title, message and style.
    public convenience init(title: String?, message: String?, preferredStyle: UIAlertController.Style) {
        self.init(nibName: nil, bundle: nil)
        self.title = title
        self.message = message
        self.preferredStyle = preferredStyle
        modalPresentationStyle = .custom
    }

    /// Adds an action. UIKit allows one cancel action only.
    open func addAction(_ action: UIAlertAction) {
        precondition(action.style != .cancel || !actions.contains { $0.style == .cancel },
                     "UIAlertController can only have one action with a style of UIAlertActionStyleCancel")
        actions.append(action)
        viewIfLoaded?.setNeedsLayout()
    }

    /// Actions in display order, as iOS arranges them: an alert's two side-by-side buttons put the cancel
    /// action on the leading side; stacked alert buttons and action sheets put it last.
    var _orderedActions: [UIAlertAction] {
        let cancel = actions.filter { $0.style == .cancel }
        let others = actions.filter { $0.style != .cancel }
        if preferredStyle == .alert && actions.count == 2 { return cancel + others }
        return others + cancel
    }

    open override func loadView() {
        let v = AlertView(frame: CGRect(x: 0, y: 0, width: 270, height: 140))
        v.controller = self
        view = v
    }

    /// Taps the action as the user does: dismisses, then runs the handler (Linux seam until touch
    /// tracking drives the buttons).
    package func _tap(_ action: UIAlertAction) {
        guard action.isEnabled else { return }
        dismiss(animated: true) { action.handler?(action) }
    }

    /// The size of the alert box for `width`.
    func _preferredSize(in container: CGSize) -> CGSize {
        let width: CGFloat = preferredStyle == .alert ? 270 : min(container.width - 16, 500)
        let header: CGFloat = (title?.isEmpty == false ? 28 : 0) + (message?.isEmpty == false ? 40 : 0) + 24
        let rows = preferredStyle == .alert && actions.count == 2 ? 1 : actions.count
        let fields = CGFloat(_textFields.count) * (UIAlertController.textFieldHeight + 8)
        return CGSize(width: width, height: header + fields + CGFloat(rows) * 44)
    }

    // MARK: - Text fields

    static let textFieldHeight: CGFloat = 28
    var _textFields: [UITextField] = []

    /// The alert's text fields in the order added, mirroring `textFields`; nil when there are none.
    open var textFields: [UITextField]? { _textFields.isEmpty ? nil : _textFields }

    /// Adds an editable text field below the message, mirroring `addTextField(configurationHandler:)`:
    /// the handler configures it before display, fields stack in the order added, and only alerts (not
    /// action sheets) take text fields, as UIKit raises otherwise.
    open func addTextField(configurationHandler: ((UITextField) -> Void)? = nil) {
        precondition(preferredStyle == .alert, "Text fields can only be added to an alert controller of style UIAlertControllerStyleAlert")
        let field = UITextField()
        field.borderStyle = .roundedRect
        field.font = .systemFont(ofSize: 13)
        _textFields.append(field)
        configurationHandler?(field)
        viewIfLoaded?.setNeedsLayout()
    }
}

/// Draws an alert: title, message and the action buttons.
final class AlertView: UIView {
    weak var controller: UIAlertController?
    let titleLabel = BarTextView()
    let messageLabel = BarTextView()
    var buttons: [BarButtonControl] = []
    var separators: [UIView] = []
    var builtWidth: CGFloat = -1
    var builtTop: CGFloat = -1

    override init(frame: CGRect) {
        super.init(frame: frame)
        backgroundColor = UIColor(white: 0.97, alpha: 0.96)
        layer.cornerRadius = 14
        layer.masksToBounds = true
        titleLabel.bold = true
        messageLabel.fontSize = 13
        addSubview(titleLabel)
        addSubview(messageLabel)
    }
    required init?(coder: NSCoder) { super.init(coder: coder) }

    override func layoutSubviews() {
        guard let c = controller else { return }
        let dark = traitCollection.userInterfaceStyle == .dark
        backgroundColor = dark ? UIColor(white: 0.17, alpha: 0.96) : UIColor(white: 0.97, alpha: 0.96)
        titleLabel.textColor = dark ? .white : .black
        messageLabel.textColor = titleLabel.textColor
        var y: CGFloat = 12
        titleLabel.text = c.title ?? ""
        if !(c.title ?? "").isEmpty { titleLabel.frame = CGRect(x: 16, y: y, width: bounds.width - 32, height: 24); y += 28 }
        messageLabel.text = c.message ?? ""
        if !(c.message ?? "").isEmpty { messageLabel.frame = CGRect(x: 16, y: y, width: bounds.width - 32, height: 36); y += 40 }
        for field in c._textFields {
            if field.superview !== self { addSubview(field) }
            field.frame = CGRect(x: 16, y: y, width: bounds.width - 32, height: UIAlertController.textFieldHeight)
            y += UIAlertController.textFieldHeight + 8
        }
        y += 12
        let actions = c._orderedActions
        guard actions.count != buttons.count || bounds.width != builtWidth || y != builtTop else { return }
        builtWidth = bounds.width
        builtTop = y
        for b in buttons { b.removeFromSuperview() }
        for s in separators { s.removeFromSuperview() }
        separators = []
        let sideBySide = c.preferredStyle == .alert && actions.count == 2
        let blue = UIColor(red: 0, green: 0.478, blue: 1, alpha: 1)
        buttons = actions.enumerated().map { i, a in
            let b = BarButtonControl()
            let color = !a.isEnabled ? UIColor(white: 0.6, alpha: 1)
                : a.style == .destructive ? UIColor(red: 1, green: 0.23, blue: 0.19, alpha: 1) : blue
            b.configure(title: a.title, image: nil, color: color, bold: a.style == .cancel || a === c.preferredAction)
            b.isEnabled = a.isEnabled
            b.onTap = { [weak c] in c?._tap(a) }
            let w = sideBySide ? bounds.width / 2 : bounds.width
            b.frame = sideBySide ? CGRect(x: CGFloat(i) * w, y: y, width: w, height: 44)
                                 : CGRect(x: 0, y: y + CGFloat(i) * 44, width: w, height: 44)
            b.centersTitle = true
            addSubview(b)
            let sep = UIView(frame: CGRect(x: b.frame.minX, y: b.frame.minY, width: b.frame.width, height: 0.5))
            sep.backgroundColor = UIColor(white: 0, alpha: 0.2)
            addSubview(sep)
            separators.append(sep)
            return b
        }
    }
}

/// Presents alerts centered and action sheets at the bottom, over a dimming view, without covering the
/// presenter.
final class AlertPresentationController: UIPresentationController {
    let dimming = UIView()
    override var shouldPresentInFullscreen: Bool { false }

    override var frameOfPresentedViewInContainerView: CGRect {
        guard let c = containerView, let alert = presentedViewController as? UIAlertController else { return .zero }
        let s = alert._preferredSize(in: c.bounds.size)
        if alert.preferredStyle == .alert {
            return CGRect(x: (c.bounds.width - s.width) / 2, y: (c.bounds.height - s.height) / 2, width: s.width, height: s.height)
        }
        return CGRect(x: (c.bounds.width - s.width) / 2, y: c.bounds.height - s.height - 8 - c._barSafeAreaSeam.bottom,
                      width: s.width, height: s.height)
    }

    override func presentationTransitionWillBegin() {
        guard let c = containerView else { return }
        dimming.backgroundColor = UIColor(white: 0, alpha: 0.2)
        dimming.frame = c.bounds
        dimming.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        dimming.alpha = 0
        c.insertSubview(dimming, at: 0)
    }
    override func containerViewWillLayoutSubviews() {
        dimming.frame = containerView?.bounds ?? .zero
        super.containerViewWillLayoutSubviews()
    }
}
