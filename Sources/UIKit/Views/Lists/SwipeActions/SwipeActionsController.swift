import Foundation

/// Swipe actions by touch, shared by tables and list collection views (internal), mirroring how UIKit shows
/// `UISwipeActionsConfiguration`s: a mostly horizontal pan that starts on a row slides the row's content
/// aside and reveals the actions for that side behind it (the leading actions on a drag towards the
/// trailing edge, the trailing actions on a drag towards the leading edge). Released past half the actions'
/// width the row stays open with its actions shown; otherwise it closes. When the configuration allows it,
/// a drag past 60% of the row's width (a full swipe) performs the first action. A tap on an action calls its
/// handler; the row closes once the handler calls its completion. A tap elsewhere in the list, a scroll, a
/// change of the list's data or of its editing mode closes the open row. One row is open at a time.
///
/// Offsets are along x in the host's coordinates: positive moves the content right. The host places the
/// row's view at its rect moved by `offset(for:)` whenever it lays out.
@MainActor
final class _SwipeActionsController: NSObject, UIGestureRecognizerDelegate {
    private weak var host: (any _SwipeActionsHost)?
    let pan = UIPanGestureRecognizer()
    /// The row whose actions are shown (or being revealed), if any.
    private(set) var row: IndexPath?
    private var offset: CGFloat = 0
    private var configuration: UISwipeActionsConfiguration?
    /// The sign of offsets that reveal the shown side's actions (+1: the content moves right).
    private var sign: CGFloat = 1
    private var baseOffset: CGFloat = 0
    private var actionsView: _SwipeActionsView?
    /// Set while an action's handler has not called its completion: the row stays as it is.
    private var performing = false
    /// Whether the host hears when the row closes (a swipe began it, not `openTrailing`).
    private var notifies = true

    /// The fraction of the row's width past which a release is a full swipe (ours; Apple documents none).
    static let fullSwipeFraction: CGFloat = 0.6

    init(host: any _SwipeActionsHost) {
        self.host = host
        super.init()
        pan.maximumNumberOfTouches = 1
        pan.delegate = self
        pan.addHandler { [weak self] _ in self?._panned() }
        host.addGestureRecognizer(pan)
    }

    /// How far the row's content is moved sideways (0 for other rows).
    func offset(for indexPath: IndexPath) -> CGFloat { indexPath == row ? offset : 0 }

    /// Whether a row shows (or is revealing) its actions.
    var isOpen: Bool { row != nil }

    // MARK: Beginning

    func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool {
        guard let host, !performing else { return false }
        let t = pan.translation(in: host)
        guard abs(t.x) > abs(t.y) else { return false }
        let now = pan.location(in: host)
        guard let ip = host._swipeRow(at: CGPoint(x: now.x - t.x, y: now.y - t.y)) else { return false }
        if ip == row {
            // Dragging the open row again continues from where it is.
            baseOffset = offset
            return true
        }
        close()
        let rtl = host.effectiveUserInterfaceLayoutDirection == .rightToLeft
        let leading = (t.x > 0) != rtl
        guard let c = host._swipeConfiguration(leading: leading, for: ip), !c.actions.isEmpty,
              _show(c, for: ip, sign: t.x > 0 ? 1 : -1) else { return false }
        baseOffset = 0
        notifies = true
        host._swipeWillBegin(ip)
        return true
    }

    /// Puts the actions of `configuration` behind the row, still closed.
    private func _show(_ configuration: UISwipeActionsConfiguration, for ip: IndexPath, sign: CGFloat) -> Bool {
        guard let host, let cell = host._swipeRowView(ip) else { return false }
        row = ip
        self.configuration = configuration
        self.sign = sign
        offset = 0
        let v = _SwipeActionsView(actions: configuration.actions, atLeftEdge: sign > 0) { [weak self] action in self?._perform(action) }
        host.insertSubview(v, belowSubview: cell)
        actionsView = v
        return true
    }

    /// Opens a row on its trailing actions without a drag, as a tap on a table's delete control in editing
    /// mode does (the delegate hears no `willBeginEditingRowAt`: the table is already editing).
    func openTrailing(_ ip: IndexPath) {
        guard let host, !performing else { return }
        close()
        let rtl = host.effectiveUserInterfaceLayoutDirection == .rightToLeft
        guard let c = host._swipeConfiguration(leading: false, for: ip), !c.actions.isEmpty,
              _show(c, for: ip, sign: rtl ? 1 : -1), let actionsView else { return }
        notifies = false
        offset = sign * actionsView.naturalWidth
        _apply()
    }

    // MARK: Dragging

    private func _panned() {
        guard let host, row != nil else { return }
        switch pan.state {
        case .began, .changed:
            let t = pan.translation(in: host)
            _setOffset(baseOffset + t.x)
        case .ended:
            _settle(velocity: pan.velocity(in: host).x)
        case .cancelled, .failed:
            _settle(velocity: 0)
        default:
            break
        }
    }

    /// The offset kept on the shown side, up to the row's width with a full swipe, else the actions' width.
    private func _setOffset(_ proposed: CGFloat) {
        guard let ip = row, let host, let configuration, let actionsView else { return }
        let width = host._swipeRowRect(ip).width
        let limit = configuration.performsFirstActionWithFullSwipe ? width : actionsView.naturalWidth
        offset = sign * min(max(0, proposed * sign), limit)
        _apply()
    }

    private func _settle(velocity: CGFloat) {
        guard let ip = row, let host, let configuration, let actionsView else { return }
        let m = offset * sign, total = actionsView.naturalWidth
        let width = host._swipeRowRect(ip).width
        if configuration.performsFirstActionWithFullSwipe, m >= width * Self.fullSwipeFraction, let first = configuration.actions.first {
            offset = sign * width
            _apply()
            _perform(first)
        } else if m >= total / 2 && velocity * sign > -300 || velocity * sign > 300 && m > 0 {
            offset = sign * total
            _apply()
        } else {
            close()
        }
    }

    /// Moves the row's view and lays the actions out for the current offset.
    private func _apply() {
        guard let ip = row, let host, let actionsView else { return }
        let rect = host._swipeRowRect(ip)
        if let cell = host._swipeRowView(ip) { cell.frame.origin.x = rect.minX + offset }
        actionsView.frame = rect
        actionsView.reveal(abs(offset))
    }

    // MARK: Actions

    private func _perform(_ action: UIContextualAction) {
        guard !performing, let host else { return }
        performing = true
        let source: UIView = actionsView?.button(for: action) ?? host
        var finished = false
        action.handler(action, source) { [weak self] _ in
            guard !finished else { return }
            finished = true
            self?.performing = false
            self?.close()
        }
    }

    // MARK: Closing

    /// Hides the actions and puts the row's content back (a tap elsewhere, a scroll, a data change).
    func close() {
        guard let ip = row else { return }
        row = nil
        offset = 0
        configuration = nil
        performing = false
        actionsView?.removeFromSuperview()
        actionsView = nil
        guard let host else { return }
        if let cell = host._swipeRowView(ip) { cell.frame.origin.x = host._swipeRowRect(ip).minX }
        host.setNeedsLayout()
        if notifies { host._swipeDidEnd(ip) }
    }
}
