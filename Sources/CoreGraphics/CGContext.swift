import Foundation
import CCairo

/// A Quartz 2D drawing destination, mirroring Core Graphics' `CGContext`, with Cairo doing every pixel.
///
/// Coordinates follow Core Graphics: a new bitmap context has its origin at the bottom-left with y up, and
/// UIKit flips it (`ctm` reads as Apple's does). Cairo is y-down, so the Cairo matrix is always the CTM
/// followed by a flip of the device height; nothing outside this module sees Cairo.
public final class CGContext {
    /// The Cairo drawing context and its target surface (module-private plumbing).
    let cr: OpaquePointer
    let surface: OpaquePointer
    /// Height in device pixels, used to flip between Core Graphics' y-up and Cairo's y-down device space.
    let deviceHeight: Double
    /// Pixel buffer ownership: we free it if we allocated it.
    private let ownedData: UnsafeMutableRawPointer?

    /// The parts of the graphics state Cairo does not keep for us (Cairo has one source, CG two colours).
    struct GState {
        var fill: (r: Double, g: Double, b: Double, a: Double) = (0, 0, 0, 1)
        var stroke: (r: Double, g: Double, b: Double, a: Double) = (0, 0, 0, 1)
        var fillColor: CGColor?
        var strokeColor: CGColor?
        var alpha: Double = 1
        var blendMode: CGBlendMode = .normal
        var interpolation: CGInterpolationQuality = .default
        var antialias = true
    }
    var gstate = GState()
    var gstack: [GState] = []
    /// Alpha and blend mode saved by `beginTransparencyLayer`, applied when the layer ends.
    var layerStack: [GState] = []

    /// Width in pixels of a bitmap context.
    public let width: Int
    /// Height in pixels of a bitmap context.
    public let height: Int
    /// Bytes per row of a bitmap context.
    public let bytesPerRow: Int
    /// The pixel buffer of a bitmap context.
    public var data: UnsafeMutableRawPointer? { UnsafeMutableRawPointer(cairo_image_surface_get_data(surface)) }
    /// 8 for every bitmap context this implementation makes.
    public var bitsPerComponent: Int { 8 }
    /// 32 for every bitmap context this implementation makes.
    public var bitsPerPixel: Int { 32 }
    /// `premultipliedFirst | byteOrder32Little` (Cairo's ARGB32).
    public var bitmapInfo: CGBitmapInfo { CGBitmapInfo(rawValue: alphaInfo.rawValue | CGBitmapInfo.byteOrder32Little.rawValue) }
    /// The alpha layout of a bitmap context.
    public let alphaInfo: CGImageAlphaInfo
    /// The colour space of a bitmap context.
    public let colorSpace: CGColorSpace?

    /// The largest bitmap this implementation allocates, in pixels (2^28, 1 GiB of ARGB32).
    public static let maximumBitmapPixelCount = 1 << 28

