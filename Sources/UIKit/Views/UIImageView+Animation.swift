import Foundation
import QuartzCore

/// Image animations as `UIImageView` documents them: `startAnimating()` cycles the layer's contents through
/// `animationImages` (the highlighted set while `isHighlighted`), each image for an equal share of
/// `animationDuration`, `animationRepeatCount` times (0: until stopped). It is a discrete key-frame
/// animation of `contents` on the media clock, so it advances with `UIApplication.runOneTurn()` and ends on
/// its own after a finite count, leaving `image` shown.
extension UIImageView {
    static let imageAnimationKey = "UIImageViewAnimation"

    func _startAnimatingImages() {
        let source = isHighlighted ? (highlightedAnimationImages ?? animationImages) : animationImages
        let frames = (source ?? []).compactMap { $0.cgImage }
        guard !frames.isEmpty else { return }
        let a = CAKeyframeAnimation(keyPath: "contents")
        a.values = frames
        a.calculationMode = .discrete
        a.duration = animationDuration > 0 ? animationDuration : Double(frames.count) / 30
        a.repeatCount = animationRepeatCount > 0 ? Float(animationRepeatCount) : .infinity
        if let first = source?.first { layer.contentsScale = first.scale }
        layer.add(a, forKey: UIImageView.imageAnimationKey)
    }

    func _stopAnimatingImages() {
        layer.removeAnimation(forKey: UIImageView.imageAnimationKey)
    }

    var _isAnimatingImages: Bool { layer.animation(forKey: UIImageView.imageAnimationKey) != nil }
}
