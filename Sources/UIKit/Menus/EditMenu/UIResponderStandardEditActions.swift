import Foundation

/// The standard editing commands a responder can carry out, mirroring `UIResponderStandardEditActions`.
/// The edit menu offers the ones the responder chain says it can perform (`canPerformAction(_:withSender:)`
/// with the selectors `cut:`, `copy:`, `paste:` and `selectAll:`) and calls them on the responder that
/// answered, since without an Objective-C runtime a selector cannot be sent by name. Text fields and text
/// views adopt it.
@preconcurrency @MainActor
public protocol UIResponderStandardEditActions: AnyObject {
    /// Removes the selection to the general pasteboard.
    func cut(_ sender: Any?)
    /// Copies the selection to the general pasteboard.
    func copy(_ sender: Any?)
    /// Replaces the selection with the general pasteboard's contents.
    func paste(_ sender: Any?)
    /// Selects all the content.
    func selectAll(_ sender: Any?)
}
