import Foundation

extension UIButton {
    /// A tap (a touch lifted inside) after `.touchUpInside`: a button whose `showsMenuAsPrimaryAction` is
    /// set and that has a `menu` shows the menu and sends `.menuActionTriggered`; any other button toggles
    /// `isSelected` when `changesSelectionAsPrimaryAction` is set and sends `.primaryActionTriggered`, the
    /// event its `primaryAction` (`init(type:primaryAction:)`, `init(configuration:primaryAction:)`) is
    /// registered for, as UIKit does.
    func _primaryActionTriggered() {
        if showsMenuAsPrimaryAction, let menu {
            MenuPresenter.show(menu, from: bounds, in: self, sender: self)
            sendActions(for: .menuActionTriggered)
            return
        }
        if changesSelectionAsPrimaryAction { isSelected.toggle() }
        sendActions(for: .primaryActionTriggered)
    }
}
