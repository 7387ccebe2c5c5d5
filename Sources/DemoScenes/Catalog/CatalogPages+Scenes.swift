import Foundation
import UIKit

/// Catalog pages that host the scenes written for their own windows (text, Auto Layout, controls and
/// gestures): the scene's views move into a scroll view on the page, so they scroll when the page is
/// smaller than the scene.
extension CatalogPages {
    /// The scroll view holding a scene's views; it keeps the scene object alive (its gesture and control
    /// handlers refer to it).
    final class SceneHostView: UIScrollView {
        var scene: Any?
    }

    static func hosted(_ title: String, size: CGSize, _ makeScene: @escaping @MainActor () -> (window: UIWindow, scene: Any)) -> UIViewController {
        page(title) { content in
            let screen = UIScreen.main, key = content.window ?? UIApplication.shared.keyWindow
            let (window, scene) = makeScene()
            UIScreen.main = screen          // the scenes set the main screen for their own windows
            window.isHidden = true          // and show them: the app's window stays the key window
            key?.makeKey()
            let scroll = SceneHostView(frame: content.bounds)
            scroll.scene = scene
            scroll.autoresizingMask = [.flexibleWidth, .flexibleHeight]
            scroll.backgroundColor = window.backgroundColor
            scroll.contentSize = size
            for v in window.subviews { scroll.addSubview(v) }
            content.addSubview(scroll)
        }
    }

    static func text() -> UIViewController {
        hosted("Text", size: CGSize(width: 480, height: 620)) {
            let scene = TextScene(screen: UIScreen.main)
            return (scene.window, scene)
        }
    }

    static func autoLayout() -> UIViewController {
        hosted("Auto Layout", size: CGSize(width: 390, height: 600)) {
            let scene = AutoLayoutScene(screen: UIScreen.main, size: CGSize(width: 390, height: 600))
            return (scene.window, scene)
        }
    }

    static func controls() -> UIViewController {
        hosted("Controls and gestures", size: CGSize(width: 480, height: 320)) {
            let scene = InteractiveScene(screen: UIScreen.main)
            return (scene.window, scene)
        }
    }
}
