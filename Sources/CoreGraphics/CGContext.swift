import Foundation
import CCairo

/// A Quartz 2D drawing destination, mirroring Core Graphics' `CGContext`, with Cairo doing every pixel.
///
/// Coordinates follow Core Graphics: a new bitmap context has its origin at the bottom-left with y up, and
/// UIKit flips it (`ctm` reads as Apple's does). Cairo is y-down, so the Cairo matrix is always the CTM
/// followed by a flip of the device height; nothing outside this module sees Cairo.
///
/// The class body holds the stored state and the initializers; each concern lives in its own extension
/// file (`CGContext+Path.swift`, `+Painting`, `+Shadow`, `+Gradient`, `+Image`, `+Bitmap`, `+PDF`).
public final class CGContext {
    /// The Cairo drawing context and its target surface (module-private plumbing).
    let cr: OpaquePointer
    let surface: OpaquePointer
    /// Size of the device in pixels (points for PDF), used to flip between Core Graphics' y-up and Cairo's
    /// y-down device space and to size mask and shadow buffers.
    var deviceWidth: Double
    var deviceHeight: Double
    /// Buffers this context allocated and frees.
    private let ownedData: UnsafeMutableRawPointer?
    private let ownedInternal: UnsafeMutableRawPointer?
    /// Set when the caller's pixel layout is not Cairo's: Cairo draws into an internal surface and the
    /// pixels are converted to and from the caller's buffer around each drawing operation.
    let bridge: BitmapBridge?
    /// The PDF document being written, for PDF contexts.
    let pdf: PDFDocumentState?

    /// A shadow as `setShadow(offset:blur:color:)` set it: offset and blur in base space.
    struct Shadow {
        var dx: Double, dy: Double, blur: Double
        var color: (r: Double, g: Double, b: Double, a: Double)
    }

    /// The parts of the graphics state Cairo does not keep for us (Cairo has one source, CG two colours).
    /// Line width, cap, join, dash, miter limit, CTM and clip live in Cairo's own state. Kept free of
    /// reference-counted members except the rarely set ones, so that saving it stays a plain copy.
    struct GState {
        var fill: (r: Double, g: Double, b: Double, a: Double) = (0, 0, 0, 1)
        var stroke: (r: Double, g: Double, b: Double, a: Double) = (0, 0, 0, 1)
        var fillColor: CGColor?
        var strokeColor: CGColor?
        var alpha: Double = 1
        var blendMode: CGBlendMode = .normal
        var interpolation: CGInterpolationQuality = .default
        var antialias = true
        var shadow: Shadow?
        /// An image mask intersected into the clip (`clip(to:mask:)`), in Cairo device space.
        var mask: MaskClip?
        /// Pattern colours (`UIColor(patternImage:)`) for fill and stroke, when set.
        var fillPattern: CGColor?
        var strokePattern: CGColor?
        /// The clip in Cairo device pixels while it is one rect of whole pixels (no clip: unbounded); nil
        /// once any other shape was intersected into it (`CGContext+AlignedFill.swift`).
        var pixelClip: PixelBox? = .unbounded
    }
    // Unchecked: every access is a plain read or a field assignment (no call made while a write is in
    // progress), and the run-time tracking was a measurable part of drawing a short text.
    @exclusivity(unchecked) var gstate = GState()
    var gstack: [GState] = []
    /// The graphics state saved by `beginTransparencyLayer`, applied when the layer ends, with the depth
    /// of the save stack then (a restore cannot reach past a layer's start).
    var layerStack: [(state: GState, depth: Int)] = []

    /// The source pattern of the image drawn last, with that image (kept alive so the pattern's surface,
    /// which reads the image's pixels in place, stays valid): drawing one image many times (a compositor's
    /// layers of one cached contents) moves this pattern instead of making one per draw
    /// (`CGContext+ImagePattern.swift`).
    var imagePattern: (image: CGImage, pattern: OpaquePointer)?
    /// The pixman images of direct image draws into this context's pixels, made at the first one
    /// (`CGContext+DirectImage.swift`).
    var pixmanTarget: PixmanTarget?
    /// Whether 1:1 image draws may take the direct pixman path; tests turn it off to compare with Cairo
    /// (package use only).
    package var drawsImagesDirectly = true

