import Foundation

/// Layer time: every layer is a `CAMediaTiming` object whose local time line derives from its
/// superlayer's, the root's from `CACurrentMediaTime()`.
extension CALayer {
    /// `t` in this layer's local time, given in its superlayer's time.
    func localTime(fromParent t: CFTimeInterval) -> CFTimeInterval {
        mediaLocalTime(fromParent: t, beginTime: beginTime, speed: speed, timeOffset: timeOffset)
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

    /// `t`, given in the global media time line, in this layer's time as the render tree runs it: the
    /// timing (`beginTime`, `speed`, `timeOffset`) of this layer and its ancestors as last committed, so a
    /// change shows in frames and `presentation()` from the commit that hands it over, as other layer values
    /// do. A layer without a render node (never drawn) uses its model timing. What frames, `presentation()`
    /// and the animation engine evaluate animations at; `convertTime` reads the model, as on iOS.
    func renderLocalTime(fromGlobal t: CFTimeInterval) -> CFTimeInterval {
        // Recursion through the unretained links, as in `localTime(fromGlobal:)`.
        let parent: CFTimeInterval
        if let link = _superlayerLink { parent = link._withRef { $0.renderLocalTime(fromGlobal: t) } } else { parent = t }
        guard let n = _node else { return localTime(fromParent: parent) }
        // Default timing is not stored (plain layers have no rare values, or rare values with default timing).
        guard let r = n.values.rare else { return parent }
        return mediaLocalTime(fromParent: parent, beginTime: r.beginTime, speed: r.speed, timeOffset: r.timeOffset)
    }

    /// A timing value of this layer changed: a layer in the render tree is queued for the commit, which
    /// hands the timing over and damages the layer's subtree (its animations move differently from then);
    /// a layer without a node is damaged now, since frames read its model timing.
    func noteTimingChanged() {
        if _node != nil { noteCommittedValueChanged() } else { noteDamage(.subtree) }
        CATransaction.noteChange()
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
