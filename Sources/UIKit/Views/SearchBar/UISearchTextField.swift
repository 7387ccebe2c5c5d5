import Foundation

/// The text field inside a search bar, mirroring `UISearchTextField`: a rounded field with a magnifying
/// glass on the left.
@preconcurrency @MainActor
open class UISearchTextField: UITextField {
    public override init(frame: CGRect) {
        super.init(frame: frame)
        backgroundColor = .tertiarySystemFill
        layer.cornerRadius = 10
        let glass = UIImageView(image: UIImage(systemName: "magnifyingglass"))
        glass.tintColor = .secondaryLabel
        glass.contentMode = .center
        glass.frame = CGRect(x: 0, y: 0, width: 28, height: 20)
        leftView = glass
        leftViewMode = .always
    }
    public required init?(coder: NSCoder) { super.init(coder: coder) }
}
