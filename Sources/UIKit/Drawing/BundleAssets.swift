import Foundation

/// Finds named images and colours in a bundle's resources the way UIKit's `init(named:in:compatibleWith:)`
/// does: asset catalogs (`.xcassets` folders copied with the resources: image sets with scales and
/// appearances, colour sets with light, dark and high-contrast variants) first, then loose image files with
/// `@2x`/`@3x` variants. The variant is chosen for a trait collection's display scale, interface style and
/// contrast.
enum BundleAssets {
    /// One variant of an image set or a loose file: where it is, its scale, and the traits it is for.
    struct ImageVariant {
        var path: String
        var scale: CGFloat
        var dark = false
        var highContrast = false
        /// The image set's `template-rendering-intent` (`.automatic` for loose files and sets without one).
        var renderingMode: UIImage.RenderingMode = .automatic
    }

    /// An image set's rendering intent (`properties.template-rendering-intent`): "template" makes images
    /// that always draw as templates (tinted), "original" ones that never do.
    static func renderingIntent(of json: [String: Any]) -> UIImage.RenderingMode {
        switch (json["properties"] as? [String: Any])?["template-rendering-intent"] as? String {
        case "template": return .alwaysTemplate
        case "original": return .alwaysOriginal
        default: return .automatic
        }
    }

    /// The directories a bundle's resources live in, most specific first.
    static func resourceDirectories(of bundle: Bundle) -> [String] {
        var dirs: [String] = []
        if let r = bundle.resourcePath { dirs.append(r) }
        if !dirs.contains(bundle.bundlePath) { dirs.append(bundle.bundlePath) }
        for d in dirs {
            let nested = (d as NSString).appendingPathComponent("Resources")
            if isDirectory(nested), !dirs.contains(nested) { dirs.append(nested) }
        }
        return dirs
    }

    static func isDirectory(_ path: String) -> Bool {
        var dir: ObjCBool = false
        return FileManager.default.fileExists(atPath: path, isDirectory: &dir) && dir.boolValue
    }

    /// The asset catalogs directly in the bundle's resource directories.
    static func catalogs(in bundle: Bundle) -> [String] {
        resourceDirectories(of: bundle).flatMap { dir -> [String] in
            let items = (try? FileManager.default.contentsOfDirectory(atPath: dir)) ?? []
            return items.filter { $0.hasSuffix(".xcassets") }.sorted().map { (dir as NSString).appendingPathComponent($0) }
        }
    }

    /// The folder `<name>.<kind>` in a catalog: a name with slashes is a path through namespace folders;
    /// otherwise the set may sit in any group folder.
    static func findSet(_ name: String, kind: String, in catalog: String) -> String? {
        let direct = (catalog as NSString).appendingPathComponent("\(name).\(kind)")
        if isDirectory(direct) { return direct }
        let wanted = "\((name as NSString).lastPathComponent).\(kind)"
        guard let e = FileManager.default.enumerator(atPath: catalog) else { return nil }
        while let rel = e.nextObject() as? String {
            guard (rel as NSString).lastPathComponent == wanted else { continue }
            let full = (catalog as NSString).appendingPathComponent(rel)
            if name.contains("/") && !rel.hasSuffix("\(name).\(kind)") { continue }
            if isDirectory(full) { return full }
        }
        return nil
    }

    static func contents(of set: String) -> [String: Any]? {
        let url = URL(fileURLWithPath: (set as NSString).appendingPathComponent("Contents.json"))
        guard let data = try? Data(contentsOf: url) else { return nil }
        return (try? JSONSerialization.jsonObject(with: data)) as? [String: Any]
    }

    /// Reads an entry's `appearances`: luminosity dark, contrast high.
    static func appearance(of entry: [String: Any]) -> (dark: Bool, highContrast: Bool)? {
        var dark = false, high = false
        for a in entry["appearances"] as? [[String: Any]] ?? [] {
            let kind = a["appearance"] as? String, value = a["value"] as? String
            switch (kind, value) {
            case ("luminosity", "dark"): dark = true
            case ("luminosity", _): break // "light" and "any" are the default variant
            case ("contrast", "high"): high = true
            default: return nil // an appearance this platform does not have
            }
        }
        return (dark, high)
    }

