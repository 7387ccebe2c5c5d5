import Foundation

extension NSLayoutConstraint {
    /// Constraints described by a visual format string, e.g. `"H:|-[button]-(>=20@750)-[label(==button)]-|"`,
    /// as the Visual Format Language documents: an optional `H:`/`V:` orientation, `|` for the superview,
    /// views in brackets with optional size predicates, connections `-` (standard spacing: 8 between
    /// siblings, 20 to the superview), `-(predicates)-`, `-n-` or nothing (adjacent). `options` adds
    /// alignment constraints between the views; `metrics` names constants. A string that does not parse
    /// or names an unknown view is a programmer error (iOS raises "Unable to parse constraint format").
    public class func constraints(withVisualFormat format: String, options opts: NSLayoutConstraint.FormatOptions = [],
                                  metrics: [String: Any]?, views: [String: Any]) -> [NSLayoutConstraint] {
        var parser = VisualFormatParser(format: format, metrics: metrics ?? [:], views: views, options: opts)
        return parser.parse()
    }
}

@MainActor
struct VisualFormatParser {
    let chars: [Character]
    let format: String
    let metrics: [String: Any]
    let views: [String: Any]
    let options: NSLayoutConstraint.FormatOptions
    var i = 0
    var vertical = false
    var out: [NSLayoutConstraint] = []

    init(format: String, metrics: [String: Any], views: [String: Any], options: NSLayoutConstraint.FormatOptions) {
        self.format = format
        self.chars = Array(format.filter { !$0.isWhitespace })
        self.metrics = metrics; self.views = views; self.options = options
    }

    struct Predicate {
        var relation: NSLayoutConstraint.Relation = .equal
        var constant: CGFloat = 0
        var view: UIView?
        var priority: UILayoutPriority = .required
    }

    func fail(_ why: String) -> Never {
        preconditionFailure("Unable to parse constraint format: \n\(why) \n\(format) \n\(String(repeating: " ", count: i))^")
    }

    var atEnd: Bool { i >= chars.count }
    func peek(_ k: Int = 0) -> Character? { i + k < chars.count ? chars[i + k] : nil }
    mutating func eat(_ c: Character) -> Bool {
        if peek() == c { i += 1; return true }
        return false
    }

    mutating func identifier() -> String {
        var s = ""
        while let c = peek(), c.isLetter || c.isNumber || c == "_" { s.append(c); i += 1 }
        return s
    }

    mutating func number() -> CGFloat? {
        var s = ""
        if peek() == "-" || peek() == "+" { s.append(peek()!); i += 1 }
        while let c = peek(), c.isNumber || c == "." { s.append(c); i += 1 }
        return Double(s).map { CGFloat($0) }
    }

    mutating func constantOrMetric() -> CGFloat {
        if let c = peek(), c.isLetter || c == "_" {
            let name = identifier()
            guard let m = metrics[name] else { fail("\(name) is not a key in the metrics dictionary.") }
            if let d = m as? CGFloat { return d }
            if let d = m as? Double { return CGFloat(d) }
            if let d = m as? Int { return CGFloat(d) }
            if let d = m as? Float { return CGFloat(d) }
            if let d = m as? NSNumber { return CGFloat(d.doubleValue) }
            fail("Metric \(name) is not a number.")
        }
        guard let n = number() else { fail("Expected a number or metric name.") }
        return n
    }

    mutating func predicate() -> Predicate {
        var p = Predicate()
        if eat("=") { guard eat("=") else { fail("Expected '=='.") }; p.relation = .equal }
        else if eat("<") { guard eat("=") else { fail("Expected '<='.") }; p.relation = .lessThanOrEqual }
        else if eat(">") { guard eat("=") else { fail("Expected '>='.") }; p.relation = .greaterThanOrEqual }
        if let c = peek(), c.isLetter || c == "_" {
            let save = i
            let name = identifier()
            if let v = views[name] as? UIView { p.view = v } else if metrics[name] != nil { i = save; p.constant = constantOrMetric() } else {
                fail("\(name) is not a key in the views dictionary.")
            }
        } else {
            p.constant = constantOrMetric()
        }
        if eat("@") { p.priority = UILayoutPriority(Float(constantOrMetric())) }
        return p
    }

    mutating func predicateList() -> [Predicate] {
        if eat("(") {
            var list = [predicate()]
            while eat(",") { list.append(predicate()) }
            guard eat(")") else { fail("Expected ')' to end a predicate list.") }
            return list
        }
        return [predicate()]
    }

