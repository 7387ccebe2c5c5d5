import Testing
import UIKit

/// Auto Layout's frames are rounded to the screen's pixel grid, as on iOS: on a 2× screen a solved y of
/// 950.25 becomes 950.5 and 950.2 becomes 950; on a 1× screen a view centred in an odd gap lands on a
/// whole point.
@MainActor @Suite(.serialized, .freshWorld) struct PixelAlignedEngineFramesTests {
    private func frame(ofViewAt y: CGFloat, scale: CGFloat) -> CGRect {
        let saved = UIScreen.main
        defer { UIScreen.main = saved }
        UIScreen.main = UIScreen(bounds: CGRect(x: 0, y: 0, width: 768, height: 1024), scale: scale)
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 768, height: 1024))
        let v = UIView()
        v.translatesAutoresizingMaskIntoConstraints = false
        root.addSubview(v)
        NSLayoutConstraint.activate([
            v.leadingAnchor.constraint(equalTo: root.leadingAnchor),
            v.widthAnchor.constraint(equalToConstant: 768),
            v.heightAnchor.constraint(equalToConstant: 8),
            v.topAnchor.constraint(equalTo: root.topAnchor, constant: y),
        ])
        root.layoutIfNeeded()
        return v.frame
    }

    @Test("a y of 950.25 is 950.5 on a 2× screen; 950.2 is 950")
    func roundsToTheNearestPixel() {
        #expect(frame(ofViewAt: 950.25, scale: 2) == CGRect(x: 0, y: 950.5, width: 768, height: 8))
        #expect(frame(ofViewAt: 950.2, scale: 2) == CGRect(x: 0, y: 950, width: 768, height: 8))
        #expect(frame(ofViewAt: 950.2, scale: 1) == CGRect(x: 0, y: 950, width: 768, height: 8))
    }

    @Test("three equal columns of a 100-point row are pixel-aligned on a 1× screen and meet without gaps")
    func equalColumnsShareTheRemainder() {
        let saved = UIScreen.main
        defer { UIScreen.main = saved }
        UIScreen.main = UIScreen(bounds: CGRect(x: 0, y: 0, width: 100, height: 100), scale: 1)
        let stack = UIStackView(arrangedSubviews: [UIView(), UIView(), UIView()])
        stack.distribution = .fillEqually
        stack.frame = CGRect(x: 0, y: 0, width: 100, height: 10)
        stack.layoutIfNeeded()
        let frames = stack.arrangedSubviews.map(\.frame)
        #expect(frames.allSatisfy { $0.minX == $0.minX.rounded() && $0.width == $0.width.rounded() })
        #expect(frames[0].maxX == frames[1].minX && frames[1].maxX == frames[2].minX && frames[2].maxX == 100)
    }
}
