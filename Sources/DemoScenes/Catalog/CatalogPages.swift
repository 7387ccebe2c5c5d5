import Foundation
import UIKit
import QuartzCore

/// A page: a title, a caption at the top (below the bar), and content below it.
@MainActor
open class CatalogPageViewController: UIViewController {
    public let summary: String
    /// The area below the caption where the page puts its content (laid out in `viewDidLayoutSubviews`).
    public let content = UIView()
    let caption: UIView
    var frameObservers: [Any] = []

    public init(title: String, summary: String) {
        self.summary = summary
        caption = DemoText.makeLabel(summary, 15)
        super.init(nibName: nil, bundle: nil)
        self.title = title
    }
    public required init?(coder: NSCoder) {
        summary = ""
        caption = DemoText.makeLabel("", 15)
        super.init(coder: coder)
    }

    open override func viewDidLoad() {
        view.backgroundColor = UIColor(white: 0.96, alpha: 1)
        view.addSubview(caption)
        view.addSubview(content)
    }

    open override func viewDidLayoutSubviews() {
        let top = view._catalogTopInset
        caption.frame.origin = CGPoint(x: 16, y: top + 12)
        content.frame = CGRect(x: 0, y: caption.frame.maxY + 12, width: view.bounds.width,
                               height: max(0, view.bounds.height - caption.frame.maxY - 12))
    }
}

extension UIView {
    /// The height the navigation bar covers at the top of this view.
    var _catalogTopInset: CGFloat {
        var vc: UIViewController? = next as? UIViewController
        while let c = vc, !(c is UINavigationController) { vc = c.parent }
        guard let nav = vc as? UINavigationController, !nav.isNavigationBarHidden else { return 0 }
        return nav.navigationBar.frame.maxY
    }
}

@MainActor func colorBox(_ frame: CGRect, _ color: UIColor) -> UIView {
    let v = UIView(frame: frame)
    v.backgroundColor = color
    return v
}

/// The catalog's page builders.
@MainActor
public enum CatalogPages {
    static func page(_ title: String, _ build: @escaping (UIView) -> Void) -> CatalogPageViewController {
        let summary = DemoCatalog.pages.first { $0.title == title }?.summary ?? ""
        final class Page: CatalogPageViewController {
            var build: ((UIView) -> Void)?
            override func viewDidLoad() {
                super.viewDidLoad()
                build?(content)
            }
        }
        let p = Page(title: title, summary: summary)
        p.build = build
        return p
    }

    static func hierarchy() -> UIViewController {
        page("View hierarchy") { c in
            let colors = [UIColor(red: 1, green: 0, blue: 0, alpha: 0.6), UIColor(red: 0, green: 0.7, blue: 0, alpha: 0.6),
                          UIColor(red: 0, green: 0, blue: 1, alpha: 0.6)]
            for (i, col) in colors.enumerated() {
                c.addSubview(colorBox(CGRect(x: 30 + CGFloat(i) * 50, y: 20 + CGFloat(i) * 30, width: 110, height: 110), col))
            }
            let faded = colorBox(CGRect(x: 250, y: 20, width: 100, height: 160), .black)
            faded.alpha = 0.5
            faded.addSubview(colorBox(CGRect(x: 20, y: 20, width: 60, height: 60), .yellow))
            c.addSubview(faded)
        }
    }

    static func drawingCycle() -> UIViewController {
        page("Drawing cycle") { c in
            c.addSubview(BadgeView(frame: CGRect(x: 30, y: 20, width: 120, height: 120)))
            let plain = colorBox(CGRect(x: 180, y: 20, width: 120, height: 120), UIColor(red: 0.2, green: 0.5, blue: 0.9, alpha: 1))
            plain.layer.cornerRadius = 16
            c.addSubview(plain)
        }
    }

    static func contentModes() -> UIViewController {
        page("Content modes") { c in
            let modes: [UIView.ContentMode] = [.scaleToFill, .scaleAspectFit, .scaleAspectFill, .center, .topLeft, .redraw]
            for (i, m) in modes.enumerated() {
                let v = LandscapeView(frame: CGRect(x: 0, y: 0, width: 80, height: 60))
                v.contentMode = m
                v.clipsToBounds = true
                c.addSubview(v)
                v.frame = CGRect(x: 20 + CGFloat(i % 3) * 120, y: 20 + CGFloat(i / 3) * 120, width: 100, height: 100)
            }
        }
    }

