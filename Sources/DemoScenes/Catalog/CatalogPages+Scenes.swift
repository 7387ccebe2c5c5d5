import Foundation
import UIKit

/// Catalog pages that host the scenes written for their own windows (text, Auto Layout, controls and
/// gestures): the scene's views move into a scroll view on the page, so they scroll when the page is
/// smaller than the scene.
extension CatalogPages {
    /// The scroll view holding a scene's views; it keeps the scene object alive (its gesture and control
    /// handlers refer to it). The views sit in a stage of the scene's size, as in the scene's own window,
    /// and the stage fills the larger of that size and the visible area, so autoresizing views stretch
    /// with the page. (Added to the scroll view directly, a flexible-width view would take the scroll
    /// view's whole growth from zero width, as `UIView.AutoresizingMask` documents, and end up wider
    /// than the page.)
    final class SceneHostView: UIScrollView {
        var scene: Any?
        let stage: UIView

        init(frame: CGRect, sceneSize: CGSize) {
            stage = UIView(frame: CGRect(origin: .zero, size: sceneSize))
            super.init(frame: frame)
            contentSize = sceneSize
            addSubview(stage)
        }
        required init?(coder: NSCoder) { fatalError("not archived") }

        override func layoutSubviews() {
            super.layoutSubviews()
            let scene = CGSize(width: max(bounds.width, contentSize.width), height: max(bounds.height, contentSize.height))
            if stage.frame != CGRect(origin: .zero, size: scene) { stage.frame = CGRect(origin: .zero, size: scene) }
        }
    }

    static func hosted(_ title: String, size: CGSize, _ makeScene: @escaping @MainActor () -> (window: UIWindow, scene: Any)) -> UIViewController {
        page(title) { content in
            let screen = UIScreen.main, key = content.window ?? UIApplication.shared.keyWindow
            let (window, scene) = makeScene()
            UIScreen.main = screen          // the scenes set the main screen for their own windows
            window.isHidden = true          // and show them: the app's window stays the key window
            key?.makeKey()
            let scroll = SceneHostView(frame: content.bounds, sceneSize: size)
            scroll.scene = scene
            scroll.autoresizingMask = [.flexibleWidth, .flexibleHeight]
            scroll.backgroundColor = window.backgroundColor
            for v in window.subviews { scroll.stage.addSubview(v) }
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
