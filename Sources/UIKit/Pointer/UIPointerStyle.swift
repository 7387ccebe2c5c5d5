import Foundation

/// The pointer's look in a region, mirroring `UIPointerStyle`: an effect on a view, a shape, hidden, or the
/// system's pointer.
///
/// On the Linux desktop a style becomes one of the system's cursors (`cursor`): an effect, a path or a
/// rounded rectangle show the hand (the region is a target), a beam the I-beam, `hidden()` no cursor and
/// `system()` the arrow.
@preconcurrency @MainActor
public final class UIPointerStyle: NSObject {
    enum Kind {
        case effect(UIPointerEffect, UIPointerShape?)
        case shape(UIPointerShape, UIAxis)
        case hidden
        case system
    }
    let kind: Kind

    init(kind: Kind) {
        self.kind = kind
        super.init()
    }

    /// A style applying `effect` to its preview, the pointer taking `shape` (or the preview's shape).
    public convenience init(effect: UIPointerEffect, shape: UIPointerShape? = nil) {
        self.init(kind: .effect(effect, shape))
    }

    /// A style that turns the pointer into `shape`, its movement held along `constrainedAxes`.
    public convenience init(shape: UIPointerShape, constrainedAxes: UIAxis = []) {
        self.init(kind: .shape(shape, constrainedAxes))
    }

    /// A style with no visible pointer.
    public static func hidden() -> UIPointerStyle { UIPointerStyle(kind: .hidden) }

    /// The system's pointer.
    public static func system() -> UIPointerStyle { UIPointerStyle(kind: .system) }

    /// The desktop cursor that shows this style.
    var cursor: PointerCursor {
        switch kind {
        case .effect: return .hand
        case .shape(.verticalBeam, _), .shape(.horizontalBeam, _): return .iBeam
        case .shape: return .hand
        case .hidden: return .hidden
        case .system: return .arrow
        }
    }
}
