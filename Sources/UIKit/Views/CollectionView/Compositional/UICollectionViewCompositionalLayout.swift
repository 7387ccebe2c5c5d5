import Foundation

/// A layout built from sections of repeated groups of items, mirroring `UICollectionViewCompositionalLayout`
/// (basics: vertical scrolling; fractional, absolute and estimated dimensions; horizontal and vertical
/// groups, nested, with a count or repeating their subitems while they fit; fixed or flexible inter-item
/// spacing; section insets, inter-group spacing and top/bottom boundary supplementary items; supplementary
/// items anchored to items; section decoration items; self-sizing of
/// items with an estimated dimension). Fractional dimensions of a group are relative to the section's content
/// size (the container minus the section's insets), those of an item to its group.
@preconcurrency @MainActor
open class UICollectionViewCompositionalLayout: UICollectionViewLayout {
    /// Makes the section for an index (`SectionProvider`).
    public typealias SectionProvider = (Int, any NSCollectionLayoutEnvironment) -> NSCollectionLayoutSection?

    private let _provider: SectionProvider
    /// The layout's settings (`configuration`); setting it invalidates the layout.
    open var configuration: UICollectionViewCompositionalLayoutConfiguration { didSet { invalidateLayout() } }

    /// A layout whose sections are all `section` (`init(section:)`).
    public convenience init(section: NSCollectionLayoutSection) {
        self.init(section: section, configuration: UICollectionViewCompositionalLayoutConfiguration())
    }
    /// A layout whose sections are all `section` (`init(section:configuration:)`).
    public convenience init(section: NSCollectionLayoutSection, configuration: UICollectionViewCompositionalLayoutConfiguration) {
        self.init(sectionProvider: { _, _ in section }, configuration: configuration)
    }
    /// A layout asking `sectionProvider` for each section (`init(sectionProvider:)`).
    public convenience init(sectionProvider: @escaping SectionProvider) {
        self.init(sectionProvider: sectionProvider, configuration: UICollectionViewCompositionalLayoutConfiguration())
    }
    /// A layout asking `sectionProvider` for each section (`init(sectionProvider:configuration:)`).
    public init(sectionProvider: @escaping SectionProvider, configuration: UICollectionViewCompositionalLayoutConfiguration) {
        _provider = sectionProvider
        self.configuration = configuration
        super.init()
    }
    public required init?(coder: NSCoder) {
        _provider = { _, _ in nil }
        configuration = UICollectionViewCompositionalLayoutConfiguration()
        super.init(coder: coder)
    }

    /// A list layout (`list(using:)`): every section is `NSCollectionLayoutSection.list(using:layoutEnvironment:)`.
    public static func list(using configuration: UICollectionLayoutListConfiguration) -> UICollectionViewCompositionalLayout {
        UICollectionViewCompositionalLayout(sectionProvider: { _, env in
            NSCollectionLayoutSection.list(using: configuration, layoutEnvironment: env)
        }, configuration: UICollectionViewCompositionalLayoutConfiguration())
    }

    // MARK: State

    struct _Band {
        var minY: CGFloat
        var maxY: CGFloat
        var items: Range<Int>
    }
    struct _Section {
        var items: [UICollectionViewLayoutAttributes] = []
        var bands: [_Band] = []
        var supplementary: [UICollectionViewLayoutAttributes] = []
        /// Indexes into `supplementary` of headers pinned to the visible bounds.
        var pinned: [Int] = []
        /// Decoration views behind the section (`NSCollectionLayoutDecorationItem`).
        var decorations: [UICollectionViewLayoutAttributes] = []
        /// Where the section's items end (before bottom boundary items and insets).
        var bodyEnd: CGFloat = 0
        var minY: CGFloat = 0
        var maxY: CGFloat = 0
    }
    var _sections: [_Section] = []
    var _global: [UICollectionViewLayoutAttributes] = []
    var _contentSize: CGSize = .zero
    var _measured: [IndexPath: CGSize] = [:]
    var _estimated: Set<IndexPath> = []
    var _lastBoundsSize: CGSize = .zero
    /// The list configurations of list sections, by section index (their swipe action providers).
    var _listConfigurations: [Int: UICollectionLayoutListConfiguration] = [:]
    /// The sections that scroll across the layout's axis, by section index.
    var _orthogonalSections: [Int: _OrthogonalSection] = [:]
    override var _orthogonalScrollingSections: [Int: _OrthogonalSection] { _orthogonalSections }
    /// The sections' `visibleItemsInvalidationHandler`s, by section index, and the environment they get.
    var _handlers: [Int: NSCollectionLayoutSectionVisibleItemsInvalidationHandler] = [:]
    var _environment: (any NSCollectionLayoutEnvironment)?
    override var _visibleItemsHandlers: [Int: NSCollectionLayoutSectionVisibleItemsInvalidationHandler] { _handlers }
    override var _layoutEnvironment: (any NSCollectionLayoutEnvironment)? { _environment }

