import Foundation

/// The appearance proxies made so far and their application to instances.
///
/// A proxy is a real, detached instance of its class (made like any instance: `init(frame: .zero)`
/// for UIKit's own classes, `init(coder:)` for an app's subclasses, which is the initializer Swift can
/// call on an unknown subclass), plus a second untouched instance, the baseline. When a view enters a
/// window, each proxy of its class or a superclass whose containers and traits match copies every
/// appearance property the app changed on the proxy (differs from the baseline) onto the view, unless
/// the view's own value was changed (differs from the baseline too): a value set on the instance wins,
/// as on iOS. Superclass proxies apply before subclass proxies, general ones before contained ones.
@MainActor
final class AppearanceRegistry {
    static let shared = AppearanceRegistry()

    struct Entry {
        let cls: AnyClass
        let containers: [AnyClass]
        let trait: UITraitCollection?
        let proxy: NSObject
        let baseline: NSObject
        /// Depth of `cls` below NSObject, for ordering superclass proxies first.
        let depth: Int
    }

    private(set) var entries: [Entry] = []
    /// Whether any proxy exists: the window-entry hook checks this first and costs nothing otherwise.
    private(set) var isActive = false

    /// Forgets every proxy, as in an app that never asked for one (test support).
    func removeAll() {
        entries.removeAll()
        isActive = false
    }

    func proxy(for cls: AnyClass, containers: [UIAppearanceContainer.Type], trait: UITraitCollection?) -> AnyObject {
        let containerClasses = containers.map { $0 as AnyClass }
        if let e = entries.first(where: { $0.cls == cls && $0.containers.elementsEqual(containerClasses, by: { $0 == $1 })
            && $0.trait == trait }) {
            return e.proxy
        }
        let proxy = Self.make(cls), baseline = Self.make(cls)
        var depth = 0
        var mirror: Mirror? = Mirror(reflecting: proxy)
        while let m = mirror { depth += 1; mirror = m.superclassMirror }
        entries.append(Entry(cls: cls, containers: containerClasses, trait: trait, proxy: proxy, baseline: baseline, depth: depth))
        // Stable order: superclasses first, then fewer containers first, then creation order.
        let order = entries.enumerated().sorted { a, b in
            if a.element.depth != b.element.depth { return a.element.depth < b.element.depth }
            let ac = a.element.containers.count + (a.element.trait == nil ? 0 : 1)
            let bc = b.element.containers.count + (b.element.trait == nil ? 0 : 1)
            if ac != bc { return ac < bc }
            return a.offset < b.offset
        }
        entries = order.map(\.element)
        isActive = true
        return proxy
    }

    /// A fresh instance of `cls`, the way a proxy and its baseline are made.
    private static func make(_ cls: AnyClass) -> NSObject {
        if let view = cls as? UIView.Type {
            // UIKit's own classes through their designated initializer; an app's subclass through the
            // required initializer, the only one Swift can call on an unknown subclass.
            if let made = factories[ObjectIdentifier(cls)]?() { return made }
            guard let made = view.init(coder: AppearanceProxyCoder()) else {
                preconditionFailure("appearance(): \(cls) could not be made with init(coder:)")
            }
            return made
        }
        if let item = cls as? UIBarItem.Type {
            guard let made = item.init(coder: AppearanceProxyCoder()) else {
                preconditionFailure("appearance(): \(cls) could not be made with init(coder:)")
            }
            return made
        }
        preconditionFailure("appearance(): \(cls) does not adopt UIAppearance")
    }

