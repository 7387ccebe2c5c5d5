import Foundation
import UIKit

/// The split view's secondary column before a page is chosen: a centred prompt.
@MainActor
final class CatalogPlaceholderViewController: UIViewController {
    override func viewDidLoad() {
        view.backgroundColor = .systemBackground
        let label = UILabel()
        label.text = "Choose a page"
        label.textColor = .secondaryLabel
        label.textAlignment = .center
        label.frame = view.bounds
        label.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        view.addSubview(label)
    }
}
