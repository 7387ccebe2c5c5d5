import Foundation
import CoreGraphics

/// The one place a change of committed values becomes damage: the commit (`CALayer.commitRenderValues()`)
/// compares a node's old values with the new ones by family and records the kind the difference calls for.
/// Setters only queue the layer for the commit, so a value set to what it was, or changed and set back
/// before the commit, damages nothing.
///
/// Three records stay outside the comparison, because the values cannot show them: part of the contents
/// redrawn (`.partial`: the new image differs from the old one all over as far as values go, and only the
/// display knows which rect it drew; it leaves the rect on the node for this comparison), a sublayer removed
/// (`.removed`: the layer and its node are gone by the commit, so only the removal knows the rect it covered),
/// and animation ticks (no committed value changes at all; a changed animation list is compared at the
/// commit with the values, in `commitRenderValues()`).
extension RenderValues {
    /// The damage the change from `old` to these values calls for (empty when they are the same):
    /// - the subtree's geometry or visibility (bounds size, anchor point, transforms, `zPosition`, hidden,
    ///   clipping, group opacity, flip, mask, a replicator's instances, the opacity of a layer with
    ///   sublayers or of one turning visible or invisible): `.subtree`;
    /// - the position alone: `.moved` (its subtree's rects move by one translation);
    /// - the bounds origin alone: `.scrolled` (the sublayers move, the layer's own drawing stays), with
    ///   `.content` for a subclass's drawing, which moves with them;
    /// - the layer's own look (colours, border, corners, contents and their placement, shadow, a leaf's
    ///   opacity, a shape's or gradient's values): `.content`, or `.partial` when only the contents image
    ///   changed and `redrawn` (bounds coordinates, finite) says which part of it was drawn again.
    /// Several families changing together give their kinds together; the renderer resolves the mixture.
    /// Colours, images, paths and the rare and subclass cells compare by identity first (the commit
    /// keeps a cell whose values did not change), transforms by value when their boxes differ.
    func damage(from old: RenderValues, redrawn: CGRect) -> LayerDamage {
        var d: LayerDamage = []
        if !bounds.size._isSame(as: old.bounds.size) || !anchorPoint._isSame(as: old.anchorPoint)
            || anchorPointZ != old.anchorPointZ || zPosition != old.zPosition || isHidden != old.isHidden
            || masksToBounds != old.masksToBounds || allowsGroupOpacity != old.allowsGroupOpacity
            || isGeometryFlipped != old.isGeometryFlipped
            || !TransformBox.sameValue(transformBox, old.transformBox)
            || !TransformBox.sameValue(sublayerTransformBox, old.sublayerTransformBox) {
            d.insert(.subtree)
        }
        if !position._isSame(as: old.position) { d.insert(.moved) }
        if !bounds.origin._isSame(as: old.bounds.origin) {
            // A subclass's drawing (a shape's path) is placed in the layer's space, so it moves with the
            // origin; the background, border and contents fill the bounds and stay.
            d.insert(subclass == nil ? .scrolled : [.scrolled, .content])
        }
        if opacity != old.opacity {
            // A leaf drawn before and after changes only its own pixels; anything else changes the subtree's.
            let leafStaysVisible = opacity > 0 && old.opacity > 0 && sublayers.isEmpty && old.sublayers.isEmpty
            d.insert(leafStaysVisible ? .content : .subtree)
        }
        if rare !== old.rare {
            let r = rareOrDefaults, o = old.rareOrDefaults
            // The values only `presentation()` reads (the name, corner curve, rasterization hints,
            // double-sidedness) change no pixel.
            if r.mask !== o.mask { d.insert(.subtree) } else if !r.drawsSame(as: o) { d.insert(.content) }
        }
        if subclass !== old.subclass {
            d.insert((subclass ?? old.subclass)?.changeDamage ?? .content)
        }
        if !CGColor.sameOrEqual(backgroundColor, old.backgroundColor) || !CGColor.sameOrEqual(borderColor, old.borderColor)
            || borderWidth != old.borderWidth || cornerRadius != old.cornerRadius || contentsScale != old.contentsScale {
            d.insert(.content)
        }
        if contentsImage !== old.contentsImage {
            let part = !d.contains(.content) && !redrawn.isNull && !redrawn.isInfinite
            d.insert(part ? .partial : .content)
        }
        return d
    }
}

extension TransformBox {
    /// Whether two stored transforms are the same value (nil is the identity): the same box, or boxes
    /// holding equal matrices (a transform set back to its old value stores a new box).
    static func sameValue(_ a: TransformBox?, _ b: TransformBox?) -> Bool {
        a === b || (a?.value ?? CATransform3DIdentity) == (b?.value ?? CATransform3DIdentity)
    }
}