    open override var collectionViewContentSize: CGSize { _contentSize }

    open override func prepare() {
        super.prepare()
        _sections = []
        _global = []
        _estimated = []
        _listConfigurations = [:]
        _orthogonalSections = [:]
        _handlers = [:]
        _contentSize = .zero
        guard let cv = collectionView else { return }
        _lastBoundsSize = cv.bounds.size
        let adjusted = cv.adjustedContentInset
        let width = max(0, cv.bounds.width - adjusted.left - adjusted.right)
        let height = max(0, cv.bounds.height - adjusted.top - adjusted.bottom)
        let env = _LayoutEnvironment(container: _LayoutContainer(contentSize: CGSize(width: width, height: height)),
                                     traitCollection: cv.traitCollection)
        _environment = env
        var y: CGFloat = 0
        let container = CGSize(width: width, height: height)
        for item in configuration.boundarySupplementaryItems where _isTop(item.alignment) {
            y = _placeBoundary(item, index: IndexPath(item: 0, section: 0), x: 0, y: y, container: container, into: &_global)
        }
        let n = cv.numberOfSections
        for s in 0..<n {
            guard let section = _provider(s, env) else {
                preconditionFailure("UICollectionViewCompositionalLayout: the section provider returned nil for section \(s)")
            }
            if s > 0 { y += configuration.interSectionSpacing }
            if let h = section.visibleItemsInvalidationHandler { _handlers[s] = h }
            var sec = _Section()
            sec.minY = y
            let ins = section.contentInsets
            let content = CGSize(width: max(0, width - ins.leading - ins.trailing), height: max(0, height - ins.top - ins.bottom))
            let supX = section.supplementariesFollowContentInsets ? ins.leading : 0
            let supContainer = section.supplementariesFollowContentInsets ? content : container
            y += ins.top
            for b in section.boundarySupplementaryItems where _isTop(b.alignment) {
                if b.pinToVisibleBounds { sec.pinned.append(sec.supplementary.count) }
                y = _placeBoundary(b, index: IndexPath(item: 0, section: s), x: supX, y: y, container: supContainer, into: &sec.supplementary)
            }
            let count = cv.numberOfItems(inSection: s)
            var next = 0
            var first = true
            if section.orthogonalScrollingBehavior != .none {
                // One row of groups side by side, as iOS lays out an orthogonally scrolling section.
                var x = ins.leading, rowHeight: CGFloat = 0
                let start = sec.items.count
                var groups: [ClosedRange<CGFloat>] = []
                while next < count {
                    if !first { x += section.interGroupSpacing }
                    first = false
                    var frames: [(Int, CGRect, NSCollectionLayoutItem)] = []
                    let size = _layoutGroup(section._group, origin: CGPoint(x: x, y: y), container: content,
                                            section: s, next: &next, count: count, frames: &frames)
                    guard !frames.isEmpty else { break }
                    for (i, f, item) in frames {
                        let a = _makeAttributes(forCellWith: IndexPath(item: i, section: s))
                        a.frame = f
                        sec.items.append(a)
                        _placeAnchored(item, around: f, at: a.indexPath, into: &sec.supplementary)
                        rowHeight = max(rowHeight, f.maxY - y)
                    }
                    groups.append(x...(x + size.width))
                    x += size.width
                    rowHeight = max(rowHeight, size.height)
                }
                if sec.items.count > start { sec.bands.append(_Band(minY: y, maxY: y + rowHeight, items: start..<sec.items.count)) }
                _orthogonalSections[s] = _OrthogonalSection(frame: CGRect(x: 0, y: y, width: width, height: rowHeight),
                                                            contentWidth: x + ins.trailing, behavior: section.orthogonalScrollingBehavior,
                                                            groups: groups, leadingInset: ins.leading)
                y += rowHeight
            }
            while next < count {
                if !first { y += section.interGroupSpacing }
                first = false
                var frames: [(Int, CGRect, NSCollectionLayoutItem)] = []
                let size = _layoutGroup(section._group, origin: CGPoint(x: ins.leading, y: y), container: content,
                                        section: s, next: &next, count: count, frames: &frames)
                guard !frames.isEmpty else { break }
                let start = sec.items.count
                for (i, f, item) in frames {
                    let a = _makeAttributes(forCellWith: IndexPath(item: i, section: s))
                    a.frame = f
                    sec.items.append(a)
                    _placeAnchored(item, around: f, at: a.indexPath, into: &sec.supplementary)
                }
                let minY = frames.map { $0.1.minY }.min() ?? y
                sec.bands.append(_Band(minY: min(minY, y), maxY: max(y + size.height, frames.map { $0.1.maxY }.max() ?? y),
                                       items: start..<sec.items.count))
                y += size.height
            }
            sec.bodyEnd = y
            for b in section.boundarySupplementaryItems where !_isTop(b.alignment) {
                y = _placeBoundary(b, index: IndexPath(item: 0, section: s), x: supX, y: y, container: supContainer, into: &sec.supplementary)
            }
            y += ins.bottom
            sec.maxY = y
            for d in section.decorationItems {
                // The section's whole area (its insets included), inset by the decoration's own insets.
                let i = d.contentInsets
                let a = UICollectionViewLayoutAttributes(forDecorationViewOfKind: d.elementKind, with: IndexPath(item: 0, section: s))
                a.frame = CGRect(x: i.leading, y: sec.minY + i.top, width: max(0, width - i.leading - i.trailing),
                                 height: max(0, sec.maxY - sec.minY - i.top - i.bottom))
                a.zIndex = d.zIndex
                sec.decorations.append(a)
            }
            if let list = section._listConfiguration {
                _placeListElements(of: sec, count: count, list)
                _listConfigurations[s] = list
            }
            _sections.append(sec)
        }
        for item in configuration.boundarySupplementaryItems where !_isTop(item.alignment) {
            y = _placeBoundary(item, index: IndexPath(item: 0, section: 0), x: 0, y: y, container: container, into: &_global)
        }
        _contentSize = CGSize(width: width, height: y)
    }

