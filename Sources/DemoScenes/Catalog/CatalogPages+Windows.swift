import Foundation
import UIKit

/// Several windows: each window scene is a desktop window titled by its scene. The Windows page asks for a
/// new scene with the catalog's new-window activity; the catalog's scene delegate gives such a scene a
/// small root (`newWindowRoot(number:)`) instead of the whole catalog. Closing a window (its close button
/// or the root's "Close this window", a scene destruction request) disconnects its scene; closing the last
/// one ends the app.
extension CatalogPages {
    /// The activity type of the Windows page's requests (`UIScene.ConnectionOptions.userActivities`).
    public static let newWindowActivityType = "org.uikit-linux.catalog.new-window"

    /// Asks for a new window scene carrying the new-window activity, on behalf of `view`'s scene.
    public static func requestNewWindow(from view: UIView?) {
        let options = UIScene.ActivationRequestOptions()
        options.requestingScene = view?.window?.windowScene
        let activity = NSUserActivity(activityType: newWindowActivityType)
        activity.title = "New window"
        UIApplication.shared.requestSceneSessionActivation(nil, userActivity: activity, options: options) { error in
            FileHandle.standardError.write(Data("could not open a window: \(error)\n".utf8))
        }
    }

    /// A button that opens a new window.
    static func newWindowButton(_ title: String, frame: CGRect) -> UIButton {
        let button = UIButton(type: .system)
        button.setTitle(title, for: .normal)
        button.titleLabel?.font = .systemFont(ofSize: 17, weight: .semibold)
        button.frame = frame
        button.addAction(UIAction { [weak button] _ in requestNewWindow(from: button) }, for: .touchUpInside)
        return button
    }

    static func windows() -> UIViewController {
        page("Windows") { c in
            c.addSubview(newWindowButton("Open a new window", frame: CGRect(x: 16, y: 10, width: 220, height: 44)))
            let note = UILabel(frame: CGRect(x: 16, y: 64, width: 340, height: 100))
            note.numberOfLines = 0
            note.font = .systemFont(ofSize: 14)
            note.textColor = .secondaryLabel
            note.text = "Each window scene is a desktop window named by the scene's title. Keys go to the window that has the focus; closing a window disconnects its scene, and closing the last ends the app."
            c.addSubview(note)
        }
    }

    /// Asks for the scene of `view`'s window to be dismissed (`requestSceneSessionDestruction`): its window
    /// closes, and the app ends when it was the last.
    public static func requestClose(of view: UIView?) {
        guard let session = view?.window?.windowScene?.session else { return }
        let options = UIWindowSceneDestructionRequestOptions()
        options.windowDismissalAnimation = .standard
        UIApplication.shared.requestSceneSessionDestruction(session, options: options) { error in
            FileHandle.standardError.write(Data("could not close the window: \(error)\n".utf8))
        }
    }

    /// The root view controller of window `number`, opened from the Windows page: a button that opens
    /// another window, a text field (each window keeps its own first responder, so each window's field
    /// keeps editing while another window has the focus) and a button that closes the window's scene.
    public static func newWindowRoot(number: Int) -> UIViewController {
        let vc = UIViewController()
        vc.view.backgroundColor = .systemBackground
        let label = UILabel(frame: CGRect(x: 16, y: 16, width: 300, height: 40))
        label.font = .systemFont(ofSize: 28, weight: .bold)
        label.text = "Window \(number)"
        vc.view.addSubview(label)
        vc.view.addSubview(newWindowButton("Open another window", frame: CGRect(x: 16, y: 64, width: 240, height: 44)))
        let field = UITextField(frame: CGRect(x: 16, y: 116, width: 240, height: 34))
        field.borderStyle = .roundedRect
        field.placeholder = "Type in window \(number)"
        vc.view.addSubview(field)
        let close = UIButton(type: .system)
        close.setTitle("Close this window", for: .normal)
        close.titleLabel?.font = .systemFont(ofSize: 17, weight: .semibold)
        close.frame = CGRect(x: 16, y: 160, width: 240, height: 44)
        close.addAction(UIAction { [weak close] _ in requestClose(of: close) }, for: .touchUpInside)
        vc.view.addSubview(close)
        return vc
    }
}
