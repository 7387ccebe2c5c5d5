import Foundation

/// UIKit's graphics-context stack (`UIGraphicsPushContext`, `UIGraphicsGetCurrentContext`, ...).
///
/// A view's `draw(_:)` runs with its backing store on top of the stack. The store is made only when the
/// drawing code first asks for the context, so a view whose `draw(_:)` is not overridden gets none.
/// The stack is per thread, as UIKit's is, so image renderers work off the main thread too.
enum GraphicsContextStack {
    /// A stack entry: a context, or the promise of one.
    final class Entry {
        var context: CGContext?
        var make: (() -> CGContext?)?
        init(context: CGContext) { self.context = context }
        init(make: @escaping () -> CGContext?) { self.make = make }
        func resolve() -> CGContext? {
            if context == nil, let m = make { context = m(); make = nil }
            return context
        }
        var wasMade: Bool { context != nil }
    }
    final class Storage { var entries: [Entry] = [] }
    private static let key = "uikit-linux.graphics-context-stack"
    /// This thread's stack.
    static var current: Storage {
        let dict = Thread.current.threadDictionary
        if let s = dict[key] as? Storage { return s }
        let s = Storage()
        dict[key] = s
        return s
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
    GraphicsContextStack.current.entries.last?.resolve()
}

/// Fills `rect` with the current fill colour (`UIRectFill`); no-op with a warning without a context.
public func UIRectFill(_ rect: CGRect) {
    guard let ctx = UIGraphicsGetCurrentContext() else { return GraphicsContextStack.warnNoContext("UIRectFill") }
    ctx.fill(rect)
}

/// Fills `rect` with the current fill colour and `blendMode`.
public func UIRectFillUsingBlendMode(_ rect: CGRect, _ blendMode: CGBlendMode) {
    guard let ctx = UIGraphicsGetCurrentContext() else { return GraphicsContextStack.warnNoContext("UIRectFillUsingBlendMode") }
    ctx.saveGState(); ctx.setBlendMode(blendMode); ctx.fill(rect); ctx.restoreGState()
}

/// Strokes a one-point frame inside `rect` with the current fill colour (`UIRectFrame`).
public func UIRectFrame(_ rect: CGRect) {
    guard let ctx = UIGraphicsGetCurrentContext() else { return GraphicsContextStack.warnNoContext("UIRectFrame") }
    let r = rect.standardized
    ctx.beginPath()
    ctx.addRect(r)
    ctx.addRect(r.insetBy(dx: 1, dy: 1))
    ctx.fillPath(using: .evenOdd)
}

/// Intersects the current clip with `rect` (`UIRectClip`).
public func UIRectClip(_ rect: CGRect) {
    guard let ctx = UIGraphicsGetCurrentContext() else { return GraphicsContextStack.warnNoContext("UIRectClip") }
    ctx.clip(to: rect)
}
