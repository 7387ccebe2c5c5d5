import Foundation

/// Content, looks, layout and sizing of `UIButton`.
extension UIButton {
    func makeTitleLabel() -> UILabel {
        if let l = _titleLabel { return l }
        let l = UILabel()
        l.font = UIFont.systemFont(ofSize: 15)
        l.textAlignment = .natural
        l.lineBreakMode = .byTruncatingMiddle
        _titleLabel = l
        addSubview(l)
        return l
    }

    func makeImageView() -> UIImageView {
        if let v = _imageView { return v }
        let v = UIImageView()
        // iOS's button image views clip to their bounds (`clipsToBounds = YES` in their description).
        v.clipsToBounds = true
        _imageView = v
        addSubview(v)
        return v
    }

    var isSystemStyle: Bool { _buttonType != .custom }

    /// The title colour a button type uses where none is set: the tint for system buttons (grey while
    /// disabled), white for custom ones (nil, so the caller falls back).
    func defaultTitleColor(for state: UIControl.State) -> UIColor? {
        if titleColors[0] != nil && !(isSystemStyle && state.contains(.disabled)) { return nil }
        guard isSystemStyle else { return nil }
        if state.contains(.disabled) { return titleColors[UIControl.State.disabled.rawValue] ?? .tertiaryLabel }
        return tintColor ?? .systemBlue
    }

    /// The glyph a special button type shows (detail disclosure, info, add, close), drawn in code. The
    /// disclosure, info and add glyphs are templates drawn in the button's tint colour, as on iOS; the
    /// close glyph keeps its greys.
    func typeImage() -> UIImage? {
        let kind = _buttonType
        guard [.detailDisclosure, .infoLight, .infoDark, .contactAdd, .close].contains(kind) else { return nil }
        // The add button's glyph is the size of iOS's `plus.circle` symbol image (73 × 71 pixels at 3×,
        // as swift-snapshot-testing's iOS reference of `UIButton(type: .contactAdd)` shows); the others
        // keep a 22-point square.
        let size = kind == .contactAdd ? CGSize(width: 73.0 / 3, height: 71.0 / 3) : CGSize(width: 22, height: 22)
        let f = UIGraphicsImageRendererFormat()
        let glyph = UIGraphicsImageRenderer(size: size, format: f).image { ctx in
            let c = ctx.cgContext
            c.translateBy(x: (size.width - 22) / 2, y: (size.height - 22) / 2)
            let circle = CGRect(x: 1, y: 1, width: 20, height: 20)
            if kind == .contactAdd {
                // iOS's `plus.circle` at this size (measured on its 3× rendering): a 1.55-point ring
                // 21.64 points across its outer edge on the axes, centred and outlined as SF Symbols
                // outline rings, and a plus of 1.55-point round-capped strokes, 10.45 points wide and 10.3
                // points tall, its upright 0.08 points above centre.
                UIColor.black.setStroke()
                UIColor.black.setFill()
                c.setLineWidth(1.55)
                let across = 10.45 / 2 - 0.775, up = 10.3 / 2 - 0.775
                SymbolImageRenderer.fillRing(in: c, center: CGPoint(x: 11, y: 11), radius: 21.64 / 2 - 0.775, width: 1.55)
                c.setLineCap(.round)
                c.move(to: CGPoint(x: 11, y: 10.92 - up)); c.addLine(to: CGPoint(x: 11, y: 10.92 + up))
                c.move(to: CGPoint(x: 11 - across, y: 11)); c.addLine(to: CGPoint(x: 11 + across, y: 11))
                c.strokePath()
                return
            }
            if kind == .close {
                UIColor.systemGray5.setFill()
                c.fillEllipse(in: circle)
                UIColor.systemGray.setStroke()
            } else {
                UIColor.black.setStroke()
                c.setLineWidth(1.5)
                c.strokeEllipse(in: circle.insetBy(dx: 0.5, dy: 0.5))
            }
            c.setLineWidth(2)
            c.setLineCap(.round)
            switch kind {
            case .close:
                c.move(to: CGPoint(x: 7.5, y: 7.5)); c.addLine(to: CGPoint(x: 14.5, y: 14.5))
                c.move(to: CGPoint(x: 14.5, y: 7.5)); c.addLine(to: CGPoint(x: 7.5, y: 14.5))
            default:
                c.move(to: CGPoint(x: 11, y: 10)); c.addLine(to: CGPoint(x: 11, y: 16))
                c.move(to: CGPoint(x: 11, y: 6.5)); c.addLine(to: CGPoint(x: 11, y: 6.6))
            }
            c.strokePath()
        }
        return kind == .close ? glyph : glyph.withRenderingMode(.alwaysTemplate)
    }

    func buttonTypeDidSet() {
        if typeImage() != nil, images[0] == nil { images[0] = typeImage() }
        contentDidChange()
    }

    /// Called when content or state-dependent values change: refreshes the subviews and sizes.
    func contentDidChange() {
        if _configuration != nil { applyConfiguration(); return }
        updateLooks()
        setNeedsLayout()
        // The title, image and insets decide `intrinsicContentSize`, which constraints size the button by.
        invalidateIntrinsicContentSize()
    }

