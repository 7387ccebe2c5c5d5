import Foundation

/// A layout that places items in lines, mirroring `UICollectionViewFlowLayout`: a grid that fills each line
/// across the collection view and scrolls along `scrollDirection`, with optional section headers and
/// footers (`UICollectionView.elementKindSectionHeader/Footer`).
///
/// Rules (Apple's documentation of the properties, and the layout as iOS draws it; see Docs/Deviations.md):
/// - Each section: header (full width for vertical scrolling, its reference height), then
///   `sectionInset.top`, the lines of items separated by at least `minimumLineSpacing`, `sectionInset.bottom`,
///   then the footer. Line spacing is not applied between the header and the first line or the last line
///   and the footer.
/// - A line takes items while they fit in the width left by the section insets with at least
///   `minimumInteritemSpacing` between them; "after the number of items is determined, the actual spacing
///   may be adjusted upward": the items of a full line are spread so the first touches the leading inset and
///   the last the trailing inset. A line holding a single item centres it.
/// - The last line of a section with items of different sizes is not spread: its items follow each other at
///   `minimumInteritemSpacing` from the leading inset. When every item of the section has the same size, all
///   lines (the last too) use the columns of a full line, so the grid stays aligned.
/// - Items shorter than their line are centred in it across the line (vertically for vertical scrolling).
/// - The content is as wide as the collection view minus its adjusted content insets (vertical scrolling);
///   horizontal scrolling swaps the axes (lines are columns, headers are at the leading edge).
@preconcurrency @MainActor
open class UICollectionViewFlowLayout: UICollectionViewLayout {
    /// A size that asks the flow layout to size items themselves (`automaticSize`), for `estimatedItemSize`.
    public static let automaticSize = CGSize(width: CGFloat.greatestFiniteMagnitude, height: CGFloat.greatestFiniteMagnitude)

    /// Where section insets are measured from, mirroring `UICollectionViewFlowLayout.SectionInsetReference`.
    public enum SectionInsetReference: Int, Sendable {
        case fromContentInset = 0
        case fromSafeArea = 1
        case fromLayoutMargins = 2
    }

    /// The minimum spacing between lines (`minimumLineSpacing`, default 10).
    open var minimumLineSpacing: CGFloat = 10 { didSet { _changed(oldValue != minimumLineSpacing) } }
    /// The minimum spacing between items of a line (`minimumInteritemSpacing`, default 10).
    open var minimumInteritemSpacing: CGFloat = 10 { didSet { _changed(oldValue != minimumInteritemSpacing) } }
    /// The size of items when the delegate gives none (`itemSize`, default 50×50).
    open var itemSize = CGSize(width: 50, height: 50) { didSet { _changed(oldValue != itemSize) } }
    /// The estimated size of self-sizing items (`estimatedItemSize`, default zero: no self-sizing).
    /// Non-zero (or `automaticSize`) makes each cell's `preferredLayoutAttributesFitting(_:)` give its size.
    open var estimatedItemSize: CGSize = .zero { didSet { _changed(oldValue != estimatedItemSize) } }
    /// The scrolling direction (`scrollDirection`, default `.vertical`).
    open var scrollDirection: UICollectionView.ScrollDirection = .vertical { didSet { _changed(oldValue != scrollDirection) } }
    /// The size of section headers (`headerReferenceSize`, default zero: no headers). Only the height is
    /// used for vertical scrolling, only the width for horizontal.
    open var headerReferenceSize: CGSize = .zero { didSet { _changed(oldValue != headerReferenceSize) } }
    /// The size of section footers (`footerReferenceSize`, default zero: no footers).
    open var footerReferenceSize: CGSize = .zero { didSet { _changed(oldValue != footerReferenceSize) } }
    /// The margins around each section's items (`sectionInset`, default zero).
    open var sectionInset: UIEdgeInsets = .zero { didSet { _changed(oldValue != sectionInset) } }
    /// Where section insets are measured from (`sectionInsetReference`, default `.fromContentInset`).
    open var sectionInsetReference: SectionInsetReference = .fromContentInset { didSet { _changed(oldValue != sectionInsetReference) } }
    /// Whether headers stay at the top of the visible area while their section scrolls
    /// (`sectionHeadersPinToVisibleBounds`, default false).
    open var sectionHeadersPinToVisibleBounds = false { didSet { _changed(oldValue != sectionHeadersPinToVisibleBounds) } }
    /// Whether footers stay at the bottom of the visible area (`sectionFootersPinToVisibleBounds`, default false).
    open var sectionFootersPinToVisibleBounds = false { didSet { _changed(oldValue != sectionFootersPinToVisibleBounds) } }

