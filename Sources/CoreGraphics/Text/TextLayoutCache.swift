import Foundation

/// Layouts shared by string drawing and labels: the same text, attributes and width reuse one measured
/// layout. Bounded: once full, each new layout replaces the oldest (a ring in insertion order).
///
/// A small open-addressed table (linear probing, at most 96 of 256 slots used) keyed by the hash of the
/// layout's key (`TextLayoutKey.cacheHash`), which the layout keeps: a key is hashed once, when it is
/// looked up, and evicting or dropping a layout finds it by that hash and its serial number, without
/// hashing or comparing the key again.
/// Fresh labels insert and drop one layout each, so this is on the path of every first measurement.
package enum TextLayoutCache {
    /// Enough for a screen whose labels are all measured in the layout pass before any is drawn. Kept
    /// small on purpose: layouts kept alive for no one made labels made and dropped by the thousand
    /// slower (their memory went cold), so the owners of drawn layouts also hand them back (`drop`).
    package static let capacity = 96
    /// Slots of the table; a power of two, more than twice `capacity`, so probes stay short.
    static let slotCount = 256
    // The table's state is `@exclusivity(unchecked)`: only the functions below touch it, holding the
    // engine lock, and none of them calls out while it accesses it (a removed layout is released last).
    @exclusivity(unchecked) nonisolated(unsafe) static var slots = [TextLayout?](repeating: nil, count: slotCount)
    /// The layouts inserted, in insertion order, by hash and serial number (not retained: a dropped
    /// layout's entry just finds nothing when its turn to go comes); once `capacity` are in, `oldest` is
    /// next.
    @exclusivity(unchecked) nonisolated(unsafe) static var order: [(hash: Int, serial: Int)] = []
    @exclusivity(unchecked) nonisolated(unsafe) static var oldest = 0

    /// Whether the cache keeps the layout of `key` (very long texts are not kept).
    package static func keeps(_ key: TextLayoutKey) -> Bool { key.text.utf8.count <= 4096 }

    /// The cached layout for `key`, made on first use. Keys of very long texts are not cached.
    /// `key` is taken owned and handed on to the new layout, which keeps it without a copy.
    package static func layout(for key: __owned TextLayoutKey) -> TextLayout {
        if !keeps(key) { return TextLayout.make(key) }
        let hash = key.cacheHash
        // One hold of the (recursive) engine lock for the look-up, the layout and the insertion; taken
        // without a closure, which would capture the key and copy it into the layout.
        TextEngine.lock.lock()
        defer { TextEngine.lock.unlock() }
        if let l = find(key, hash: hash) { return l }
        let l = TextLayout.make(key)
        l.cacheHash = hash
        insert(l)
        return l
    }

    /// The layout the cache keeps for `key`, if any (no layout is made).
    package static func cached(_ key: TextLayoutKey) -> TextLayout? {
        TextEngine.sync { find(key, hash: key.cacheHash) }
    }

    /// The layout numbered `serial` whose key hashes to `hash`, while the cache keeps it (how a label
    /// finds the layout it measured without holding it, or a weak reference's side table).
    package static func layout(hash: Int, serial: Int) -> TextLayout? {
        TextEngine.sync { slot(hash: hash, serial: serial).flatMap { slots[$0] } }
    }

    /// Removes `layout` from the cache if it is the cache's layout for its key (its owner is going away
    /// and nothing else is likely to ask for it; holders of a strong reference keep it alive).
    package static func drop(_ layout: TextLayout) { drop(hash: layout.cacheHash, serial: layout.serial) }

    /// Removes the layout numbered `serial` whose key hashes to `hash`, if the cache keeps it.
    package static func drop(hash: Int, serial: Int) {
        TextEngine.sync {
            if let i = slot(hash: hash, serial: serial) { remove(at: i) }
        }
    }

    /// Empties the cache (tests start from a known state).
    package static func removeAll() {
        TextEngine.sync {
            let kept = slots
            slots = [TextLayout?](repeating: nil, count: slotCount)
            order = []
            oldest = 0
            withExtendedLifetime(kept) {}
        }
    }

    // MARK: The table (callers hold the engine lock)

    private static func find(_ key: TextLayoutKey, hash: Int) -> TextLayout? {
        let mask = slotCount - 1
        var i = hash & mask
        while let l = slots[i] {
            if l.cacheHash == hash && l.key == key { return l }
            i = (i + 1) & mask
        }
        return nil
    }

    private static func slot(hash: Int, serial: Int) -> Int? {
        let mask = slotCount - 1
        var i = hash & mask
        while let l = slots[i] {
            if l.serial == serial { return i }
            i = (i + 1) & mask
        }
        return nil
    }

    /// Inserts `l` unless the table already keeps a layout for its key; evicts the oldest once
    /// `capacity` layouts went in.
    private static func insert(_ l: TextLayout) {
        let mask = slotCount - 1
        var i = l.cacheHash & mask
        while let other = slots[i] {
            if other.cacheHash == l.cacheHash && other.key == l.key { return }
            i = (i + 1) & mask
        }
        slots[i] = l
        let entry = (hash: l.cacheHash, serial: l.serial)
        if order.count < capacity { order.append(entry); return }
        let gone = order[oldest]
        order[oldest] = entry
        oldest = (oldest + 1) % capacity
        if let j = slot(hash: gone.hash, serial: gone.serial) { remove(at: j) }
    }

    /// Empties slot `i` and moves later entries of its probe run back (no tombstones), so lookups stop at
    /// the first empty slot.
    private static func remove(at start: Int) {
        let mask = slotCount - 1
        var hole = start
        // The removed layout is released after the table is consistent (its deinit takes the engine lock).
        let removed = slots[hole]
        slots[hole] = nil
        var j = hole
        while true {
            j = (j + 1) & mask
            guard let l = slots[j] else { break }
            let home = l.cacheHash & mask
            // `l` may move to the hole unless its home lies cyclically after the hole, up to `j`.
            let homeAfterHole = hole <= j ? (home > hole && home <= j) : (home > hole || home <= j)
            if !homeAfterHole {
                slots[hole] = l
                slots[j] = nil
                hole = j
            }
        }
        withExtendedLifetime(removed) {}
    }
}
