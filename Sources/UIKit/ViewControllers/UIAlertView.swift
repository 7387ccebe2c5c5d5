import Foundation

/// The pre-iOS 8 alert, mirroring `UIAlertView` (deprecated, still compiled by older apps): `show()` presents
/// an alert controller with the same title, message, buttons and text fields from the key window's topmost
/// presented view controller; a tapped button tells the delegate `alertView(_:clickedButtonAt:)`, then
/// `alertView(_:willDismissWithButtonIndex:)` and `alertView(_:didDismissWithButtonIndex:)`. The cancel button,
/// when there is one, is index 0, the other buttons follow in order.
@preconcurrency @MainActor
open class UIAlertView: UIView {
    /// The text fields an alert view shows, mirroring `UIAlertViewStyle`.
    public enum Style: Int, Sendable { case `default` = 0, secureTextInput, plainTextInput, loginAndPasswordInput }

    /// The delegate (held weakly).
    open weak var delegate: (any UIAlertViewDelegate)?
    /// The title.
    open var title: String = ""
    /// The message.
    open var message: String?
    /// The text fields shown (`alertViewStyle`, default `.default`: none).
    open var alertViewStyle: Style = .default
    /// The index of the cancel button, -1 when there is none (`cancelButtonIndex`).
    open var cancelButtonIndex = -1
    /// The index of the first button that is not the cancel button, -1 when there is none.
    open var firstOtherButtonIndex: Int { _titles.indices.first { $0 != cancelButtonIndex } ?? -1 }
    /// The number of buttons (`numberOfButtons`).
    open var numberOfButtons: Int { _titles.count }
    /// Whether the alert is on screen (`isVisible`).
    open var isVisible: Bool { _controller?.presentingViewController != nil }

    private var _titles: [String] = []
    private var _controller: UIAlertController?
    private var _fields: [UITextField] = []
    /// Alert views on screen, kept alive while shown (apps do not hold them).
    private static var _shown: [UIAlertView] = []

    /// An alert with a title, message, delegate, cancel button and other buttons
    /// (`init(title:message:delegate:cancelButtonTitle:otherButtonTitles:)`).
    public convenience init(title: String?, message: String?, delegate: Any?, cancelButtonTitle: String?,
                            otherButtonTitles: String...) {
        self.init(frame: .zero)
        self.title = title ?? ""
        self.message = message
        self.delegate = delegate as? any UIAlertViewDelegate
        if let cancelButtonTitle { cancelButtonIndex = addButton(withTitle: cancelButtonTitle) }
        for t in otherButtonTitles { addButton(withTitle: t) }
    }

    /// Adds a button; returns its index (`addButton(withTitle:)`).
    @discardableResult
    open func addButton(withTitle title: String?) -> Int {
        _titles.append(title ?? "")
        return _titles.count - 1
    }
    /// The title of the button at `buttonIndex`, nil when there is none (`buttonTitle(at:)`).
    open func buttonTitle(at buttonIndex: Int) -> String? { _titles.indices.contains(buttonIndex) ? _titles[buttonIndex] : nil }
    /// The text field at `textFieldIndex` for the alert's style, nil when the style has none there
    /// (`textField(at:)`; UIKit raises for a style without fields).
    open func textField(at textFieldIndex: Int) -> UITextField? {
        _prepareFields()
        return _fields.indices.contains(textFieldIndex) ? _fields[textFieldIndex] : nil
    }

    private func _prepareFields() {
        let count: Int
        switch alertViewStyle {
        case .default: count = 0
        case .secureTextInput, .plainTextInput: count = 1
        case .loginAndPasswordInput: count = 2
        }
        while _fields.count < count { _fields.append(UITextField()) }
        if _fields.count > count { _fields.removeLast(_fields.count - count) }
        for (i, f) in _fields.enumerated() {
            f.isSecureTextEntry = alertViewStyle == .secureTextInput || (alertViewStyle == .loginAndPasswordInput && i == 1)
        }
    }

    /// Shows the alert (`show()`): an alert controller presented from the key window's topmost view controller.
    open func show() {
        guard _controller == nil else { return }
        guard var presenter = (UIApplication.shared.keyWindow ?? UIApplication.shared.windows.first { !$0.isHidden })?.rootViewController else {
            UIKitLog.warn("UIAlertView: no window with a root view controller to show the alert from")
            return
        }
        while let p = presenter.presentedViewController { presenter = p }
        let alert = UIAlertController(title: title, message: message, preferredStyle: .alert)
        _prepareFields()
        for f in _fields {
            alert.addTextField { field in
                field.isSecureTextEntry = f.isSecureTextEntry
                field.text = f.text
                field.placeholder = f.placeholder
            }
        }
        for (i, t) in _titles.enumerated() {
            alert.addAction(UIAlertAction(title: t, style: i == cancelButtonIndex ? .cancel : .default) { [weak self] _ in
                self?._didDismiss(buttonIndex: i)
            })
        }
        _controller = alert
        UIAlertView._shown.append(self)
        delegate?.willPresent(self)
        presenter.present(alert, animated: true) { [weak self] in
            guard let self else { return }
            self.delegate?.didPresent(self)
        }
    }

    /// Dismisses the alert as if the button at `buttonIndex` was tapped, without telling the delegate of a
    /// click (`dismiss(withClickedButtonIndex:animated:)`).
    open func dismiss(withClickedButtonIndex buttonIndex: Int, animated: Bool) {
        guard let alert = _controller else { return }
        delegate?.alertView(self, willDismissWithButtonIndex: buttonIndex)
        alert.dismiss(animated: animated) { [weak self] in self?._finish(buttonIndex) }
    }

    /// A button was tapped (the alert controller already dismissed itself).
    private func _didDismiss(buttonIndex: Int) {
        if let fields = _controller?.textFields { for (f, shown) in zip(_fields, fields) { f.text = shown.text } }
        delegate?.alertView(self, clickedButtonAt: buttonIndex)
        delegate?.alertView(self, willDismissWithButtonIndex: buttonIndex)
        _finish(buttonIndex)
    }

    private func _finish(_ buttonIndex: Int) {
        _controller = nil
        delegate?.alertView(self, didDismissWithButtonIndex: buttonIndex)
        UIAlertView._shown.removeAll { $0 === self }
    }
}

/// The delegate of a `UIAlertView`, mirroring `UIAlertViewDelegate`; every method is optional.
@preconcurrency @MainActor
public protocol UIAlertViewDelegate: AnyObject {
    func alertView(_ alertView: UIAlertView, clickedButtonAt buttonIndex: Int)
    func alertViewCancel(_ alertView: UIAlertView)
    func willPresent(_ alertView: UIAlertView)
    func didPresent(_ alertView: UIAlertView)
    func alertView(_ alertView: UIAlertView, willDismissWithButtonIndex buttonIndex: Int)
    func alertView(_ alertView: UIAlertView, didDismissWithButtonIndex buttonIndex: Int)
}

extension UIAlertViewDelegate {
    public func alertView(_ alertView: UIAlertView, clickedButtonAt buttonIndex: Int) {}
    public func alertViewCancel(_ alertView: UIAlertView) {}
    public func willPresent(_ alertView: UIAlertView) {}
    public func didPresent(_ alertView: UIAlertView) {}
    public func alertView(_ alertView: UIAlertView, willDismissWithButtonIndex buttonIndex: Int) {}
    public func alertView(_ alertView: UIAlertView, didDismissWithButtonIndex buttonIndex: Int) {}
}
