import UIKit

/// The View Programming Guide's figures as scenes: each builds a visible window on `screen` (which also
/// becomes `UIScreen.main`, so content draws at the scale it is rendered at).
@MainActor
public enum SeedFigures {
    private static func window(_ size: CGSize, on screen: UIScreen) -> UIWindow {
        UIScreen.main = screen
        let w = UIWindow(frame: CGRect(origin: .zero, size: size))
        w.screen = screen
        w.backgroundColor = UIColor(white: 0.94, alpha: 1)
        w.makeKeyAndVisible()
        return w
    }

    /// "Relationship between a view's frame and bounds": an image view at (40, 40) of 240×380; its frame
    /// outlined in red in the superview, its center marked, its bounds origin (0, 0) marked in blue.
    public static func frameAndBounds(screen: UIScreen) -> (window: UIWindow, imageView: UIImageView) {
        let w = window(CGSize(width: 320, height: 460), on: screen)
        let imageView = UIImageView(image: LandscapeView.image(size: CGSize(width: 240, height: 380), scale: screen.scale))
        imageView.frame.origin = CGPoint(x: 40, y: 40)
        w.addSubview(imageView)
        let frameOutline = OutlineView(frame: w.bounds)
        frameOutline.outline = imageView.frame.insetBy(dx: -2, dy: -2)
        frameOutline.mark = imageView.center
        frameOutline.isUserInteractionEnabled = false
        w.addSubview(frameOutline)
        let boundsMark = OutlineView(frame: imageView.bounds)
        boundsMark.color = .blue
        boundsMark.outline = .zero
        boundsMark.mark = CGPoint(x: 4, y: 4)
        imageView.addSubview(boundsMark)
        return (w, imageView)
    }

    /// The modes the content-mode figure shows, in grid order.
    public static let contentModes: [UIView.ContentMode] = [.scaleToFill, .scaleAspectFit, .scaleAspectFill, .center,
                                                            .top, .bottomRight, .left, .redraw]

    /// "Content mode comparisons": one picture per cell, drawn once at 60×40 by `prepare` (run a turn
    /// after it), then `resize` makes every cell 100×100 and each mode decides how the cached snapshot is
    /// reused; only `.redraw` draws again.
    public static func contentModes(screen: UIScreen) -> (window: UIWindow, views: [LandscapeView], resize: () -> Void) {
        let w = window(CGSize(width: 480, height: 300), on: screen)
        var views: [LandscapeView] = []
        for (i, mode) in contentModes.enumerated() {
            let cell = UIView(frame: CGRect(x: 15 + CGFloat(i % 4) * 117, y: 25 + CGFloat(i / 4) * 140, width: 100, height: 100))
            cell.backgroundColor = .white
            cell.clipsToBounds = true
            cell.layer.borderWidth = 1
            cell.layer.borderColor = UIColor(white: 0.5, alpha: 1).cgColor
            let v = LandscapeView(frame: CGRect(x: 0, y: 0, width: 60, height: 40))
            v.contentMode = mode
            cell.addSubview(v)
            w.addSubview(cell)
            views.append(v)
        }
        let resize = { for v in views { v.frame = CGRect(x: 0, y: 0, width: 100, height: 100) } }
        return (w, views, resize)
    }

    /// "Rotating a view and its content": left, a bar turned 45° in `draw(_:)`; right, the same view also
    /// turned 45° by its `transform` — together they look like 90°.
    public static func rotations(screen: UIScreen) -> UIWindow {
        let w = window(CGSize(width: 400, height: 220), on: screen)
        for (i, turned) in [false, true].enumerated() {
            let v = TiltedBarView(frame: CGRect(x: 0, y: 0, width: 140, height: 140))
            v.center = CGPoint(x: 100 + CGFloat(i) * 200, y: 110)
            v.backgroundColor = UIColor(white: 1, alpha: 0.8)
            if turned { v.transform = CGAffineTransform(rotationAngle: .pi / 4) }
            w.addSubview(v)
        }
        return w
    }

    /// `clipsToBounds`: two blue views with an orange subview sticking out; the right one clips it.
    public static func clipping(screen: UIScreen) -> UIWindow {
        let w = window(CGSize(width: 400, height: 220), on: screen)
        for (i, clips) in [false, true].enumerated() {
            let parent = UIView(frame: CGRect(x: 30 + CGFloat(i) * 200, y: 30, width: 120, height: 120))
            parent.backgroundColor = UIColor(red: 0.2, green: 0.4, blue: 0.9, alpha: 1)
            parent.clipsToBounds = clips
            let child = UIView(frame: CGRect(x: 60, y: 60, width: 100, height: 100))
            child.backgroundColor = UIColor(red: 1, green: 0.6, blue: 0.1, alpha: 1)
            parent.addSubview(child)
            w.addSubview(parent)
        }
        return w
    }

    /// Overlapping subviews with transparency: later siblings on top, partly transparent colours blend,
    /// and `alpha` fades a whole subtree.
    public static func overlapping(screen: UIScreen) -> UIWindow {
        let w = window(CGSize(width: 320, height: 240), on: screen)
        let colors = [UIColor(red: 1, green: 0, blue: 0, alpha: 0.6), UIColor(red: 0, green: 0.7, blue: 0, alpha: 0.6),
                      UIColor(red: 0, green: 0, blue: 1, alpha: 0.6)]
        for (i, c) in colors.enumerated() {
            let v = UIView(frame: CGRect(x: 30 + CGFloat(i) * 50, y: 30 + CGFloat(i) * 30, width: 110, height: 110))
            v.backgroundColor = c
            w.addSubview(v)
        }
        let faded = UIView(frame: CGRect(x: 200, y: 40, width: 100, height: 160))
        faded.backgroundColor = .black
        faded.alpha = 0.5
        let inner = UIView(frame: CGRect(x: 20, y: 20, width: 60, height: 60))
        inner.backgroundColor = .yellow
        faded.addSubview(inner)
        w.addSubview(faded)
        return w
    }
}
