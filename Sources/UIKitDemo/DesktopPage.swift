import Foundation
import UIKit

/// `UIKIT_DEMO_PAGE=desktop`: a window scene living on the desktop. Its title is the OS window's, it
/// resizes within its size restrictions (a size-class label and `viewWillTransition(to:with:)` follow),
/// and its text field copies to and pastes from the desktop clipboard and takes input-method
/// compositions; its interface style is the desktop's (the settings portal, followed while it runs) unless
/// `UIKIT_APPEARANCE` sets it. It prints what happens as `desktop:` lines (the end-to-end desktop test reads them).
@MainActor
enum DesktopPage {
    final class Controller: UIViewController {
        let field = UITextField()
        let label = UILabel()
        var log: [String] = []

        override func viewDidLoad() {
            view.backgroundColor = .systemBackground
            field.borderStyle = .roundedRect
            field.placeholder = "Type, copy, paste"
            field.addAction(UIAction { [unowned self] _ in
                // An input method's composition shows as the field's marked text.
                let marked = field.markedTextRange.flatMap { field.text(in: $0) }.map { " (marked \($0))" } ?? ""
                log.append("text: \(field.text ?? "")\(marked)")
            }, for: .editingChanged)
            label.numberOfLines = 0
            view.addSubview(field)
            view.addSubview(label)
        }

        override func viewWillLayoutSubviews() {
            let b = view.bounds
            field.frame = CGRect(x: 16, y: 24, width: max(b.width - 32, 10), height: 34)
            label.frame = CGRect(x: 16, y: 72, width: max(b.width - 32, 10), height: 80)
            let h = traitCollection.horizontalSizeClass == .regular ? "regular" : "compact"
            label.text = "\(Int(b.width)) × \(Int(b.height)) points, horizontal size class \(h)"
        }

        override func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {
            super.traitCollectionDidChange(previousTraitCollection)
            // The desktop switched between light and dark while the app runs.
            if let previous = previousTraitCollection, previous.userInterfaceStyle != traitCollection.userInterfaceStyle {
                log.append("style: \(traitCollection.userInterfaceStyle == .dark ? "dark" : "light")")
            }
        }

        override func viewWillTransition(to size: CGSize, with coordinator: any UIViewControllerTransitionCoordinator) {
            super.viewWillTransition(to: size, with: coordinator)
            coordinator.animate(alongsideTransition: nil) { [unowned self] _ in
                let h = traitCollection.horizontalSizeClass == .regular ? "regular" : "compact"
                log.append("transition: \(Int(size.width))x\(Int(size.height)) \(h)")
            }
        }
    }

    static func show(host: SDLHost, seconds: Double?) {
        let app = UIApplication.shared
        UIScreen.main = UIScreen(bounds: CGRect(x: 0, y: 0, width: 480, height: 320), scale: host.desktopScale())
        host.followDesktopAppearance()
        app._launch(delegate: nil)
        guard let scene = app.connectedScenes.first as? UIWindowScene else { return }
        scene.title = "uikit-linux desktop"
        scene.sizeRestrictions?.minimumSize = CGSize(width: 320, height: 240)
        scene.sizeRestrictions?.maximumSize = CGSize(width: 1000, height: 700)
        let window = UIWindow(windowScene: scene)
        let vc = Controller()
        window.rootViewController = vc
        window.makeKeyAndVisible()
        _ = vc.field.becomeFirstResponder()
        vc.log.append("style: \(window.traitCollection.userInterfaceStyle == .dark ? "dark" : "light")")
        vc.log.append("scale: \(window.screen.scale)")
        let start = Date()
        var logged = 0
        var pasteboardCount = UIPasteboard.general.changeCount
        app.run(while: {
            // Each change of the general pasteboard (a copy here, or another program's copy adopted when
            // the app became active).
            if UIPasteboard.general.changeCount != pasteboardCount {
                pasteboardCount = UIPasteboard.general.changeCount
                vc.log.append("pasteboard: \(UIPasteboard.general.string ?? "")")
            }
            while logged < vc.log.count { print("desktop: \(vc.log[logged])"); logged += 1 }
            fflush(nil)
            return seconds.map { Date().timeIntervalSince(start) < $0 } ?? true
        })
        while logged < vc.log.count { print("desktop: \(vc.log[logged])"); logged += 1 }
        fflush(nil)
        withExtendedLifetime(window) {}
    }
}