    /// Creates a bitmap context, as `CGBitmapContextCreate` does.
    ///
    /// Supported layouts: 8 bits per component, 32 bits per pixel, `premultipliedFirst` or `noneSkipFirst`
    /// with `byteOrder32Little` (Cairo's native layout). Pass `data: nil` to let the context allocate (and
    /// zero) its pixels. Returns nil for other layouts, zero or negative sizes, a `bytesPerRow` too small for
    /// the width, or more than `maximumBitmapPixelCount` pixels, instead of allocating.
    public init?(data: UnsafeMutableRawPointer?, width: Int, height: Int, bitsPerComponent: Int,
                 bytesPerRow: Int, space: CGColorSpace, bitmapInfo: UInt32) {
        guard width > 0, height > 0, width <= 1 << 20, height <= 1 << 20,
              width * height <= CGContext.maximumBitmapPixelCount, bitsPerComponent == 8 else { return nil }
        let info = CGBitmapInfo(rawValue: bitmapInfo)
        let alpha = CGImageAlphaInfo(rawValue: bitmapInfo & CGBitmapInfo.alphaInfoMask.rawValue) ?? .none
        let order = bitmapInfo & CGBitmapInfo.byteOrderMask.rawValue
        guard order == CGBitmapInfo.byteOrder32Little.rawValue, !info.contains(.floatComponents),
              alpha == .premultipliedFirst || alpha == .noneSkipFirst else { return nil }
        let format = alpha == .noneSkipFirst ? CAIRO_FORMAT_RGB24 : CAIRO_FORMAT_ARGB32
        let minStride = Int(cairo_format_stride_for_width(format, Int32(width)))
        let stride = bytesPerRow == 0 ? minStride : bytesPerRow
        guard stride >= width * 4, stride % 4 == 0 else { return nil }
        let buffer: UnsafeMutableRawPointer
        if let data {
            buffer = data
            ownedData = nil
        } else {
            buffer = UnsafeMutableRawPointer.allocate(byteCount: stride * height, alignment: 16)
            buffer.initializeMemory(as: UInt8.self, repeating: 0, count: stride * height)
            ownedData = buffer
        }
        guard let s = cairo_image_surface_create_for_data(buffer.assumingMemoryBound(to: UInt8.self), format,
                                                          Int32(width), Int32(height), Int32(stride)),
              cairo_surface_status(s) == CAIRO_STATUS_SUCCESS else {
            ownedData?.deallocate()
            return nil
        }
        self.surface = s
        self.cr = cairo_create(s)
        self.width = width
        self.height = height
        self.bytesPerRow = stride
        self.alphaInfo = alpha
        self.colorSpace = space
        self.deviceHeight = Double(height)
        var flip = cairo_matrix_t(xx: 1, yx: 0, xy: 0, yy: -1, x0: 0, y0: Double(height))
        cairo_set_matrix(cr, &flip)
    }

    deinit {
        cairo_destroy(cr)
        cairo_surface_destroy(surface)
        ownedData?.deallocate()
    }

    /// A snapshot of the bitmap as an image (`CGBitmapContextCreateImage`); later drawing does not change it.
    public func makeImage() -> CGImage? {
        CGImage(copyingSurface: surface, opaque: alphaInfo == .noneSkipFirst)
    }

    /// Forces pending drawing to the destination.
    public func flush() { cairo_surface_flush(surface) }
    /// Same as `flush()` for a bitmap context.
    public func synchronize() { cairo_surface_flush(surface) }

    // MARK: Graphics state

    /// Pushes a copy of the whole graphics state (`CGContextSaveGState`).
    public func saveGState() {
        cairo_save(cr)
        gstack.append(gstate)
    }

    /// Pops the graphics state pushed by the matching `saveGState()`; unbalanced calls are ignored.
    public func restoreGState() {
        guard let s = gstack.popLast() else { return }
        gstate = s
        cairo_restore(cr)
    }

    /// Sets the global alpha, multiplied into everything drawn afterwards (clamped to 0...1).
    public func setAlpha(_ alpha: CGFloat) {
        gstate.alpha = alpha.isNaN ? 1 : Double(min(max(alpha, 0), 1))
    }

    /// Sets the compositing operation for later drawing.
    public func setBlendMode(_ mode: CGBlendMode) { gstate.blendMode = mode }

    /// Image resampling quality for `draw(_:in:)`.
    public var interpolationQuality: CGInterpolationQuality {
        get { gstate.interpolation }
        set { gstate.interpolation = newValue }
    }

    /// Turns antialiasing on or off for later fills and strokes.
    public func setShouldAntialias(_ on: Bool) {
        gstate.antialias = on
        cairo_set_antialias(cr, on ? CAIRO_ANTIALIAS_DEFAULT : CAIRO_ANTIALIAS_NONE)
    }

    /// Sets the fill colour.
    public func setFillColor(_ color: CGColor) {
        gstate.fillColor = color
        gstate.fill = color.rgba
    }

    /// Sets the stroke colour.
    public func setStrokeColor(_ color: CGColor) {
        gstate.strokeColor = color
        gstate.stroke = color.rgba
    }

