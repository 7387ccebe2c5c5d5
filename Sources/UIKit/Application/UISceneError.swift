import Foundation

/// An error from a scene request, mirroring `UISceneError` (domain `UISceneErrorDomain`): the error
/// handler of `UIApplication.requestSceneSessionActivation(_:userActivity:options:errorHandler:)`
/// receives it when the system cannot honour the request.
public struct UISceneError: Error, Hashable, Sendable, CustomNSError {
    /// The error's domain, `UISceneErrorDomain`.
    public static let errorDomain = "UISceneErrorDomain"
    /// The kinds of scene errors, mirroring `UISceneError.Code`.
    public enum Code: Int, Sendable {
        /// The app asked for a new scene but does not support several.
        case multipleScenesNotSupported = 0
        /// The system refused the request (for example: the session is no longer open).
        case requestDenied = 1
    }
    /// This error's kind.
    public let code: Code
    public init(_ code: Code) { self.code = code }
    public var errorCode: Int { code.rawValue }
    public static var multipleScenesNotSupported: Code { .multipleScenesNotSupported }
    public static var requestDenied: Code { .requestDenied }
}
