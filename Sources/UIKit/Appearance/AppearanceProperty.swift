import Foundation

/// One property that appearance proxies carry (`UI_APPEARANCE_SELECTOR` in UIKit's headers): how to
/// tell whether the app set it (on a proxy or on an instance) and how to copy it.
@MainActor
struct AppearanceProperty {
    /// The class that declares the property.
    let owner: AnyClass
    /// Whether the first object's value differs from the second's (a proxy from its baseline: the app
    /// set it; a target from the baseline: the instance's own value was set).
    let differs: (_ a: AnyObject, _ b: AnyObject) -> Bool
    /// Whether a target's value may be replaced (false when it was set on the instance).
    let replaceable: (_ target: AnyObject, _ baseline: AnyObject) -> Bool
    /// Copies the value from a proxy to a target.
    let copy: (_ proxy: AnyObject, _ target: AnyObject) -> Void

    /// A property read and written through a key path, compared with `equal`.
    static func keyPath<Root: AnyObject, V>(_ keyPath: ReferenceWritableKeyPath<Root, V>, equal: @escaping (V, V) -> Bool,
                                            alwaysReplaceable: Bool = false, transform: @escaping (V) -> V = { $0 }) -> AppearanceProperty {
        let differs: (AnyObject, AnyObject) -> Bool = { a, b in
            guard let a = a as? Root, let b = b as? Root else { return false }
            return !equal(a[keyPath: keyPath], b[keyPath: keyPath])
        }
        return AppearanceProperty(owner: Root.self, differs: differs,
                                  replaceable: { t, b in alwaysReplaceable || !differs(t, b) },
                                  copy: { p, t in
                                      guard let p = p as? Root, let t = t as? Root else { return }
                                      t[keyPath: keyPath] = transform(p[keyPath: keyPath])
                                  })
    }

    /// A value property compared with `==`.
    static func value<Root: AnyObject, V: Equatable>(_ keyPath: ReferenceWritableKeyPath<Root, V>) -> AppearanceProperty {
        .keyPath(keyPath, equal: { $0 == $1 })
    }

    /// An attributes dictionary compared as dictionaries.
    static func attributes<Root: AnyObject>(_ keyPath: ReferenceWritableKeyPath<Root, [NSAttributedString.Key: Any]>) -> AppearanceProperty {
        .keyPath(keyPath, equal: same)
    }

    /// An optional attributes dictionary compared as dictionaries.
    static func attributes<Root: AnyObject>(_ keyPath: ReferenceWritableKeyPath<Root, [NSAttributedString.Key: Any]?>) -> AppearanceProperty {
        .keyPath(keyPath, equal: { same($0 ?? [:], $1 ?? [:]) })
    }

    /// A per-state setting (title attributes of bar items and segmented controls), read and written
    /// through the class's getter/setter pair for each state.
    static func perState<Root: AnyObject>(_ owner: Root.Type, states: [UIControl.State],
                                          get: @escaping (Root, UIControl.State) -> [NSAttributedString.Key: Any]?,
                                          set: @escaping (Root, [NSAttributedString.Key: Any]?, UIControl.State) -> Void) -> AppearanceProperty {
        let differs: (AnyObject, AnyObject) -> Bool = { a, b in
            guard let a = a as? Root, let b = b as? Root else { return false }
            return states.contains { !same(get(a, $0) ?? [:], get(b, $0) ?? [:]) }
        }
        return AppearanceProperty(owner: Root.self, differs: differs, replaceable: { t, b in !differs(t, b) },
                                  copy: { p, t in
                                      guard let p = p as? Root, let t = t as? Root else { return }
                                      for state in states { if let v = get(p, state) { set(t, v, state) } }
                                  })
    }

    /// A bar appearance object: the app's object replaces the default one (a copy per instance, as
    /// UIKit copies it), since each bar's default object is its own and can't be compared by identity.
    static func barAppearance<Root: AnyObject, A: UIBarAppearance>(_ keyPath: ReferenceWritableKeyPath<Root, A?>) -> AppearanceProperty {
        .keyPath(keyPath, equal: { $0 === $1 }, alwaysReplaceable: true, transform: { $0?.copy() as? A })
    }