    /// Shows the current state's title, colours and images.
    func updateLooks() {
        guard _configuration == nil else { return }
        let st = state
        if let attributed = attributedTitle(for: st) {
            makeTitleLabel().attributedText = attributed
        } else if let t = title(for: st) {
            let l = makeTitleLabel()
            l.text = t
            l.textColor = titleColor(for: st) ?? .white
            l.shadowColor = titleShadowColor(for: st)
        } else {
            _titleLabel?.text = nil
        }
        if let image = image(for: st) {
            let v = makeImageView()
            v.preferredSymbolConfiguration = preferredSymbolConfigurationForImage(in: st)
            v.image = image
            if isSystemStyle { v.tintColor = tintColor }
        } else {
            _imageView?.image = nil
        }
        if let bg = backgroundImage(for: st) {
            if backgroundImageView == nil {
                let v = UIImageView()
                backgroundImageView = v
                insertSubview(v, at: 0)
            }
            backgroundImageView?.image = bg
        } else {
            backgroundImageView?.image = nil
        }
        // System buttons fade their content while highlighted.
        let fade: CGFloat = isSystemStyle && isHighlighted && titleColors[UIControl.State.highlighted.rawValue] == nil ? 0.2 : 1
        _titleLabel?.alpha = fade
        _imageView?.alpha = isHighlighted && (isSystemStyle || adjustsImageWhenHighlighted) ? (isSystemStyle ? 0.2 : 0.7) : (!isEnabled && adjustsImageWhenDisabled ? 0.4 : 1)
        setNeedsLayout()
    }

    var titleSize: CGSize {
        guard let l = _titleLabel, !(l.text ?? "").isEmpty else { return .zero }
        return l.intrinsicContentSize
    }
    /// The shown image's size (a symbol's under the button's preferred symbol configuration).
    var imageSize: CGSize { _imageView.flatMap { $0._displaySize(of: $0.image) } ?? .zero }

    /// Horizontal start of a run of `width` in `content`, by `contentHorizontalAlignment`.
    func alignedX(_ width: CGFloat, in content: CGRect) -> CGFloat {
        switch effectiveContentHorizontalAlignment {
        case .left, .leading, .fill: return content.minX
        case .right, .trailing: return content.maxX - width
        default: return content.minX + (content.width - width) / 2
        }
    }
    func alignedY(_ height: CGFloat, in content: CGRect) -> CGFloat {
        switch contentVerticalAlignment {
        case .top, .fill: return content.minY
        case .bottom: return content.maxY - height
        default: return content.minY + (content.height - height) / 2
        }
    }

    /// The image's size in `content`: its own size, scaled down (keeping its aspect ratio) when it is larger
    /// than the content rect, as UIButton shrinks an oversized image to fit.
    func fittedImageSize(in content: CGRect) -> CGSize {
        UIButton.fitting(imageSize, in: content.size)
    }

    /// `size` scaled down to fit within `bounds`, keeping its aspect ratio (unchanged when it fits).
    static func fitting(_ size: CGSize, in bounds: CGSize) -> CGSize {
        guard size.width > bounds.width || size.height > bounds.height, size.width > 0, size.height > 0,
              bounds.width > 0, bounds.height > 0 else { return size }
        let s = min(bounds.width / size.width, bounds.height / size.height)
        return CGSize(width: size.width * s, height: size.height * s)
    }

    func buttonImageRect(forContentRect content: CGRect) -> CGRect {
        let i = fittedImageSize(in: content)
        guard i != .zero else { return CGRect(x: content.midX, y: content.midY, width: 0, height: 0) }
        let t = titleSize
        let total = min(i.width + t.width, content.width)
        let r = CGRect(x: alignedX(total, in: content), y: alignedY(i.height, in: content), width: i.width, height: i.height)
        return r.offsetBy(dx: imageEdgeInsets.left - imageEdgeInsets.right, dy: imageEdgeInsets.top - imageEdgeInsets.bottom)
    }

    func buttonTitleRect(forContentRect content: CGRect) -> CGRect {
        let t = titleSize
        guard t != .zero else { return CGRect(x: content.midX, y: content.midY, width: 0, height: 0) }
        let i = fittedImageSize(in: content)
        let w = max(0, min(t.width, content.width - i.width))
        let start = alignedX(min(i.width + t.width, content.width), in: content)
        let r = CGRect(x: start + i.width, y: alignedY(t.height, in: content), width: w, height: t.height)
        return r.offsetBy(dx: titleEdgeInsets.left - titleEdgeInsets.right, dy: titleEdgeInsets.top - titleEdgeInsets.bottom)
    }

    func layoutButtonContent() {
        if let c = _configuration { layoutConfiguration(c); return }
        backgroundImageView?.frame = backgroundRect(forBounds: bounds)
        let content = contentRect(forBounds: bounds)
        _imageView?.frame = imageRect(forContentRect: content)
        _titleLabel?.frame = titleRect(forContentRect: content)
    }

    /// The size that fits the image, the title, `contentEdgeInsets` and the background image; with no
    /// insets a title gets 6 points above and below (a 15 pt title makes a 30-point-high button), and an
    /// empty button is 30 × 34 points, as on iOS.
    func buttonSizeThatFits(_ size: CGSize) -> CGSize {
        if let c = _configuration { return configurationSize(c) }
        let t = titleSize, i = imageSize
        if t == .zero && i == .zero && backgroundImage(for: state) == nil && contentEdgeInsets == .zero {
            return CGSize(width: 30, height: 34)
        }
        var w = t.width + i.width, h = max(t.height, i.height)
        if contentEdgeInsets == .zero, t != .zero { h = max(h, t.height + 12) }
        w += contentEdgeInsets.left + contentEdgeInsets.right
        h += contentEdgeInsets.top + contentEdgeInsets.bottom
        if let bg = backgroundImage(for: state)?.size { w = max(w, bg.width); h = max(h, bg.height) }
        // Text is measured in fractions and rounded up; an image-only button is its image's size, as
        // iOS reports `UIButton(type: .contactAdd)` at 24.3333 × 23.6667.
        if t == .zero { return CGSize(width: w, height: h) }
        return CGSize(width: ceil(w), height: ceil(h))
    }
}