    /// Sets the fill colour from RGBA components in the sRGB space.
    public func setFillColor(red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {
        setFillColor(CGColor(red: red, green: green, blue: blue, alpha: alpha))
    }

    /// Sets the stroke colour from RGBA components in the sRGB space.
    public func setStrokeColor(red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {
        setStrokeColor(CGColor(red: red, green: green, blue: blue, alpha: alpha))
    }

    /// Sets the fill colour from a grey level.
    public func setFillColor(gray: CGFloat, alpha: CGFloat) { setFillColor(CGColor(gray: gray, alpha: alpha)) }
    /// Sets the stroke colour from a grey level.
    public func setStrokeColor(gray: CGFloat, alpha: CGFloat) { setStrokeColor(CGColor(gray: gray, alpha: alpha)) }

    /// Sets the stroke width in user-space units.
    public func setLineWidth(_ width: CGFloat) {
        guard width.isFinite else { return }
        cairo_set_line_width(cr, Double(max(width, 0)))
    }

    /// Sets the style of line ends.
    public func setLineCap(_ cap: CGLineCap) {
        cairo_set_line_cap(cr, cap == .round ? CAIRO_LINE_CAP_ROUND : cap == .square ? CAIRO_LINE_CAP_SQUARE : CAIRO_LINE_CAP_BUTT)
    }

    /// Sets the style of line corners.
    public func setLineJoin(_ join: CGLineJoin) {
        cairo_set_line_join(cr, join == .round ? CAIRO_LINE_JOIN_ROUND : join == .bevel ? CAIRO_LINE_JOIN_BEVEL : CAIRO_LINE_JOIN_MITER)
    }

    /// Sets the miter limit.
    public func setMiterLimit(_ limit: CGFloat) { cairo_set_miter_limit(cr, Double(limit)) }

    /// Sets the dash pattern; an empty `lengths` makes lines solid.
    public func setLineDash(phase: CGFloat, lengths: [CGFloat]) {
        let l = lengths.map { Double($0) }
        if l.isEmpty || l.allSatisfy({ $0 == 0 }) { cairo_set_dash(cr, nil, 0, 0); return }
        l.withUnsafeBufferPointer { cairo_set_dash(cr, $0.baseAddress, Int32(l.count), Double(phase)) }
    }

    // MARK: Transforms

    /// The current transformation matrix from user space to the device's y-up pixel space.
    public var ctm: CGAffineTransform {
        var m = cairo_matrix_t()
        cairo_get_matrix(cr, &m)
        let cm = CGAffineTransform(a: m.xx, b: m.yx, c: m.xy, d: m.yy, tx: m.x0, ty: m.y0)
        return cm.concatenating(CGAffineTransform(a: 1, b: 0, c: 0, d: -1, tx: 0, ty: deviceHeight))
    }

    /// Applies `transform` before the current CTM (`CGContextConcatCTM`); non-finite or singular
    /// transforms are ignored.
    public func concatenate(_ t: CGAffineTransform) {
        guard t.a.isFinite, t.b.isFinite, t.c.isFinite, t.d.isFinite, t.tx.isFinite, t.ty.isFinite,
              t.a * t.d - t.b * t.c != 0 else { return }
        var m = cairo_matrix_t(xx: t.a, yx: t.b, xy: t.c, yy: t.d, x0: t.tx, y0: t.ty)
        cairo_transform(cr, &m)
    }

    /// Moves the origin of user space.
    public func translateBy(x: CGFloat, y: CGFloat) {
        guard x.isFinite, y.isFinite else { return }
        cairo_translate(cr, Double(x), Double(y))
    }

    /// Scales user space; zero or non-finite factors are ignored.
    public func scaleBy(x: CGFloat, y: CGFloat) {
        guard x.isFinite, y.isFinite, x != 0, y != 0 else { return }
        cairo_scale(cr, Double(x), Double(y))
    }

    /// Rotates user space by `angle` radians.
    public func rotate(by angle: CGFloat) {
        guard angle.isFinite else { return }
        cairo_rotate(cr, Double(angle))
    }

    /// Maps a point from user space to device space.
    public func convertToDeviceSpace(_ point: CGPoint) -> CGPoint { point.applying(ctm) }
    /// Maps a point from device space to user space.
    public func convertToUserSpace(_ point: CGPoint) -> CGPoint { point.applying(ctm.inverted()) }
    /// Maps a rectangle from user space to device space (bounding box).
    public func convertToDeviceSpace(_ rect: CGRect) -> CGRect { rect.applying(ctm) }
    /// Maps a rectangle from device space to user space (bounding box).
    public func convertToUserSpace(_ rect: CGRect) -> CGRect { rect.applying(ctm.inverted()) }

    // MARK: Path construction

    /// Discards the current path.
    public func beginPath() { cairo_new_path(cr) }

    /// Starts a new subpath.
    public func move(to p: CGPoint) {
        guard p.x.isFinite, p.y.isFinite else { return }
        cairo_move_to(cr, Double(p.x), Double(p.y))
    }

    /// Appends a line; non-finite points are dropped so they cannot poison later drawing.
    public func addLine(to p: CGPoint) {
        guard p.x.isFinite, p.y.isFinite else { return }
        if cairo_has_current_point(cr) == 0 { cairo_move_to(cr, Double(p.x), Double(p.y)) }
        else { cairo_line_to(cr, Double(p.x), Double(p.y)) }
    }

    /// Appends a cubic Bézier curve.
    public func addCurve(to end: CGPoint, control1 c1: CGPoint, control2 c2: CGPoint) {
        guard [end, c1, c2].allSatisfy({ $0.x.isFinite && $0.y.isFinite }) else { return }
        if cairo_has_current_point(cr) == 0 { cairo_move_to(cr, Double(c1.x), Double(c1.y)) }
        cairo_curve_to(cr, Double(c1.x), Double(c1.y), Double(c2.x), Double(c2.y), Double(end.x), Double(end.y))
    }

    /// Appends a quadratic Bézier curve (as the equivalent cubic).
    public func addQuadCurve(to end: CGPoint, control c: CGPoint) {
        guard end.x.isFinite, end.y.isFinite, c.x.isFinite, c.y.isFinite else { return }
        var x0 = 0.0, y0 = 0.0
        if cairo_has_current_point(cr) == 0 { cairo_move_to(cr, Double(c.x), Double(c.y)) }
        cairo_get_current_point(cr, &x0, &y0)
        let cx = Double(c.x), cy = Double(c.y), ex = Double(end.x), ey = Double(end.y)
        cairo_curve_to(cr, x0 + 2 / 3 * (cx - x0), y0 + 2 / 3 * (cy - y0),
                       ex + 2 / 3 * (cx - ex), ey + 2 / 3 * (cy - ey), ex, ey)
    }

    /// Closes the current subpath.
    public func closePath() { cairo_close_path(cr) }

    /// Appends a rectangle as a closed subpath.
    public func addRect(_ rect: CGRect) {
        let r = rect.standardized
        guard r.origin.x.isFinite, r.origin.y.isFinite, r.width.isFinite, r.height.isFinite else { return }
        cairo_rectangle(cr, Double(r.minX), Double(r.minY), Double(r.width), Double(r.height))
    }

    /// Appends several rectangles.
    public func addRects(_ rects: [CGRect]) { rects.forEach(addRect) }

    /// Appends line segments through `points`.
    public func addLines(between points: [CGPoint]) {
        guard let first = points.first else { return }
        move(to: first)
        points.dropFirst().forEach(addLine)
    }

    /// Appends the ellipse inscribed in `rect`.
    public func addEllipse(in rect: CGRect) {
        let p = CGMutablePath()
        p.addEllipse(in: rect)
        addPath(p)
    }

    /// Appends an arc; `clockwise` in Core Graphics' y-up sense, like `CGMutablePath.addArc`.
    public func addArc(center: CGPoint, radius: CGFloat, startAngle: CGFloat, endAngle: CGFloat, clockwise: Bool) {
        let p = CGMutablePath()
        if cairo_has_current_point(cr) != 0 {
            var x = 0.0, y = 0.0
            cairo_get_current_point(cr, &x, &y)
            p.move(to: CGPoint(x: x, y: y))
        }
        p.addArc(center: center, radius: radius, startAngle: startAngle, endAngle: endAngle, clockwise: clockwise)
        if cairo_has_current_point(cr) != 0, case .move? = p.elements.first { p.elements.removeFirst() }
        addPath(p)
    }

    /// Appends `path` in the current user space.
    public func addPath(_ path: CGPath) {
        for e in path.elements {
            switch e {
            case .move(let p): move(to: p)
            case .line(let p): addLine(to: p)
            case .quad(let c, let p): addQuadCurve(to: p, control: c)
            case .curve(let c1, let c2, let p): addCurve(to: p, control1: c1, control2: c2)
            case .close: closePath()
            }
        }
    }

    /// Whether the current path is empty.
    public var isPathEmpty: Bool {
        var x1 = 0.0, y1 = 0.0, x2 = 0.0, y2 = 0.0
        cairo_path_extents(cr, &x1, &y1, &x2, &y2)
        return cairo_has_current_point(cr) == 0
    }

    // MARK: Painting

    /// Sets the Cairo source and operator for a fill or stroke in the current state.
    @inline(__always)
    func applySource(_ c: (r: Double, g: Double, b: Double, a: Double)) {
        cairo_set_source_rgba(cr, c.r, c.g, c.b, c.a * gstate.alpha)
        cairo_set_operator(cr, CGContext.cairoOperator(gstate.blendMode))
    }

    /// Fills the current path, then clears it.
    public func fillPath(using rule: CGPathFillRule = .winding) {
        applySource(gstate.fill)
        cairo_set_fill_rule(cr, rule == .evenOdd ? CAIRO_FILL_RULE_EVEN_ODD : CAIRO_FILL_RULE_WINDING)
        cairo_fill(cr)
    }

    /// Fills the current path with the even-odd rule.
    public func eoFillPath() { fillPath(using: .evenOdd) }

    /// Strokes the current path, then clears it.
    public func strokePath() {
        applySource(gstate.stroke)
        cairo_stroke(cr)
    }

    /// Fills, strokes or both, then clears the path.
    public func drawPath(using mode: CGPathDrawingMode) {
        switch mode {
        case .fill: fillPath(using: .winding)
        case .eoFill: fillPath(using: .evenOdd)
        case .stroke: strokePath()
        case .fillStroke, .eoFillStroke:
            applySource(gstate.fill)
            cairo_set_fill_rule(cr, mode == .eoFillStroke ? CAIRO_FILL_RULE_EVEN_ODD : CAIRO_FILL_RULE_WINDING)
            cairo_fill_preserve(cr)
            strokePath()
        }
    }

    /// Fills `rect` with the fill colour (the current path is left alone, as in Core Graphics).
    public func fill(_ rect: CGRect) {
        let saved = cairo_copy_path(cr)
        cairo_new_path(cr)
        addRect(rect)
        fillPath()
        if let saved { cairo_append_path(cr, saved); cairo_path_destroy(saved) }
    }

    /// Fills each rectangle.
    public func fill(_ rects: [CGRect]) { rects.forEach { fill($0) } }

    /// Strokes the outline of `rect`.
    public func stroke(_ rect: CGRect) {
        cairo_new_path(cr)
        addRect(rect)
        strokePath()
    }

    /// Strokes the outline of `rect` with `width`.
    public func stroke(_ rect: CGRect, width: CGFloat) {
        saveGState(); setLineWidth(width); stroke(rect); restoreGState()
    }

    /// Makes `rect` transparent black, whatever the blend mode and alpha (`CGContextClearRect`).
    public func clear(_ rect: CGRect) {
        cairo_save(cr)
        cairo_new_path(cr)
        addRect(rect)
        cairo_set_operator(cr, CAIRO_OPERATOR_CLEAR)
        cairo_fill(cr)
        cairo_restore(cr)
    }

    /// Fills the ellipse inscribed in `rect`.
    public func fillEllipse(in rect: CGRect) { cairo_new_path(cr); addEllipse(in: rect); fillPath() }
    /// Strokes the ellipse inscribed in `rect`.
    public func strokeEllipse(in rect: CGRect) { cairo_new_path(cr); addEllipse(in: rect); strokePath() }

    /// Strokes independent segments, one for each pair of points.
    public func strokeLineSegments(between points: [CGPoint]) {
        cairo_new_path(cr)
        var i = 0
        while i + 1 < points.count { move(to: points[i]); addLine(to: points[i + 1]); i += 2 }
        strokePath()
    }

    // MARK: Clipping

    /// Intersects the clip with the current path, then clears the path.
    public func clip(using rule: CGPathFillRule = .winding) {
        cairo_set_fill_rule(cr, rule == .evenOdd ? CAIRO_FILL_RULE_EVEN_ODD : CAIRO_FILL_RULE_WINDING)
        cairo_clip(cr)
    }

    /// Intersects the clip with the even-odd interior of the current path.
    public func eoClip() { clip(using: .evenOdd) }

    /// Intersects the clip with `rect`.
    public func clip(to rect: CGRect) {
        let saved = cairo_copy_path(cr)
        cairo_new_path(cr)
        addRect(rect)
        cairo_set_fill_rule(cr, CAIRO_FILL_RULE_WINDING)
        cairo_clip(cr)
        if let saved { cairo_append_path(cr, saved); cairo_path_destroy(saved) }
    }

    /// Intersects the clip with the union of `rects`.
    public func clip(to rects: [CGRect]) {
        cairo_new_path(cr)
        rects.forEach(addRect)
        cairo_set_fill_rule(cr, CAIRO_FILL_RULE_WINDING)
        cairo_clip(cr)
    }

    /// The bounding box of the clip in user space.
    public var boundingBoxOfClipPath: CGRect {
        var x1 = 0.0, y1 = 0.0, x2 = 0.0, y2 = 0.0
        cairo_clip_extents(cr, &x1, &y1, &x2, &y2)
        return CGRect(x: x1, y: y1, width: x2 - x1, height: y2 - y1)
    }

    // MARK: Images

    /// Draws `image` scaled into `rect`. As in Core Graphics the image's first row goes at `rect.maxY`
    /// in user space, so in a UIKit (flipped) context it appears upside down, exactly as on iOS;
    /// `UIImage.draw(in:)` is the upright way.
    public func draw(_ image: CGImage, in rect: CGRect) {
        let r = rect.standardized
        guard r.width > 0, r.height > 0, r.origin.x.isFinite, r.origin.y.isFinite,
              r.width.isFinite, r.height.isFinite else { return }
        cairo_save(cr)
        cairo_translate(cr, Double(r.minX), Double(r.maxY))
        cairo_scale(cr, Double(r.width) / Double(image.width), -Double(r.height) / Double(image.height))
        paintImage(image)
        cairo_restore(cr)
    }

    /// Draws `image` upright in a y-down user space: its first row at `rect.minY` (package use by the
    /// compositor and `UIImage`, which present images the way iOS shows them).
    package func drawImageUpright(_ image: CGImage, in rect: CGRect) {
        let r = rect.standardized
        guard r.width > 0, r.height > 0, r.origin.x.isFinite, r.origin.y.isFinite,
              r.width.isFinite, r.height.isFinite else { return }
        cairo_save(cr)
        cairo_translate(cr, Double(r.minX), Double(r.minY))
        let sx = Double(r.width) / Double(image.width), sy = Double(r.height) / Double(image.height)
        if sx != 1 || sy != 1 { cairo_scale(cr, sx, sy) }
        paintImage(image)
        cairo_restore(cr)
    }

    /// Paints `image` with its pixel grid at user-space (0,0)-(w,h), rows going down in Cairo terms.
    func paintImage(_ image: CGImage) {
        cairo_set_source_surface(cr, image.cairoSurface, 0, 0)
        let pattern = cairo_get_source(cr)
        cairo_pattern_set_filter(pattern, CGContext.cairoFilter(gstate.interpolation, image.shouldInterpolate))
        cairo_set_operator(cr, CGContext.cairoOperator(gstate.blendMode))
        let savedPath = cairo_has_current_point(cr) != 0 ? cairo_copy_path(cr) : nil
        cairo_new_path(cr)
        cairo_rectangle(cr, 0, 0, Double(image.width), Double(image.height))
        if gstate.alpha >= 1 {
            cairo_fill(cr)
        } else {
            cairo_clip(cr)
            cairo_paint_with_alpha(cr, gstate.alpha)
        }
        if let savedPath { cairo_append_path(cr, savedPath); cairo_path_destroy(savedPath) }
    }

    // MARK: Transparency layers

    /// Starts a transparency layer: later drawing goes to an offscreen group that is composited with the
    /// current alpha and blend mode at `endTransparencyLayer()`. Inside, alpha is 1 and the blend mode normal.
    public func beginTransparencyLayer(auxiliaryInfo: [String: Any]?) {
        layerStack.append(gstate)
        cairo_save(cr)
        cairo_push_group(cr)
        gstate.alpha = 1
        gstate.blendMode = .normal
    }

    /// Starts a transparency layer bounded by `rect` (the bound is a hint; the clip still applies).
    public func beginTransparencyLayer(in rect: CGRect, auxiliaryInfo: [String: Any]?) {
        beginTransparencyLayer(auxiliaryInfo: auxiliaryInfo)
    }

    /// Composites the group started by the matching `beginTransparencyLayer`.
    public func endTransparencyLayer() {
        guard let outer = layerStack.popLast() else { return }
        cairo_pop_group_to_source(cr)
        cairo_set_operator(cr, CGContext.cairoOperator(outer.blendMode))
        cairo_paint_with_alpha(cr, outer.alpha)
        cairo_restore(cr)
        gstate = outer
    }

    // MARK: Mapping to Cairo

    static func cairoFilter(_ q: CGInterpolationQuality, _ interpolate: Bool) -> cairo_filter_t {
        if !interpolate { return CAIRO_FILTER_NEAREST }
        switch q {
        case .none: return CAIRO_FILTER_NEAREST
        case .low: return CAIRO_FILTER_BILINEAR
        case .default, .medium: return CAIRO_FILTER_GOOD
        case .high: return CAIRO_FILTER_BEST
        }
    }

    static func cairoOperator(_ m: CGBlendMode) -> cairo_operator_t {
        switch m {
        case .normal: return CAIRO_OPERATOR_OVER
        case .multiply: return CAIRO_OPERATOR_MULTIPLY
        case .screen: return CAIRO_OPERATOR_SCREEN
        case .overlay: return CAIRO_OPERATOR_OVERLAY
        case .darken: return CAIRO_OPERATOR_DARKEN
        case .lighten: return CAIRO_OPERATOR_LIGHTEN
        case .colorDodge: return CAIRO_OPERATOR_COLOR_DODGE
        case .colorBurn: return CAIRO_OPERATOR_COLOR_BURN
        case .softLight: return CAIRO_OPERATOR_SOFT_LIGHT
        case .hardLight: return CAIRO_OPERATOR_HARD_LIGHT
        case .difference: return CAIRO_OPERATOR_DIFFERENCE
        case .exclusion: return CAIRO_OPERATOR_EXCLUSION
        case .hue: return CAIRO_OPERATOR_HSL_HUE
        case .saturation: return CAIRO_OPERATOR_HSL_SATURATION
        case .color: return CAIRO_OPERATOR_HSL_COLOR
        case .luminosity: return CAIRO_OPERATOR_HSL_LUMINOSITY
        case .clear: return CAIRO_OPERATOR_CLEAR
        case .copy: return CAIRO_OPERATOR_SOURCE
        case .sourceIn: return CAIRO_OPERATOR_IN
        case .sourceOut: return CAIRO_OPERATOR_OUT
        case .sourceAtop: return CAIRO_OPERATOR_ATOP
        case .destinationOver: return CAIRO_OPERATOR_DEST_OVER
        case .destinationIn: return CAIRO_OPERATOR_DEST_IN
        case .destinationOut: return CAIRO_OPERATOR_DEST_OUT
        case .destinationAtop: return CAIRO_OPERATOR_DEST_ATOP
        case .xor: return CAIRO_OPERATOR_XOR
        case .plusDarker: return CAIRO_OPERATOR_SATURATE // no Cairo equivalent; see Docs/Deviations.md
        case .plusLighter: return CAIRO_OPERATOR_ADD
        }
    }
}