    open override class var invalidationContextClass: AnyClass { UICollectionViewFlowLayoutInvalidationContext.self }

    /// Creates a flow layout with the default metrics (`init()`).
    public override init() { super.init() }
    public required init?(coder: NSCoder) { super.init(coder: coder) }

    // MARK: State

    struct _Section {
        var items: [UICollectionViewLayoutAttributes] = []
        var header: UICollectionViewLayoutAttributes?
        var footer: UICollectionViewLayoutAttributes?
        /// Item ranges of the lines and their extents along the scrolling axis.
        var lines: [Range<Int>] = []
        var lineStarts: [CGFloat] = []
        var lineEnds: [CGFloat] = []
        /// Extents along the scrolling axis: whole section, and the part before the footer.
        var start: CGFloat = 0
        var end: CGFloat = 0
        var bodyEnd: CGFloat = 0
    }
    var _sections: [_Section] = []
    var _contentSize: CGSize = .zero
    var _measured: [IndexPath: CGSize] = [:]
    var _lastBoundsSize: CGSize = .zero

    private func _changed(_ really: Bool) { if really { invalidateLayout() } }

    // MARK: UICollectionViewLayout

    open override var collectionViewContentSize: CGSize { _contentSize }

    open override func prepare() {
        super.prepare()
        _sections = []
        _contentSize = .zero
        guard let cv = collectionView else { return }
        _lastBoundsSize = cv.bounds.size
        let vertical = scrollDirection == .vertical
        let adjusted = cv.adjustedContentInset
        let across = max(0, vertical ? cv.bounds.width - adjusted.left - adjusted.right : cv.bounds.height - adjusted.top - adjusted.bottom)
        let d = cv.delegate as? any UICollectionViewDelegateFlowLayout
        let extra = _referenceInsets(cv)
        let selfSizing = estimatedItemSize != .zero
        let estimate = estimatedItemSize == UICollectionViewFlowLayout.automaticSize ? CGSize(width: 50, height: 50) : estimatedItemSize
        let nSections = cv.numberOfSections
        var cursor: CGFloat = 0
        _sections.reserveCapacity(nSections)
        // Maps (across, along) to a frame.
        func rect(_ u: CGFloat, _ v: CGFloat, _ du: CGFloat, _ dv: CGFloat) -> CGRect {
            vertical ? CGRect(x: u, y: v, width: du, height: dv) : CGRect(x: v, y: u, width: dv, height: du)
        }
        for s in 0..<nSections {
            var sec = _Section()
            sec.start = cursor
            let n = cv.numberOfItems(inSection: s)
            var inset = d?.collectionView(cv, layout: self, insetForSectionAt: s) ?? sectionInset
            inset.top += extra.top; inset.left += extra.left; inset.bottom += extra.bottom; inset.right += extra.right
            let rawLineSpacing = d?.collectionView(cv, layout: self, minimumLineSpacingForSectionAt: s) ?? minimumLineSpacing
            let rawInterSpacing = d?.collectionView(cv, layout: self, minimumInteritemSpacingForSectionAt: s) ?? minimumInteritemSpacing
            let headerSize = d?.collectionView(cv, layout: self, referenceSizeForHeaderInSection: s) ?? headerReferenceSize
            let footerSize = d?.collectionView(cv, layout: self, referenceSizeForFooterInSection: s) ?? footerReferenceSize
            let headerLength = Self._finite(vertical ? headerSize.height : headerSize.width)
            let footerLength = Self._finite(vertical ? footerSize.height : footerSize.width)
            let lineSpacing = Self._finite(rawLineSpacing), interSpacing = Self._finite(rawInterSpacing)
            if headerLength > 0 {
                let a = _makeAttributes(forSupplementaryViewOfKind: UICollectionView.elementKindSectionHeader,
                                                         with: IndexPath(item: 0, section: s))
                a.frame = rect(0, cursor, across, headerLength)
                a.zIndex = 10
                sec.header = a
                cursor += headerLength
            }
            let (lead, trail, before, after) = vertical ? (inset.left, inset.right, inset.top, inset.bottom)
                                                        : (inset.top, inset.bottom, inset.left, inset.right)
            cursor += before
            let available = max(0, across - lead - trail)
            // Item sizes as (across, along).
            var sizes = [CGSize](repeating: .zero, count: n)
            var uniform = true
            for i in 0..<n {
                let ip = IndexPath(item: i, section: s)
                var size: CGSize
                if selfSizing { size = _measured[ip] ?? estimate }
                else { size = d?.collectionView(cv, layout: self, sizeForItemAt: ip) ?? itemSize }
                if !size.width.isFinite || !size.height.isFinite {
                    UIKitLog.warn("UICollectionViewFlowLayout: item \(ip) has a non-finite size \(size); using zero")
                    size = .zero
                }
                size = CGSize(width: max(0, size.width), height: max(0, size.height))
                if (vertical ? size.width : size.height) > available + 0.001, n > 0 {
                    UIKitLog.warn("UICollectionViewFlowLayout: the item \(vertical ? "width" : "height") must be less than the \(vertical ? "width" : "height") of the UICollectionView minus the section insets (item \(ip), size \(size))")
                }
                sizes[i] = vertical ? size : CGSize(width: size.height, height: size.width)
                if i > 0 && sizes[i] != sizes[0] { uniform = false }
            }
            // Break into lines.
            var lines: [Range<Int>] = []
            var i = 0
            while i < n {
                var used = sizes[i].width
                var j = i + 1
                while j < n, used + interSpacing + sizes[j].width <= available + 0.001 {
                    used += interSpacing + sizes[j].width
                    j += 1
                }
                lines.append(i..<j)
                i = j
            }
            // Uniform sections use the columns of a full line on every line.
            var columns = 1
            var columnStep: CGFloat = 0
            if uniform, n > 0 {
                let w = sizes[0].width
                columns = max(1, Int(((available + interSpacing + 0.001) / max(w + interSpacing, 0.0001)).rounded(.down)))
                columnStep = columns > 1 ? w + (available - CGFloat(columns) * w) / CGFloat(columns - 1) : 0
            }
            var items = [UICollectionViewLayoutAttributes]()
            items.reserveCapacity(n)
            sec.lineStarts.reserveCapacity(lines.count)
            sec.lineEnds.reserveCapacity(lines.count)
            let itemsStart = cursor
            for (li, line) in lines.enumerated() {
                if li > 0 { cursor += lineSpacing }
                let lineLength = line.map { sizes[$0].height }.max() ?? 0
                let sum = line.reduce(CGFloat(0)) { $0 + sizes[$1].width }
                let count = line.count
                let last = li == lines.count - 1
                var u = lead
                var gap = interSpacing
                if uniform {
                    gap = columnStep - sizes[line.lowerBound].width
                    if columns == 1 { u = lead + max(0, (available - sum) / 2) }
                } else if count == 1 {
                    if !last { u = lead + max(0, (available - sum) / 2) }
                } else if !last {
                    gap = (available - sum) / CGFloat(count - 1)
                }
                for k in line {
                    let sz = sizes[k]
                    let a = _makeAttributes(forCellWith: IndexPath(item: k, section: s))
                    a.frame = rect(u, cursor + (lineLength - sz.height) / 2, sz.width, sz.height)
                    items.append(a)
                    u += sz.width + gap
                }
                sec.lines.append(line)
                sec.lineStarts.append(cursor)
                sec.lineEnds.append(cursor + lineLength)
                cursor += lineLength
            }
            if lines.isEmpty { cursor = itemsStart }
            cursor += after
            sec.bodyEnd = cursor
            if footerLength > 0 {
                let a = _makeAttributes(forSupplementaryViewOfKind: UICollectionView.elementKindSectionFooter,
                                                         with: IndexPath(item: 0, section: s))
                a.frame = rect(0, cursor, across, footerLength)
                a.zIndex = 10
                sec.footer = a
                cursor += footerLength
            }
            sec.end = cursor
            sec.items = items
            _sections.append(sec)
        }
        _contentSize = vertical ? CGSize(width: across, height: cursor) : CGSize(width: cursor, height: across)
    }