    /// Tells a list section's rows and headers where they sit (see `_ListPlacement`).
    private func _placeListElements(of sec: _Section, count: Int, _ list: UICollectionLayoutListConfiguration) {
        for a in sec.items {
            let separator = list.itemSeparatorHandler?(a.indexPath, list.separatorConfiguration) ?? list.separatorConfiguration
            a._listPlacement = _ListPlacement(appearance: list.appearance, showsSeparators: list.showsSeparators, separator: separator,
                                              isFirstInSection: a.indexPath.item == 0, isLastInSection: a.indexPath.item == count - 1,
                                              isSupplementary: false)
        }
        for a in sec.supplementary {
            a._listPlacement = _ListPlacement(appearance: list.appearance, showsSeparators: list.showsSeparators,
                                              separator: list.separatorConfiguration,
                                              isFirstInSection: false, isLastInSection: false, isSupplementary: true)
        }
    }

    private func _isTop(_ a: NSRectAlignment) -> Bool { a == .top || a == .topLeading || a == .topTrailing || a == .none }

    private func _placeBoundary(_ b: NSCollectionLayoutBoundarySupplementaryItem, index: IndexPath, x: CGFloat, y: CGFloat,
                                container: CGSize, into list: inout [UICollectionViewLayoutAttributes]) -> CGFloat {
        let size = b.layoutSize._resolve(in: container)
        var fx = x
        switch b.alignment {
        case .topTrailing, .bottomTrailing, .trailing: fx = x + container.width - size.width
        case .top, .bottom, .none: fx = x + (container.width - size.width) / 2
        default: break
        }
        let a = _makeAttributes(forSupplementaryViewOfKind: b.elementKind, with: index)
        a.frame = CGRect(x: fx + b.offset.x, y: y + b.offset.y, width: size.width, height: size.height)
        a.zIndex = b.zIndex
        list.append(a)
        return b.extendsBoundary ? y + size.height : y
    }

