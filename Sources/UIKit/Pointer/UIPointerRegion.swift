import Foundation

/// A part of a view in which the pointer has one style, mirroring `UIPointerRegion`. Two regions are the
/// same region when their identifiers are equal, or, without identifiers, when their rectangles are.
@preconcurrency @MainActor
open class UIPointerRegion: NSObject {
    /// The region, in the interaction's view's coordinates.
    public let rect: CGRect
    /// What tells this region apart from others of the same interaction.
    public let identifier: AnyHashable?
    /// The axes along which the pointer stays in the region's style once inside.
    open var latchingAxes: UIAxis = []

    /// A region covering `rect` of the interaction's view.
    public init(rect: CGRect, identifier: AnyHashable? = nil) {
        self.rect = rect
        self.identifier = identifier
        super.init()
    }

    /// Whether `other` is the same region (identifier, or rectangle when neither has one).
    func isSameRegion(as other: UIPointerRegion) -> Bool {
        if identifier != nil || other.identifier != nil { return identifier == other.identifier }
        return rect == other.rect
    }
}

/// The pointer's position when a pointer interaction asks its delegate for a region, mirroring
/// `UIPointerRegionRequest`.
@preconcurrency @MainActor
open class UIPointerRegionRequest: NSObject {
    /// The pointer's location in the interaction's view.
    public let location: CGPoint
    /// The modifier keys held.
    public let modifiers: UIKeyModifierFlags

    init(location: CGPoint, modifiers: UIKeyModifierFlags) {
        self.location = location
        self.modifiers = modifiers
        super.init()
    }
}