    /// A non-optional bar appearance object.
    static func barAppearance<Root: AnyObject, A: UIBarAppearance>(_ keyPath: ReferenceWritableKeyPath<Root, A>) -> AppearanceProperty {
        .keyPath(keyPath, equal: { $0 === $1 }, alwaysReplaceable: true, transform: { ($0.copy() as? A) ?? $0 })
    }

    private static func same(_ a: [NSAttributedString.Key: Any], _ b: [NSAttributedString.Key: Any]) -> Bool {
        guard a.count == b.count else { return false }
        for (k, v) in a {
            guard let w = b[k] else { return false }
            if let x = v as? NSObject, let y = w as? NSObject { if !x.isEqual(y) { return false } }
            else if "\(v)" != "\(w)" { return false }
        }
        return true
    }

    /// Every appearance property, grouped by the class that declares it.
    static let all: [AppearanceProperty] = [
        .value(\UIView.backgroundColor), .value(\UIView.tintColor),
        .value(\UILabel.textColor), .value(\UILabel.font), .value(\UILabel.shadowColor),
        .value(\UISwitch.onTintColor), .value(\UISwitch.thumbTintColor),
        .value(\UISlider.minimumTrackTintColor), .value(\UISlider.maximumTrackTintColor), .value(\UISlider.thumbTintColor),
        .value(\UIProgressView.progressTintColor), .value(\UIProgressView.trackTintColor),
        .value(\UIPageControl.pageIndicatorTintColor), .value(\UIPageControl.currentPageIndicatorTintColor),
        .value(\UISegmentedControl.selectedSegmentTintColor),
        .perState(UISegmentedControl.self, states: [.normal, .selected, .highlighted, .disabled],
                  get: { $0.titleTextAttributes(for: $1) }, set: { $0.setTitleTextAttributes($1, for: $2) }),
        .value(\UIActivityIndicatorView.color),
        .value(\UITableView.separatorColor), .value(\UITableView.separatorStyle), .value(\UITableView.separatorInset),
        .value(\UITableView.sectionIndexColor), .value(\UITableView.sectionIndexBackgroundColor),
        .value(\UITableViewCell.selectionStyle),
        .value(\UINavigationBar.barTintColor), .value(\UINavigationBar.barStyle), .value(\UINavigationBar.isTranslucent),
        .attributes(\UINavigationBar.titleTextAttributes), .attributes(\UINavigationBar.largeTitleTextAttributes),
        .barAppearance(\UINavigationBar.standardAppearance), .barAppearance(\UINavigationBar.compactAppearance),
        .barAppearance(\UINavigationBar.scrollEdgeAppearance), .barAppearance(\UINavigationBar.compactScrollEdgeAppearance),
        .value(\UINavigationBar.backIndicatorImage), .value(\UINavigationBar.backIndicatorTransitionMaskImage),
        .value(\UINavigationBar.shadowImage),
        .value(\UITabBar.barTintColor), .value(\UITabBar.unselectedItemTintColor), .value(\UITabBar.barStyle),
        .value(\UITabBar.isTranslucent),
        .barAppearance(\UITabBar.standardAppearance), .barAppearance(\UITabBar.scrollEdgeAppearance),
        .value(\UIToolbar.barTintColor), .value(\UIToolbar.barStyle), .value(\UIToolbar.isTranslucent),
        .barAppearance(\UIToolbar.standardAppearance), .barAppearance(\UIToolbar.scrollEdgeAppearance),
        .value(\UIBarButtonItem.tintColor),
        .perState(UIBarItem.self, states: [.normal, .highlighted, .disabled, .selected, .focused],
                  get: { $0.titleTextAttributes(for: $1) }, set: { $0.setTitleTextAttributes($1, for: $2) }),
    ]
}
