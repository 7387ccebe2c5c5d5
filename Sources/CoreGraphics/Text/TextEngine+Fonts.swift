import Foundation

/// Font families this project ships with (Debian `fonts-inter`, `fonts-dejavu-core`,
/// `fonts-noto-color-emoji`) and how Apple's font names map onto them.
package enum SystemFontFamilies {
    /// San Francisco's stand-in: Inter, then DejaVu Sans for what Inter lacks, then colour emoji.
    package static let sans = "Inter, DejaVu Sans"
    /// SF Mono's stand-in.
    package static let monospaced = "DejaVu Sans Mono, DejaVu Sans"
    /// New York's stand-in.
    package static let serif = "DejaVu Serif, DejaVu Sans"
    /// Helvetica and other Apple sans families' stand-in (the default font of string drawing).
    package static let helvetica = sans

    /// Apple family names mapped to installed stand-ins (lower-cased keys).
    static let aliases: [String: String] = [
        "helvetica": sans, "helvetica neue": sans, "arial": sans, ".applesystemuifont": sans, "sf pro": sans,
        "sf pro text": sans, "sf pro display": sans, "avenir": sans, "avenir next": sans, "system": sans,
        "times": serif, "times new roman": serif, "georgia": serif, "new york": serif,
        "courier": monospaced, "courier new": monospaced, "menlo": monospaced, "monaco": monospaced,
        "sf mono": monospaced, ".applesystemuifontmonospaced": monospaced,
    ]
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

    /// Resolves a font name as `UIFont(name:size:)` takes it: an installed family ("DejaVu Sans"), a
    /// PostScript-style name ("DejaVuSans-Bold", "Inter-SemiBold"), "Family Face", or one of Apple's
    /// well-known families mapped to a stand-in ("Helvetica-Bold"). Nil when nothing matches.
    package static func resolve(name: String, size: Double) -> (spec: TextFontSpec, family: String, face: String)? {
        let trimmed = name.trimmingCharacters(in: .whitespaces)
        guard !trimmed.isEmpty, !trimmed.contains("\0"), trimmed.utf8.count < 256 else { return nil }
        func stripped(_ s: String) -> String { s.lowercased().replacingOccurrences(of: " ", with: "") }
        // Apple aliases, with an optional "-Face" suffix.
        let parts = trimmed.split(separator: "-", maxSplits: 1).map(String.init)
        let familyPart = parts[0], facePart = parts.count > 1 ? parts[1] : ""
        if let fam = aliases[familyPart.lowercased()], let st = faceStyles[stripped(facePart)] {
            return (TextFontSpec(families: fam, size: size, weight: st.weight, italic: st.italic), familyPart,
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
