import Foundation

/// How colours are mapped between colour spaces, mirroring `CGColorRenderingIntent` (kept for API
/// compatibility: every RGB space is sRGB here, so all intents render the same).
public enum CGColorRenderingIntent: Int32, Sendable {
    case defaultIntent = 0, absoluteColorimetric, relativeColorimetric, perceptual, saturation
}