    /// Designated-initializer factories of UIKit's own view classes with appearance properties.
    private static let factories: [ObjectIdentifier: () -> NSObject] = {
        var f: [ObjectIdentifier: () -> NSObject] = [:]
        func add<T: UIView>(_ t: T.Type, _ make: @escaping () -> T) { f[ObjectIdentifier(t)] = make }
        add(UIView.self) { UIView(frame: .zero) }
        add(UILabel.self) { UILabel(frame: .zero) }
        add(UIButton.self) { UIButton(frame: .zero) }
        add(UISwitch.self) { UISwitch(frame: .zero) }
        add(UISlider.self) { UISlider(frame: .zero) }
        add(UIProgressView.self) { UIProgressView(frame: .zero) }
        add(UIPageControl.self) { UIPageControl(frame: .zero) }
        add(UISegmentedControl.self) { UISegmentedControl(frame: .zero) }
        add(UIActivityIndicatorView.self) { UIActivityIndicatorView(frame: .zero) }
        add(UITextField.self) { UITextField(frame: .zero) }
        add(UITextView.self) { UITextView(frame: .zero) }
        add(UIImageView.self) { UIImageView(frame: .zero) }
        add(UIScrollView.self) { UIScrollView(frame: .zero) }
        add(UITableView.self) { UITableView(frame: .zero, style: .plain) }
        add(UITableViewCell.self) { UITableViewCell(style: .default, reuseIdentifier: nil) }
        add(UINavigationBar.self) { UINavigationBar(frame: .zero) }
        add(UITabBar.self) { UITabBar(frame: .zero) }
        add(UIToolbar.self) { UIToolbar(frame: .zero) }
        add(UISearchBar.self) { UISearchBar(frame: .zero) }
        add(UIStackView.self) { UIStackView(frame: .zero) }
        return f
    }()

    /// Applies the matching proxies to `object` (a view entering a window, or a bar item shown in a bar
    /// inside `container`).
    func apply(to object: NSObject, container: UIView? = nil) {
        guard isActive else { return }
        let matching = entries.filter { e in
            guard object.isKind(of: e.cls) else { return false }
            if !e.containers.isEmpty && !Self.isContained(object, container: container, in: e.containers) { return false }
            if let trait = e.trait {
                let traits = (object as? UIView)?.traitCollection ?? container?.traitCollection
                guard let traits, traits.containsTraits(in: trait) else { return false }
            }
            return true
        }
        guard !matching.isEmpty else { return }
        for p in AppearanceProperty.all where object.isKind(of: p.owner) {
            // The most specific proxy that sets the property wins; the instance's own value wins over all.
            guard let e = matching.last(where: { $0.proxy.isKind(of: p.owner) && p.differs($0.proxy, $0.baseline) }),
                  p.replaceable(object, e.baseline) else { continue }
            p.copy(e.proxy, object)
        }
    }

    /// Whether the object's containers (superviews and their view controllers, outward) hold instances
    /// of `types` in the list's order, innermost last, as UIKit matches them.
    private static func isContained(_ object: NSObject, container: UIView?, in types: [AnyClass]) -> Bool {
        var chain: [NSObject] = []
        var v: UIView? = (object as? UIView)?.superview ?? container
        while let c = v {
            chain.append(c)
            if let vc = c._viewController { chain.append(vc) }
            v = c.superview
        }
        // types = [outer, ..., inner]; walk from the innermost type outward along the chain.
        var i = types.count - 1
        for c in chain where i >= 0 {
            if c.isKind(of: types[i]) { i -= 1 }
        }
        return i < 0
    }

    /// Forgets every proxy (Linux addition for tests that must start clean).
    func reset() {
        entries = []
        isActive = false
    }
}

/// The coder an appearance proxy of an app's subclass is made with: it holds nothing, so a subclass's
/// `init(coder:)` that decodes finds no values.
final class AppearanceProxyCoder: NSCoder {
    override var allowsKeyedCoding: Bool { true }
    override func containsValue(forKey key: String) -> Bool { false }
    override func decodeObject(forKey key: String) -> Any? { nil }
    override func decodeBool(forKey key: String) -> Bool { false }
    override func decodeInteger(forKey key: String) -> Int { 0 }
    override func decodeDouble(forKey key: String) -> Double { 0 }
    override func decodeFloat(forKey key: String) -> Float { 0 }
}

extension UIView {
    /// Forgets every appearance proxy (Linux addition: tests that set proxies call it to start clean).
    public static func _resetAppearanceProxies() { AppearanceRegistry.shared.reset() }
}
