import Foundation
import UIKit

extension CatalogPages {
    /// Editable text: a text field (placeholder, clear button), a secure field and a text view; click one
    /// and type (hardware keys and the host's text input), arrows and shift select, Ctrl-C/X/V copy and paste.
    static func textEditing() -> UIViewController {
        page("Text editing") { c in
            let name = UITextField(frame: CGRect(x: 16, y: 10, width: 340, height: 36))
            name.borderStyle = .roundedRect
            name.placeholder = "Name"
            name.clearButtonMode = .whileEditing
            name.returnKeyType = .next
            c.addSubview(name)
            let password = UITextField(frame: CGRect(x: 16, y: 56, width: 340, height: 36))
            password.borderStyle = .roundedRect
            password.placeholder = "Password"
            password.isSecureTextEntry = true
            c.addSubview(password)
            let notes = UITextView(frame: CGRect(x: 16, y: 104, width: 340, height: 160))
            notes.font = .systemFont(ofSize: 16)
            notes.layer.borderWidth = 0.5
            notes.layer.borderColor = UIColor(white: 0, alpha: 0.2).cgColor
            notes.layer.cornerRadius = 5
            notes.text = "A text view: Return starts a new line; arrows move by grapheme (try 👍🏽 or é)."
            c.addSubview(notes)
            let echo = UILabel(frame: CGRect(x: 16, y: 276, width: 340, height: 20))
            echo.font = .systemFont(ofSize: 14)
            echo.textColor = .secondaryLabel
            c.addSubview(echo)
            // Return in the name field moves to the password field, as forms do on iOS.
            name.addAction(UIAction { _ in password.becomeFirstResponder() }, for: .editingDidEndOnExit)
            name.addAction(UIAction { _ in echo.text = "Hello, \(name.text ?? "")" }, for: .editingChanged)
        }
    }
}