    mutating func view() -> (UIView, [Predicate]) {
        guard eat("[") else { fail("Expected a view.") }
        let name = identifier()
        guard let v = views[name] as? UIView else { fail("\(name) is not a key in the views dictionary.") }
        var preds: [Predicate] = []
        if peek() == "(" { preds = predicateList() }
        guard eat("]") else { fail("Expected ']'.") }
        return (v, preds)
    }

    /// A connection: nil for none (adjacent views), else predicates (the standard spacing has no view).
    mutating func connection() -> [Predicate]? {
        guard eat("-") else { return [Predicate(relation: .equal, constant: 0)] }
        if peek() == "[" || peek() == "|" { return nil } // "-": standard spacing
        let preds = predicateList()
        guard eat("-") else { fail("Expected '-' after a spacing.") }
        return preds
    }

    mutating func parse() -> [NSLayoutConstraint] {
        if eat("H") { guard eat(":") else { fail("Expected ':' after the orientation.") } }
        else if eat("V") { guard eat(":") else { fail("Expected ':' after the orientation.") }; vertical = true }
        let lead: NSLayoutConstraint.Attribute = vertical ? .top : .leading
        let trail: NSLayoutConstraint.Attribute = vertical ? .bottom : .trailing
        let size: NSLayoutConstraint.Attribute = vertical ? .height : .width
        var superviewFirst = false
        var pending: [Predicate]?? = .none
        if eat("|") { superviewFirst = true; pending = .some(connection()) }
        var previous: UIView?
        var arranged: [UIView] = []
        while peek() == "[" {
            let (v, preds) = view()
            arranged.append(v)
            for p in preds {
                let c = NSLayoutConstraint(item: v, attribute: size, relatedBy: p.relation, toItem: p.view,
                                           attribute: p.view == nil ? .notAnAttribute : size, multiplier: 1, constant: p.constant)
                c.priority = p.priority
                out.append(c)
            }
            if case .some(let conn) = pending {
                let toSuper = previous == nil
                guard let other = toSuper ? v.superview : previous else {
                    fail("Unable to interpret '|' character, because the related view doesn't have a superview")
                }
                guard toSuper ? superviewFirst : true else { break }
                for p in conn ?? [Predicate(constant: toSuper ? 20 : UIView.systemSpacing)] {
                    let c = NSLayoutConstraint(item: v, attribute: lead, relatedBy: p.relation, toItem: other,
                                               attribute: toSuper ? lead : trail, multiplier: 1, constant: p.constant)
                    c.priority = p.priority
                    out.append(c)
                }
            }
            previous = v
            if atEnd { pending = .none; break }
            if peek() == "|" { pending = .none; break }
            pending = .some(connection())
            if peek() == "|" { break }
        }
        if let last = previous, !atEnd {
            let conn: [Predicate]?
            if case .some(let c) = pending { conn = c } else { conn = connection() }
            guard eat("|") else { fail("Expected '|' or a view.") }
            guard let sup = last.superview else {
                fail("Unable to interpret '|' character, because the related view doesn't have a superview")
            }
            for p in conn ?? [Predicate(constant: 20)] {
                let c = NSLayoutConstraint(item: sup, attribute: trail, relatedBy: p.relation, toItem: last,
                                           attribute: trail, multiplier: 1, constant: p.constant)
                c.priority = p.priority
                out.append(c)
            }
        }
        guard atEnd, previous != nil else { fail("Expected a view or the end of the format.") }
        // Alignment options: each view aligned with the first.
        let map: [(NSLayoutConstraint.FormatOptions, NSLayoutConstraint.Attribute)] = [
            (.alignAllLeft, .left), (.alignAllRight, .right), (.alignAllTop, .top), (.alignAllBottom, .bottom),
            (.alignAllLeading, .leading), (.alignAllTrailing, .trailing), (.alignAllCenterX, .centerX),
            (.alignAllCenterY, .centerY), (.alignAllLastBaseline, .lastBaseline), (.alignAllFirstBaseline, .firstBaseline)]
        for (opt, attr) in map where options.contains(opt) {
            precondition(attr.isHorizontal == vertical,
                         "Unable to parse constraint format: Options mask required views to be aligned on a horizontal edge, which is not allowed for layout that is also horizontal.")
            for (a, b) in zip(arranged, arranged.dropFirst()) {
                out.append(NSLayoutConstraint(item: a, attribute: attr, relatedBy: .equal, toItem: b, attribute: attr, multiplier: 1, constant: 0))
            }
        }
        return out
    }
}
