import Foundation

/// Font families this project ships with (Debian `fonts-inter`, `fonts-dejavu-core`, `fonts-liberation2`,
/// `fonts-noto-color-emoji`) and how Apple's font names map onto them.
///
/// iOS's PostScript and family names map to installed faces with the same metrics where Debian has them
/// (Liberation Sans for Helvetica, Helvetica Neue and Arial; Liberation Serif for Times and Times New Roman;
/// Liberation Mono for Courier and Courier New; DejaVu Sans Mono for Menlo, which derives from it), and to the
/// nearest look otherwise (Inter for Avenir, Avenir Next and San Francisco; DejaVu Serif for Georgia and New
/// York). Each stand-in list ends in the system font, so a machine without Liberation still sets text.
package enum SystemFontFamilies {
    /// San Francisco's stand-in: Inter, then DejaVu Sans for what Inter lacks, then colour emoji.
    package static let sans = "Inter, DejaVu Sans"
    /// SF Mono's stand-in.
    package static let monospaced = "DejaVu Sans Mono, DejaVu Sans"
    /// New York's stand-in.
    package static let serif = "DejaVu Serif, DejaVu Sans"
    /// Helvetica's and Arial's metric-compatible stand-in (Helvetica is the default font of string
    /// drawing and text layers).
    package static let helvetica = "Liberation Sans, " + sans
    /// Times's and Times New Roman's metric-compatible stand-in.
    package static let times = "Liberation Serif, " + serif
    /// Courier's and Courier New's metric-compatible stand-in.
    package static let courier = "Liberation Mono, " + monospaced

    /// Apple family names, keyed lower-cased without spaces, with the family name UIKit reports and the
    /// installed stand-ins.
    static let aliases: [String: (family: String, standIn: String)] = [
        "helvetica": ("Helvetica", helvetica), "helveticaneue": ("Helvetica Neue", helvetica),
        "arial": ("Arial", helvetica), "arialmt": ("Arial", helvetica),
        "timesnewroman": ("Times New Roman", times), "timesnewromanps": ("Times New Roman", times),
        "times": ("Times New Roman", times), "timesroman": ("Times New Roman", times),
        "courier": ("Courier", courier), "couriernew": ("Courier New", courier), "couriernewps": ("Courier New", courier),
        "georgia": ("Georgia", serif), "newyork": ("New York", serif),
        "avenir": ("Avenir", sans), "avenirnext": ("Avenir Next", sans), "avenirnextcondensed": ("Avenir Next Condensed", sans),
        ".applesystemuifont": (".AppleSystemUIFont", sans), "sfpro": ("SF Pro", sans), "sfprotext": ("SF Pro Text", sans),
        "sfprodisplay": ("SF Pro Display", sans), "system": ("System", sans),
        "menlo": ("Menlo", monospaced), "monaco": ("Monaco", monospaced), "sfmono": ("SF Mono", monospaced),
        ".applesystemuifontmonospaced": (".AppleSystemUIFontMonospaced", monospaced),
    ]
    /// Alias keys, longest first, for names that run family and face together ("AvenirNextDemiBold").
    static let aliasKeysByLength = aliases.keys.sorted { $0.count > $1.count }
    /// Face-name suffixes (`-Bold`, `Light`, ...) and their weight and slant.
    static let faceStyles: [String: (weight: Int, italic: Bool)] = [
        "": (400, false), "regular": (400, false), "roman": (400, false), "book": (400, false),
        "italic": (400, true), "oblique": (400, true),
        "bold": (700, false), "bolditalic": (700, true), "boldoblique": (700, true),
        "light": (300, false), "lightitalic": (300, true), "thin": (100, false), "ultralight": (100, false),
        "extralight": (200, false), "medium": (500, false), "mediumitalic": (500, true),
        "semibold": (600, false), "semibolditalic": (600, true), "heavy": (800, false), "extrabold": (800, false),
        "black": (900, false), "blackitalic": (900, true),
    ]

    /// The weight and slant an Apple face name says ("Bold", "DemiBoldItalic", "BoldMT", "CondensedBlack",
    /// "LightOblique"), nil for a face name that names none of them.
    static func appleFaceStyle(_ face: String) -> (weight: Int, italic: Bool)? {
        var f = face.lowercased().replacingOccurrences(of: " ", with: "")
        for suffix in ["psmt", "mt", "ps"] where f.hasSuffix(suffix) { f.removeLast(suffix.count); break }
        if let st = faceStyles[f] { return st }
        let italic = f.contains("italic") || f.contains("oblique")
        for w in ["italic", "oblique", "condensed", "regular", "roman", "book", "normal"] {
            f = f.replacingOccurrences(of: w, with: "")
        }
        let weights: [(String, Int)] = [("ultralight", 100), ("thin", 100), ("extralight", 200), ("light", 300),
                                        ("medium", 500), ("demibold", 600), ("semibold", 600), ("extrabold", 800),
                                        ("ultrabold", 800), ("heavy", 800), ("black", 900), ("bold", 700)]
        if f.isEmpty { return (400, italic) }
        for (token, weight) in weights where f == token { return (weight, italic) }
        return nil
    }

    /// Resolves a font name as `UIFont(name:size:)` takes it: an installed family ("DejaVu Sans"), a
    /// PostScript-style name ("DejaVuSans-Bold", "Inter-SemiBold"), "Family Face", or one of Apple's
    /// well-known families mapped to a stand-in ("Helvetica-Bold"). Nil when nothing matches.
    package static func resolve(name: String, size: Double) -> (spec: TextFontSpec, family: String, face: String)? {
        let trimmed = name.trimmingCharacters(in: .whitespaces)
        guard !trimmed.isEmpty, !trimmed.contains("\0"), trimmed.utf8.count < 256 else { return nil }
        func stripped(_ s: String) -> String { s.lowercased().replacingOccurrences(of: " ", with: "") }
        // Apple's names: "Family-Face" PostScript names ("HelveticaNeue-Bold", "Arial-BoldMT"), PostScript
        // names without a face ("ArialMT", "TimesNewRomanPSMT"), family names ("Helvetica Neue") and
        // family and face run together ("Avenir Next Demi Bold").
        let parts = trimmed.split(separator: "-", maxSplits: 1).map(String.init)
        var familyKey = stripped(parts[0]), facePart = parts.count > 1 ? parts[1] : ""
        if aliases[familyKey] == nil, parts.count == 1 {
            for suffix in ["psmt", "mt"] where familyKey.hasSuffix(suffix) && aliases[String(familyKey.dropLast(suffix.count))] != nil {
                familyKey.removeLast(suffix.count)
                break
            }
            if aliases[familyKey] == nil, let key = aliasKeysByLength.first(where: { familyKey.hasPrefix($0) }) {
                facePart = String(familyKey.dropFirst(key.count))
                familyKey = key
            }
        }
        if let alias = aliases[familyKey], let st = appleFaceStyle(facePart) {
            return (TextFontSpec(families: alias.standIn, size: size, weight: st.weight, italic: st.italic), alias.family,
                    facePart.isEmpty ? "Regular" : facePart)
        }
        // Installed families and their faces.
        let installed = TextEngine.familyNames()
        if let fam = installed.first(where: { $0.caseInsensitiveCompare(trimmed) == .orderedSame }) {
            let faces = TextEngine.faces(ofFamily: fam)
            let regular = faces.first { !$0.italic && $0.weight == 400 } ?? faces.first
            return (TextFontSpec(families: fam + ", " + sans, size: size, weight: regular?.weight ?? 400,
                                 italic: regular?.italic ?? false), fam, regular?.faceName ?? "Regular")
        }
        // PostScript-style "FamilyWithoutSpaces-Face" or "Family Face".
        for fam in installed {
            let key = stripped(fam)
            let whole = stripped(trimmed)
            guard whole.hasPrefix(key) else { continue }
            var rest = String(whole.dropFirst(key.count))
            if rest.hasPrefix("-") { rest.removeFirst() }
            for face in TextEngine.faces(ofFamily: fam) where stripped(face.faceName) == rest {
                return (TextFontSpec(families: fam + ", " + sans, size: size, weight: face.weight, italic: face.italic),
                        fam, face.faceName)
            }
        }
        return nil
    }
}