    /// The base space's transform to (y-up) device space: where shadow offsets and blur are measured.
    /// Identity for a raw bitmap context; UIKit contexts set it to their points-to-pixels flip, so a
    /// positive shadow height points down there, as on iOS.
    package var baseCTM = CGAffineTransform.identity
    var baseCTMIsSet = false

    /// Width in pixels of a bitmap context.
    public let width: Int
    /// Height in pixels of a bitmap context.
    public let height: Int
    /// Bytes per row of a bitmap context.
    public let bytesPerRow: Int
    /// Bits per component of a bitmap context (8).
    public let bitsPerComponent: Int
    /// Bits per pixel of a bitmap context (32, or 8 for grey and alpha-only contexts).
    public let bitsPerPixel: Int
    /// The pixel layout of a bitmap context, as it was requested.
    public let bitmapInfo: CGBitmapInfo
    /// The alpha layout of a bitmap context.
    public let alphaInfo: CGImageAlphaInfo
    /// The colour space of a bitmap context.
    public let colorSpace: CGColorSpace?

    /// The largest bitmap this implementation allocates, in pixels (2^28, 1 GiB of ARGB32).
    public static let maximumBitmapPixelCount = 1 << 28

    /// Designated initializer: takes over `surface` (and the buffers) and sets up the flip.
    init(surface s: OpaquePointer, deviceWidth dw: Double, deviceHeight dh: Double, width: Int, height: Int,
         bytesPerRow: Int, bitsPerPixel: Int, bitmapInfo: CGBitmapInfo, alphaInfo: CGImageAlphaInfo,
         colorSpace: CGColorSpace?, ownedData: UnsafeMutableRawPointer?, ownedInternal: UnsafeMutableRawPointer?,
         bridge: BitmapBridge?, pdf: PDFDocumentState?) {
        self.surface = s
        self.cr = cairo_create(s)
        self.deviceWidth = dw
        self.deviceHeight = dh
        self.width = width
        self.height = height
        self.bytesPerRow = bytesPerRow
        self.bitsPerComponent = 8
        self.bitsPerPixel = bitsPerPixel
        self.bitmapInfo = bitmapInfo
        self.alphaInfo = alphaInfo
        self.colorSpace = colorSpace
        self.ownedData = ownedData
        self.ownedInternal = ownedInternal
        self.bridge = bridge
        self.pdf = pdf
        var flip = cairo_matrix_t(xx: 1, yx: 0, xy: 0, yy: -1, x0: 0, y0: dh)
        cairo_set_matrix(cr, &flip)
    }

