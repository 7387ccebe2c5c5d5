import Foundation
import Testing
import UIKit

/// `UICellAccessory.customView(configuration:)`: the configuration's view is shown at its placement
/// (`.leading` or `.trailing`, in the displayed states given), sized by the accessory layout unless
/// `maintainsFixedSize` ("when true, the system preserves the current frame size of the view"; default
/// false), tinted with `tintColor`, hidden with `isHidden`.
@MainActor @Suite(.serialized, .freshWorld)
struct CellCustomViewAccessoryTests {
    /// A view with an intrinsic size of 20 × 20.
    final class Badge: UIView {
        override var intrinsicContentSize: CGSize { CGSize(width: 20, height: 20) }
    }

    private func cell(_ accessories: [UICellAccessory]) -> UICollectionViewListCell {
        let cell = UICollectionViewListCell(frame: CGRect(x: 0, y: 0, width: 320, height: 44))
        var content = cell.defaultContentConfiguration()
        content.text = "Row"
        cell.contentConfiguration = content
        cell.accessories = accessories
        cell.layoutIfNeeded()
        return cell
    }

    @Test("a trailing custom view sits at the trailing edge, vertically centred, before the content's end")
    func trailing() {
        let badge = Badge(frame: .zero)
        let c = cell([.customView(configuration: .init(customView: badge, placement: .trailing()))])
        #expect(badge.superview === c)
        #expect(badge.frame.size == CGSize(width: 20, height: 20))
        #expect(badge.frame.maxX <= 320 && badge.frame.maxX > 280)
        #expect(badge.frame.midY == 22)
        #expect(c.contentView.frame.maxX <= badge.frame.minX)
    }

    @Test("a leading custom view sits at the leading edge and the content starts after it")
    func leading() {
        let badge = Badge(frame: .zero)
        let c = cell([.customView(configuration: .init(customView: badge, placement: .leading()))])
        #expect(badge.frame.minX >= 0 && badge.frame.minX < 40)
        #expect(c.contentView.frame.minX >= badge.frame.minX)
        #expect(c.contentView.convert(CGPoint(x: c.contentView.layoutMargins.left, y: 0), to: c).x >= badge.frame.maxX)
    }

    @Test("maintainsFixedSize keeps the view's frame size; otherwise the layout sizes it")
    func fixedSize() {
        let fixed = Badge(frame: CGRect(x: 0, y: 0, width: 50, height: 10))
        _ = cell([.customView(configuration: .init(customView: fixed, placement: .trailing(), maintainsFixedSize: true))])
        #expect(fixed.frame.size == CGSize(width: 50, height: 10))
        let sized = Badge(frame: CGRect(x: 0, y: 0, width: 50, height: 10))
        _ = cell([.customView(configuration: .init(customView: sized, placement: .trailing()))])
        #expect(sized.frame.size == CGSize(width: 20, height: 20))
    }

    @Test("tintColor is given to the view; isHidden and a .whenEditing placement keep it out of a non-editing cell")
    func tintAndVisibility() {
        let tinted = Badge(frame: .zero)
        _ = cell([.customView(configuration: .init(customView: tinted, placement: .trailing(), tintColor: .systemRed))])
        #expect(tinted.tintColor == .systemRed)
        let hidden = Badge(frame: .zero)
        _ = cell([.customView(configuration: .init(customView: hidden, placement: .trailing(), isHidden: true))])
        #expect(hidden.superview == nil)
        let editingOnly = Badge(frame: .zero)
        _ = cell([.customView(configuration: .init(customView: editingOnly, placement: .trailing(displayed: .whenEditing)))])
        #expect(editingOnly.superview == nil)
    }

    @Test("a custom view placed before the disclosure indicator sits to its left; by default after it")
    func position() {
        let before = Badge(frame: .zero)
        _ = cell([.disclosureIndicator(),
                  .customView(configuration: .init(customView: before,
                                                   placement: .trailing(at: UICellAccessory.Placement.position(before: .disclosureIndicator()))))])
        #expect(before.frame.maxX < 290)
        let after = Badge(frame: .zero)
        _ = cell([.disclosureIndicator(), .customView(configuration: .init(customView: after, placement: .trailing()))])
        #expect(after.frame.maxX == 304)
    }
}
