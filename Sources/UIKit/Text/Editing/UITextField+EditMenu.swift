import Foundation

extension UITextField: UIResponderStandardEditActions {
    /// Installs the field's edit menu (a long press or a secondary click shows it).
    func _installEditMenu() {
        TextEditMenu.install(on: self) { [weak self] p in
            guard let self, self.isEnabled else { return false }
            if !self.isFirstResponder { self._handleTap(at: p) }
            return self.isFirstResponder
        }
    }
}
