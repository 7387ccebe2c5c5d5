import Testing
import Foundation
import UIKit

/// `UIImageView`'s image animations as documented: `animationImages` cycle over `animationDuration`
/// (default: images × 1/30 s), `animationRepeatCount` times (0: until stopped), then `image` shows again.
@MainActor @Suite(.serialized, .freshWorld)
struct ImageViewAnimationTests {
    private func solid(_ color: UIColor) -> UIImage {
        UIGraphicsImageRenderer(size: CGSize(width: 4, height: 4), format: {
            let f = UIGraphicsImageRendererFormat(); f.scale = 1; return f
        }()).image { ctx in
            color.setFill()
            ctx.fill(CGRect(x: 0, y: 0, width: 4, height: 4))
        }
    }

    @Test("Each image shows for its share of animationDuration; after animationRepeatCount cycles the view shows `image` and isAnimating is false")
    func framesAtChosenTimes() throws {
        let saved = UIApplication.shared.host
        defer { UIApplication.shared.host = saved }
        CAMediaClock.useManualClock(startingAt: 3000)
        let host = HeadlessHost()
        UIApplication.shared.host = host
        let window = makeWindow(CGSize(width: 20, height: 20))
        defer { removeAnimations(inTreeOf: window.layer); window.isHidden = true }
        let iv = UIImageView(frame: CGRect(x: 0, y: 0, width: 20, height: 20))
        iv.contentMode = .scaleToFill
        iv.image = solid(.black)
        iv.animationImages = [solid(.red), solid(.green), solid(.blue)]
        iv.animationDuration = 0.3
        iv.animationRepeatCount = 1
        window.addSubview(iv)
        #expect(!iv.isAnimating)
        iv.startAnimating()
        #expect(iv.isAnimating)
        // 0.3 s over three images: red in [0, 0.1), green in [0.1, 0.2), blue in [0.2, 0.3).
        var seen: [[UInt8]] = []
        for t in [0.05, 0.1, 0.1] {
            CAMediaClock.advance(by: t)
            UIApplication.shared.runOneTurn()
            seen.append(try #require(host.lastFrame(of: window)).pixel(10, 10))
        }
        #expect(seen[0] == [255, 0, 0, 255])
        #expect(seen[1][1] > 100 && seen[1][0] == 0 && seen[1][2] == 0)
        #expect(seen[2] == [0, 0, 255, 255])
        CAMediaClock.advance(by: 0.1)
        UIApplication.shared.runOneTurn()
        #expect(!iv.isAnimating)
        #expect(try #require(host.lastFrame(of: window)).pixel(10, 10) == [0, 0, 0, 255])
    }

    @Test("animationDuration 0 means images × 1/30 s; repeat count 0 runs until stopAnimating(); setting animationImages stops it")
    func defaultsAndStopping() throws {
        CAMediaClock.useManualClock(startingAt: 4000)
        let window = makeWindow(CGSize(width: 20, height: 20))
        defer { removeAnimations(inTreeOf: window.layer); window.isHidden = true }
        let iv = UIImageView(frame: CGRect(x: 0, y: 0, width: 20, height: 20))
        window.addSubview(iv)
        iv.animationImages = [solid(.red), solid(.green)]
        iv.startAnimating()
        let anim = try #require(iv.layer.animationKeys()?.first.flatMap { iv.layer.animation(forKey: $0) })
        #expect(abs(anim.duration - 2.0 / 30) < 1e-12)
        CAMediaClock.advance(by: 5)
        UIApplication.shared.runOneTurn()
        #expect(iv.isAnimating)
        iv.stopAnimating()
        #expect(!iv.isAnimating)
        iv.startAnimating()
        iv.animationImages = [solid(.blue)]
        #expect(!iv.isAnimating)
        // Nothing to animate: startAnimating() does nothing.
        iv.animationImages = nil
        iv.startAnimating()
        #expect(!iv.isAnimating)
    }

    @Test("highlightedImage is shown while isHighlighted, image otherwise; without a highlighted image, image stays")
    func highlightedImage() {
        let normal = solid(.red), highlighted = solid(.blue)
        let iv = UIImageView(image: normal, highlightedImage: highlighted)
        #expect((iv.layer.contents as AnyObject?) === normal.cgImage)
        iv.isHighlighted = true
        #expect((iv.layer.contents as AnyObject?) === highlighted.cgImage)
        iv.isHighlighted = false
        #expect((iv.layer.contents as AnyObject?) === normal.cgImage)
        let plain = UIImageView(image: normal)
        plain.isHighlighted = true
        #expect((plain.layer.contents as AnyObject?) === normal.cgImage)
    }
}
