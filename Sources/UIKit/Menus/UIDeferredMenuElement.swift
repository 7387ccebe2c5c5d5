import Foundation

/// A placeholder menu element whose elements an app provides when the menu is shown, mirroring
/// `UIDeferredMenuElement` (iOS 14): put it among a `UIMenu`'s children; when the menu is displayed
/// (a context menu here: menus are kept, not drawn), the provider runs and its completion's elements take
/// the placeholder's place, at once if the provider calls the completion synchronously, else when it does
/// (the visible menu is updated then). `init(_:)` keeps the elements for later displays; `uncached(_:)`
/// runs the provider every time the menu is displayed.
@preconcurrency @MainActor
open class UIDeferredMenuElement: UIMenuElement {
    /// The app's provider: called with a completion to call once with the elements.
    let _provider: @MainActor (@escaping @MainActor ([UIMenuElement]) -> Void) -> Void
    /// Whether the provided elements are kept for later displays.
    var _cachesElements = true
    var _cachedElements: [UIMenuElement]?
    private var _waiting: [@MainActor ([UIMenuElement]) -> Void] = []
    private var _loading = false

    /// A deferred element whose provider runs the first time the menu is displayed; its elements are
    /// kept for later displays (`init(_:)`).
    public required init(_ elementProvider: @escaping @MainActor (@escaping @MainActor ([UIMenuElement]) -> Void) -> Void) {
        _provider = elementProvider
        super.init(title: "")
    }

    /// Archives are not supported on Linux (see Docs/Deviations.md).
    public required init?(coder: NSCoder) { return nil }

    /// A deferred element whose provider runs each time the menu is displayed (`uncached(_:)`, iOS 15).
    public class func uncached(_ elementProvider: @escaping @MainActor (@escaping @MainActor ([UIMenuElement]) -> Void) -> Void) -> Self {
        let e = self.init(elementProvider)
        e._cachesElements = false
        return e
    }

    /// Calls `completion` with the elements: the kept ones, or the provider's when it completes (one
    /// provider call serves every request made while it runs; later calls of its completion are ignored).
    func _resolve(_ completion: @escaping @MainActor ([UIMenuElement]) -> Void) {
        if _cachesElements, let c = _cachedElements { completion(c); return }
        _waiting.append(completion)
        guard !_loading else { return }
        _loading = true
        _provider { [weak self] elements in
            guard let self, self._loading else { return }
            self._loading = false
            if self._cachesElements { self._cachedElements = elements }
            let waiting = self._waiting
            self._waiting = []
            for w in waiting { w(elements) }
        }
    }
}

extension UIMenu {
    /// This menu with its deferred elements (in submenus too) replaced by their elements where the
    /// providers answer at once; `later` gets the ones that answer afterwards.
    func _resolvingDeferredElements(later: @escaping @MainActor (UIDeferredMenuElement, [UIMenuElement]) -> Void) -> UIMenu {
        var changed = false
        var out: [UIMenuElement] = []
        for c in children {
            if let d = c as? UIDeferredMenuElement {
                // A provider that answers inside `_resolve` fills `now`; one that answers afterwards goes
                // to `later`. The completion is main-actor isolated, so the flag lives in a box.
                let answer = DeferredAnswer()
                d._resolve { elements in if answer.isSynchronous { answer.elements = elements } else { later(d, elements) } }
                answer.isSynchronous = false
                if let now = answer.elements { out += now; changed = true } else { out.append(d) }
            } else if let m = c as? UIMenu {
                let r = m._resolvingDeferredElements(later: later)
                out.append(r)
                if r !== m { changed = true }
            } else {
                out.append(c)
            }
        }
        return changed ? replacingChildren(out) : self
    }

    /// This menu with `element` (found in any submenu) replaced by `elements`.
    func _replacing(_ element: UIDeferredMenuElement, with elements: [UIMenuElement]) -> UIMenu {
        var changed = false
        var out: [UIMenuElement] = []
        for c in children {
            if c === element { out += elements; changed = true }
            else if let m = c as? UIMenu {
                let r = m._replacing(element, with: elements)
                out.append(r)
                if r !== m { changed = true }
            } else { out.append(c) }
        }
        return changed ? replacingChildren(out) : self
    }
}

/// What a deferred element's provider answered while `_resolvingDeferredElements` was asking: whether
/// the call is still in progress (an answer then is used at once) and the elements it gave.
@MainActor private final class DeferredAnswer {
    var isSynchronous = true
    var elements: [UIMenuElement]?
}