    /// Creates a bitmap context, as `CGBitmapContextCreate` does.
    ///
    /// Layouts, 8 bits per component: 32-bit RGB with `premultipliedFirst`, `premultipliedLast`,
    /// `noneSkipFirst` or `noneSkipLast` in either 32-bit byte order (`premultipliedFirst | byteOrder32Little`
    /// is Cairo's own and is drawn in place; the others are converted around each drawing operation, see
    /// Docs/Deviations.md); 8-bit grey with `.none`; 8-bit `alphaOnly`. Pass `data: nil` to let the context
    /// allocate (and zero) its pixels. Returns nil, as Core Graphics does, for unsupported combinations
    /// (non-premultiplied alpha, 16-bit or float components, CMYK), zero or negative sizes, a `bytesPerRow`
    /// too small for the width, or more than `maximumBitmapPixelCount` pixels, instead of allocating.
    public convenience init?(data: UnsafeMutableRawPointer?, width: Int, height: Int, bitsPerComponent: Int,
                             bytesPerRow: Int, space: CGColorSpace, bitmapInfo: UInt32) {
        guard width > 0, height > 0, width <= 1 << 20, height <= 1 << 20,
              width * height <= CGContext.maximumBitmapPixelCount, bitsPerComponent == 8,
              let layout = BitmapLayout(space: space, bitmapInfo: bitmapInfo) else { return nil }
        let bpp = layout.bytesPerPixel
        let nativeStride = Int(cairo_format_stride_for_width(layout.cairoFormat, Int32(width)))
        let stride = bytesPerRow == 0 ? nativeStride : bytesPerRow
        guard stride >= width * bpp, stride <= (1 << 24) else { return nil }
        let alpha = CGImageAlphaInfo(rawValue: bitmapInfo & CGBitmapInfo.alphaInfoMask.rawValue) ?? .none
        // The caller's buffer (or ours, in the caller's layout).
        var owned: UnsafeMutableRawPointer?
        let buffer: UnsafeMutableRawPointer
        if let data { buffer = data } else {
            buffer = UnsafeMutableRawPointer.allocate(byteCount: stride * height, alignment: 16)
            buffer.initializeMemory(as: UInt8.self, repeating: 0, count: stride * height)
            owned = buffer
        }
        var internalBuffer: UnsafeMutableRawPointer?
        var bridge: BitmapBridge?
        let s: OpaquePointer?
        if layout.isCairoNative && stride % 4 == 0 {
            s = cairo_image_surface_create_for_data(buffer.assumingMemoryBound(to: UInt8.self), layout.cairoFormat,
                                                    Int32(width), Int32(height), Int32(stride))
        } else {
            let ib = UnsafeMutableRawPointer.allocate(byteCount: nativeStride * height, alignment: 16)
            ib.initializeMemory(as: UInt8.self, repeating: 0, count: nativeStride * height)
            internalBuffer = ib
            s = cairo_image_surface_create_for_data(ib.assumingMemoryBound(to: UInt8.self), layout.cairoFormat,
                                                    Int32(width), Int32(height), Int32(nativeStride))
            bridge = BitmapBridge(layout: layout, data: buffer, stride: stride, width: width, height: height)
        }
        guard let s, cairo_surface_status(s) == CAIRO_STATUS_SUCCESS else {
            owned?.deallocate(); internalBuffer?.deallocate()
            return nil
        }
        self.init(surface: s, deviceWidth: Double(width), deviceHeight: Double(height), width: width, height: height,
                  bytesPerRow: stride, bitsPerPixel: bpp * 8, bitmapInfo: CGBitmapInfo(rawValue: bitmapInfo),
                  alphaInfo: alpha, colorSpace: space, ownedData: owned, ownedInternal: internalBuffer, bridge: bridge, pdf: nil)
        if let bridge, data != nil { bridge.importPixels(into: s) }
    }

    deinit {
        if let pdf, !pdf.closed { closePDF() }
        cairo_destroy(cr)
        if let imagePattern { cairo_pattern_destroy(imagePattern.pattern) }
        cairo_surface_destroy(surface)
        ownedData?.deallocate()
        ownedInternal?.deallocate()
    }

    /// The pixel buffer of a bitmap context, in the layout it was created with; nil for PDF contexts.
    public var data: UnsafeMutableRawPointer? {
        if pdf != nil { return nil }
        if let bridge { return bridge.data }
        return UnsafeMutableRawPointer(cairo_image_surface_get_data(surface))
    }