    static func stretchable() -> UIViewController {
        page("Stretchable views") { c in
            let base = UIGraphicsImageRenderer(size: CGSize(width: 30, height: 30)).image { _ in
                UIColor(red: 0.1, green: 0.5, blue: 0.9, alpha: 1).setFill()
                UIBezierPath(roundedRect: CGRect(x: 0, y: 0, width: 30, height: 30), cornerRadius: 10).fill()
                UIColor.white.setFill()
                UIBezierPath(rect: CGRect(x: 14, y: 4, width: 2, height: 22)).fill()
            }
            let caps = UIEdgeInsets(top: 12, left: 12, bottom: 12, right: 12)
            for (i, mode) in [UIImage.ResizingMode.stretch, .tile].enumerated() {
                let iv = UIImageView(image: base.resizableImage(withCapInsets: caps, resizingMode: mode))
                iv.frame = CGRect(x: 20, y: 20 + CGFloat(i) * 110, width: 340, height: 90)
                c.addSubview(iv)
            }
        }
    }

    static func animations() -> UIViewController {
        final class AnimPage: CatalogPageViewController {
            let square = colorBox(CGRect(x: 20, y: 40, width: 60, height: 60), UIColor(red: 0.9, green: 0.3, blue: 0.2, alpha: 1))
            override func viewDidLoad() {
                super.viewDidLoad()
                content.addSubview(square)
            }
            override func viewDidAppear(_ animated: Bool) {
                // One UIView.animate call: Core Animation interpolates position and rotation on the media
                // clock, back and forth, while the model values stay at the end state.
                square.transform = .identity
                square.center = CGPoint(x: 50, y: 70)
                UIView.animate(withDuration: 1, delay: 0, options: [.repeat, .autoreverse, .curveEaseInOut]) {
                    self.square.center.x = max(50, self.content.bounds.width - 50)
                    self.square.transform = CGAffineTransform(rotationAngle: .pi)
                }
            }
            override func viewWillDisappear(_ animated: Bool) {
                square.layer.removeAllAnimations()
            }
        }
        return AnimPage(title: "Animations", summary: DemoCatalog.pages.first { $0.title == "Animations" }?.summary ?? "")
    }

    static func geometry() -> UIViewController {
        page("Geometry and transforms") { c in
            for (i, angle) in [0.0, CGFloat.pi / 8, CGFloat.pi / 4].enumerated() {
                let v = colorBox(CGRect(x: 0, y: 0, width: 80, height: 80), UIColor(red: 0.3, green: 0.6, blue: 0.3, alpha: 0.9))
                v.center = CGPoint(x: 70 + CGFloat(i) * 120, y: 90)
                v.transform = CGAffineTransform(rotationAngle: angle)
                c.addSubview(v)
                let frameOutline = UIView(frame: v.frame)
                frameOutline.layer.borderColor = UIColor.red.cgColor
                frameOutline.layer.borderWidth = 1
                c.addSubview(frameOutline)
            }
        }
    }

    static func pointsAndPixels() -> UIViewController {
        page("Points and pixels") { c in
            let scale = UIScreen.main.scale
            for i in 0..<10 {
                c.addSubview(colorBox(CGRect(x: 20, y: 20 + CGFloat(i) * 12, width: 160, height: 1 / scale), .black))
                c.addSubview(colorBox(CGRect(x: 200, y: 20 + CGFloat(i) * 12, width: 160, height: 1), .black))
            }
        }
    }

    static func interaction() -> UIViewController {
        page("Interaction model") { c in
            let s = UIScrollView(frame: CGRect(x: 20, y: 20, width: 340, height: 220))
            s.backgroundColor = .white
            s.contentSize = CGSize(width: 340, height: 1200)
            for i in 0..<20 {
                s.addSubview(colorBox(CGRect(x: 10, y: 10 + CGFloat(i) * 60, width: 320, height: 50),
                                      UIColor(hue: CGFloat(i) / 20, saturation: 0.5, brightness: 0.95, alpha: 1)))
            }
            s.contentOffset = CGPoint(x: 0, y: 300)
            c.addSubview(s)
            s.flashScrollIndicators()
        }
    }

    static func tips() -> UIViewController {
        page("Tips") { c in
            for (i, clips) in [false, true].enumerated() {
                let parent = colorBox(CGRect(x: 30 + CGFloat(i) * 180, y: 20, width: 120, height: 120), UIColor(red: 0.2, green: 0.4, blue: 0.9, alpha: 1))
                parent.clipsToBounds = clips
                parent.isOpaque = true
                parent.addSubview(colorBox(CGRect(x: 60, y: 60, width: 100, height: 100), UIColor(red: 1, green: 0.6, blue: 0.1, alpha: 1)))
                c.addSubview(parent)
            }
        }
    }

