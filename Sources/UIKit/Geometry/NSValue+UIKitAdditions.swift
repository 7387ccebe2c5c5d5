import Foundation

/// UIKit's `NSValue` additions: boxing and unboxing geometry values (`NSValue(cgRect:)`, `cgRectValue`,
/// ...), as apps use them in collections and animations. Rects, points and sizes are Foundation's own
/// boxes (`NSValue(rect:)`, ...); the others are stored as arrays of doubles (swift-corelibs-foundation
/// cannot encode structs), each kind under its own type encoding, so a value unboxes only as what it boxed.
/// Unboxing a value of another kind gives the zero value.
extension NSValue {
    /// A value holding a rectangle (`init(cgRect:)`).
    public convenience init(cgRect rect: CGRect) { self.init(rect: rect) }
    /// A value holding a point (`init(cgPoint:)`).
    public convenience init(cgPoint point: CGPoint) { self.init(point: point) }
    /// A value holding a size (`init(cgSize:)`).
    public convenience init(cgSize size: CGSize) { self.init(size: size) }
    /// A value holding a vector (`init(cgVector:)`).
    public convenience init(cgVector vector: CGVector) { self.init(doubles: [vector.dx, vector.dy], type: "[2d]") }
    /// A value holding an affine transform (`init(cgAffineTransform:)`).
    public convenience init(cgAffineTransform t: CGAffineTransform) {
        self.init(doubles: [t.a, t.b, t.c, t.d, t.tx, t.ty], type: "[6d]")
    }
    /// A value holding edge insets (`init(uiEdgeInsets:)`).
    public convenience init(uiEdgeInsets insets: UIEdgeInsets) {
        self.init(doubles: [insets.top, insets.left, insets.bottom, insets.right], type: "[4d]")
    }
    /// A value holding directional edge insets (`init(directionalEdgeInsets:)`).
    public convenience init(directionalEdgeInsets insets: NSDirectionalEdgeInsets) {
        self.init(doubles: [insets.top, insets.leading, insets.bottom, insets.trailing], type: "[4d]")
    }
    /// A value holding an offset (`init(uiOffset:)`).
    public convenience init(uiOffset offset: UIOffset) {
        self.init(doubles: [offset.horizontal, offset.vertical], type: "[2d]")
    }

    /// The rectangle this value holds (`cgRectValue`).
    public var cgRectValue: CGRect { _isKind("{CGRect=") || _isFoundationRect ? rectValue : .zero }
    /// The point this value holds (`cgPointValue`).
    public var cgPointValue: CGPoint { _isFoundationKind(of: NSValue(point: .zero)) ? pointValue : .zero }
    /// The size this value holds (`cgSizeValue`).
    public var cgSizeValue: CGSize { _isFoundationKind(of: NSValue(size: .zero)) ? sizeValue : .zero }
    /// The vector this value holds (`cgVectorValue`).
    public var cgVectorValue: CGVector {
        guard let d = _doubles(2) else { return .zero }
        return CGVector(dx: d[0], dy: d[1])
    }
    /// The affine transform this value holds (`cgAffineTransformValue`).
    public var cgAffineTransformValue: CGAffineTransform {
        guard let d = _doubles(6) else { return .identity }
        return CGAffineTransform(a: d[0], b: d[1], c: d[2], d: d[3], tx: d[4], ty: d[5])
    }
    /// The edge insets this value holds (`uiEdgeInsetsValue`).
    public var uiEdgeInsetsValue: UIEdgeInsets {
        guard let d = _doubles(4) else { return .zero }
        return UIEdgeInsets(top: d[0], left: d[1], bottom: d[2], right: d[3])
    }
    /// The directional edge insets this value holds (`directionalEdgeInsetsValue`).
    public var directionalEdgeInsetsValue: NSDirectionalEdgeInsets {
        guard let d = _doubles(4) else { return .zero }
        return NSDirectionalEdgeInsets(top: d[0], leading: d[1], bottom: d[2], trailing: d[3])
    }
    /// The offset this value holds (`uiOffsetValue`).
    public var uiOffsetValue: UIOffset {
        guard let d = _doubles(2) else { return .zero }
        return UIOffset(horizontal: d[0], vertical: d[1])
    }

    private convenience init(doubles: [CGFloat], type: String) {
        let values = doubles.map { Double($0) }
        self.init(bytes: values.withUnsafeBytes { $0.baseAddress! }, objCType: type)
    }

    private var _typeEncoding: String { String(cString: objCType) }
    private func _isKind(_ prefix: String) -> Bool { _typeEncoding.hasPrefix(prefix) }
    private var _isFoundationRect: Bool { _isFoundationKind(of: NSValue(rect: .zero)) }
    private func _isFoundationKind(of sample: NSValue) -> Bool { _typeEncoding == String(cString: sample.objCType) }

    /// The `count` doubles of an array-encoded value, nil when the value is not one.
    private func _doubles(_ count: Int) -> [CGFloat]? {
        guard _typeEncoding == "[\(count)d]" else { return nil }
        var out = [Double](repeating: 0, count: count)
        out.withUnsafeMutableBytes { getValue($0.baseAddress!) }
        return out.map { CGFloat($0) }
    }
}
