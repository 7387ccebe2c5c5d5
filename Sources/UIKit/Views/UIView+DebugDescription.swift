import Foundation

/// The text UIKit prints for views and view controllers: `description` (what `po view` shows),
/// `recursiveDescription()` and `_printHierarchy()`, in the formats iOS prints (swift-snapshot-testing's
/// `.recursiveDescription` and `.hierarchy` strategies capture them, with addresses removed).
///
/// A view's line is `<Class: 0xADDRESS; frame = (x y; w h); …; layer = <LayerClass: 0xADDRESS>>`, its
/// fields in UIKit's order, each printed only when it differs from the default: class-specific fields
/// (a label's `text`), `transform`, `clipsToBounds`, `alpha`, `hidden`, `opaque`, `autoresize`,
/// `userInteractionEnabled`, `tag`, `gestureRecognizers`, then the layer; a scroll view appends its
/// offset, content size and adjusted inset. Numbers print as `%g` does; transforms in full precision.
extension UIView {
    /// The class name iOS prints for this view: UIKit's own classes without a module, the private classes
    /// iOS uses for container controllers' root views, and client classes as `Module.Class`.
    var _debugClassName: String {
        if let owner = next as? UIViewController, owner.viewIfLoaded === self,
           type(of: self) == UIView.self || String(reflecting: type(of: self)).hasPrefix("UIKit.") {
            // iOS backs these controllers' root views with private classes, and descriptions name them.
            if owner is UINavigationController || owner is UITabBarController { return "UILayoutContainerView" }
            if owner is UIPageViewController { return "_UIPageViewControllerContentView" }
        }
        return _appleTypeName(type(of: self))
    }

    /// The class name iOS prints for this view's layer (a label's and a window's layers are private
    /// subclasses on iOS).
    var _debugLayerClassName: String {
        if type(of: layer) == CALayer.self {
            if self is UILabel { return "_UILabelLayer" }
            if self is UIWindow { return "UIWindowLayer" }
        }
        return _appleTypeName(type(of: layer))
    }

    /// `description` as iOS prints it (UIView's `description` forwards here).
    var _appleDescription: String {
        var s = "<\(_debugClassName): \(_appleAddress(self)); frame = \(_appleRect(frame))"
        if let label = self as? UILabel, let text = label.text {
            // iOS shortens long texts to their first 25 characters and an ellipsis.
            let shown = text.count > 28 ? String(text.prefix(25)) + "..." : text
            s += "; text = '\(shown)'"
        }
        if transform != .identity {
            let t = transform
            s += "; transform = [" + [t.a, t.b, t.c, t.d, t.tx, t.ty].map { String(format: "%.17g", Double($0)) }
                .joined(separator: ", ") + "]"
        }
        if clipsToBounds { s += "; clipsToBounds = YES" }
        if alpha != 1 { s += "; alpha = \(_appleNumber(alpha))" }
        if isHidden { s += "; hidden = YES" }
        if !isOpaque { s += "; opaque = NO" }
        if !autoresizingMask.isEmpty { s += "; autoresize = \(_appleAutoresizing(autoresizingMask))" }
        if !isUserInteractionEnabled { s += "; userInteractionEnabled = NO" }
        if tag != 0 { s += "; tag = \(tag)" }
        if let recognizers = gestureRecognizers, let first = recognizers.first {
            s += "; gestureRecognizers = <NSArray: \(_appleAddress(first))>"
        }
        s += "; layer = <\(_debugLayerClassName): \(_appleAddress(layer))>"
        if let scroll = self as? UIScrollView {
            let o = scroll.contentOffset, c = scroll.contentSize, i = scroll.adjustedContentInset
            s += "; contentOffset: {\(_appleNumber(o.x)), \(_appleNumber(o.y))}"
            s += "; contentSize: {\(_appleNumber(c.width)), \(_appleNumber(c.height))}"
            s += "; adjustedContentInset: {\([i.top, i.left, i.bottom, i.right].map(_appleNumber).joined(separator: ", "))}"
        }
        return s + ">"
    }

    /// The view's description followed by its subtree's, one line each, children indented by `   | `
    /// per level, mirroring the `recursiveDescription` debugging method UIKit's views answer (iOS keeps it
    /// private; here it is public so snapshot strategies can call it). Sublayers that back no view print
    /// as `<Class: 0xADDRESS> (layer)` at their depth, as on iOS.
    public func recursiveDescription() -> String {
        var lines: [String] = []
        _appendRecursiveDescription(into: &lines, depth: 0)
        return lines.joined(separator: "\n")
    }

