import Foundation

/// UIKit's graphics-context stack (`UIGraphicsPushContext`, `UIGraphicsGetCurrentContext`, ...).
///
/// A view's `draw(_:)` runs with its backing store on top of the stack. The store is made only when the
/// drawing code first asks for the context, so a view whose `draw(_:)` is not overridden gets none.
/// The stack is per thread, as UIKit's is, so image renderers work off the main thread too.
enum GraphicsContextStack {
    /// A stack entry: a context, or the promise of one.
    final class Entry {
        @exclusivity(unchecked) var context: CGContext?
        @exclusivity(unchecked) var make: (() -> CGContext?)?
        /// Set for contexts made by `UIGraphicsBeginImageContextWithOptions`: the image's scale.
        var imageScale: CGFloat?
        init(context: CGContext) { self.context = context }
        init(make: @escaping () -> CGContext?) { self.make = make }
        func resolve() -> CGContext? {
            if context == nil, let m = make { context = m(); make = nil }
            return context
        }
        var wasMade: Bool { context != nil }
    }
    /// One thread's stack. Only its own thread touches it, in plain pushes, pops and reads of the top
    /// (every text drawing reads it), so it goes without run-time access tracking, as do the entries.
    final class Storage { @exclusivity(unchecked) var entries: [Entry] = [] }
    /// The thread-specific slot of each thread's stack (retained by the slot; released when the thread
    /// ends). A pthread key rather than `Thread.current.threadDictionary`: every string drawing and label
    /// asks for the current context, and the dictionary look-up (bridged string key, `Thread` object) cost
    /// more than the rest of the request.
    private static let key: pthread_key_t = {
        var k = pthread_key_t()
        let status = pthread_key_create(&k) { p in if let p { Unmanaged<Storage>.fromOpaque(p).release() } }
        precondition(status == 0, "UIKit: no thread-specific key for the graphics-context stack")
        return k
    }()
    /// This thread's stack.
    static var current: Storage {
        if let p = pthread_getspecific(key) { return Unmanaged<Storage>.fromOpaque(p).takeUnretainedValue() }
        let s = Storage()
        pthread_setspecific(key, Unmanaged.passRetained(s).toOpaque())
        return s
    }
    /// The top of this thread's stack, resolved; nil when the stack is empty. Reads the thread's storage
    /// through the slot's own reference (no retain of the storage), since every text drawing asks.
    static func currentContext() -> CGContext? {
        guard let p = pthread_getspecific(key) else { return nil }
        return Unmanaged<Storage>.fromOpaque(p)._withUnsafeGuaranteedRef { $0.entries.last?.resolve() }
    }
    static func push(_ e: Entry) { current.entries.append(e) }
    static func pop() { _ = current.entries.popLast() }

    static func warnNoContext(_ caller: String) {
        FileHandle.standardError.write(Data("[UIKit] warning: \(caller) called with no current graphics context; ignored\n".utf8))
    }
}

/// Makes `context` the current context, as `UIGraphicsPushContext` does.
public func UIGraphicsPushContext(_ context: CGContext) {
    GraphicsContextStack.push(.init(context: context))
}

/// Pops the context pushed by the matching `UIGraphicsPushContext`.
public func UIGraphicsPopContext() {
    GraphicsContextStack.pop()
}

/// The current graphics context, or nil outside drawing (`UIGraphicsGetCurrentContext`).
public func UIGraphicsGetCurrentContext() -> CGContext? {
    GraphicsContextStack.currentContext()
}

/// Fills `rect` with the current fill colour in the `.copy` blend mode, as Apple documents (`UIRectFill`):
/// the pixels are replaced, not blended. No-op with a warning without a context.
public func UIRectFill(_ rect: CGRect) {
    guard let ctx = UIGraphicsGetCurrentContext() else { return GraphicsContextStack.warnNoContext("UIRectFill") }
    ctx.saveGState(); ctx.setBlendMode(.copy); ctx.fill(rect); ctx.restoreGState()
}

/// Fills `rect` with the current fill colour and `blendMode`.
public func UIRectFillUsingBlendMode(_ rect: CGRect, _ blendMode: CGBlendMode) {
    guard let ctx = UIGraphicsGetCurrentContext() else { return GraphicsContextStack.warnNoContext("UIRectFillUsingBlendMode") }
    ctx.saveGState(); ctx.setBlendMode(blendMode); ctx.fill(rect); ctx.restoreGState()
}

