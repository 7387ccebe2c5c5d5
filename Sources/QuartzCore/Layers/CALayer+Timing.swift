import Foundation

/// Layer time: every layer is a `CAMediaTiming` object whose local time line derives from its
/// superlayer's, the root's from `CACurrentMediaTime()`.
extension CALayer {
    /// `t` in this layer's local time, given in its superlayer's time.
    func localTime(fromParent t: CFTimeInterval) -> CFTimeInterval {
        (t - beginTime) * CFTimeInterval(speed) + timeOffset
    }

    /// `t` in the superlayer's time, given in this layer's local time (a stopped layer, speed 0, maps
    /// every local time to its `beginTime`).
    func parentTime(fromLocal t: CFTimeInterval) -> CFTimeInterval {
        speed == 0 ? beginTime : (t - timeOffset) / CFTimeInterval(speed) + beginTime
    }

    /// `t` in this layer's time, given in the global media time line.
    func localTime(fromGlobal t: CFTimeInterval) -> CFTimeInterval {
        // Recursion instead of an array of ancestors: animation frames call this for every animated layer,
        // through the unretained link, borrowed (a weak load takes the side table and retains).
        guard let link = _superlayerLink else { return localTime(fromParent: t) }
        return localTime(fromParent: link._withRef { $0.localTime(fromGlobal: t) })
    }

    /// `t` in the global media time line, given in this layer's time.
    func globalTime(fromLocal t: CFTimeInterval) -> CFTimeInterval {
        var time = t
        var l: CALayer? = self
        while let c = l { time = c.parentTime(fromLocal: time); l = c.superlayer }
        return time
    }

    /// Converts `t` from `layer`'s time (nil: the global media time) to this layer's.
    public func convertTime(_ t: CFTimeInterval, from layer: CALayer?) -> CFTimeInterval {
        localTime(fromGlobal: layer.map { $0.globalTime(fromLocal: t) } ?? t)
    }

    /// Converts `t` from this layer's time to `layer`'s (nil: the global media time).
    public func convertTime(_ t: CFTimeInterval, to layer: CALayer?) -> CFTimeInterval {
        let g = globalTime(fromLocal: t)
        return layer.map { $0.localTime(fromGlobal: g) } ?? g
    }
}