    /// A scroll view of `rows` rows of an image and a label (also the benchmark's list).
    public static func makeList(rows: Int, width: CGFloat, height: CGFloat) -> UIScrollView {
        let s = UIScrollView(frame: CGRect(x: 0, y: 0, width: width, height: height))
        s.backgroundColor = .white
        s.contentSize = CGSize(width: width, height: CGFloat(rows) * 44)
        let image = LandscapeView.image(size: CGSize(width: 32, height: 32), scale: UIScreen.main.scale)
        for i in 0..<rows {
            let row = UIView(frame: CGRect(x: 0, y: CGFloat(i) * 44, width: width, height: 44))
            row.autoresizingMask = [.flexibleWidth]
            let iv = UIImageView(image: image)
            iv.frame = CGRect(x: 12, y: 6, width: 32, height: 32)
            row.addSubview(iv)
            let label = DemoText.makeLabel("Row \(i + 1) of \(rows)", 17)
            label.frame.origin = CGPoint(x: 56, y: 22 - label.frame.height / 2)
            row.addSubview(label)
            row.addSubview(colorBox(CGRect(x: 56, y: 43.5, width: width - 56, height: 0.5), UIColor(white: 0.8, alpha: 1)))
            s.addSubview(row)
        }
        return s
    }

    static func longList() -> UIViewController {
        page("Scroll view") { c in
            let s = makeList(rows: 1000, width: c.bounds.width, height: c.bounds.height)
            s.frame = c.bounds
            s.autoresizingMask = [.flexibleWidth, .flexibleHeight]
            c.addSubview(s)
        }
    }

    static func pagingAndZoom() -> UIViewController {
        final class ZoomDelegate: NSObject, UIScrollViewDelegate {
            weak var target: UIView?
            func viewForZooming(in scrollView: UIScrollView) -> UIView? { target }
        }
        final class Page: CatalogPageViewController {
            let zoomDelegate = ZoomDelegate()
            override func viewDidLoad() {
                super.viewDidLoad()
                let pager = UIScrollView(frame: CGRect(x: 20, y: 10, width: 340, height: 150))
                pager.isPagingEnabled = true
                pager.contentSize = CGSize(width: 340 * 4, height: 150)
                for i in 0..<4 {
                    pager.addSubview(colorBox(CGRect(x: CGFloat(i) * 340 + 10, y: 10, width: 320, height: 130),
                                              UIColor(hue: CGFloat(i) / 4, saturation: 0.6, brightness: 0.9, alpha: 1)))
                }
                pager.contentOffset = CGPoint(x: 340, y: 0)
                content.addSubview(pager)
                let zoomer = UIScrollView(frame: CGRect(x: 20, y: 180, width: 340, height: 200))
                let image = LandscapeView(frame: CGRect(x: 0, y: 0, width: 340, height: 200))
                zoomer.addSubview(image)
                zoomDelegate.target = image
                zoomer.delegate = zoomDelegate
                zoomer.minimumZoomScale = 1
                zoomer.maximumZoomScale = 4
                zoomer.zoom(to: CGRect(x: 100, y: 50, width: 120, height: 70), animated: false)
                content.addSubview(zoomer)
            }
        }
        return Page(title: "Paging and zooming", summary: DemoCatalog.pages.first { $0.title == "Paging and zooming" }?.summary ?? "")
    }

    static func alert() -> UIViewController {
        final class Page: CatalogPageViewController {
            override func viewDidAppear(_ animated: Bool) {
                guard presentedViewController == nil else { return }
                let a = UIAlertController(title: "Delete the draft?", message: "This cannot be undone.", preferredStyle: .alert)
                a.addAction(UIAlertAction(title: "Cancel", style: .cancel))
                a.addAction(UIAlertAction(title: "Delete", style: .destructive))
                present(a, animated: false)
            }
            override func viewWillDisappear(_ animated: Bool) {
                if presentedViewController != nil { dismiss(animated: false) }
            }
        }
        return Page(title: "Alert", summary: DemoCatalog.pages.first { $0.title == "Alert" }?.summary ?? "")
    }

    static func sheet() -> UIViewController {
        final class Page: CatalogPageViewController {
            override func viewDidAppear(_ animated: Bool) {
                guard presentedViewController == nil else { return }
                let s = UIViewController()
                s.view.backgroundColor = .white
                s.view.addSubview(colorBox(CGRect(x: 20, y: 20, width: 120, height: 8), UIColor(white: 0.8, alpha: 1)))
                present(s, animated: false)
            }
            override func viewWillDisappear(_ animated: Bool) {
                if presentedViewController != nil { dismiss(animated: false) }
            }
        }
        return Page(title: "Sheet", summary: DemoCatalog.pages.first { $0.title == "Sheet" }?.summary ?? "")
    }

    static func darkMode() -> UIViewController {
        let p = page("Dark mode") { c in
            c.superview?.backgroundColor = UIColor(white: 0.07, alpha: 1)
            c.addSubview(colorBox(CGRect(x: 20, y: 20, width: 150, height: 100), UIColor(white: 0.2, alpha: 1)))
        }
        p.overrideUserInterfaceStyle = .dark
        return p
    }
}
