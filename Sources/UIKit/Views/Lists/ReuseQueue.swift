import Foundation

/// Views waiting for reuse, by reuse identifier (internal): what `UITableView` and `UICollectionView`
/// keep for cells, header and footer views and supplementary views. Last in, first out; taking one out is
/// O(1). The caller sends `prepareForReuse()`, since each view class declares its own.
struct ReuseQueue<Element: AnyObject> {
    private var queues: [String: [Element]] = [:]

    /// Puts `element` in the queue for `key`.
    mutating func enqueue(_ element: Element, for key: String) { queues[key, default: []].append(element) }

    /// The most recently queued element for `key`, removed from the queue, or nil.
    mutating func dequeue(for key: String) -> Element? { queues[key]?.popLast() }
}

extension UIView {
    /// Whether a control lies between `view` and this view (`view` included, this view excluded): a
    /// touch that began in a control inside a cell neither highlights nor selects the row or item.
    func _hasControl(from view: UIView?) -> Bool {
        var v = view
        while let x = v, x !== self {
            if x is UIControl { return true }
            v = x.superview
        }
        return false
    }
}