    /// A finite, non-negative length (NaN and infinities count as zero).
    static func _finite(_ v: CGFloat) -> CGFloat { v.isFinite ? max(0, v) : 0 }

    /// Extra insets for `sectionInsetReference` (safe area or layout margins beyond the adjusted content inset).
    private func _referenceInsets(_ cv: UICollectionView) -> UIEdgeInsets {
        let adjusted = cv.adjustedContentInset, content = cv.contentInset
        let fromAdjustment = UIEdgeInsets(top: adjusted.top - content.top, left: adjusted.left - content.left,
                                          bottom: adjusted.bottom - content.bottom, right: adjusted.right - content.right)
        let target: UIEdgeInsets
        switch sectionInsetReference {
        case .fromContentInset: return .zero
        case .fromSafeArea: target = cv.safeAreaInsets
        case .fromLayoutMargins: target = cv.layoutMargins
        }
        return UIEdgeInsets(top: max(0, target.top - fromAdjustment.top), left: max(0, target.left - fromAdjustment.left),
                            bottom: max(0, target.bottom - fromAdjustment.bottom), right: max(0, target.right - fromAdjustment.right))
    }

    open override func layoutAttributesForElements(in rect: CGRect) -> [UICollectionViewLayoutAttributes]? {
        let vertical = scrollDirection == .vertical
        let lo = vertical ? rect.minY : rect.minX, hi = vertical ? rect.maxY : rect.maxX
        var out: [UICollectionViewLayoutAttributes] = []
        for (si, sec) in _sections.enumerated() {
            if let h = _header(si), h.frame.intersects(rect) { out.append(h) }
            guard sec.start < hi, sec.end > lo else { continue }
            // First line ending after `lo`, by binary search.
            var a = 0, b = sec.lineEnds.count
            while a < b {
                let m = (a + b) / 2
                if sec.lineEnds[m] > lo { b = m } else { a = m + 1 }
            }
            var li = a
            while li < sec.lines.count, sec.lineStarts[li] < hi {
                for k in sec.lines[li] where sec.items[k].frame.intersects(rect) { out.append(sec.items[k]) }
                li += 1
            }
            if let f = _footer(si), f.frame.intersects(rect) { out.append(f) }
        }
        return out
    }

