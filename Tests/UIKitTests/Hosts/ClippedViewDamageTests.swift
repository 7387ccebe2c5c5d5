import Testing
import UIKit

/// Views a clipping superview hides (`clipsToBounds`, a scroll view's off-screen content) cost nothing
/// when they change: the frame damages no pixel. A view partly hidden damages its visible part; scrolling
/// it into view shows it, and the frame equals a full render of the window.
@MainActor @Suite(.serialized, .freshWorld)
struct ClippedViewDamageTests {
    private static let windowSize = CGSize(width: 200, height: 150)

    /// A blue child at `frame` in a green 100×80 `clipsToBounds` container at (20, 30) of `window`,
    /// presented once.
    private func addClippedChild(_ frame: CGRect, to window: UIWindow) -> UIView {
        let container = filledView(CGRect(x: 20, y: 30, width: 100, height: 80), .green)
        container.clipsToBounds = true
        let child = filledView(frame, .blue)
        container.addSubview(child)
        window.addSubview(container)
        UIApplication.shared.runOneTurn()
        return child
    }

    @Test("A subview wholly outside its clipsToBounds superview, edited in several turns, damages nothing")
    func clippedOutSubviewDamagesNothing() throws {
        try withHeadlessWindow(Self.windowSize) { host, window in
            let child = addClippedChild(CGRect(x: 110, y: 10, width: 30, height: 20), to: window)
            for turn in 0..<4 {
                child.backgroundColor = turn % 2 == 0 ? .red : .yellow
                child.frame.origin.x += 3
                child.alpha = turn % 2 == 0 ? 0.5 : 1
                child.addSubview(filledView(CGRect(x: 2, y: 2, width: 6, height: 6), .black))
                UIApplication.shared.runOneTurn()
                #expect(host.lastDamage(of: window).isNull, "turn \(turn): damaged \(host.lastDamage(of: window))")
                #expect(host.lastCompositedLayerCount(of: window) == 0, "turn \(turn)")
            }
            let differing = try pixelsDifferingFromFullRender(host, window)
            #expect(differing == 0)
        }
    }

    @Test("A subview half outside its clipsToBounds superview damages only its visible half")
    func partlyClippedSubviewDamagesItsVisiblePart() throws {
        try withHeadlessWindow(Self.windowSize) { host, window in
            let child = addClippedChild(CGRect(x: 80, y: 10, width: 40, height: 30), to: window)
            child.backgroundColor = .red
            UIApplication.shared.runOneTurn()
            // Container x 80...100 of its 0...100 → window x 100...120.
            #expect(host.lastDamage(of: window) == CGRect(x: 100, y: 40, width: 20, height: 30))
            let differing = try pixelsDifferingFromFullRender(host, window)
            #expect(differing == 0)
        }
    }

    @Test("A scroll view's content below its bounds (inside the window) damages nothing when edited, and shows when scrolled to")
    func offscreenScrollContent() throws {
        try withHeadlessWindow(Self.windowSize) { host, window in
            // Window y 40...110; rows at content y 0, 50, 100, ... (40 tall).
            let scroll = UIScrollView(frame: CGRect(x: 0, y: 40, width: 200, height: 70))
            scroll.contentSize = CGSize(width: 200, height: 300)
            scroll.backgroundColor = .white
            let rows = (0..<6).map { i in filledView(CGRect(x: 10, y: CGFloat(i) * 50, width: 180, height: 40), i % 2 == 0 ? .blue : .green) }
            for r in rows { scroll.addSubview(r) }
            window.addSubview(scroll)
            UIApplication.shared.runOneTurn()
            // Row 2 lies at window y 140...180: inside the window, below the scroll view's bounds.
            rows[2].backgroundColor = .red
            rows[2].frame.size.width = 100
            UIApplication.shared.runOneTurn()
            #expect(host.lastDamage(of: window).isNull)
            #expect(host.lastCompositedLayerCount(of: window) == 0)
            scroll.contentOffset = CGPoint(x: 0, y: 100)
            UIApplication.shared.runOneTurn()
            let differing = try pixelsDifferingFromFullRender(host, window)
            #expect(differing == 0)
            // Row 1 now lies at window y -10...30: inside the window, above the scroll view's bounds.
            rows[1].backgroundColor = .orange
            UIApplication.shared.runOneTurn()
            #expect(host.lastDamage(of: window).isNull)
            let differingAfter = try pixelsDifferingFromFullRender(host, window)
            #expect(differingAfter == 0)
        }
    }
}
