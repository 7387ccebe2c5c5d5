import Foundation

/// A pan that must start near an edge of the window, mirroring `UIScreenEdgePanGestureRecognizer`
/// (the window stands in for the screen: a UIKit app's windows fill the screen).
@preconcurrency @MainActor
open class UIScreenEdgePanGestureRecognizer: UIPanGestureRecognizer {
    /// The edges a pan may start from (default none: set at least one).
    open var edges: UIRectEdge = []

    /// How close to an edge the first touch must begin, in points.
    static let edgeMargin: CGFloat = 20

    open override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent) {
        if state == .possible, numberOfTouches == touches.count, let window = touches.first?.window {
            let b = window.bounds
            var nearEdge = false
            for t in touches {
                let p = t.location(in: window), m = UIScreenEdgePanGestureRecognizer.edgeMargin
                if edges.contains(.left), p.x - b.minX <= m { nearEdge = true }
                if edges.contains(.right), b.maxX - p.x <= m { nearEdge = true }
                if edges.contains(.top), p.y - b.minY <= m { nearEdge = true }
                if edges.contains(.bottom), b.maxY - p.y <= m { nearEdge = true }
            }
            if !nearEdge { state = .failed; return }
        }
        super.touchesBegan(touches, with: event)
    }
}
