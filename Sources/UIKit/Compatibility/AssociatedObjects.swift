import Foundation

/// The policy of an associated object, mirroring the Objective-C runtime's `objc_AssociationPolicy`
/// (re-exported by UIKit on Apple platforms; layout libraries such as SnapKit attach their state to views
/// with it). Raw values are Apple's.
public enum objc_AssociationPolicy: UInt, Sendable {
    /// A weak (on Apple: unretained) reference to the value.
    case OBJC_ASSOCIATION_ASSIGN = 0
    /// A strong reference to the value.
    case OBJC_ASSOCIATION_RETAIN_NONATOMIC = 1
    /// A copy of the value (`NSCopying` objects are copied; Swift values are copies already).
    case OBJC_ASSOCIATION_COPY_NONATOMIC = 3
    /// A strong reference to the value, set atomically.
    case OBJC_ASSOCIATION_RETAIN = 769
    /// A copy of the value, set atomically.
    case OBJC_ASSOCIATION_COPY = 771
}

/// Associated-object storage without an Objective-C runtime: one table keyed by the owner's identity.
/// Each entry keeps the owner weakly, so an entry whose owner is gone is never returned and is dropped on the
/// next access or sweep (a new object that reuses the address starts empty).
private final class AssociatedObjectTable: @unchecked Sendable {
    static let shared = AssociatedObjectTable()

    private final class WeakValue { weak var value: AnyObject?; init(_ v: AnyObject) { value = v } }
    private struct Entry {
        weak var owner: AnyObject?
        var values: [UnsafeRawPointer: Any]
    }

    private let lock = NSLock()
    private var entries: [ObjectIdentifier: Entry] = [:]
    private var sweepThreshold = 256

    func set(_ owner: AnyObject, _ key: UnsafeRawPointer, _ value: Any?, _ policy: objc_AssociationPolicy) {
        var stored: Any? = value
        if let v = value {
            switch policy {
            case .OBJC_ASSOCIATION_ASSIGN:
                if type(of: v) is AnyClass { stored = WeakValue(v as AnyObject) }
            case .OBJC_ASSOCIATION_COPY, .OBJC_ASSOCIATION_COPY_NONATOMIC:
                if type(of: v) is AnyClass, let copying = v as? NSCopying { stored = copying.copy(with: nil) }
            case .OBJC_ASSOCIATION_RETAIN, .OBJC_ASSOCIATION_RETAIN_NONATOMIC:
                break
            }
        }
        let id = ObjectIdentifier(owner)
        // Values released by this call are released outside the lock (their deinit may use the table).
        var released: Any?
        lock.lock()
        var entry = entries[id]
        if entry == nil || entry!.owner !== owner {
            released = entry
            entry = Entry(owner: owner, values: [:])
        }
        if let stored {
            released = (released, entry!.values.updateValue(stored, forKey: key))
        } else {
            released = (released, entry!.values.removeValue(forKey: key))
        }
        if entry!.values.isEmpty { entries[id] = nil } else { entries[id] = entry }
        if entries.count > sweepThreshold {
            let dead = entries.filter { $0.value.owner == nil }
            for id in dead.keys { entries[id] = nil }
            released = (released, dead)
            sweepThreshold = max(256, entries.count * 2)
        }
        lock.unlock()
        _ = released
    }

    func get(_ owner: AnyObject, _ key: UnsafeRawPointer) -> Any? {
        lock.lock()
        defer { lock.unlock() }
        guard let entry = entries[ObjectIdentifier(owner)], entry.owner === owner,
              let value = entry.values[key] else { return nil }
        if let weak = value as? WeakValue { return weak.value }
        return value
    }

    func removeAll(_ owner: AnyObject) {
        lock.lock()
        let removed = entries.removeValue(forKey: ObjectIdentifier(owner))
        lock.unlock()
        _ = removed
    }
}

/// Associates `value` with `object` under `key`, mirroring the Objective-C runtime's
/// `objc_setAssociatedObject(_:_:_:_:)`: `nil` removes the association; the key is compared by address
/// (typically `&someStaticVar`). Without an Objective-C runtime the table is ours: an association ends when
/// its owner is deallocated (swept lazily), as on Apple platforms.
public func objc_setAssociatedObject(_ object: Any, _ key: UnsafeRawPointer, _ value: Any?,
                                     _ policy: objc_AssociationPolicy) {
    AssociatedObjectTable.shared.set(object as AnyObject, key, value, policy)
}

/// The value associated with `object` under `key`, or `nil`, mirroring `objc_getAssociatedObject(_:_:)`.
public func objc_getAssociatedObject(_ object: Any, _ key: UnsafeRawPointer) -> Any? {
    AssociatedObjectTable.shared.get(object as AnyObject, key)
}

/// Removes every association of `object`, mirroring `objc_removeAssociatedObjects(_:)`.
public func objc_removeAssociatedObjects(_ object: Any) {
    AssociatedObjectTable.shared.removeAll(object as AnyObject)
}
