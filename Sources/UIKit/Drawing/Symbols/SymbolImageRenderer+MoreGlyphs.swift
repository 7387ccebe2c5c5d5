import Foundation

/// More drawn symbols: the ones apps name most after the basic set (media controls, time, editing,
/// documents, weather), and the placeholder glyph for names of Apple's set that are not drawn here.
extension SymbolImageRenderer {
    /// The placeholder for a name Apple's set has but this package does not draw: a dashed rounded square
    /// with a dot, visible and the size of a symbol, so an item made from it can be seen and tapped.
    static let placeholder: Glyph = { p in
        let c = p.ctx
        c.saveGState()
        c.setLineDash(phase: 0, lengths: [0.09, 0.07])
        c.addPath(CGPath(roundedRect: CGRect(x: 0.12, y: 0.12, width: 0.76, height: 0.76), cornerWidth: 0.16,
                         cornerHeight: 0.16, transform: nil))
        c.strokePath()
        c.restoreGState()
        p.circle(0.5, 0.5, max(0.08, p.lineWidth), fill: true)
    }

    static func clockFace(_ p: Pen, fill: Bool, hands: [(CGFloat, CGFloat)]) {
        if fill {
            p.circle(0.5, 0.5, p.discRadius, fill: true)
            p.knockOut { p.line(hands) }
        } else {
            p.circle(0.5, 0.5, p.ringRadius)
            p.line(hands)
        }
    }

    static func shape(_ p: Pen, _ pts: [(CGFloat, CGFloat)], fill: Bool) {
        if fill { p.fillPolygon(pts) }
        p.line(pts, closed: true)
    }

    static func circularArrow(_ p: Pen, clockwise: Bool) {
        let c = p.ctx
        c.beginPath()
        if clockwise {
            c.addArc(center: CGPoint(x: 0.5, y: 0.54), radius: 0.32, startAngle: -.pi / 2, endAngle: .pi * 1.3, clockwise: false)
            c.strokePath()
            p.fillPolygon([(0.5, 0.06), (0.66, 0.22), (0.5, 0.34)])
        } else {
            c.addArc(center: CGPoint(x: 0.5, y: 0.54), radius: 0.32, startAngle: -.pi / 2, endAngle: -.pi * 0.3 - .pi, clockwise: true)
            c.strokePath()
            p.fillPolygon([(0.5, 0.06), (0.34, 0.22), (0.5, 0.34)])
        }
    }

    static func cloudPath(_ p: Pen) -> CGPath {
        let path = CGMutablePath()
        path.move(to: CGPoint(x: 0.26, y: 0.76))
        path.addArc(center: CGPoint(x: 0.26, y: 0.6), radius: 0.16, startAngle: .pi / 2, endAngle: .pi * 1.3, clockwise: false)
        path.addArc(center: CGPoint(x: 0.48, y: 0.42), radius: 0.2, startAngle: .pi * 1.1, endAngle: .pi * 1.9, clockwise: false)
        path.addArc(center: CGPoint(x: 0.74, y: 0.6), radius: 0.16, startAngle: .pi * 1.4, endAngle: .pi / 2, clockwise: false)
        path.closeSubpath()
        return path
    }