    open override func layoutAttributesForItem(at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? {
        guard indexPath.count == 2, _sections.indices.contains(indexPath.section),
              _sections[indexPath.section].items.indices.contains(indexPath.item) else { return nil }
        return _sections[indexPath.section].items[indexPath.item]
    }

    open override func layoutAttributesForSupplementaryView(ofKind elementKind: String, at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? {
        guard indexPath.count == 2, _sections.indices.contains(indexPath.section), indexPath.item == 0 else { return nil }
        switch elementKind {
        case UICollectionView.elementKindSectionHeader: return _header(indexPath.section)
        case UICollectionView.elementKindSectionFooter: return _footer(indexPath.section)
        default: return nil
        }
    }

    /// A section's header attributes, pinned to the top of the visible area when asked.
    private func _header(_ s: Int) -> UICollectionViewLayoutAttributes? {
        guard let h = _sections[s].header else { return nil }
        guard sectionHeadersPinToVisibleBounds, let cv = collectionView else { return h }
        let vertical = scrollDirection == .vertical
        let sec = _sections[s]
        let length = vertical ? h.size.height : h.size.width
        let top = vertical ? cv.bounds.minY + cv.adjustedContentInset.top : cv.bounds.minX + cv.adjustedContentInset.left
        let pinned = max(sec.start, min(top, sec.bodyEnd - length))
        if pinned == sec.start { return h }
        let c = h.copy() as! UICollectionViewLayoutAttributes
        var f = c.frame
        if vertical { f.origin.y = pinned } else { f.origin.x = pinned }
        c.frame = f
        c.zIndex = 1024
        return c
    }

    /// A section's footer attributes, pinned to the bottom of the visible area when asked.
    private func _footer(_ s: Int) -> UICollectionViewLayoutAttributes? {
        guard let f0 = _sections[s].footer else { return nil }
        guard sectionFootersPinToVisibleBounds, let cv = collectionView else { return f0 }
        let vertical = scrollDirection == .vertical
        let sec = _sections[s]
        let length = vertical ? f0.size.height : f0.size.width
        let bottom = vertical ? cv.bounds.maxY - cv.adjustedContentInset.bottom : cv.bounds.maxX - cv.adjustedContentInset.right
        let headerEnd = sec.start + (sec.header.map { vertical ? $0.size.height : $0.size.width } ?? 0)
        let pinned = min(sec.bodyEnd, max(bottom - length, headerEnd))
        if pinned == sec.bodyEnd { return f0 }
        let c = f0.copy() as! UICollectionViewLayoutAttributes
        var f = c.frame
        if vertical { f.origin.y = pinned } else { f.origin.x = pinned }
        c.frame = f
        c.zIndex = 1024
        return c
    }

    /// A size change across the scrolling axis re-flows the lines; pinned headers or footers follow every
    /// scroll (without recomputing the lines) (`shouldInvalidateLayout(forBoundsChange:)`).
    open override func shouldInvalidateLayout(forBoundsChange newBounds: CGRect) -> Bool {
        newBounds.size != _lastBoundsSize || sectionHeadersPinToVisibleBounds || sectionFootersPinToVisibleBounds
    }

    open override func invalidationContext(forBoundsChange newBounds: CGRect) -> UICollectionViewLayoutInvalidationContext {
        let c = super.invalidationContext(forBoundsChange: newBounds)
        if let f = c as? UICollectionViewFlowLayoutInvalidationContext, newBounds.size == _lastBoundsSize {
            f.invalidateFlowLayoutDelegateMetrics = false
            f.invalidateFlowLayoutAttributes = false
        }
        return c
    }

    open override func invalidateLayout(with context: UICollectionViewLayoutInvalidationContext) {
        if let f = context as? UICollectionViewFlowLayoutInvalidationContext, !f.invalidateFlowLayoutAttributes,
           !f.invalidateFlowLayoutDelegateMetrics, !f.invalidateEverything, !f.invalidateDataSourceCounts {
            // Only pinned supplementary views move: no new lines, the next layout pass re-reads them.
            collectionView?.setNeedsLayout()
            return
        }
        if context.invalidateEverything { _measured.removeAll() }
        super.invalidateLayout(with: context)
    }

    open override func shouldInvalidateLayout(forPreferredLayoutAttributes preferredAttributes: UICollectionViewLayoutAttributes,
                                              withOriginalAttributes originalAttributes: UICollectionViewLayoutAttributes) -> Bool {
        estimatedItemSize != .zero && preferredAttributes.representedElementCategory == .cell
            && preferredAttributes.size != originalAttributes.size
    }

    override func _recordPreferredAttributes(_ attributes: UICollectionViewLayoutAttributes) {
        guard attributes.representedElementCategory == .cell else { return }
        _measured[attributes.indexPath] = attributes.size
    }

    override func _usesSelfSizing(for attributes: UICollectionViewLayoutAttributes) -> Bool {
        estimatedItemSize != .zero && attributes.representedElementCategory == .cell
    }

    override func _remapIndexPaths(_ newIndexPath: (IndexPath) -> IndexPath?) {
        var m: [IndexPath: CGSize] = [:]
        for (ip, s) in _measured { if let n = newIndexPath(ip) { m[n] = s } }
        _measured = m
    }
}