    /// Places the supplementary items anchored to `item` around one of its cells' frame: sized relative to
    /// the cell, attached by their anchors, with the cell's index path.
    private func _placeAnchored(_ item: NSCollectionLayoutItem, around frame: CGRect, at indexPath: IndexPath,
                                into list: inout [UICollectionViewLayoutAttributes]) {
        guard !item.supplementaryItems.isEmpty else { return }
        let rtl = collectionView?.effectiveUserInterfaceLayoutDirection == .rightToLeft
        for sup in item.supplementaryItems {
            let size = sup.layoutSize._resolve(in: frame.size)
            let anchor = sup.containerAnchor ?? NSCollectionLayoutAnchor(edges: [])
            let a = _makeAttributes(forSupplementaryViewOfKind: sup.elementKind, with: indexPath)
            a.frame = anchor.frame(of: size, in: frame, itemAnchor: sup.itemAnchor, rtl: rtl)
            a.zIndex = sup.zIndex
            list.append(a)
        }
    }

    /// Lays out one group at `origin` in a container, taking items from `next`; returns the group's size.
    private func _layoutGroup(_ g: NSCollectionLayoutGroup, origin: CGPoint, container: CGSize, section: Int,
                              next: inout Int, count: Int, frames: inout [(Int, CGRect, NSCollectionLayoutItem)]) -> CGSize {
        var size = g.layoutSize._resolve(in: container)
        let horizontal = g._axis == .horizontal
        let length = horizontal ? size.width : size.height
        let spacing = g.interItemSpacing?.spacing ?? 0
        // The slots along the group's axis: the subitems (or copies) and their lengths.
        var slots: [(NSCollectionLayoutItem, CGFloat)] = []
        if let c = g._count {
            let each = max(0, (length - spacing * CGFloat(c - 1)) / CGFloat(c))
            slots = Array(repeating: (g.subitems[0], each), count: c)
        } else {
            var used: CGFloat = 0
            var k = 0
            while true {
                let sub = g.subitems[k % g.subitems.count]
                let s = sub.layoutSize._resolve(in: size)
                let l = horizontal ? s.width : s.height
                if !slots.isEmpty && used + spacing + l > length + 0.001 { break }
                if l <= 0 && !slots.isEmpty { break }
                used += (slots.isEmpty ? 0 : spacing) + l
                slots.append((sub, l))
                k += 1
                if k > 10_000 { break }
            }
        }
        var gap = spacing
        if let s = g.interItemSpacing, s.isFlexibleSpacing, slots.count > 1 {
            let total = slots.reduce(0) { $0 + $1.1 }
            gap = max(spacing, (length - total) / CGFloat(slots.count - 1))
        }
        var pos: CGFloat = 0
        var across: CGFloat = 0
        for (sub, l) in slots {
            guard next < count else { break }
            let slotOrigin = horizontal ? CGPoint(x: origin.x + pos, y: origin.y) : CGPoint(x: origin.x, y: origin.y + pos)
            var used = l
            if let sg = sub as? NSCollectionLayoutGroup {
                // A nested group's fractions are relative to the group holding it.
                let s = _layoutGroup(sg, origin: slotOrigin, container: size, section: section, next: &next, count: count, frames: &frames)
                across = max(across, horizontal ? s.height : s.width)
                used = horizontal ? s.width : s.height
            } else {
                let ip = IndexPath(item: next, section: section)
                var s = sub.layoutSize._resolve(in: size)
                if horizontal { s.width = l } else { s.height = l }
                let estimatedW = sub.layoutSize.widthDimension.isEstimated, estimatedH = sub.layoutSize.heightDimension.isEstimated
                if estimatedW || estimatedH {
                    _estimated.insert(ip)
                    if let m = _measured[ip] {
                        if estimatedW { s.width = m.width }
                        if estimatedH { s.height = m.height }
                    }
                    used = horizontal ? s.width : s.height
                }
                let i = sub.contentInsets
                let f = CGRect(x: slotOrigin.x + i.leading, y: slotOrigin.y + i.top,
                               width: max(0, s.width - i.leading - i.trailing), height: max(0, s.height - i.top - i.bottom))
                frames.append((next, f, sub))
                next += 1
                across = max(across, horizontal ? s.height : s.width)
            }
            pos += used + gap
        }
        let laidOut = max(0, pos - gap)
        if horizontal {
            if g.layoutSize.heightDimension.isEstimated { size.height = across }
            if g.layoutSize.widthDimension.isEstimated { size.width = laidOut }
        } else {
            if g.layoutSize.heightDimension.isEstimated { size.height = laidOut }
            if g.layoutSize.widthDimension.isEstimated { size.width = across }
        }
        return size
    }