    /// The added glyphs, by name.
    static let moreGlyphs: [String: Glyph] = {
        var g: [String: Glyph] = [:]
        g["timer"] = { p in
            p.circle(0.5, 0.55, 0.36)
            p.line([(0.5, 0.55), (0.5, 0.32)])
            p.line([(0.42, 0.1), (0.58, 0.1)])
            p.line([(0.5, 0.1), (0.5, 0.19)])
        }
        g["clock"] = { clockFace($0, fill: false, hands: [(0.5, 0.24), (0.5, 0.5), (0.68, 0.62)]) }
        g["clock.fill"] = { clockFace($0, fill: true, hands: [(0.5, 0.24), (0.5, 0.5), (0.68, 0.62)]) }
        g["stopwatch"] = g["timer"]
        g["alarm"] = { p in
            p.circle(0.5, 0.55, 0.34)
            p.line([(0.5, 0.36), (0.5, 0.55), (0.64, 0.64)])
            p.line([(0.14, 0.24), (0.28, 0.12)]); p.line([(0.86, 0.24), (0.72, 0.12)])
        }
        g["play"] = { shape($0, [(0.26, 0.14), (0.82, 0.5), (0.26, 0.86)], fill: false) }
        g["play.fill"] = { shape($0, [(0.26, 0.14), (0.82, 0.5), (0.26, 0.86)], fill: true) }
        g["pause"] = { p in
            p.line([(0.3, 0.14), (0.42, 0.14), (0.42, 0.86), (0.3, 0.86)], closed: true)
            p.line([(0.58, 0.14), (0.7, 0.14), (0.7, 0.86), (0.58, 0.86)], closed: true)
        }
        g["pause.fill"] = { p in
            shape(p, [(0.3, 0.14), (0.42, 0.14), (0.42, 0.86), (0.3, 0.86)], fill: true)
            shape(p, [(0.58, 0.14), (0.7, 0.14), (0.7, 0.86), (0.58, 0.86)], fill: true)
        }
        g["stop"] = { shape($0, [(0.2, 0.2), (0.8, 0.2), (0.8, 0.8), (0.2, 0.8)], fill: false) }
        g["stop.fill"] = { shape($0, [(0.2, 0.2), (0.8, 0.2), (0.8, 0.8), (0.2, 0.8)], fill: true) }
        g["backward.fill"] = { p in
            shape(p, [(0.5, 0.24), (0.5, 0.76), (0.1, 0.5)], fill: true)
            shape(p, [(0.9, 0.24), (0.9, 0.76), (0.5, 0.5)], fill: true)
        }
        g["forward.fill"] = { p in
            shape(p, [(0.1, 0.24), (0.1, 0.76), (0.5, 0.5)], fill: true)
            shape(p, [(0.5, 0.24), (0.5, 0.76), (0.9, 0.5)], fill: true)
        }
        g["arrow.clockwise"] = { circularArrow($0, clockwise: true) }
        g["arrow.counterclockwise"] = { circularArrow($0, clockwise: false) }
        g["arrow.uturn.backward"] = { p in
            let c = p.ctx
            c.beginPath()
            c.move(to: CGPoint(x: 0.2, y: 0.38))
            c.addLine(to: CGPoint(x: 0.62, y: 0.38))
            c.addArc(center: CGPoint(x: 0.62, y: 0.58), radius: 0.2, startAngle: -.pi / 2, endAngle: .pi / 2, clockwise: false)
            c.addLine(to: CGPoint(x: 0.4, y: 0.78))
            c.strokePath()
            p.line([(0.36, 0.2), (0.18, 0.38), (0.36, 0.56)])
        }
        g["pencil"] = { p in
            p.line([(0.2, 0.8), (0.24, 0.62), (0.68, 0.18), (0.82, 0.32), (0.38, 0.76)], closed: true)
            p.line([(0.6, 0.26), (0.74, 0.4)])
        }
        g["square.and.pencil"] = { p in
            p.line([(0.5, 0.18), (0.16, 0.18), (0.16, 0.84), (0.82, 0.84), (0.82, 0.5)])
            p.line([(0.42, 0.6), (0.44, 0.5), (0.8, 0.14), (0.88, 0.22), (0.52, 0.58)], closed: true)
        }
        let bell: [(CGFloat, CGFloat)] = [(0.5, 0.14), (0.72, 0.3), (0.74, 0.6), (0.86, 0.74), (0.14, 0.74), (0.26, 0.6), (0.28, 0.3)]
        g["bell"] = { p in shape(p, bell, fill: false); p.line([(0.42, 0.86), (0.58, 0.86)]) }
        g["bell.fill"] = { p in shape(p, bell, fill: true); p.line([(0.42, 0.86), (0.58, 0.86)]) }
        g["list.bullet"] = { p in
            for y: CGFloat in [0.25, 0.5, 0.75] {
                p.circle(0.16, y, max(0.05, p.lineWidth * 0.8), fill: true)
                p.line([(0.34, y), (0.88, y)])
            }
        }
        g["calendar"] = { p in
            p.line([(0.12, 0.2), (0.88, 0.2), (0.88, 0.86), (0.12, 0.86)], closed: true)
            p.line([(0.12, 0.36), (0.88, 0.36)])
            p.line([(0.32, 0.1), (0.32, 0.26)]); p.line([(0.68, 0.1), (0.68, 0.26)])
            for x: CGFloat in [0.3, 0.5, 0.7] { for y: CGFloat in [0.52, 0.7] { p.circle(x, y, max(0.035, p.lineWidth * 0.6), fill: true) } }
        }
        let mark: [(CGFloat, CGFloat)] = [(0.26, 0.1), (0.74, 0.1), (0.74, 0.9), (0.5, 0.7), (0.26, 0.9)]
        g["bookmark"] = { shape($0, mark, fill: false) }
        g["bookmark.fill"] = { shape($0, mark, fill: true) }
        let folder: [(CGFloat, CGFloat)] = [(0.1, 0.2), (0.4, 0.2), (0.48, 0.3), (0.9, 0.3), (0.9, 0.82), (0.1, 0.82)]
        g["folder"] = { shape($0, folder, fill: false) }
        g["folder.fill"] = { shape($0, folder, fill: true) }
        let doc: [(CGFloat, CGFloat)] = [(0.2, 0.08), (0.6, 0.08), (0.8, 0.28), (0.8, 0.92), (0.2, 0.92)]
        g["doc"] = { p in shape(p, doc, fill: false); p.line([(0.6, 0.08), (0.6, 0.28), (0.8, 0.28)]) }
        g["doc.fill"] = { shape($0, doc, fill: true) }
        g["doc.text"] = { p in
            shape(p, doc, fill: false)
            for y: CGFloat in [0.44, 0.58, 0.72] { p.line([(0.32, y), (0.68, y)]) }
        }
        let body: [(CGFloat, CGFloat)] = [(0.18, 0.44), (0.82, 0.44), (0.82, 0.9), (0.18, 0.9)]
        @Sendable func shackle(_ p: Pen, open: Bool) {
            let c = p.ctx
            c.beginPath()
            c.move(to: CGPoint(x: 0.32, y: 0.44))
            c.addLine(to: CGPoint(x: 0.32, y: 0.3))
            c.addArc(center: CGPoint(x: 0.5, y: 0.3), radius: 0.18, startAngle: .pi, endAngle: 0, clockwise: false)
            c.addLine(to: CGPoint(x: 0.68, y: open ? 0.3 : 0.44))
            c.strokePath()
        }
        g["lock"] = { p in shape(p, body, fill: false); shackle(p, open: false) }
        g["lock.fill"] = { p in shape(p, body, fill: true); shackle(p, open: false) }
        g["lock.open"] = { p in shape(p, body, fill: false); shackle(p, open: true) }
        let envelope: [(CGFloat, CGFloat)] = [(0.1, 0.22), (0.9, 0.22), (0.9, 0.78), (0.1, 0.78)]
        g["envelope"] = { p in shape(p, envelope, fill: false); p.line([(0.1, 0.22), (0.5, 0.54), (0.9, 0.22)]) }
        g["envelope.fill"] = { p in
            shape(p, envelope, fill: true)
            p.knockOut { p.line([(0.1, 0.22), (0.5, 0.54), (0.9, 0.22)]) }
        }
        g["cloud"] = { p in p.ctx.addPath(cloudPath(p)); p.ctx.strokePath() }
        g["cloud.fill"] = { p in p.ctx.addPath(cloudPath(p)); p.ctx.drawPath(using: .fillStroke) }
        @Sendable func sun(_ p: Pen, fill: Bool) {
            p.circle(0.5, 0.5, 0.18, fill: fill)
            if fill { p.circle(0.5, 0.5, 0.18) }
            for i in 0..<8 {
                let a = CGFloat(i) * .pi / 4
                p.line([(0.5 + 0.3 * cos(a), 0.5 + 0.3 * sin(a)), (0.5 + 0.42 * cos(a), 0.5 + 0.42 * sin(a))])
            }
        }
        g["sun.max"] = { sun($0, fill: false) }
        g["sun.max.fill"] = { sun($0, fill: true) }
        @Sendable func moon(_ p: Pen, fill: Bool) {
            let c = p.ctx
            c.beginPath()
            c.addArc(center: CGPoint(x: 0.5, y: 0.5), radius: 0.38, startAngle: -.pi * 0.35, endAngle: .pi * 0.85, clockwise: false)
            c.addArc(center: CGPoint(x: 0.66, y: 0.36), radius: 0.3, startAngle: .pi * 0.82, endAngle: -.pi * 0.32, clockwise: true)
            c.closePath()
            c.drawPath(using: fill ? .fillStroke : .stroke)
        }
        g["moon"] = { moon($0, fill: false) }
        g["moon.fill"] = { moon($0, fill: true) }
        g["photo"] = { p in
            p.line([(0.1, 0.2), (0.9, 0.2), (0.9, 0.8), (0.1, 0.8)], closed: true)
            p.line([(0.1, 0.72), (0.36, 0.46), (0.56, 0.66), (0.68, 0.54), (0.9, 0.74)])
            p.circle(0.68, 0.36, 0.06, fill: true)
        }
        let flag: [(CGFloat, CGFloat)] = [(0.22, 0.14), (0.82, 0.14), (0.7, 0.32), (0.82, 0.5), (0.22, 0.5)]
        g["flag"] = { p in shape(p, flag, fill: false); p.line([(0.22, 0.14), (0.22, 0.9)]) }
        g["flag.fill"] = { p in shape(p, flag, fill: true); p.line([(0.22, 0.14), (0.22, 0.9)]) }
        g["square.grid.2x2"] = { p in
            for x: CGFloat in [0.12, 0.56] { for y: CGFloat in [0.12, 0.56] {
                p.line([(x, y), (x + 0.32, y), (x + 0.32, y + 0.32), (x, y + 0.32)], closed: true)
            } }
        }
        g["slider.horizontal.3"] = { p in
            for (y, knob) in [(0.25, 0.3), (0.5, 0.66), (0.75, 0.42)] as [(CGFloat, CGFloat)] {
                p.line([(0.1, y), (0.9, y)])
                p.circle(knob, y, 0.08, fill: true)
            }
        }
        let arrowhead: [(CGFloat, CGFloat)] = [(0.5, 0.08), (0.84, 0.88), (0.5, 0.7), (0.16, 0.88)]
        g["location"] = { shape($0, [(0.86, 0.14), (0.5, 0.88), (0.44, 0.56), (0.12, 0.5)], fill: false) }
        g["location.fill"] = { shape($0, [(0.86, 0.14), (0.5, 0.88), (0.44, 0.56), (0.12, 0.5)], fill: true) }
        g["location.north.fill"] = { shape($0, arrowhead, fill: true) }
        g["paperplane"] = { p in shape(p, [(0.1, 0.46), (0.9, 0.12), (0.62, 0.9), (0.46, 0.56)], fill: false); p.line([(0.46, 0.56), (0.9, 0.12)]) }
        g["paperplane.fill"] = { shape($0, [(0.1, 0.46), (0.9, 0.12), (0.62, 0.9), (0.46, 0.56)], fill: true) }
        let bolt: [(CGFloat, CGFloat)] = [(0.58, 0.06), (0.22, 0.56), (0.48, 0.56), (0.4, 0.94), (0.78, 0.42), (0.52, 0.42)]
        g["bolt"] = { shape($0, bolt, fill: false) }
        g["bolt.fill"] = { shape($0, bolt, fill: true) }
        g["eye"] = { p in
            let c = p.ctx
            c.beginPath()
            c.move(to: CGPoint(x: 0.08, y: 0.5))
            c.addQuadCurve(to: CGPoint(x: 0.92, y: 0.5), control: CGPoint(x: 0.5, y: 0.1))
            c.addQuadCurve(to: CGPoint(x: 0.08, y: 0.5), control: CGPoint(x: 0.5, y: 0.9))
            c.strokePath()
            p.circle(0.5, 0.5, 0.12, fill: true)
        }
        g["tag"] = { p in
            shape(p, [(0.1, 0.14), (0.5, 0.14), (0.9, 0.54), (0.54, 0.9), (0.1, 0.5)], fill: false)
            p.circle(0.3, 0.34, 0.06, fill: true)
        }
        g["cart"] = { p in
            p.line([(0.06, 0.14), (0.2, 0.14), (0.3, 0.64), (0.82, 0.64), (0.9, 0.3), (0.24, 0.3)])
            p.circle(0.36, 0.82, 0.06, fill: true); p.circle(0.76, 0.82, 0.06, fill: true)
        }
        g["globe"] = { p in
            p.circle(0.5, 0.5, 0.4)
            p.line([(0.1, 0.5), (0.9, 0.5)])
            p.ctx.strokeEllipse(in: CGRect(x: 0.32, y: 0.1, width: 0.36, height: 0.8))
        }
        g["photo.on.rectangle"] = g["photo"]
        // The layout-direction names draw as their left-to-right forms.
        for (name, drawn) in [("chevron.backward", "chevron.left"), ("chevron.forward", "chevron.right"),
                              ("arrow.backward", "arrow.left"), ("arrow.forward", "arrow.right")] {
            g[name] = marks[drawn]
            g[name + ".circle"] = inCircle(marks[drawn]!, fill: false)
            g[name + ".circle.fill"] = inCircle(marks[drawn]!, fill: true)
        }
        // The glyphs of the bar button system items not drawn above (reply, bookmarks, camera, redo).
        let uturnBackward = g["arrow.uturn.backward"]!
        g["arrow.uturn.forward"] = { p in
            p.ctx.saveGState()
            p.ctx.translateBy(x: 1, y: 0)
            p.ctx.scaleBy(x: -1, y: 1)
            uturnBackward(p)
            p.ctx.restoreGState()
        }
        g["arrowshape.turn.up.left"] = { p in
            shape(p, [(0.1, 0.44), (0.44, 0.14), (0.44, 0.32), (0.62, 0.32), (0.9, 0.52), (0.9, 0.84),
                      (0.74, 0.62), (0.44, 0.56), (0.44, 0.74)], fill: false)
        }
        g["book"] = { p in
            p.line([(0.5, 0.24), (0.34, 0.16), (0.08, 0.16), (0.08, 0.8), (0.34, 0.8), (0.5, 0.88),
                    (0.66, 0.8), (0.92, 0.8), (0.92, 0.16), (0.66, 0.16)], closed: true)
            p.line([(0.5, 0.24), (0.5, 0.88)])
        }
        g["camera"] = { p in
            shape(p, [(0.08, 0.3), (0.3, 0.3), (0.38, 0.18), (0.62, 0.18), (0.7, 0.3), (0.92, 0.3),
                      (0.92, 0.82), (0.08, 0.82)], fill: false)
            p.circle(0.5, 0.55, 0.16)
        }
        return g
    }()
}