/// Draws a frame one unit wide just inside `rect` (`UIRectFrame`), as Apple documents it: in the current
/// stroke colour with the `.copy` blend mode.
public func UIRectFrame(_ rect: CGRect) {
    guard let ctx = UIGraphicsGetCurrentContext() else { return GraphicsContextStack.warnNoContext("UIRectFrame") }
    ctx.saveGState()
    if let stroke = ctx.gstateStrokeColor { ctx.setFillColor(stroke) } else { ctx.setFillColor(gray: 0, alpha: 1) }
    ctx.setBlendMode(.copy)
    frame(rect, in: ctx)
    ctx.restoreGState()
}

/// Draws a frame one unit wide just inside `rect` in the current fill colour with `blendMode`
/// (`UIRectFrameUsingBlendMode`).
public func UIRectFrameUsingBlendMode(_ rect: CGRect, _ blendMode: CGBlendMode) {
    guard let ctx = UIGraphicsGetCurrentContext() else { return GraphicsContextStack.warnNoContext("UIRectFrameUsingBlendMode") }
    ctx.saveGState(); ctx.setBlendMode(blendMode); frame(rect, in: ctx); ctx.restoreGState()
}

/// Fills the ring between `rect` and `rect` inset by one unit.
private func frame(_ rect: CGRect, in ctx: CGContext) {
    let r = rect.standardized
    ctx.beginPath()
    ctx.addRect(r)
    if r.width > 2 && r.height > 2 { ctx.addRect(r.insetBy(dx: 1, dy: 1)) }
    ctx.fillPath(using: .evenOdd)
}

/// Intersects the current clip with `rect` (`UIRectClip`).
public func UIRectClip(_ rect: CGRect) {
    guard let ctx = UIGraphicsGetCurrentContext() else { return GraphicsContextStack.warnNoContext("UIRectClip") }
    ctx.clip(to: rect)
}

// MARK: Legacy image contexts

/// Starts an offscreen bitmap context of `size` points at scale 1 and makes it current
/// (`UIGraphicsBeginImageContext`).
public func UIGraphicsBeginImageContext(_ size: CGSize) {
    UIGraphicsBeginImageContextWithOptions(size, false, 1)
}

/// Starts an offscreen bitmap context of `size` points and makes it current
/// (`UIGraphicsBeginImageContextWithOptions`): `scale` 0 means the main screen's scale; `opaque` drops alpha.
/// Origin top-left, y down, as in every UIKit context. An empty or oversized bitmap pushes no context (the
/// matching end call is then harmless) and logs a warning.
public func UIGraphicsBeginImageContextWithOptions(_ size: CGSize, _ opaque: Bool, _ scale: CGFloat) {
    let s = scale > 0 && scale.isFinite ? scale : UIScreen.defaultScale
    guard size.width.isFinite, size.height.isFinite, size.width * s < 1_048_576, size.height * s < 1_048_576,
          let ctx = UIGraphicsImageRenderer.makeContext(pixelWidth: Int((size.width * s).rounded(.up)),
                                                        pixelHeight: Int((size.height * s).rounded(.up)),
                                                        scale: s, opaque: opaque, origin: .zero) else {
        FileHandle.standardError.write(Data("[UIKit] warning: UIGraphicsBeginImageContextWithOptions: no bitmap for size \(size) at scale \(s)\n".utf8))
        return
    }
    let entry = GraphicsContextStack.Entry(context: ctx)
    entry.imageScale = s
    GraphicsContextStack.push(entry)
}

/// The image drawn so far in the current image context (`UIGraphicsGetImageFromCurrentImageContext`);
/// nil when the current context is not one made by `UIGraphicsBeginImageContextWithOptions`.
public func UIGraphicsGetImageFromCurrentImageContext() -> UIImage? {
    guard let entry = GraphicsContextStack.current.entries.last, let scale = entry.imageScale,
          let image = entry.context?.makeImage() else { return nil }
    return UIImage(cgImage: image, scale: scale)
}

/// Ends the current image context and pops it (`UIGraphicsEndImageContext`); nothing happens when the
/// current context is not an image context.
public func UIGraphicsEndImageContext() {
    guard let entry = GraphicsContextStack.current.entries.last, entry.imageScale != nil else { return }
    GraphicsContextStack.pop()
}
