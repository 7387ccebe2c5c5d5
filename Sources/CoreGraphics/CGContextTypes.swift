import Foundation

/// How a path is filled, mirroring `CGPathFillRule`.
public enum CGPathFillRule: Int, Sendable { case winding = 0, evenOdd }

/// What `drawPath(using:)` does, mirroring `CGPathDrawingMode`.
public enum CGPathDrawingMode: Int32, Sendable { case fill = 0, eoFill, stroke, fillStroke, eoFillStroke }

/// Line end style, mirroring `CGLineCap`.
public enum CGLineCap: Int32, Sendable { case butt = 0, round, square }

/// Line corner style, mirroring `CGLineJoin`.
public enum CGLineJoin: Int32, Sendable { case miter = 0, round, bevel }

/// Image resampling quality, mirroring `CGInterpolationQuality`.
public enum CGInterpolationQuality: Int32, Sendable { case `default` = 0, none = 1, low = 2, high = 3, medium = 4 }

/// Compositing operations, mirroring `CGBlendMode`. Docs/Deviations.md lists how each maps onto Cairo.
public enum CGBlendMode: Int32, Sendable {
    case normal = 0, multiply, screen, overlay, darken, lighten, colorDodge, colorBurn, softLight, hardLight,
         difference, exclusion, hue, saturation, color, luminosity,
         clear, copy, sourceIn, sourceOut, sourceAtop, destinationOver, destinationIn, destinationOut,
         destinationAtop, xor, plusDarker, plusLighter
}