    /// A snapshot of the bitmap as an image (`CGBitmapContextCreateImage`); later drawing does not change
    /// it. Nil for PDF contexts.
    public func makeImage() -> CGImage? {
        guard pdf == nil else { return nil }
        if let bridge {
            bridge.importPixels(into: surface)
            return bridge.makeImage(from: surface)
        }
        if alphaInfo == .alphaOnly { return CGImage(copyingAlphaSurface: surface) }
        return CGImage(copyingSurface: surface, opaque: alphaInfo == .noneSkipFirst)
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
        guard gstack.count > (layerStack.last?.depth ?? 0), let s = gstack.popLast() else { return }
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

    /// Whether antialiasing may be used at all (`setAllowsAntialiasing`); off forces it off.
    public func setAllowsAntialiasing(_ allows: Bool) {
        cairo_set_antialias(cr, allows && gstate.antialias ? CAIRO_ANTIALIAS_DEFAULT : CAIRO_ANTIALIAS_NONE)
    }

    /// Sets how accurately curves are flattened (`setFlatness`): Cairo's tolerance in device pixels.
    public func setFlatness(_ flatness: CGFloat) {
        guard flatness.isFinite, flatness > 0 else { return }
        cairo_set_tolerance(cr, Double(flatness))
    }

    /// Sets the rendering intent (every RGB space is sRGB here, so all intents render the same).
    public func setRenderingIntent(_ intent: CGColorRenderingIntent) {}

    /// A colour's components as Cairo takes them, NaN replaced by 0 so it cannot poison Cairo's state.
    static func sanitized(_ c: CGColor) -> (r: Double, g: Double, b: Double, a: Double) {
        let v = c.rgba
        func f(_ x: Double) -> Double { x.isNaN ? 0 : x }
        return (f(v.r), f(v.g), f(v.b), min(max(f(v.a), 0), 1))
    }

    /// Sets the fill colour.
    public func setFillColor(_ color: CGColor) {
        gstate.fillColor = color
        gstate.fill = CGContext.sanitized(color)
        gstate.fillPattern = color.patternImage == nil ? nil : color
    }

    /// The stroke colour last set, if any (package use by `UIRectFrame`, which fills in the stroke colour).
    package var gstateStrokeColor: CGColor? { gstate.strokeColor }

    /// Sets the stroke colour.
    public func setStrokeColor(_ color: CGColor) {
        gstate.strokeColor = color
        gstate.stroke = CGContext.sanitized(color)
        gstate.strokePattern = color.patternImage == nil ? nil : color
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

    /// Sets the fill colour from CMYK components.
    public func setFillColor(cyan: CGFloat, magenta: CGFloat, yellow: CGFloat, black: CGFloat, alpha: CGFloat) {
        setFillColor(CGColor(genericCMYKCyan: cyan, magenta: magenta, yellow: yellow, black: black, alpha: alpha))
    }
    /// Sets the stroke colour from CMYK components.
    public func setStrokeColor(cyan: CGFloat, magenta: CGFloat, yellow: CGFloat, black: CGFloat, alpha: CGFloat) {
        setStrokeColor(CGColor(genericCMYKCyan: cyan, magenta: magenta, yellow: yellow, black: black, alpha: alpha))
    }

    /// Sets the fill colour space (`setFillColorSpace`); the fill colour becomes the space's initial colour
    /// (black, opaque), as Core Graphics does.
    public func setFillColorSpace(_ space: CGColorSpace) {
        let comps = [CGFloat](repeating: 0, count: space.numberOfComponents) + [1]
        setFillColor(CGColor(space: space, comps: space.model == .cmyk ? [0, 0, 0, 1, 1] : comps))
    }

    /// Sets the stroke colour space (`setStrokeColorSpace`); the stroke colour becomes black, opaque.
    public func setStrokeColorSpace(_ space: CGColorSpace) {
        let comps = [CGFloat](repeating: 0, count: space.numberOfComponents) + [1]
        setStrokeColor(CGColor(space: space, comps: space.model == .cmyk ? [0, 0, 0, 1, 1] : comps))
    }

    /// Sets the fill colour from components in the current fill colour space, alpha last
    /// (`setFillColor(_:)` with a components pointer; device RGB when no space was set).
    public func setFillColor(_ components: UnsafePointer<CGFloat>) {
        let space = gstate.fillColor?.colorSpace ?? CGColorSpaceCreateDeviceRGB()
        guard space.model != .pattern else { return }
        setFillColor(CGColor(space: space, comps: Array(UnsafeBufferPointer(start: components, count: space.numberOfComponents + 1))))
    }

    /// Sets the stroke colour from components in the current stroke colour space, alpha last.
    public func setStrokeColor(_ components: UnsafePointer<CGFloat>) {
        let space = gstate.strokeColor?.colorSpace ?? CGColorSpaceCreateDeviceRGB()
        guard space.model != .pattern else { return }
        setStrokeColor(CGColor(space: space, comps: Array(UnsafeBufferPointer(start: components, count: space.numberOfComponents + 1))))
    }

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
    public func setMiterLimit(_ limit: CGFloat) {
        guard limit.isFinite else { return }
        cairo_set_miter_limit(cr, Double(max(limit, 1)))
    }

    /// Sets the dash pattern; an empty `lengths` (or one of zeros, negatives or non-finite values, which
    /// Core Graphics also ignores) makes lines solid.
    public func setLineDash(phase: CGFloat, lengths: [CGFloat]) {
        let l = lengths.map { Double($0) }
        if l.isEmpty || l.allSatisfy({ $0 == 0 }) || l.contains(where: { !$0.isFinite || $0 < 0 }) || !phase.isFinite {
            cairo_set_dash(cr, nil, 0, 0); return
        }
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

    /// The transform from user space to device space (`userSpaceToDeviceSpaceTransform`): the CTM.
    public var userSpaceToDeviceSpaceTransform: CGAffineTransform { ctm }

    /// Applies `transform` before the current CTM (`CGContextConcatCTM`); non-finite or singular
    /// transforms are ignored.
    public func concatenate(_ t: CGAffineTransform) {
        guard t.a.isFinite, t.b.isFinite, t.c.isFinite, t.d.isFinite, t.tx.isFinite, t.ty.isFinite,
              t.a * t.d - t.b * t.c != 0 else { return }
        if !baseCTMIsSet { noteUIKitBaseSpace(t) }
        var m = cairo_matrix_t(xx: t.a, yx: t.b, xy: t.c, yy: t.d, x0: t.tx, y0: t.ty)
        cairo_transform(cr, &m)
    }

    /// UIKit makes its contexts (renderers, view backing stores) by concatenating `(s, 0, 0, -s, 0, h)` onto
    /// a fresh context; on iOS that matrix is the context's base space, where shadow offsets are measured.
    /// Recognise it so that shadows point the way iOS draws them.
    private func noteUIKitBaseSpace(_ t: CGAffineTransform) {
        guard t.b == 0, t.c == 0, t.a > 0, t.d == -t.a, t.tx == 0, Double(t.ty) == deviceHeight, ctm.isIdentity
        else { return }
        baseCTM = t
        baseCTMIsSet = true
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

    /// Rotates user space by `angle` radians (counterclockwise in y-up space).
    public func rotate(by angle: CGFloat) {
        guard angle.isFinite else { return }
        cairo_rotate(cr, Double(angle))
    }

    /// Maps a point from user space to device space.
    public func convertToDeviceSpace(_ point: CGPoint) -> CGPoint { point.applying(ctm) }
    /// Maps a point from device space to user space.
    public func convertToUserSpace(_ point: CGPoint) -> CGPoint { point.applying(ctm.inverted()) }
    /// Maps a size from user space to device space.
    public func convertToDeviceSpace(_ size: CGSize) -> CGSize { size.applying(ctm) }
    /// Maps a size from device space to user space.
    public func convertToUserSpace(_ size: CGSize) -> CGSize { size.applying(ctm.inverted()) }
    /// Maps a rectangle from user space to device space (bounding box).
    public func convertToDeviceSpace(_ rect: CGRect) -> CGRect { rect.applying(ctm) }
    /// Maps a rectangle from device space to user space (bounding box).
    public func convertToUserSpace(_ rect: CGRect) -> CGRect { rect.applying(ctm.inverted()) }

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
