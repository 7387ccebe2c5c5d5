import Foundation

/// A print job's settings, mirroring `UIPrintInfo`: its name, kind of output, orientation and duplex
/// mode, and the printer. On Linux the printer is a CUPS destination name (`lp -d`).
@preconcurrency @MainActor
open class UIPrintInfo: NSObject {
    /// The kind of content, which decides the paper and quality the printer picks (`UIPrintInfo.OutputType`).
    public enum OutputType: Int, Sendable {
        case general = 0
        case photo = 1
        case grayscale = 2
        case photoGrayscale = 3
    }
    /// The page orientation (`UIPrintInfo.Orientation`).
    public enum Orientation: Int, Sendable {
        case portrait = 0
        case landscape = 1
    }
    /// Two-sided printing (`UIPrintInfo.Duplex`).
    public enum Duplex: Int, Sendable {
        case none = 0
        case longEdge = 1
        case shortEdge = 2
    }

    /// The printer: a CUPS destination name; nil for the default destination.
    open var printerID: String?
    /// The job's name, as the print queue lists it (default: the app's name).
    open var jobName: String = ProcessInfo.processInfo.processName
    /// The kind of output.
    open var outputType: OutputType = .general
    /// Portrait or landscape pages.
    open var orientation: Orientation = .portrait
    /// One- or two-sided printing.
    open var duplex: Duplex = .none

    /// Settings with the defaults (`printInfo()`).
    public class func printInfo() -> UIPrintInfo { UIPrintInfo(dictionary: nil) }

    /// Settings read from a dictionary made by `dictionaryRepresentation` (missing keys keep the defaults).
    public init(dictionary: [AnyHashable: Any]?) {
        super.init()
        guard let d = dictionary else { return }
        printerID = d["printerID"] as? String
        if let name = d["jobName"] as? String { jobName = name }
        if let v = d["outputType"] as? Int, let t = OutputType(rawValue: v) { outputType = t }
        if let v = d["orientation"] as? Int, let o = Orientation(rawValue: v) { orientation = o }
        if let v = d["duplex"] as? Int, let x = Duplex(rawValue: v) { duplex = x }
    }

    /// The settings as a dictionary, to save and restore them.
    open var dictionaryRepresentation: [AnyHashable: Any] {
        var d: [AnyHashable: Any] = ["jobName": jobName, "outputType": outputType.rawValue,
                                     "orientation": orientation.rawValue, "duplex": duplex.rawValue]
        if let printerID { d["printerID"] = printerID }
        return d
    }
}
