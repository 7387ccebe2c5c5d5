import Foundation

/// The colour model of a colour space, mirroring `CGColorSpaceModel`.
public enum CGColorSpaceModel: Int32, Sendable {
    case unknown = -1, monochrome = 0, rgb = 1, cmyk = 2, lab = 3, deviceN = 4, indexed = 5, pattern = 6, XYZ = 7
}

/// A colour space, mirroring Core Graphics' `CGColorSpace`.
///
/// Every RGB space is treated as sRGB when pixels are produced (Cairo composites in sRGB); the name is kept
/// so that code that inspects it reads back what it set. See Docs/Deviations.md.
public final class CGColorSpace: @unchecked Sendable, Equatable, Hashable {
    /// The colour space's name (`CGColorSpace.sRGB`, ...), nil for device spaces.
    public let name: CFString?
    /// The colour model.
    public let model: CGColorSpaceModel

    /// The number of colour components, without alpha.
    public var numberOfComponents: Int {
        switch model {
        case .monochrome: return 1
        case .cmyk: return 4
        default: return 3
        }
    }

    init(name: CFString?, model: CGColorSpaceModel) {
        self.name = name
        self.model = model
    }

    /// Creates a named colour space; nil for a name this implementation does not know, as on Apple platforms.
    public convenience init?(name: CFString) {
        let n = name
        if [CGColorSpace.sRGB, CGColorSpace.extendedSRGB, CGColorSpace.linearSRGB,
            CGColorSpace.extendedLinearSRGB, CGColorSpace.displayP3, CGColorSpace.genericRGBLinear,
            CGColorSpace.adobeRGB1998, CGColorSpace.itur_709, CGColorSpace.itur_2020, CGColorSpace.dcip3,
            CGColorSpace.extendedDisplayP3]
            .contains(where: { $0 == n }) {
            self.init(name: name, model: .rgb)
        } else if [CGColorSpace.genericGrayGamma2_2, CGColorSpace.linearGray, CGColorSpace.extendedGray]
            .contains(where: { $0 == n }) {
            self.init(name: name, model: .monochrome)
        } else if n == CGColorSpace.genericCMYK {
            self.init(name: name, model: .cmyk)
        } else {
            return nil
        }
    }

    /// The standard RGB space (IEC 61966-2-1); every RGB space is drawn as this one here.
    public static let sRGB = "kCGColorSpaceSRGB"
    /// Extended-range sRGB.
    public static let extendedSRGB = "kCGColorSpaceExtendedSRGB"
    /// sRGB primaries, linear transfer.
    public static let linearSRGB = "kCGColorSpaceLinearSRGB"
    /// Extended-range linear sRGB.
    public static let extendedLinearSRGB = "kCGColorSpaceExtendedLinearSRGB"
    /// Display P3 (drawn as sRGB).
    public static let displayP3 = "kCGColorSpaceDisplayP3"
    /// Generic linear RGB.
    public static let genericRGBLinear = "kCGColorSpaceGenericRGBLinear"
    /// Generic grey with gamma 2.2.
    public static let genericGrayGamma2_2 = "kCGColorSpaceGenericGrayGamma2_2"
    /// Linear grey.
    public static let linearGray = "kCGColorSpaceLinearGray"
    /// Extended-range grey.
    public static let extendedGray = "kCGColorSpaceExtendedGray"
    /// Adobe RGB (1998).
    public static let adobeRGB1998 = "kCGColorSpaceAdobeRGB1998"
    /// ITU-R BT.709.
    public static let itur_709 = "kCGColorSpaceITUR_709"
    /// ITU-R BT.2020.
    public static let itur_2020 = "kCGColorSpaceITUR_2020"
    /// DCI P3.
    public static let dcip3 = "kCGColorSpaceDCIP3"
    /// Extended-range Display P3.
    public static let extendedDisplayP3 = "kCGColorSpaceExtendedDisplayP3"
    /// Generic CMYK.
    public static let genericCMYK = "kCGColorSpaceGenericCMYK"

    /// Whether the space has a range beyond sRGB (`isWideGamutRGB`): the P3, 2020 and extended spaces.
    public var isWideGamutRGB: Bool {
        guard model == .rgb, let n = name else { return false }
        return [CGColorSpace.displayP3, CGColorSpace.extendedSRGB, CGColorSpace.extendedLinearSRGB,
                CGColorSpace.itur_2020, CGColorSpace.dcip3, CGColorSpace.extendedDisplayP3].contains(n)
    }

    /// Whether the space can be a drawing destination (`supportsOutput`): RGB, grey and CMYK spaces.
    public var supportsOutput: Bool { model == .rgb || model == .monochrome || model == .cmyk }

    /// Spaces are equal when their model and name are.
    public static func == (l: CGColorSpace, r: CGColorSpace) -> Bool {
        l.model == r.model && l.name == r.name
    }
    /// Hashes the model and name.
    public func hash(into h: inout Hasher) { h.combine(model); h.combine(name) }
}

/// `CGColorSpaceCreateDeviceRGB()`.
public func CGColorSpaceCreateDeviceRGB() -> CGColorSpace { CGColorSpace(name: nil, model: .rgb) }
/// `CGColorSpaceCreateDeviceGray()`.
public func CGColorSpaceCreateDeviceGray() -> CGColorSpace { CGColorSpace(name: nil, model: .monochrome) }
/// `CGColorSpaceCreateDeviceCMYK()`.
public func CGColorSpaceCreateDeviceCMYK() -> CGColorSpace { CGColorSpace(name: nil, model: .cmyk) }
