/// How a writing-direction value of the `.writingDirection` attribute formats its run, mirroring UIKit's
/// `NSWritingDirectionFormatType` (iOS 9): combined with `NSWritingDirection.leftToRight`/`.rightToLeft` by
/// bitwise OR, as the Unicode bidirectional embedding (LRE/RLE) or override (LRO/RLO) controls.
/// The raw values are UIKit's: `embedding` is `0 << 1`, `override` is `1 << 1`.
public enum NSWritingDirectionFormatType: Int, Sendable, Hashable {
    /// The run is embedded in text of another direction (LRE/RLE … PDF).
    case embedding = 0
    /// The run's characters are forced to the direction, overriding their inherent directionality (LRO/RLO … PDF).
    case override = 2
}
