import Foundation
import CoreGraphics

/// The kind of a layer transition (`CATransitionType`).
public struct CATransitionType: RawRepresentable, Hashable, Sendable {
    /// The underlying value.
    public let rawValue: String
    /// A type from its underlying value.
    public init(rawValue: String) { self.rawValue = rawValue }
    /// The old content fades out as the new content shows (the default).
    public static let fade = CATransitionType(rawValue: "fade")
    /// The new content slides in over the old.
    public static let moveIn = CATransitionType(rawValue: "moveIn")
    /// The new content pushes the old content out.
    public static let push = CATransitionType(rawValue: "push")
    /// The old content slides away, revealing the new.
    public static let reveal = CATransitionType(rawValue: "reveal")
}

/// The direction of a transition (`CATransitionSubtype`).
public struct CATransitionSubtype: RawRepresentable, Hashable, Sendable {
    /// The underlying value.
    public let rawValue: String
    /// A subtype from its underlying value.
    public init(rawValue: String) { self.rawValue = rawValue }
    /// From the right.
    public static let fromRight = CATransitionSubtype(rawValue: "fromRight")
    /// From the left.
    public static let fromLeft = CATransitionSubtype(rawValue: "fromLeft")
    /// From the top.
    public static let fromTop = CATransitionSubtype(rawValue: "fromTop")
    /// From the bottom.
    public static let fromBottom = CATransitionSubtype(rawValue: "fromBottom")
}

/// The key under which transitions are added (`kCATransition`).
public let kCATransition = "transition"

/// An animated transition of a layer's whole rendered look, mirroring `CATransition`.
///
/// When added, the layer's current look (its subtree rendered as with `render(in:)`) is captured; while the
/// transition runs, that image is composited over the layer's new content and faded or moved out per
/// `type` and `subtype`, between `startProgress` and `endProgress`. The new content itself does not move
/// for `moveIn` and `push` (Docs/Deviations.md).
@preconcurrency @MainActor
open class CATransition: CAAnimation {
    /// The kind of transition (default `.fade`).
    open var type: CATransitionType = .fade
    /// The direction for `moveIn`, `push` and `reveal`.
    open var subtype: CATransitionSubtype?
    /// Where the transition starts, 0...1 (default 0).
    open var startProgress: Float = 0
    /// Where it ends, 0...1 (default 1).
    open var endProgress: Float = 1
    /// A filter object (not supported; ignored).
    open var filter: Any?

    /// Creates a fade transition with Core Animation's defaults.
    public override init() { super.init() }
    /// Archives are not read on Linux: an animation with Core Animation's defaults.
    public required init?(coder: NSCoder) { super.init(coder: coder) }

    override func copyAttributes(from o: CAAnimation) {
        super.copyAttributes(from: o)
        guard let o = o as? CATransition else { return }
        type = o.type; subtype = o.subtype; startProgress = o.startProgress; endProgress = o.endProgress
        filter = o.filter; snapshot = o.snapshot
    }

    override var hasFiniteValues: Bool { super.hasFiniteValues && startProgress.isFinite && endProgress.isFinite }

    /// The layer's look when the transition was added, in the layer's bounds.
    var snapshot: CGImage?

    /// The transition's progress at `time`, or nil outside its effect.
    func progress(at time: CFTimeInterval) -> Double? {
        guard let state = renderTiming.timingState(at: time) else { return nil }
        let f = renderTiming.timingFunction?.progress(at: state.fraction) ?? state.fraction
        return Double(startProgress) + (Double(endProgress) - Double(startProgress)) * f
    }

    /// UIKit's flip transitions (the `"oglFlip"` type): the layer turns about its vertical (left/right) or
    /// horizontal (top/bottom) axis in perspective, showing the old look for the first half turn and the
    /// new content for the second.
    var isFlip: Bool { type.rawValue == "oglFlip" }

    /// The layer's transform at progress `p` of a flip (on top of its model transform).
    func flipTransform(progress p: Double, bounds: CGRect) -> CATransform3D {
        let theta = CGFloat(p < 0.5 ? p : p - 1) * .pi
        var t = CATransform3DIdentity
        t.m34 = -1 / max(2 * max(bounds.width, bounds.height), 1)
        switch subtype ?? .fromLeft {
        case .fromRight: return CATransform3DRotate(t, -theta, 0, 1, 0)
        case .fromTop: return CATransform3DRotate(t, -theta, 1, 0, 0)
        case .fromBottom: return CATransform3DRotate(t, theta, 1, 0, 0)
        default: return CATransform3DRotate(t, theta, 0, 1, 0)
        }
    }

    /// The captured look drawn over a layer with `bounds` at progress `p`: faded or moved per `type` and
    /// `subtype`.
    func overlay(_ image: CGImage, progress p: Double, bounds: CGRect) -> TransitionOverlay {
        var dx: CGFloat = 0, dy: CGFloat = 0
        switch subtype ?? .fromLeft {
        case .fromRight: dx = -bounds.width
        case .fromTop: dy = bounds.height
        case .fromBottom: dy = -bounds.height
        default: dx = bounds.width
        }
        let k = CGFloat(p)
        var frame = bounds
        let opacity: CGFloat
        if isFlip {
            opacity = p < 0.5 ? 1 : 0
        } else {
            switch type {
            case .push, .reveal:
                opacity = 1
                frame = frame.offsetBy(dx: dx * k, dy: dy * k)
            default:
                opacity = 1 - k
            }
        }
        return TransitionOverlay(image: image, frame: frame, opacity: opacity)
    }
}

extension CALayer {
    /// The layer's subtree rendered into an image of its bounds (`render(in:)`), at `contentsScale`.
    package func snapshotImage() -> CGImage? {
        let s = max(contentsScale, 1)
        let w = Int((bounds.width * s).rounded(.up)), h = Int((bounds.height * s).rounded(.up))
        guard w > 0, h > 0, w * h <= 64_000_000,
              let ctx = CGContext(data: nil, width: w, height: h, bitsPerComponent: 8, bytesPerRow: 0,
                                  space: CGColorSpace(name: CGColorSpace.sRGB)!,
                                  bitmapInfo: CGImageAlphaInfo.premultipliedFirst.rawValue | CGBitmapInfo.byteOrder32Little.rawValue)
        else { return nil }
        ctx.concatenate(CGAffineTransform(a: s, b: 0, c: 0, d: -s, tx: 0, ty: CGFloat(h)))
        ctx.translateBy(x: -bounds.minX, y: -bounds.minY)
        render(in: ctx)
        return ctx.makeImage()
    }
}
