/// Core Foundation's generic object reference (`CFTypeRef`), as `CATextLayer.font` takes it: a `UIFont`,
/// or a font name (`"Helvetica-Bold" as CFTypeRef`).
public typealias CFTypeRef = AnyObject