    /// The variants of an image named `name`: an image set's, else the loose files'.
    static func imageVariants(named name: String, in bundle: Bundle) -> [ImageVariant] {
        for catalog in catalogs(in: bundle) {
            guard let set = findSet(name, kind: "imageset", in: catalog), let json = contents(of: set) else { continue }
            var out: [ImageVariant] = []
            let intent = renderingIntent(of: json)
            for entry in json["images"] as? [[String: Any]] ?? [] {
                guard let file = entry["filename"] as? String, let look = appearance(of: entry) else { continue }
                let idiom = entry["idiom"] as? String ?? "universal"
                guard idiom == "universal" || idiom == "iphone" else { continue }
                let scaleText = (entry["scale"] as? String ?? "1x").replacingOccurrences(of: "x", with: "")
                out.append(ImageVariant(path: (set as NSString).appendingPathComponent(file),
                                        scale: CGFloat(Double(scaleText) ?? 1), dark: look.dark, highContrast: look.highContrast,
                                        renderingMode: intent))
            }
            if !out.isEmpty { return out }
        }
        let ext = (name as NSString).pathExtension
        let stem = ext.isEmpty ? name : (name as NSString).deletingPathExtension
        let exts = ext.isEmpty ? ["png", "jpg", "jpeg"] : [ext]
        var out: [ImageVariant] = []
        for dir in resourceDirectories(of: bundle) {
            for (suffix, scale) in [("@3x", CGFloat(3)), ("@2x", 2), ("", 1)] {
                for e in exts {
                    let p = (dir as NSString).appendingPathComponent("\(stem)\(suffix).\(e)")
                    if FileManager.default.fileExists(atPath: p), !out.contains(where: { $0.scale == scale }) {
                        out.append(ImageVariant(path: p, scale: scale))
                    }
                }
            }
            if !out.isEmpty { return out }
        }
        return out
    }

    /// The variant UIKit picks for `traits`: the closest appearance (dark and high contrast when asked,
    /// falling back to the default look), then the display scale, else the nearest larger, else the
    /// largest smaller.
    static func bestImage(_ variants: [ImageVariant], traits: UITraitCollection?) -> ImageVariant? {
        let dark = traits?.userInterfaceStyle == .dark
        let high = traits?.accessibilityContrast == .high
        let scale = (traits?.displayScale ?? 0) > 0 ? traits!.displayScale : UIScreen.defaultScale
        func lookScore(_ v: ImageVariant) -> Int? {
            if v.dark && !dark || v.highContrast && !high { return nil }
            return (v.dark == dark ? 2 : 0) + (v.highContrast == high ? 1 : 0)
        }
        let candidates = variants.compactMap { v in lookScore(v).map { (v, $0) } }
        guard let bestLook = candidates.map(\.1).max() else { return nil }
        let looks = candidates.filter { $0.1 == bestLook }.map(\.0)
        if let exact = looks.first(where: { $0.scale == scale }) { return exact }
        if let larger = looks.filter({ $0.scale > scale }).min(by: { $0.scale < $1.scale }) { return larger }
        return looks.max { $0.scale < $1.scale }
    }

    /// The colour set `name`'s variants: each with its appearance and colour.
    static func colorVariants(named name: String, in bundle: Bundle) -> [(dark: Bool, highContrast: Bool, color: UIColor)]? {
        for catalog in catalogs(in: bundle) {
            guard let set = findSet(name, kind: "colorset", in: catalog), let json = contents(of: set) else { continue }
            var out: [(Bool, Bool, UIColor)] = []
            for entry in json["colors"] as? [[String: Any]] ?? [] {
                let idiom = entry["idiom"] as? String ?? "universal"
                guard idiom == "universal" || idiom == "iphone", let look = appearance(of: entry),
                      let color = (entry["color"] as? [String: Any]).flatMap(parseColor) else { continue }
                out.append((look.dark, look.highContrast, color))
            }
            if !out.isEmpty { return out }
        }
        return nil
    }

    /// A colour entry: sRGB (or Display P3, taken as sRGB) components, or a grey level, written as
    /// floats ("0.500"), 8-bit integers ("128") or hexadecimal bytes ("0x80").
    static func parseColor(_ color: [String: Any]) -> UIColor? {
        guard let c = color["components"] as? [String: Any] else { return nil }
        func component(_ key: String) -> CGFloat? {
            guard let raw = c[key] else { return nil }
            if let n = raw as? NSNumber { return CGFloat(n.doubleValue) }
            guard let s = (raw as? String)?.trimmingCharacters(in: .whitespaces) else { return nil }
            if s.lowercased().hasPrefix("0x"), let v = Int(s.dropFirst(2), radix: 16) { return CGFloat(v) / 255 }
            if s.contains("."), let v = Double(s) { return CGFloat(v) }
            if let v = Int(s) { return CGFloat(v) / 255 }
            return nil
        }
        let alpha = component("alpha") ?? 1
        if let white = component("white") { return UIColor(white: white, alpha: alpha) }
        guard let r = component("red"), let g = component("green"), let b = component("blue") else { return nil }
        return UIColor(red: r, green: g, blue: b, alpha: alpha)
    }

    /// The colour of the variants that fits `traits` (dark and high contrast when asked, else the
    /// default look).
    static func bestColor(_ variants: [(dark: Bool, highContrast: Bool, color: UIColor)], traits: UITraitCollection) -> UIColor {
        let dark = traits.userInterfaceStyle == .dark, high = traits.accessibilityContrast == .high
        let fitting = variants.filter { !($0.dark && !dark) && !($0.highContrast && !high) }
        let best = fitting.max { a, b in
            ((a.dark == dark ? 2 : 0) + (a.highContrast == high ? 1 : 0)) < ((b.dark == dark ? 2 : 0) + (b.highContrast == high ? 1 : 0))
        }
        return (best ?? variants[0]).color
    }
}