    private func _appendRecursiveDescription(into lines: inout [String], depth: Int) {
        let indent = String(repeating: "   | ", count: depth)
        lines.append(indent + _appleDescription)
        // Subviews in order, and the layers that back no view where they sit among them.
        var byLayer: [ObjectIdentifier: UIView] = [:]
        for v in subviews { byLayer[ObjectIdentifier(v.layer)] = v }
        for sublayer in layer.sublayers ?? [] {
            if let view = byLayer[ObjectIdentifier(sublayer)] {
                view._appendRecursiveDescription(into: &lines, depth: depth + 1)
            } else {
                sublayer._appendLayerLines(into: &lines, depth: depth + 1)
            }
        }
    }
}

extension CALayer {
    fileprivate func _appendLayerLines(into lines: inout [String], depth: Int) {
        lines.append(String(repeating: "   | ", count: depth) + description + " (layer)")
        for sublayer in sublayers ?? [] { sublayer._appendLayerLines(into: &lines, depth: depth + 1) }
    }
}

extension UIViewController {
    /// The view controller hierarchy from this controller down, mirroring the `_printHierarchy`
    /// debugging method of iOS's view controllers (private there, public here): one line per controller,
    /// `<Class: 0xADDRESS>, state: appeared|appearing|disappearing|disappeared, view: <Class: 0xADDRESS>`
    /// (`(view not loaded)` before the view loads, ` not in the window` after a loaded view that is in
    /// none), children indented by `   | ` per level, presented controllers after them marked `   + `.
    public func _printHierarchy() -> String {
        var lines: [String] = []
        _appendHierarchy(into: &lines, prefix: "", marker: "")
        return lines.joined(separator: "\n")
    }

    private func _appendHierarchy(into lines: inout [String], prefix: String, marker: String) {
        let state: String
        switch _appear.phase {
        case .appeared: state = "appeared"
        case .appearing: state = "appearing"
        case .disappearing: state = "disappearing"
        case .disappeared: state = "disappeared"
        }
        var line = prefix + marker + "<\(_appleTypeName(type(of: self))): \(_appleAddress(self))>, state: \(state), view: "
        if let view = viewIfLoaded {
            line += "<\(view._debugClassName): \(_appleAddress(view))>"
            if view.window == nil { line += " not in the window" }
        } else {
            line += "(view not loaded)"
        }
        if marker == "   + ", let controller = _presentationController {
            line += ", presented with: <\(_appleTypeName(type(of: controller))): \(_appleAddress(controller))>"
        }
        lines.append(line)
        let childPrefix = prefix + (marker.isEmpty ? "" : "   | ")
        for child in children { child._appendHierarchy(into: &lines, prefix: childPrefix, marker: "   | ") }
        if let presented = _presented { presented._appendHierarchy(into: &lines, prefix: childPrefix, marker: "   + ") }
    }
}

/// iOS's name for a class: UIKit's and Core Animation's own without their module (as Objective-C names
/// them), every other class as `Module.Class` (Swift classes' runtime names).
func _appleTypeName(_ type: Any.Type) -> String {
    let full = String(reflecting: type)
    for module in ["UIKit.", "QuartzCore."] where full.hasPrefix(module) {
        return String(full.dropFirst(module.count))
    }
    return full
}

/// An object's address as Objective-C's `%p` prints it (`0x` and lowercase hex, no padding).
func _appleAddress(_ object: AnyObject) -> String {
    "0x" + String(UInt(bitPattern: Unmanaged.passUnretained(object).toOpaque()), radix: 16)
}

/// A number as `%g` prints it (`0`, `0.5`, `24.3333`, `133.667`).
func _appleNumber(_ value: CGFloat) -> String { String(format: "%g", Double(value) + 0) }

/// A rectangle as UIKit's descriptions print it: `(x y; w h)`.
func _appleRect(_ r: CGRect) -> String {
    "(\(_appleNumber(r.origin.x)) \(_appleNumber(r.origin.y)); \(_appleNumber(r.size.width)) \(_appleNumber(r.size.height)))"
}

/// An autoresizing mask as iOS prints it: `LM`, `W`, `RM`, `TM`, `H`, `BM` joined by `+`, in that order.
func _appleAutoresizing(_ mask: UIView.AutoresizingMask) -> String {
    let names: [(UIView.AutoresizingMask, String)] = [
        (.flexibleLeftMargin, "LM"), (.flexibleWidth, "W"), (.flexibleRightMargin, "RM"),
        (.flexibleTopMargin, "TM"), (.flexibleHeight, "H"), (.flexibleBottomMargin, "BM"),
    ]
    return names.filter { mask.contains($0.0) }.map(\.1).joined(separator: "+")
}