    open override func layoutAttributesForElements(in rect: CGRect) -> [UICollectionViewLayoutAttributes]? {
        var out = _global.filter { $0.frame.intersects(rect) }
        for sec in _sections {
            for k in sec.pinned {
                let a = _pinned(sec, k)
                if a.frame.intersects(rect) { out.append(a) }
            }
            guard sec.minY < rect.maxY && sec.maxY > rect.minY else { continue }
            for a in sec.decorations where a.frame.intersects(rect) { out.append(a) }
            for (k, a) in sec.supplementary.enumerated() where !sec.pinned.contains(k) && a.frame.intersects(rect) { out.append(a) }
            var lo = 0, hi = sec.bands.count
            while lo < hi {
                let m = (lo + hi) / 2
                if sec.bands[m].maxY > rect.minY { hi = m } else { lo = m + 1 }
            }
            var b = lo
            while b < sec.bands.count, sec.bands[b].minY < rect.maxY {
                for k in sec.bands[b].items where sec.items[k].frame.intersects(rect) { out.append(sec.items[k]) }
                b += 1
            }
        }
        return out
    }

    /// A pinned header's attributes: at the top of the visible area while its section is on screen, pushed up
    /// by the section's end.
    private func _pinned(_ sec: _Section, _ k: Int) -> UICollectionViewLayoutAttributes {
        let a = sec.supplementary[k]
        guard let cv = collectionView else { return a }
        let top = cv.bounds.minY + cv.adjustedContentInset.top
        let y = max(a.frame.minY, min(top, sec.bodyEnd - a.frame.height))
        guard y != a.frame.minY else { return a }
        let c = a.copy() as! UICollectionViewLayoutAttributes
        c.frame.origin.y = y
        c.zIndex = max(a.zIndex, 1024)
        return c
    }

    open override func layoutAttributesForItem(at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? {
        guard indexPath.count == 2, _sections.indices.contains(indexPath.section),
              _sections[indexPath.section].items.indices.contains(indexPath.item) else { return nil }
        return _sections[indexPath.section].items[indexPath.item]
    }

    open override func layoutAttributesForSupplementaryView(ofKind elementKind: String, at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? {
        guard indexPath.count == 2 else { return nil }
        if _sections.indices.contains(indexPath.section) {
            let sec = _sections[indexPath.section]
            if let k = sec.supplementary.firstIndex(where: { $0.representedElementKind == elementKind && $0.indexPath == indexPath }) {
                return sec.pinned.contains(k) ? _pinned(sec, k) : sec.supplementary[k]
            }
        }
        return _global.first { $0.representedElementKind == elementKind && $0.indexPath == indexPath }
    }

    open override func layoutAttributesForDecorationView(ofKind elementKind: String, at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? {
        guard indexPath.count == 2, _sections.indices.contains(indexPath.section) else { return nil }
        return _sections[indexPath.section].decorations.first { $0.representedElementKind == elementKind && $0.indexPath == indexPath }
    }

    open override func shouldInvalidateLayout(forBoundsChange newBounds: CGRect) -> Bool { newBounds.size != _lastBoundsSize }

    open override func shouldInvalidateLayout(forPreferredLayoutAttributes preferredAttributes: UICollectionViewLayoutAttributes,
                                              withOriginalAttributes originalAttributes: UICollectionViewLayoutAttributes) -> Bool {
        preferredAttributes.representedElementCategory == .cell && _estimated.contains(preferredAttributes.indexPath)
            && preferredAttributes.size != originalAttributes.size
    }

    override func _recordPreferredAttributes(_ attributes: UICollectionViewLayoutAttributes) {
        guard attributes.representedElementCategory == .cell else { return }
        _measured[attributes.indexPath] = attributes.size
    }
    override func _usesSelfSizing(for attributes: UICollectionViewLayoutAttributes) -> Bool {
        attributes.representedElementCategory == .cell && _estimated.contains(attributes.indexPath)
    }
    override var _selfSizingFixedAxis: Int { 1 }
    override func _remapIndexPaths(_ newIndexPath: (IndexPath) -> IndexPath?) {
        var m: [IndexPath: CGSize] = [:]
        for (ip, s) in _measured { if let n = newIndexPath(ip) { m[n] = s } }
        _measured = m
    }
    open override func invalidateLayout(with context: UICollectionViewLayoutInvalidationContext) {
        if context.invalidateEverything { _measured.removeAll() }
        super.invalidateLayout(with: context)
    }
}
